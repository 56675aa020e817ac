// `attention-lab export` as a user calls it: the real executable through QProcess, with no
// display, and the files it writes read back.
#include "attentionengine.h"
#include "matriximport.h"
#include "npzfile.h"
#include "presetlibrary.h"
#include "scenariofile.h"

#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QImageReader>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <cmath>
#include <cstring>

namespace {

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

/// Runs the program as if no display existed: no DISPLAY, no Wayland, and a platform
/// plugin that would need one. The export command must not care.
Run runExport(const QStringList &args)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("xcb"));
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(ATTENTION_LAB_BINARY),
                  QStringList{QStringLiteral("export")} + args);
    Run run;
    if (!process.waitForFinished(120000))
        return run;
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

attn::AttentionTrace traceOf(const char *preset)
{
    attn::AttentionEngine engine;
    engine.run(attn::findPreset(preset)->scenario);
    return engine.trace();
}

bool sameBits(const attn::Matrix &a, const attn::Matrix &b)
{
    return a.rows() == b.rows() && a.cols() == b.cols() &&
           std::memcmp(a.data(), b.data(), sizeof(double) * std::size_t(a.size())) == 0;
}

QStringList svgTexts(const QByteArray &svg, bool *wellFormed)
{
    QStringList texts;
    QXmlStreamReader xml(svg);
    while (!xml.atEnd())
        if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("text"))
            texts << xml.readElementText(QXmlStreamReader::IncludeChildElements).trimmed();
    *wellFormed = !xml.hasError();
    return texts;
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestExportCli : public QObject
{
    Q_OBJECT
private slots:
    void badArgumentsExitTwo_data();
    void badArgumentsExitTwo();
    void pngHasSizeAndDpi_data();
    void pngHasSizeAndDpi();
    void svgHasLabelsAsText();
    void pdfHasRequestedPage();
    void pdfPageWithinTheFormatsLimit();
    void everyAvailableViewRenders_data();
    void everyAvailableViewRenders();
    void matricesRoundTripBitExactly_data();
    void matricesRoundTripBitExactly();
    void wholeTraceToNpz();
    void weightsOnlyScenarioExports();
    void backgroundSizedScenarioExports_data();
    void backgroundSizedScenarioExports();
    void colourMapOfAFigure();
    void chosenHeadsFigure();
    void paperSizedFigureWithItsFontSize();
    void everyViewIntoAFolder();
    void everyViewNeverOverAFile();
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

void TestExportCli::pngHasSizeAndDpi_data()
{
    QTest::addColumn<QStringList>("sizeArgs");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<int>("dpi");
    QTest::newRow("pixels") << QStringList{QStringLiteral("--width"),  QStringLiteral("1000"),
                                           QStringLiteral("--height"), QStringLiteral("700"),
                                           QStringLiteral("--dpi"),    QStringLiteral("150")}
                            << QSize(1000, 700) << 150;
    QTest::newRow("centimetres at 300 dpi")
        << QStringList{QStringLiteral("--width"),  QStringLiteral("10cm"),
                       QStringLiteral("--height"), QStringLiteral("5cm"),
                       QStringLiteral("--dpi"),    QStringLiteral("300")}
        << QSize(1181, 591) << 300;
    QTest::newRow("width only keeps proportions")
        << QStringList{QStringLiteral("--width"), QStringLiteral("1200px"), QStringLiteral("--dpi"),
                       QStringLiteral("96")}
        << QSize(1200, 900) << 96;
    QTest::newRow("defaults") << QStringList{} << QSize(1600, 1200) << 192;
}

void TestExportCli::pngHasSizeAndDpi()
{
    QFETCH(QStringList, sizeArgs);
    QFETCH(QSize, size);
    QFETCH(int, dpi);
    const QString out = m_dir.filePath(QStringLiteral("cli-heatmap.png"));
    QFile::remove(out);
    const Run run =
        runExport(QStringList{QStringLiteral("--preset"), QStringLiteral("dog-chases-ball"),
                              QStringLiteral("--view"), QStringLiteral("heatmap"),
                              QStringLiteral("--out"), out} +
                  sizeArgs);
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QImageReader reader(out);
    const QImage image = reader.read();
    QCOMPARE(image.size(), size);
    QCOMPARE(int(std::lround(image.dotsPerMeterX() * 0.0254)), dpi);
}

void TestExportCli::svgHasLabelsAsText()
{
    const QString out = m_dir.filePath(QStringLiteral("cli.svg"));
    const Run run = runExport({QStringLiteral("--preset"), QStringLiteral("dog-chases-ball"),
                               QStringLiteral("--view"), QStringLiteral("heatmap"),
                               QStringLiteral("--out"), out});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    bool wellFormed = false;
    const QStringList texts = svgTexts(readAll(out), &wellFormed);
    QVERIFY(wellFormed);
    // A label may come in several runs when font fallback splits it (kanji, kana).
    const QString allText = texts.join(QString());
    for (const std::string &label : attn::findPreset("dog-chases-ball")->scenario.queryLabels)
        QVERIFY2(allText.contains(QString::fromStdString(label)), label.c_str());
    // Every token named twice, whole: beside its row (the query) and under its column (the
    // key). The row labels were fitted to the width of a widget never shown (a quarter of
    // 100 px), so "ボール" and "追いかけている" came out as "…".
    for (const std::string &label : attn::findPreset("dog-chases-ball")->scenario.queryLabels)
        QVERIFY2(allText.count(QString::fromStdString(label)) >= 2, label.c_str());
    QVERIFY2(!texts.contains(QStringLiteral("…")), qPrintable(texts.join(u'|')));
}

void TestExportCli::pdfHasRequestedPage()
{
    const QString out = m_dir.filePath(QStringLiteral("cli.pdf"));
    // 12 x 9 cm = 340.16 x 255.12 pt
    const Run run =
        runExport({QStringLiteral("--preset"), QStringLiteral("sleepy-child"),
                   QStringLiteral("--view"), QStringLiteral("bars"), QStringLiteral("--out"), out,
                   QStringLiteral("--width"), QStringLiteral("12cm"), QStringLiteral("--height"),
                   QStringLiteral("9cm"), QStringLiteral("--dpi"), QStringLiteral("300")});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QByteArray pdf = readAll(out);
    QVERIFY(pdf.startsWith("%PDF-"));
    static const QRegularExpression box(
        QStringLiteral("/MediaBox\\s*\\[\\s*0\\s+0\\s+([\\d.]+)\\s+([\\d.]+)"));
    const QRegularExpressionMatch match = box.match(QString::fromLatin1(pdf));
    QVERIFY(match.hasMatch());
    QVERIFY(std::abs(match.captured(1).toDouble() - 12 / 2.54 * 72) <= 1.0);
    QVERIFY(std::abs(match.captured(2).toDouble() - 9 / 2.54 * 72) <= 1.0);
}

void TestExportCli::pdfPageWithinTheFormatsLimit()
{
    // 20,000 px at 10 dpi was a 2,000 in (144,000 pt) page, which PDF readers refuse.
    const QString out = m_dir.filePath(QStringLiteral("huge.pdf"));
    const Run run =
        runExport({QStringLiteral("--preset"), QStringLiteral("circle"), QStringLiteral("--view"),
                   QStringLiteral("heatmap"), QStringLiteral("--out"), out,
                   QStringLiteral("--width"), QStringLiteral("20000"), QStringLiteral("--height"),
                   QStringLiteral("20000"), QStringLiteral("--dpi"), QStringLiteral("10")});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains("a PDF page is at most 200 in") && run.err.contains("100 dpi"),
             run.err.constData());
    QVERIFY(!QFile::exists(out));
    // The same pixels as a PNG are fine: the limit is the PDF page's.
    const QString png = m_dir.filePath(QStringLiteral("wide.png"));
    const Run pngRun =
        runExport({QStringLiteral("--preset"), QStringLiteral("circle"), QStringLiteral("--view"),
                   QStringLiteral("heatmap"), QStringLiteral("--out"), png,
                   QStringLiteral("--width"), QStringLiteral("2400"), QStringLiteral("--height"),
                   QStringLiteral("1800"), QStringLiteral("--dpi"), QStringLiteral("10")});
    QVERIFY2(pngRun.exitCode == 0, pngRun.err.constData());
}

void TestExportCli::chosenHeadsFigure()
{
    const QString out = m_dir.filePath(QStringLiteral("heads-3-1.svg"));
    const Run run =
        runExport({QStringLiteral("--preset"), QStringLiteral("multihead-shapes"),
                   QStringLiteral("--view"), QStringLiteral("heads"), QStringLiteral("--heads"),
                   QStringLiteral("3,1"), QStringLiteral("--out"), out});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    bool wellFormed = false;
    const QString texts = svgTexts(readAll(out), &wellFormed).join(u'|');
    QVERIFY(wellFormed);
    QVERIFY2(texts.contains(QStringLiteral("Heads 3, 1 of 4")), qPrintable(texts));
    const qsizetype third = texts.indexOf(QStringLiteral("Head 3 ·"));
    const qsizetype first = texts.indexOf(QStringLiteral("Head 1 ·"));
    QVERIFY2(third >= 0 && first > third, qPrintable(texts)); // in the order asked
    for (const char *absent : {"Head 2", "Head 4", "Mean"})
        QVERIFY2(!texts.contains(QLatin1String(absent)), absent);
}

void TestExportCli::colourMapOfAFigure()
{
    // The share of the figure's pixels in colour (not grey), with each --colour-map.
    auto colouredShare = [this](const char *map) {
        const QString out = m_dir.filePath(QStringLiteral("map-%1.png").arg(QLatin1String(map)));
        QStringList args = {QStringLiteral("--preset"), QStringLiteral("dog-chases-ball"),
                            QStringLiteral("--view"),   QStringLiteral("heatmap"),
                            QStringLiteral("--out"),    out};
        if (*map)
            args << QStringLiteral("--colour-map") << QString::fromLatin1(map);
        const Run run = runExport(args);
        if (run.exitCode != 0)
            return -1.0;
        const QImage image(out);
        qsizetype coloured = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x) {
                const QColor c = image.pixelColor(x, y);
                coloured += std::max({c.red(), c.green(), c.blue()}) -
                                std::min({c.red(), c.green(), c.blue()}) >
                            24;
            }
        return double(coloured) / double(image.width() * image.height());
    };
    const double viridis = colouredShare("");
    QVERIFY2(viridis > 0.3, qPrintable(QString::number(viridis)));
    QCOMPARE(colouredShare("greyscale"), 0.0);
    for (const char *map : {"viridis", "cividis", "magma"})
        QVERIFY2(colouredShare(map) > 0.3, map);
    const Run unknown =
        runExport({QStringLiteral("--preset"), QStringLiteral("dog-chases-ball"),
                   QStringLiteral("--view"), QStringLiteral("heatmap"), QStringLiteral("--out"),
                   m_dir.filePath(QStringLiteral("jet.png")), QStringLiteral("--colour-map"),
                   QStringLiteral("jet")});
    QCOMPARE(unknown.exitCode, 2);
    QVERIFY2(unknown.err.contains("unknown colour map 'jet'"), unknown.err.constData());
    QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("jet.png"))));
}

void TestExportCli::paperSizedFigureWithItsFontSize()
{
    // A heatmap of 7 tokens 12 cm wide for a paper: at 12 pt the cells were too small for
    // their numbers and one query label in two was left out; at 8 pt every token is named
    // beside its row and under its column, and every cell shows its weight.
    const QString out = m_dir.filePath(QStringLiteral("paper.svg"));
    const Run run =
        runExport({QStringLiteral("--preset"), QStringLiteral("dog-chases-ball"),
                   QStringLiteral("--view"), QStringLiteral("heatmap"), QStringLiteral("--out"),
                   out, QStringLiteral("--width"), QStringLiteral("12cm"),
                   QStringLiteral("--height"), QStringLiteral("9cm"), QStringLiteral("--dpi"),
                   QStringLiteral("300"), QStringLiteral("--font-size"), QStringLiteral("8")});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    bool wellFormed = false;
    const QStringList texts = svgTexts(readAll(out), &wellFormed);
    QVERIFY(wellFormed);
    // A label may come in several runs when font fallback splits it (追 | いかけている).
    const QString allText = texts.join(u'|');
    for (const std::string &label : attn::findPreset("dog-chases-ball")->scenario.queryLabels) {
        QString runs = QString::fromStdString(label);
        if (runs.size() > 1 && runs.front() == u'追')
            runs.insert(1, u'|');
        QVERIFY2(allText.contains(u'|' + runs + u'|'), label.c_str());
        // Named under its column too, whole: "追いかけている" was cut to "追いかけ…" though
        // the short "ボール" beside it on its line left it the room.
        QVERIFY2(allText.count(runs) >= 2, qPrintable(allText));
    }
    const attn::AttentionTrace trace = traceOf("dog-chases-ball");
    for (Eigen::Index r = 0; r < trace.heads[0].weights.rows(); ++r)
        for (Eigen::Index c = 0; c < trace.heads[0].weights.cols(); ++c) {
            const QString number = QString::number(trace.heads[0].weights(r, c), 'f', 3);
            QVERIFY2(texts.contains(number), qPrintable(number));
        }
    // The axis titles at 8 pt: the SVG's units are the figure's logical pixels, 96 to the
    // inch of the page, so 8/72 inch is 10.67 of them.
    QVERIFY2(readAll(out).contains("font-size=\"10.6667\""), "axis titles at 8 pt");
}

void TestExportCli::everyViewIntoAFolder()
{
    const QString folder = m_dir.filePath(QStringLiteral("figures/for the paper"));
    const Run run =
        runExport({QStringLiteral("--preset"), QStringLiteral("dog-chases-ball"),
                   QStringLiteral("--view"), QStringLiteral("all"), QStringLiteral("--out"), folder,
                   QStringLiteral("--format"), QStringLiteral("svg")});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    // Views not laid out on a screen asked for a negative minimum height ("Negative sizes").
    QVERIFY2(!run.err.contains("QWidget"), run.err.constData());
    QStringList expected;
    for (const char *view : {"heatmap", "heads", "bars", "output", "plane", "steps"})
        expected << QDir(folder).filePath(QString::fromLatin1(view) + QStringLiteral(".svg"));
    QCOMPARE(QString::fromUtf8(run.out).split(u'\n', Qt::SkipEmptyParts), expected);
    for (const QString &path : std::as_const(expected)) {
        bool wellFormed = false;
        const QStringList texts = svgTexts(readAll(path), &wellFormed);
        QVERIFY2(wellFormed, qPrintable(path));
        QVERIFY2(!texts.isEmpty(), qPrintable(path)); // text stays text
    }
}

void TestExportCli::everyViewNeverOverAFile()
{
    const QString file = m_dir.filePath(QStringLiteral("notes.txt"));
    {
        QFile notes(file);
        QVERIFY(notes.open(QIODevice::WriteOnly));
        notes.write("my notes");
    }
    const Run run =
        runExport({QStringLiteral("--preset"), QStringLiteral("dog-chases-ball"),
                   QStringLiteral("--view"), QStringLiteral("all"), QStringLiteral("--out"), file});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains("is a file"), run.err.constData());
    QCOMPARE(readAll(file), QByteArray("my notes"));
}

void TestExportCli::everyAvailableViewRenders_data()
{
    QTest::addColumn<QString>("view");
    for (const char *view : {"heatmap", "bars", "output", "heads", "plane", "steps"})
        QTest::newRow(view) << QString::fromLatin1(view);
}

void TestExportCli::everyAvailableViewRenders()
{
    QFETCH(QString, view);
    const QString out = m_dir.filePath(view + QStringLiteral(".png"));
    const Run run =
        runExport({QStringLiteral("--preset"), QStringLiteral("circle"), QStringLiteral("--view"),
                   view, QStringLiteral("--out"), out, QStringLiteral("--width"),
                   QStringLiteral("800"), QStringLiteral("--height"), QStringLiteral("600")});
    // A view still to come says so; every other one writes its image.
    if (run.exitCode == 2) {
        QVERIFY2(run.err.contains("is not available yet"), run.err.constData());
        QVERIFY(!QFile::exists(out));
        return;
    }
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QCOMPARE(QImageReader(out).size(), QSize(800, 600));
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
