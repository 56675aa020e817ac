// Scenario files: round trips of every preset and of unusual settings, the documented
// examples, and atomic saves. Bad files: tst_badscenariofiles.
#include "presetlibrary.h"
#include "projectionfactory.h"
#include "samescenario.h"
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
    void graphNeedsFormatTwoOnly();
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
    s.score = ScoreKind::DotProduct;
    s.heads[0].queryBias = attn::Vector::LinSpaced(s.heads[0].wq.cols(), -1.0 / 3.0, 2.5);
    s.heads[2].valueBias = attn::Vector::Constant(s.heads[2].wv.cols(), 1e-310);
    QTest::newRow("explicit with biases") << s;

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

// The ```json blocks of docs/scenario-format.md load: the graph example, the sleepy-child
// preset and the minimal file.
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
    QCOMPARE(blocks.size(), 3);
    Scenario s;
    QString error;
    QVERIFY2(ScenarioFile::fromJson(blocks[0], s, &error), qPrintable(error));
    QCOMPARE(s.graph.nodeCount(), 3);
    QCOMPARE(s.graph.edges.size(), std::size_t(2));
    QCOMPARE(s.graph.edges[1], (GraphEdge{1, 2, 2.5}));
    QVERIFY2(ScenarioFile::fromJson(blocks[1], s, &error), qPrintable(error));
    QVERIFY(sameScenario(s, preset("sleepy-child")));
    QCOMPARE(blocks[1], ScenarioFile::toJson(preset("sleepy-child")));
    QVERIFY2(ScenarioFile::fromJson(blocks[2], s, &error), qPrintable(error));
    QCOMPARE(s.keys.rows(), Eigen::Index(4));
}

void TestScenarioFile::graphNeedsFormatTwoOnly()
{
    // A sequence stays format 1, which readers of format 1 open; a graph is written as 2.
    const QByteArray sequence = ScenarioFile::toJson(findPreset("dog-chases-ball")->scenario);
    QVERIFY(sequence.contains("\"format\": 1,"));
    QVERIFY(!sequence.contains("\"graph\""));
    const Scenario &molecule = findPreset("acetic-acid")->scenario;
    const QByteArray graph = ScenarioFile::toJson(molecule);
    QVERIFY(graph.contains("\"format\": 2,"));
    QVERIFY(graph.contains("\"mask\": \"neighbours\""));
    QVERIFY(graph.contains("\"edges\": ["));
    Scenario loaded;
    QString error;
    QVERIFY2(ScenarioFile::fromJson(graph, loaded, &error), qPrintable(error));
    QCOMPARE(loaded.graph, molecule.graph);
    QCOMPARE(loaded.graph.edges.size(), std::size_t(3));
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

QTEST_APPLESS_MAIN(TestScenarioFile)
#include "tst_scenariofile.moc"
