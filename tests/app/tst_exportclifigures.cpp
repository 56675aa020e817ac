// The figures `attention-lab export --view` draws, as a user calls it: the real executable
// through QProcess, with no display, and the PNG, SVG and PDF files it writes read back.
#include "exportclifixture.h"

#include <QColor>
#include <QDir>
#include <QImage>
#include <QImageReader>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace exportcli;

class TestExportCliFigures : public QObject
{
    Q_OBJECT
private slots:
    void pngHasSizeAndDpi_data();
    void pngHasSizeAndDpi();
    void svgHasLabelsAsText();
    void pdfHasRequestedPage();
    void pdfPageWithinTheFormatsLimit();
    void everyAvailableViewRenders_data();
    void everyAvailableViewRenders();
    void colourMapOfAFigure();
    void chosenHeadsFigure();
    void paperSizedFigureWithItsFontSize();
    void everyViewIntoAFolder();
    void everyViewNeverOverAFile();

private:
    QTemporaryDir m_dir;
};

void TestExportCliFigures::pngHasSizeAndDpi_data()
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

void TestExportCliFigures::pngHasSizeAndDpi()
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

void TestExportCliFigures::svgHasLabelsAsText()
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

void TestExportCliFigures::pdfHasRequestedPage()
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

void TestExportCliFigures::pdfPageWithinTheFormatsLimit()
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

void TestExportCliFigures::chosenHeadsFigure()
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

void TestExportCliFigures::colourMapOfAFigure()
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

void TestExportCliFigures::paperSizedFigureWithItsFontSize()
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

void TestExportCliFigures::everyViewIntoAFolder()
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
    for (const char *view : {"heatmap", "heads", "bars", "output", "plane", "steps", "lines"})
        expected << QDir(folder).filePath(QString::fromLatin1(view) + QStringLiteral(".svg"));
    QCOMPARE(QString::fromUtf8(run.out).split(u'\n', Qt::SkipEmptyParts), expected);
    for (const QString &path : std::as_const(expected)) {
        bool wellFormed = false;
        const QStringList texts = svgTexts(readAll(path), &wellFormed);
        QVERIFY2(wellFormed, qPrintable(path));
        QVERIFY2(!texts.isEmpty(), qPrintable(path)); // text stays text
    }
}

void TestExportCliFigures::everyViewNeverOverAFile()
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

void TestExportCliFigures::everyAvailableViewRenders_data()
{
    QTest::addColumn<QString>("view");
    for (const char *view : {"heatmap", "bars", "output", "heads", "plane", "steps", "lines"})
        QTest::newRow(view) << QString::fromLatin1(view);
}

void TestExportCliFigures::everyAvailableViewRenders()
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

QTEST_MAIN(TestExportCliFigures)
#include "tst_exportclifigures.moc"
