// Scenario files: round trips of every preset and of unusual settings, atomic saves, and a
// corpus of bad files (tests/data/bad-scenarios) each answered with a message naming the
// field, without touching the scenario it was loading into.
#include "presetlibrary.h"
#include "projectionfactory.h"
#include "scenariofile.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <limits>
#include <unistd.h>

using namespace attn;

Q_DECLARE_METATYPE(attn::Scenario)

namespace {

// Scenario::operator== compares Eigen matrices, which requires equal shapes; check those
// first so that a shape difference fails the test instead of reading out of bounds.
bool sameShapes(const Matrix &a, const Matrix &b)
{
    return a.rows() == b.rows() && a.cols() == b.cols();
}

bool sameScenario(const Scenario &a, const Scenario &b)
{
    if (!sameShapes(a.queries, b.queries) || !sameShapes(a.keys, b.keys) ||
        !sameShapes(a.values, b.values) || !sameShapes(a.tokens, b.tokens) ||
        !sameShapes(a.sourceTokens, b.sourceTokens) ||
        !sameShapes(a.outputProjection, b.outputProjection) ||
        a.customMask.rows() != b.customMask.rows() || a.customMask.cols() != b.customMask.cols() ||
        a.heads.size() != b.heads.size())
        return false;
    for (std::size_t i = 0; i < a.heads.size(); ++i) {
        const HeadProjection &x = a.heads[i];
        const HeadProjection &y = b.heads[i];
        if (!sameShapes(x.wq, y.wq) || !sameShapes(x.wk, y.wk) || !sameShapes(x.wv, y.wv) ||
            !sameShapes(x.additiveQ, y.additiveQ) || !sameShapes(x.additiveK, y.additiveK) ||
            x.additiveV.size() != y.additiveV.size())
            return false;
    }
    return a == b;
}

Scenario preset(const char *id)
{
    const Preset *p = findPreset(id);
    if (!p)
        qFatal("no preset %s", id);
    return p->scenario;
}

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
        {QStringLiteral("unknown-format"), QStringLiteral("format: unsupported version 2")},
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
    };
    return table;
}

} // namespace

class TestScenarioFile : public QObject
{
    Q_OBJECT

private slots:
    void presetRoundTrip_data();
    void presetRoundTrip();
    void variantRoundTrip_data();
    void variantRoundTrip();
    void fileIsReadable();
    void minimalFile();
    void documentedExamples();
    void saveAndLoad();
    void saveIsAtomic();
    void streamedTextIsTheSameText();
    void oversizedFile();
    void badFiles_data();
    void badFiles();
    void everyBadFileHasAnExpectation();
    void everyTruncationFails();
    void corruptedBytes();
};

void TestScenarioFile::presetRoundTrip_data()
{
    QTest::addColumn<int>("index");
    for (std::size_t i = 0; i < presetLibrary().size(); ++i)
        QTest::newRow(presetLibrary()[i].id.c_str()) << int(i);
}

void TestScenarioFile::presetRoundTrip()
{
    QFETCH(int, index);
    const Scenario &original = presetLibrary()[std::size_t(index)].scenario;
    const QByteArray json = ScenarioFile::toJson(original);
    Scenario loaded;
    QString error;
    QVERIFY2(ScenarioFile::fromJson(json, loaded, &error), qPrintable(error));
    QVERIFY(sameScenario(loaded, original));
    // Writing again gives the same text: nothing drifts over repeated saves.
    QCOMPARE(ScenarioFile::toJson(loaded), json);

    // The same scenario with its projections frozen as explicit matrices.
    Scenario frozen = original;
    frozen.projectionInit = ProjectionInit::Explicit;
    QVERIFY2(ScenarioFile::fromJson(ScenarioFile::toJson(frozen), loaded, &error),
             qPrintable(error));
    QVERIFY(sameScenario(loaded, frozen));
}

void TestScenarioFile::variantRoundTrip_data()
{
    QTest::addColumn<Scenario>("scenario");

    Scenario s = preset("sleepy-child");
    s.temperature = std::numeric_limits<double>::infinity();
    QTest::newRow("temperature infinity") << s;
    s.temperature = 0.0;
    s.scaling = ScalingKind::Custom;
    s.customScale = 0.1 + 0.2; // not a short decimal
    QTest::newRow("temperature 0, custom scale") << s;

    s = preset("circle-3-queries");
    s.mask = MaskKind::Custom;
    s.customMask = BoolMatrix::Ones(3, 10);
    s.customMask(0, 3) = false;
    s.customMask(2, 9) = false;
    s.queryLabels = {"quote \" and \\ backslash", "改行 (line break) newline", "😀"};
    QTest::newRow("custom mask, odd labels") << s;

    s = preset("multihead-shapes");
    s.seed = std::numeric_limits<std::uint64_t>::max() - 12345; // above 2^53
    s.heads[1].enabled = false;
    s.heads[2].combineWeight = -0.3125;
    s.combination = HeadCombination::WeightedSum;
    s.score = ScoreKind::Additive;
    s.additiveHidden = 3;
    refreshProjections(s);
    QTest::newRow("huge seed, ablated head, additive, weighted sum") << s;
    s.projectionInit = ProjectionInit::Explicit;
    s.heads[0].wq(1, 2) = 1.0 / 3.0;
    s.heads[3].additiveV(2) = -1e-300;
    QTest::newRow("explicit additive") << s;

    s = preset("valid-length");
    s.combination = HeadCombination::Mean;
    s.validLength = 6;
    s.keyDim = 7;
    s.valueDim = 9;
    s.outputDim = 11;
    refreshProjections(s);
    QTest::newRow("mean, own dimensions") << s;

    s = preset("dog-chases-ball");
    s.mode = InputMode::CrossAttention; // the source side left over from an edit
    s.sourceTokens = s.tokens.topRows(3);
    s.keyLabels = {"犬", "は", "庭"};
    s.tokens(0, 0) = 5e-324;
    s.tokens(1, 1) = 1.7976931348623157e308;
    s.tokens(2, 2) = -123456789.123456789;
    refreshProjections(s);
    QTest::newRow("cross, extreme numbers") << s;
}

void TestScenarioFile::variantRoundTrip()
{
    QFETCH(Scenario, scenario);
    Scenario loaded;
    QString error;
    QVERIFY2(ScenarioFile::fromJson(ScenarioFile::toJson(scenario), loaded, &error),
             qPrintable(error));
    QVERIFY(sameScenario(loaded, scenario));
}

void TestScenarioFile::fileIsReadable()
{
    const QByteArray json = ScenarioFile::toJson(preset("sleepy-child"));
    QJsonParseError parseError;
    const QJsonObject o = QJsonDocument::fromJson(json, &parseError).object();
    QCOMPARE(parseError.error, QJsonParseError::NoError);
    QCOMPARE(o.value(QStringLiteral("format")).toInt(), 1);
    QCOMPARE(o.value(QStringLiteral("mode")).toString(), QStringLiteral("direct"));
    QCOMPARE(o.value(QStringLiteral("score")).toString(), QStringLiteral("dot"));
    QVERIFY(!o.contains(QStringLiteral("outputProjection"))); // generated, not stored
    QVERIFY(json.startsWith("{\n  \"format\": 1,\n  \"mode\": \"direct\""));
    // A matrix row reads as one line.
    QVERIFY(json.contains("[2, 3, 1]"));
    QVERIFY(json.contains("\"queryLabels\": [\"book\"]"));
}

void TestScenarioFile::minimalFile()
{
    const QByteArray json = R"({"format": 1, "mode": "direct",
        "queries": [[1, 0]], "keys": [[1, 0], [0, 1]], "temperature": "infinity"})";
    Scenario s;
    QString error;
    QVERIFY2(ScenarioFile::fromJson(json, s, &error), qPrintable(error));
    QCOMPARE(s.keys.rows(), Eigen::Index(2));
    QCOMPARE(s.headCount, 1);
    QCOMPARE(s.heads.size(), std::size_t(1));
    QCOMPARE(s.heads[0].wq.rows(), Eigen::Index(2)); // regenerated on load
    QVERIFY(std::isinf(s.temperature));
    QCOMPARE(s.score, ScoreKind::DotProduct);
}

// The ```json blocks of docs/scenario-format.md load; the first is the sleepy-child preset.
void TestScenarioFile::documentedExamples()
{
    QFile doc(QStringLiteral(ATTENTION_LAB_SOURCE_DIR "/docs/scenario-format.md"));
    QVERIFY(doc.open(QIODevice::ReadOnly));
    const QByteArray text = doc.readAll();
    QList<QByteArray> blocks;
    for (qsizetype from = text.indexOf("```json\n"); from >= 0;
         from = text.indexOf("```json\n", from)) {
        from += 8;
        const qsizetype end = text.indexOf("```", from);
        QVERIFY(end > from);
        blocks.append(text.mid(from, end - from));
    }
    QCOMPARE(blocks.size(), 2);
    Scenario s;
    QString error;
    QVERIFY2(ScenarioFile::fromJson(blocks[0], s, &error), qPrintable(error));
    QVERIFY(sameScenario(s, preset("sleepy-child")));
    QCOMPARE(blocks[0], ScenarioFile::toJson(preset("sleepy-child")));
    QVERIFY2(ScenarioFile::fromJson(blocks[1], s, &error), qPrintable(error));
    QCOMPARE(s.keys.rows(), Eigen::Index(4));
}

void TestScenarioFile::saveAndLoad()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("self-attention.json"));
    QString error;
    const Scenario original = preset("self-attention-causal");
    QVERIFY2(ScenarioFile::save(path, original, &error), qPrintable(error));
    Scenario loaded;
    QVERIFY2(ScenarioFile::load(path, loaded, &error), qPrintable(error));
    QVERIFY(sameScenario(loaded, original));

    QVERIFY(!ScenarioFile::load(dir.filePath(QStringLiteral("missing.json")), loaded, &error));
    QVERIFY(error.contains(QStringLiteral("missing.json")));
    QVERIFY(sameScenario(loaded, original));
}

void TestScenarioFile::streamedTextIsTheSameText()
{
    // Over a megabyte of text, so that the stream hands it on in several chunks.
    Scenario s;
    s.mode = InputMode::SelfAttention;
    s.headCount = 2;
    s.projectionInit = ProjectionInit::Explicit;
    s.tokens = seededNormal(600, 200, 5, 1.0);
    refreshProjections(s);
    const QByteArray whole = ScenarioFile::toJson(s);
    QVERIFY(whole.size() > 2 * (1 << 20));
    QBuffer buffer;
    QVERIFY(buffer.open(QIODevice::WriteOnly));
    QVERIFY(ScenarioFile::write(buffer, s));
    QCOMPARE(buffer.data().size(), whole.size());
    QVERIFY(buffer.data() == whole);

    // A device that refuses to be written is reported.
    QBuffer closed;
    QTest::ignoreMessage(QtWarningMsg, "QIODevice::write (QBuffer): device not open");
    QVERIFY(!ScenarioFile::write(closed, s));
}

void TestScenarioFile::saveIsAtomic()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("scenario.json"));
    QString error;
    QVERIFY(ScenarioFile::save(path, preset("circle"), &error));
    const Scenario other = preset("sleepy-child");

    if (geteuid() != 0) {
        // A read-only directory: QSaveFile cannot create its temporary file, and the old
        // file must still be there, whole.
        QVERIFY(QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::ExeOwner));
        const bool saved = ScenarioFile::save(path, other, &error);
        QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                              QFileDevice::ExeOwner);
        QVERIFY(!saved);
        QVERIFY(!error.isEmpty());
        Scenario loaded;
        QVERIFY2(ScenarioFile::load(path, loaded, &error), qPrintable(error));
        QVERIFY(sameScenario(loaded, preset("circle")));
    } else {
        // root ignores permissions; a directory that does not exist still cannot be written.
        const QString nowhere = dir.filePath(QStringLiteral("no-such-dir/scenario.json"));
        QVERIFY(!ScenarioFile::save(nowhere, other, &error));
        QVERIFY(error.contains(QStringLiteral("no-such-dir")));
        QVERIFY(!QFile::exists(nowhere));
    }
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("scenario.json")});
}

void TestScenarioFile::oversizedFile()
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

void TestScenarioFile::badFiles_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("expected");
    for (const auto &[name, expected] : badExpectations())
        QTest::newRow(qPrintable(name))
            << badDir() + QLatin1Char('/') + name + QStringLiteral(".json") << expected;
}

void TestScenarioFile::badFiles()
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

void TestScenarioFile::everyBadFileHasAnExpectation()
{
    QStringList named;
    for (const auto &entry : badExpectations())
        named.append(entry.first + QStringLiteral(".json"));
    QStringList files = QDir(badDir()).entryList({QStringLiteral("*.json")}, QDir::Files);
    named.sort();
    files.sort();
    QCOMPARE(files, named);
}

void TestScenarioFile::everyTruncationFails()
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
void TestScenarioFile::corruptedBytes()
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

QTEST_APPLESS_MAIN(TestScenarioFile)
#include "tst_scenariofile.moc"
