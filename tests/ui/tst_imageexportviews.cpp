// Figures of the other views exported (the bars, the output, the teaching views, a plot of
// one's own), the views as they were after an export, the clipboard's data, the settings
// refused, and the file names offered.
#include "exportableplot.h"
#include "headsgridview.h"
#include "heatmapexport.h"
#include "heatmapexportfixture.h"
#include "imageexport.h"
#include "outputview.h"
#include "planeview.h"
#include "softmaxbarsview.h"
#include "stepbystepview.h"
#include "svgcontent.h"

#include <qcustomplot.h>

#include <QFile>
#include <QMimeData>
#include <QTest>

#include <cmath>
#include <memory>

namespace {

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

class TestImageExportViews : public QObject, public HeatmapExportFixture
{
    Q_OBJECT

private slots:
    void init() { createHeatmap(); }
    void cleanup() { deleteHeatmap(); }

    void otherViewsExport();
    void ownExportablePlotIsUsed();
    void teachingViewsExport();
    void viewIsRestoredAfterExport();
    void clipboardDataHoldsImageAndSvg();
    void settingsAreChecked_data();
    void settingsAreChecked();
    void fileNameStem_data();
    void fileNameStem();
};

void TestImageExportViews::otherViewsExport()
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

void TestImageExportViews::ownExportablePlotIsUsed()
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

void TestImageExportViews::teachingViewsExport()
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

void TestImageExportViews::viewIsRestoredAfterExport()
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

void TestImageExportViews::clipboardDataHoldsImageAndSvg()
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

void TestImageExportViews::settingsAreChecked_data()
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

void TestImageExportViews::settingsAreChecked()
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

void TestImageExportViews::fileNameStem_data()
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

void TestImageExportViews::fileNameStem()
{
    QFETCH(QString, title);
    QFETCH(QString, stem);
    QCOMPARE(ExportablePlot::fileNameStem(title), stem);
}

QTEST_MAIN(TestImageExportViews)
#include "tst_imageexportviews.moc"
