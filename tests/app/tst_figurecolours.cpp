// A figure has the colours of the screen in every format. Each view of a scenario with a
// mask and several heads is exported as PNG, SVG and PDF at one size; the SVG is rasterised
// by QtSvg and the PDF by poppler (pdftoppm) at the PNG's size, and compared with the PNG:
// the mean of each colour channel within kMeanTolerance (of 255), and fewer than
// kDifferingShare of the blocks of kBlock x kBlock pixels apart by more than kPixelTolerance
// in a channel of their mean colour (each renderer anti-aliases the edges of text and
// shapes its own way, and the hatching of masked cells is lines in one and a texture in the
// other). Found this way: the
// tiles of every head were small bitmaps whose colours the PDF writer changed (a weight of
// 0.88 came out beige), and an SVG has no texture brushes, so masked cells came out in the
// colour of weight 0 instead of hatched grey. Views of up to 64 x 64 cells hold no bitmap.
#include <QDir>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QProcess>
#include <QStandardPaths>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

namespace {

constexpr double kMeanTolerance = 2.0;
constexpr int kPixelTolerance = 24;
constexpr double kDifferingShare = 0.05;
constexpr int kBlock = 4;

/// Runs `attention-lab export --preset PRESET --view VIEW` (or FILE.json for a `preset` ending
/// in .json) at 1000 x 700 px, 96 dpi, to `out`.
bool exportView(const QString &preset, const QString &view, const QString &out, QByteArray *err)
{
    QProcess process;
    const QStringList source = preset.endsWith(QLatin1String(".json"))
                                   ? QStringList{preset}
                                   : QStringList{QStringLiteral("--preset"), preset};
    process.start(QStringLiteral(ATTENTION_LAB_BINARY),
                  QStringList{QStringLiteral("export")} + source +
                      QStringList{QStringLiteral("--view"), view, QStringLiteral("--width"),
                                  QStringLiteral("1000"), QStringLiteral("--height"),
                                  QStringLiteral("700"), QStringLiteral("--dpi"),
                                  QStringLiteral("96"), QStringLiteral("--out"), out});
    const bool finished = process.waitForFinished(60000);
    *err = process.readAllStandardError();
    return finished && process.exitCode() == 0;
}

QImage rasteriseSvg(const QString &path, const QSize &size)
{
    QSvgRenderer renderer(path);
    if (!renderer.isValid())
        return {};
    QImage image(size, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    renderer.render(&painter);
    return image;
}

QImage rasterisePdf(const QString &path, const QString &prefix)
{
    const QString pdftoppm = QStandardPaths::findExecutable(QStringLiteral("pdftoppm"));
    if (pdftoppm.isEmpty())
        return {};
    QProcess poppler;
    poppler.start(pdftoppm, {QStringLiteral("-png"), QStringLiteral("-r"), QStringLiteral("96"),
                             QStringLiteral("-singlefile"), path, prefix});
    if (!poppler.waitForFinished(60000) || poppler.exitCode() != 0)
        return {};
    return QImage(prefix + QStringLiteral(".png")).convertToFormat(QImage::Format_RGB32);
}

/// What is wrong with `other` against `png`, empty when nothing.
QString colourDifference(const QImage &png, const QImage &other)
{
    if (std::abs(png.width() - other.width()) > 2 || std::abs(png.height() - other.height()) > 2)
        return QStringLiteral("%1x%2 against %3x%4")
            .arg(png.width())
            .arg(png.height())
            .arg(other.width())
            .arg(other.height());
    const int w = std::min(png.width(), other.width()) / kBlock * kBlock;
    const int h = std::min(png.height(), other.height()) / kBlock * kBlock;
    qint64 differing = 0;
    double sum[2][3] = {};
    for (int by = 0; by < h; by += kBlock)
        for (int bx = 0; bx < w; bx += kBlock) {
            double block[2][3] = {};
            for (int y = by; y < by + kBlock; ++y)
                for (int x = bx; x < bx + kBlock; ++x)
                    for (int i = 0; i < 2; ++i) {
                        const QRgb p = (i == 0 ? png : other).pixel(x, y);
                        block[i][0] += qRed(p), block[i][1] += qGreen(p), block[i][2] += qBlue(p);
                    }
            double d = 0;
            for (int c = 0; c < 3; ++c) {
                d = std::max(d, std::abs(block[0][c] - block[1][c]) / (kBlock * kBlock));
                sum[0][c] += block[0][c];
                sum[1][c] += block[1][c];
            }
            differing += d > kPixelTolerance ? 1 : 0;
        }
    const double pixels = double(w) * h;
    const double blocks = pixels / (kBlock * kBlock);
    qInfo("%.2f%% of the blocks differ; mean channels %.1f %.1f %.1f against %.1f %.1f %.1f",
          100.0 * double(differing) / blocks, sum[0][0] / pixels, sum[0][1] / pixels,
          sum[0][2] / pixels, sum[1][0] / pixels, sum[1][1] / pixels, sum[1][2] / pixels);
    for (int c = 0; c < 3; ++c)
        if (std::abs(sum[0][c] - sum[1][c]) / pixels >= kMeanTolerance)
            return QStringLiteral("channel %1: mean %2 in the PNG, %3 in the other")
                .arg(c)
                .arg(sum[0][c] / pixels)
                .arg(sum[1][c] / pixels);
    if (double(differing) / blocks >= kDifferingShare)
        return QStringLiteral("%1% of the blocks differ").arg(100.0 * double(differing) / blocks);
    return {};
}

/// A self-attention scenario of `tokens` tokens of 4 components, two heads of random
/// projections and a causal mask, written to `path`.
bool writeLongScenario(const QString &path, int tokens)
{
    QStringList rows;
    for (int i = 0; i < tokens; ++i)
        rows << QStringLiteral("[%1, %2, %3, %4]")
                    .arg(std::sin(i * 0.7))
                    .arg(std::cos(i * 0.3))
                    .arg(i % 5 * 0.25)
                    .arg(i % 3 - 1);
    QFile file(path);
    return file.open(QIODevice::WriteOnly) &&
           file.write(QStringLiteral("{\"format\": 1, \"mode\": \"self\", \"headCount\": 2, "
                                     "\"projectionInit\": \"random\", \"mask\": \"causal\", "
                                     "\"tokens\": [%1]}")
                          .arg(rows.join(QStringLiteral(", ")))
                          .toUtf8()) > 0;
}

/// Columns preset, view and format, and a row for every view of the causal preset (a mask,
/// four heads) as SVG and as PDF.
void everyViewOfTheCausalPreset()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<QString>("view");
    QTest::addColumn<QString>("format");
    for (const char *view : {"heatmap", "heads", "bars", "output", "plane", "steps"})
        for (const char *format : {"svg", "pdf"})
            QTest::addRow("%s %s", view, format)
                << QStringLiteral("self-attention-causal") << QString::fromLatin1(view)
                << QString::fromLatin1(format);
}

} // namespace

class TestFigureColours : public QObject
{
    Q_OBJECT
private slots:
    void everyFormatHasTheColoursOfThePng_data()
    {
        everyViewOfTheCausalPreset();
        // Four heads of 3 x 4 cells: the tiles that were bitmaps.
        QTest::addRow("heads of multihead-shapes pdf")
            << QStringLiteral("multihead-shapes") << QStringLiteral("heads")
            << QStringLiteral("pdf");
    }

    void everyFormatHasTheColoursOfThePng()
    {
        QFETCH(QString, preset);
        QFETCH(QString, view);
        QFETCH(QString, format);
        QTemporaryDir dir;
        QByteArray err;
        const QString png = dir.filePath(QStringLiteral("f.png"));
        const QString vector = dir.filePath(QStringLiteral("f.") + format);
        QVERIFY2(exportView(preset, view, png, &err), err.constData());
        QVERIFY2(exportView(preset, view, vector, &err), err.constData());
        const QImage reference = QImage(png).convertToFormat(QImage::Format_RGB32);
        QVERIFY(!reference.isNull());
        const QImage other = format == QLatin1String("svg")
                                 ? rasteriseSvg(vector, reference.size())
                                 : rasterisePdf(vector, dir.filePath(QStringLiteral("p")));
        QVERIFY2(!other.isNull(), "not rasterised (pdftoppm from poppler-utils installed?)");
        const QString problem = colourDifference(reference, other);
        if (!problem.isEmpty()) {
            reference.save(QDir::temp().filePath(
                QStringLiteral("figurecolours-%1-%2.png").arg(view, QStringLiteral("png"))));
            other.save(
                QDir::temp().filePath(QStringLiteral("figurecolours-%1-%2.png").arg(view, format)));
        }
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    void svgDrawsTheCellsAsShapes()
    {
        QTemporaryDir dir;
        QByteArray err;
        const QString out = dir.filePath(QStringLiteral("h.svg"));
        QVERIFY2(exportView(QStringLiteral("multihead-shapes"), QStringLiteral("heads"), out, &err),
                 err.constData());
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray svg = file.readAll();
        QVERIFY2(!svg.contains("<image"), "a bitmap in the SVG");
        // 4 heads and their mean, 3 x 4 cells each: at least one shape a cell.
        QVERIFY(svg.count("<path") + svg.count("<rect") >= 5 * 12);
    }

    /// A bitmap in a vector figure blurs when zoomed and takes the PDF writer's colours (a
    /// JPEG, for the colour bar of the heatmap). Up to 64 x 64 cells, none is allowed.
    void vectorFiguresHoldNoBitmap_data()
    {
        everyViewOfTheCausalPreset();
        for (const char *view : {"heatmap", "heads", "steps"})
            for (const char *format : {"svg", "pdf"})
                QTest::addRow("%s of 64 tokens %s", view, format)
                    << QStringLiteral("64") << QString::fromLatin1(view)
                    << QString::fromLatin1(format);
    }

    void vectorFiguresHoldNoBitmap()
    {
        QFETCH(QString, preset);
        QFETCH(QString, view);
        QFETCH(QString, format);
        QTemporaryDir dir;
        if (preset == QLatin1String("64")) {
            preset = dir.filePath(QStringLiteral("long.json"));
            QVERIFY(writeLongScenario(preset, 64));
        }
        QByteArray err;
        const QString out = dir.filePath(QStringLiteral("f.") + format);
        QVERIFY2(exportView(preset, view, out, &err), err.constData());
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray figure = file.readAll();
        QVERIFY2(!figure.contains(format == QLatin1String("svg") ? "<image" : "/Subtype /Image"),
                 "a bitmap in the figure");
    }
};

QTEST_MAIN(TestFigureColours)
#include "tst_figurecolours.moc"
