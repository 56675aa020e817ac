// The step-by-step view exports as a designed figure (StepsFigure), not a grab of the
// widget: every stage as a labelled matrix whose title and token labels are text, masked
// cells hatched with lines, no buttons or hints, and the whole fitted to the requested size.
#include "document.h"
#include "exportableplot.h"
#include "imageexport.h"
#include "languageswitcher.h"
#include "stepbystepview.h"
#include "stepsfigure.h"
#include "viewtesting.h"

#include <QImage>
#include <QTest>
#include <QXmlStreamReader>

namespace {

/// The texts of an SVG, and whether it holds a bitmap.
struct SvgContent
{
    QStringList texts;
    int images = 0;
    bool wellFormed = false;
};

SvgContent parseSvg(const QByteArray &svg)
{
    SvgContent content;
    QXmlStreamReader xml(svg);
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (xml.name() == QLatin1String("image"))
            ++content.images;
        if (xml.name() == QLatin1String("text"))
            content.texts << xml.readElementText(QXmlStreamReader::IncludeChildElements).trimmed();
    }
    content.wellFormed = !xml.hasError();
    return content;
}

ImageExportSettings settingsOf(const QSize &size)
{
    ImageExportSettings settings;
    settings.pixelSize = size;
    settings.dpi = 96; // laid out at the pixel size
    return settings;
}

/// Whether every pixel of `image` closer than `band` to an edge is `background`.
bool edgesAreEmpty(const QImage &image, int band, const QColor &background)
{
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const bool inBand =
                x < band || y < band || x >= image.width() - band || y >= image.height() - band;
            if (inBand && image.pixelColor(x, y) != background)
                return false;
        }
    return true;
}

/// The smallest rectangle holding every pixel of `image` that is not `background`.
QRect paintedArea(const QImage &image, const QColor &background)
{
    QRect area;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            if (image.pixelColor(x, y) != background)
                area = area.united(QRect(x, y, 1, 1));
    return area;
}

} // namespace

class TestStepsFigure : public QObject
{
    Q_OBJECT
private slots:
    void svgHasEveryStageAndTokenAsText_data();
    void svgHasEveryStageAndTokenAsText();
    void noWindowStateEvenInStepMode();
    void maskedCellsAreHatchedWithLines();
    void truncatedStagesSayTheirShape();
    void fitsTheRequestedSize_data();
    void fitsTheRequestedSize();
    void japaneseFigure();
};

void TestStepsFigure::svgHasEveryStageAndTokenAsText_data()
{
    QTest::addColumn<QString>("presetId");
    QTest::addColumn<int>("head");
    QTest::newRow("self-attention-causal, head 2") << QStringLiteral("self-attention-causal") << 1;
    QTest::newRow("multihead-shapes, head 3") << QStringLiteral("multihead-shapes") << 2;
    QTest::newRow("dog-chases-ball (Japanese tokens)") << QStringLiteral("dog-chases-ball") << 0;
}

void TestStepsFigure::svgHasEveryStageAndTokenAsText()
{
    QFETCH(QString, presetId);
    QFETCH(int, head);
    Document document;
    document.resetScenario(preset(presetId.toUtf8().constData()));
    document.setSelection(head, 0, -1);
    StepByStepView view(&document);
    QVERIFY(view.stageCount() > 0);
    auto figure = ExportablePlot::forWidget(&view);
    QVERIFY(figure);
    const SvgContent svg = parseSvg(ImageExport::renderSvg(*figure, settingsOf(QSize(1400, 900))));
    QVERIFY(svg.wellFormed);
    QCOMPARE(svg.images, 0); // cells and hatching are shapes, not a bitmap
    // Font fallback may split a text into runs (a kanji and its kana from different fonts);
    // the runs follow each other, so the joined text holds every whole text.
    const QString allText = svg.texts.join(QString());
    QVERIFY2(allText.contains(figure->exportTitle()), qPrintable(figure->exportTitle()));
    QVERIFY(figure->exportTitle().contains(QString::number(head + 1)));
    for (int i = 0; i < view.stageCount(); ++i) {
        const ComputationStage &stage = view.stage(i);
        QVERIFY2(allText.contains(stage.title), qPrintable(stage.title));
        QVERIFY2(allText.contains(stage.caption), qPrintable(stage.caption));
        QVERIFY2(allText.contains(stageGroupTitle(stage.group)), qPrintable(stage.title));
    }
    const attn::AttentionTrace &trace = document.trace();
    for (const auto *labels : {&trace.queryLabels, &trace.keyLabels})
        for (const std::string &label : *labels)
            QVERIFY2(allText.contains(QString::fromStdString(label)), label.c_str());
}

void TestStepsFigure::noWindowStateEvenInStepMode()
{
    Document document;
    document.resetScenario(preset("self-attention-causal"));
    StepByStepView view(&document);
    view.setStepMode(true); // one stage revealed on screen
    view.selectCell(view.stageCount() - 1, 0, 0);
    auto figure = ExportablePlot::forWidget(&view);
    QVERIFY(figure);
    const SvgContent svg = parseSvg(ImageExport::renderSvg(*figure, settingsOf(QSize(1400, 900))));
    const QString allText = svg.texts.join(u'|');
    for (const char *window : {"Step through", "Next step", "Back", "Click a cell", "Step 1 of"})
        QVERIFY2(!allText.contains(QString::fromUtf8(window)), window);
    // Every stage, not only the one revealed.
    for (int i = 0; i < view.stageCount(); ++i)
        QVERIFY2(svg.texts.join(QString()).contains(view.stage(i).title),
                 qPrintable(view.stage(i).title));
}

void TestStepsFigure::maskedCellsAreHatchedWithLines()
{
    Document document;
    document.resetScenario(preset("self-attention-causal"));
    StepByStepView view(&document);
    int masked = 0;
    for (int i = 0; i < view.stageCount(); ++i) {
        const ComputationStage &stage = view.stage(i);
        if (stage.mask.size() > 0)
            masked += int(stage.mask.size() - stage.mask.count());
    }
    QVERIFY(masked > 0); // causal: the keys after each query
    auto figure = ExportablePlot::forWidget(&view);
    QVERIFY(figure);
    const QByteArray svg = ImageExport::renderSvg(*figure, settingsOf(QSize(800, 500)));
    QVERIFY(!svg.contains("<image"));
    // PlotStyle::fillMasked in a vector file: a grey ground per cell and its hatch lines.
    QVERIFY2(svg.count("#e4e4e4") >= masked, QByteArray::number(svg.count("#e4e4e4")).constData());
    QVERIFY2(svg.count("#b0b0b0") >= 1, "no hatch lines");
    int hatchLines = 0;
    QXmlStreamReader xml(svg);
    bool inHatch = false;
    while (!xml.atEnd()) {
        const auto token = xml.readNext();
        if (token != QXmlStreamReader::StartElement)
            continue;
        if (xml.name() == QLatin1String("g"))
            inHatch = xml.attributes().value(QStringLiteral("stroke")) == QLatin1String("#b0b0b0");
        else if (inHatch &&
                 (xml.name() == QLatin1String("polyline") || xml.name() == QLatin1String("path") ||
                  xml.name() == QLatin1String("line")))
            ++hatchLines;
    }
    QVERIFY2(hatchLines >= masked, QByteArray::number(hatchLines).constData());
}

void TestStepsFigure::truncatedStagesSayTheirShape()
{
    // 128-dimensional embeddings of 5 tokens: more than the 8 columns a stage shows.
    Document document;
    document.resetScenario(preset("self-attention-causal"));
    StepByStepView view(&document);
    auto figure = ExportablePlot::forWidget(&view);
    QVERIFY(figure);
    const SvgContent svg = parseSvg(ImageExport::renderSvg(*figure, settingsOf(QSize(1400, 900))));
    const QString shape = QStringLiteral("5 × 128, first 8 columns shown");
    QVERIFY2(svg.texts.contains(shape), qPrintable(svg.texts.join(u'|')));
    QVERIFY(svg.texts.contains(QStringLiteral("…")));
}

void TestStepsFigure::fitsTheRequestedSize_data()
{
    QTest::addColumn<QString>("presetId");
    QTest::addColumn<QSize>("size");
    for (const char *id : {"self-attention-causal", "dog-chases-ball"}) {
        QTest::addRow("%s 800x500", id) << QString::fromLatin1(id) << QSize(800, 500);
        QTest::addRow("%s 1600x1000", id) << QString::fromLatin1(id) << QSize(1600, 1000);
        QTest::addRow("%s 500x900", id) << QString::fromLatin1(id) << QSize(500, 900);
    }
}

void TestStepsFigure::fitsTheRequestedSize()
{
    QFETCH(QString, presetId);
    QFETCH(QSize, size);
    Document document;
    document.resetScenario(preset(presetId.toUtf8().constData()));
    StepByStepView view(&document);
    auto figure = ExportablePlot::forWidget(&view);
    QVERIFY(figure);
    const QImage image =
        ImageExport::renderImage(*figure, settingsOf(size)).convertToFormat(QImage::Format_RGB32);
    QCOMPARE(image.size(), size);
    // Nothing cut at an edge: the margin all round stays empty.
    const int band = int(StepsFigure::margin) - 2;
    QVERIFY(edgesAreEmpty(image, band, Qt::white));
    auto *steps = dynamic_cast<StepsFigure *>(figure.get());
    QVERIFY2(steps, "the view exports as a StepsFigure");
    const StepsFigure::Placement placed = steps->placement(size);
    QCOMPARE(int(placed.stages.size()), view.stageCount());
    const QRectF inside = QRectF(QPointF(0, 0), size)
                              .adjusted(StepsFigure::margin - 0.5, StepsFigure::margin - 0.5,
                                        0.5 - StepsFigure::margin, 0.5 - StepsFigure::margin);
    QVERIFY(inside.contains(placed.title));
    for (std::size_t i = 0; i < placed.stages.size(); ++i) {
        QVERIFY2(inside.contains(placed.stages[i]), qPrintable(view.stage(int(i)).title));
        QVERIFY(!placed.stages[i].intersects(placed.title));
        for (std::size_t j = i + 1; j < placed.stages.size(); ++j)
            QVERIFY2(!placed.stages[i].intersects(placed.stages[j]),
                     qPrintable(view.stage(int(i)).title + QStringLiteral(" and ") +
                                view.stage(int(j)).title));
    }
    // Scaled down only as far as needed: then the figure spans the room one way.
    const QRect painted = paintedArea(image, Qt::white);
    if (placed.scale < 1)
        QVERIFY2(painted.width() >= 0.9 * (size.width() - 2 * StepsFigure::margin) ||
                     painted.height() >= 0.9 * (size.height() - 2 * StepsFigure::margin),
                 qPrintable(QStringLiteral("%1 x %2").arg(painted.width()).arg(painted.height())));
}

void TestStepsFigure::japaneseFigure()
{
    LanguageSwitcher::instance()->setLanguage(QStringLiteral("ja"), false);
    Document document;
    document.resetScenario(preset("self-attention-causal"));
    StepByStepView view(&document);
    auto figure = ExportablePlot::forWidget(&view);
    QVERIFY(figure);
    const QSize size(1400, 900);
    const SvgContent svg = parseSvg(ImageExport::renderSvg(*figure, settingsOf(size)));
    const QImage image =
        ImageExport::renderImage(*figure, settingsOf(size)).convertToFormat(QImage::Format_RGB32);
    LanguageSwitcher::instance()->setLanguage(QStringLiteral("en"), false);
    // Runs of another script are text elements of their own, their spaces trimmed.
    QString allText = svg.texts.join(QString());
    allText.remove(u' ');
    for (const char *text :
         {"ステップごとの計算—ヘッド1", "1.入力と射影", "5×128(先頭の8列を表示)"})
        QVERIFY2(allText.contains(QString::fromUtf8(text)), text);
    QVERIFY(edgesAreEmpty(image, int(StepsFigure::margin) - 2, Qt::white));
}

QTEST_MAIN(TestStepsFigure)
#include "tst_stepsfigure.moc"
