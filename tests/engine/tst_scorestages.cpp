// The score stages and the mask that a trace does not store (scorestages.h, maskrule.h):
// derived on demand, they must equal the definitions written out as plain loops, whether the
// trace keeps its raw scores or (beyond its kept-scores limit) only q and k.
#include "attentionengine.h"
#include "maskrule.h"
#include "referenceattention.h"
#include "scenariobuilders.h"
#include "scorestages.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace attn;

Q_DECLARE_METATYPE(attn::Scenario)

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

/// Self-attention over 150 tokens (two row blocks), 3 heads, with the given mask and T.
Scenario selfAttention(MaskKind mask, double temperature)
{
    Scenario s = builders::randomMultiHead(InputMode::SelfAttention, 150, 150, 12, 3, 8);
    s.mask = mask;
    s.temperature = temperature;
    if (mask == MaskKind::ValidLength)
        s.validLength = 97;
    if (mask == MaskKind::Custom) {
        s.customMask = BoolMatrix::Constant(150, 150, true);
        for (int i = 0; i < 150; ++i)
            s.customMask(i, (7 * i) % 150) = false;
        s.customMask.row(33).setConstant(false); // a fully masked row
    }
    return s;
}

/// Largest |a - b| / max(1, |b|) entry by entry.
double relative(const Matrix &a, const Matrix &b)
{
    if (a.rows() != b.rows() || a.cols() != b.cols())
        return kInf;
    double worst = 0.0;
    for (Eigen::Index i = 0; i < a.rows(); ++i)
        for (Eigen::Index j = 0; j < a.cols(); ++j)
            worst = std::max(worst, std::abs(a(i, j) - b(i, j)) / std::max(1.0, std::abs(b(i, j))));
    return worst;
}

Matrix toMatrix(const reference::Table &table)
{
    Matrix m(Eigen::Index(table.size()), Eigen::Index(table.front().size()));
    for (Eigen::Index i = 0; i < m.rows(); ++i)
        for (Eigen::Index j = 0; j < m.cols(); ++j)
            m(i, j) = table[std::size_t(i)][std::size_t(j)];
    return m;
}

} // namespace

class TestScoreStages : public QObject
{
    Q_OBJECT

private slots:
    void stagesFollowTheirDefinitions_data();
    void stagesFollowTheirDefinitions();
    void maskRuleFollowsTheScenario_data();
    void maskRuleFollowsTheScenario();
    void noKeptScoresSameWeights();
};

void TestScoreStages::stagesFollowTheirDefinitions_data()
{
    QTest::addColumn<Scenario>("scenario");
    QTest::addColumn<double>("keptScoresLimit");
    for (double t : {1.0, 0.3, 0.0, kInf})
        for (double limit : {kKeptScoresLimit, 0.0})
            QTest::addRow("T = %g, %s", t, limit > 0 ? "kept" : "not kept")
                << selfAttention(MaskKind::Causal, t) << limit;
}

void TestScoreStages::stagesFollowTheirDefinitions()
{
    QFETCH(Scenario, scenario);
    QFETCH(double, keptScoresLimit);
    const AttentionTrace t = computeTrace(scenario, keptScoresLimit);
    const double temperature = scenario.temperature;
    for (std::size_t head = 0; head < t.heads.size(); ++head) {
        const HeadTrace &h = t.heads[head];
        QCOMPARE(h.scores.size() > 0, keptScoresLimit > 0);
        const double s = 1.0 / std::sqrt(double(h.k.cols()));
        Matrix raw(h.q.rows(), h.k.rows()), scaled = raw, tempered = raw;
        for (Eigen::Index i = 0; i < raw.rows(); ++i)
            for (Eigen::Index j = 0; j < raw.cols(); ++j) {
                double dot = 0.0;
                for (Eigen::Index c = 0; c < h.q.cols(); ++c)
                    dot += h.q(i, c) * h.k(j, c);
                raw(i, j) = dot;
                scaled(i, j) = s * dot;
                tempered(i, j) = std::isinf(temperature) ? 0.0
                                 : temperature == 0.0    ? s * dot
                                                         : s * dot / temperature;
            }
        QVERIFY(relative(scoreMatrix(t, head, ScoreStage::Raw), raw) <= 1e-13);
        QVERIFY(relative(scoreMatrix(t, head, ScoreStage::Scaled), scaled) <= 1e-13);
        QVERIFY(relative(scoreMatrix(t, head, ScoreStage::Tempered), tempered) <= 1e-13);
        for (Eigen::Index i : {Eigen::Index(0), Eigen::Index(77), Eigen::Index(149)}) {
            const RowVector row = scoreRow(t, head, ScoreStage::Tempered, i);
            QVERIFY(relative(Matrix(row), Matrix(tempered.row(i))) <= 1e-13);
            QVERIFY(std::abs(scoreAt(t, head, ScoreStage::Scaled, i, 5) - scaled(i, 5)) <=
                    1e-13 * std::max(1.0, std::abs(scaled(i, 5))));
        }
    }
}

void TestScoreStages::maskRuleFollowsTheScenario_data()
{
    QTest::addColumn<Scenario>("scenario");
    QTest::newRow("none") << selfAttention(MaskKind::None, 1.0);
    QTest::newRow("causal") << selfAttention(MaskKind::Causal, 1.0);
    QTest::newRow("valid length") << selfAttention(MaskKind::ValidLength, 1.0);
    QTest::newRow("custom") << selfAttention(MaskKind::Custom, 1.0);
}

void TestScoreStages::maskRuleFollowsTheScenario()
{
    QFETCH(Scenario, scenario);
    const MaskRule rule = MaskRule::of(scenario);
    const AttentionTrace t = computeTrace(scenario);
    const Eigen::Index n = 150;
    bool fill[150];
    std::vector<bool> hidden(t.heads.size()); // isVisible() false somewhere in the head
    for (Eigen::Index i = 0; i < n; ++i) {
        rule.fillRow(i, n, fill);
        Eigen::Index last = 0;
        bool any = false;
        for (Eigen::Index j = 0; j < n; ++j) {
            const bool expected = reference::visible(scenario, std::size_t(i), std::size_t(j));
            QCOMPARE(rule.visible(i, j), expected);
            QCOMPARE(fill[j], expected);
            // Fully masked rows see nothing in the trace, whatever the rule says.
            for (std::size_t head = 0; head < t.heads.size(); ++head) {
                QCOMPARE(isVisible(t, head, i, j), expected && !t.maskedRows[std::size_t(i)]);
                hidden[head] = hidden[head] || !isVisible(t, head, i, j);
            }
            if (expected)
                last = j + 1;
            any = any || expected;
        }
        QCOMPARE(rule.visibleWidth(i, n), last);
        QCOMPARE(bool(t.maskedRows[std::size_t(i)]), !any);
    }
    QVERIFY(rule.matrix(n, n) == maskMatrix(t, 0));
    for (std::size_t head = 0; head < t.heads.size(); ++head)
        QCOMPARE(masksSomeKey(t, head), bool(hidden[head]));
}

void TestScoreStages::noKeptScoresSameWeights()
{
    // Without kept scores the engine computes each block's scores for its softmax: the
    // weights and outputs are the reference's, and the kept trace's to the last bit.
    for (MaskKind mask : {MaskKind::None, MaskKind::Causal, MaskKind::Custom}) {
        const Scenario s = selfAttention(mask, 0.6);
        const AttentionTrace kept = computeTrace(s);
        const AttentionTrace lean = computeTrace(s, 0.0);
        const reference::Result r = reference::compute(s);
        for (std::size_t head = 0; head < kept.heads.size(); ++head) {
            QVERIFY(lean.heads[head].weights == kept.heads[head].weights);
            QVERIFY(lean.heads[head].entropy == kept.heads[head].entropy);
            QVERIFY(lean.heads[head].argmax == kept.heads[head].argmax);
            QVERIFY(relative(lean.heads[head].weights, toMatrix(r.weights[head])) <= 1e-12);
        }
        QVERIFY(lean.output == kept.output);
        // A trace without kept scores holds only the weights' m x n numbers per head.
        QCOMPARE(lean.heads.front().scores.size(), Eigen::Index(0));
    }
}

QTEST_APPLESS_MAIN(TestScoreStages)
#include "tst_scorestages.moc"
