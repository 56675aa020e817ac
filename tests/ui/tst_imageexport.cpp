// Exported figures of the heatmap are checked as files: PNG size and DPI, SVG as XML with
// the token labels as text and the heatmap's cells as shapes, PDF page size. The other views,
// the clipboard and the settings are tst_imageexportviews.
#include "exportableplot.h"
#include "heatmapexport.h"
#include "heatmapexportfixture.h"
#include "imageexport.h"
#include "plotstyle.h"
#include "svgcontent.h"

#include <qcustomplot.h>

#include <QFile>
#include <QImageReader>
#include <QRegularExpression>
#include <QTest>

#include <cmath>

namespace {

/// The numbers after /MediaBox [ in a PDF, or an empty list.
QList<double> mediaBox(const QByteArray &pdf)
{
    static const QRegularExpression box(
        QStringLiteral("/MediaBox\\s*\\[\\s*([-\\d.]+)\\s+([-\\d.]+)\\s+([-\\d.]+)\\s+([-\\d.]+)"));
    const QRegularExpressionMatch match = box.match(QString::fromLatin1(pdf));
    QList<double> numbers;
    if (match.hasMatch())
        for (int i = 1; i <= 4; ++i)
            numbers << match.captured(i).toDouble();
    return numbers;
}

QString hexColour(QRgb rgb)
{
    return QColor::fromRgb(rgb).name(QColor::HexRgb).toLower();
}

} // namespace

class TestImageExport : public QObject, public HeatmapExportFixture
{
    Q_OBJECT

private slots:
    void init() { createHeatmap(); }
    void cleanup() { deleteHeatmap(); }

    void pngHasSizeAndDpi_data();
    void pngHasSizeAndDpi();
    void pngBackground_data();
    void pngBackground();
    void svgKeepsLabelsAsTextAndCellsAsShapes_data();
    void svgKeepsLabelsAsTextAndCellsAsShapes();
    void svgOfLargeMatrixUsesBitmap();
    void screenKeepsItsColourBarAfterAVectorExport();
    void valuesInCellsFollowTheOption();
    void pdfHasRequestedPage_data();
    void pdfHasRequestedPage();
};

void TestImageExport::pngHasSizeAndDpi_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<double>("dpi");
    QTest::newRow("screen") << QSize(800, 600) << 96.0;
    QTest::newRow("print 300 dpi") << QSize(2362, 1575) << 300.0; // 20 x 13.3 cm
    QTest::newRow("odd size 150 dpi") << QSize(1001, 777) << 150.0;
}

void TestImageExport::pngHasSizeAndDpi()
{
    QFETCH(QSize, size);
    QFETCH(double, dpi);
    auto plot = ExportablePlot::forWidget(m_heatmap);
    QVERIFY(plot);
    ImageExportSettings settings;
    settings.pixelSize = size;
    settings.dpi = dpi;
    const QString path = m_dir.filePath(QStringLiteral("heatmap.png"));
    QString error;
    QVERIFY2(ImageExport::save(*plot, path, settings, &error), qPrintable(error));

    QImageReader reader(path);
    QCOMPARE(reader.format(), QByteArray("png"));
    const QImage image = reader.read();
    QCOMPARE(image.size(), size);
    QCOMPARE(std::lround(image.dotsPerMeterX() * 0.0254), std::lround(dpi));
    QCOMPARE(std::lround(image.dotsPerMeterY() * 0.0254), std::lround(dpi));
    // Something was drawn: the image is not one flat colour.
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 7)
        for (int x = 0; x < image.width(); x += 7)
            colours.insert(image.pixel(x, y));
    QVERIFY(colours.size() > 10);
}

void TestImageExport::pngBackground_data()
{
    QTest::addColumn<bool>("transparent");
    QTest::newRow("white") << false;
    QTest::newRow("transparent") << true;
}

void TestImageExport::pngBackground()
{
    QFETCH(bool, transparent);
    auto plot = ExportablePlot::forWidget(m_heatmap);
    ImageExportSettings settings;
    settings.pixelSize = QSize(600, 500);
    settings.dpi = 96;
    settings.options.transparentBackground = transparent;
    const QImage image = ImageExport::renderImage(*plot, settings);
    const QColor corner = image.pixelColor(1, 1);
    QCOMPARE(corner.alpha(), transparent ? 0 : 255);
    if (!transparent)
        QCOMPARE(corner, QColor(Qt::white));
    // The cells are opaque either way: the figure has opaque pixels in colour.
    int opaqueColour = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            opaqueColour += c.alpha() == 255 && c.hslSaturation() > 80 ? 1 : 0;
        }
    QVERIFY2(opaqueColour > 10000, qPrintable(QString::number(opaqueColour)));
}

void TestImageExport::svgKeepsLabelsAsTextAndCellsAsShapes_data()
{
    QTest::addColumn<QString>("preset");
    QTest::newRow("sleepy child, 1 x 6") << QStringLiteral("sleepy-child");
    QTest::newRow("dog chases ball, self-attention") << QStringLiteral("dog-chases-ball");
    QTest::newRow("causal 4 heads") << QStringLiteral("self-attention-causal");
}

void TestImageExport::svgKeepsLabelsAsTextAndCellsAsShapes()
{
    QFETCH(QString, preset);
    openPreset(preset.toUtf8().constData());
    HeatmapExport plot(m_heatmap);
    ImageExportSettings settings;
    settings.pixelSize = QSize(1400, 1100);
    settings.dpi = 144;
    const QByteArray svg = ImageExport::renderSvg(plot, settings);
    QVERIFY(plot.drewVectorCells());
    const SvgContent content = parseSvg(svg);
    QVERIFY(content.wellFormed);
    QCOMPARE(content.elements.value(QStringLiteral("svg")), 1);

    // Font fallback may split a label into runs (a kanji and its kana come from different
    // fonts); the runs follow each other, so the joined text holds every label.
    const QString allText = content.texts.join(QString());
    const attn::AttentionTrace &trace = m_document->trace();
    for (const std::string &label : trace.keyLabels)
        QVERIFY2(allText.contains(QString::fromStdString(label)), label.c_str());
    QVERIFY(content.texts.contains(m_heatmap->title()));

    // Every visible cell's colour is there as a fill: the cells are shapes, not a bitmap.
    const attn::HeadTrace &head = trace.heads.front();
    QCPColorMap *map = nullptr;
    for (int i = 0; i < m_heatmap->plot()->plottableCount() && !map; ++i)
        map = qobject_cast<QCPColorMap *>(m_heatmap->plot()->plottable(i));
    QVERIFY(map);
    int cells = 0;
    for (int r = 0; r < int(head.weights.rows()); ++r)
        for (int c = 0; c < int(head.weights.cols()); ++c) {
            if (m_heatmap->isCellMasked(r, c) || m_heatmap->isRowFullyMasked(r))
                continue;
            QCPColorGradient gradient = map->gradient();
            const QString fill = hexColour(gradient.color(head.weights(r, c), map->dataRange()));
            QVERIFY2(content.fills.contains(fill), qPrintable(fill));
            ++cells;
        }
    QVERIFY(cells > 0);
    const int shapes = content.elements.value(QStringLiteral("rect")) +
                       content.elements.value(QStringLiteral("path")) +
                       content.elements.value(QStringLiteral("polygon"));
    QVERIFY(shapes >= cells);
    // Not even the colour scale is a bitmap.
    QCOMPARE(content.elements.value(QStringLiteral("image")), 0);
}

void TestImageExport::svgOfLargeMatrixUsesBitmap()
{
    attn::Scenario s;
    s.queries = attn::Matrix::Random(3, 2);
    s.keys = attn::Matrix::Random(HeatmapExport::maxVectorCells + 6, 2);
    attn::HeadProjection identity;
    identity.wq = identity.wk = identity.wv = attn::Matrix::Identity(2, 2);
    s.heads = {identity};
    s.outputProjection = attn::Matrix::Identity(2, 2);
    m_document->resetScenario(s);
    QVERIFY(m_document->issues().empty());
    HeatmapExport plot(m_heatmap);
    ImageExportSettings settings;
    const SvgContent content = parseSvg(ImageExport::renderSvg(plot, settings));
    QVERIFY(content.wellFormed);
    QVERIFY(!plot.drewVectorCells());
    // The cells are one bitmap; the colour scale stays bands.
    QCOMPARE(content.elements.value(QStringLiteral("image")), 1);
}

void TestImageExport::screenKeepsItsColourBarAfterAVectorExport()
{
    HeatmapExport plot(m_heatmap);
    ImageExportSettings settings;
    QVERIFY(!ImageExport::renderSvg(plot, settings).contains("<image"));
    QCustomPlot *screen = m_heatmap->plot();
    QCPColorScale *scale = screen->findChild<QCPColorScale *>();
    QVERIFY(scale);
    const QImage image = screen->toPixmap(800, 600).toImage();
    const QRect bar = scale->axis()->axisRect()->rect();
    QVERIFY(bar.width() > 4 && bar.height() > 20);
    // The top of the bar is the colour of the largest weight on screen, as before.
    const QColor top = image.pixelColor(bar.center().x(), bar.top() + 2);
    const QColor expected =
        QColor::fromRgb(scale->gradient().color(scale->dataRange().upper, scale->dataRange()));
    QVERIFY2(std::abs(top.red() - expected.red()) + std::abs(top.green() - expected.green()) +
                     std::abs(top.blue() - expected.blue()) <
                 30,
             qPrintable(top.name() + QStringLiteral(" against ") + expected.name()));
}

void TestImageExport::valuesInCellsFollowTheOption()
{
    HeatmapExport plot(m_heatmap);
    const attn::HeadTrace &head = m_document->trace().heads.front();
    const QString largest = PlotStyle::fixed(head.weights.maxCoeff(), 3);
    ImageExportSettings settings;
    settings.pixelSize = QSize(1600, 1000);
    settings.dpi = 120;
    settings.options.showValues = true;
    QVERIFY(parseSvg(ImageExport::renderSvg(plot, settings)).texts.contains(largest));
    settings.options.showValues = false;
    QVERIFY(!parseSvg(ImageExport::renderSvg(plot, settings)).texts.contains(largest));
    // PNG: with numbers, more pixels differ from the cell colours.
    const QImage without = ImageExport::renderImage(plot, settings);
    settings.options.showValues = true;
    const QImage with = ImageExport::renderImage(plot, settings);
    QCOMPARE(with.size(), without.size());
    QVERIFY(with != without);
}

void TestImageExport::pdfHasRequestedPage_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<double>("dpi");
    QTest::newRow("800 x 600 at 96 dpi = 600 x 450 pt") << QSize(800, 600) << 96.0;
    QTest::newRow("A5-ish landscape at 300 dpi") << QSize(2480, 1748) << 300.0;
    QTest::newRow("square at 72 dpi") << QSize(500, 500) << 72.0;
}

void TestImageExport::pdfHasRequestedPage()
{
    QFETCH(QSize, size);
    QFETCH(double, dpi);
    auto plot = ExportablePlot::forWidget(m_heatmap);
    ImageExportSettings settings;
    settings.pixelSize = size;
    settings.dpi = dpi;
    const QString path = m_dir.filePath(QStringLiteral("heatmap.pdf"));
    QString error;
    QVERIFY2(ImageExport::save(*plot, path, settings, &error), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray pdf = file.readAll();
    QVERIFY(pdf.startsWith("%PDF-"));
    const QList<double> box = mediaBox(pdf);
    QCOMPARE(box.size(), 4);
    // QPageSize keeps whole points.
    QVERIFY(std::abs(box[2] - box[0] - size.width() * 72.0 / dpi) <= 1.0);
    QVERIFY(std::abs(box[3] - box[1] - size.height() * 72.0 / dpi) <= 1.0);
}

QTEST_MAIN(TestImageExport)
#include "tst_imageexport.moc"
