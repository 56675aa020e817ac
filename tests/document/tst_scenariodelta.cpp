// Undo steps keep an edit as a ScenarioDelta: the scenarios before and after without the
// matrices they share. Undo and redo must still give back each scenario exactly, and a drag
// merged into one step must span from its first scenario to its last.
#include "document.h"
#include "projectionfactory.h"
#include "scenariocompare.h"
#include "scenariodelta.h"

#include <QTest>
#include <QUndoStack>

namespace {

/// Causal self-attention, 12 tokens of 8 components, 2 heads with random projections.
attn::Scenario selfAttention()
{
    attn::Scenario s;
    s.mode = attn::InputMode::SelfAttention;
    s.tokens = attn::seededNormal(12, 8, 5, 1.0);
    s.headCount = 2;
    s.projectionInit = attn::ProjectionInit::Random;
    s.seed = 3;
    s.mask = attn::MaskKind::Causal;
    attn::refreshProjections(s);
    s.projectionInit = attn::ProjectionInit::Explicit;
    return s;
}

} // namespace

class TestScenarioDelta : public QObject
{
    Q_OBJECT

private slots:
    void settingsEditSharesEveryMatrix();
    void cellEditKeepsOnlyTheChangedMatrix();
    void takenAfterIsWholeAndTheDeltaShares_data();
    void takenAfterIsWholeAndTheDeltaShares();
    void appendedEditsSpanTheDrag();
    void documentUndoesADragExactly();
    void settingsDeltaNeverHoldsAMatrix();
    void settingsDeltaRefusesMoreThanSettings();
    void documentEditsSettingsInPlace();
};

void TestScenarioDelta::settingsEditSharesEveryMatrix()
{
    const attn::Scenario before = selfAttention();
    attn::Scenario after = before;
    after.temperature = 0.25;
    after.heads[1].enabled = false; // a switch is a setting, not a matrix
    ScenarioDelta delta(before, after);
    delta.share();
    QCOMPARE(delta.sharedFieldCount(), 9);
    QVERIFY(sameScenario(delta.before(after), before));
    QVERIFY(sameScenario(delta.after(before), after));
    QVERIFY(!delta.isEmpty());
}

void TestScenarioDelta::cellEditKeepsOnlyTheChangedMatrix()
{
    const attn::Scenario before = selfAttention();
    attn::Scenario after = before;
    after.tokens(3, 4) = 7.5;
    after.heads[0].wq(1, 2) = -2.0;
    ScenarioDelta delta(before, after);
    delta.share();
    QCOMPARE(delta.sharedFieldCount(), 7); // tokens and projections differ
    QVERIFY(sameScenario(delta.before(after), before));
    QVERIFY(sameScenario(delta.after(before), after));
}

void TestScenarioDelta::takenAfterIsWholeAndTheDeltaShares_data()
{
    QTest::addColumn<bool>("matrixEdit");
    QTest::addColumn<int>("shared");
    QTest::newRow("settings") << false << 9;
    QTest::newRow("tokens and projections") << true << 7;
}

void TestScenarioDelta::takenAfterIsWholeAndTheDeltaShares()
{
    // As the first redo() applies an edit: `after` moves out whole, and the delta keeps the
    // same as share() would.
    QFETCH(bool, matrixEdit);
    QFETCH(int, shared);
    const attn::Scenario before = selfAttention();
    attn::Scenario after = before;
    after.temperature = 0.25;
    after.heads[1].enabled = false;
    if (matrixEdit) {
        after.tokens(3, 4) = 7.5;
        after.heads[0].wq(1, 2) = -2.0;
    }
    ScenarioDelta delta(before, after);
    const attn::Scenario taken = delta.takeAfterAndShare();
    QVERIFY(sameScenario(taken, after));
    QCOMPARE(delta.sharedFieldCount(), shared);
    QVERIFY(sameScenario(delta.before(taken), before));
    QVERIFY(sameScenario(delta.after(before), after));
}

void TestScenarioDelta::appendedEditsSpanTheDrag()
{
    // Three steps: a temperature, a token cell, the temperature back. The merged delta goes
    // from the first scenario to the last; back at the start it is empty.
    const attn::Scenario s0 = selfAttention();
    attn::Scenario s1 = s0;
    s1.temperature = 2.0;
    attn::Scenario s2 = s1;
    s2.tokens(0, 0) = -4.0;
    attn::Scenario s3 = s2;
    s3.temperature = 1.0;
    ScenarioDelta merged(s0, s1);
    merged.share();
    for (const auto &[from, to] : {std::pair{&s1, &s2}, std::pair{&s2, &s3}}) {
        ScenarioDelta next(*from, *to);
        next.share();
        merged.append(next, *to);
    }
    QCOMPARE(merged.sharedFieldCount(), 8); // only the tokens differ from s0 to s3
    QVERIFY(sameScenario(merged.before(s3), s0));
    QVERIFY(sameScenario(merged.after(s0), s3));

    attn::Scenario s4 = s3;
    s4.tokens(0, 0) = s0.tokens(0, 0);
    ScenarioDelta back(s3, s4);
    back.share();
    merged.append(back, s4);
    QVERIFY(merged.isEmpty());
    QCOMPARE(merged.sharedFieldCount(), 9);
}

void TestScenarioDelta::documentUndoesADragExactly()
{
    Document doc;
    const attn::Scenario start = selfAttention();
    doc.resetScenario(start);
    attn::Scenario s = start;
    for (int step = 1; step <= 5; ++step) { // one drag: merged into one undo step
        s.temperature = 1.0 + 0.1 * step;
        s.tokens(step, 1) += 0.5;
        doc.editScenario(s, QStringLiteral("drag"), 42);
    }
    attn::Scenario switched = s;
    switched.heads[0].enabled = false;
    doc.editScenario(switched, QStringLiteral("head off"));
    QCOMPARE(doc.undoStack()->count(), 2);
    const attn::AttentionTrace last = doc.trace();

    doc.undoStack()->undo();
    QVERIFY(sameScenario(doc.scenario(), s));
    doc.undoStack()->undo();
    QVERIFY(sameScenario(doc.scenario(), start));
    doc.undoStack()->redo();
    QVERIFY(sameScenario(doc.scenario(), s));
    doc.undoStack()->redo();
    QVERIFY(sameScenario(doc.scenario(), switched));
    QVERIFY(doc.trace().heads[1].weights == last.heads[1].weights);
    QVERIFY(doc.trace().output == last.output);
}

// A settings edit is taken without the matrices: the scenario it starts from is unchanged,
// every matrix is shared from the start, and restoring either side in place gives the
// scenario before or after the edit.
void TestScenarioDelta::settingsDeltaNeverHoldsAMatrix()
{
    attn::Scenario current = selfAttention();
    const attn::Scenario before = current;
    const double *tokens = current.tokens.data();
    const std::optional<ScenarioDelta> delta =
        ScenarioDelta::ofSettings(current, [](attn::Scenario &s) {
            QCOMPARE(s.tokens.size(), 0); // the change sees no matrix
            s.temperature = 0.25;
            s.heads[1].enabled = false;
            s.heads[0].combineWeight = 2.0;
            s.mask = attn::MaskKind::None;
        });
    QVERIFY(delta.has_value());
    QVERIFY(sameScenario(current, before));
    QCOMPARE(current.tokens.data(), tokens);
    QCOMPARE(delta->sharedFieldCount(), 9);
    QVERIFY(!delta->isEmpty());

    attn::Scenario after = before;
    after.temperature = 0.25;
    after.heads[1].enabled = false;
    after.heads[0].combineWeight = 2.0;
    after.mask = attn::MaskKind::None;
    delta->restoreAfter(current);
    QVERIFY(sameScenario(current, after));
    QCOMPARE(current.tokens.data(), tokens); // in place: the matrices stayed where they were
    delta->restoreBefore(current);
    QVERIFY(sameScenario(current, before));
    QCOMPARE(current.tokens.data(), tokens);
    QVERIFY(sameScenario(delta->after(before), after));

    const std::optional<ScenarioDelta> none = ScenarioDelta::ofSettings(current, [](auto &) {});
    QVERIFY(none.has_value() && none->isEmpty());
}

void TestScenarioDelta::settingsDeltaRefusesMoreThanSettings()
{
    attn::Scenario current = selfAttention();
    const attn::Scenario before = current;
    const std::function<void(attn::Scenario &)> beyond[] = {
        [](attn::Scenario &s) { s.customMask = attn::BoolMatrix::Constant(12, 12, true); },
        [](attn::Scenario &s) { s.heads.pop_back(); },
        [](attn::Scenario &s) { s.headCount = 3; },
        [](attn::Scenario &s) { s.seed = 9; },
        [](attn::Scenario &s) { s.queryLabels.assign(12, "t"); },
        [](attn::Scenario &s) { s.score = attn::ScoreKind::Additive; },
    };
    for (const auto &change : beyond) {
        QVERIFY(!ScenarioDelta::ofSettings(current, change).has_value());
        QVERIFY(sameScenario(current, before));
    }
}

// The document's settings edits: one undo step per drag, exact undo and redo, the matrices
// never copied (their storage stays put), and a change beyond settings still made whole.
void TestScenarioDelta::documentEditsSettingsInPlace()
{
    Document doc;
    const attn::Scenario start = selfAttention();
    doc.resetScenario(start);
    const double *tokens = doc.scenario().tokens.data();
    for (int step = 1; step <= 5; ++step) // one drag
        doc.editSettings([step](attn::Scenario &s) { s.temperature = 1.0 + 0.1 * step; },
                         [] { return QStringLiteral("drag"); }, 7);
    doc.editSettings([](attn::Scenario &s) { s.heads[0].enabled = false; },
                     [] { return QStringLiteral("head off"); });
    doc.editSettings([](attn::Scenario &s) { s.heads[0].enabled = false; },
                     [] { return QStringLiteral("again"); }); // no change: no step
    QCOMPARE(doc.undoStack()->count(), 2);
    QCOMPARE(doc.scenario().tokens.data(), tokens);
    attn::Scenario last = start;
    last.temperature = 1.5;
    last.heads[0].enabled = false;
    QVERIFY(sameScenario(doc.scenario(), last));
    const attn::AttentionTrace trace = doc.trace();

    doc.undoStack()->undo();
    doc.undoStack()->undo();
    QVERIFY(sameScenario(doc.scenario(), start));
    QCOMPARE(doc.scenario().tokens.data(), tokens);
    doc.undoStack()->redo();
    doc.undoStack()->redo();
    QVERIFY(sameScenario(doc.scenario(), last));
    QVERIFY(doc.trace().output == trace.output);
    QCOMPARE(doc.scenario().tokens.data(), tokens);

    // Beyond settings: made on a whole copy, as editScenario() would.
    doc.editSettings(
        [](attn::Scenario &s) { s.customMask = attn::BoolMatrix::Constant(12, 12, true); },
        [] { return QStringLiteral("custom mask"); });
    QCOMPARE(doc.undoStack()->count(), 3);
    QCOMPARE(doc.scenario().customMask.rows(), 12);
    doc.undoStack()->undo();
    QVERIFY(sameScenario(doc.scenario(), last));
}

QTEST_MAIN(TestScenarioDelta)
#include "tst_scenariodelta.moc"
