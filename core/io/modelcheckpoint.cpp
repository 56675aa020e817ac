#include "modelcheckpoint.h"

#include "checkpointtensorreader.h"
#include "modelconfigfile.h"
#include "safetensorsfile.h"
#include "vocabularyfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace attn::io {

namespace {

std::optional<ModelCheckpoint> fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return std::nullopt;
}

/// Block `index`'s weights: Hugging Face's Conv1D layout (in x out) is the engine's x W.
bool readBlock(CheckpointTensorReader &reader, const model::ModelConfig &config, int index,
               model::BlockWeights &block)
{
    const std::string prefix = "h." + std::to_string(index) + '.';
    const Eigen::Index d = config.width;
    const Eigen::Index inner = config.mlpWidth;
    // c_attn holds W_Q, W_K and W_V side by side: d x 3d, columns [Q | K | V].
    Matrix attention;
    Vector attentionBias;
    if (!reader.vector(prefix + "ln_1.weight", d, block.attentionNormGain) ||
        !reader.vector(prefix + "ln_1.bias", d, block.attentionNormBias) ||
        !reader.matrix(prefix + "attn.c_attn.weight", d, 3 * d, attention) ||
        !reader.vector(prefix + "attn.c_attn.bias", 3 * d, attentionBias) ||
        !reader.matrix(prefix + "attn.c_proj.weight", d, d, block.outputWeight) ||
        !reader.vector(prefix + "attn.c_proj.bias", d, block.outputBias) ||
        !reader.vector(prefix + "ln_2.weight", d, block.mlpNormGain) ||
        !reader.vector(prefix + "ln_2.bias", d, block.mlpNormBias) ||
        !reader.matrix(prefix + "mlp.c_fc.weight", d, inner, block.mlpInWeight) ||
        !reader.vector(prefix + "mlp.c_fc.bias", inner, block.mlpInBias) ||
        !reader.matrix(prefix + "mlp.c_proj.weight", inner, d, block.mlpOutWeight) ||
        !reader.vector(prefix + "mlp.c_proj.bias", d, block.mlpOutBias))
        return false;
    block.queryWeight = attention.leftCols(d);
    block.keyWeight = attention.middleCols(d, d);
    block.valueWeight = attention.rightCols(d);
    block.queryBias = attentionBias.head(d);
    block.keyBias = attentionBias.segment(d, d);
    block.valueBias = attentionBias.tail(d);
    return true;
}

/// Every weight the config asks for, or a message in `error`.
std::shared_ptr<model::ModelWeights> readWeights(const SafetensorsFile &file,
                                                 const model::ModelConfig &config, QString *error)
{
    auto weights = std::make_shared<model::ModelWeights>();
    weights->config = config;
    CheckpointTensorReader reader(file);
    // lm_head.weight, when present, is wte.weight again (tied): not read.
    bool ok =
        reader.matrix("wte.weight", config.vocabSize, config.width, weights->tokenEmbedding) &&
        reader.matrix("wpe.weight", config.contextLength, config.width, weights->positionEmbedding);
    weights->blocks.resize(std::size_t(config.layerCount));
    for (int i = 0; ok && i < config.layerCount; ++i)
        ok = readBlock(reader, config, i, weights->blocks[std::size_t(i)]);
    ok = ok && reader.vector("ln_f.weight", config.width, weights->finalNormGain) &&
         reader.vector("ln_f.bias", config.width, weights->finalNormBias);
    if (!ok) {
        if (error)
            *error = reader.error();
        return nullptr;
    }
    return weights;
}

} // namespace

std::optional<ModelCheckpoint> readModelCheckpoint(const QString &folder, QString *error)
{
    const QDir dir(folder);
    const QString weightsPath = dir.filePath(QStringLiteral("model.safetensors"));
    if (!QFileInfo::exists(weightsPath)) {
        // A pickle can run code when it is loaded; it is never opened here.
        const QString pickle = dir.filePath(QStringLiteral("pytorch_model.bin"));
        if (QFileInfo::exists(pickle))
            return fail(error,
                        QCoreApplication::translate(
                            "ModelCheckpoint",
                            "%1 is a PyTorch pickle, which this program does not open; convert "
                            "the checkpoint to model.safetensors first")
                            .arg(pickle));
        return fail(error,
                    QCoreApplication::translate("ModelCheckpoint", "%1 holds no model.safetensors")
                        .arg(folder));
    }
    const std::optional<model::ModelConfig> config =
        ModelConfigFile::read(dir.filePath(QStringLiteral("config.json")), error);
    if (!config)
        return std::nullopt;
    const std::unique_ptr<SafetensorsFile> file = SafetensorsFile::open(weightsPath, error);
    if (!file)
        return std::nullopt;
    std::shared_ptr<model::ModelWeights> weights = readWeights(*file, *config, error);
    if (!weights)
        return std::nullopt;

    ModelCheckpoint checkpoint;
    const QString vocabularyPath = dir.filePath(QStringLiteral("vocab.txt"));
    if (QFileInfo::exists(vocabularyPath)) {
        std::optional<std::vector<std::string>> words = VocabularyFile::read(vocabularyPath, error);
        if (!words)
            return std::nullopt;
        if (qsizetype(words->size()) != config->vocabSize)
            return fail(error, QCoreApplication::translate(
                                   "ModelCheckpoint",
                                   "%1 holds %2 words, but config.json gives vocab_size %3")
                                   .arg(vocabularyPath)
                                   .arg(words->size())
                                   .arg(config->vocabSize));
        checkpoint.vocabulary = model::WordVocabulary(std::move(*words));
    }
    checkpoint.weights = std::move(weights);
    checkpoint.folder = folder;
    return checkpoint;
}

QString shippedModelFolder()
{
    return QStringLiteral(":/models/induction");
}

} // namespace attn::io
