// AttentionEngine::run() starts from the first stage whose inputs changed (the raw scores
// stay when only the scale, temperature or mask move; the weights stay when only heads are
// switched or the combination changes). Whatever it reuses, the trace must be exactly the
// one a computation from scratch gives.
#include "attentionengine.h"
#include "projectionfactory.h"
#include "tracecomparison.h"

#include <QTest>

#include <functional>
#include <limits>

using namespace attn;

namespace {

Scenario selfAttention()
{
    Scenario s;
    s.mode = InputMode::SelfAttention;
    s.tokens = seededNormal(150, 12, 3, 1.0); // more than one row block of 128
    s.headCount = 3;
    s.projectionInit = ProjectionInit::Random;
    s.seed = 4;
    s.scaling = ScalingKind::InverseSqrtKeyDim;
    refreshProjections(s);
    return s;
}

/// Two rows: raw scores kept, and none kept (the softmax stage then computes q K^T again).
void keptOrNot()
{
    QTest::addColumn<double>("keptScoresLimit");
    QTest::newRow("scores kept") << kKeptScoresLimit;
    QTest::newRow("no kept scores") << 0.0;
}

} // namespace

class TestStageReuse : public QObject
{
    Q_OBJECT

private slots:
    void everyChangeGivesTheTraceFromScratch_data() { keptOrNot(); }
    void everyChangeGivesTheTraceFromScratch();
    void overflowAfterReuseKeepsTheTrace_data() { keptOrNot(); }
    void overflowAfterReuseKeepsTheTrace();
    void workForNamesWhatARunWouldRecompute();
    void assignKeepingInputsCopiesEverythingElse();
    void catchingUpGivesTheTraceFromScratch_data() { keptOrNot(); }
    void catchingUpGivesTheTraceFromScratch();
};

void TestStageReuse::everyChangeGivesTheTraceFromScratch()
{
    const std::vector<std::pair<const char *, std::function<void(Scenario &)>>> changes = {
        {"temperature", [](Scenario &s) { s.temperature = 0.35; }},
        {"head off", [](Scenario &s) { s.heads[1].enabled = false; }},
        {"causal mask", [](Scenario &s) { s.mask = MaskKind::Causal; }},
        {"custom scale",
         [](Scenario &s) {
             s.scaling = ScalingKind::Custom;
             s.customScale = 2.5;
         }},
        {"mean of heads", [](Scenario &s) { s.combination = HeadCombination::Mean; }},
        {"head on", [](Scenario &s) { s.heads[1].enabled = true; }},
        {"weighted sum",
         [](Scenario &s) {
             s.combination = HeadCombination::WeightedSum;
             s.heads[2].combineWeight = -1.5;
         }},
        {"valid length",
         [](Scenario &s) {
             s.mask = MaskKind::ValidLength;
             s.validLength = 40;
         }},
        {"hardmax", [](Scenario &s) { s.temperature = 0.0; }},
        {"uniform", [](Scenario &s) { s.temperature = std::numeric_limits<double>::infinity(); }},
        {"W_O",
         [](Scenario &s) {
             s.combination = HeadCombination::ConcatProject;
             s.outputProjection(3, 4) = 7.0;
         }},
        {"token", [](Scenario &s) { s.tokens(7, 2) = -3.0; }},
        {"W_K", [](Scenario &s) { s.heads[0].wk(1, 1) = 0.9; }},
        {"T back to 1", [](Scenario &s) { s.temperature = 1.0; }},
    };
    QFETCH(double, keptScoresLimit);
    Scenario s = selfAttention();
    AttentionEngine engine;
    engine.setKeptScoresLimit(keptScoresLimit);
    QVERIFY(engine.run(s).empty());
    for (const auto &[name, change] : changes) {
        change(s);
        QVERIFY2(engine.run(s).empty(), name);
        QVERIFY2(sameTrace(engine.trace(), computeTrace(s, keptScoresLimit)), name);
        // The scenario kept with the trace (only what changed is copied into it).
        QVERIFY2(engine.tracedScenario() == s, name);
    }
}

void TestStageReuse::overflowAfterReuseKeepsTheTrace()
{
    QFETCH(double, keptScoresLimit);
    Scenario s = selfAttention();
    AttentionEngine engine;
    engine.setKeptScoresLimit(keptScoresLimit);
    QVERIFY(engine.run(s).empty());
    Scenario huge = s;
    huge.scaling = ScalingKind::Custom;
    huge.customScale = 1e308; // the scaled scores overflow
    const ValidationIssues issues = engine.run(huge);
    QVERIFY(!issues.empty());
    QCOMPARE(issues.front().field, std::string("customScale")); // the scores themselves are fine
    QVERIFY(sameTrace(engine.trace(), computeTrace(s, keptScoresLimit)));
    s.temperature = 2.0; // and the next run reuses from the kept scenario
    QVERIFY(engine.run(s).empty());
    QVERIFY(sameTrace(engine.trace(), computeTrace(s, keptScoresLimit)));
}

void TestStageReuse::workForNamesWhatARunWouldRecompute()
{
    AttentionEngine engine;
    const Scenario base = selfAttention();
    QCOMPARE(engine.workFor(base), Stage::Projections); // no trace yet
    QVERIFY(engine.run(base).empty());
    Scenario s = base;
    QCOMPARE(engine.workFor(s), Stage::Outputs); // nothing changed: nothing before the outputs
    s.temperature = 0.5;
    QCOMPARE(engine.workFor(s), Stage::Softmax);
    s = base;
    s.mask = MaskKind::Causal;
    QCOMPARE(engine.workFor(s), Stage::Softmax);
    s = base;
    s.heads[0].enabled = false;
    QCOMPARE(engine.workFor(s), Stage::Outputs);
    s = base;
    s.tokens(0, 0) += 1.0;
    QCOMPARE(engine.workFor(s), Stage::Projections);
    s = base;
    s.heads[1].wk(0, 0) += 1.0;
    QCOMPARE(engine.workFor(s), Stage::Projections);
}

// A second engine whose trace is of older inputs takes over the current engine's trace as
// far as the next run reads it (a background job after an edit made on the window's
// thread); its run then gives exactly the trace from scratch.
void TestStageReuse::catchingUpGivesTheTraceFromScratch()
{
    QFETCH(double, keptScoresLimit);
    const Scenario base = selfAttention();
    Scenario older = base;
    older.tokens(3, 2) += 0.5;
    AttentionEngine current;
    current.setKeptScoresLimit(keptScoresLimit);
    QVERIFY(current.run(base).empty());
    const std::vector<std::pair<const char *, std::function<void(Scenario &)>>> changes = {
        {"temperature", [](Scenario &s) { s.temperature = 0.35; }},
        {"causal mask", [](Scenario &s) { s.mask = MaskKind::Causal; }},
        {"head off", [](Scenario &s) { s.heads[1].enabled = false; }},
    };
    for (const auto &[name, change] : changes) {
        AttentionEngine behind;
        behind.setKeptScoresLimit(keptScoresLimit);
        QVERIFY(behind.run(older).empty());
        Scenario next = base;
        change(next);
        QVERIFY2(behind.copyReusableTrace(current, next), name);
        QCOMPARE(behind.workFor(next), current.workFor(next));
        QVERIFY2(behind.run(next).empty(), name);
        QVERIFY2(sameTrace(behind.trace(), computeTrace(next, keptScoresLimit)), name);
        QVERIFY2(sameTrace(current.trace(), computeTrace(base, keptScoresLimit)), name);
    }
    // Nothing to gain (new inputs for both), or a scenario run() would refuse: no copy.
    AttentionEngine behind;
    QVERIFY(behind.run(older).empty());
    Scenario moved = base;
    moved.tokens(0, 0) += 1.0;
    QVERIFY(!behind.copyReusableTrace(current, moved));
    Scenario refused = base;
    refused.temperature = -1.0;
    QVERIFY(!behind.copyReusableTrace(current, refused));
    QVERIFY(sameTrace(behind.trace(), computeTrace(older)));
}

// Every field but the inputs and per-head projections is copied; those stay as they were.
void TestStageReuse::assignKeepingInputsCopiesEverythingElse()
{
    const Scenario from = [] {
        Scenario s = selfAttention();
        s.queryLabels = {"a"};
        s.keyLabels = {"b"};
        s.scaling = ScalingKind::Custom;
        s.customScale = 0.5;
        s.temperature = 0.25;
        s.mask = MaskKind::Custom;
        s.validLength = 3;
        s.customMask = BoolMatrix::Constant(150, 150, true);
        s.keyDim = 5;
        s.valueDim = 6;
        s.outputDim = 7;
        s.additiveHidden = 8;
        s.seed = 99;
        s.heads[2].enabled = false;
        s.heads[1].combineWeight = 3.0;
        s.outputProjection(0, 0) = 42.0;
        s.combination = HeadCombination::WeightedSum;
        return s;
    }();
    Scenario to = selfAttention();
    const double *tokens = to.tokens.data();
    assignKeepingInputs(to, from);
    QVERIFY(to == from);
    QCOMPARE(to.tokens.data(), tokens); // not reallocated, not copied
}

QTEST_APPLESS_MAIN(TestStageReuse)
#include "tst_stagereuse.moc"
