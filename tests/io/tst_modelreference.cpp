// GPT-2-family models with random weights, written as safetensors + config.json by
// tests/numpy/reference_gpt2.py with a float64 forward written from the architecture, read
// by readModelCheckpoint() and run by ModelRun: every layer's attention weights and the
// logits agree to 1e-9, for weights stored as F64, F32, F16 and BF16 (the reference computes
// from the values the file stores) and with Hugging Face's "transformer." prefix.

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
    void runtimeMatchesTheReferenceForward();
};

void TestModelReference::runtimeMatchesTheReferenceForward()
{
    const QString python = pythonWithNumpy();
    if (python.isEmpty())
        QSKIP("python3 with numpy not found (install python3-numpy); comparison skipped");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QProcess process;
    process.start(
        python,
        {QStringLiteral(ATTENTION_LAB_SOURCE_DIR "/tests/numpy/reference_gpt2.py"), dir.path()});
    QVERIFY(process.waitForFinished(300000));
    QVERIFY2(process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0,
             process.readAllStandardError().constData());

    const QJsonArray names = readJson(dir.filePath(QStringLiteral("models.json"))).toArray();
    QVERIFY(names.size() >= 5);
    QStringList dtypes;
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

        attn::model::ModelRun run(checkpoint->weights);
        const std::string runError = run.run(tokens);
        QVERIFY2(runError.empty(), runError.c_str());
        const QJsonArray layers = reference[u"attention"].toArray();
        QCOMPARE(layers.size(), qsizetype(run.layers().size()));
        for (int l = 0; l < layers.size(); ++l) {
            const QJsonArray heads = layers.at(l).toArray();
            const auto &trace = run.layers()[std::size_t(l)].attention;
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
    // Every storage precision was compared.
    for (const char *dtype : {"F64", "F32", "F16", "BF16"})
        QVERIFY2(dtypes.contains(QLatin1String(dtype)), qPrintable(dtypes.join(',')));
}

QTEST_GUILESS_MAIN(TestModelReference)
#include "tst_modelreference.moc"
