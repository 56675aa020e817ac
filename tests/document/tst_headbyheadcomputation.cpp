// A trace too large to hold twice (2 GiB of weights at L = 4096, h = 16) is brought up to
// date in the background in place, head by head: each head computed on the job's thread
// is swapped in on the window's thread. The window keeps answering, the result is the
// trace a computation from scratch gives, and a refused edit leaves the trace as it was.
// The threshold is lowered here so that a scenario of 2^20 scores takes that path.
#include "attentionengine.h"
#include "document.h"
#include "largetraces.h"
#include "matrixref.h"
#include "presetlibrary.h"
#include "scenariocompare.h"

#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

#include <memory>

namespace {

/// A document holding largeScenario()'s trace, computing edits head by head.
std::unique_ptr<Document> headByHeadDocument()
{
    auto doc = std::make_unique<Document>();
    doc->computation()->setHeadByHeadFrom(double(1 << 20));
    doc->resetScenario(largeScenario()); // a new size: a job of its own
    doc->waitForComputation();
    return doc;
}

} // namespace

class TestHeadByHeadComputation : public QObject
{
    Q_OBJECT
private slots:
    void temperatureIsComputedInPlace();
    void headSwitchAndWeightEditsToo();
    void newestEditWins();
    void waitForComputationMakesTheHandOvers();
    void overflowKeepsTheTraceOnScreen();
    void cellEditWhileComputingIsIncluded();
    void newSizeIsComputedInTheBackground();
    void newSizeWaitingForAJobIsComputedAfterIt();
    void aHeadByHeadJobCanBeStopped();
    void newSizeBesideASmallTraceKeepsItOnScreen();
    void closingWhileComputingIsSafe();
};

void TestHeadByHeadComputation::temperatureIsComputedInPlace()
{
    const auto doc = headByHeadDocument();
    const int jobs = doc->computation()->backgroundJobs();
    const int copies = doc->computation()->backgroundTraceCopies();
    attn::Scenario s = doc->scenario();
    s.temperature = 0.4;
    QSignalSpy changed(doc.get(), &Document::changed);
    QSignalSpy rest(doc.get(), &Document::allHeadsComputed);
    doc->editScenario(s, QStringLiteral("Temperature"));
    QVERIFY(doc->isComputing());
    QCOMPARE(changed.count(), 0);
    QCOMPARE(doc->tracedScenario().temperature, 1.0); // until the last head is in
    QTRY_VERIFY_WITH_TIMEOUT(!doc->isComputing(), kTimeoutMs);
    // When the selected head and row are in (see tst_backgroundcomputation); the end is
    // allHeadsComputed().
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.at(0).at(0).value<Document::Change>(), Document::Change::Values);
    QCOMPARE(rest.count(), 1);
    QCOMPARE(doc->computation()->backgroundJobs(), jobs + 1);
    // No second trace, no copy of one.
    QCOMPARE(doc->computation()->backgroundTraceCopies(), copies);
    QVERIFY(doc->issues().empty());
    QVERIFY(sameScenario(doc->tracedScenario(), s));
    QCOMPARE(doc->trace().temperature, 0.4);
    QVERIFY(traceDifference(doc->trace(), attn::computeTrace(s)) < 1e-12);
}

void TestHeadByHeadComputation::headSwitchAndWeightEditsToo()
{
    const auto doc = headByHeadDocument();
    attn::Scenario s = doc->scenario();
    const int jobs = doc->computation()->backgroundJobs();
    s.heads[2].enabled = false;
    doc->editScenario(s, QStringLiteral("Head 3 off"));
    QVERIFY(doc->isComputing());
    doc->waitForComputation();
    QVERIFY(doc->trace().heads[2].output.isZero(0.0));
    doc->setCell(MatrixRef{MatrixRef::Kind::HeadWq, 1}, 3, 4, 0.5);
    QVERIFY(doc->isComputing());
    doc->waitForComputation();
    s = doc->scenario();
    QCOMPARE(s.heads[1].wq(3, 4), 0.5);
    QCOMPARE(doc->computation()->backgroundJobs(), jobs + 2);
    QVERIFY(traceDifference(doc->trace(), attn::computeTrace(s)) < 1e-12);
    doc->undoStack()->undo(); // the W_Q edit
    doc->undoStack()->undo(); // the switch
    doc->waitForComputation();
    QVERIFY(doc->tracedScenario().heads[2].enabled);
    QVERIFY(traceDifference(doc->trace(), attn::computeTrace(largeScenario())) < 1e-12);
}

void TestHeadByHeadComputation::newestEditWins()
{
    const auto doc = headByHeadDocument();
    const int jobs = doc->computation()->backgroundJobs();
    const int drag = doc->newMergeId();
    attn::Scenario s = doc->scenario();
    for (int i = 1; i <= 10; ++i) {
        s.temperature = 1.0 + 0.1 * i;
        doc->editScenario(s, QStringLiteral("Temperature"), drag);
    }
    QTRY_VERIFY_WITH_TIMEOUT(!doc->isComputing(), kTimeoutMs);
    QCOMPARE(doc->computation()->backgroundJobs() - jobs, 2);
    QCOMPARE(doc->tracedScenario().temperature, 2.0);
    QVERIFY(traceDifference(doc->trace(), attn::computeTrace(s)) < 1e-12);
}

void TestHeadByHeadComputation::waitForComputationMakesTheHandOvers()
{
    // No event loop runs: the job's hand-overs are made inside the wait, not left waiting
    // for an event the window's thread would never get to.
    const auto doc = headByHeadDocument();
    attn::Scenario s = doc->scenario();
    s.mask = attn::MaskKind::Causal;
    doc->editScenario(s, QStringLiteral("Causal"));
    QVERIFY(doc->isComputing());
    doc->waitForComputation();
    QVERIFY(!doc->isComputing());
    QVERIFY(sameScenario(doc->tracedScenario(), s));
    QVERIFY(traceDifference(doc->trace(), attn::computeTrace(s)) < 1e-12);
}

void TestHeadByHeadComputation::overflowKeepsTheTraceOnScreen()
{
    const auto doc = headByHeadDocument();
    const attn::Scenario before = doc->scenario();
    const attn::AttentionTrace shown = doc->trace();
    attn::Scenario s = before;
    s.scaling = attn::ScalingKind::Custom;
    s.customScale = 1e308; // s a' overflows in every head
    doc->editScenario(s, QStringLiteral("Scale"));
    QVERIFY(doc->isComputing());
    QTRY_VERIFY_WITH_TIMEOUT(!doc->isComputing(), kTimeoutMs);
    QVERIFY(!doc->issues().empty());
    QCOMPARE(QString::fromStdString(doc->issues().front().field), QStringLiteral("customScale"));
    QVERIFY(sameScenario(doc->tracedScenario(), before));
    QVERIFY(traceDifference(doc->trace(), shown) < 1e-12);
    doc->undoStack()->undo();
    doc->waitForComputation();
    QVERIFY(doc->issues().empty());
}

void TestHeadByHeadComputation::cellEditWhileComputingIsIncluded()
{
    const auto doc = headByHeadDocument();
    attn::Scenario s = doc->scenario();
    s.temperature = 0.8;
    doc->editScenario(s, QStringLiteral("Temperature"));
    QVERIFY(doc->isComputing());
    doc->setCell(MatrixRef{MatrixRef::Kind::Tokens, 0}, 10, 20, 3.0);
    QTRY_VERIFY_WITH_TIMEOUT(!doc->isComputing(), kTimeoutMs);
    QCOMPARE(doc->tracedScenario().tokens(10, 20), 3.0);
    QCOMPARE(doc->tracedScenario().temperature, 0.8);
    QVERIFY(traceDifference(doc->trace(), attn::computeTrace(doc->scenario())) < 1e-12);
    // Once idle, a single cell is an incremental update on this thread, as at every size.
    const int jobs = doc->computation()->backgroundJobs();
    doc->setCell(MatrixRef{MatrixRef::Kind::Tokens, 0}, 11, 21, -2.0);
    QVERIFY(!doc->isComputing());
    QCOMPARE(doc->computation()->backgroundJobs(), jobs);
    QVERIFY(traceDifference(doc->trace(), attn::computeTrace(doc->scenario())) < 1e-12);
}

void TestHeadByHeadComputation::newSizeIsComputedInTheBackground()
{
    // Another number of heads changes every shape: no head can be swapped in alone, and a
    // second trace would double the memory. The trace on screen goes first (no view reads it
    // any more), the new one is computed off this thread, and it can be stopped.
    const auto doc = headByHeadDocument();
    const int jobs = doc->computation()->backgroundJobs();
    QSignalSpy changed(doc.get(), &Document::changed);
    attn::Scenario s = builders::selfAttention(512, 64, 8, 11);
    doc->editScenario(s, QStringLiteral("Heads"));
    QVERIFY(doc->isComputing());
    QVERIFY(doc->canStopComputation());
    QVERIFY(!doc->hasTrace());
    QVERIFY(doc->trace().heads.empty());
    QCOMPARE(changed.count(), 1); // at once: the views let go of the old trace
    QCOMPARE(changed.at(0).at(0).value<Document::Change>(), Document::Change::Structure);
    doc->waitForComputation();
    QCOMPARE(doc->computation()->backgroundJobs(), jobs + 1);
    QVERIFY(doc->issues().empty());
    QVERIFY(doc->hasTrace());
    QCOMPARE(doc->trace().heads.size(), std::size_t(8));
    QVERIFY(traceDifference(doc->trace(), attn::computeTrace(s)) < 1e-12);
}

void TestHeadByHeadComputation::newSizeWaitingForAJobIsComputedAfterIt()
{
    // Made while a head-by-head job runs, a change of size waits for it; then it is computed
    // by a job of its own, not beside the trace as a second one.
    const auto doc = headByHeadDocument();
    const int jobs = doc->computation()->backgroundJobs();
    attn::Scenario s = doc->scenario();
    s.temperature = 0.7;
    doc->editScenario(s, QStringLiteral("Temperature"));
    QVERIFY(doc->isComputing());
    const attn::Scenario eightHeads = builders::selfAttention(512, 64, 8, 11);
    doc->editScenario(eightHeads, QStringLiteral("Heads"));
    QVERIFY(doc->isComputing());
    QSignalSpy changed(doc.get(), &Document::changed);
    QTRY_VERIFY_WITH_TIMEOUT(!doc->isComputing(), kTimeoutMs);
    // The temperature's job, then the new size's.
    QCOMPARE(doc->computation()->backgroundJobs(), jobs + 2);
    QVERIFY(doc->issues().empty());
    QCOMPARE(doc->trace().heads.size(), std::size_t(8));
    QVERIFY(sameScenario(doc->tracedScenario(), eightHeads));
    QVERIFY(traceDifference(doc->trace(), attn::computeTrace(eightHeads)) < 1e-12);
    QVERIFY(!changed.isEmpty());
    for (const QList<QVariant> &signal : changed)
        QCOMPARE(signal.at(0).value<Document::Change>(), Document::Change::Structure);
}

void TestHeadByHeadComputation::aHeadByHeadJobCanBeStopped()
{
    // Stopped after its first heads, the job puts them back: the trace on screen is the one
    // before the edit, whole, and the status says the computation was stopped.
    const auto doc = headByHeadDocument();
    const attn::Scenario before = doc->scenario();
    const attn::AttentionTrace shown = doc->trace();
    attn::Scenario s = before;
    s.temperature = 0.4;
    doc->editScenario(s, QStringLiteral("Temperature"));
    QVERIFY(doc->isComputing());
    QVERIFY(doc->canStopComputation());
    // The job cannot pass its second hand-over before this thread makes the first.
    doc->stopComputation();
    doc->waitForComputation();
    QVERIFY(!doc->isComputing());
    QVERIFY(attn::AttentionEngine::wasStopped(doc->issues()));
    QVERIFY(sameScenario(doc->tracedScenario(), before));
    QCOMPARE(traceDifference(doc->trace(), shown), 0.0);
    doc->undoStack()->undo();
    QVERIFY(doc->issues().empty());
    doc->undoStack()->redo(); // computed to its end this time
    doc->waitForComputation();
    QVERIFY(doc->issues().empty());
    QVERIFY(traceDifference(doc->trace(), attn::computeTrace(s)) < 1e-12);
}

void TestHeadByHeadComputation::newSizeBesideASmallTraceKeepsItOnScreen()
{
    // A preset's trace is small beside any size: the views keep it until the new one is in.
    Document doc;
    doc.computation()->setHeadByHeadFrom(double(1 << 20));
    doc.resetScenario(attn::findPreset("sleepy-child")->scenario);
    QSignalSpy changed(&doc, &Document::changed);
    doc.resetScenario(largeScenario());
    QVERIFY(doc.isComputing());
    QVERIFY(doc.canStopComputation());
    QVERIFY(doc.hasTrace());
    QCOMPARE(changed.count(), 0);
    QCOMPARE(doc.trace().heads.front().weights.cols(), 6); // the sleepy child's six keys
    doc.waitForComputation();
    QVERIFY(doc.issues().empty());
    QVERIFY(traceDifference(doc.trace(), attn::computeTrace(largeScenario())) < 1e-12);
}

void TestHeadByHeadComputation::closingWhileComputingIsSafe()
{
    auto doc = headByHeadDocument();
    attn::Scenario s = doc->scenario();
    s.temperature = 3.0;
    doc->editScenario(s, QStringLiteral("Temperature"));
    QVERIFY(doc->isComputing());
    doc.reset(); // the job stops at its next hand-over; nothing waits for the window
    QCoreApplication::processEvents();
    QVERIFY(true);
}

QTEST_MAIN(TestHeadByHeadComputation)
#include "tst_headbyheadcomputation.moc"
