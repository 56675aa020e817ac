// Safetensors files and the GPT-2 checkpoints around them: any bytes as model.safetensors
// (beside the config.json of the seeds' tiny model) open or give an error; a file that opens
// converts every tensor; a checkpoint that loads has every weight of the config's shape and
// finite. The same bytes are also read as a config.json, a vocab.txt and the index of a
// checkpoint in shards (model.safetensors.index.json).
#include "modelcheckpoint.h"
#include "modelconfigfile.h"
#include "safetensorsfile.h"
#include "safetensorsindex.h"
#include "vocabularyfile.h"

#include <QFile>
#include <QTemporaryDir>

#include <cstdlib>

namespace {

// tests/data/models/tiny/config.json: the shape of the seeds in fuzz/corpus/safetensors.
const char kConfig[] = R"({"vocab_size":5,"n_positions":4,"n_embd":4,"n_layer":2,"n_head":2})";

bool write(const QString &path, const char *data, qint64 size)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(data, size) == size;
}

void checkWeights(const attn::model::ModelWeights &w)
{
    const attn::model::ModelConfig &c = w.config;
    bool ok = w.tokenEmbedding.rows() == c.vocabSize && w.tokenEmbedding.cols() == c.width &&
              w.positionEmbedding.rows() == c.contextLength && w.tokenEmbedding.allFinite() &&
              int(w.blocks.size()) == c.layerCount && w.finalNormBias.size() == c.width;
    for (const attn::model::BlockWeights &b : w.blocks)
        ok = ok && b.keyWeight.rows() == c.width && b.keyWeight.cols() == c.width &&
             b.mlpOutWeight.rows() == c.mlpWidth && b.valueBias.size() == c.width &&
             b.queryWeight.allFinite() && b.mlpOutWeight.allFinite();
    if (!ok)
        std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static QTemporaryDir folder;
    static const bool configWritten =
        write(folder.filePath(QStringLiteral("config.json")), kConfig, qint64(sizeof kConfig - 1));
    if (!folder.isValid() || !configWritten)
        std::abort();
    const QString path = folder.filePath(QStringLiteral("model.safetensors"));
    if (!write(path, reinterpret_cast<const char *>(data), qint64(size)))
        std::abort();

    QString error;
    if (const auto file = attn::io::SafetensorsFile::open(path, &error)) {
        for (const attn::io::SafetensorsFile::Tensor &tensor : file->tensors()) {
            if (tensor.elementCount() <= (1u << 16))
                (void)file->vector(tensor); // every byte of the data is in the file
        }
    } else if (error.isEmpty()) {
        std::abort();
    }
    error.clear();
    if (const auto checkpoint = attn::io::readModelCheckpoint(folder.path(), &error))
        checkWeights(*checkpoint->weights);
    else if (error.isEmpty())
        std::abort();

    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    error.clear();
    if (!attn::io::ModelConfigFile::parse(bytes, QStringLiteral("config.json"), &error) &&
        error.isEmpty())
        std::abort();
    error.clear();
    if (!attn::io::VocabularyFile::parse(bytes, QStringLiteral("vocab.txt"), &error) &&
        error.isEmpty())
        std::abort();
    error.clear();
    // And as the index of a checkpoint in shards: a map that parses names only plain files.
    if (const auto index = attn::io::SafetensorsIndex::parse(
            bytes, QStringLiteral("model.safetensors.index.json"), &error)) {
        for (const QString &shard : index->shards())
            if (shard.isEmpty() || shard.contains(u'/') || shard == QStringLiteral(".."))
                std::abort();
    } else if (error.isEmpty()) {
        std::abort();
    }
    return 0;
}
