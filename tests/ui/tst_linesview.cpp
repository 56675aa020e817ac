// The Lines view (pure rules: tst_linesgeometry): the trace's weights, no line for a masked
// pair, names from the trace, hover isolates and a click selects, a colour per head, one
// query's lines for long sequences, and PNG, SVG and PDF figures carrying the names.
#include "exportableplot.h"
#include "headcolours.h"
#include "imageexport.h"
#include "linesview.h"
#include "mainwindow.h"
#include "svgcontent.h"
#include "teachingtabs.h"
#include "viewtesting.h"
#include "weightsonlyscenario.h"

#include <QAction>
#include <QCheckBox>
#include <QFile>
#include <QProcess>
#include <QSet>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using Side = LinesGeometry::Side;
using Stroke = LinesStrokes::Stroke;

namespace {

/// Every text of an SVG figure of `view`, joined (one <text> per run of one script).
QString svgText(LinesView &view)
{
    ImageExportSettings settings;
    settings.pixelSize = QSize(1200, 900);
    settings.dpi = 96;
    const SvgContent content = parseSvg(ImageExport::renderSvg(view, settings));
    return content.wellFormed ? content.texts.join(QString()) : QString();
}

const Stroke *strokeOf(const std::vector<Stroke> &strokes, int head, int query, int key)
{
    for (const Stroke &s : strokes)
        if (s.head == head && s.query == query && s.key == key)
            return &s;
    return nullptr;
}

/// Imported weights of one head over `n` x `n` tokens, every row uniform.
attn::Scenario longScenario(int n)
{
    attn::Scenario s;
    s.mode = attn::InputMode::ImportedWeights;
    s.importedWeights = {attn::Matrix::Constant(n, n, 1.0 / n)};
    s.headCount = 1;
    s.heads.resize(1);
    return s;
}

} // namespace

class TestLinesView : public QObject
{
    Q_OBJECT
private slots:
    void init()
    {
        m_document = std::make_unique<Document>();
        m_view = std::make_unique<LinesView>(m_document.get());
        m_view->resize(900, 700);
    }
    void cleanup()
    {
        m_view.reset();
        m_document.reset();
    }

    void strokesAreTheTracesWeights();
    void anEditedWeightChangesItsLine();
    void maskedPairsHaveNoLine();
    void aFullyMaskedQueryIsShownAsSuch();
    void importedWeightsDrawLines();
    void namesComeFromTheTraceAndFollowAPreset();
    void pointingIsolatesATokensLines();
    void clickingAQuerySelectsIt();
    void everyHeadHasAColourOfItsOwn();
    void longSequenceDrawsOneQuerysLines();
    void figuresHoldTheTokenNames_data();
    void figuresHoldTheTokenNames();
    void isTheLastTabOfTheWindow();

private:
    void open(const attn::Scenario &scenario)
    {
        m_document->resetScenario(scenario);
        m_document->waitForComputation();
        QVERIFY(m_document->hasTrace());
    }

    std::unique_ptr<Document> m_document;
    std::unique_ptr<LinesView> m_view;
};

void TestLinesView::strokesAreTheTracesWeights()
{
    open(preset("sleepy-child"));
    const attn::AttentionTrace &t = m_document->trace();
    const attn::Matrix &w = t.heads.front().weights;
    QVERIFY(m_view->drawsEveryLine());
    const std::vector<Stroke> strokes = m_view->strokes();
    QCOMPARE(qsizetype(strokes.size()), qsizetype(w.size()));
    for (const Stroke &s : strokes) {
        QCOMPARE(s.weight, w(s.query, s.key));
        QCOMPARE(s.opacity, LinesStrokes::opacityOf(s.weight));
        QCOMPARE(s.width, LinesStrokes::widthOf(s.weight));
    }
    // The weakest first: strong lines are painted over weak ones.
    for (std::size_t i = 1; i < strokes.size(); ++i)
        QVERIFY(strokes[i - 1].weight <= strokes[i].weight);
}

void TestLinesView::anEditedWeightChangesItsLine()
{
    attn::Scenario s = weightsOnlyScenario();
    open(s);
    const std::vector<Stroke> first = m_view->strokes(); // kept: `before` points into it
    const Stroke *before = strokeOf(first, 0, 0, 3);
    QVERIFY(before);
    QCOMPARE(before->weight, 0.4);
    const double opacity = before->opacity, width = before->width;
    // Query 1 of head 1 now puts 0.1 on key 4 (0.4 moves to key 1).
    s.importedWeights[0](0, 0) = 0.4;
    s.importedWeights[0](0, 3) = 0.1;
    m_document->editScenario(s, QStringLiteral("edit a weight"));
    m_document->waitForComputation();
    const std::vector<Stroke> strokes = m_view->strokes();
    const Stroke *after = strokeOf(strokes, 0, 0, 3);
    QVERIFY(after);
    QCOMPARE(after->weight, 0.1);
    QVERIFY(after->opacity < opacity);
    QVERIFY(after->width < width);
    QVERIFY(strokeOf(strokes, 0, 0, 0)->opacity > opacity - 1e-12);

    // A computed scenario too: moving a query moves its weights and their lines.
    open(preset("sleepy-child"));
    const double old = strokeOf(m_view->strokes(), 0, 0, 0)->weight;
    attn::Scenario moved = m_document->scenario();
    moved.queries(0, 0) += 2.0;
    m_document->editScenario(moved, QStringLiteral("move a query"));
    m_document->waitForComputation();
    const double now = strokeOf(m_view->strokes(), 0, 0, 0)->weight;
    QVERIFY(now != old);
    QCOMPARE(now, m_document->trace().heads.front().weights(0, 0));
}

void TestLinesView::maskedPairsHaveNoLine()
{
    open(preset("self-attention-causal"));
    const attn::AttentionTrace &t = m_document->trace();
    const int m = int(t.queryLabels.size());
    const std::vector<Stroke> strokes = m_view->strokes();
    for (const Stroke &s : strokes)
        QVERIFY2(s.key <= s.query,
                 qPrintable(QStringLiteral("line %1 -> %2").arg(s.query).arg(s.key)));
    QCOMPARE(int(strokes.size()), m * (m + 1) / 2); // every visible pair has its line
    // Every head alike.
    m_view->setEveryHead(true);
    for (const Stroke &s : m_view->strokes())
        QVERIFY(s.key <= s.query);
}

void TestLinesView::aFullyMaskedQueryIsShownAsSuch()
{
    attn::Scenario s = preset("dog-chases-ball");
    const int m = s.queryCount(), n = s.keyCount();
    s.mask = attn::MaskKind::Custom;
    s.customMask = attn::BoolMatrix::Constant(m, n, true);
    s.customMask.row(0).setConstant(false);
    open(s);
    QVERIFY(m_document->issues().empty());
    QVERIFY(m_document->trace().maskedRows.at(0));
    for (const Stroke &stroke : m_view->strokes())
        QVERIFY(stroke.query != 0);
    QVERIFY(!m_view->strokes().empty());
    const QString text = svgText(*m_view);
    QVERIFY2(text.contains(QStringLiteral("every key masked")), qPrintable(text));
    QVERIFY(m_view->caption().join(u' ').contains(QStringLiteral("all masked")));
}

void TestLinesView::importedWeightsDrawLines()
{
    open(weightsOnlyScenario());
    const attn::AttentionTrace &t = m_document->trace();
    QVERIFY(t.heads.front().weightsOnly);
    m_view->setEveryHead(true);
    const std::vector<Stroke> strokes = m_view->strokes();
    QCOMPARE(int(strokes.size()), 2 * 3 * 4);
    for (const Stroke &s : strokes)
        QCOMPARE(s.weight, t.heads[std::size_t(s.head)].weights(s.query, s.key));
    m_view->setEveryHead(false); // head 1's row of zeros (query 2) attends to nothing
    const QString text = svgText(*m_view);
    QVERIFY(text.contains(QStringLiteral("q1")) && text.contains(QStringLiteral("key masked")));
}

void TestLinesView::namesComeFromTheTraceAndFollowAPreset()
{
    open(preset("sleepy-child"));
    QString text = svgText(*m_view);
    for (const std::string &label : m_document->trace().keyLabels)
        QVERIFY2(text.contains(QString::fromStdString(label)), label.c_str());
    const QString lastKey = QString::fromStdString(m_document->trace().keyLabels.back());

    open(preset("dog-chases-ball"));
    text = svgText(*m_view);
    for (const std::string &label : m_document->trace().queryLabels)
        QVERIFY2(text.contains(QString::fromStdString(label)), label.c_str());
    for (const std::string &label : m_document->trace().keyLabels)
        QVERIFY2(text.contains(QString::fromStdString(label)), label.c_str());
    QVERIFY2(!text.contains(lastKey), qPrintable(lastKey));
}

void TestLinesView::pointingIsolatesATokensLines()
{
    open(preset("dog-chases-ball"));
    settle(m_view.get());
    const int keys = int(m_document->trace().keyLabels.size());
    QCOMPARE(int(m_view->strokes().size()), keys * keys); // every line
    const LinesGeometry &g = m_view->tokenLayout();
    QTest::mouseMove(m_view.get(), g.labelRect(Side::Query, 2).center().toPoint());
    QCOMPARE(m_view->hoveredQuery(), 2);
    std::vector<Stroke> strokes = m_view->strokes();
    QCOMPARE(int(strokes.size()), keys);
    for (const Stroke &s : strokes)
        QCOMPARE(s.query, 2);
    QTest::mouseMove(m_view.get(), g.labelRect(Side::Key, 4).center().toPoint());
    QCOMPARE(m_view->hoveredKey(), 4);
    QCOMPARE(m_view->hoveredQuery(), -1);
    strokes = m_view->strokes();
    QCOMPARE(int(strokes.size()), keys);
    for (const Stroke &s : strokes)
        QCOMPARE(s.key, 4);
    QTest::mouseMove(m_view.get(), QPoint(m_view->width() / 2, 2)); // nothing pointed at
    QCOMPARE(int(m_view->strokes().size()), keys * keys);
}

void TestLinesView::clickingAQuerySelectsIt()
{
    open(preset("dog-chases-ball"));
    settle(m_view.get());
    QSignalSpy changed(m_document.get(), &Document::changed);
    const QPoint at = m_view->tokenLayout().labelRect(Side::Query, 3).center().toPoint();
    QTest::mouseClick(m_view.get(), Qt::LeftButton, {}, at);
    QCOMPARE(m_document->selectedQuery(), 3);
    QVERIFY(!changed.isEmpty());
    // A key's name selects nothing.
    QTest::mouseClick(m_view.get(), Qt::LeftButton, {},
                      m_view->tokenLayout().labelRect(Side::Key, 5).center().toPoint());
    QCOMPARE(m_document->selectedQuery(), 3);
}

void TestLinesView::everyHeadHasAColourOfItsOwn()
{
    open(preset("multihead-shapes"));
    const int heads = int(m_document->trace().heads.size());
    QCOMPARE(heads, 4);

    m_document->setSelection(2, 0, -1);
    QVERIFY(!m_view->everyHead()); // the selected head by default
    for (const Stroke &s : m_view->strokes())
        QCOMPARE(s.head, 2);
    ImageExportSettings settings;
    settings.pixelSize = QSize(900, 700);
    settings.dpi = 96;
    QByteArray svg = ImageExport::renderSvg(*m_view, settings);
    auto strokeIn = [](const QByteArray &svg, int head) {
        return svg.contains("stroke=\"" + HeadColours::of(head).name().toLatin1() + "\"");
    };
    QVERIFY(strokeIn(svg, 2));
    QVERIFY(!strokeIn(svg, 0));

    m_view->everyHeadBox()->click();
    QVERIFY(m_view->everyHead());
    QSet<int> drawn;
    for (const Stroke &s : m_view->strokes())
        drawn.insert(s.head);
    QCOMPARE(drawn, QSet<int>({0, 1, 2, 3}));
    svg = ImageExport::renderSvg(*m_view, settings);
    for (int head = 0; head < heads; ++head)
        QVERIFY2(strokeIn(svg, head), qPrintable(HeadColours::of(head).name()));
    QVERIFY(parseSvg(svg).texts.join(QString()).contains(QStringLiteral("Head 4")));
}

void TestLinesView::longSequenceDrawsOneQuerysLines()
{
    const int n = 300;
    open(longScenario(n));
    QVERIFY(!m_view->drawsEveryLine());
    m_document->setSelection(0, 7, -1);
    std::vector<Stroke> strokes = m_view->strokes();
    QCOMPARE(int(strokes.size()), n);
    for (const Stroke &s : strokes)
        QCOMPARE(s.query, 7);
    QVERIFY(m_view->caption().join(u' ').contains(
        QStringLiteral("only the lines of query “q8” are drawn")));
    settle(m_view.get());
    QTest::mouseMove(m_view.get(),
                     m_view->tokenLayout().labelRect(Side::Key, 150).center().toPoint());
    QVERIFY(m_view->hoveredKey() >= 148 && m_view->hoveredKey() <= 152);
    for (const Stroke &s : m_view->strokes())
        QCOMPARE(s.key, m_view->hoveredKey());
    // Painting stays quick: one query's lines, not 90,000.
    QElapsedTimer timer;
    timer.start();
    m_view->grab();
    QVERIFY2(timer.elapsed() < 2000, qPrintable(QString::number(timer.elapsed())));
}

void TestLinesView::figuresHoldTheTokenNames_data()
{
    QTest::addColumn<QString>("suffix");
    QTest::newRow("png") << QStringLiteral("png");
    QTest::newRow("svg") << QStringLiteral("svg");
    QTest::newRow("pdf") << QStringLiteral("pdf");
}

void TestLinesView::figuresHoldTheTokenNames()
{
    QFETCH(QString, suffix);
    open(preset("dog-chases-ball"));
    auto plot = ExportablePlot::forWidget(m_view.get());
    QVERIFY(plot);
    QCOMPARE(plot->exportTitle(), QStringLiteral("Attention lines — head 1"));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("lines.") + suffix);
    ImageExportSettings settings;
    settings.pixelSize = QSize(1800, 1400);
    settings.dpi = 144;
    QString error;
    QVERIFY2(ImageExport::save(*plot, path, settings, &error), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    const attn::AttentionTrace &t = m_document->trace();
    if (suffix == QLatin1String("png")) {
        const QImage image = QImage::fromData(bytes, "PNG");
        QCOMPARE(image.size(), QSize(1800, 1400));
        // Lines in the head's colour somewhere in the middle.
        int coloured = 0;
        for (int y = 0; y < image.height(); y += 4)
            for (int x = image.width() / 3; x < 2 * image.width() / 3; x += 4)
                coloured += image.pixelColor(x, y).saturation() > 60;
        QVERIFY2(coloured > 50, qPrintable(QString::number(coloured)));
        return;
    }
    QString text;
    if (suffix == QLatin1String("svg")) {
        const SvgContent content = parseSvg(bytes);
        QVERIFY(content.wellFormed);
        text = content.texts.join(QString());
    } else {
        QVERIFY(bytes.startsWith("%PDF-"));
        const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
        if (pdftotext.isEmpty())
            QSKIP("pdftotext (poppler-utils) is not installed");
        QProcess process;
        process.start(pdftotext, {path, QStringLiteral("-")});
        QVERIFY(process.waitForFinished(30000));
        text = QString::fromUtf8(process.readAllStandardOutput()).remove(u'\n').remove(u' ');
    }
    for (const std::string &label : t.queryLabels)
        QVERIFY2(text.contains(QString::fromStdString(label)),
                 qPrintable(QString::fromStdString(label) + QStringLiteral(" not in ") + text));
    QVERIFY(text.contains(QStringLiteral("Attention lines")) ||
            text.contains(QStringLiteral("Attentionlines")));
}

void TestLinesView::isTheLastTabOfTheWindow()
{
    MainWindow window;
    window.resize(1280, 720);
    QVERIFY(window.openPreset(QStringLiteral("dog-chases-ball")));
    auto *tabs = window.findChild<TeachingTabs *>();
    QVERIFY(tabs);
    QCOMPARE(tabs->indexOf(tabs->linesView()), int(TeachingTabs::LinesTab));
    QCOMPARE(tabs->tabText(TeachingTabs::LinesTab), QStringLiteral("Lines"));
    QAction *action = tabs->viewActions().at(TeachingTabs::LinesTab);
    QCOMPARE(action->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_6));
    action->trigger();
    QCOMPARE(tabs->currentIndex(), int(TeachingTabs::LinesTab));
    // Selecting a query here selects it in the heatmap too (one document selection).
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    LinesView *lines = tabs->linesView();
    QTest::mouseClick(lines, Qt::LeftButton, {},
                      lines->tokenLayout().labelRect(Side::Query, 4).center().toPoint());
    QCOMPARE(window.document()->selectedQuery(), 4);
}

QTEST_MAIN(TestLinesView)
#include "tst_linesview.moc"
