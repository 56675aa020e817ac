// `attention-lab export` as a user calls it: the real executable through QProcess, with no
// display, and the files it writes read back. Here its arguments, its matrices and traces,
// and its help; the figures it draws are tst_exportclifigures.
#include "attentionengine.h"
#include "exportclifixture.h"
#include "matriximport.h"
#include "npzfile.h"
#include "scenariofile.h"

#include <QFileInfo>
#include <QImageReader>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace exportcli;

class TestExportCli : public QObject
{
    Q_OBJECT
private slots:
    void badArgumentsExitTwo_data();
    void badArgumentsExitTwo();
    void matricesRoundTripBitExactly_data();
    void matricesRoundTripBitExactly();
    void wholeTraceToNpz();
    void weightsOnlyScenarioExports();
    void backgroundSizedScenarioExports_data();
    void backgroundSizedScenarioExports();
    void helpMentionsExport();

private:
    QTemporaryDir m_dir;
};

void TestExportCli::badArgumentsExitTwo_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    const QString out = QStringLiteral("OUT");
    auto row = [&](const char *name, QStringList args, const char *message) {
        QTest::newRow(name) << args << QString::fromUtf8(message);
    };
    const QStringList preset = {QStringLiteral("--preset"), QStringLiteral("sleepy-child")};
    const auto with = [&](std::initializer_list<const char *> more) {
        QStringList args = preset;
        for (const char *a : more)
            args << QString::fromUtf8(a);
        return args;
    };
    row("nothing", {}, "one of --view");
    row("no output", with({"--view", "heatmap"}), "--out");
    row("no scenario",
        {QStringLiteral("--view"), QStringLiteral("heatmap"), QStringLiteral("--out"),
         out + QStringLiteral(".png")},
        "no scenario");
    row("unknown preset",
        {QStringLiteral("--preset"), QStringLiteral("nope"), QStringLiteral("--view"),
         QStringLiteral("heatmap"), QStringLiteral("--out"), out + QStringLiteral(".png")},
        "unknown preset");
    row("missing file",
        {QStringLiteral("/nonexistent/s.json"), QStringLiteral("--view"), QStringLiteral("heatmap"),
         QStringLiteral("--out"), out + QStringLiteral(".png")},
        "nonexistent");
    row("unknown view", with({"--view", "pie", "--out", "OUT.png"}), "unknown view 'pie'");
    row("view and matrix", with({"--view", "heatmap", "--matrix", "weights", "--out", "OUT.png"}),
        "one of --view");
    row("image suffix", with({"--view", "heatmap", "--out", "OUT.bmp"}), "OUT.bmp'");
    row("no suffix", with({"--view", "heatmap", "--out", "OUT"}), "OUT'");
    row("dpi not a number", with({"--view", "heatmap", "--out", "OUT.png", "--dpi", "high"}),
        "--dpi");
    row("dpi zero", with({"--view", "heatmap", "--out", "OUT.png", "--dpi", "0"}), "--dpi");
    row("width negative", with({"--view", "heatmap", "--out", "OUT.png", "--width", "-5"}),
        "--width '-5'");
    row("width unit", with({"--view", "heatmap", "--out", "OUT.png", "--width", "12parsecs"}),
        "--width '12parsecs'");
    row("width huge", with({"--view", "heatmap", "--out", "OUT.png", "--width", "999999"}),
        "--width");
    row("too small",
        with({"--view", "heatmap", "--out", "OUT.png", "--width", "20", "--height", "20"}),
        "too small");
    row("width without value", with({"--view", "heatmap", "--out", "OUT.png", "--width"}),
        "--width needs a value");
    row("head zero", with({"--view", "heatmap", "--out", "OUT.png", "--head", "0"}), "--head");
    row("head too large", with({"--view", "heatmap", "--out", "OUT.png", "--head", "9"}), "1 head");
    row("query too large", with({"--view", "bars", "--out", "OUT.png", "--query", "2"}),
        "--query 2");
    row("unknown option", with({"--view", "heatmap", "--out", "OUT.png", "--colour", "red"}),
        "unknown option '--colour'");
    row("option twice", with({"--view", "heatmap", "--view", "bars", "--out", "OUT.png"}), "twice");
    row("stray argument", with({"--view", "heatmap", "--out", "OUT.png", "extra"}),
        "unexpected argument 'extra'");
    row("unknown matrix", with({"--matrix", "attention", "--out", "OUT.csv"}),
        "unknown matrix 'attention'");
    row("matrix to image", with({"--matrix", "weights", "--out", "OUT.png"}), "OUT.png'");
    row("matrix with dpi", with({"--matrix", "weights", "--out", "OUT.csv", "--dpi", "300"}),
        "--view only");
    row("matrix transparent", with({"--matrix", "weights", "--out", "OUT.csv", "--transparent"}),
        "--view only");
    row("trace to csv", with({"--trace", "--out", "OUT.csv"}), ".npz or .json");
    row("font size too large",
        with({"--view", "heatmap", "--out", "OUT.png", "--font-size", "100"}), "--font-size");
    row("font size not a number",
        with({"--view", "heatmap", "--out", "OUT.png", "--font-size", "big"}), "not 'big'");
    row("too many decimals", with({"--view", "heatmap", "--out", "OUT.png", "--decimals", "7"}),
        "--decimals is a whole number from 0 to 6, not '7'");
    row("decimals not a number",
        with({"--view", "heatmap", "--out", "OUT.png", "--decimals", "1.5"}), "not '1.5'");
    row("decimals of a matrix",
        with({"--matrix", "weights", "--out", "OUT.csv", "--decimals", "2"}), "--view only");
    row("no title of a matrix", with({"--matrix", "weights", "--out", "OUT.csv", "--no-title"}),
        "--view only");
    row("heads of the bars", with({"--view", "bars", "--out", "OUT.png", "--heads", "1"}),
        "--heads applies to --view heads");
    row("heads out of range", with({"--view", "heads", "--out", "OUT.png", "--heads", "1,2"}),
        "from 1 to 1");
    row("heads twice", with({"--view", "heads", "--out", "OUT.png", "--heads", "1,1"}), "twice");
    row("heads of a matrix", with({"--matrix", "weights", "--out", "OUT.csv", "--heads", "1"}),
        "--view only");
    row("format of one view", with({"--view", "heatmap", "--out", "OUT.png", "--format", "svg"}),
        "--format applies to --view all only");
    row("format of a matrix", with({"--matrix", "weights", "--out", "OUT.csv", "--format", "svg"}),
        "--view only");
    row("every view, unknown format", with({"--view", "all", "--out", "OUTDIR", "--format", "bmp"}),
        "not 'bmp'");
    row("every view, too small",
        with({"--view", "all", "--out", "OUTDIR", "--width", "20", "--height", "20"}), "too small");
}

void TestExportCli::badArgumentsExitTwo()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    // Output names point into the temporary folder, so nothing stray is written elsewhere.
    for (QString &arg : args)
        if (arg.startsWith(QLatin1String("OUT")))
            arg = m_dir.filePath(arg);
    const Run run = runExport(args);
    QCOMPARE(run.exitCode, 2);
    const QString err = QString::fromUtf8(run.err);
    QVERIFY2(err.contains(message), qPrintable(err));
    QVERIFY(run.out.isEmpty());
    for (const QString &arg : std::as_const(args))
        if (arg.startsWith(m_dir.path()))
            QVERIFY2(!QFile::exists(arg), qPrintable(arg));
}

void TestExportCli::matricesRoundTripBitExactly_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<QString>("matrix");
    QTest::addColumn<int>("head");
    QTest::addColumn<QString>("suffix");
    for (const char *suffix : {"csv", "npy", "json"}) {
        const QString s = QString::fromLatin1(suffix);
        QTest::newRow(qPrintable(QStringLiteral("weights ") + s))
            << QStringLiteral("sleepy-child") << QStringLiteral("weights") << 1 << s;
        QTest::newRow(qPrintable(QStringLiteral("scores head 3 ") + s))
            << QStringLiteral("self-attention-causal") << QStringLiteral("scores") << 3 << s;
        QTest::newRow(qPrintable(QStringLiteral("output ") + s))
            << QStringLiteral("valid-length") << QStringLiteral("output") << 1 << s;
        QTest::newRow(qPrintable(QStringLiteral("k head 2 ") + s))
            << QStringLiteral("multihead-shapes") << QStringLiteral("k") << 2 << s;
    }
}

void TestExportCli::matricesRoundTripBitExactly()
{
    QFETCH(QString, preset);
    QFETCH(QString, matrix);
    QFETCH(int, head);
    QFETCH(QString, suffix);
    const QString out = m_dir.filePath(matrix + QStringLiteral(".") + suffix);
    const Run run =
        runExport({QStringLiteral("--preset"), preset, QStringLiteral("--matrix"), matrix,
                   QStringLiteral("--head"), QString::number(head), QStringLiteral("--out"), out});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const attn::AttentionTrace trace = traceOf(preset.toUtf8().constData());
    const attn::HeadTrace &h = trace.heads[std::size_t(head - 1)];
    const attn::Matrix &expected = matrix == QLatin1String("weights")  ? h.weights
                                   : matrix == QLatin1String("scores") ? h.scores
                                   : matrix == QLatin1String("k")      ? h.k
                                                                       : trace.output;
    QCOMPARE(h.scores.rows(), h.weights.rows()); // a small trace keeps its raw scores
    ImportedMatrix imported;
    QString error;
    QVERIFY2(MatrixImport::load(out, MatrixImportRequest{}, imported, &error), qPrintable(error));
    QVERIFY(sameBits(imported.values, expected));
    if (suffix == QLatin1String("csv") && matrix == QLatin1String("weights")) {
        QCOMPARE(imported.columnLabels.size(), int(trace.keyLabels.size()));
        QCOMPARE(imported.columnLabels.first(), QString::fromStdString(trace.keyLabels.front()));
    }
}

void TestExportCli::wholeTraceToNpz()
{
    const QString out = m_dir.filePath(QStringLiteral("trace.npz"));
    const Run run = runExport({QStringLiteral("--preset"), QStringLiteral("self-attention-causal"),
                               QStringLiteral("--trace"), QStringLiteral("--out"), out});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QStringList names;
    QString error;
    QVERIFY2(NpzFile::loadArrayNames(out, names, &error), qPrintable(error));
    QVERIFY(names.contains(QStringLiteral("weights")));
    QVERIFY(names.contains(QStringLiteral("head3_scores")));
}

void TestExportCli::weightsOnlyScenarioExports()
{
    attn::Scenario s;
    s.mode = attn::InputMode::ImportedWeights;
    attn::Matrix a(2, 3);
    a << 0.25, 0.25, 0.5, 0, 0, 0; // the second query sees no key
    attn::Matrix b(2, 3);
    b << 1, 0, 0, 0, 0, 0;
    s.importedWeights = {a, b};
    s.headCount = 2;
    s.heads.resize(2);
    s.queryLabels = {"he", "she"};
    s.keyLabels = {"the", "cat", "sat"};
    const QString scenario = m_dir.filePath(QStringLiteral("weights-only.json"));
    QString error;
    QVERIFY2(ScenarioFile::save(scenario, s, &error), qPrintable(error));

    const QString png = m_dir.filePath(QStringLiteral("weights-only.png"));
    Run run =
        runExport({scenario, QStringLiteral("--view"), QStringLiteral("heatmap"),
                   QStringLiteral("--head"), QStringLiteral("2"), QStringLiteral("--out"), png});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QVERIFY(!QImageReader(png).read().isNull());
    const QString bars = m_dir.filePath(QStringLiteral("weights-only-bars.svg"));
    run = runExport({scenario, QStringLiteral("--view"), QStringLiteral("bars"),
                     QStringLiteral("--out"), bars});
    QVERIFY2(run.exitCode == 0, run.err.constData());

    const QString npy = m_dir.filePath(QStringLiteral("weights-only.npy"));
    run = runExport({scenario, QStringLiteral("--matrix"), QStringLiteral("weights"),
                     QStringLiteral("--head"), QStringLiteral("1"), QStringLiteral("--out"), npy});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    ImportedMatrix imported;
    QVERIFY(MatrixImport::load(npy, MatrixImportRequest{}, imported, &error));
    QVERIFY(sameBits(imported.values, a));

    run = runExport({scenario, QStringLiteral("--matrix"), QStringLiteral("scores"),
                     QStringLiteral("--out"), m_dir.filePath(QStringLiteral("scores.csv"))});
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.err.contains("imported attention weights only"));
}

void TestExportCli::backgroundSizedScenarioExports_data()
{
    QTest::addColumn<QStringList>("what");
    QTest::addColumn<QString>("out");
    QTest::newRow("matrix") << QStringList{QStringLiteral("--matrix"), QStringLiteral("weights")}
                            << QStringLiteral("large-weights.npy");
    QTest::newRow("view") << QStringList{QStringLiteral("--view"), QStringLiteral("heatmap"),
                                         QStringLiteral("--width"), QStringLiteral("400")}
                          << QStringLiteral("large-heatmap.png");
    QTest::newRow("trace") << QStringList{QStringLiteral("--trace")}
                           << QStringLiteral("large-trace.npz");
}

// 1,024 queries x 1,024 keys x 1 head = 2^20 scores: the size from which the window computes
// in the background. The export must wait for that result, not report the scenario invalid.
void TestExportCli::backgroundSizedScenarioExports()
{
    QFETCH(QStringList, what);
    QFETCH(QString, out);
    constexpr int tokens = 1024;
    QByteArray queries, keys;
    for (int i = 0; i < tokens; ++i) {
        const QByteArray sep = i ? "," : "";
        queries += sep + "[" + QByteArray::number(std::cos(0.01 * i), 'g', 17) + "," +
                   QByteArray::number(std::sin(0.01 * i), 'g', 17) + "]";
        keys += sep + "[" + QByteArray::number(std::sin(0.02 * i), 'g', 17) + "," +
                QByteArray::number(std::cos(0.03 * i), 'g', 17) + "]";
    }
    const QString scenario = m_dir.filePath(QStringLiteral("large.json"));
    {
        QFile file(scenario);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"format": 1, "mode": "direct", "queries": [)" + queries + R"(], "keys": [)" +
                   keys + "]}");
    }
    attn::Scenario s;
    QString error;
    QVERIFY2(ScenarioFile::load(scenario, s, &error), qPrintable(error));

    const QString path = m_dir.filePath(out);
    const Run run =
        runExport(QStringList{scenario} + what + QStringList{QStringLiteral("--out"), path});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QVERIFY2(!run.err.contains("invalid"), run.err.constData());
    if (what.first() == QLatin1String("--matrix")) {
        ImportedMatrix imported;
        QVERIFY2(MatrixImport::load(path, MatrixImportRequest{}, imported, &error),
                 qPrintable(error));
        attn::AttentionEngine engine;
        QVERIFY(engine.run(s).empty());
        QVERIFY(sameBits(imported.values, engine.trace().heads.front().weights));
    } else {
        QVERIFY(QFileInfo(path).size() > 0);
    }
}

void TestExportCli::helpMentionsExport()
{
    QProcess process;
    process.start(QStringLiteral(ATTENTION_LAB_BINARY), {QStringLiteral("--help")});
    QVERIFY(process.waitForFinished(60000));
    const QByteArray help = process.readAllStandardOutput();
    QVERIFY(help.contains("attention-lab export"));
    QVERIFY(help.contains("--matrix"));
}

QTEST_MAIN(TestExportCli)
#include "tst_exportcli.moc"
