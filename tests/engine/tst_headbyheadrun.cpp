// HeadByHeadRun brings a trace to a new scenario one head at a time, each head computed
// into one spare and swapped in. Whatever changed, the trace it leaves must be the one
// AttentionEngine::run() gives, and a refused scenario must leave the trace as it was.
#include "attentionengine.h"
#include "headbyheadrun.h"
#include "projectionfactory.h"
#include "scenariobuilders.h"
#include "tracecomparison.h"

#include <QTest>

#include <atomic>
#include <functional>
#include <limits>
#include <optional>
#include <set>
#include <string>

using namespace attn;

namespace {

using Change = std::function<void(Scenario &)>;

/// 150 tokens (two row blocks), 3 heads.
Scenario threeHeads()
{
    return builders::selfAttention(150, 12, 3, 4);
}

/// What one run handed over, head by head.
struct HandOvers
{
    std::vector<std::size_t> heads;
    std::vector<Stage> parts;
};

/// Runs `next` head by head on `engine`, swapping each head in at once (as the window's
/// thread does between frames) and installing the result when there are no issues.
ValidationIssues runHeadByHead(AttentionEngine &engine, Scenario next, HandOvers *seen = nullptr)
{
    const HeadByHeadRun run(engine, next);
    HeadTrace spare;
    CombinedHeads combined;
    const ValidationIssues issues = run.run(
        [&](std::size_t head, HeadTrace &computed, Stage part) {
            if (seen) {
                seen->heads.push_back(head);
                seen->parts.push_back(part);
            }
            engine.swapHead(head, computed, part);
            return true;
        },
        spare, combined);
    if (issues.empty())
        engine.finishHeadByHead(next, combined);
    return issues;
}

/// Largest |a - b| over every number of two traces of the same shapes.
double largestDifference(const AttentionTrace &a, const AttentionTrace &b)
{
    double largest = (a.output - b.output).cwiseAbs().maxCoeff();
    for (std::size_t i = 0; i < a.heads.size(); ++i) {
        const HeadTrace &x = a.heads[i];
        const HeadTrace &y = b.heads[i];
        for (const auto &[p, q] : {std::pair{&x.q, &y.q},
                                   {&x.k, &y.k},
                                   {&x.v, &y.v},
                                   {&x.weights, &y.weights},
                                   {&x.output, &y.output}})
            largest = std::max(largest, (*p - *q).cwiseAbs().maxCoeff());
        largest = std::max(largest, (x.entropy - y.entropy).cwiseAbs().maxCoeff());
    }
    return largest;
}

} // namespace

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
    void focusHeadAndRowComeFirst_data();
    void focusHeadAndRowComeFirst();
    void noRowAheadWhenProjectionsOrMaskChange();
    void overflowPutsTheRowBack();
    void handOversMadeLaterAreSettledBeforeUse_data();
    void handOversMadeLaterAreSettledBeforeUse();
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

namespace {

/// Largest |a - b| relative to max(1, largest |b|).
double relativeDifference(const Matrix &a, const Matrix &b)
{
    return (a - b).cwiseAbs().maxCoeff() / std::max(1.0, b.cwiseAbs().maxCoeff());
}

/// What a run with a focus handed over, in order: "h<i>" for head i, "row" for the row.
struct FocusRun
{
    std::vector<std::string> order;
    Matrix concatenatedRow; ///< the trace's row as the row hand-over left it
    Matrix outputRow;
    double temperature = 0.0;
    ValidationIssues issues;
};

FocusRun runWithFocus(AttentionEngine &engine, Scenario next, std::size_t head, Eigen::Index query)
{
    FocusRun seen;
    HeadByHeadRun run(engine, next);
    run.setFocus(head, query, [&](CombinedRow &row) {
        engine.swapCombinedRow(row);
        seen.order.push_back("row");
        seen.concatenatedRow = engine.trace().concatenated.row(query);
        seen.outputRow = engine.trace().output.row(query);
        seen.temperature = engine.trace().temperature;
        return true;
    });
    HeadTrace spare;
    CombinedHeads combined;
    seen.issues = run.run(
        [&](std::size_t i, HeadTrace &computed, Stage part) {
            engine.swapHead(i, computed, part);
            seen.order.push_back("h" + std::to_string(i));
            return true;
        },
        spare, combined);
    if (seen.issues.empty())
        engine.finishHeadByHead(next, combined);
    return seen;
}

} // namespace

void TestHeadByHeadRun::focusHeadAndRowComeFirst_data()
{
    QTest::addColumn<Change>("change");
    QTest::addColumn<QStringList>("order");
    const auto concat = [](Scenario &) {};
    const auto weighted = [](Scenario &s) {
        s.combination = HeadCombination::WeightedSum;
        s.heads[0].combineWeight = 0.5;
        s.heads[2].combineWeight = -2.0;
    };
    const auto mean = [](Scenario &s) { s.combination = HeadCombination::Mean; };
    const QStringList softmax = {"h1", "row", "h0", "h2"};
    for (const auto &[name, combination] : {std::pair<const char *, Change>{"concat W_O", concat},
                                            {"weighted sum", weighted},
                                            {"mean", mean}}) {
        QTest::addRow("temperature, %s", name) << Change([combination](Scenario &s) {
            combination(s);
            s.temperature = 0.35;
        }) << softmax;
        QTest::addRow("custom scale, %s", name) << Change([combination](Scenario &s) {
            combination(s);
            s.scaling = ScalingKind::Custom;
            s.customScale = 2.5;
        }) << softmax;
        // The focus head stays: the row goes first.
        QTest::addRow("head 1 off, %s", name) << Change([combination](Scenario &s) {
            combination(s);
            s.heads[0].enabled = false;
        }) << QStringList{"row", "h0"};
        QTest::addRow("hardmax and head 2 off, %s", name) << Change([combination](Scenario &s) {
            combination(s);
            s.temperature = 0.0;
            s.heads[1].enabled = false;
        }) << softmax;
    }
}

// The head on screen goes first and the row of the query on screen right after it, with
// the numbers the whole run ends with; the trace it ends with is run()'s, bit for bit.
void TestHeadByHeadRun::focusHeadAndRowComeFirst()
{
    QFETCH(Change, change);
    QFETCH(QStringList, order);
    for (const double kept : {kKeptScoresLimit, 0.0}) {
        Scenario s = threeHeads();
        s.mask = MaskKind::Causal;
        AttentionEngine engine;
        engine.setKeptScoresLimit(kept);
        // The combination is the traced one: only the change after the first run counts.
        Scenario first = s;
        change(first);
        first.temperature = 1.0;
        first.scaling = s.scaling;
        for (std::size_t i = 0; i < s.heads.size(); ++i)
            first.heads[i].enabled = true;
        QVERIFY(engine.run(first).empty());
        s = first;
        change(s);
        const Eigen::Index query = 120;
        QVERIFY(HeadByHeadRun(engine, s).heads().size() >= 1);
        const FocusRun seen = runWithFocus(engine, s, 1, query);
        QVERIFY(seen.issues.empty());
        QStringList got;
        for (const std::string &o : seen.order)
            got << QString::fromStdString(o);
        QCOMPARE(got, order);
        const AttentionTrace expected = computeTrace(s, kept);
        QVERIFY(relativeDifference(seen.outputRow, expected.output.row(query)) < 1e-12);
        QVERIFY(relativeDifference(seen.concatenatedRow, expected.concatenated.row(query)) < 1e-12);
        QCOMPARE(seen.temperature, s.temperature);
        QVERIFY(sameTrace(engine.trace(), expected));
    }
}

void TestHeadByHeadRun::noRowAheadWhenProjectionsOrMaskChange()
{
    const std::vector<std::pair<const char *, Change>> changes = {
        {"W_K of head 1", [](Scenario &s) { s.heads[0].wk(1, 1) = 0.9; }},
        {"token", [](Scenario &s) { s.tokens(7, 2) = -3.0; }},
        {"causal mask", [](Scenario &s) { s.mask = MaskKind::Causal; }},
        {"W_O only", [](Scenario &s) { s.outputProjection(3, 4) = 7.0; }},
    };
    for (const auto &[name, change] : changes) {
        Scenario s = threeHeads();
        AttentionEngine engine;
        QVERIFY(engine.run(s).empty());
        change(s);
        const FocusRun seen = runWithFocus(engine, s, 2, 10);
        QVERIFY2(seen.issues.empty(), name);
        QVERIFY2(std::find(seen.order.begin(), seen.order.end(), "row") == seen.order.end(), name);
        QVERIFY2(sameTrace(engine.trace(), computeTrace(s)), name);
    }
}

// A run refused after the row went ahead hands it back: the trace is as it was, bit for bit.
// Nor does a row go ahead when the focus head overflows.
void TestHeadByHeadRun::overflowPutsTheRowBack()
{
    Scenario s = threeHeads();
    AttentionEngine engine;
    QVERIFY(engine.run(s).empty());
    const AttentionTrace before = engine.trace();
    // output_r0 = sum_j concat_rj W_O(j, 0) with W_O(0, 0) the largest double: rows whose
    // concat_r0 is well below 1 stay finite, rows beyond 1 overflow.
    s.temperature = 0.5;
    s.outputProjection(0, 0) = std::numeric_limits<double>::max();
    Eigen::Index calm = 0;
    const Eigen::Index m = before.concatenated.rows();
    for (Eigen::Index r = 0; r < m; ++r)
        if (std::abs(before.concatenated(r, 0)) < std::abs(before.concatenated(calm, 0)))
            calm = r;
    AttentionEngine whole;
    QVERIFY(!whole.run(s).empty()); // some row overflows
    FocusRun seen = runWithFocus(engine, s, 2, calm);
    QVERIFY(!seen.issues.empty());
    QCOMPARE(QString::fromStdString(seen.issues.front().field), QString("outputProjection"));
    QCOMPARE(seen.order.front(), std::string("h2"));
    QCOMPARE(seen.order.at(1), std::string("row"));
    QCOMPARE(seen.order.back(), std::string("row"));
    QVERIFY(seen.outputRow.allFinite());
    QVERIFY(engine.trace().output == before.output);
    QVERIFY(engine.trace().concatenated == before.concatenated);
    QCOMPARE(engine.trace().temperature, before.temperature);
    QVERIFY(largestDifference(engine.trace(), before) < 1e-12);

    // The focus head itself overflowing: no row goes ahead.
    s = threeHeads();
    s.scaling = ScalingKind::Custom;
    s.customScale = 1e308;
    seen = runWithFocus(engine, s, 2, calm);
    QVERIFY(!seen.issues.empty());
    QVERIFY(std::find(seen.order.begin(), seen.order.end(), "row") == seen.order.end());
    QVERIFY(engine.trace().output == before.output);
}

void TestHeadByHeadRun::handOversMadeLaterAreSettledBeforeUse_data()
{
    QTest::addColumn<Change>("change");
    QTest::addColumn<bool>("refused");
    QTest::newRow("temperature") << Change([](Scenario &s) { s.temperature = 0.6; }) << false;
    QTest::newRow("W_V of head 2")
        << Change([](Scenario &s) { s.heads[1].wv(2, 2) = 4.0; }) << false;
    QTest::newRow("overflow in W_O") << Change([](Scenario &s) {
        s.temperature = 0.6;
        s.outputProjection.setConstant(1e308);
    }) << true;
}

// A hand-over may put its head in later, in a second buffer (as the window's thread does
// when it is busy): run() settles them before it reads the heads it handed over, so the
// trace is run()'s, or on a refusal the one before.
void TestHeadByHeadRun::handOversMadeLaterAreSettledBeforeUse()
{
    QFETCH(Change, change);
    QFETCH(bool, refused);
    Scenario s = threeHeads();
    AttentionEngine engine;
    QVERIFY(engine.run(s).empty());
    const AttentionTrace before = engine.trace();
    change(s);
    HeadByHeadRun run(engine, s);
    HeadTrace second;
    std::optional<std::pair<std::size_t, Stage>> waiting;
    int settled = 0;
    const auto settle = [&] {
        if (waiting)
            engine.swapHead(waiting->first, second, waiting->second);
        waiting.reset();
        ++settled;
        return true;
    };
    run.setSettle(settle);
    bool rowAfterSettle = true;
    run.setFocus(0, 20, [&](CombinedRow &row) {
        rowAfterSettle = rowAfterSettle && !waiting;
        engine.swapCombinedRow(row);
        return true;
    });
    HeadTrace spare;
    CombinedHeads combined;
    const ValidationIssues issues = run.run(
        [&](std::size_t head, HeadTrace &computed, Stage part) {
            settle(); // the one before goes in; this one waits
            std::swap(computed, second);
            waiting = {head, part};
            return true;
        },
        spare, combined);
    QVERIFY(!waiting);
    QVERIFY(rowAfterSettle);
    QVERIFY(settled >= 2);
    QCOMPARE(!issues.empty(), refused);
    if (refused) {
        QVERIFY(engine.trace().output == before.output);
        QVERIFY(largestDifference(engine.trace(), before) < 1e-12);
        return;
    }
    Scenario next = s; // finishHeadByHead() hands back the scenario it replaces
    engine.finishHeadByHead(next, combined);
    QVERIFY(sameTrace(engine.trace(), computeTrace(s)));
}

QTEST_APPLESS_MAIN(TestHeadByHeadRun)
#include "tst_headbyheadrun.moc"
