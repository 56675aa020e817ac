// config.json of GPT-2-family checkpoints: Hugging Face's own files read into ModelConfig,
// defaults for the keys it may leave out, and every bad value refused naming its key.
#include "modelconfigfile.h"

#include <QTemporaryDir>
#include <QTest>

using namespace attn;
using namespace attn::io;
using namespace Qt::StringLiterals;

namespace {

/// A small valid config with `extra` keys added (or replacing the ones it has).
QByteArray config(const QByteArray &extra = {})
{
    QByteArray json = R"({"vocab_size":50,"n_positions":16,"n_embd":8,"n_layer":2,"n_head":2)";
    const QList<QByteArray> keys = {"vocab_size", "n_positions", "n_embd", "n_layer", "n_head"};
    for (const QByteArray &key : keys) {
        if (extra.contains("\"" + key + "\"")) {
            const qsizetype at = json.indexOf("\"" + key + "\"");
            const qsizetype end = json.indexOf(',', at);
            json.remove(at, (end < 0 ? json.size() : end + 1) - at);
        }
    }
    if (json.endsWith(','))
        json.chop(1);
    return json + (extra.isEmpty() ? "" : (json.endsWith('{') ? "" : ",") + extra) + "}";
}

} // namespace

class TestModelConfigFile : public QObject
{
    Q_OBJECT

private slots:
    void readsHuggingFaceGpt2();
    void defaultsAndChoices_data();
    void defaultsAndChoices();
    void refusesBadValues_data();
    void refusesBadValues();
    void readsFromFile();
    void countsParameters();
};

void TestModelConfigFile::readsHuggingFaceGpt2()
{
    // The config.json of Hugging Face's "gpt2" (124M), as published.
    const QByteArray gpt2 = R"({
  "activation_function": "gelu_new", "architectures": ["GPT2LMHeadModel"],
  "attn_pdrop": 0.1, "bos_token_id": 50256, "embd_pdrop": 0.1, "eos_token_id": 50256,
  "initializer_range": 0.02, "layer_norm_epsilon": 1e-05, "model_type": "gpt2",
  "n_ctx": 1024, "n_embd": 768, "n_head": 12, "n_layer": 12, "n_positions": 1024,
  "resid_pdrop": 0.1, "summary_activation": null, "summary_first_dropout": 0.1,
  "summary_proj_to_labels": true, "summary_type": "cls_index", "summary_use_proj": true,
  "task_specific_params": {"text-generation": {"do_sample": true, "max_length": 50}},
  "vocab_size": 50257
})";
    QString error;
    const std::optional<model::ModelConfig> read = ModelConfigFile::parse(gpt2, u"c"_s, &error);
    QVERIFY2(read, qPrintable(error));
    QCOMPARE(read->vocabSize, 50257);
    QCOMPARE(read->contextLength, 1024);
    QCOMPARE(read->width, 768);
    QCOMPARE(read->layerCount, 12);
    QCOMPARE(read->headCount, 12);
    QCOMPARE(read->headWidth(), 64);
    QCOMPARE(read->mlpWidth, 3072);
    QCOMPARE(read->layerNormEpsilon, 1e-5);
    QCOMPARE(ModelConfigFile::parameterCount(*read), std::int64_t(124'439'808));
}

void TestModelConfigFile::defaultsAndChoices_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<int>("mlpWidth");
    QTest::addColumn<double>("epsilon");
    QTest::newRow("plain") << config() << 32 << 1e-5;
    QTest::newRow("n_inner null") << config(R"("n_inner":null)") << 32 << 1e-5;
    QTest::newRow("n_inner") << config(R"("n_inner":12)") << 12 << 1e-5;
    QTest::newRow("epsilon") << config(R"("layer_norm_epsilon":1e-6)") << 32 << 1e-6;
    QTest::newRow("gelu_new") << config(R"("activation_function":"gelu_new")") << 32 << 1e-5;
    QTest::newRow("gelu_pytorch_tanh")
        << config(R"("activation_function":"gelu_pytorch_tanh")") << 32 << 1e-5;
    QTest::newRow("gpt2") << config(R"("model_type":"gpt2")") << 32 << 1e-5;
    QTest::newRow("whole as 8.0") << config(R"("n_embd":8.0)") << 32 << 1e-5;
}

void TestModelConfigFile::defaultsAndChoices()
{
    QFETCH(QByteArray, json);
    QFETCH(int, mlpWidth);
    QFETCH(double, epsilon);
    QString error;
    const std::optional<model::ModelConfig> read = ModelConfigFile::parse(json, u"c"_s, &error);
    QVERIFY2(read, qPrintable(error + u" in "_s + QString::fromUtf8(json)));
    QCOMPARE(read->width, 8);
    QCOMPARE(read->mlpWidth, mlpWidth);
    QCOMPARE(read->layerNormEpsilon, epsilon);
}

void TestModelConfigFile::refusesBadValues_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected");
    auto row = [](const char *name, const QByteArray &json, const QString &expected) {
        QTest::newRow(name) << json << expected;
    };
    row("not JSON", "{\"n_embd\":", u"config.json: not valid JSON"_s);
    row("array", "[]", u"config.json: expected a JSON object"_s);
    row("twice", config(R"("n_layer":2,"n_layer":3)"), u"config.json: n_layer is given twice"_s);
    for (const char *key : {"vocab_size", "n_positions", "n_embd", "n_layer", "n_head"}) {
        QByteArray json = config();
        const qsizetype at = json.indexOf(QByteArray("\"") + key + "\"");
        const qsizetype end = json.indexOf(',', at);
        json.remove(at, (end < 0 ? json.size() - 1 : end + 1) - at);
        if (json.endsWith(",}"))
            json.remove(json.size() - 2, 1);
        row(QByteArray(key + QByteArray(" missing")).constData(), json,
            u"config.json: "_s + QLatin1String(key) + u" is missing"_s);
    }
    row("fractional", config(R"("n_head":1.5)"),
        u"n_head must be a whole number from 1 to 16384, not 1.5"_s);
    row("string", config(R"("n_layer":"2")"),
        u"n_layer must be a whole number from 1 to 256, not \"2\""_s);
    row("bool", config(R"("n_embd":true)"),
        u"n_embd must be a whole number from 1 to 16384, not true"_s);
    row("zero", config(R"("vocab_size":0)"),
        u"vocab_size must be a whole number from 1 to 1000000, not 0"_s);
    row("negative", config(R"("n_positions":-4)"),
        u"n_positions must be a whole number from 1 to 1000000, not -4"_s);
    row("huge", config(R"("n_positions":1e300)"), u"n_positions must be a whole number"_s);
    row("width over cap", config(R"("n_embd":16385)"),
        u"n_embd must be a whole number from 1 to 16384, not 16385"_s);
    row("layers over cap", config(R"("n_layer":257)"),
        u"n_layer must be a whole number from 1 to 256"_s);
    row("vocab over cap", config(R"("vocab_size":1000001)"),
        u"vocab_size must be a whole number from 1 to 1000000"_s);
    row("n_inner zero", config(R"("n_inner":0)"),
        u"n_inner must be a whole number from 1 to 65536, not 0"_s);
    row("n_inner string", config(R"("n_inner":"x")"), u"n_inner must be a whole number"_s);
    row("indivisible", config(R"("n_head":3)"),
        u"config.json: n_head 3 does not divide n_embd 8"_s);
    row("more heads than width", config(R"("n_head":16)"), u"n_head 16 does not divide n_embd 8"_s);
    row("relu", config(R"("activation_function":"relu")"),
        u"activation_function is \"relu\"; this program runs gelu_new or gelu_pytorch_tanh"_s);
    row("llama", config(R"("model_type":"llama")"),
        u"model_type is \"llama\"; this program runs gpt2"_s);
    row("epsilon zero", config(R"("layer_norm_epsilon":0)"),
        u"layer_norm_epsilon must be a number between 0 and 1, not 0"_s);
    row("epsilon null", config(R"("layer_norm_epsilon":null)"),
        u"layer_norm_epsilon must be a number between 0 and 1, not null"_s);
    row("epsilon string", config(R"("layer_norm_epsilon":"1e-5")"),
        u"layer_norm_epsilon must be"_s);
    row("too many weights", config(R"("vocab_size":1000000,"n_embd":4096)"),
        u"n_inner make 4498833408 weights, more than the 2000000000"_s);
}

void TestModelConfigFile::refusesBadValues()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    QString error;
    QVERIFY(!ModelConfigFile::parse(json, u"config.json"_s, &error));
    QVERIFY2(error.contains(expected), qPrintable(error + u" for "_s + QString::fromUtf8(json)));
}

void TestModelConfigFile::readsFromFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"config.json"_s);
    QString error;
    QVERIFY(!ModelConfigFile::read(path, &error));
    QVERIFY2(error.contains(path), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(config(R"("n_head":5)"));
    file.close();
    QVERIFY(!ModelConfigFile::read(path, &error));
    QVERIFY2(error.startsWith(path + u": n_head 5"_s), qPrintable(error));
}

void TestModelConfigFile::countsParameters()
{
    // Counted by hand: 50 x 8 + 16 x 8 + 2 x 8 + 2 x (4 x 64 + 2 x 8 x 32 + 9 x 8 + 32).
    QString error;
    const std::optional<model::ModelConfig> read = ModelConfigFile::parse(config(), {}, &error);
    QVERIFY2(read, qPrintable(error));
    QCOMPARE(ModelConfigFile::parameterCount(*read), std::int64_t(400 + 128 + 16 + 2 * 872));
}

QTEST_GUILESS_MAIN(TestModelConfigFile)
#include "tst_modelconfigfile.moc"
