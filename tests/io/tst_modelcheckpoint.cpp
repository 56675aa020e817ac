// GPT-2-family checkpoints read from a folder: a tiny model written by the test lands in the
// right fields in both of Hugging Face's name layouts and every dtype; a missing or
// misshapen tensor, a config that disagrees, a NaN, a PyTorch pickle and a bad vocab.txt are
// refused with a message naming the file and the tensor (GPT-2 tokenizer files too: one of
// the pair missing, a merge of unknown tokens, more tokens than embeddings); pickles of every usual
// name are named, never opened, with how to save the model as safetensors; Qt resources are mapped
// in place. Sharded checkpoints: tst_checkpointtensorsource.
#include "bytelevelalphabet.h"
#include "modelcheckpoint.h"
#include "tinycheckpoint.h"
#include "vocabularyfile.h"

#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QResource>
#include <QTemporaryDir>
#include <QTest>

#include <limits>

using namespace attn;
using namespace attn::io;
using namespace Qt::StringLiterals;

class TestModelCheckpoint : public QObject
{
    Q_OBJECT

private slots:
    void loadsBothLayoutsInEveryDtype_data();
    void loadsBothLayoutsInEveryDtype();
    void vocabularyIsOptional();
    void refusesBrokenCheckpoints_data();
    void refusesBrokenCheckpoints();
    void refusesPickles_data();
    void refusesPickles();
    void vocabularyFiles_data();
    void vocabularyFiles();
    void readsFromUncompressedResource();
    void shippedModelLoads();
};

void TestModelCheckpoint::loadsBothLayoutsInEveryDtype_data()
{
    QTest::addColumn<QByteArray>("dtype");
    QTest::addColumn<QByteArray>("prefix");
    for (const char *dtype : {"F64", "F32", "F16", "BF16"}) {
        QTest::newRow(dtype) << QByteArray(dtype) << QByteArray();
        QTest::newRow(QByteArray("transformer. ") + dtype)
            << QByteArray(dtype) << QByteArray("transformer.");
    }
}

void TestModelCheckpoint::loadsBothLayoutsInEveryDtype()
{
    QFETCH(QByteArray, dtype);
    QFETCH(QByteArray, prefix);
    const TinyCheckpoint tiny(7);
    QTemporaryDir dir;
    QVERIFY(tiny.write(dir.path(), dtype, prefix));
    QString error;
    const std::optional<ModelCheckpoint> read = readModelCheckpoint(dir.path(), &error);
    QVERIFY2(read, qPrintable(error));
    QCOMPARE(read->folder, dir.path());
    const model::ModelWeights &w = *read->weights;
    QCOMPARE(w.config, tiny.config);
    QCOMPARE(w.tokenEmbedding.toDouble(), tiny.matrix("wte.weight"));
    QCOMPARE(w.positionEmbedding.toDouble(), tiny.matrix("wpe.weight"));
    // Kept in the file's precision: a float file is not doubled in memory.
    QCOMPARE(w.tokenEmbedding.isDouble(), dtype == "F64");
    QCOMPARE(w.blocks.back().keyWeight.isDouble(), dtype == "F64");
    QCOMPARE(w.finalNormGain, Vector(tiny.matrix("ln_f.weight")));
    QCOMPARE(w.finalNormBias, Vector(tiny.matrix("ln_f.bias")));
    QCOMPARE(w.blocks.size(), std::size_t(2));
    const Eigen::Index d = 4;
    for (int i = 0; i < 2; ++i) {
        const model::BlockWeights &b = w.blocks[std::size_t(i)];
        auto m = [&](const char *name) {
            return tiny.matrix("h." + QByteArray::number(i) + "." + name);
        };
        const Matrix attention = m("attn.c_attn.weight");
        const Vector attentionBias = m("attn.c_attn.bias");
        QCOMPARE(b.queryWeight.toDouble(), Matrix(attention.leftCols(d)));
        QCOMPARE(b.keyWeight.toDouble(), Matrix(attention.middleCols(d, d))); // columns d .. 2d - 1
        QCOMPARE(b.valueWeight.toDouble(), Matrix(attention.rightCols(d)));
        QCOMPARE(b.keyWeight.toDouble()(1, 2), attention(1, d + 2));
        QCOMPARE(b.queryBias, Vector(attentionBias.head(d)));
        QCOMPARE(b.keyBias, Vector(attentionBias.segment(d, d)));
        QCOMPARE(b.valueBias, Vector(attentionBias.tail(d)));
        QCOMPARE(b.attentionNormGain, Vector(m("ln_1.weight")));
        QCOMPARE(b.attentionNormBias, Vector(m("ln_1.bias")));
        QCOMPARE(b.outputWeight.toDouble(), m("attn.c_proj.weight"));
        QCOMPARE(b.outputBias, Vector(m("attn.c_proj.bias")));
        QCOMPARE(b.mlpNormGain, Vector(m("ln_2.weight")));
        QCOMPARE(b.mlpNormBias, Vector(m("ln_2.bias")));
        QCOMPARE(b.mlpInWeight.toDouble(), m("mlp.c_fc.weight"));
        QCOMPARE(b.mlpInBias, Vector(m("mlp.c_fc.bias")));
        QCOMPARE(b.mlpOutWeight.toDouble(), m("mlp.c_proj.weight"));
        QCOMPARE(b.mlpOutBias, Vector(m("mlp.c_proj.bias")));
    }
    QCOMPARE(read->tokenizer.words.size(), 5);
    QCOMPARE(read->tokenizer.words.word(1), std::string("cat"));
}

void TestModelCheckpoint::vocabularyIsOptional()
{
    QTemporaryDir dir;
    QVERIFY(TinyCheckpoint().write(dir.path(), "F32", {}, false));
    QString error;
    const std::optional<ModelCheckpoint> read = readModelCheckpoint(dir.path(), &error);
    QVERIFY2(read, qPrintable(error));
    QCOMPARE(read->tokenizer.words.size(), 0);
}

void TestModelCheckpoint::refusesBrokenCheckpoints_data()
{
    QTest::addColumn<QByteArray>("breakage");
    QTest::addColumn<QString>("file");     // the file the message names
    QTest::addColumn<QString>("expected"); // the rest of the message
    auto row = [](const char *breakage, const QString &file, const QString &expected) {
        QTest::newRow(breakage) << QByteArray(breakage) << file << expected;
    };
    const QString weights = u"model.safetensors"_s;
    row("missing tensor", weights, u"tensor \"h.1.mlp.c_fc.bias\" is missing"_s);
    row("missing prefixed tensor", weights, u"tensor \"transformer.ln_f.bias\" is missing"_s);
    row("wrong shape", weights,
        u"tensor \"wpe.weight\" has shape [3, 4], but config.json makes it [4, 4]"_s);
    row("transposed", weights,
        u"tensor \"h.0.mlp.c_fc.weight\" has shape [8, 4], but config.json makes it [4, 8]"_s);
    row("config disagrees", weights,
        u"tensor \"wte.weight\" has shape [5, 4], but config.json makes it [5, 8]"_s);
    row("NaN", weights,
        u"tensor \"h.1.attn.c_attn.weight\" holds NaN at row 1, column 6 (counting from 0)"_s);
    row("F16 infinity", weights, u"tensor \"ln_f.weight\" holds an infinity at element 2"_s);
    row("bad header", weights,
        u"tensor \"wte.weight\" holds 16 bytes, but shape [5, 4] of F32 needs 80"_s);
    row("pickle only", u"pytorch_model.bin"_s,
        u"is a PyTorch pickle, which this program does not open"_s);
    row("empty folder", {}, u"holds no model.safetensors and no model.safetensors.index.json"_s);
    row("no config", u"config.json"_s, u"cannot open"_s);
    row("bad config", u"config.json"_s, u"n_head is missing"_s);
    row("vocabulary too short", u"vocab.txt"_s,
        u"holds 4 words, but config.json gives vocab_size 5"_s);
    row("vocabulary repeats", u"vocab.txt"_s, u"line 5 repeats \"cat\" of line 2"_s);
    // GPT-2 tokenizers (their 256 byte tokens are more than the tiny model's 5 embeddings).
    row("BPE larger than the model", u"vocab.json"_s,
        u"has 256 tokens, but config.json gives vocab_size 5"_s);
    row("vocab.json alone", u"vocab.json"_s, u"has no merges.txt beside it"_s);
    row("merges.txt alone", u"merges.txt"_s, u"has no vocab.json beside it"_s);
    row("merge of unknown tokens", u"merges.txt"_s, u"line 2"_s);
}

void TestModelCheckpoint::refusesBrokenCheckpoints()
{
    QFETCH(QByteArray, breakage);
    QFETCH(QString, file);
    QFETCH(QString, expected);
    TinyCheckpoint tiny;
    QByteArray dtype = "F32";
    QByteArray prefix;
    if (breakage == "missing tensor")
        tiny.tensors.removeIf([](const TinyTensor &t) { return t.name == "h.1.mlp.c_fc.bias"; });
    if (breakage == "missing prefixed tensor") {
        prefix = "transformer.";
        tiny.tensors.removeIf([](const TinyTensor &t) { return t.name == "ln_f.bias"; });
    }
    if (breakage == "wrong shape") {
        tiny.find("wpe.weight")->shape = {3, 4};
        tiny.find("wpe.weight")->values.resize(12);
    }
    if (breakage == "transposed")
        tiny.find("h.0.mlp.c_fc.weight")->shape = {8, 4};
    if (breakage == "NaN")
        tiny.find("h.1.attn.c_attn.weight")->values[1 * 12 + 6] =
            std::numeric_limits<double>::quiet_NaN();
    if (breakage == "F16 infinity") {
        dtype = "F16";
        tiny.find("ln_f.weight")->values[2] = -std::numeric_limits<double>::infinity();
    }
    if (breakage == "vocabulary too short")
        tiny.vocabulary = "the\ncat\nsat\non";
    if (breakage == "vocabulary repeats")
        tiny.vocabulary = "the\ncat\nsat\non\ncat\n";
    QTemporaryDir dir;
    QVERIFY(tiny.write(dir.path(), dtype, prefix));
    if (breakage == "config disagrees") {
        tiny.config.width = 8;
        QVERIFY(tiny.writeFile(dir.filePath(u"config.json"_s), tiny.configJson()));
    }
    if (breakage == "bad header")
        QVERIFY(tiny.writeFile(dir.filePath(u"model.safetensors"_s),
                               safetensorsFile(R"({"wte.weight":{"dtype":"F32","shape":[5,4],)"
                                               R"("data_offsets":[0,16]}})",
                                               QByteArray(16, '\0'))));
    if (breakage == "pickle only" || breakage == "empty folder")
        QVERIFY(QFile::remove(dir.filePath(u"model.safetensors"_s)));
    if (breakage == "pickle only")
        QVERIFY(tiny.writeFile(dir.filePath(u"pytorch_model.bin"_s), "PK\3\4 not to be opened"));
    if (breakage == "no config")
        QVERIFY(QFile::remove(dir.filePath(u"config.json"_s)));
    if (breakage.startsWith("BPE") || breakage.startsWith("vocab.json") ||
        breakage.startsWith("merges") || breakage.startsWith("merge of")) {
        QVERIFY(QFile::remove(dir.filePath(u"vocab.txt"_s)));
        QJsonObject vocab;
        for (int byte = 0; byte < 256; ++byte)
            vocab.insert(QString::fromStdString(
                             ByteLevelAlphabet::encode(std::string(1, char(std::uint8_t(byte))))),
                         byte);
        if (!breakage.startsWith("merges"))
            QVERIFY(tiny.writeFile(dir.filePath(u"vocab.json"_s), QJsonDocument(vocab).toJson()));
        const QByteArray merges =
            breakage == "merge of unknown tokens" ? "#version: 0.2\nzz qq\n" : "#version: 0.2\n";
        if (!breakage.startsWith("vocab.json"))
            QVERIFY(tiny.writeFile(dir.filePath(u"merges.txt"_s), merges));
    }
    if (breakage == "bad config")
        QVERIFY(tiny.writeFile(dir.filePath(u"config.json"_s),
                               tiny.configJson().replace("n_head", "heads")));

    QString error;
    QVERIFY(!readModelCheckpoint(dir.path(), &error));
    const QString named = file.isEmpty() ? dir.path() : dir.filePath(file);
    QVERIFY2(error.contains(named), qPrintable(error));
    QVERIFY2(error.contains(expected), qPrintable(error));
}

void TestModelCheckpoint::refusesPickles_data()
{
    QTest::addColumn<QStringList>("files"); // what the folder holds beside config.json
    QTest::addColumn<QString>("named");     // the pickle the message names
    const QString bin = u"pytorch_model.bin"_s;
    QTest::newRow("pytorch_model.bin") << QStringList{bin} << bin;
    QTest::newRow("sharded") << QStringList{u"pytorch_model-00002-of-00002.bin"_s,
                                            u"pytorch_model-00001-of-00002.bin"_s,
                                            u"pytorch_model.bin.index.json"_s}
                             << u"pytorch_model-00001-of-00002.bin"_s;
    QTest::newRow("torch.save .pt") << QStringList{u"gpt.pt"_s} << u"gpt.pt"_s;
    QTest::newRow(".pth") << QStringList{u"gpt.pth"_s} << u"gpt.pth"_s;
    QTest::newRow(".ckpt") << QStringList{u"last.ckpt"_s} << u"last.ckpt"_s;
    QTest::newRow("weights before training_args")
        << QStringList{u"training_args.bin"_s, bin} << bin;
    QTest::newRow("only another .bin")
        << QStringList{u"training_args.bin"_s} << u"training_args.bin"_s;
    // A link to nothing: naming it needs no read, and nothing is read.
    QTest::newRow("dangling link") << QStringList{u"->pytorch_model.bin"_s} << bin;
}

void TestModelCheckpoint::refusesPickles()
{
    QFETCH(QStringList, files);
    QFETCH(QString, named);
    const TinyCheckpoint tiny;
    QTemporaryDir dir;
    QVERIFY(tiny.writeFile(dir.filePath(u"config.json"_s), tiny.configJson()));
    for (const QString &name : files) {
        if (name.startsWith(u"->"_s))
            QVERIFY(QFile::link(dir.filePath(u"nowhere"_s), dir.filePath(name.mid(2))));
        else
            QVERIFY(tiny.writeFile(dir.filePath(name), "\x80\x02 a pickle, not to be opened"));
    }
    QString error;
    QVERIFY(!readModelCheckpoint(dir.path(), &error));
    QVERIFY2(error.startsWith(dir.filePath(named) + u" is a PyTorch pickle, which this program "
                                                    u"does not open"_s),
             qPrintable(error));
    QVERIFY2(error.contains(u"model.save_pretrained(\""_s + dir.path() +
                            u"\", safe_serialization=True)"_s),
             qPrintable(error));
}

void TestModelCheckpoint::vocabularyFiles_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QStringList>("words"); // when read
    QTest::addColumn<QString>("expected");  // the message when refused
    QTest::newRow("final newline")
        << QByteArray("a\nb\n") << QStringList{u"a"_s, u"b"_s} << QString();
    QTest::newRow("no final newline")
        << QByteArray("a\nb") << QStringList{u"a"_s, u"b"_s} << QString();
    QTest::newRow("windows") << QByteArray("\xEF\xBB\xBF"
                                           "a\r\nb\r\n")
                             << QStringList{u"a"_s, u"b"_s} << QString();
    QTest::newRow("utf-8") << QByteArray("caf\xC3\xA9\n\xE7\x8C\xAB\n")
                           << QStringList{u"café"_s, u"猫"_s} << QString();
    QTest::newRow("empty") << QByteArray() << QStringList() << u"v.txt holds no words"_s;
    QTest::newRow("empty line") << QByteArray("a\n\nb\n") << QStringList()
                                << u"v.txt: line 2 is empty"_s;
    QTest::newRow("two final newlines")
        << QByteArray("a\nb\n\n") << QStringList() << u"v.txt: line 3 is empty"_s;
    QTest::newRow("space") << QByteArray("a\nb c\n") << QStringList()
                           << u"v.txt: line 2 (\"b c\") holds whitespace"_s;
    QTest::newRow("tab") << QByteArray("a\tb\n") << QStringList()
                         << u"line 1 (\"a b\") holds whitespace"_s;
    QTest::newRow("not utf-8") << QByteArray("a\n\xFF\xFE\n") << QStringList()
                               << u"v.txt: line 2 is not UTF-8"_s;
    QTest::newRow("duplicate") << QByteArray("a\nb\na\n") << QStringList()
                               << u"v.txt: line 3 repeats \"a\" of line 1"_s;
}

void TestModelCheckpoint::vocabularyFiles()
{
    QFETCH(QByteArray, text);
    QFETCH(QStringList, words);
    QFETCH(QString, expected);
    QString error;
    const std::optional<std::vector<std::string>> read =
        VocabularyFile::parse(text, u"v.txt"_s, &error);
    if (!expected.isEmpty()) {
        QVERIFY(!read);
        QVERIFY2(error.contains(expected), qPrintable(error));
        return;
    }
    QVERIFY2(read, qPrintable(error));
    QStringList got;
    for (const std::string &word : *read)
        got << QString::fromStdString(word);
    QCOMPARE(got, words);
}

void TestModelCheckpoint::readsFromUncompressedResource()
{
    // tests/data/models/tiny, embedded as the shipped model is (rcc --no-compress).
    const QString folder = u":/test-models/tiny"_s;
    // Qt maps a compressed resource by decompressing a copy of it: the weights would then
    // take their size in memory twice.
    QCOMPARE(QResource(folder + u"/model.safetensors"_s).compressionAlgorithm(),
             QResource::NoCompression);
    QFile weights(folder + u"/model.safetensors"_s);
    QVERIFY(weights.open(QIODevice::ReadOnly));
    QVERIFY(weights.map(0, weights.size()));
    QString error;
    const std::optional<ModelCheckpoint> read = readModelCheckpoint(folder, &error);
    QVERIFY2(read, qPrintable(error));
    QCOMPARE(read->weights->config.layerCount, 2);
    QCOMPARE(read->tokenizer.words.size(), read->weights->config.vocabSize);
}

void TestModelCheckpoint::shippedModelLoads()
{
    const QString folder = shippedModelFolder();
    if (!QFile::exists(folder + u"/model.safetensors"_s))
        QSKIP("resources/models/induction is not embedded in this build yet");
    QCOMPARE(QResource(folder + u"/model.safetensors"_s).compressionAlgorithm(),
             QResource::NoCompression);
    QFile weights(folder + u"/model.safetensors"_s);
    QVERIFY(weights.open(QIODevice::ReadOnly));
    QVERIFY(weights.map(0, weights.size()));
    QString error;
    const std::optional<ModelCheckpoint> read = readModelCheckpoint(folder, &error);
    QVERIFY2(read, qPrintable(error));
    QCOMPARE(read->tokenizer.words.size(), read->weights->config.vocabSize);
}

QTEST_GUILESS_MAIN(TestModelCheckpoint)
#include "tst_modelcheckpoint.moc"
