// Checkpoints saved in shards (model.safetensors.index.json and its shard files): a tiny
// model written by the test in 1 to 4 shards, in both name layouts, reads bit for bit as the
// same model saved in one file; each tensor is found in the shard the weight map names; an
// index that is not JSON, has no weight map, is too large, names a shard outside its folder
// or one that is missing, places a tensor in a shard that does not hold it, or a tensor two
// shards hold, is refused with a message naming the file and the tensor.
#include "bitequal.h"
#include "checkpointtensorsource.h"
#include "modelcheckpoint.h"
#include "safetensorsindex.h"
#include "tinyshards.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

#include <limits>

using namespace attn;
using namespace attn::io;
using namespace Qt::StringLiterals;

namespace {

/// Both hold their values in the same precision, with the same bits.
bool sameBits(const model::WeightMatrix &a, const model::WeightMatrix &b)
{
    return a.isDouble() == b.isDouble() && bitEqual(a.toDouble(), b.toDouble());
}

/// Every weight of `a` and `b` has the same bits.
bool sameWeights(const model::ModelWeights &a, const model::ModelWeights &b)
{
    bool same = a.config == b.config && sameBits(a.tokenEmbedding, b.tokenEmbedding) &&
                sameBits(a.positionEmbedding, b.positionEmbedding) &&
                bitEqual(a.finalNormGain, b.finalNormGain) &&
                bitEqual(a.finalNormBias, b.finalNormBias) && a.blocks.size() == b.blocks.size();
    for (std::size_t i = 0; same && i < a.blocks.size(); ++i) {
        const model::BlockWeights &x = a.blocks[i];
        const model::BlockWeights &y = b.blocks[i];
        same = bitEqual(x.attentionNormGain, y.attentionNormGain) &&
               bitEqual(x.attentionNormBias, y.attentionNormBias) &&
               sameBits(x.queryWeight, y.queryWeight) && sameBits(x.keyWeight, y.keyWeight) &&
               sameBits(x.valueWeight, y.valueWeight) && bitEqual(x.queryBias, y.queryBias) &&
               bitEqual(x.keyBias, y.keyBias) && bitEqual(x.valueBias, y.valueBias) &&
               sameBits(x.outputWeight, y.outputWeight) && bitEqual(x.outputBias, y.outputBias) &&
               bitEqual(x.mlpNormGain, y.mlpNormGain) && bitEqual(x.mlpNormBias, y.mlpNormBias) &&
               sameBits(x.mlpInWeight, y.mlpInWeight) && bitEqual(x.mlpInBias, y.mlpInBias) &&
               sameBits(x.mlpOutWeight, y.mlpOutWeight) && bitEqual(x.mlpOutBias, y.mlpOutBias);
    }
    return same;
}

QString shardPath(const QString &folder, int index, int count)
{
    return folder + u'/' + QString::fromLatin1(TinyShards::shardName(index, count));
}

} // namespace

class TestCheckpointTensorSource : public QObject
{
    Q_OBJECT

private slots:
    void shardsReadAsOneFile_data();
    void shardsReadAsOneFile();
    void findsEachTensorInItsShard();
    void singleFileBeatsIndex();
    void refusesBrokenShards_data();
    void refusesBrokenShards();
    void refusesHugeIndex();
};

void TestCheckpointTensorSource::shardsReadAsOneFile_data()
{
    QTest::addColumn<int>("count");
    QTest::addColumn<QByteArray>("dtype");
    QTest::addColumn<QByteArray>("prefix");
    for (int count : {1, 2, 3, 4}) {
        for (const char *dtype : {"F32", "BF16", "F64"}) {
            QTest::addRow("%d shards %s", count, dtype)
                << count << QByteArray(dtype) << QByteArray();
            QTest::addRow("%d shards %s transformer.", count, dtype)
                << count << QByteArray(dtype) << QByteArray("transformer.");
        }
    }
}

void TestCheckpointTensorSource::shardsReadAsOneFile()
{
    QFETCH(int, count);
    QFETCH(QByteArray, dtype);
    QFETCH(QByteArray, prefix);
    const TinyCheckpoint tiny(11);
    QTemporaryDir one;
    QTemporaryDir sharded;
    QVERIFY(tiny.write(one.path(), dtype, prefix));
    QVERIFY(TinyShards(tiny, count, dtype, prefix).write(sharded.path(), tiny));
    QVERIFY(!QFile::exists(sharded.filePath(u"model.safetensors"_s)));
    QString error;
    const std::optional<ModelCheckpoint> expected = readModelCheckpoint(one.path(), &error);
    QVERIFY2(expected, qPrintable(error));
    const std::optional<ModelCheckpoint> read = readModelCheckpoint(sharded.path(), &error);
    QVERIFY2(read, qPrintable(error));
    QVERIFY(sameWeights(*read->weights, *expected->weights));
    // And both hold what the test wrote, not merely the same mistake.
    QCOMPARE(read->weights->tokenEmbedding.toDouble(), tiny.matrix("wte.weight"));
    QCOMPARE(read->weights->blocks[1].mlpOutBias, Vector(tiny.matrix("h.1.mlp.c_proj.bias")));
}

void TestCheckpointTensorSource::findsEachTensorInItsShard()
{
    const TinyCheckpoint tiny;
    const TinyShards shards(tiny, 3);
    QTemporaryDir dir;
    QVERIFY(shards.write(dir.path(), tiny));
    QString error;
    const QString index = dir.filePath(u"model.safetensors.index.json"_s);
    const auto source = CheckpointTensorSource::openIndex(index, &error);
    QVERIFY2(source, qPrintable(error));
    QCOMPARE(source->path(), index);
    QCOMPARE(source->files().size(), std::size_t(3));
    for (const auto &[name, shard] : shards.weightMap) {
        const CheckpointTensorSource::Location at = source->find(name.toStdString());
        QVERIFY2(at.tensor, name.constData());
        QCOMPARE(at.tensor->name, name.toStdString());
        QCOMPARE(at.file->path(), dir.filePath(QString::fromLatin1(shard)));
    }
    // The last tensor is in the last shard, the first in the first.
    QCOMPARE(source->find("wte.weight").file->path(), shardPath(dir.path(), 0, 3));
    QCOMPARE(source->find("ln_f.bias").file->path(), shardPath(dir.path(), 2, 3));
    QVERIFY(!source->find("lm_head.weight").tensor);
    QVERIFY(!source->find("").file);
}

void TestCheckpointTensorSource::singleFileBeatsIndex()
{
    // As from_pretrained() does: model.safetensors first, the index only without it.
    const TinyCheckpoint tiny(3);
    const TinyCheckpoint other(4);
    QTemporaryDir dir;
    QVERIFY(TinyShards(other, 2).write(dir.path(), other));
    QVERIFY(tiny.write(dir.path()));
    QString error;
    const std::optional<ModelCheckpoint> read = readModelCheckpoint(dir.path(), &error);
    QVERIFY2(read, qPrintable(error));
    QCOMPARE(read->weights->tokenEmbedding.toDouble(), tiny.matrix("wte.weight"));
}

void TestCheckpointTensorSource::refusesBrokenShards_data()
{
    QTest::addColumn<QByteArray>("breakage");
    QTest::addColumn<QString>("file");     // the file the message names, in the model folder
    QTest::addColumn<QString>("expected"); // the rest of the message
    const QString index = u"model.safetensors.index.json"_s;
    const QString first = QString::fromLatin1(TinyShards::shardName(0, 2));
    const QString second = QString::fromLatin1(TinyShards::shardName(1, 2));
    auto row = [](const char *breakage, const QString &file, const QString &expected) {
        QTest::newRow(breakage) << QByteArray(breakage) << file << expected;
    };
    row("index not JSON", index, u"not valid JSON"_s);
    row("index an array", index, u"expected a JSON object"_s);
    row("no weight_map", index, u"weight_map is missing or not an object"_s);
    row("empty weight_map", index, u"weight_map names no tensor"_s);
    row("shard not a string", index, u"the shard of tensor \"wpe.weight\" is not a file name"_s);
    row("tensor given twice", index, u"weight_map.wte.weight is given twice"_s);
    row("shard climbs out", index,
        u"tensor \"wte.weight\" is in \"../outside.safetensors\", which is not a file beside"_s);
    row("absolute shard", index, u"tensor \"wte.weight\" is in \"/"_s);
    row("shard in a subfolder", index,
        u"tensor \"wte.weight\" is in \"sub/outside.safetensors\", which is not a file"_s);
    // %1 is the model's folder.
    row("shard missing", index,
        u"tensor \"h.1.attn.c_attn.bias\" is in %1/"_s + second + u", which does not exist"_s);
    row("tensor not in its shard", first,
        u"does not hold tensor \"h.0.ln_2.bias\", which %1/"_s + index + u" places there"_s);
    row("tensor in two shards", first,
        u"tensor \"wte.weight\" is in both %1/"_s + first + u" and %1/"_s + second);
    row("tensor missing", index, u"tensor \"h.1.mlp.c_fc.bias\" is missing"_s);
    row("prefixed tensor missing", index, u"tensor \"transformer.ln_f.bias\" is missing"_s);
    row("wrong shape in a shard", second,
        u"tensor \"ln_f.weight\" has shape [3], but config.json makes it [4]"_s);
    row("NaN in a shard", second, u"tensor \"h.1.mlp.c_fc.weight\" holds NaN at row 2"_s);
    row("shard not safetensors", second, u"too short for a safetensors file"_s);
}

void TestCheckpointTensorSource::refusesBrokenShards()
{
    QFETCH(QByteArray, breakage);
    QFETCH(QString, file);
    QFETCH(QString, expected);
    TinyCheckpoint tiny;
    QByteArray prefix = breakage == "prefixed tensor missing" ? "transformer." : "";
    if (breakage == "wrong shape in a shard") {
        tiny.find("ln_f.weight")->shape = {3};
        tiny.find("ln_f.weight")->values.resize(3);
    }
    if (breakage == "NaN in a shard")
        tiny.find("h.1.mlp.c_fc.weight")->values[2 * 8 + 5] =
            std::numeric_limits<double>::quiet_NaN();
    TinyShards shards(tiny, 2, "F32", prefix);
    auto removeFromMap = [&](const QByteArray &name) {
        shards.weightMap.removeIf([&](const auto &entry) { return entry.first == name; });
    };
    auto removeFromShards = [&](const QByteArray &name) {
        for (QList<SafetensorsEntry> &shard : shards.shards)
            shard.removeIf([&](const SafetensorsEntry &e) { return e.name == name; });
    };
    if (breakage == "tensor not in its shard")
        removeFromShards("h.0.ln_2.bias");
    if (breakage == "tensor in two shards")
        shards.shards[1].append(shards.shards[0].front());
    if (breakage == "tensor missing" || breakage == "prefixed tensor missing") {
        const QByteArray name = prefix + (prefix.isEmpty() ? "h.1.mlp.c_fc.bias" : "ln_f.bias");
        removeFromMap(name);
        removeFromShards(name);
    }
    // The model in <dir>/model, so that a shard outside it can exist and still be refused.
    QTemporaryDir dir;
    if (breakage == "shard climbs out")
        shards.weightMap[0].second = "../outside.safetensors";
    if (breakage == "shard in a subfolder")
        shards.weightMap[0].second = "sub/outside.safetensors";
    if (breakage == "absolute shard")
        shards.weightMap[0].second = dir.filePath(u"outside.safetensors"_s).toUtf8();
    const QString folder = dir.filePath(u"model"_s);
    QVERIFY(QDir(dir.path()).mkpath(u"model/sub"_s));
    QVERIFY(shards.write(folder, tiny));
    const QByteArray outside = safetensorsFile(shards.shards[0]);
    QVERIFY(TinyCheckpoint::writeFile(dir.filePath(u"outside.safetensors"_s), outside));
    QVERIFY(TinyCheckpoint::writeFile(folder + u"/sub/outside.safetensors"_s, outside));
    const QString indexPath = folder + u"/model.safetensors.index.json"_s;
    QByteArray json = shards.indexJson();
    if (breakage == "index not JSON")
        json.chop(1);
    if (breakage == "index an array")
        json = "[" + json + "]";
    if (breakage == "no weight_map")
        json.replace("weight_map", "weights");
    if (breakage == "empty weight_map")
        json = R"({"metadata":{},"weight_map":{}})";
    if (breakage == "shard not a string")
        json.replace("\"wpe.weight\":\"" + TinyShards::shardName(0, 2) + "\"", "\"wpe.weight\":1");
    if (breakage == "tensor given twice")
        json.replace("\"wpe.weight\"", "\"wte.weight\"");
    QVERIFY(TinyCheckpoint::writeFile(indexPath, json));
    if (breakage == "shard missing")
        QVERIFY(QFile::remove(shardPath(folder, 1, 2)));
    if (breakage == "shard not safetensors")
        QVERIFY(TinyCheckpoint::writeFile(shardPath(folder, 1, 2), "abc"));

    QString error;
    QVERIFY(!readModelCheckpoint(folder, &error));
    QVERIFY2(error.contains(folder + u'/' + file), qPrintable(error));
    QVERIFY2(error.contains(expected.replace(u"%1"_s, folder)), qPrintable(error));
}

void TestCheckpointTensorSource::refusesHugeIndex()
{
    // More tensors than any GPT-2 has, named in a file the reader still takes in.
    QByteArray json = R"({"weight_map":{)";
    for (int i = 0; i <= SafetensorsIndex::kMaxTensors; ++i)
        json += (i ? ",\"t" : "\"t") + QByteArray::number(i) + "\":\"a.safetensors\"";
    json += "}}";
    QVERIFY(json.size() < SafetensorsIndex::kMaxFileBytes);
    QString error;
    QVERIFY(!SafetensorsIndex::parse(json, u"i.json"_s, &error));
    QVERIFY2(error.contains(u"i.json: weight_map names 100001 tensors, more than the 100000"_s),
             qPrintable(error));

    // A file past the limit is not even read whole.
    QTemporaryDir dir;
    const QString path = dir.filePath(u"model.safetensors.index.json"_s);
    QVERIFY(
        TinyCheckpoint::writeFile(dir.filePath(u"config.json"_s), TinyCheckpoint().configJson()));
    QVERIFY(TinyCheckpoint::writeFile(path, QByteArray(R"({"weight_map":{"a":")") +
                                                QByteArray(SafetensorsIndex::kMaxFileBytes, 'x') +
                                                "\"}}"));
    QVERIFY(!readModelCheckpoint(dir.path(), &error));
    QVERIFY2(error.contains(path), qPrintable(error));
    QVERIFY2(error.contains(u"MiB this program reads"_s), qPrintable(error));

    // As many shards as tensors, past the cap on shards.
    json = R"({"weight_map":{)";
    for (int i = 0; i <= SafetensorsIndex::kMaxShards; ++i)
        json += (i ? ",\"t" : "\"t") + QByteArray::number(i) + "\":\"s" + QByteArray::number(i) +
                ".safetensors\"";
    json += "}}";
    QVERIFY(!SafetensorsIndex::parse(json, u"i.json"_s, &error));
    QVERIFY2(error.contains(u"i.json: weight_map names more than 10000 shard files"_s),
             qPrintable(error));
}

QTEST_GUILESS_MAIN(TestCheckpointTensorSource)
#include "tst_checkpointtensorsource.moc"
