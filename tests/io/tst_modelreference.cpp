// GPT-2-family models with random weights, written as safetensors + config.json by
// tests/numpy/reference_gpt2.py with a float64 forward written from the architecture, read
// by readModelCheckpoint() and run by ModelRun: every layer's attention weights and the
// logits agree to 1e-9, for weights stored as F64, F32, F16 and BF16 (the reference computes
// from the values the file stores) and with Hugging Face's "transformer." prefix. Two of them
// carry GPT-2 BPE tokenizers (vocab.json + merges.txt; tokenizer.json): the text typed is
// encoded by the checkpoint's tokenizer into the reference encoder's tokens, and run; and
// `attention-lab compute --model DIR --text ...` prints those tokens, the same attention
// weights and the most probable next tokens of the reference's logits; `export --model DIR
// --text ... --layer L --head H --matrix weights` writes that head's weights.

#include "../engine/jsonmatrixdifference.h"
#include "modelcheckpoint.h"
#include "modelrun.h"
#include "pythonwithnumpy.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace Qt::StringLiterals;

namespace {

constexpr double kTolerance = 1e-9;

QJsonValue readJson(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll());
    return document.isArray() ? QJsonValue(document.array()) : QJsonValue(document.object());
}

} // namespace

class TestModelReference : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void runtimeMatchesTheReferenceForward();
    void computeCommandPrintsTheReference();
    void exportCommandWritesALayersWeights();
    void exportedHeatmapNamesItsLayer();

private:
    QTemporaryDir m_dir; ///< the models reference_gpt2.py writes, once for both tests
};

void TestModelReference::initTestCase()
{
    const QString python = pythonWithNumpy();
    if (python.isEmpty())
        QSKIP("python3 with numpy not found (install python3-numpy); comparison skipped");
    QVERIFY(m_dir.isValid());
    QProcess process;
    process.start(
        python,
        {QStringLiteral(ATTENTION_LAB_SOURCE_DIR "/tests/numpy/reference_gpt2.py"), m_dir.path()});
    QVERIFY(process.waitForFinished(300000));
    QVERIFY2(process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0,
             process.readAllStandardError().constData());
}

void TestModelReference::runtimeMatchesTheReferenceForward()
{
    const QTemporaryDir &dir = m_dir;

    const QJsonArray names = readJson(dir.filePath(QStringLiteral("models.json"))).toArray();
    QVERIFY(names.size() >= 5);
    QStringList dtypes;
    int tokenized = 0;
    for (const QJsonValue &name : names) {
        const QString folder = dir.filePath(name.toString());
        const QByteArray where = name.toString().toUtf8();
        QString error;
        const auto checkpoint = attn::io::readModelCheckpoint(folder, &error);
        QVERIFY2(checkpoint, qPrintable(name.toString() + QStringLiteral(": ") + error));
        const QJsonObject reference =
            readJson(QDir(folder).filePath(QStringLiteral("reference.json"))).toObject();
        std::vector<int> tokens;
        for (const QJsonValue &t : reference[u"tokens"].toArray())
            tokens.push_back(t.toInt());
        QVERIFY(!tokens.empty());
        if (reference.contains(u"text")) {
            // The tokens are those the checkpoint's own tokenizer makes of the text.
            QVERIFY2(checkpoint->tokenizer.bytePairs, where.constData());
            const std::vector<int> typed =
                checkpoint->tokenizer.bytePairs->encodeText(reference[u"text"].toString());
            QVERIFY2(typed == tokens, where.constData());
            ++tokenized;
        }

        attn::model::ModelRun run(checkpoint->weights);
        const std::string runError = run.run(tokens);
        QVERIFY2(runError.empty(), runError.c_str());
        const QJsonArray layers = reference[u"attention"].toArray();
        QCOMPARE(layers.size(), qsizetype(run.layerCount()));
        for (int l = 0; l < layers.size(); ++l) {
            const QJsonArray heads = layers.at(l).toArray();
            const auto &trace = run.layer(std::size_t(l)).attention;
            QCOMPARE(heads.size(), qsizetype(trace.heads.size()));
            for (int h = 0; h < heads.size(); ++h) {
                const double d = maxDifference(trace.heads[std::size_t(h)].weights, heads.at(h));
                QVERIFY2(d <= kTolerance,
                         (where + " layer " + QByteArray::number(l) + " head " +
                          QByteArray::number(h) + " weights differ by " + QByteArray::number(d))
                             .constData());
            }
        }
        const double d = maxDifference(run.logits(), reference[u"logits"]);
        QVERIFY2(d <= kTolerance,
                 (where + " logits differ by " + QByteArray::number(d)).constData());
        dtypes << reference[u"dtype"].toString();
    }
    QCOMPARE(tokenized, 2); // both tokenizer file kinds
    // Every storage precision was compared.
    for (const char *dtype : {"F64", "F32", "F16", "BF16"})
        QVERIFY2(dtypes.contains(QLatin1String(dtype)), qPrintable(dtypes.join(',')));
}

void TestModelReference::computeCommandPrintsTheReference()
{
    const QTemporaryDir &dir = m_dir;
    for (const char *name : {"bpe_files_f32", "bpe_json_hf_f32"}) {
        const QString folder = dir.filePath(QLatin1String(name));
        const QJsonObject expected =
            readJson(QDir(folder).filePath(QStringLiteral("reference.json"))).toObject();
        QProcess app;
        app.start(QStringLiteral(ATTENTION_LAB_BINARY),
                  {QStringLiteral("compute"), QStringLiteral("--model"), folder,
                   QStringLiteral("--text"), expected[u"text"].toString(), QStringLiteral("--top"),
                   QStringLiteral("3")});
        QVERIFY(app.waitForFinished(60000));
        QVERIFY2(app.exitCode() == 0, app.readAllStandardError().constData());
        const QJsonObject printed = QJsonDocument::fromJson(app.readAllStandardOutput()).object();
        QCOMPARE(printed[u"model"][u"tokenizer"].toString(), QStringLiteral("bpe"));
        const QJsonArray tokens = printed[u"tokens"].toArray();
        const QJsonArray ids = expected[u"tokens"].toArray();
        QCOMPARE(tokens.size(), ids.size());
        QString covered;
        for (qsizetype i = 0; i < ids.size(); ++i) {
            QCOMPARE(tokens.at(i)[u"id"].toInt(), ids.at(i).toInt());
            covered += tokens.at(i)[u"text"].toString();
        }
        // Tokens of whole characters read back as typed; "で", cut into byte tokens by the
        // second tokenizer, shows its bytes.
        if (QByteArray(name) == "bpe_files_f32")
            QCOMPARE(covered, expected[u"text"].toString());
        else
            QVERIFY2(covered.contains(u"語‹E3›‹81›‹A7›す"_s), qPrintable(covered));
        const QJsonArray layers = printed[u"attention"].toArray();
        const QJsonArray expectedLayers = expected[u"attention"].toArray();
        QCOMPARE(layers.size(), expectedLayers.size());
        for (qsizetype l = 0; l < layers.size(); ++l)
            for (qsizetype h = 0; h < layers.at(l).toArray().size(); ++h) {
                const QJsonArray rows = layers.at(l)[h].toArray();
                const QJsonArray expectedRows = expectedLayers.at(l)[h].toArray();
                QCOMPARE(rows.size(), expectedRows.size());
                for (qsizetype q = 0; q < rows.size(); ++q)
                    for (qsizetype k = 0; k < rows.at(q).toArray().size(); ++k)
                        QVERIFY(std::abs(rows.at(q)[k].toDouble() -
                                         expectedRows.at(q)[k].toDouble()) <= kTolerance);
            }
        // The most probable next token is the largest of the reference's last logits.
        const QJsonArray last = expected[u"logits"].toArray().last().toArray();
        qsizetype best = 0;
        for (qsizetype v = 1; v < last.size(); ++v)
            if (last.at(v).toDouble() > last.at(best).toDouble())
                best = v;
        const QJsonArray next = printed[u"next"].toArray();
        QCOMPARE(next.size(), 3);
        QCOMPARE(next.at(0)[u"id"].toInt(), int(best));
        QVERIFY(next.at(0)[u"probability"].toDouble() >= next.at(1)[u"probability"].toDouble());
    }
}

void TestModelReference::exportCommandWritesALayersWeights()
{
    const QString folder = m_dir.filePath(QStringLiteral("bpe_json_hf_f32"));
    const QJsonObject expected =
        readJson(QDir(folder).filePath(QStringLiteral("reference.json"))).toObject();
    const QJsonArray layers = expected[u"attention"].toArray();
    for (int layer = 0; layer < layers.size(); ++layer)
        for (int head = 0; head < layers.at(layer).toArray().size(); ++head) {
            const QString out = m_dir.filePath(QStringLiteral("weights.json"));
            QProcess app;
            app.start(QStringLiteral(ATTENTION_LAB_BINARY),
                      {QStringLiteral("export"), QStringLiteral("--model"), folder,
                       QStringLiteral("--text"), expected[u"text"].toString(),
                       QStringLiteral("--layer"), QString::number(layer + 1),
                       QStringLiteral("--head"), QString::number(head + 1),
                       QStringLiteral("--matrix"), QStringLiteral("weights"),
                       QStringLiteral("--out"), out});
            QVERIFY(app.waitForFinished(60000));
            QVERIFY2(app.exitCode() == 0, app.readAllStandardError().constData());
            const QJsonObject written = readJson(out).toObject();
            const QJsonArray labels = written[u"column_labels"].toArray();
            QCOMPARE(labels.size(), expected[u"tokens"].toArray().size());
            QVERIFY(!labels.at(2).toString().isEmpty()); // " " is drawn as "␣"
            const double d = maxDifference(
                [&] {
                    const QJsonArray rows = written[u"values"].toArray();
                    attn::Matrix m(rows.size(), rows.size());
                    for (int r = 0; r < rows.size(); ++r)
                        for (int c = 0; c < rows.size(); ++c)
                            m(r, c) = rows.at(r)[c].toDouble();
                    return m;
                }(),
                layers.at(layer)[head]);
            QVERIFY2(
                d <= kTolerance,
                qPrintable(
                    QStringLiteral("layer %1 head %2: %3").arg(layer + 1).arg(head + 1).arg(d)));
        }
}

void TestModelReference::exportedHeatmapNamesItsLayer()
{
    const QString folder = m_dir.filePath(QStringLiteral("bpe_json_hf_f32"));
    const QString out = m_dir.filePath(QStringLiteral("layer.svg"));
    QProcess app;
    app.start(QStringLiteral(ATTENTION_LAB_BINARY),
              {QStringLiteral("export"), QStringLiteral("--model"), folder,
               QStringLiteral("--text"), QStringLiteral("the cat sat"), QStringLiteral("--layer"),
               QStringLiteral("2"), QStringLiteral("--head"), QStringLiteral("1"),
               QStringLiteral("--view"), QStringLiteral("heatmap"), QStringLiteral("--out"), out});
    QVERIFY(app.waitForFinished(60000));
    QVERIFY2(app.exitCode() == 0, app.readAllStandardError().constData());
    QFile svg(out);
    QVERIFY(svg.open(QIODevice::ReadOnly));
    QString text;
    QXmlStreamReader xml(svg.readAll());
    while (!xml.atEnd())
        if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("text"))
            text += xml.readElementText(QXmlStreamReader::IncludeChildElements) + u'\n';
    QVERIFY2(text.contains(QStringLiteral("Layer 2, head 1")), qPrintable(text.left(200)));
}

QTEST_GUILESS_MAIN(TestModelReference)
#include "tst_modelreference.moc"
