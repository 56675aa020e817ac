// Projection biases b_Q, b_K, b_V (trained models' linear layers): q = x W_Q + b_Q. Checked
// against the same scenario without biases whose tokens carry an extra component 1 and whose
// projections an extra row b (x' W' = x W + b), an independent way to the same numbers.

#include "attentionengine.h"
#include "scenariobuilders.h"
#include "validation.h"

#include <QTest>

using attn::Matrix;
using attn::Scenario;
using attn::Vector;

namespace {

/// Self-attention with explicit random projections and random biases on every side.
Scenario biasedScenario(int tokens, int modelDim, int heads, std::uint64_t seed)
{
    Scenario s = builders::selfAttention(tokens, modelDim, heads, seed);
    s.projectionInit = attn::ProjectionInit::Explicit;
    s.mask = attn::MaskKind::Causal;
    for (std::size_t i = 0; i < s.heads.size(); ++i) {
        attn::HeadProjection &h = s.heads[i];
        const std::uint64_t base = seed * 100 + 10 * i;
        h.queryBias = attn::seededNormal(1, int(h.wq.cols()), base + 1, 1.0).row(0).transpose();
        h.keyBias = attn::seededNormal(1, int(h.wk.cols()), base + 2, 1.0).row(0).transpose();
        h.valueBias = attn::seededNormal(1, int(h.wv.cols()), base + 3, 1.0).row(0).transpose();
    }
    return s;
}

/// [W; b^T]: the projection of tokens with an extra component 1.
Matrix withBiasRow(const Matrix &w, const Vector &b)
{
    Matrix out(w.rows() + 1, w.cols());
    out << w, b.transpose();
    return out;
}

/// The same computation without biases: X' = [X 1], W' = [W; b^T].
Scenario augmented(const Scenario &biased)
{
    Scenario s = biased;
    s.tokens.conservativeResize(Eigen::NoChange, biased.tokens.cols() + 1);
    s.tokens.col(s.tokens.cols() - 1).setOnes();
    for (attn::HeadProjection &h : s.heads) {
        h.wq = withBiasRow(h.wq, h.queryBias);
        h.wk = withBiasRow(h.wk, h.keyBias);
        h.wv = withBiasRow(h.wv, h.valueBias);
        h.queryBias = Vector();
        h.keyBias = Vector();
        h.valueBias = Vector();
    }
    return s;
}

double largestDifference(const attn::AttentionTrace &a, const attn::AttentionTrace &b)
{
    double worst = (a.output - b.output).cwiseAbs().maxCoeff();
    for (std::size_t i = 0; i < a.heads.size(); ++i) {
        worst = std::max(worst, (a.heads[i].q - b.heads[i].q).cwiseAbs().maxCoeff());
        worst = std::max(worst, (a.heads[i].k - b.heads[i].k).cwiseAbs().maxCoeff());
        worst = std::max(worst, (a.heads[i].v - b.heads[i].v).cwiseAbs().maxCoeff());
        worst = std::max(worst, (a.heads[i].weights - b.heads[i].weights).cwiseAbs().maxCoeff());
    }
    return worst;
}

} // namespace

class TestProjectionBias : public QObject
{
    Q_OBJECT

private slots:
    void biasesEqualAnExtraComponentOfOne_data()
    {
        QTest::addColumn<int>("tokens");
        QTest::addColumn<int>("modelDim");
        QTest::addColumn<int>("heads");
        QTest::newRow("one head") << 5 << 4 << 1;
        QTest::newRow("three heads") << 9 << 6 << 3;
        QTest::newRow("row blocks") << 300 << 8 << 2; // more rows than one projection task
    }
    void biasesEqualAnExtraComponentOfOne()
    {
        QFETCH(int, tokens);
        QFETCH(int, modelDim);
        QFETCH(int, heads);
        const Scenario biased = biasedScenario(tokens, modelDim, heads, 7);
        QVERIFY(attn::validate(biased).empty());
        const attn::AttentionTrace withBias = attn::computeTrace(biased);
        const attn::AttentionTrace reference = attn::computeTrace(augmented(biased));
        QVERIFY2(largestDifference(withBias, reference) < 1e-12,
                 qPrintable(QString::number(largestDifference(withBias, reference))));
        // The biases matter: without them the weights are other numbers.
        Scenario unbiased = biased;
        for (attn::HeadProjection &h : unbiased.heads)
            h.queryBias = h.keyBias = h.valueBias = Vector();
        QVERIFY(largestDifference(withBias, attn::computeTrace(unbiased)) > 1e-3);
    }

    void incrementalEditKeepsTheBias()
    {
        Scenario s = biasedScenario(12, 4, 2, 3);
        attn::AttentionEngine engine;
        QVERIFY(engine.run(s).empty());
        s.tokens(5, 1) += 0.75;
        QVERIFY(engine.runInputCellEdit(s, {attn::InputMatrix::Tokens, 5, 1}).empty());
        QCOMPARE(engine.incrementalRuns(), 1);
        const double difference = largestDifference(engine.trace(), attn::computeTrace(s));
        QVERIFY2(difference < 1e-12, qPrintable(QString::number(difference)));
    }

    void changedBiasIsComputedAgain()
    {
        Scenario s = biasedScenario(6, 4, 2, 5);
        attn::AttentionEngine engine;
        QVERIFY(engine.run(s).empty());
        s.heads[1].keyBias[0] += 2.0;
        QCOMPARE(engine.workFor(s), attn::Stage::Projections);
        QVERIFY(engine.run(s).empty());
        QVERIFY(largestDifference(engine.trace(), attn::computeTrace(s)) < 1e-12);
    }

    void biasOfTheWrongWidthIsNamed()
    {
        Scenario s = biasedScenario(4, 4, 2, 1);
        s.heads[1].valueBias = Vector::Ones(5);
        s.heads[0].queryBias[1] = std::numeric_limits<double>::quiet_NaN();
        const attn::ValidationIssues issues = attn::validate(s);
        QStringList fields;
        for (const attn::ValidationIssue &issue : issues)
            fields << QString::fromStdString(issue.field);
        QVERIFY2(fields.contains(QStringLiteral("heads[1].valueBias")),
                 qPrintable(fields.join(',')));
        QVERIFY2(fields.contains(QStringLiteral("heads[0].queryBias")),
                 qPrintable(fields.join(',')));
    }

    void madeProjectionsHaveNoBias()
    {
        Scenario s = biasedScenario(4, 4, 2, 1);
        s.projectionInit = attn::ProjectionInit::Random;
        attn::refreshProjections(s);
        for (const attn::HeadProjection &h : s.heads)
            QVERIFY(h.queryBias.size() == 0 && h.keyBias.size() == 0 && h.valueBias.size() == 0);
    }
};

QTEST_APPLESS_MAIN(TestProjectionBias)
#include "tst_projectionbias.moc"
