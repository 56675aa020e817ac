// The command line as a user calls it: the real executable, through QProcess.
#include "../temporaryfile.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

namespace {

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Run runCli(const QStringList &args)
{
    QProcess process;
    process.start(QStringLiteral(ATTENTION_LAB_BINARY), args);
    Run run;
    if (!process.waitForFinished(60000))
        return run;
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

} // namespace

class TestCli : public QObject
{
    Q_OBJECT
private slots:
    void computePresetPrintsTrace();
    void computeFileMatchesPreset();
    void presetsListsEveryId();
    void badInputExitsTwo_data();
    void badInputExitsTwo();
    void helpAndVersion();
    void permuteShowsEquivariance();
    void permuteRefusesBadInput_data();
    void permuteRefusesBadInput();
    void computeListsTheNodes();
    void snapshotOfATab();
    void modelOptionsRefuseBadValues_data();
    void modelOptionsRefuseBadValues();
    void snapshotOfBadFileExitsTwo_data();
    void snapshotOfBadFileExitsTwo();
};

void TestCli::computePresetPrintsTrace()
{
    const Run run = runCli(
        {QStringLiteral("compute"), QStringLiteral("--preset"), QStringLiteral("sleepy-child")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.err.isEmpty());
    QJsonParseError parseError;
    const QJsonObject trace = QJsonDocument::fromJson(run.out, &parseError).object();
    QCOMPARE(parseError.error, QJsonParseError::NoError);
    const QJsonArray output = trace.value(QStringLiteral("output")).toArray();
    QCOMPARE(output.size(), 1);
    QVERIFY(std::abs(output.at(0).toArray().at(0).toDouble() - 0.3624280762) < 1e-9);
    const QJsonArray heads = trace.value(QStringLiteral("heads")).toArray();
    QCOMPARE(heads.size(), 1);
    const QJsonObject head = heads.at(0).toObject();
    const QJsonArray scores = head.value(QStringLiteral("scores")).toArray().at(0).toArray();
    const double expectedScores[] = {0, 1, -4, 7, 0, 5};
    QCOMPARE(scores.size(), 6);
    for (int j = 0; j < 6; ++j)
        QCOMPARE(scores.at(j).toDouble(), expectedScores[j]);
    const QJsonArray weights = head.value(QStringLiteral("weights")).toArray().at(0).toArray();
    QVERIFY(std::abs(weights.at(3).toDouble() - 0.877459) < 1e-6);
    QVERIFY(head.contains(QStringLiteral("output")));
    QVERIFY(trace.contains(QStringLiteral("masked_rows")));
    QVERIFY(head.contains(QStringLiteral("entropy")) || trace.contains(QStringLiteral("entropy")));
}

void TestCli::computeFileMatchesPreset()
{
    // The preset written as a scenario file computes the same trace as the preset itself.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const Run fromPreset = runCli({QStringLiteral("compute"), QStringLiteral("--preset"),
                                   QStringLiteral("circle-3-queries")});
    QCOMPARE(fromPreset.exitCode, 0);
    const QString example = QStringLiteral(ATTENTION_LAB_SOURCE_DIR) +
                            QStringLiteral("/tests/data/circle-3-queries.json");
    if (!QFile::exists(example))
        QSKIP("tests/data/circle-3-queries.json not present");
    const Run fromFile = runCli({QStringLiteral("compute"), example});
    QCOMPARE(fromFile.exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(fromFile.out).object().value(QStringLiteral("output")),
             QJsonDocument::fromJson(fromPreset.out).object().value(QStringLiteral("output")));
}

void TestCli::presetsListsEveryId()
{
    const Run run = runCli({QStringLiteral("presets")});
    QCOMPARE(run.exitCode, 0);
    const QStringList ids = {QStringLiteral("circle"),
                             QStringLiteral("circle-3-queries"),
                             QStringLiteral("circle-scaled"),
                             QStringLiteral("circle-long-v4"),
                             QStringLiteral("scaling-demo"),
                             QStringLiteral("sleepy-child"),
                             QStringLiteral("sleepy-child-scaled"),
                             QStringLiteral("multihead-shapes"),
                             QStringLiteral("valid-length"),
                             QStringLiteral("self-attention-causal"),
                             QStringLiteral("dog-chases-ball")};
    const QString listing = QString::fromUtf8(run.out);
    for (const QString &id : ids)
        QVERIFY2(listing.contains(id + QLatin1Char('\t')), qPrintable(id));
}

void TestCli::badInputExitsTwo_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QStringList>("extraArgs");
    QTest::addColumn<QString>("expectedInMessage");
    QTest::newRow("malformed json") << QByteArray("{\"format\": 1, ") << QStringList() << QString();
    QTest::newRow("not an object") << QByteArray("[1, 2, 3]") << QStringList() << QString();
    QTest::newRow("unknown preset")
        << QByteArray() << QStringList{QStringLiteral("--preset"), QStringLiteral("nonesuch")}
        << QStringLiteral("nonesuch");
    QTest::newRow("missing file") << QByteArray()
                                  << QStringList{QStringLiteral("/nonexistent/x.json")}
                                  << QStringLiteral("/nonexistent/x.json");
}

void TestCli::badInputExitsTwo()
{
    QFETCH(QByteArray, content);
    QFETCH(QStringList, extraArgs);
    QFETCH(QString, expectedInMessage);
    QTemporaryDir dir;
    QStringList args{QStringLiteral("compute")};
    if (extraArgs.isEmpty())
        args << writeFile(dir, QStringLiteral("bad.json"), content);
    else
        args << extraArgs;
    const Run run = runCli(args);
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    QVERIFY(!run.err.isEmpty());
    if (!expectedInMessage.isEmpty())
        QVERIFY2(QString::fromUtf8(run.err).contains(expectedInMessage), run.err.constData());
}

void TestCli::permuteShowsEquivariance()
{
    const Run run = runCli({QStringLiteral("permute"), QStringLiteral("--preset"),
                            QStringLiteral("acetic-acid"), QStringLiteral("--order"),
                            QStringLiteral("3,2,1,0")});
    QCOMPARE(run.exitCode, 0);
    const QString text = QString::fromUtf8(run.out);
    QVERIFY2(text.contains(QStringLiteral("CH₃  (0 -> 3)")), run.out.constData());
    QVERIFY2(text.contains(QStringLiteral("Equivariant:")), run.out.constData());
    // The rows printed before and after are the same numbers.
    const QStringList lines = text.split(QLatin1Char('\n'));
    const qsizetype at = lines.indexOf(QStringLiteral("CH₃  (0 -> 3)"));
    QVERIFY(at >= 0 && at + 2 < lines.size());
    QCOMPARE(lines[at + 1].section(QLatin1Char(':'), 1),
             lines[at + 2].section(QLatin1Char(':'), 1));

    const Run causal =
        runCli({QStringLiteral("permute"), QStringLiteral("--preset"),
                QStringLiteral("acetic-acid"), QStringLiteral("--seed"), QStringLiteral("5"),
                QStringLiteral("--mask"), QStringLiteral("causal")});
    QCOMPARE(causal.exitCode, 0);
    QVERIFY2(causal.out.contains("Not equivariant"), causal.out.constData());
}

void TestCli::permuteRefusesBadInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("expected");
    const QStringList molecule{QStringLiteral("permute"), QStringLiteral("--preset"),
                               QStringLiteral("acetic-acid")};
    QTest::newRow("order repeats")
        << (molecule + QStringList{QStringLiteral("--order"), QStringLiteral("0,0,1,2")})
        << QStringLiteral("--order: expected each of 0 to 3 once");
    QTest::newRow("order too short")
        << (molecule + QStringList{QStringLiteral("--order"), QStringLiteral("1,0")})
        << QStringLiteral("--order");
    QTest::newRow("unknown mask") << (molecule + QStringList{QStringLiteral("--mask"),
                                                             QStringLiteral("diagonal")})
                                  << QStringLiteral("--mask: expected one of");
    QTest::newRow("not self-attention")
        << QStringList{QStringLiteral("permute"), QStringLiteral("--preset"),
                       QStringLiteral("circle")}
        << QStringLiteral("not self-attention");
    QTest::newRow("seed missing") << (molecule + QStringList{QStringLiteral("--seed")})
                                  << QStringLiteral("need a value");
}

void TestCli::permuteRefusesBadInput()
{
    QFETCH(QStringList, args);
    QFETCH(QString, expected);
    const Run run = runCli(args);
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    QVERIFY2(QString::fromUtf8(run.err).contains(expected), run.err.constData());
}

void TestCli::computeListsTheNodes()
{
    const Run run =
        runCli({QStringLiteral("compute"), QStringLiteral("--preset"), QStringLiteral("friends")});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject trace = QJsonDocument::fromJson(run.out).object();
    const QJsonArray nodes = trace.value(QStringLiteral("nodes")).toArray();
    QCOMPARE(nodes.size(), 6);
    const QJsonObject dana = nodes.at(3).toObject();
    QCOMPARE(dana.value(QStringLiteral("label")).toString(), QStringLiteral("Dana"));
    const QJsonArray in = dana.value(QStringLiteral("in")).toArray();
    QCOMPARE(in.size(), 4); // Aiko, Chen, Eiji and herself
    double sum = 0;
    for (const QJsonValue &edge : in)
        sum += edge.toObject().value(QStringLiteral("weights")).toArray().at(0).toDouble();
    QVERIFY(std::abs(sum - 1.0) < 1e-12);
    QCOMPARE(dana.value(QStringLiteral("output")).toArray(),
             trace.value(QStringLiteral("output")).toArray().at(3).toArray());
    // A sequence has no nodes.
    const Run sequence = runCli(
        {QStringLiteral("compute"), QStringLiteral("--preset"), QStringLiteral("dog-chases-ball")});
    QVERIFY(!QJsonDocument::fromJson(sequence.out).object().contains(QStringLiteral("nodes")));
}

void TestCli::helpAndVersion()
{
    const Run help = runCli({QStringLiteral("--help")});
    QCOMPARE(help.exitCode, 0);
    QVERIFY(help.out.contains("compute"));
    QVERIFY(help.out.contains("presets"));
    const Run version = runCli({QStringLiteral("--version")});
    QCOMPARE(version.exitCode, 0);
    QVERIFY(version.out.startsWith("attention-lab "));
    const Run unknown = runCli({QStringLiteral("--no-such-option")});
    QCOMPARE(unknown.exitCode, 2);
}

void TestCli::snapshotOfATab()
{
    QTemporaryDir dir;
    const QString heatmap = dir.filePath(QStringLiteral("heatmap.png"));
    const QString plane = dir.filePath(QStringLiteral("plane.png"));
    const QString preset = QStringLiteral("circle");
    QCOMPARE(runCli({QStringLiteral("--preset"), preset, QStringLiteral("--snapshot"), heatmap})
                 .exitCode,
             0);
    QCOMPARE(runCli({QStringLiteral("--preset"), preset, QStringLiteral("--tab"),
                     QStringLiteral("plane"), QStringLiteral("--snapshot"), plane})
                 .exitCode,
             0);
    QFile a(heatmap), b(plane);
    QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
    QVERIFY(a.size() > 0 && b.size() > 0);
    QVERIFY2(a.readAll() != b.readAll(), "--tab plane shows the same window as the heatmap");
    // A lesson's step on the model puts the Model tab in front (no --tab).
    const QString lesson = dir.filePath(QStringLiteral("lesson.png"));
    QCOMPARE(runCli({QStringLiteral("--lesson"), QStringLiteral("induction-heads"),
                     QStringLiteral("--lesson-step"), QStringLiteral("6"),
                     QStringLiteral("--reveal"), QStringLiteral("--snapshot"), lesson})
                 .exitCode,
             0);
    QVERIFY(QFileInfo(lesson).size() > 0);
    const Run bad = runCli({QStringLiteral("--tab"), QStringLiteral("nowhere")});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY(bad.err.contains("--tab needs one of"));
}

void TestCli::modelOptionsRefuseBadValues_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("expectedInMessage");
    QTest::newRow("head not L.H") << QStringList{QStringLiteral("--model-head"),
                                                 QStringLiteral("2")}
                                  << QStringLiteral("--model-head needs LAYER.HEAD");
    QTest::newRow("head from 0") << QStringList{QStringLiteral("--model-off"),
                                                QStringLiteral("0.1")}
                                 << QStringLiteral("--model-off needs LAYER.HEAD");
    QTest::newRow("no text") << QStringList{QStringLiteral("--model-text")}
                             << QStringLiteral("--model-text needs a value");
    QTest::newRow("mask word 0") << QStringList{QStringLiteral("--model-mask"), QStringLiteral("0")}
                                 << QStringLiteral("--model-mask needs a word's position");
    QTest::newRow("open without a head") << QStringList{QStringLiteral("--model-open")}
                                         << QStringLiteral("--model-open needs --model-head");
    QTest::newRow("step without lesson")
        << QStringList{QStringLiteral("--lesson-step"), QStringLiteral("2")}
        << QStringLiteral("--lesson-step needs --lesson");
    QTest::newRow("reveal without lesson")
        << QStringList{QStringLiteral("--reveal")} << QStringLiteral("--reveal needs --lesson");
    QTest::newRow("step past the end")
        << QStringList{QStringLiteral("--lesson"),      QStringLiteral("induction-heads"),
                       QStringLiteral("--lesson-step"), QStringLiteral("7"),
                       QStringLiteral("--snapshot"),    QStringLiteral("/nonexistent/out.png")}
        << QStringLiteral("--lesson-step 7: the lesson has 6 steps");
    QTest::newRow("compute without text")
        << QStringList{QStringLiteral("compute"), QStringLiteral("--model"),
                       QStringLiteral(ATTENTION_LAB_SOURCE_DIR "/tests/data/models/tiny")}
        << QStringLiteral("--model needs --text");
    QTest::newRow("compute, unknown words only")
        << QStringList{QStringLiteral("compute"), QStringLiteral("--model"),
                       QStringLiteral(ATTENTION_LAB_SOURCE_DIR "/tests/data/models/tiny"),
                       QStringLiteral("--text"), QStringLiteral("zebra")}
        << QStringLiteral("the text gives no token the model knows");
    QTest::newRow("compute, top 0")
        << QStringList{QStringLiteral("compute"),
                       QStringLiteral("--model"),
                       QStringLiteral(ATTENTION_LAB_SOURCE_DIR "/tests/data/models/tiny"),
                       QStringLiteral("--text"),
                       QStringLiteral("x"),
                       QStringLiteral("--top"),
                       QStringLiteral("0")}
        << QStringLiteral("--top needs a whole number from 1");
    QTest::newRow("compute, no model there")
        << QStringList{QStringLiteral("compute"), QStringLiteral("--model"),
                       QStringLiteral("/nonexistent/model"), QStringLiteral("--text"),
                       QStringLiteral("x")}
        << QStringLiteral("/nonexistent/model");
    QTest::newRow("no model there")
        << QStringList{QStringLiteral("--model-folder"), QStringLiteral("/nonexistent/model"),
                       QStringLiteral("--snapshot"), QStringLiteral("/nonexistent/out.png")}
        << QStringLiteral("/nonexistent/model");
}

void TestCli::modelOptionsRefuseBadValues()
{
    QFETCH(QStringList, args);
    QFETCH(QString, expectedInMessage);
    const Run run = runCli(args);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(expectedInMessage.toUtf8()), run.err.constData());
}

void TestCli::snapshotOfBadFileExitsTwo_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("platform");
    QTest::addColumn<QString>("expectedInMessage");
    for (const char *platform : {"offscreen", "minimal"}) {
        const QString p = QString::fromLatin1(platform);
        QTest::newRow(qPrintable(QStringLiteral("malformed json, ") + p))
            << QByteArray("{\"format\": 1, ") << p << QStringLiteral("bad.json");
        QTest::newRow(qPrintable(QStringLiteral("bad field, ") + p))
            << QByteArray("{\"format\": 1, \"mode\": \"sideways\"}") << p << QStringLiteral("mode");
        QTest::newRow(qPrintable(QStringLiteral("missing file, ") + p))
            << QByteArray() << p << QStringLiteral("/nonexistent/x.json");
    }
}

// A snapshot is made without anyone at the screen: a file that cannot be opened must end
// the program with a message, not wait for ever on a modal "Could not open" dialog.
void TestCli::snapshotOfBadFileExitsTwo()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, platform);
    QFETCH(QString, expectedInMessage);
    QTemporaryDir dir;
    const QString file = content.isEmpty() ? QStringLiteral("/nonexistent/x.json")
                                           : writeFile(dir, QStringLiteral("bad.json"), content);
    const QString png = dir.filePath(QStringLiteral("o.png"));
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), platform);
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(ATTENTION_LAB_BINARY), {QStringLiteral("--snapshot"), png, file});
    const bool finished = process.waitForFinished(20000);
    if (!finished) {
        process.kill();
        process.waitForFinished();
    }
    QVERIFY2(finished, "the snapshot waits on a dialog");
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 2);
    const QString err = QString::fromUtf8(process.readAllStandardError());
    QVERIFY2(err.contains(expectedInMessage), qPrintable(err));
    QVERIFY(!QFile::exists(png));
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
