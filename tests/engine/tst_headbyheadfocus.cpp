// HeadByHeadRun with a focus: the head on screen is computed first and the row of the query
// on screen goes ahead of the rest, and whatever the run ends with (the trace of run(), or
// on a refusal the trace as it was) holds for that row too.
#include "attentionengine.h"
#include "headbyheadrun.h"
#include "headbyheadruns.h"
#include "tracecomparison.h"

#include <QTest>

#include <limits>
#include <optional>
#include <string>

using namespace attn;
using namespace headbyhead;

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

class TestHeadByHeadFocus : public QObject
{
    Q_OBJECT

private slots:
    void focusHeadAndRowComeFirst_data();
    void focusHeadAndRowComeFirst();
    void noRowAheadWhenProjectionsOrMaskChange();
    void overflowPutsTheRowBack();
    void handOversMadeLaterAreSettledBeforeUse_data();
    void handOversMadeLaterAreSettledBeforeUse();
};

void TestHeadByHeadFocus::focusHeadAndRowComeFirst_data()
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
void TestHeadByHeadFocus::focusHeadAndRowComeFirst()
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

void TestHeadByHeadFocus::noRowAheadWhenProjectionsOrMaskChange()
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
void TestHeadByHeadFocus::overflowPutsTheRowBack()
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

void TestHeadByHeadFocus::handOversMadeLaterAreSettledBeforeUse_data()
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
void TestHeadByHeadFocus::handOversMadeLaterAreSettledBeforeUse()
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

QTEST_APPLESS_MAIN(TestHeadByHeadFocus)
#include "tst_headbyheadfocus.moc"
