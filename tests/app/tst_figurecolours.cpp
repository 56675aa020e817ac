// A figure has the colours of the screen in every format: the PDF of every head, rasterised
// by poppler at the PNG's size, matches the PNG pixel for pixel but for the edges of text
// (the tiles were once small bitmaps whose colours the PDF writer changed: a weight of 0.88
// came out beige instead of yellow-green), and the SVG draws the cells as shapes, sharp at
// any zoom, not as a bitmap a viewer blurs.
#include <QDir>
#include <QImage>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

namespace {

/// Runs `attention-lab export --preset multihead-shapes --view heads` to `out`.
bool exportHeads(const QString &out, QByteArray *err)
{
    QProcess process;
    process.start(QStringLiteral(ATTENTION_LAB_BINARY),
                  {QStringLiteral("export"), QStringLiteral("--preset"),
                   QStringLiteral("multihead-shapes"), QStringLiteral("--view"),
                   QStringLiteral("heads"), QStringLiteral("--width"), QStringLiteral("1000"),
                   QStringLiteral("--height"), QStringLiteral("700"), QStringLiteral("--dpi"),
                   QStringLiteral("96"), QStringLiteral("--out"), out});
    const bool finished = process.waitForFinished(60000);
    *err = process.readAllStandardError();
    return finished && process.exitCode() == 0;
}

} // namespace

class TestFigureColours : public QObject
{
    Q_OBJECT
private slots:
    void pdfHasTheColoursOfThePng()
    {
        const QString pdftoppm = QStandardPaths::findExecutable(QStringLiteral("pdftoppm"));
        QVERIFY2(!pdftoppm.isEmpty(), "pdftoppm (poppler-utils) is not installed");
        QTemporaryDir dir;
        QByteArray err;
        QVERIFY2(exportHeads(dir.filePath(QStringLiteral("h.png")), &err), err.constData());
        QVERIFY2(exportHeads(dir.filePath(QStringLiteral("h.pdf")), &err), err.constData());
        QProcess poppler;
        poppler.start(pdftoppm,
                      {QStringLiteral("-png"), QStringLiteral("-r"), QStringLiteral("96"),
                       QStringLiteral("-singlefile"), dir.filePath(QStringLiteral("h.pdf")),
                       dir.filePath(QStringLiteral("p"))});
        QVERIFY(poppler.waitForFinished(60000));
        QCOMPARE(poppler.exitCode(), 0);
        const QImage png =
            QImage(dir.filePath(QStringLiteral("h.png"))).convertToFormat(QImage::Format_RGB32);
        const QImage pdf =
            QImage(dir.filePath(QStringLiteral("p.png"))).convertToFormat(QImage::Format_RGB32);
        QVERIFY(!png.isNull() && !pdf.isNull());
        QVERIFY2(std::abs(png.width() - pdf.width()) <= 2 &&
                     std::abs(png.height() - pdf.height()) <= 2,
                 qPrintable(QStringLiteral("%1x%2 against %3x%4")
                                .arg(png.width())
                                .arg(png.height())
                                .arg(pdf.width())
                                .arg(pdf.height())));
        // Pixels that differ by more than a rounding step of one channel, and how far the
        // mean colours are apart.
        const int w = std::min(png.width(), pdf.width());
        const int h = std::min(png.height(), pdf.height());
        qint64 differing = 0;
        double sum[2][3] = {};
        for (int y = 0; y < h; ++y)
            for (int x = 0; x < w; ++x) {
                const QRgb a = png.pixel(x, y);
                const QRgb b = pdf.pixel(x, y);
                const int d =
                    std::max({std::abs(qRed(a) - qRed(b)), std::abs(qGreen(a) - qGreen(b)),
                              std::abs(qBlue(a) - qBlue(b))});
                differing += d > 24 ? 1 : 0;
                sum[0][0] += qRed(a), sum[0][1] += qGreen(a), sum[0][2] += qBlue(a);
                sum[1][0] += qRed(b), sum[1][1] += qGreen(b), sum[1][2] += qBlue(b);
            }
        const double pixels = double(w) * h;
        for (int c = 0; c < 3; ++c)
            QVERIFY2(std::abs(sum[0][c] - sum[1][c]) / pixels < 2.0,
                     qPrintable(QStringLiteral("channel %1: mean %2 in the PNG, %3 in the PDF")
                                    .arg(c)
                                    .arg(sum[0][c] / pixels)
                                    .arg(sum[1][c] / pixels)));
        // Text and the edges of shapes are anti-aliased differently by the two renderers.
        qInfo("%.2f%% of the pixels differ", 100.0 * double(differing) / pixels);
        QVERIFY2(double(differing) / pixels < 0.04,
                 qPrintable(QStringLiteral("%1% of the pixels differ")
                                .arg(100.0 * double(differing) / pixels)));
    }

    void svgDrawsTheCellsAsShapes()
    {
        QTemporaryDir dir;
        QByteArray err;
        const QString out = dir.filePath(QStringLiteral("h.svg"));
        QVERIFY2(exportHeads(out, &err), err.constData());
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray svg = file.readAll();
        QVERIFY2(!svg.contains("<image"), "a bitmap in the SVG");
        // 4 heads and their mean, 3 x 4 cells each: at least one shape a cell.
        QVERIFY(svg.count("<path") + svg.count("<rect") >= 5 * 12);
    }
};

QTEST_GUILESS_MAIN(TestFigureColours)
#include "tst_figurecolours.moc"
