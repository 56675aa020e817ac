// The edits of a graph scenario: token edits carry the nodes and edges along, the Graph
// view's edits (make, place, toggle an edge), and leaving self-attention drops the graph.
#include "graphedits.h"
#include "presetlibrary.h"
#include "scenarioedits.h"
#include "validation.h"

#include <QTest>

using namespace attn;
using scenarioedits::Side;

namespace {

Scenario molecule()
{
    return findPreset("acetic-acid")->scenario; // CH3 - C(=O) - OH: edges 0-1, 1-2, 1-3
}

} // namespace

class TestGraphEdits : public QObject
{
    Q_OBJECT
private slots:
    void tokenEditsCarryTheGraph()
    {
        Scenario s = molecule();
        scenarioedits::insertToken(s, Side::Query, 0, "H");
        QVERIFY(validate(s).empty());
        QCOMPARE(s.graph.nodeCount(), 5);
        QCOMPARE(s.graph.edges[0], (GraphEdge{1, 2, 1.52})); // renumbered, weight kept
        scenarioedits::removeToken(s, Side::Query, 2);       // the carboxyl carbon and its bonds
        QVERIFY(validate(s).empty());
        QCOMPARE(s.graph.nodeCount(), 4);
        QVERIFY(s.graph.edges.empty());
        s = molecule();
        scenarioedits::moveToken(s, Side::Query, 1, 3); // C last
        QVERIFY(validate(s).empty());
        QCOMPARE(s.queryLabels[3], std::string("C"));
        QVERIFY(s.graph.joins(0, 3) && s.graph.joins(3, 1) && s.graph.joins(3, 2));
        QVERIFY(!s.graph.joins(0, 1));
    }

    void replacedTokensPadTheNodes()
    {
        Scenario s = molecule();
        s.tokens.conservativeResize(6, Eigen::NoChange);
        s.tokens.bottomRows(2).setOnes();
        scenarioedits::conform(s);
        QCOMPARE(s.graph.nodeCount(), 6);
        QVERIFY(validate(s).empty());
        s.tokens.conservativeResize(2, Eigen::NoChange);
        scenarioedits::conform(s);
        QCOMPARE(s.graph.nodeCount(), 2);
        QCOMPARE(s.graph.edges.size(), std::size_t(1)); // only CH3 - C is left
        QVERIFY(validate(s).empty());
    }

    void leavingSelfAttentionDropsTheGraph()
    {
        Scenario s = molecule();
        scenarioedits::setMode(s, InputMode::Direct);
        QVERIFY(s.graph.empty());
        QCOMPARE(s.mask, MaskKind::None);
        QVERIFY(validate(s).empty());
    }

    void viewEdits()
    {
        Scenario s = findPreset("dog-chases-ball")->scenario;
        graphedits::makeGraph(s);
        QCOMPARE(s.graph.nodeCount(), int(s.tokens.rows()));
        QCOMPARE(s.mask, MaskKind::Neighbours);
        QVERIFY(validate(s).empty());
        graphedits::toggleEdge(s, 0, 4);
        QVERIFY(s.graph.joins(0, 4) && s.graph.joins(4, 0)); // undirected: both ways
        graphedits::toggleEdge(s, 4, 0);
        QVERIFY(s.graph.edges.empty());
        graphedits::toggleEdge(s, 2, 2); // self-loops are the graph's setting
        QVERIFY(s.graph.edges.empty());
        graphedits::placeNode(s, 1, 5.0, -2.0);
        QCOMPARE(s.graph.nodes[1], (GraphNode{5.0, -2.0}));
        graphedits::placeNode(s, 1, std::nan(""), 0.0);
        QCOMPARE(s.graph.nodes[1], (GraphNode{5.0, -2.0}));
        Scenario direct = findPreset("circle")->scenario;
        graphedits::makeGraph(direct);
        QVERIFY(direct.graph.empty());
    }
};

QTEST_APPLESS_MAIN(TestGraphEdits)
#include "tst_graphedits.moc"
