// HeadByHeadRun brings a trace to a new scenario one head at a time, each head computed
// into one spare and swapped in. Whatever changed, the trace it leaves must be the one
// AttentionEngine::run() gives, and a refused scenario must leave the trace as it was.
// The head and the row on screen brought first are tst_headbyheadfocus.
#include "attentionengine.h"
#include "headbyheadrun.h"
#include "headbyheadruns.h"
#include "projectionfactory.h"
#include "tracecomparison.h"

#include <QTest>

#include <atomic>
#include <limits>
#include <set>

using namespace attn;
using namespace headbyhead;

class TestHeadByHeadRun : public QObject
{
    Q_OBJECT

private slots:
    void everyChangeGivesTheTraceOfARun_data();
    void everyChangeGivesTheTraceOfARun();
    void onlyTheHeadsThatChangeAreHandedOver();
    void oneSpareHeadIsAllItAllocates();
    void newSoftmaxLeavesQKVAndScoresInPlace();
    void overflowPutsTheTraceBack_data();
    void overflowPutsTheTraceBack();
    void invalidScenarioHandsNothingOver();
    void stoppedRunSaysSo();
    void stopFlagPutsTheTraceBack();
    void appliesOnlyWhereTheShapesStay();
};

void TestHeadByHeadRun::everyChangeGivesTheTraceOfARun_data()
{
    QTest::addColumn<Change>("change");
    // Bit for bit: the projections, the softmax, the outputs and the combination are the
    // engine's own steps (projectHeads() and the rest of enginesteps).
    QTest::newRow("temperature") << Change([](Scenario &s) { s.temperature = 0.35; });
    QTest::newRow("hardmax") << Change([](Scenario &s) { s.temperature = 0.0; });
    QTest::newRow("uniform") << Change(
        [](Scenario &s) { s.temperature = std::numeric_limits<double>::infinity(); });
    QTest::newRow("head off") << Change([](Scenario &s) { s.heads[1].enabled = false; });
    QTest::newRow("causal mask") << Change([](Scenario &s) { s.mask = MaskKind::Causal; });
    QTest::newRow("valid length") << Change([](Scenario &s) {
        s.mask = MaskKind::ValidLength;
        s.validLength = 40;
    });
    QTest::newRow("custom scale") << Change([](Scenario &s) {
        s.scaling = ScalingKind::Custom;
        s.customScale = 2.5;
    });
    QTest::newRow("W_O") << Change([](Scenario &s) { s.outputProjection(3, 4) = 7.0; });
    QTest::newRow("labels") << Change([](Scenario &s) {
        s.queryLabels.assign(150, "t");
        s.queryLabels[3] = "three";
    });
    QTest::newRow("W_K of head 1") << Change([](Scenario &s) { s.heads[0].wk(1, 1) = 0.9; });
    QTest::newRow("token") << Change([](Scenario &s) { s.tokens(7, 2) = -3.0; });
    QTest::newRow("token and temperature") << Change([](Scenario &s) {
        s.tokens(100, 0) = 2.0;
        s.temperature = 2.0;
    });
}

void TestHeadByHeadRun::everyChangeGivesTheTraceOfARun()
{
    QFETCH(Change, change);
    for (const double kept : {kKeptScoresLimit, 0.0}) {
        Scenario s = threeHeads();
        AttentionEngine engine;
        engine.setKeptScoresLimit(kept);
        QVERIFY(engine.run(s).empty());
        change(s);
        QVERIFY(HeadByHeadRun::applies(engine, s));
        QVERIFY(runHeadByHead(engine, s).empty());
        const AttentionTrace expected = computeTrace(s, kept);
        QVERIFY(engine.tracedScenario() == s);
        QVERIFY(sameTrace(engine.trace(), expected));
        QCOMPARE(engine.trace().queryLabels, expected.queryLabels);
        // The engine goes on from the installed trace as from any other.
        s.temperature = 0.5;
        QVERIFY(engine.run(s).empty());
        QVERIFY(largestDifference(engine.trace(), computeTrace(s, kept)) < 1e-12);
    }
}

void TestHeadByHeadRun::onlyTheHeadsThatChangeAreHandedOver()
{
    Scenario s = threeHeads();
    AttentionEngine engine;
    QVERIFY(engine.run(s).empty());

    s.heads[2].enabled = false;
    HandOvers seen;
    QVERIFY(runHeadByHead(engine, s, &seen).empty());
    QCOMPARE(seen.heads, std::vector<std::size_t>{2});
    QCOMPARE(seen.parts, std::vector<Stage>{Stage::Outputs});
    QVERIFY(engine.trace().heads[2].output.isZero(0.0));

    s.heads[1].wq(0, 0) += 1.0;
    seen = {};
    QVERIFY(runHeadByHead(engine, s, &seen).empty());
    QCOMPARE(seen.heads, std::vector<std::size_t>{1});
    QCOMPARE(seen.parts, std::vector<Stage>{Stage::Projections});

    s.temperature = 3.0;
    seen = {};
    QVERIFY(runHeadByHead(engine, s, &seen).empty());
    QCOMPARE(seen.heads, (std::vector<std::size_t>{0, 1, 2}));
    QCOMPARE(seen.parts, std::vector<Stage>(3, Stage::Softmax));

    s.outputProjection(0, 0) = 5.0; // the combination only
    seen = {};
    QVERIFY(HeadByHeadRun(engine, s).heads().empty());
    QVERIFY(runHeadByHead(engine, s, &seen).empty());
    QVERIFY(seen.heads.empty());
    QVERIFY(sameTrace(engine.trace(), computeTrace(s)));
}

void TestHeadByHeadRun::oneSpareHeadIsAllItAllocates()
{
    Scenario s = threeHeads();
    AttentionEngine engine;
    QVERIFY(engine.run(s).empty());
    std::set<const double *> before;
    for (const HeadTrace &h : engine.trace().heads)
        before.insert(h.weights.data());
    s.temperature = 0.7;
    QVERIFY(runHeadByHead(engine, s).empty());
    // Each hand-over gives the spare the old head's buffers for the next head: of the
    // weights now in the trace, one buffer at most is new (the spare's own).
    int fresh = 0;
    for (const HeadTrace &h : engine.trace().heads)
        fresh += before.count(h.weights.data()) == 0 ? 1 : 0;
    QCOMPARE(fresh, 1);
}

// A new softmax reads Q_i, K_i, V_i and the raw scores where they are and hands over only
// what it computed: those stay in place (same storage), nothing of them is copied.
void TestHeadByHeadRun::newSoftmaxLeavesQKVAndScoresInPlace()
{
    Scenario s = threeHeads();
    AttentionEngine engine;
    QVERIFY(engine.run(s).empty());
    std::vector<const double *> kept;
    for (const HeadTrace &h : engine.trace().heads)
        for (const Matrix *m : {&h.q, &h.k, &h.v, &h.scores})
            kept.push_back(m->data());
    s.temperature = 0.4;
    s.mask = MaskKind::Causal;
    HeadTrace spare;
    CombinedHeads combined;
    const HeadByHeadRun run(engine, s);
    QVERIFY(run.run(
                   [&](std::size_t head, HeadTrace &computed, Stage part) {
                       engine.swapHead(head, computed, part);
                       return true;
                   },
                   spare, combined)
                .empty());
    engine.finishHeadByHead(s, combined);
    std::vector<const double *> after;
    for (const HeadTrace &h : engine.trace().heads)
        for (const Matrix *m : {&h.q, &h.k, &h.v, &h.scores})
            after.push_back(m->data());
    QCOMPARE(after, kept);
    QCOMPARE(spare.q.size(), 0); // the spare never held a copy of them
    QCOMPARE(spare.scores.size(), 0);
    s.temperature = 0.4;
    s.mask = MaskKind::Causal;
    QVERIFY(sameTrace(engine.trace(), computeTrace(s)));
}

void TestHeadByHeadRun::overflowPutsTheTraceBack_data()
{
    QTest::addColumn<Change>("change");
    QTest::addColumn<QString>("field");
    QTest::newRow("scaled scores") << Change([](Scenario &s) {
        s.scaling = ScalingKind::Custom;
        s.customScale = 1e308;
    }) << "customScale";
    QTest::newRow("projected keys of head 2")
        << Change([](Scenario &s) { s.heads[1].wk.setConstant(1e308); }) << "tokens";
    QTest::newRow("combined output")
        << Change([](Scenario &s) { s.outputProjection.setConstant(1e308); }) << "outputProjection";
    QTest::newRow("temperature with W_O") << Change([](Scenario &s) {
        s.temperature = 0.5;
        s.outputProjection.setConstant(1e308);
    }) << "outputProjection";
}

void TestHeadByHeadRun::overflowPutsTheTraceBack()
{
    QFETCH(Change, change);
    QFETCH(QString, field);
    Scenario s = threeHeads();
    s.heads[2].enabled = false;
    AttentionEngine engine;
    QVERIFY(engine.run(s).empty());
    const AttentionTrace before = engine.trace();
    const Scenario traced = s;
    change(s);
    QVERIFY(HeadByHeadRun::applies(engine, s));
    const ValidationIssues issues = runHeadByHead(engine, s);
    QVERIFY(!issues.empty());
    QCOMPARE(QString::fromStdString(issues.front().field), field);
    // The same issues as a run of the whole trace reports.
    AttentionEngine whole;
    QVERIFY(whole.run(traced).empty());
    QCOMPARE(issues, whole.run(s));
    QVERIFY(engine.tracedScenario() == traced);
    QVERIFY(largestDifference(engine.trace(), before) < 1e-12);
    QCOMPARE(engine.trace().heads[1].argmax, before.heads[1].argmax);
}

void TestHeadByHeadRun::invalidScenarioHandsNothingOver()
{
    Scenario s = threeHeads();
    AttentionEngine engine;
    QVERIFY(engine.run(s).empty());
    s.tokens(0, 0) = std::numeric_limits<double>::quiet_NaN();
    HandOvers seen;
    const ValidationIssues issues = runHeadByHead(engine, s, &seen);
    QVERIFY(!issues.empty());
    QCOMPARE(QString::fromStdString(issues.front().field), QString("tokens"));
    QVERIFY(seen.heads.empty());
}

void TestHeadByHeadRun::stoppedRunSaysSo()
{
    Scenario s = threeHeads();
    AttentionEngine engine;
    QVERIFY(engine.run(s).empty());
    s.temperature = 2.0;
    HeadTrace spare;
    CombinedHeads combined;
    int handOvers = 0;
    const ValidationIssues issues = HeadByHeadRun(engine, s).run(
        [&](std::size_t, HeadTrace &, Stage) { return ++handOvers < 2; }, spare, combined);
    QCOMPARE(handOvers, 2);
    QCOMPARE(issues.size(), std::size_t(1));
    QVERIFY(QString::fromStdString(issues.front().message).contains("stopped"));
}

void TestHeadByHeadRun::stopFlagPutsTheTraceBack()
{
    // Set from another thread while the run goes (here: by its second hand-over), the flag
    // ends it after that head, and the two heads handed over go back as they were.
    Scenario s = threeHeads();
    AttentionEngine engine;
    QVERIFY(engine.run(s).empty());
    const AttentionTrace before = engine.trace();
    const Scenario traced = s;
    s.temperature = 2.0;
    std::atomic<bool> stop{false};
    HeadByHeadRun run(engine, s);
    run.setStopFlag(&stop);
    HeadTrace spare;
    CombinedHeads combined;
    std::vector<std::size_t> handedOver;
    const ValidationIssues issues = run.run(
        [&](std::size_t head, HeadTrace &computed, Stage part) {
            handedOver.push_back(head);
            engine.swapHead(head, computed, part);
            stop = handedOver.size() == 2;
            return true;
        },
        spare, combined);
    QVERIFY(AttentionEngine::wasStopped(issues));
    // Two heads of the new scenario, then the same two of the traced one again.
    QCOMPARE(handedOver.size(), std::size_t(4));
    QCOMPARE(handedOver[2], handedOver[0]);
    QCOMPARE(handedOver[3], handedOver[1]);
    QVERIFY(engine.tracedScenario() == traced);
    QCOMPARE(largestDifference(engine.trace(), before), 0.0);
}

void TestHeadByHeadRun::appliesOnlyWhereTheShapesStay()
{
    const Scenario s = threeHeads();
    AttentionEngine engine;
    QVERIFY(!HeadByHeadRun::applies(engine, s)); // no trace yet
    QVERIFY(engine.run(s).empty());
    QVERIFY(HeadByHeadRun::applies(engine, s));
    const std::vector<std::pair<const char *, Change>> refused = {
        {"a token more",
         [](Scenario &t) {
             t.tokens.conservativeResize(151, Eigen::NoChange);
             t.tokens.row(150).setOnes();
         }},
        {"another head",
         [](Scenario &t) {
             t.headCount = 4;
             refreshProjections(t);
         }},
        {"additive scores", [](Scenario &t) { t.score = ScoreKind::Additive; }},
        {"mean of heads", [](Scenario &t) { t.combination = HeadCombination::Mean; }},
        {"imported weights", [](Scenario &t) { t.mode = InputMode::ImportedWeights; }},
    };
    for (const auto &[name, change] : refused) {
        Scenario t = s;
        change(t);
        QVERIFY2(!HeadByHeadRun::applies(engine, t), name);
    }
}

QTEST_APPLESS_MAIN(TestHeadByHeadRun)
#include "tst_headbyheadrun.moc"
