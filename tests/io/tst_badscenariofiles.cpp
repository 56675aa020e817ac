// Bad scenario files: a corpus (tests/data/bad-scenarios), every truncation and corrupted
// bytes of a good file, and a file over the size limit, each answered with a message naming
// the field or the file, without touching the scenario it was loading into.
#include "samescenario.h"
#include "scenariofile.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace attn;

namespace {

QString badDir()
{
    return QStringLiteral(ATTENTION_LAB_SOURCE_DIR "/tests/data/bad-scenarios");
}

// For every file of the bad corpus: a part of the message that names the field.
const QList<std::pair<QString, QString>> &badExpectations()
{
    static const QList<std::pair<QString, QString>> table = {
        {QStringLiteral("truncated"), QStringLiteral("not valid JSON at offset")},
        {QStringLiteral("not-json"), QStringLiteral("not valid JSON at offset")},
        {QStringLiteral("empty"), QStringLiteral("not valid JSON at offset")},
        {QStringLiteral("top-level-array"), QStringLiteral("file: expected a JSON object")},
        {QStringLiteral("missing-format"), QStringLiteral("format: missing")},
        {QStringLiteral("unknown-format"), QStringLiteral("format: unsupported version 3")},
        {QStringLiteral("format-as-string"), QStringLiteral("format: expected a number")},
        {QStringLiteral("missing-mode"), QStringLiteral("mode: missing")},
        {QStringLiteral("unknown-mode"), QStringLiteral("mode: expected one of")},
        {QStringLiteral("nan-as-string"),
         QStringLiteral("queries[0][1]: expected a number, found a string")},
        {QStringLiteral("infinity-as-string"),
         QStringLiteral("keys[1][0]: expected a number, found a string")},
        {QStringLiteral("number-out-of-range"), QStringLiteral("not valid JSON at offset")},
        {QStringLiteral("head-matrix-string"),
         QStringLiteral("heads[1].wv[2][0]: expected a number, found a string")},
        {QStringLiteral("explicit-without-output-projection"),
         QStringLiteral("outputProjection: missing")},
        {QStringLiteral("explicit-head-without-wk"), QStringLiteral("heads[0].wk: missing")},
        {QStringLiteral("bias-without-explicit"),
         QStringLiteral("heads[0].queryBias: stored only when")},
        {QStringLiteral("bias-not-a-number"),
         QStringLiteral("heads[0].keyBias[1]: expected a number, found a string")},
        {QStringLiteral("explicit-wrong-shape"), QStringLiteral("heads[0].wq")},
        {QStringLiteral("ragged-matrix"), QStringLiteral("keys[1]: expected 2 entries")},
        {QStringLiteral("row-not-array"), QStringLiteral("keys[1]: expected an array")},
        {QStringLiteral("nested-too-deep-in-matrix"),
         QStringLiteral("queries[0][0]: expected a number, found an array")},
        {QStringLiteral("deep-nesting"), QStringLiteral("not valid JSON at offset")},
        {QStringLiteral("too-many-tokens"),
         QStringLiteral("tokens: 4097 rows, more than the limit")},
        {QStringLiteral("too-many-components"),
         QStringLiteral("queries[0]: 4097 entries, more than the limit")},
        {QStringLiteral("huge-head-count"), QStringLiteral("headCount: expected an integer")},
        {QStringLiteral("huge-valid-length"), QStringLiteral("validLength: expected an integer")},
        {QStringLiteral("fractional-head-count"), QStringLiteral("headCount: expected an integer")},
        {QStringLiteral("huge-projection-dimensions"), QStringLiteral("keyDim")},
        {QStringLiteral("labels-not-strings"),
         QStringLiteral("queryLabels[0]: expected a string, found a number")},
        {QStringLiteral("labels-not-array"), QStringLiteral("keyLabels: expected an array")},
        {QStringLiteral("temperature-word"), QStringLiteral("temperature: expected a number")},
        {QStringLiteral("negative-temperature"), QStringLiteral("temperature")},
        {QStringLiteral("unknown-field"), QStringLiteral("temprature: unknown field")},
        {QStringLiteral("unknown-head-field"), QStringLiteral("heads[0].weight: unknown field")},
        {QStringLiteral("head-count-mismatch"), QStringLiteral("heads: expected 2 entries")},
        {QStringLiteral("head-not-object"), QStringLiteral("heads[0]: expected an object")},
        {QStringLiteral("heads-not-array"), QStringLiteral("heads: expected an array")},
        {QStringLiteral("projection-without-explicit"),
         QStringLiteral("heads[0].wq: stored only when projectionInit is \"explicit\"")},
        {QStringLiteral("output-projection-without-explicit"),
         QStringLiteral("outputProjection: stored only when")},
        {QStringLiteral("missing-queries"), QStringLiteral("queries: missing")},
        {QStringLiteral("missing-values"), QStringLiteral("values: missing")},
        {QStringLiteral("missing-source-tokens"), QStringLiteral("sourceTokens: missing")},
        {QStringLiteral("keys-are-values-number"),
         QStringLiteral("keysAreValues: expected true or false, found a number")},
        {QStringLiteral("enabled-string"),
         QStringLiteral("heads[0].enabled: expected true or false, found a string")},
        {QStringLiteral("custom-mask-value"), QStringLiteral("customMask[0][1]: expected 0 or 1")},
        {QStringLiteral("custom-mask-missing"), QStringLiteral("customMask: missing")},
        {QStringLiteral("custom-mask-wrong-shape"), QStringLiteral("customMask")},
        {QStringLiteral("valid-length-missing"), QStringLiteral("validLength: missing")},
        {QStringLiteral("valid-length-out-of-range"), QStringLiteral("validLength")},
        {QStringLiteral("unknown-score"), QStringLiteral("score: expected one of")},
        {QStringLiteral("scaling-number"), QStringLiteral("scaling: expected one of")},
        {QStringLiteral("seed-negative"), QStringLiteral("seed: expected an integer")},
        {QStringLiteral("seed-text"), QStringLiteral("seed: expected a non-negative integer")},
        {QStringLiteral("key-width-mismatch"), QStringLiteral("heads[0].wk")},
        {QStringLiteral("labels-count-mismatch"), QStringLiteral("keyLabels")},
        {QStringLiteral("empty-queries"), QStringLiteral("queries")},
        {QStringLiteral("duplicate-key"), QStringLiteral("temperature: given twice")},
        {QStringLiteral("duplicate-head-key"), QStringLiteral("heads[0].enabled: given twice")},
        {QStringLiteral("label-carriage-return"),
         QStringLiteral("keyLabels[1] contains the control character U+000D (carriage return)")},
        {QStringLiteral("label-nul"),
         QStringLiteral("queryLabels[0] contains the control character U+0000 (NUL)")},
        {QStringLiteral("weights-only-negative-temperature"),
         QStringLiteral("temperature is -5; it must be >= 0")},
        {QStringLiteral("weights-only-causal-mask"),
         QStringLiteral("mask must be \"none\" for imported weights")},
        {QStringLiteral("graph-edge-past-the-nodes"),
         QStringLiteral("graph.edges[0][1]: expected an integer from 0 to 2, found 3")},
        {QStringLiteral("graph-nodes-fewer-than-tokens"),
         QStringLiteral("graph.nodes has 2 nodes but there are 3 tokens")},
        {QStringLiteral("graph-in-format-1"), QStringLiteral("graph: needs format 2")},
        {QStringLiteral("graph-missing-for-neighbours"),
         QStringLiteral("graph: missing (required when mask is \"neighbours\")")},
        {QStringLiteral("graph-node-three-numbers"), QStringLiteral("graph.nodes[0]")},
        {QStringLiteral("graph-edge-weight-text"),
         QStringLiteral("graph.edges[0][2]: expected a number, found a string")},
        {QStringLiteral("graph-edge-one-node"),
         QStringLiteral("graph.edges[0]: expected [sender, receiver]")},
        {QStringLiteral("graph-in-direct-mode"),
         QStringLiteral("graph: a graph's nodes are the tokens of self-attention")},
        {QStringLiteral("graph-unknown-field"), QStringLiteral("graph.weighted: unknown field")},
    };
    return table;
}

} // namespace

class TestBadScenarioFiles : public QObject
{
    Q_OBJECT
private slots:
    void oversizedFile();
    void badFiles_data();
    void badFiles();
    void everyBadFileHasAnExpectation();
    void everyTruncationFails();
    void corruptedBytes();
};

void TestBadScenarioFiles::oversizedFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("huge.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QVERIFY(file.resize(ScenarioFile::kMaxFileBytes + 1)); // sparse: costs no disk
    file.close();
    Scenario s = preset("circle");
    QString error;
    QVERIFY(!ScenarioFile::load(path, s, &error));
    QVERIFY2(error.startsWith(QStringLiteral("file: ") + path), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("is 257 MiB, more than the 256 MiB")),
             qPrintable(error));
    QVERIFY(sameScenario(s, preset("circle")));
}

void TestBadScenarioFiles::badFiles_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("expected");
    for (const auto &[name, expected] : badExpectations())
        QTest::newRow(qPrintable(name))
            << badDir() + QLatin1Char('/') + name + QStringLiteral(".json") << expected;
}

void TestBadScenarioFiles::badFiles()
{
    QFETCH(QString, path);
    QFETCH(QString, expected);
    QVERIFY2(QFile::exists(path), qPrintable(path));
    const Scenario before = preset("sleepy-child");
    Scenario s = before;
    QString error;
    QVERIFY(!ScenarioFile::load(path, s, &error));
    QVERIFY2(error.contains(expected), qPrintable(QStringLiteral("message: ") + error));
    QVERIFY(sameScenario(s, before));
}

void TestBadScenarioFiles::everyBadFileHasAnExpectation()
{
    QStringList named;
    for (const auto &entry : badExpectations())
        named.append(entry.first + QStringLiteral(".json"));
    QStringList files = QDir(badDir()).entryList({QStringLiteral("*.json")}, QDir::Files);
    named.sort();
    files.sort();
    QCOMPARE(files, named);
}

void TestBadScenarioFiles::everyTruncationFails()
{
    const QByteArray json = ScenarioFile::toJson(preset("sleepy-child"));
    const Scenario before = preset("circle");
    for (qsizetype size = 0; size < json.size() - 2; ++size) {
        Scenario s = before;
        QString error;
        QVERIFY2(!ScenarioFile::fromJson(json.left(size), s, &error), qPrintable(json.left(size)));
        QVERIFY(!error.isEmpty());
        QVERIFY(sameScenario(s, before));
    }
}

// Random single-byte corruptions (fixed seed): each is refused with a message or, when the
// result is still a valid scenario, accepted whole; nothing crashes.
void TestBadScenarioFiles::corruptedBytes()
{
    const QByteArray json = ScenarioFile::toJson(preset("dog-chases-ball"));
    const char replacements[] = "{}[]\",:0123456789-+.eE tfn\"x\\\0";
    std::uint64_t state = 12345;
    const auto next = [&state] {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        return state >> 33;
    };
    int refused = 0;
    for (int trial = 0; trial < 2000; ++trial) {
        QByteArray corrupted = json;
        corrupted[qsizetype(next() % std::uint64_t(json.size()))] =
            replacements[next() % (sizeof replacements - 1)];
        Scenario s = preset("circle");
        QString error;
        if (ScenarioFile::fromJson(corrupted, s, &error)) {
            QVERIFY(error.isEmpty());
        } else {
            QVERIFY(!error.isEmpty());
            QVERIFY(sameScenario(s, preset("circle")));
            ++refused;
        }
    }
    QVERIFY(refused > 0);
}

QTEST_APPLESS_MAIN(TestBadScenarioFiles)
#include "tst_badscenariofiles.moc"
