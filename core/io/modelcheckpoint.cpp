#include "modelcheckpoint.h"

#include "checkpointtensorreader.h"
#include "checkpointtensorsource.h"
#include "modelconfigfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace attn::io {

namespace {

/// Block `index`'s weights: Hugging Face's Conv1D layout (in x out) is the engine's x W.
bool readBlock(CheckpointTensorReader &reader, const model::ModelConfig &config, int index,
               model::BlockWeights &block)
{
    const std::string prefix = "h." + std::to_string(index) + '.';
    const Eigen::Index d = config.width;
    const Eigen::Index inner = config.mlpWidth;
    // c_attn holds W_Q, W_K and W_V side by side: d x 3d, columns [Q | K | V].
    model::WeightMatrix attention;
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
    block.queryWeight = attention.columns(0, d);
    block.keyWeight = attention.columns(d, d);
    block.valueWeight = attention.columns(2 * d, d);
    block.queryBias = attentionBias.head(d);
    block.keyBias = attentionBias.segment(d, d);
    block.valueBias = attentionBias.tail(d);
    return true;
}

/// Every weight the config asks for, or a message in `error`.
std::shared_ptr<model::ModelWeights> readWeights(const CheckpointTensorSource &source,
                                                 const model::ModelConfig &config, QString *error)
{
    auto weights = std::make_shared<model::ModelWeights>();
    weights->config = config;
    CheckpointTensorReader reader(source);
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

/// The PyTorch pickle in `dir` a user most likely meant as the weights, or an empty string:
/// pytorch_model.bin, its shards, bare torch.save() files, and last any other *.bin (a
/// training_args.bin is a pickle too, but rarely what was meant).
QString pickleWeights(const QDir &dir)
{
    for (const char *pattern :
         {"pytorch_model.bin", "pytorch_model*.bin", "*.pt", "*.pth", "*.ckpt", "*.bin"}) {
        const QStringList found =
            dir.entryList({QLatin1String(pattern)}, QDir::Files | QDir::System, QDir::Name);
        if (!found.isEmpty())
            return dir.filePath(found.front());
    }
    return {};
}

/// The tensors of the checkpoint in `dir`: model.safetensors, else the shards of
/// model.safetensors.index.json (as Hugging Face's from_pretrained() looks for them).
std::unique_ptr<CheckpointTensorSource> openTensors(const QDir &dir, QString *error)
{
    const QString single = dir.filePath(QStringLiteral("model.safetensors"));
    if (QFileInfo::exists(single))
        return CheckpointTensorSource::openFile(single, error);
    const QString index = dir.filePath(QStringLiteral("model.safetensors.index.json"));
    if (QFileInfo::exists(index))
        return CheckpointTensorSource::openIndex(index, error);
    // A pickle can run any code when it is loaded; it is never opened here, only named.
    const QString pickle = pickleWeights(dir);
    if (!pickle.isEmpty()) {
        if (error)
            *error = QCoreApplication::translate(
                         "ModelCheckpoint",
                         "%1 is a PyTorch pickle, which this program does not open: loading a "
                         "pickle can run any code it holds. Save the model as safetensors "
                         "first: in Python, with transformers, load it and call "
                         "model.save_pretrained(\"%2\", safe_serialization=True)")
                         .arg(pickle, dir.path());
        return nullptr;
    }
    if (error)
        *error = QCoreApplication::translate(
                     "ModelCheckpoint",
                     "%1 holds no model.safetensors and no model.safetensors.index.json")
                     .arg(dir.path());
    return nullptr;
}

} // namespace

std::optional<ModelCheckpoint> readModelCheckpoint(const QString &folder, QString *error)
{
    const QDir dir(folder);
    // The weights are looked for first: a folder of pickles is refused for what it is,
    // whatever its config.json says.
    const std::unique_ptr<CheckpointTensorSource> source = openTensors(dir, error);
    if (!source)
        return std::nullopt;
    const std::optional<model::ModelConfig> config =
        ModelConfigFile::read(dir.filePath(QStringLiteral("config.json")), error);
    if (!config)
        return std::nullopt;
    std::shared_ptr<model::ModelWeights> weights = readWeights(*source, *config, error);
    if (!weights)
        return std::nullopt;

    ModelCheckpoint checkpoint;
    if (!CheckpointTokenizer::read(folder, config->vocabSize, checkpoint.tokenizer, error))
        return std::nullopt;
    checkpoint.weights = std::move(weights);
    checkpoint.folder = folder;
    return checkpoint;
}

QString shippedModelFolder()
{
    return QStringLiteral(":/models/induction");
}

} // namespace attn::io
