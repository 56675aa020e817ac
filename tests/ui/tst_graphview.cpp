// The Graph view: nodes drawn at their places, a node dragged is
// one undo step, Shift+drag adds and removes an edge and attention follows, the marks' widths
// follow the trace's weights, labels follow the scenario, a sequence gets a sentence and a
// button, the check boxes edit the graph, and figures carry the node labels.
#include "document.h"
#include "exportableplot.h"
#include "graphcanvas.h"
#include "graphedits.h"
#include "graphmarks.h"
#include "graphview.h"
#include "imageexport.h"
#include "mainwindow.h"
#include "svgcontent.h"
#include "teachingtabs.h"
#include "viewtesting.h"

#include <QCheckBox>
#include <QMenu>
#include <QProcess>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <cmath>

namespace {

using BoolMatrixCount = Eigen::Matrix<int, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

/// A self-attention preset made a graph, with `edges` (sender, receiver) added.
attn::Scenario graphOf(const char *id, const std::vector<std::pair<int, int>> &edges = {})
{
    attn::Scenario s = preset(id);
    graphedits::makeGraph(s);
    for (auto [sender, receiver] : edges)
        graphedits::toggleEdge(s, sender, receiver);
    return s;
}

QStringList labelsOf(const attn::Scenario &s)
{
    QStringList labels;
    for (const std::string &label : s.queryLabels)
        labels << QString::fromStdString(label);
    return labels;
}

bool near(const QPointF &a, const QPointF &b, double tolerance)
{
    return std::abs(a.x() - b.x()) <= tolerance && std::abs(a.y() - b.y()) <= tolerance;
}

} // namespace

class TestGraphView : public QObject
{
    Q_OBJECT
private slots:
    void nodesAreDrawnAtTheirPlaces();
    void draggingANodeIsOneUndoStep();
    void ctrlZInTheWindowUndoesADrag();
    void shiftDragTogglesAnEdge();
    void markWidthsFollowTheWeights();
    void labelsFollowThePreset();
    void sequenceShowsSentenceAndButton();
    void checkBoxesEditTheGraph();
    void contextMenuRemovesAnEdge();
    void figuresCarryTheLabels();
};

void TestGraphView::nodesAreDrawnAtTheirPlaces()
{
    Document doc;
    doc.resetScenario(graphOf("dog-chases-ball", {{0, 1}}));
    GraphView view(&doc);
    view.resize(900, 700);
    settle(&view);
    const GraphGeometry &g = view.canvas()->geometry();
    const attn::Graph &graph = doc.scenario().graph;
    QCOMPARE(g.nodeCount(), graph.nodeCount());
    QVERIFY(g.nodeRadius() > 8);
    const QRectF inside =
        QRectF(view.canvas()->rect())
            .adjusted(g.nodeRadius(), g.nodeRadius(), -g.nodeRadius(), -g.nodeRadius());
    for (int i = 0; i < graph.nodeCount(); ++i) {
        const attn::GraphNode n = graph.nodes[std::size_t(i)];
        QVERIFY(near(g.centre(i), g.toWidget(n.x, n.y), 1e-9));
        QVERIFY(near(g.toGraph(g.centre(i)), QPointF(n.x, n.y), 1e-9));
        QVERIFY2(inside.contains(g.centre(i)), qPrintable(QString::number(i)));
    }
    // The first token at twelve o'clock: highest of all.
    for (int i = 1; i < graph.nodeCount(); ++i)
        QVERIFY(g.centre(0).y() < g.centre(i).y());
    // What is drawn there is the node: its border in the selection colour (node 0 selected).
    const QImage image = view.canvas()->grab().toImage();
    const qreal dpr = image.devicePixelRatio();
    int differing = 0;
    const QColor ground = image.pixelColor(2, 2);
    for (int dx = -2; dx <= 2; ++dx) {
        const QPointF p = g.centre(1) + QPointF(g.nodeRadius() + dx * 0.5, 0);
        if (image.pixelColor((p * dpr).toPoint()) != ground)
            ++differing;
    }
    QVERIFY2(differing > 0, "nothing drawn at node 1's circle");
}

void TestGraphView::draggingANodeIsOneUndoStep()
{
    Document doc;
    doc.resetScenario(graphOf("dog-chases-ball", {{0, 1}, {1, 2}}));
    GraphView view(&doc);
    view.resize(900, 700);
    settle(&view);
    GraphCanvas *canvas = view.canvas();
    const std::vector<attn::GraphNode> before = doc.scenario().graph.nodes;
    const QPoint start = canvas->geometry().centre(2).toPoint();
    const QPoint end(canvas->width() / 2, canvas->height() / 2);
    const QPointF expected = canvas->geometry().toGraph(end);
    QTest::mousePress(canvas, Qt::LeftButton, {}, start);
    for (int i = 1; i <= 5; ++i) {
        QTest::mouseMove(canvas, start + (end - start) * i / 5);
        QVERIFY(canvas->isDragging());
    }
    QTest::mouseRelease(canvas, Qt::LeftButton, {}, end);
    QVERIFY(!canvas->isDragging());
    const attn::GraphNode moved = doc.scenario().graph.nodes[2];
    QVERIFY2(near(QPointF(moved.x, moved.y), expected, 0.02),
             qPrintable(QStringLiteral("%1 %2").arg(moved.x).arg(moved.y)));
    QCOMPARE(doc.selectedQuery(), 2); // pressing a node selects it
    QCOMPARE(doc.undoStack()->count(), 1);
    // Laid out again: node 2 is drawn where it now is.
    QVERIFY(
        near(canvas->geometry().centre(2), canvas->geometry().toWidget(moved.x, moved.y), 1e-9));
    doc.undoStack()->undo();
    QVERIFY(doc.scenario().graph.nodes == before);
}

void TestGraphView::ctrlZInTheWindowUndoesADrag()
{
    MainWindow window;
    window.resize(1280, 800);
    QVERIFY(window.openPreset(QStringLiteral("friends")));
    auto *tabs = window.findChild<TeachingTabs *>();
    QVERIFY(tabs);
    tabs->setCurrentIndex(TeachingTabs::GraphTab);
    QCOMPARE(tabs->tabText(TeachingTabs::GraphTab), QStringLiteral("Graph"));
    QCOMPARE(tabs->currentWidget(), tabs->graphView());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    Document *doc = window.document();
    const std::vector<attn::GraphNode> before = doc->scenario().graph.nodes;
    GraphCanvas *canvas = tabs->graphView()->canvas();
    const QPoint start = canvas->geometry().centre(1).toPoint();
    QTest::mousePress(canvas, Qt::LeftButton, {}, start);
    for (int i = 1; i <= 4; ++i)
        QTest::mouseMove(canvas, start + QPoint(10 * i, 6 * i));
    QTest::mouseRelease(canvas, Qt::LeftButton, {}, start + QPoint(40, 24));
    QVERIFY(!(doc->scenario().graph.nodes == before));
    QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(doc->scenario().graph.nodes == before);
    QVERIFY(!window.isWindowModified());
}

void TestGraphView::shiftDragTogglesAnEdge()
{
    Document doc;
    doc.resetScenario(graphOf("dog-chases-ball"));
    GraphView view(&doc);
    view.resize(900, 700);
    settle(&view);
    GraphCanvas *canvas = view.canvas();
    QCOMPARE(doc.trace().heads[0].weights(0, 3), 0.0);
    const QPoint from = canvas->geometry().centre(3).toPoint();
    const QPoint to = canvas->geometry().centre(0).toPoint();
    QTest::mousePress(canvas, Qt::LeftButton, Qt::ShiftModifier, from);
    QTest::mouseMove(canvas, (from + to) / 2);
    QCOMPARE(canvas->scene(false).rubberFrom, 3);
    QTest::mouseMove(canvas, to);
    QTest::mouseRelease(canvas, Qt::LeftButton, Qt::ShiftModifier, to);
    QCOMPARE(canvas->scene(false).rubberFrom, -1);
    QVERIFY(doc.scenario().graph.edgeBetween(3, 0) >= 0);
    QCOMPARE(doc.undoStack()->count(), 1);
    // Undirected: 0 attends to 3 and 3 to 0.
    QVERIFY(doc.trace().heads[0].weights(0, 3) > 0);
    QVERIFY(doc.trace().heads[0].weights(3, 0) > 0);
    QCOMPARE(doc.trace().heads[0].weights(0, 4), 0.0);
    // The nodes did not move.
    QCOMPARE(doc.scenario().graph.nodes, graphOf("dog-chases-ball").graph.nodes);
    // Again: the edge goes.
    QTest::mousePress(canvas, Qt::LeftButton, Qt::ShiftModifier, to);
    QTest::mouseMove(canvas, from);
    QTest::mouseRelease(canvas, Qt::LeftButton, Qt::ShiftModifier, from);
    QCOMPARE(doc.scenario().graph.edgeBetween(3, 0), -1);
    QCOMPARE(doc.trace().heads[0].weights(0, 3), 0.0);
    QCOMPARE(doc.undoStack()->count(), 2);
}

void TestGraphView::markWidthsFollowTheWeights()
{
    Document doc;
    doc.resetScenario(preset("acetic-acid")); // a molecule, two heads
    QVERIFY(doc.trace().heads.size() >= 2);
    GraphView view(&doc);
    view.resize(900, 700);
    settle(&view);
    doc.setSelection(0, 0, -1);
    const attn::Graph &graph = doc.scenario().graph;
    const BoolMatrixCount visible = graph.neighbourMask().cast<int>();
    const attn::Matrix &w = doc.trace().heads[0].weights;
    auto marks = view.canvas()->marks();
    QCOMPARE(int(marks.size()), visible.row(0).sum()); // the methyl carbon: C and itself
    QVERIFY(int(marks.size()) < graph.nodeCount());    // some pairs are not neighbours
    for (const GraphMarks::Mark &m : marks) {
        QCOMPARE(m.receiver, 0);
        QVERIFY(m.strong);
        QVERIFY(visible(0, m.sender));
        QCOMPARE(m.weight, w(0, m.sender));
        QCOMPARE(m.width, GraphMarks::width(w(0, m.sender), true));
    }
    // The widest mark is the largest weight.
    const auto widest = std::max_element(marks.begin(), marks.end(),
                                         [](auto &a, auto &b) { return a.width < b.width; });
    QCOMPARE(widest->sender, doc.trace().heads[0].argmax[0]);
    // Every node: the others' marks join, fainter and thinner than a strong one alike.
    view.everyNodeBox()->setChecked(true);
    marks = view.canvas()->marks();
    int faint = 0;
    for (const GraphMarks::Mark &m : marks)
        if (!m.strong) {
            ++faint;
            QVERIFY(m.receiver != 0);
            QCOMPARE(m.width, GraphMarks::width(w(m.receiver, m.sender), false));
            QVERIFY(m.alpha < GraphMarks::alpha(m.weight, true));
        }
    QCOMPARE(faint, visible.sum() - visible.row(0).sum());
    // Another head: the marks follow its weights.
    doc.setSelection(1, 0, -1);
    for (const GraphMarks::Mark &m : view.canvas()->marks())
        QCOMPARE(m.weight, doc.trace().heads[1].weights(m.receiver, m.sender));
    QVERIFY(doc.trace().heads[1].weights != w);
}

void TestGraphView::labelsFollowThePreset()
{
    Document doc;
    doc.resetScenario(graphOf("dog-chases-ball"));
    GraphView view(&doc);
    view.resize(900, 700);
    settle(&view);
    QCOMPARE(view.canvas()->labels(), labelsOf(doc.scenario()));
    doc.resetScenario(graphOf("self-attention-causal"));
    QCOMPARE(view.canvas()->labels(), labelsOf(doc.scenario()));
    QCOMPARE(view.canvas()->labels().at(2), QStringLiteral("猫"));
    QCOMPARE(view.canvas()->geometry().nodeCount(), 5);
}

void TestGraphView::sequenceShowsSentenceAndButton()
{
    Document doc;
    doc.resetScenario(preset("dog-chases-ball"));
    GraphView view(&doc);
    view.resize(900, 700);
    settle(&view);
    QVERIFY(!view.showsGraph());
    QVERIFY(view.makeGraphButton()->isVisible());
    QVERIFY(view.makeGraphButton()->isEnabled());
    QVERIFY(!view.canvas()->isVisible());
    QVERIFY(!view.directedBox()->isVisible());
    QVERIFY(view.notGraphText().contains(QStringLiteral("not a graph")));
    QTest::mouseClick(view.makeGraphButton(), Qt::LeftButton);
    QVERIFY(view.showsGraph());
    QVERIFY(view.canvas()->isVisible());
    QCOMPARE(doc.scenario().mask, attn::MaskKind::Neighbours);
    QCOMPARE(view.canvas()->geometry().nodeCount(), int(doc.scenario().tokens.rows()));
    doc.undoStack()->undo();
    QVERIFY(!view.showsGraph());
    // Not self-attention: the button is disabled and says why.
    doc.resetScenario(preset("circle"));
    QVERIFY(!view.makeGraphButton()->isEnabled());
    QVERIFY(!view.disabledReason().isEmpty());
    QCOMPARE(view.makeGraphButton()->toolTip(), view.disabledReason());
}

void TestGraphView::checkBoxesEditTheGraph()
{
    Document doc;
    doc.resetScenario(graphOf("dog-chases-ball", {{1, 0}}));
    GraphView view(&doc);
    view.resize(900, 700);
    settle(&view);
    QVERIFY(!view.directedBox()->isChecked());
    QVERIFY(view.selfLoopsBox()->isChecked());
    view.directedBox()->click();
    QVERIFY(doc.scenario().graph.directed);
    // Directed 1 -> 0: node 1 no longer sees node 0.
    QCOMPARE(doc.trace().heads[0].weights(1, 0), 0.0);
    QVERIFY(doc.trace().heads[0].weights(0, 1) > 0);
    view.selfLoopsBox()->click();
    QVERIFY(!doc.scenario().graph.selfLoops);
    QCOMPARE(doc.trace().heads[0].weights(0, 0), 0.0);
    doc.setSelection(0, 0, -1);
    for (const GraphMarks::Mark &m : view.canvas()->marks())
        QVERIFY(!m.selfLoop());
    QCOMPARE(doc.undoStack()->count(), 2);
    doc.undoStack()->undo();
    QVERIFY(view.selfLoopsBox()->isChecked());
    doc.undoStack()->undo();
    QVERIFY(!view.directedBox()->isChecked());
}

void TestGraphView::contextMenuRemovesAnEdge()
{
    Document doc;
    doc.resetScenario(graphOf("dog-chases-ball", {{1, 0}}));
    GraphView view(&doc);
    view.resize(900, 700);
    settle(&view);
    const GraphGeometry &g = view.canvas()->geometry();
    QCOMPARE(view.canvas()->contextMenuAt(QPointF(2, 2)), nullptr);
    std::unique_ptr<QMenu> nodeMenu(view.canvas()->contextMenuAt(g.centre(3)));
    QVERIFY(nodeMenu);
    nodeMenu->actions().first()->trigger();
    QCOMPARE(doc.selectedQuery(), 3);
    std::unique_ptr<QMenu> menu(view.canvas()->contextMenuAt((g.centre(0) + g.centre(1)) / 2));
    QVERIFY(menu);
    QVERIFY(menu->actions().first()->text().startsWith(QStringLiteral("Remove edge")));
    menu->actions().first()->trigger();
    QCOMPARE(doc.scenario().graph.edgeBetween(1, 0), -1);
    QCOMPARE(doc.undoStack()->count(), 1);
}

void TestGraphView::figuresCarryTheLabels()
{
    Document doc;
    doc.resetScenario(graphOf("dog-chases-ball", {{1, 0}, {2, 3}}));
    GraphView view(&doc);
    auto plot = ExportablePlot::forWidget(&view);
    QVERIFY(plot);
    QVERIFY(plot->exportTitle().contains(QStringLiteral("graph")));
    ImageExportSettings settings;
    settings.pixelSize = QSize(1200, 900);
    settings.dpi = 96;
    const QImage image = ImageExport::renderImage(*plot, settings);
    QCOMPARE(image.size(), QSize(1200, 900));
    const SvgContent svg = parseSvg(ImageExport::renderSvg(*plot, settings));
    QVERIFY(svg.wellFormed);
    const QString texts = svg.texts.join(QString());
    QVERIFY2(svg.texts.contains(plot->exportTitle()), qPrintable(svg.texts.join(u'|')));
    for (const QString &label : labelsOf(doc.scenario()))
        QVERIFY2(texts.contains(label), qPrintable(label + QStringLiteral(" not in ") + texts));

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("graph.pdf"));
    QString error;
    QVERIFY2(ImageExport::save(*plot, path, settings, &error), qPrintable(error));
    QFile pdf(path);
    QVERIFY(pdf.open(QIODevice::ReadOnly));
    QVERIFY(pdf.read(5) == "%PDF-");
    const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    if (pdftotext.isEmpty())
        QSKIP("pdftotext (poppler-utils) is not installed");
    QProcess process;
    process.start(pdftotext, {path, QStringLiteral("-")});
    QVERIFY(process.waitForFinished(30000));
    const QString text = QString::fromUtf8(process.readAllStandardOutput());
    for (const QString &label : labelsOf(doc.scenario()))
        QVERIFY2(text.contains(label), qPrintable(label + QStringLiteral(" not in ") + text));
}

QTEST_MAIN(TestGraphView)
#include "tst_graphview.moc"
