// The engine against the worked examples of attention-spec.md section 7 and against an
// independent nested-loop implementation (referenceattention.h).
#include "attentionengine.h"
#include "referenceattention.h"
#include "referencecomparison.h"
#include "scenariobuilders.h"
#include "scorestages.h"
#include "validation.h"

#include <QTest>

#include <limits>

using namespace attn;
using namespace builders;

Q_DECLARE_METATYPE(attn::Scenario)
Q_DECLARE_METATYPE(attn::Matrix)

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kEps = std::numeric_limits<double>::epsilon();

AttentionTrace computeValid(const Scenario &s)
{
    const ValidationIssues issues = validate(s);
    if (!issues.empty())
        qWarning("%s: %s", issues.front().field.c_str(), issues.front().message.c_str());
    [&] { QVERIFY(issues.empty()); }();
    return computeTrace(s);
}

} // namespace

class TestAttentionEngine : public QObject
{
    Q_OBJECT

private slots:
    void workedExampleOutputs_data();
    void workedExampleOutputs();
    void circleWeights();
    void sleepyChildScoresAndWeights();
    void multiHeadShapes_data();
    void multiHeadShapes();
    void matchesReferenceLoop_data();
    void matchesReferenceLoop();
    void ablationAndCombinations();
    void fullyMaskedRowIsReported();
    void labelsAreResolved();
    void runReusesBuffersAndKeepsTraceOnIssues();
};

void TestAttentionEngine::workedExampleOutputs_data()
{
    QTest::addColumn<Scenario>("scenario");
    QTest::addColumn<Matrix>("expected");

    const Matrix circle = circleKeys();
    QTest::newRow("circle") << direct(diagonalQuery(), circle)
                            << rows({{0.315645375, 0.3156453689}});
    QTest::newRow("circle, 3 queries")
        << direct(rows({{1 / std::numbers::sqrt2, 1 / std::numbers::sqrt2}, {1, 0}, {0, 1}}),
                  circle)
        << rows({{0.315645375, 0.3156453689}, {0.4463899701, 0}, {0, 0.4463899617}});
    Scenario scaled = direct(diagonalQuery(), circle);
    scaled.scaling = ScalingKind::InverseSqrtKeyDim;
    QTest::newRow("circle, scaled") << scaled << rows({{0.2355740807, 0.2355740804}});
    Scenario custom = scaled;
    custom.scaling = ScalingKind::Custom;
    custom.customScale = 1 / std::sqrt(2.0);
    QTest::newRow("circle, custom scale 1/sqrt2") << custom << rows({{0.2355740807, 0.2355740804}});
    Matrix longV4 = circle;
    longV4.row(3) *= 5;
    // The spec rounds this output to 7 digits; these are NumPy's digits for the same set-up.
    QTest::newRow("circle, long v4")
        << direct(diagonalQuery(), longV4) << rows({{-0.5043066013947654, 2.3368563148159422}});

    QTest::newRow("sleepy child") << sleepyChild() << rows({{0.3624280762}});
    QTest::newRow("sleepy child, scaled") << sleepyChild(1.0, true) << rows({{0.3077897567}});
    QTest::newRow("sleepy child, T=0.5") << sleepyChild(0.5) << rows({{0.3945999049}});
    QTest::newRow("sleepy child, T=2") << sleepyChild(2.0) << rows({{0.2888082351}});
    QTest::newRow("sleepy child, T=10") << sleepyChild(10.0) << rows({{0.1277815972}});
    QTest::newRow("sleepy child, T=0") << sleepyChild(0.0) << rows({{0.4}});
    QTest::newRow("sleepy child, T=inf") << sleepyChild(kInf) << rows({{0.1}});
}

void TestAttentionEngine::workedExampleOutputs()
{
    QFETCH(Scenario, scenario);
    QFETCH(Matrix, expected);
    const AttentionTrace t = computeValid(scenario);
    QCOMPARE(t.output.rows(), expected.rows());
    QCOMPARE(t.output.cols(), expected.cols());
    const double error = (t.output - expected).cwiseAbs().maxCoeff();
    QVERIFY2(error <= 1e-9, qPrintable(QStringLiteral("error %1").arg(error)));
    for (Eigen::Index i = 0; i < t.heads[0].weights.rows(); ++i)
        QVERIFY(std::abs(t.heads[0].weights.row(i).sum() - 1.0) <= 1e-12);
}

void TestAttentionEngine::circleWeights()
{
    const AttentionTrace t = computeValid(direct(diagonalQuery(), circleKeys()));
    QCOMPARE(t.heads.size(), std::size_t(1));
    const HeadTrace &h = t.heads[0];
    QCOMPARE(h.weights.cols(), Eigen::Index(10));
    QCOMPARE(h.argmax[0], 1); // the vector at 36 degrees
    QVERIFY(std::abs(h.weights(0, 1) - 0.212075887) <= 1e-9);

    Matrix longV4 = circleKeys();
    longV4.row(3) *= 5;
    const AttentionTrace l = computeValid(direct(diagonalQuery(), longV4));
    QCOMPARE(l.heads[0].argmax[0], 3);
    QVERIFY(std::abs(l.heads[0].weights(0, 3) - 0.466118) <= 5e-7);
    QVERIFY((l.output - rows({{-0.5043066, 2.33685631}})).cwiseAbs().maxCoeff() <= 5e-8);
}

void TestAttentionEngine::sleepyChildScoresAndWeights()
{
    const AttentionTrace t = computeValid(sleepyChild());
    const HeadTrace &h = t.heads[0];
    QCOMPARE(Matrix(h.scores), rows({{0, 1, -4, 7, 0, 5}}));
    const Matrix expected = rows({{0.000800, 0.002175, 0.000015, 0.877459, 0.000800, 0.118751}});
    QVERIFY((h.weights - expected).cwiseAbs().maxCoeff() <= 5e-7);
    QCOMPARE(h.scale, 1.0);

    const AttentionTrace scaled = computeValid(sleepyChild(1.0, true));
    QVERIFY(std::abs(scaled.heads[0].scale - 1 / std::sqrt(3.0)) <= kEps);
    QVERIFY((scoreMatrix(scaled, 0, ScoreStage::Scaled) - h.scores / std::sqrt(3.0))
                .cwiseAbs()
                .maxCoeff() <= 4 * kEps * 7);

    const AttentionTrace hard = computeValid(sleepyChild(0.0));
    QCOMPARE(Matrix(hard.heads[0].weights), rows({{0, 0, 0, 1, 0, 0}}));
    QCOMPARE(hard.heads[0].entropy[0], 0.0);
    QCOMPARE(hard.keyLabels[std::size_t(hard.heads[0].argmax[0])], std::string("reads"));

    const AttentionTrace uniform = computeValid(sleepyChild(kInf));
    QVERIFY((uniform.heads[0].weights.array() - 1.0 / 6).abs().maxCoeff() <= kEps);
    QVERIFY(std::abs(uniform.heads[0].entropy[0] - std::log(6.0)) <= 1e-14);
}

void TestAttentionEngine::multiHeadShapes_data()
{
    QTest::addColumn<Scenario>("scenario");
    QTest::addColumn<int>("outputCols");
    QTest::addColumn<int>("headWidth");
    QTest::addColumn<int>("validLength"); // keys from here on must have weight exactly 0

    Scenario shapes = randomMultiHead(InputMode::Direct, 3, 4, 16, 4, 5);
    QTest::newRow("multi-head shapes: d_model 16, 4 heads") << shapes << 16 << 4 << 4;

    for (int valid : {3, 2}) {
        Scenario s = randomMultiHead(InputMode::CrossAttention, 4, 6, 100, 5, 9);
        s.mask = MaskKind::ValidLength;
        s.validLength = valid;
        QTest::addRow("valid length %d: 100 hidden, 5 heads", valid) << s << 100 << 20 << valid;
    }
    Scenario self = randomMultiHead(InputMode::SelfAttention, 5, 5, 128, 4, 13);
    self.mask = MaskKind::Causal;
    QTest::newRow("self-attention, causal: embed 128, 4 heads") << self << 128 << 32 << -1;
}

void TestAttentionEngine::multiHeadShapes()
{
    QFETCH(Scenario, scenario);
    QFETCH(int, outputCols);
    QFETCH(int, headWidth);
    QFETCH(int, validLength);
    const AttentionTrace t = computeValid(scenario);
    const Eigen::Index m = scenario.queryInput().rows(), n = scenario.keyInput().rows();
    QCOMPARE(t.output.rows(), m);
    QCOMPARE(t.output.cols(), Eigen::Index(outputCols));
    QCOMPARE(t.heads.size(), std::size_t(scenario.headCount));
    QCOMPARE(t.concatenated.cols(), Eigen::Index(scenario.headCount * headWidth));
    for (const HeadTrace &h : t.heads) {
        QCOMPARE(h.q.cols(), Eigen::Index(headWidth));
        QCOMPARE(h.k.cols(), Eigen::Index(headWidth));
        QCOMPARE(h.v.cols(), Eigen::Index(headWidth));
        QCOMPARE(h.weights.rows(), m);
        QCOMPARE(h.weights.cols(), n);
        QCOMPARE(h.output.cols(), Eigen::Index(headWidth));
        for (Eigen::Index i = 0; i < m; ++i) {
            QVERIFY(std::abs(h.weights.row(i).sum() - 1.0) <= 1e-12);
            for (Eigen::Index j = 0; j < n; ++j) {
                const bool hidden = validLength >= 0 ? j >= validLength : j > i;
                QCOMPARE(isVisible(t, std::size_t(&h - t.heads.data()), i, j), !hidden);
                if (hidden)
                    QCOMPARE(h.weights(i, j), 0.0);
                else
                    QVERIFY(h.weights(i, j) > 0.0);
            }
        }
    }
    QVERIFY(std::none_of(t.maskedRows.begin(), t.maskedRows.end(), [](bool b) { return b; }));
}

void TestAttentionEngine::matchesReferenceLoop_data()
{
    QTest::addColumn<Scenario>("scenario");

    QTest::newRow("direct, 1 head") << randomMultiHead(InputMode::Direct, 5, 7, 6, 1, 1);
    Scenario causal = randomMultiHead(InputMode::SelfAttention, 9, 9, 16, 4, 2);
    causal.mask = MaskKind::Causal;
    QTest::newRow("self, 4 heads, causal, concat") << causal;

    Scenario weighted = randomMultiHead(InputMode::SelfAttention, 6, 6, 12, 3, 3);
    weighted.combination = HeadCombination::WeightedSum;
    weighted.heads[0].combineWeight = 0.5;
    weighted.heads[1].combineWeight = -1.25;
    weighted.heads[2].combineWeight = 2.0;
    weighted.mask = MaskKind::ValidLength;
    weighted.validLength = 4;
    weighted.temperature = 0.7;
    QTest::newRow("self, weighted sum, valid length, T=0.7") << weighted;

    Scenario mean = randomMultiHead(InputMode::CrossAttention, 4, 7, 8, 2, 4);
    mean.combination = HeadCombination::Mean;
    mean.heads[1].enabled = false;
    mean.mask = MaskKind::Custom;
    mean.customMask = BoolMatrix::Constant(4, 7, true);
    mean.customMask(0, 2) = mean.customMask(1, 0) = mean.customMask(3, 6) = false;
    mean.customMask.row(2).setConstant(false); // fully masked row
    QTest::newRow("cross, mean, custom mask, head 2 off") << mean;

    Scenario additive = randomMultiHead(InputMode::SelfAttention, 5, 5, 8, 2, 5);
    additive.score = ScoreKind::Additive;
    additive.scaling = ScalingKind::Custom;
    additive.customScale = 0.3;
    QTest::newRow("self, additive, custom scale") << additive;

    Scenario additiveDirect = direct(seededNormal(3, 2, 61, 1.0), seededNormal(5, 4, 62, 1.0),
                                     seededNormal(5, 3, 63, 1.0));
    additiveDirect.score = ScoreKind::Additive;
    additiveDirect.additiveHidden = 6;
    additiveDirect.projectionInit = ProjectionInit::Random;
    additiveDirect.keyDim = 3;
    refreshProjections(additiveDirect);
    QTest::newRow("direct, additive, widths 2 and 4") << additiveDirect;

    Scenario hard = randomMultiHead(InputMode::SelfAttention, 6, 6, 8, 2, 6);
    hard.temperature = 0.0;
    QTest::newRow("self, T=0") << hard;
    Scenario flat = randomMultiHead(InputMode::CrossAttention, 3, 5, 8, 4, 7);
    flat.temperature = kInf;
    QTest::newRow("cross, T=inf") << flat;

    Scenario dims = randomMultiHead(InputMode::CrossAttention, 4, 5, 9, 3, 8);
    dims.keyDim = 5;
    dims.valueDim = 2;
    dims.outputDim = 7;
    refreshProjections(dims);
    dims.heads[0].enabled = false;
    dims.scaling = ScalingKind::None;
    QTest::newRow("cross, explicit d_k, d_v, d_out, head 1 off") << dims;

    Scenario identity = randomMultiHead(InputMode::SelfAttention, 6, 6, 12, 4, 9);
    identity.projectionInit = ProjectionInit::Identity;
    refreshProjections(identity);
    identity.mask = MaskKind::Causal;
    QTest::newRow("self, identity heads, causal") << identity;
}

void TestAttentionEngine::matchesReferenceLoop()
{
    QFETCH(Scenario, scenario);
    const AttentionTrace t = computeValid(scenario);
    const reference::Result r = reference::compute(scenario);
    QCOMPARE(t.heads.size(), r.heads.size());
    // Both sides round differently (blocked products vs plain loops); the tolerance grows
    // with the length of the sums and the size of the numbers, never beyond ~1e-13 here.
    const double length = double(scenario.queryInput().cols() + scenario.keyInput().rows() +
                                 scenario.outputProjection.rows());
    for (std::size_t h = 0; h < r.heads.size(); ++h) {
        const double wError = maxAbsDifference(t.heads[h].weights, r.weights[h]);
        QVERIFY2(wError <= 64 * kEps * length, qPrintable(QString::number(wError)));
        const double hError = maxAbsDifference(t.heads[h].output, r.heads[h]);
        QVERIFY2(hError <= 64 * kEps * length * (1 + maxAbs(r.heads[h])),
                 qPrintable(QString::number(hError)));
    }
    const double error = maxAbsDifference(t.output, r.output);
    QVERIFY2(error <= 64 * kEps * length * (1 + maxAbs(r.output)),
             qPrintable(QString::number(error)));
}

void TestAttentionEngine::ablationAndCombinations()
{
    Scenario s = randomMultiHead(InputMode::SelfAttention, 4, 4, 8, 2, 21);
    s.combination = HeadCombination::WeightedSum;
    s.heads[0].combineWeight = 3.0;
    s.heads[1].combineWeight = -0.5;
    const AttentionTrace both = computeValid(s);
    QVERIFY((both.output - (3.0 * both.heads[0].output - 0.5 * both.heads[1].output))
                .cwiseAbs()
                .maxCoeff() <= 8 * kEps * (1 + both.output.cwiseAbs().maxCoeff()));

    s.heads[1].enabled = false;
    const AttentionTrace ablated = computeValid(s);
    QVERIFY(!ablated.heads[1].enabled);
    QVERIFY(ablated.heads[1].output.isZero(0.0));
    QCOMPARE(ablated.heads[1].weights, both.heads[1].weights); // still shown
    QVERIFY((ablated.output - 3.0 * both.heads[0].output).cwiseAbs().maxCoeff() <= 1e-15);
    QVERIFY((ablated.output - both.output).norm() > 1e-3); // the head mattered

    s.combination = HeadCombination::Mean;
    const AttentionTrace mean = computeValid(s);
    QVERIFY((mean.output - 0.5 * both.heads[0].output).cwiseAbs().maxCoeff() <= 1e-15);

    s.combination = HeadCombination::ConcatProject;
    const AttentionTrace concat = computeValid(s);
    QVERIFY(concat.concatenated.rightCols(4).isZero(0.0));
    QCOMPARE(Matrix(concat.concatenated.leftCols(4)), both.heads[0].output);
    QCOMPARE(concat.output, Matrix(concat.concatenated * s.outputProjection));
}

void TestAttentionEngine::fullyMaskedRowIsReported()
{
    Scenario s = sleepyChild();
    s.queries = rows({{0, 2, 1}, {1, 1, 1}, {2, 0, 0}});
    s.mask = MaskKind::Custom;
    s.customMask = BoolMatrix::Constant(3, 6, true);
    s.customMask.row(1).setConstant(false);
    s.customMask(2, 0) = false;
    s.queryLabels.clear();
    const AttentionTrace t = computeValid(s);
    QCOMPARE(t.maskedRows, (std::vector<bool>{false, true, false}));
    const HeadTrace &h = t.heads[0];
    QVERIFY(h.weights.allFinite() && t.output.allFinite() && h.entropy.allFinite());
    QVERIFY(h.weights.row(1).isZero(0.0));
    QCOMPARE(t.output(1, 0), 0.0);
    QCOMPARE(h.argmax[1], -1);
    QCOMPARE(h.entropy[1], 0.0);
    QCOMPARE(h.weights(2, 0), 0.0);
    QVERIFY(std::abs(h.weights.row(2).sum() - 1.0) <= 1e-12);
}

void TestAttentionEngine::labelsAreResolved()
{
    const AttentionTrace named = computeValid(sleepyChild());
    QCOMPARE(named.queryLabels, (std::vector<std::string>{"book"}));
    QCOMPARE(named.keyLabels.at(3), std::string("reads"));

    const AttentionTrace plain = computeValid(direct(rows({{1, 0}, {0, 1}}), circleKeys()));
    QCOMPARE(plain.queryLabels, (std::vector<std::string>{"q1", "q2"}));
    QCOMPARE(plain.keyLabels.size(), std::size_t(10));
    QCOMPARE(plain.keyLabels.front(), std::string("k1"));
    QCOMPARE(plain.keyLabels.back(), std::string("k10"));

    Scenario self = randomMultiHead(InputMode::SelfAttention, 3, 3, 4, 1, 3);
    self.queryLabels = {"吾輩", "は", "猫"};
    const AttentionTrace selfTrace = computeValid(self);
    QCOMPARE(selfTrace.keyLabels, self.queryLabels);
}

void TestAttentionEngine::runReusesBuffersAndKeepsTraceOnIssues()
{
    AttentionEngine engine;
    Scenario s = randomMultiHead(InputMode::SelfAttention, 8, 8, 16, 4, 31);
    QVERIFY(engine.run(s).empty());
    const double *weights = engine.trace().heads[2].weights.data();
    const double *output = engine.trace().output.data();
    const double *projected = engine.trace().heads[0].q.data();
    const Matrix firstOutput = engine.trace().output;

    s.tokens(0, 0) += 1.0; // an edit of the same size
    QVERIFY(engine.run(s).empty());
    QCOMPARE(engine.trace().heads[2].weights.data(), weights);
    QCOMPARE(engine.trace().output.data(), output);
    QCOMPARE(engine.trace().heads[0].q.data(), projected);
    QVERIFY(engine.trace().output != firstOutput);
    QVERIFY((engine.trace().output - computeTrace(s).output).isZero(0.0));

    const Matrix before = engine.trace().output;
    s.temperature = -1.0;
    const ValidationIssues issues = engine.run(s);
    QCOMPARE(issues.size(), std::size_t(1));
    QCOMPARE(issues.front().field, std::string("temperature"));
    QCOMPARE(engine.trace().output, before);
}

QTEST_APPLESS_MAIN(TestAttentionEngine)
#include "tst_attentionengine.moc"
