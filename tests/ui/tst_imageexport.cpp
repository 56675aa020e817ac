// Exported figures are checked as files: PNG size and DPI, SVG as XML with the token labels
// as text and the heatmap's cells as shapes, PDF page size; and the views come back as they
// were.
#include "document.h"
#include "exportableplot.h"
#include "headsgridview.h"
#include "heatmapexport.h"
#include "heatmapview.h"
#include "imageexport.h"
#include "outputview.h"
#include "planeview.h"
#include "plotstyle.h"
#include "presetlibrary.h"
#include "softmaxbarsview.h"
#include "stepbystepview.h"

#include <qcustomplot.h>

#include <QBuffer>
#include <QImageReader>
#include <QMimeData>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <cmath>

namespace {

/// What an SVG holds: every text run, and the count of each element name.
struct SvgContent
{
    QStringList texts;
    QHash<QString, int> elements;
    QSet<QString> fills;
    bool wellFormed = false;
};

SvgContent parseSvg(const QByteArray &svg)
{
    SvgContent content;
    QXmlStreamReader xml(svg);
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        const QString name = xml.name().toString();
        ++content.elements[name];
        // QSvgGenerator puts the fill on the element or on an enclosing <g>.
        const QString fill = xml.attributes().value(QStringLiteral("fill")).toString().toLower();
        if (!fill.isEmpty())
            content.fills.insert(fill);
        if (name == QLatin1String("text"))
            content.texts << xml.readElementText(QXmlStreamReader::IncludeChildElements).trimmed();
    }
    content.wellFormed = !xml.hasError();
    return content;
}

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

/// A plot that is not a QCustomPlot view: fills its area and writes one word.
class PaintedPlot : public QWidget, public ExportablePlot
{
public:
    QString exportTitle() const override { return QStringLiteral("Painted"); }
    QSize preferredSize() const override { return QSize(300, 200); }
    void render(QCPPainter &painter, const QSize &size, const PlotRenderOptions &) override
    {
        painter.fillRect(QRect(QPoint(0, 0), size), QColor(10, 200, 30));
        painter.drawText(QPointF(20, 40), QStringLiteral("painted-word"));
        lastSize = size;
    }
    QSize lastSize;
};

} // namespace

class TestImageExport : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();

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
    void otherViewsExport();
    void ownExportablePlotIsUsed();
    void teachingViewsExport();
    void viewIsRestoredAfterExport();
    void clipboardDataHoldsImageAndSvg();
    void settingsAreChecked_data();
    void settingsAreChecked();
    void fileNameStem_data();
    void fileNameStem();

private:
    void openPreset(const char *id);

    Document *m_document = nullptr;
    HeatmapView *m_heatmap = nullptr;
    QTemporaryDir m_dir;
};

void TestImageExport::init()
{
    m_document = new Document;
    m_heatmap = new HeatmapView(m_document);
    openPreset("sleepy-child");
}

void TestImageExport::cleanup()
{
    delete m_heatmap;
    delete m_document;
}

void TestImageExport::openPreset(const char *id)
{
    const attn::Preset *preset = attn::findPreset(id);
    QVERIFY(preset);
    m_document->resetScenario(preset->scenario);
    QVERIFY(m_document->hasTrace());
}

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

void TestImageExport::otherViewsExport()
{
    SoftmaxBarsView bars(m_document);
    OutputView output(m_document);
    for (QWidget *view : {static_cast<QWidget *>(&bars), static_cast<QWidget *>(&output)}) {
        auto plot = ExportablePlot::forWidget(view);
        QVERIFY(plot);
        QVERIFY(!plot->exportTitle().isEmpty());
        ImageExportSettings settings;
        settings.pixelSize = QSize(900, 600);
        settings.dpi = 96;
        const SvgContent content = parseSvg(ImageExport::renderSvg(*plot, settings));
        QVERIFY(content.wellFormed);
        QVERIFY2(content.texts.contains(plot->exportTitle()), qPrintable(plot->exportTitle()));
        QCOMPARE(ImageExport::renderImage(*plot, settings).size(), QSize(900, 600));
    }
    QCOMPARE(ExportablePlot::forWidget(new QWidget(&bars)), nullptr);
}

void TestImageExport::ownExportablePlotIsUsed()
{
    PaintedPlot painted;
    auto plot = ExportablePlot::forWidget(&painted);
    QVERIFY(plot);
    QCOMPARE(plot->exportTitle(), QStringLiteral("Painted"));
    ImageExportSettings settings;
    settings.pixelSize = QSize(600, 400);
    settings.dpi = 192; // laid out at 300 x 200, drawn at twice the size
    const QImage image = ImageExport::renderImage(*plot, settings);
    QCOMPARE(painted.lastSize, QSize(300, 200));
    QCOMPARE(image.pixelColor(590, 390), QColor(10, 200, 30));
    QVERIFY(parseSvg(ImageExport::renderSvg(*plot, settings))
                .texts.contains(QStringLiteral("painted-word")));
}

void TestImageExport::teachingViewsExport()
{
    openPreset("self-attention-causal");
    HeadsGridView heads(m_document);
    StepByStepView steps(m_document);
    PlaneView plane(m_document);
    const QSize before = heads.size();
    for (QWidget *view : {static_cast<QWidget *>(&heads), static_cast<QWidget *>(&steps),
                          static_cast<QWidget *>(&plane)}) {
        auto plot = ExportablePlot::forWidget(view);
        QVERIFY2(plot, view->metaObject()->className());
        ImageExportSettings settings;
        settings.pixelSize = QSize(1200, 900);
        settings.dpi = 120;
        const SvgContent content = parseSvg(ImageExport::renderSvg(*plot, settings));
        QVERIFY(content.wellFormed);
        const QString allText = content.texts.join(QString());
        if (view != &plane) // the plane labels arrows, not every token
            for (const std::string &label : m_document->trace().keyLabels)
                QVERIFY2(allText.contains(QString::fromStdString(label)), label.c_str());
        QCOMPARE(ImageExport::renderImage(*plot, settings).size(), QSize(1200, 900));
    }
    QCOMPARE(heads.size(), before);
}

void TestImageExport::viewIsRestoredAfterExport()
{
    m_heatmap->setCellTextVisible(true);
    HeatmapExport plot(m_heatmap);
    ImageExportSettings settings;
    settings.options.showValues = false;
    settings.options.transparentBackground = true;
    ImageExport::renderSvg(plot, settings);
    QVERIFY(m_heatmap->cellTextVisible());
    int visibleMaps = 0;
    for (int i = 0; i < m_heatmap->plot()->plottableCount(); ++i)
        visibleMaps += m_heatmap->plot()->plottable(i)->visible();
    QCOMPARE(visibleMaps, 1);
    // The screen rendering has its white background back.
    const QPixmap screen = m_heatmap->plot()->toPixmap(400, 300);
    QCOMPARE(screen.toImage().pixelColor(1, 1), QColor(Qt::white));
}

void TestImageExport::clipboardDataHoldsImageAndSvg()
{
    auto plot = ExportablePlot::forWidget(m_heatmap);
    ImageExportSettings settings;
    settings.pixelSize = QSize(640, 480);
    settings.dpi = 96;
    std::unique_ptr<QMimeData> data(ImageExport::mimeData(*plot, settings));
    QVERIFY(data->hasImage());
    QCOMPARE(qvariant_cast<QImage>(data->imageData()).size(), QSize(640, 480));
    QVERIFY(parseSvg(data->data(QStringLiteral("image/svg+xml"))).wellFormed);
}

void TestImageExport::settingsAreChecked_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<double>("dpi");
    QTest::addColumn<bool>("valid");
    QTest::newRow("ordinary") << QSize(1600, 1200) << 192.0 << true;
    QTest::newRow("zero width") << QSize(0, 100) << 96.0 << false;
    QTest::newRow("too large") << QSize(ImageExport::maxPixels + 1, 100) << 96.0 << false;
    QTest::newRow("dpi zero") << QSize(800, 600) << 0.0 << false;
    QTest::newRow("dpi NaN") << QSize(800, 600) << std::nan("") << false;
    QTest::newRow("too small for a plot") << QSize(100, 100) << 600.0 << false;
}

void TestImageExport::settingsAreChecked()
{
    QFETCH(QSize, size);
    QFETCH(double, dpi);
    QFETCH(bool, valid);
    ImageExportSettings settings;
    settings.pixelSize = size;
    settings.dpi = dpi;
    QCOMPARE(ImageExport::checkSettings(settings).isEmpty(), valid);
    if (!valid) {
        auto plot = ExportablePlot::forWidget(m_heatmap);
        const QString path = m_dir.filePath(QStringLiteral("refused.png"));
        QString error;
        QVERIFY(!ImageExport::save(*plot, path, settings, &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(!QFile::exists(path));
    }
}

void TestImageExport::fileNameStem_data()
{
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("stem");
    QTest::newRow("heatmap") << QStringLiteral("Attention weights — head 2")
                             << QStringLiteral("attention-weights-head-2");
    QTest::newRow("quoted label") << QStringLiteral("Output for query “book”")
                                  << QStringLiteral("output-for-query-book");
    QTest::newRow("japanese") << QStringLiteral("注意度 head 1") << QStringLiteral("注意度-head-1");
    QTest::newRow("nothing usable") << QStringLiteral(" — ") << QStringLiteral("plot");
}

void TestImageExport::fileNameStem()
{
    QFETCH(QString, title);
    QFETCH(QString, stem);
    QCOMPARE(ExportablePlot::fileNameStem(title), stem);
}

QTEST_MAIN(TestImageExport)
#include "tst_imageexport.moc"
