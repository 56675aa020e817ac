// What the Graph view draws, without a widget: the places fitted into a rectangle (aspect
// kept, y up) and back, the node and the edge under a pixel, and which attention marks a
// head's weights give, with what width and opacity.
#include "graphgeometry.h"
#include "graphmarks.h"

#include <QTest>

#include <cmath>

namespace {

bool near(const QPointF &a, const QPointF &b, double tolerance)
{
    return std::abs(a.x() - b.x()) <= tolerance && std::abs(a.y() - b.y()) <= tolerance;
}

} // namespace

class TestGraphGeometry : public QObject
{
    Q_OBJECT
private slots:
    void geometryFitsWithAspectKept_data();
    void geometryFitsWithAspectKept();
    void geometryFindsNodesAndEdges();
    void marksAreNeighboursOnly();
};

void TestGraphGeometry::geometryFitsWithAspectKept_data()
{
    QTest::addColumn<QRectF>("area");
    QTest::addColumn<QPointF>("topLeft");     // pixel of graph point (0, 1)
    QTest::addColumn<QPointF>("bottomRight"); // pixel of graph point (2, 0)
    // A 2 x 1 graph: the width decides in a square, centred up and down.
    QTest::newRow("square") << QRectF(10, 10, 200, 200) << QPointF(10, 60) << QPointF(210, 160);
    // In a wide strip the height decides, centred left and right.
    QTest::newRow("wide") << QRectF(0, 0, 1000, 100) << QPointF(400, 0) << QPointF(600, 100);
}

void TestGraphGeometry::geometryFitsWithAspectKept()
{
    QFETCH(QRectF, area);
    QFETCH(QPointF, topLeft);
    QFETCH(QPointF, bottomRight);
    GraphGeometry g;
    g.fit({{0, 0}, {2, 1}}, area, 10);
    QVERIFY(near(g.toWidget(0, 1), topLeft, 1e-9));
    QVERIFY(near(g.toWidget(2, 0), bottomRight, 1e-9));
    QVERIFY(near(g.centre(1), g.toWidget(2, 1), 1e-9));
    QVERIFY(near(g.toGraph(g.toWidget(0.3, 0.7)), QPointF(0.3, 0.7), 1e-12));
    // y up: the higher place is nearer the top of the widget.
    QVERIFY(g.centre(1).y() < g.centre(0).y());
}

void TestGraphGeometry::geometryFindsNodesAndEdges()
{
    attn::Graph graph;
    graph.nodes = {{0, 0}, {1, 0}, {1, 1}};
    graph.edges = {{0, 1, 1.0}, {1, 2, 1.0}};
    GraphGeometry g;
    g.fit(graph.nodes, QRectF(0, 0, 100, 100), 8);
    QCOMPARE(g.nodeAt(g.centre(2) + QPointF(5, -5)), 2);
    QCOMPARE(g.nodeAt(QPointF(50, 50)), -1);
    QCOMPARE(g.edgeAt(graph, (g.centre(0) + g.centre(1)) / 2 + QPointF(0, 3)), 0);
    QCOMPARE(g.edgeAt(graph, (g.centre(1) + g.centre(2)) / 2), 1);
    QCOMPARE(g.edgeAt(graph, (g.centre(0) + g.centre(2)) / 2), -1); // no edge 0 - 2
    QCOMPARE(g.edgeAt(graph, g.centre(1)), -1);                     // a node, not an edge
}

void TestGraphGeometry::marksAreNeighboursOnly()
{
    attn::Graph graph;
    graph.nodes = {{0, 0}, {1, 0}, {2, 0}};
    graph.edges = {{0, 1, 1.0}};
    graph.directed = true;
    attn::Matrix weights(3, 3);
    weights << 1.0, 0.0, 0.0, 0.3, 0.7, 0.0, 0.0, 0.0, 1.0;
    attn::Scenario s;
    s.mask = attn::MaskKind::Neighbours;
    s.graph = graph;
    const attn::MaskRule mask = attn::MaskRule::of(s);
    // Node 1 receives from 0 (the edge) and itself; node 0 only from itself (directed).
    const auto marks = GraphMarks::of(graph, weights, mask, 1, false);
    QCOMPARE(int(marks.size()), 2);
    for (const GraphMarks::Mark &m : marks) {
        QCOMPARE(m.receiver, 1);
        QVERIFY(m.strong);
        QCOMPARE(m.width, GraphMarks::width(weights(1, m.sender), true));
    }
    QVERIFY(GraphMarks::width(0.7, true) > GraphMarks::width(0.3, true));
    QVERIFY(GraphMarks::alpha(0.7, true) > GraphMarks::alpha(0.3, true));
    QVERIFY(GraphMarks::width(0.7, false) < GraphMarks::width(0.7, true));
    const auto every = GraphMarks::of(graph, weights, mask, 1, true);
    QCOMPARE(int(every.size()), 4); // and the self-loops of 0 and 2, faint
    QCOMPARE(every.back().strong, true);
    QVERIFY(GraphMarks::of(graph, attn::Matrix(2, 2), mask, 1, true).empty());
}

QTEST_MAIN(TestGraphGeometry)
#include "tst_graphgeometry.moc"
