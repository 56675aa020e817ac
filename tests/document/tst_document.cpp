#include "document.h"
#include "presetlibrary.h"
#include "scenariocompare.h"
#include "scenarioedits.h"

#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

#include <limits>

Q_DECLARE_METATYPE(attn::Scenario)

namespace {

attn::Scenario sleepyChild()
{
    const attn::Preset *preset = attn::findPreset("sleepy-child");
    Q_ASSERT(preset);
    return preset->scenario;
}

const MatrixRef kQueries{MatrixRef::Kind::Queries, 0};

Document::Change changeOf(const QSignalSpy &spy, int i)
{
    return spy.at(i).at(0).value<Document::Change>();
}

} // namespace

class TestDocument : public QObject
{
    Q_OBJECT
private slots:
    void resetRunsTheEngineAndIsClean();
    void editEmitsOnceWithItsKind_data();
    void editEmitsOnceWithItsKind();
    void undoRestoresWeightsExactly();
    void dragEditsMergeIntoOneStep();
    void dragBackToTheStartLeavesNoStep();
    void separateGesturesAreSeparateSteps();
    void invalidEditKeepsLastTraceAndReportsIssues();
    void selectionIsClamped_data();
    void selectionIsClamped();
    void selectionFollowsShrinkingScenario();
    void toggleMaskCellMasksExactlyThatCell();
    void modifiedFollowsUndoStack();
    void editingAProjectionMakesItExplicit();
};

void TestDocument::resetRunsTheEngineAndIsClean()
{
    Document doc;
    QSignalSpy spy(&doc, &Document::changed);
    doc.resetScenario(sleepyChild(), QStringLiteral("/tmp/x.json"));
    QCOMPARE(spy.count(), 1);
    QCOMPARE(changeOf(spy, 0), Document::Change::Structure);
    QVERIFY(doc.hasTrace());
    QVERIFY(doc.issues().empty());
    QCOMPARE(doc.trace().heads.size(), size_t(1));
    // Spec: sleepy child weight on "reads" is 0.877459.
    QVERIFY(std::abs(doc.trace().heads[0].weights(0, 3) - 0.877459) < 1e-6);
    QCOMPARE(doc.filePath(), QStringLiteral("/tmp/x.json"));
    QVERIFY(!doc.isModified());
    QCOMPARE(doc.undoStack()->count(), 0);
}

void TestDocument::editEmitsOnceWithItsKind_data()
{
    QTest::addColumn<attn::Scenario>("after");
    QTest::addColumn<Document::Change>("expected");
    const attn::Scenario base = sleepyChild();

    attn::Scenario s = base;
    s.temperature = 2.0;
    QTest::newRow("temperature") << s << Document::Change::Values;
    s = base;
    s.keys(1, 1) = 5.0;
    QTest::newRow("one key cell") << s << Document::Change::Values;
    s = base;
    s.mask = attn::MaskKind::Causal;
    QTest::newRow("mask kind") << s << Document::Change::Values;
    s = base;
    scenarioedits::renameToken(s, scenarioedits::Side::Key, 0, "A");
    QTest::newRow("rename") << s << Document::Change::Structure;
    s = base;
    scenarioedits::insertToken(s, scenarioedits::Side::Key, 2, "very");
    QTest::newRow("add key") << s << Document::Change::Structure;
    s = base;
    scenarioedits::setMode(s, attn::InputMode::SelfAttention);
    QTest::newRow("mode") << s << Document::Change::Structure;
    s = base;
    scenarioedits::setDimension(s, kQueries, 4);
    QTest::newRow("dimension") << s << Document::Change::Structure;
}

void TestDocument::editEmitsOnceWithItsKind()
{
    QFETCH(attn::Scenario, after);
    QFETCH(Document::Change, expected);
    Document doc;
    doc.resetScenario(sleepyChild());
    QSignalSpy spy(&doc, &Document::changed);
    doc.editScenario(after, QStringLiteral("edit"));
    QCOMPARE(spy.count(), 1);
    QCOMPARE(changeOf(spy, 0), expected);
    QVERIFY2(doc.issues().empty(), doc.issues().empty() ? "" : doc.issues()[0].message.c_str());
    QVERIFY(sameScenario(doc.scenario(), after));
    QCOMPARE(doc.undoStack()->count(), 1);

    spy.clear();
    doc.undoStack()->undo();
    QCOMPARE(spy.count(), 1);
    QCOMPARE(changeOf(spy, 0), expected);
    QVERIFY(sameScenario(doc.scenario(), sleepyChild()));
}

void TestDocument::undoRestoresWeightsExactly()
{
    Document doc;
    doc.resetScenario(sleepyChild());
    const attn::Matrix before = doc.trace().heads[0].weights;
    const attn::Matrix outputBefore = doc.trace().output;
    doc.setCell(kQueries, 0, 0, 1.25);
    const attn::Matrix after = doc.trace().heads[0].weights;
    QVERIFY(after != before);
    doc.undoStack()->undo();
    QVERIFY(doc.trace().heads[0].weights == before); // bit for bit
    QVERIFY(doc.trace().output == outputBefore);
    doc.undoStack()->redo();
    QVERIFY(doc.trace().heads[0].weights == after);
    QCOMPARE(doc.scenario().queries(0, 0), 1.25);
}

void TestDocument::dragEditsMergeIntoOneStep()
{
    Document doc;
    doc.resetScenario(sleepyChild());
    const attn::Matrix before = doc.trace().heads[0].weights;
    const int id = doc.newMergeId();
    for (int i = 1; i <= 5; ++i)
        doc.setCell(kQueries, 0, 1, 2.0 + 0.1 * i, id);
    QCOMPARE(doc.undoStack()->count(), 1);
    QCOMPARE(doc.scenario().queries(0, 1), 2.5);
    doc.undoStack()->undo();
    QCOMPARE(doc.scenario().queries(0, 1), 2.0);
    QVERIFY(doc.trace().heads[0].weights == before);
    QVERIFY(!doc.isModified());
}

void TestDocument::dragBackToTheStartLeavesNoStep()
{
    Document doc;
    doc.resetScenario(sleepyChild());
    const int id = doc.newMergeId();
    doc.setCell(kQueries, 0, 1, 3.0, id);
    doc.setCell(kQueries, 0, 1, 2.0, id); // back where it began
    QCOMPARE(doc.undoStack()->count(), 0);
    QVERIFY(!doc.isModified());
}

void TestDocument::separateGesturesAreSeparateSteps()
{
    Document doc;
    doc.resetScenario(sleepyChild());
    doc.setCell(kQueries, 0, 1, 3.0, doc.newMergeId());
    doc.setCell(kQueries, 0, 1, 4.0, doc.newMergeId());
    doc.setCell(kQueries, 0, 1, 5.0); // typed: never merges
    doc.setCell(kQueries, 0, 1, 6.0);
    QCOMPARE(doc.undoStack()->count(), 4);
    doc.undoStack()->undo();
    QCOMPARE(doc.scenario().queries(0, 1), 5.0);
}

void TestDocument::invalidEditKeepsLastTraceAndReportsIssues()
{
    Document doc;
    doc.resetScenario(sleepyChild());
    const attn::Matrix before = doc.trace().heads[0].weights;
    QSignalSpy spy(&doc, &Document::changed);
    attn::Scenario bad = doc.scenario();
    bad.temperature = -1.0;
    doc.editScenario(bad, QStringLiteral("bad"));
    QCOMPARE(spy.count(), 1);
    QVERIFY(!doc.issues().empty());
    QVERIFY(QString::fromStdString(doc.issues()[0].field).contains(QStringLiteral("temperature")));
    QVERIFY(doc.hasTrace());
    QVERIFY(doc.trace().heads[0].weights == before);
    QCOMPARE(doc.scenario().temperature, -1.0);

    bad = doc.scenario();
    bad.queries(0, 0) = std::numeric_limits<double>::quiet_NaN();
    bad.temperature = 1.0;
    doc.editScenario(bad, QStringLiteral("nan"));
    QVERIFY(!doc.issues().empty());
    QVERIFY(doc.trace().heads[0].weights == before);

    doc.undoStack()->undo();
    doc.undoStack()->undo();
    QVERIFY(doc.issues().empty());
    QVERIFY(doc.trace().heads[0].weights == before);
}

void TestDocument::selectionIsClamped_data()
{
    QTest::addColumn<int>("head");
    QTest::addColumn<int>("query");
    QTest::addColumn<int>("key");
    QTest::addColumn<int>("expectedQuery");
    QTest::addColumn<int>("expectedKey");
    // self-attention-causal: 4 heads, 5 x 5
    QTest::newRow("inside") << 2 << 3 << 4 << 3 << 4;
    QTest::newRow("too large") << 9 << 99 << 99 << 4 << 4;
    QTest::newRow("negative") << -2 << -7 << -9 << 0 << -1;
    QTest::newRow("no key") << 1 << 2 << -1 << 2 << -1;
}

void TestDocument::selectionIsClamped()
{
    QFETCH(int, head);
    QFETCH(int, query);
    QFETCH(int, key);
    QFETCH(int, expectedQuery);
    QFETCH(int, expectedKey);
    Document doc;
    doc.resetScenario(attn::findPreset("self-attention-causal")->scenario);
    QCOMPARE(int(doc.trace().heads.size()), 4);
    QSignalSpy spy(&doc, &Document::changed);
    doc.setSelection(head, query, key);
    QCOMPARE(doc.selectedHead(), std::clamp(head, 0, 3));
    QCOMPARE(doc.selectedQuery(), expectedQuery);
    QCOMPARE(doc.selectedKey(), expectedKey);
    const bool moved = !(doc.selectedHead() == 0 && expectedQuery == 0 && expectedKey == -1);
    QCOMPARE(spy.count(), moved ? 1 : 0);
    if (moved)
        QCOMPARE(changeOf(spy, 0), Document::Change::Selection);
    spy.clear();
    doc.setSelection(head, query, key); // same again: nothing moves
    QCOMPARE(spy.count(), 0);
}

void TestDocument::selectionFollowsShrinkingScenario()
{
    Document doc;
    doc.resetScenario(attn::findPreset("self-attention-causal")->scenario);
    doc.setSelection(3, 4, 4);
    attn::Scenario s = doc.scenario();
    scenarioedits::removeToken(s, scenarioedits::Side::Query, 4);
    scenarioedits::removeToken(s, scenarioedits::Side::Query, 3);
    s.headCount = 2;
    scenarioedits::conform(s);
    QSignalSpy spy(&doc, &Document::changed);
    doc.editScenario(s, QStringLiteral("shrink"));
    QCOMPARE(spy.count(), 1);
    QVERIFY2(doc.issues().empty(), doc.issues().empty() ? "" : doc.issues()[0].message.c_str());
    QCOMPARE(doc.selectedHead(), 1);
    QCOMPARE(doc.selectedQuery(), 2);
    QCOMPARE(doc.selectedKey(), 2);
}

void TestDocument::toggleMaskCellMasksExactlyThatCell()
{
    Document doc;
    attn::Scenario s = attn::findPreset("self-attention-causal")->scenario;
    doc.resetScenario(s);
    const attn::Matrix before = doc.trace().heads[0].weights;
    QVERIFY(before(4, 1) > 0.0);
    doc.toggleMaskCell(4, 1);
    QCOMPARE(doc.scenario().mask, attn::MaskKind::Custom);
    // The custom mask starts from the causal one in force.
    QVERIFY(!doc.scenario().customMask(0, 1));
    QVERIFY(!doc.scenario().customMask(4, 1));
    QCOMPARE(doc.trace().heads[0].weights(4, 1), 0.0);
    QCOMPARE(doc.trace().heads[0].weights(0, 1), 0.0);
    QVERIFY(std::abs(doc.trace().heads[0].weights.row(4).sum() - 1.0) < 1e-12);
    QCOMPARE(doc.undoStack()->count(), 1);
    doc.toggleMaskCell(4, 1);
    QVERIFY(doc.trace().heads[0].weights == before);
    doc.undoStack()->undo();
    doc.undoStack()->undo();
    QVERIFY(sameScenario(doc.scenario(), s));
}

void TestDocument::modifiedFollowsUndoStack()
{
    Document doc;
    doc.resetScenario(sleepyChild());
    QSignalSpy spy(&doc, &Document::modifiedChanged);
    doc.setCell(kQueries, 0, 0, 1.0);
    QVERIFY(doc.isModified());
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).toBool(), true);
    doc.markSaved();
    QVERIFY(!doc.isModified());
    doc.undoStack()->undo();
    QVERIFY(doc.isModified());
    doc.undoStack()->redo();
    QVERIFY(!doc.isModified());
}

void TestDocument::editingAProjectionMakesItExplicit()
{
    Document doc;
    doc.resetScenario(sleepyChild());
    QVERIFY(doc.scenario().projectionInit != attn::ProjectionInit::Explicit);
    const MatrixRef wq{MatrixRef::Kind::HeadWq, 0};
    doc.setCell(wq, 0, 1, 0.5);
    QCOMPARE(doc.scenario().projectionInit, attn::ProjectionInit::Explicit);
    QCOMPARE(doc.scenario().heads[0].wq(0, 1), 0.5);
    // q' = q W_Q: the projected query picks up 0.5 * q_0 = 0 (q = (0, 2, 1)) in column 1...
    // so change q_0 to see the projection act: q'_1 = 2 + 0.5 * 4 = 4.
    doc.setCell(kQueries, 0, 0, 4.0);
    QCOMPARE(doc.trace().heads[0].q(0, 1), 4.0);
}

QTEST_MAIN(TestDocument)
#include "tst_document.moc"
