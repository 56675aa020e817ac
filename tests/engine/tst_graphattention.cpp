// Attention on graphs: the "neighbours only" mask from a graph's edges, against a NumPy
// reference written edge by edge from the seed text's equations
// (tests/numpy/reference_graph_attention.py), and permutation equivariance.
#include "../io/pythonwithnumpy.h"
#include "attentionengine.h"
#include "graphpermutation.h"
#include "jsonmatrixdifference.h"
#include "randomgraphs.h"
#include "validation.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace attn;

namespace {

constexpr int kGraphCount = 40;

QJsonArray toJson(const Matrix &m)
{
    QJsonArray rows;
    for (Eigen::Index r = 0; r < m.rows(); ++r) {
        QJsonArray row;
        for (Eigen::Index c = 0; c < m.cols(); ++c)
            row.append(m(r, c));
        rows.append(row);
    }
    return rows;
}

QJsonObject toJson(const QString &name, const Scenario &s)
{
    QJsonArray edges;
    for (const GraphEdge &e : s.graph.edges)
        edges.append(QJsonArray{e.sender, e.receiver});
    QJsonArray heads;
    for (const HeadProjection &h : s.heads)
        heads.append(QJsonObject{{QStringLiteral("wq"), toJson(h.wq)},
                                 {QStringLiteral("wk"), toJson(h.wk)},
                                 {QStringLiteral("wv"), toJson(h.wv)}});
    return {{QStringLiteral("name"), name},
            {QStringLiteral("nodes"), toJson(s.tokens)},
            {QStringLiteral("edges"), edges},
            {QStringLiteral("directed"), s.graph.directed},
            {QStringLiteral("self_loops"), s.graph.selfLoops},
            {QStringLiteral("heads"), heads},
            {QStringLiteral("wo"), toJson(s.outputProjection)}};
}

/// Row r of `permuted` against row order[r] of `original`: the largest difference.
double permutationDifference(const Matrix &original, const Matrix &permuted,
                             const std::vector<int> &order)
{
    double worst = 0;
    for (Eigen::Index r = 0; r < permuted.rows(); ++r)
        worst = std::max(
            worst, (permuted.row(r) - original.row(order[std::size_t(r)])).cwiseAbs().maxCoeff());
    return worst;
}

} // namespace

class TestGraphAttention : public QObject
{
    Q_OBJECT

private slots:
    void neighbourMaskFollowsTheEdges();
    void nodeEditsKeepTheEdges();
    void engineMatchesTheSeedEquations();
    void outputsPermuteWithTheNodes();
    void causalMaskBreaksEquivariance();
    void permutationsAreValid();
    void graphNeedsSelfAttention();
};

void TestGraphAttention::neighbourMaskFollowsTheEdges()
{
    Graph g;
    g.nodes.resize(3);
    g.edges = {{0, 1, 1.0}}; // 0 sends to 1
    g.directed = true;
    g.selfLoops = false;
    BoolMatrix mask = g.neighbourMask();
    QVERIFY(mask(1, 0));  // receiver 1 sees sender 0
    QVERIFY(!mask(0, 1)); // not the other way
    QVERIFY(!mask(0, 0) && !mask(2, 2));
    QCOMPARE(mask.count(), Eigen::Index(1));
    g.directed = false;
    mask = g.neighbourMask();
    QVERIFY(mask(1, 0) && mask(0, 1));
    QCOMPARE(mask.count(), Eigen::Index(2));
    g.selfLoops = true;
    QCOMPARE(g.neighbourMask().count(), Eigen::Index(5));

    Scenario s = randomgraphs::graphScenario(7);
    s.graph.edges = {{0, 0, 1.0}};
    s.graph.selfLoops = true;
    AttentionEngine engine;
    QVERIFY(engine.run(s).empty());
    // Every node attends to itself alone: weight exactly 1 on the diagonal.
    for (Eigen::Index i = 0; i < s.tokens.rows(); ++i)
        QCOMPARE(engine.trace().heads[0].weights(i, i), 1.0);
}

void TestGraphAttention::nodeEditsKeepTheEdges()
{
    Graph g;
    g.nodes = {{0, 0}, {1, 0}, {2, 0}, {3, 0}};
    g.edges = {{0, 1, 1.0}, {2, 3, 2.0}, {3, 0, 3.0}};
    Graph inserted = g;
    inserted.insertNode(1, {9, 9});
    QCOMPARE(inserted.nodeCount(), 5);
    QCOMPARE(inserted.edges[0], (GraphEdge{0, 2, 1.0}));
    QCOMPARE(inserted.edges[1], (GraphEdge{3, 4, 2.0}));
    Graph removed = g;
    removed.removeNode(0);
    QCOMPARE(removed.edges.size(), std::size_t(1));
    QCOMPARE(removed.edges[0], (GraphEdge{1, 2, 2.0}));
    Graph moved = g;
    moved.moveNode(3, 0); // node 3 first: old 0, 1, 2 become 1, 2, 3
    QCOMPARE(moved.nodes[0], (GraphNode{3, 0}));
    QCOMPARE(moved.edges[0], (GraphEdge{1, 2, 1.0}));
    QCOMPARE(moved.edges[2], (GraphEdge{0, 1, 3.0}));
}

void TestGraphAttention::engineMatchesTheSeedEquations()
{
    const QString python = pythonWithNumpy();
    if (python.isEmpty())
        QSKIP("python3 with numpy not found (install python3-numpy); comparison skipped");
    std::vector<Scenario> graphs;
    QJsonArray input;
    for (int i = 0; i < kGraphCount; ++i) {
        graphs.push_back(randomgraphs::graphScenario(std::uint64_t(500 + i)));
        const ValidationIssues issues = validate(graphs.back());
        QVERIFY2(issues.empty(), issues.empty() ? "" : issues.front().message.c_str());
        input.append(toJson(QStringLiteral("graph %1").arg(i), graphs.back()));
    }
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString inputPath = dir.filePath(QStringLiteral("graphs.json"));
    const QString outputPath = dir.filePath(QStringLiteral("results.json"));
    QFile inputFile(inputPath);
    QVERIFY(inputFile.open(QIODevice::WriteOnly));
    inputFile.write(QJsonDocument(input).toJson(QJsonDocument::Compact));
    inputFile.close();
    QProcess process;
    process.start(python, {QStringLiteral(ATTENTION_LAB_SOURCE_DIR
                                          "/tests/numpy/reference_graph_attention.py"),
                           inputPath, outputPath});
    QVERIFY(process.waitForFinished(120000));
    QVERIFY2(process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0,
             process.readAllStandardError().constData());
    QFile outputFile(outputPath);
    QVERIFY(outputFile.open(QIODevice::ReadOnly));
    const QJsonArray results = QJsonDocument::fromJson(outputFile.readAll()).array();
    QCOMPARE(results.size(), kGraphCount);

    AttentionEngine engine;
    double worst = 0;
    for (int i = 0; i < kGraphCount; ++i) {
        QVERIFY(engine.run(graphs[std::size_t(i)], AttentionEngine::Reuse::Nothing).empty());
        const QJsonObject expected = results.at(i).toObject();
        const AttentionTrace &t = engine.trace();
        const double output = maxDifference(t.output, expected.value(QStringLiteral("output")));
        QVERIFY2(output <= 1e-12,
                 qPrintable(QStringLiteral("graph %1: output differs by %2").arg(i).arg(output)));
        worst = std::max(worst, output);
        const QJsonArray heads = expected.value(QStringLiteral("weights")).toArray();
        QCOMPARE(heads.size(), qsizetype(t.heads.size()));
        for (std::size_t h = 0; h < t.heads.size(); ++h) {
            const double weights = maxDifference(t.heads[h].weights, heads.at(qsizetype(h)));
            QVERIFY2(weights <= 1e-12,
                     qPrintable(QStringLiteral("graph %1 head %2: weights differ by %3")
                                    .arg(i)
                                    .arg(h)
                                    .arg(weights)));
        }
    }
    qInfo("largest difference from the edge-by-edge reference: %.3g", worst);
}

void TestGraphAttention::outputsPermuteWithTheNodes()
{
    AttentionEngine original;
    AttentionEngine shuffled;
    int bitForBit = 0;
    for (int i = 0; i < 200; ++i) {
        const Scenario s = randomgraphs::graphScenario(std::uint64_t(9000 + i));
        const std::vector<int> order = randomPermutation(int(s.tokens.rows()), 77 + i);
        QVERIFY(isPermutation(order, int(s.tokens.rows())));
        const Scenario p = permutedTokens(s, order);
        QVERIFY(validate(p).empty());
        QVERIFY(original.run(s, AttentionEngine::Reuse::Nothing).empty());
        QVERIFY(shuffled.run(p, AttentionEngine::Reuse::Nothing).empty());
        const double output =
            permutationDifference(original.trace().output, shuffled.trace().output, order);
        QVERIFY2(output <= 1e-12, qPrintable(QStringLiteral("graph %1: %2").arg(i).arg(output)));
        bitForBit += output == 0.0 ? 1 : 0;
        // The weights permute on both sides: a'_{rc} = a_{order[r], order[c]}.
        for (std::size_t h = 0; h < original.trace().heads.size(); ++h)
            for (Eigen::Index r = 0; r < p.tokens.rows(); ++r)
                for (Eigen::Index c = 0; c < p.tokens.rows(); ++c)
                    QVERIFY(std::abs(shuffled.trace().heads[h].weights(r, c) -
                                     original.trace().heads[h].weights(
                                         order[std::size_t(r)], order[std::size_t(c)])) <= 1e-12);
        QCOMPARE(p.queryLabels[0], s.queryLabels[std::size_t(order[0])]);
    }
    qInfo("200 random graphs: %d of them permute bit for bit", bitForBit);
}

void TestGraphAttention::causalMaskBreaksEquivariance()
{
    // A causal mask is a rule on positions: shuffling the tokens changes who sees whom.
    Scenario s = randomgraphs::graphScenario(31);
    while (s.tokens.rows() < 4)
        s = randomgraphs::graphScenario(s.seed + 1);
    s.graph = Graph();
    s.mask = MaskKind::Causal;
    std::vector<int> order(std::size_t(s.tokens.rows()));
    for (std::size_t r = 0; r < order.size(); ++r)
        order[r] = int(order.size() - 1 - r); // reversed
    AttentionEngine original;
    AttentionEngine reversed;
    QVERIFY(original.run(s).empty());
    QVERIFY(reversed.run(permutedTokens(s, order)).empty());
    QVERIFY(permutationDifference(original.trace().output, reversed.trace().output, order) > 1e-6);
    s.mask = MaskKind::None; // without it, the same rows again
    QVERIFY(original.run(s).empty());
    QVERIFY(reversed.run(permutedTokens(s, order)).empty());
    QVERIFY(permutationDifference(original.trace().output, reversed.trace().output, order) <=
            1e-12);
}

void TestGraphAttention::permutationsAreValid()
{
    for (int n : {0, 1, 2, 5, 50}) {
        const std::vector<int> order = randomPermutation(n, 3);
        QVERIFY(isPermutation(order, n));
        QCOMPARE(randomPermutation(n, 3), order); // the seed decides
    }
    QVERIFY(randomPermutation(50, 3) != randomPermutation(50, 4));
    QVERIFY(!isPermutation({0, 0}, 2));
    QVERIFY(!isPermutation({0, 2}, 2));
    QVERIFY(!isPermutation({0}, 2));
}

void TestGraphAttention::graphNeedsSelfAttention()
{
    Scenario s = randomgraphs::graphScenario(11);
    s.graph.edges.push_back({0, int(s.tokens.rows()), 1.0});
    ValidationIssues issues = validate(s);
    QCOMPARE(issues.size(), std::size_t(1));
    QCOMPARE(issues[0].field, std::string("graph.edges"));
    s = randomgraphs::graphScenario(11);
    s.graph.nodes.pop_back();
    QVERIFY(!validate(s).empty());
    s = randomgraphs::graphScenario(11);
    s.graph = Graph();
    issues = validate(s);
    QCOMPARE(issues.size(), std::size_t(1));
    QCOMPARE(issues[0].field, std::string("mask"));
}

QTEST_APPLESS_MAIN(TestGraphAttention)
#include "tst_graphattention.moc"
