// Single-cell edits of an input through AttentionEngine::runInputCellEdit(): the incremental
// update must agree with a full computation of the edited scenario in every mode, mask,
// combination and temperature, fall back to a full run where it does not apply, and refuse
// bad numbers exactly as run() does.
#include "attentionengine.h"
#include "projectionfactory.h"
#include "scorestages.h"

#include <QTest>

#include <cmath>
#include <limits>
#include <random>

using namespace attn;

Q_DECLARE_METATYPE(attn::Scenario)
Q_DECLARE_METATYPE(attn::InputMatrix)

namespace {

/// Largest |a - b| relative to max(1, largest |b|).
double difference(const Matrix &a, const Matrix &b)
{
    if (a.rows() != b.rows() || a.cols() != b.cols())
        return std::numeric_limits<double>::infinity();
    if (a.size() == 0)
        return 0.0;
    return (a - b).cwiseAbs().maxCoeff() / std::max(1.0, b.cwiseAbs().maxCoeff());
}

/// The largest difference between two traces over every stored number; argmax must match.
double traceDifference(const AttentionTrace &a, const AttentionTrace &b, bool &argmaxAgree)
{
    double worst =
        std::max(difference(a.output, b.output), difference(a.concatenated, b.concatenated));
    argmaxAgree = a.heads.size() == b.heads.size();
    for (std::size_t i = 0; argmaxAgree && i < a.heads.size(); ++i) {
        const HeadTrace &x = a.heads[i];
        const HeadTrace &y = b.heads[i];
        for (const auto member :
             {&HeadTrace::q, &HeadTrace::k, &HeadTrace::v, &HeadTrace::weights, &HeadTrace::output})
            worst = std::max(worst, difference(x.*member, y.*member));
        // Kept or not (a trace beyond its kept-scores limit has none), the scores agree.
        for (const ScoreStage stage : {ScoreStage::Raw, ScoreStage::Scaled, ScoreStage::Tempered})
            worst = std::max(worst, difference(scoreMatrix(a, i, stage), scoreMatrix(b, i, stage)));
        worst = std::max(worst, difference(x.entropy, y.entropy));
        argmaxAgree = argmaxAgree && x.argmax == y.argmax && a.mask == b.mask &&
                      maskMatrix(a, i) == maskMatrix(b, i);
    }
    return worst;
}

Scenario randomScenario(InputMode mode, int tokens, int sources, int modelDim, int heads,
                        std::uint64_t seed)
{
    Scenario s;
    s.mode = mode;
    s.headCount = heads;
    s.projectionInit = ProjectionInit::Random;
    s.seed = seed;
    s.scaling = ScalingKind::InverseSqrtKeyDim;
    if (mode == InputMode::Direct) {
        s.queries = seededNormal(tokens, modelDim, seed + 1, 1.0);
        s.keys = seededNormal(sources, modelDim, seed + 2, 1.0);
        s.values = seededNormal(sources, modelDim, seed + 3, 1.0);
        s.keysAreValues = false;
    } else {
        s.tokens = seededNormal(tokens, modelDim, seed + 1, 1.0);
        if (mode == InputMode::CrossAttention)
            s.sourceTokens = seededNormal(sources, modelDim, seed + 2, 1.0);
    }
    refreshProjections(s);
    return s;
}

/// Two rows: raw scores kept, and none kept.
void keptOrNot()
{
    QTest::addColumn<double>("keptScoresLimit");
    QTest::newRow("scores kept") << kKeptScoresLimit;
    QTest::newRow("no kept scores") << 0.0;
}

} // namespace

class TestInputCellEdit : public QObject
{
    Q_OBJECT

private slots:
    void agreesWithFullComputation_data();
    void agreesWithFullComputation();
    void dominantKeyFallsBackToRows_data() { keptOrNot(); }
    void dominantKeyFallsBackToRows();
    void overflowIsRefusedAndTraceKept_data();
    void overflowIsRefusedAndTraceKept();
    void nonFiniteCellIsRefused();
    void otherChangesRunInFull();
    void hardmaxRunsInFull();
    void limitForcesFullRun();
};

void TestInputCellEdit::agreesWithFullComputation_data()
{
    QTest::addColumn<Scenario>("scenario");
    QTest::addColumn<InputMatrix>("matrix");
    QTest::addColumn<double>("keptScoresLimit");
    // Each case twice: with the raw scores kept, and with none kept (as beyond 2^26 scores,
    // where a key row's old scores are recomputed from q_i and the old k_r).
    const auto addRow = [](const char *name, const Scenario &scenario, InputMatrix matrix) {
        QTest::newRow(name) << scenario << matrix << kKeptScoresLimit;
        QTest::addRow("%s, no kept scores", name) << scenario << matrix << 0.0;
    };

    const Scenario self = randomScenario(InputMode::SelfAttention, 19, 19, 8, 2, 11);
    addRow("self X", self, InputMatrix::Tokens);
    Scenario causal = self;
    causal.mask = MaskKind::Causal;
    causal.temperature = 0.4;
    addRow("self X causal T=0.4", causal, InputMatrix::Tokens);
    Scenario valid = self;
    valid.mask = MaskKind::ValidLength;
    valid.validLength = 11;
    valid.temperature = 3.0;
    valid.combination = HeadCombination::Mean;
    addRow("self X valid length, mean", valid, InputMatrix::Tokens);
    Scenario custom = self;
    custom.mask = MaskKind::Custom;
    custom.customMask = BoolMatrix::Constant(19, 19, true);
    for (int i = 0; i < 19; ++i)
        custom.customMask(i, (i * 5) % 19) = false;
    custom.customMask.row(4).setConstant(false); // one fully masked row
    custom.combination = HeadCombination::WeightedSum;
    custom.heads[1].combineWeight = -0.7;
    custom.heads[0].enabled = false;
    addRow("self X custom mask, weighted, head off", custom, InputMatrix::Tokens);

    const Scenario cross = randomScenario(InputMode::CrossAttention, 7, 13, 6, 3, 23);
    addRow("cross X", cross, InputMatrix::Tokens);
    addRow("cross Y", cross, InputMatrix::SourceTokens);

    const Scenario direct = randomScenario(InputMode::Direct, 9, 12, 4, 1, 31);
    addRow("direct Q", direct, InputMatrix::Queries);
    addRow("direct K", direct, InputMatrix::Keys);
    addRow("direct V", direct, InputMatrix::Values);
    Scenario shared = direct;
    shared.keysAreValues = true;
    shared.mask = MaskKind::Causal;
    addRow("direct K is V, causal", shared, InputMatrix::Keys);
}

void TestInputCellEdit::agreesWithFullComputation()
{
    QFETCH(Scenario, scenario);
    QFETCH(InputMatrix, matrix);
    QFETCH(double, keptScoresLimit);
    AttentionEngine engine;
    engine.setKeptScoresLimit(keptScoresLimit);
    QVERIFY(engine.run(scenario).empty());
    QCOMPARE(engine.trace().heads.front().scores.size() > 0, keptScoresLimit > 0);
    std::mt19937_64 random(5);
    std::normal_distribution<double> value(0.0, 2.0);
    int incremental = 0;
    for (int step = 0; step < 60; ++step) {
        Matrix &input = inputMatrix(scenario, matrix);
        InputCellEdit edit{matrix, Eigen::Index(random() % std::uint64_t(input.rows())),
                           Eigen::Index(random() % std::uint64_t(input.cols()))};
        input(edit.row, edit.col) = value(random);
        QVERIFY(engine.runInputCellEdit(scenario, edit).empty());
        incremental += engine.incrementalRuns() > 0 ? 1 : 0;
        bool argmaxAgree = false;
        const double worst = traceDifference(engine.trace(), computeTrace(scenario), argmaxAgree);
        if (worst > 1e-12 || !argmaxAgree)
            QFAIL(qPrintable(QStringLiteral("step %1: difference %2, argmax agree %3")
                                 .arg(step)
                                 .arg(worst)
                                 .arg(argmaxAgree)));
    }
    QCOMPARE(incremental, 60); // every edit took the shortcut
}

void TestInputCellEdit::dominantKeyFallsBackToRows()
{
    // A key pushed far out takes nearly all the weight (d > 30 and then w > 1/2 in the other
    // rows), then back: both directions must still agree with a full computation.
    QFETCH(double, keptScoresLimit);
    Scenario s = randomScenario(InputMode::SelfAttention, 12, 12, 4, 1, 3);
    s.projectionInit = ProjectionInit::Identity;
    refreshProjections(s);
    AttentionEngine engine;
    engine.setKeptScoresLimit(keptScoresLimit);
    QVERIFY(engine.run(s).empty());
    for (double x : {400.0, -400.0, 0.25}) {
        s.tokens(5, 0) = x;
        QVERIFY(engine.runInputCellEdit(s, {InputMatrix::Tokens, 5, 0}).empty());
        bool argmaxAgree = false;
        QVERIFY(traceDifference(engine.trace(), computeTrace(s), argmaxAgree) < 1e-12);
        QVERIFY(argmaxAgree);
    }
    QCOMPARE(engine.incrementalRuns(), 3);
}

void TestInputCellEdit::overflowIsRefusedAndTraceKept_data()
{
    QTest::addColumn<double>("keptScoresLimit");
    QTest::addColumn<bool>("inOutputOnly");
    for (const bool output : {false, true})
        for (const double limit : {kKeptScoresLimit, 0.0})
            QTest::addRow("%s, %s", output ? "in concat W_O only" : "in q . k",
                          limit > 0.0 ? "scores kept" : "no kept scores")
                << limit << output;
}

void TestInputCellEdit::overflowIsRefusedAndTraceKept()
{
    // In q . k: the edited row's projections reach 1e300. In concat W_O only: Q, K and V of
    // the edited row stay finite and the rows that see it overflow in the last product,
    // which the update checks over the rows it combined.
    QFETCH(double, keptScoresLimit);
    QFETCH(bool, inOutputOnly);
    Scenario s = randomScenario(InputMode::SelfAttention, 6, 6, 4, 2, 9);
    if (inOutputOnly)
        s.outputProjection.setConstant(1e306);
    AttentionEngine engine;
    engine.setKeptScoresLimit(keptScoresLimit);
    QVERIFY(engine.run(s).empty());
    const AttentionTrace before = engine.trace();
    Scenario large = s;
    large.tokens(2, 1) = inOutputOnly ? 1e4 : 1e300;
    if (!inOutputOnly)
        large.tokens(2, 2) = 1e300;
    const ValidationIssues issues = engine.runInputCellEdit(large, {InputMatrix::Tokens, 2, 1});
    QVERIFY(!issues.empty());
    QVERIFY(issues.front().message.find("overflow") != std::string::npos);
    bool argmaxAgree = false;
    QCOMPARE(traceDifference(engine.trace(), before, argmaxAgree), 0.0);
    QCOMPARE(engine.incrementalRuns(), 0);
    // The engine goes on from the scenario it kept, not from the refused one.
    s.tokens(0, 0) = 0.5;
    QVERIFY(engine.runInputCellEdit(s, {InputMatrix::Tokens, 0, 0}).empty());
    QVERIFY(traceDifference(engine.trace(), computeTrace(s), argmaxAgree) < 1e-12);
}

void TestInputCellEdit::nonFiniteCellIsRefused()
{
    Scenario s = randomScenario(InputMode::Direct, 3, 4, 2, 1, 4);
    AttentionEngine engine;
    QVERIFY(engine.run(s).empty());
    const AttentionTrace before = engine.trace();
    s.keys(1, 1) = std::numeric_limits<double>::quiet_NaN();
    const ValidationIssues issues = engine.runInputCellEdit(s, {InputMatrix::Keys, 1, 1});
    QVERIFY(!issues.empty());
    QCOMPARE(issues.front().field, std::string("keys"));
    bool argmaxAgree = false;
    QCOMPARE(traceDifference(engine.trace(), before, argmaxAgree), 0.0);
}

void TestInputCellEdit::otherChangesRunInFull()
{
    Scenario s = randomScenario(InputMode::SelfAttention, 8, 8, 4, 2, 6);
    AttentionEngine engine;
    QVERIFY(engine.run(s).empty());
    s.tokens(1, 1) = 3.0;
    s.temperature = 0.5; // a second change: the shortcut must not be taken
    QVERIFY(engine.runInputCellEdit(s, {InputMatrix::Tokens, 1, 1}).empty());
    QCOMPARE(engine.incrementalRuns(), 0);
    bool argmaxAgree = false;
    QCOMPARE(traceDifference(engine.trace(), computeTrace(s), argmaxAgree), 0.0);
}

void TestInputCellEdit::hardmaxRunsInFull()
{
    Scenario s = randomScenario(InputMode::SelfAttention, 8, 8, 4, 2, 6);
    s.temperature = 0.0;
    AttentionEngine engine;
    QVERIFY(engine.run(s).empty());
    s.tokens(3, 0) = -2.0;
    QVERIFY(engine.runInputCellEdit(s, {InputMatrix::Tokens, 3, 0}).empty());
    QCOMPARE(engine.incrementalRuns(), 0);
    bool argmaxAgree = false;
    QCOMPARE(traceDifference(engine.trace(), computeTrace(s), argmaxAgree), 0.0);
}

void TestInputCellEdit::limitForcesFullRun()
{
    Scenario s = randomScenario(InputMode::SelfAttention, 5, 5, 2, 1, 8);
    AttentionEngine engine;
    QVERIFY(engine.run(s).empty());
    for (int i = 1; i < AttentionEngine::kIncrementalLimit; ++i) {
        s.tokens(i % 5, 0) = 0.01 * i;
        QVERIFY(engine.runInputCellEdit(s, {InputMatrix::Tokens, i % 5, 0}).empty());
        QCOMPARE(engine.incrementalRuns(), i);
    }
    s.tokens(0, 1) = 2.0;
    QVERIFY(engine.runInputCellEdit(s, {InputMatrix::Tokens, 0, 1}).empty());
    QCOMPARE(engine.incrementalRuns(), 0);
    bool argmaxAgree = false;
    QCOMPARE(traceDifference(engine.trace(), computeTrace(s), argmaxAgree), 0.0);
}

QTEST_APPLESS_MAIN(TestInputCellEdit)
#include "tst_inputcelledit.moc"
