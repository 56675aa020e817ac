// Scenarios too large for a frame are computed off the window's thread: the edit returns at
// once, the views keep the last trace until the new one is in, edits made meanwhile are
// coalesced so that only the newest is computed, and the result is the same trace a
// computation from scratch gives.
#include "document.h"
#include "largetraces.h"
#include "presetlibrary.h"
#include "projectionfactory.h"
#include "scenariocompare.h"
#include "validation.h"

#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

#include <algorithm>

class TestBackgroundComputation : public QObject
{
    Q_OBJECT
private slots:
    void smallScenariosStayOnTheWindowThread();
    void largeScenarioIsComputedInTheBackground();
    void newestEditWins();
    void cheapChangesStayOnTheWindowThread();
    void largeSoftmaxIsComputedInPlace();
    void focusIsShownBeforeTheOtherHeads();
    void undoWhileComputingEndsAtTheUndoneScenario();
    void cellEditWhileComputingIsIncluded();
    void invalidEditKeepsTheLastValidTrace();
    void waitForComputationNeedsNoEventLoop();
    void closingWhileComputingIsSafe();
    void wideAdditiveScoresAreComputedInTheBackground();
};

void TestBackgroundComputation::smallScenariosStayOnTheWindowThread()
{
    Document doc;
    doc.resetScenario(attn::findPreset("sleepy-child")->scenario);
    QVERIFY(!Document::computesInBackground(doc.scenario()));
    attn::Scenario warmer = doc.scenario();
    warmer.temperature = 2.0;
    QSignalSpy changed(&doc, &Document::changed);
    doc.editScenario(warmer, QStringLiteral("Temperature"));
    QCOMPARE(changed.count(), 1); // at once, no event loop needed
    QVERIFY(!doc.isComputing());
    QCOMPARE(doc.tracedScenario().temperature, 2.0);
    QCOMPARE(doc.computation()->backgroundJobs(), 0);
}

void TestBackgroundComputation::wideAdditiveScoresAreComputedInTheBackground()
{
    // 256 tokens are few scores for a dot product, but with an additive score of hidden
    // width 4,096 each takes 4,096 tanh terms: seconds the window would stand frozen.
    attn::Scenario s = attn::findPreset("dog-chases-ball")->scenario;
    s.tokens = attn::Matrix::Random(256, s.tokens.cols());
    s.queryLabels.clear();
    s.keyLabels.clear();
    QVERIFY(!Document::computesInBackground(s));
    s.score = attn::ScoreKind::Additive;
    s.additiveHidden = 4096;
    attn::refreshProjections(s);
    QVERIFY(attn::validate(s).empty());
    QVERIFY(Document::computesInBackground(s));
    Document doc;
    doc.resetScenario(attn::findPreset("sleepy-child")->scenario);
    doc.resetScenario(s);
    QVERIFY(doc.isComputing()); // returned at once; the window keeps painting
    doc.waitForComputation();
    QVERIFY(doc.issues().empty());
    QCOMPARE(doc.trace().heads[0].weights.rows(), 256);
}

void TestBackgroundComputation::largeScenarioIsComputedInTheBackground()
{
    Document doc;
    doc.resetScenario(attn::findPreset("sleepy-child")->scenario);
    const attn::Scenario big = largeScenario();
    QVERIFY(Document::computesInBackground(big));
    QSignalSpy changed(&doc, &Document::changed);
    QSignalSpy computing(&doc, &Document::computingChanged);
    doc.resetScenario(big);
    QVERIFY(doc.isComputing());
    QCOMPARE(changed.count(), 0);                          // the views keep the last trace...
    QCOMPARE(doc.trace().heads.front().weights.cols(), 6); // ...the sleepy child's six keys
    QTRY_VERIFY_WITH_TIMEOUT(!doc.isComputing(), kTimeoutMs);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.at(0).at(0).value<Document::Change>(), Document::Change::Structure);
    QCOMPARE(computing.count(), 2);
    QCOMPARE(computing.at(0).at(0).toBool(), true);
    QCOMPARE(computing.at(1).at(0).toBool(), false);
    QVERIFY(doc.issues().empty());
    QVERIFY(sameScenario(doc.tracedScenario(), big));
    QVERIFY(traceDifference(doc.trace(), attn::computeTrace(big)) < 1e-12);
    QCOMPARE(doc.computation()->backgroundJobs(), 1);
}

void TestBackgroundComputation::newestEditWins()
{
    Document doc;
    doc.resetScenario(largeScenario());
    doc.waitForComputation();
    const int jobsBefore = doc.computation()->backgroundJobs();
    const int drag = doc.newMergeId();
    attn::Scenario s = doc.scenario();
    s.projectionInit = attn::ProjectionInit::Explicit;
    // Ten steps of a drag on a W_Q entry (everything is computed again) without the event
    // loop running in between, as a fast drag gives: the first starts a job, the other nine
    // wait as one and only the last of them is computed.
    for (int i = 1; i <= 10; ++i) {
        s.heads[0].wq(0, 0) = 0.1 * i;
        doc.editScenario(s, QStringLiteral("W_Q"), drag);
        QVERIFY(doc.isComputing());
    }
    QCOMPARE(doc.undoStack()->count(), 1); // the drag is one undo step
    QTRY_VERIFY_WITH_TIMEOUT(!doc.isComputing(), kTimeoutMs);
    QCOMPARE(doc.computation()->backgroundJobs() - jobsBefore, 2);
    QCOMPARE(doc.tracedScenario().heads[0].wq(0, 0), 1.0);
    QVERIFY(traceDifference(doc.trace(), attn::computeTrace(s)) < 1e-12);
}

void TestBackgroundComputation::cheapChangesStayOnTheWindowThread()
{
    Document doc;
    attn::Scenario s = largeScenario();
    doc.resetScenario(s);
    doc.waitForComputation();
    const int jobs = doc.computation()->backgroundJobs();
    // A new temperature is a softmax over the kept scores (2^20 of them: about a frame);
    // switching a head off keeps the weights. Both are done when the edit returns.
    s.temperature = 0.5;
    doc.editScenario(s, QStringLiteral("Temperature"));
    QVERIFY(!doc.isComputing());
    QCOMPARE(doc.tracedScenario().temperature, 0.5);
    s.heads[1].enabled = false;
    doc.editScenario(s, QStringLiteral("Head 2 off"));
    QVERIFY(!doc.isComputing());
    QVERIFY(!doc.tracedScenario().heads[1].enabled);
    QCOMPARE(doc.computation()->backgroundJobs(), jobs);
    QVERIFY(traceDifference(doc.trace(), attn::computeTrace(s)) < 1e-12);
}

void TestBackgroundComputation::largeSoftmaxIsComputedInPlace()
{
    // 1,024 tokens and 2 heads: 2^21 scores, where a new temperature is more than a frame's
    // work. After a cell edit made on the window's thread, the background computes the new
    // softmax into the trace on screen head by head, reading its Q, K, V and raw scores
    // where they are: no copy of the trace, and their storage stays put.
    attn::Scenario s = largeScenario();
    s.headCount = 2;
    s.tokens = attn::seededNormal(1024, 32, 13, 1.0);
    attn::refreshProjections(s);
    Document doc;
    doc.resetScenario(s);
    doc.waitForComputation();
    const MatrixRef tokens{MatrixRef::Kind::Tokens, 0};
    doc.setCell(tokens, 5, 3, 0.75);
    QVERIFY(!doc.isComputing()); // a single cell: on this thread
    s.tokens(5, 3) = 0.75;
    const int jobs = doc.computation()->backgroundJobs();
    const int copies = doc.computation()->backgroundTraceCopies();
    const double *scores = doc.trace().heads[1].scores.data();
    const double *keys = doc.trace().heads[1].k.data();

    for (const double t : {0.5, 0.6}) { // two steps of a drag
        s.temperature = t;
        doc.editScenario(s, QStringLiteral("Temperature"));
        QVERIFY(doc.isComputing());
        QTRY_VERIFY_WITH_TIMEOUT(!doc.isComputing(), kTimeoutMs);
        QVERIFY(sameScenario(doc.tracedScenario(), s));
        QVERIFY(traceDifference(doc.trace(), attn::computeTrace(s)) < 1e-12);
    }
    QCOMPARE(doc.computation()->backgroundJobs(), jobs + 2);
    QCOMPARE(doc.computation()->backgroundTraceCopies(), copies);
    QCOMPARE(doc.trace().heads[1].scores.data(), scores);
    QCOMPARE(doc.trace().heads[1].k.data(), keys);
}

void TestBackgroundComputation::focusIsShownBeforeTheOtherHeads()
{
    // 512 tokens and 8 heads: 2^21 scores, a new temperature goes head by head. The selected
    // head and the selected query's output row are handed over first: changed(Values) fires
    // while the job still runs, with those already as the job ends them.
    attn::Scenario s = builders::selfAttention(512, 64, 8, 17);
    Document doc;
    doc.resetScenario(s);
    doc.waitForComputation();
    doc.setSelection(5, 300, -1);
    struct Seen
    {
        bool computing = false;
        bool focusCurrent = false;
        bool focusHeadCurrent = false;
        bool otherHeadCurrent = false;
        attn::Matrix weights;
        attn::Matrix outputRow;
    };
    std::vector<Seen> seen;
    connect(&doc, &Document::changed, this, [&](Document::Change change) {
        if (change == Document::Change::Values)
            seen.push_back({doc.isComputing(), doc.isFocusCurrent(), doc.isHeadCurrent(5),
                            doc.isHeadCurrent(0), doc.trace().heads[5].weights,
                            doc.trace().output.row(300)});
    });
    QSignalSpy rest(&doc, &Document::allHeadsComputed);
    doc.editSettings([](attn::Scenario &t) { t.temperature = 0.45; },
                     [] { return QStringLiteral("Temperature"); });
    QVERIFY(doc.isComputing());
    QVERIFY(!doc.isFocusCurrent());
    QTRY_VERIFY_WITH_TIMEOUT(!doc.isComputing(), kTimeoutMs);
    s.temperature = 0.45;
    const attn::AttentionTrace expected = attn::computeTrace(s);
    // The views of the selected head and query draw once; the views of every head hear that
    // the rest is in.
    QCOMPARE(seen.size(), std::size_t(1));
    QCOMPARE(rest.count(), 1);
    QVERIFY(seen.front().computing);
    QVERIFY(seen.front().focusCurrent);
    QVERIFY(seen.front().focusHeadCurrent);
    QVERIFY(!seen.front().otherHeadCurrent); // the grid of all heads says it is updating
    QVERIFY(seen.front().weights == expected.heads[5].weights);
    const double scale = std::max(1.0, expected.output.row(300).cwiseAbs().maxCoeff());
    QVERIFY((seen.front().outputRow - expected.output.row(300)).cwiseAbs().maxCoeff() / scale <
            1e-12);
    QVERIFY(doc.isFocusCurrent());
    QVERIFY(doc.isHeadCurrent(0));
    QVERIFY(traceDifference(doc.trace(), expected) == 0.0);

    // Another query selected meanwhile: its row was not handed over first, so every view
    // hears of the end.
    seen.clear();
    bool moved = false;
    connect(&doc, &Document::changed, this, [&] {
        if (!moved && doc.isComputing() && doc.isFocusCurrent()) {
            moved = true; // at once, before the job can end
            doc.setSelection(5, 12, -1);
        }
    });
    doc.editSettings([](attn::Scenario &t) { t.temperature = 0.7; },
                     [] { return QStringLiteral("Temperature"); });
    QTRY_VERIFY_WITH_TIMEOUT(!doc.isComputing(), kTimeoutMs);
    QVERIFY(moved);
    QCOMPARE(rest.count(), 1);
    QVERIFY(!seen.empty());
    QVERIFY(!seen.back().computing);
}

void TestBackgroundComputation::undoWhileComputingEndsAtTheUndoneScenario()
{
    Document doc;
    const attn::Scenario big = largeScenario();
    doc.resetScenario(big);
    doc.waitForComputation();
    attn::Scenario edited = big;
    edited.projectionInit = attn::ProjectionInit::Explicit;
    edited.heads[2].wk *= 2.0;
    doc.editScenario(edited, QStringLiteral("W_K"));
    QVERIFY(doc.isComputing());
    doc.undoStack()->undo();
    QTRY_VERIFY_WITH_TIMEOUT(!doc.isComputing(), kTimeoutMs);
    QVERIFY(sameScenario(doc.tracedScenario(), big));
    QVERIFY(traceDifference(doc.trace(), attn::computeTrace(big)) < 1e-12);
}

void TestBackgroundComputation::cellEditWhileComputingIsIncluded()
{
    Document doc;
    doc.resetScenario(largeScenario());
    QVERIFY(doc.isComputing());
    const MatrixRef tokens{MatrixRef::Kind::Tokens, 0};
    doc.setCell(tokens, 3, 5, 2.5);
    doc.setCell(tokens, 400, 60, -1.5);
    QTRY_VERIFY_WITH_TIMEOUT(!doc.isComputing(), kTimeoutMs);
    QCOMPARE(doc.tracedScenario().tokens(3, 5), 2.5);
    QCOMPARE(doc.tracedScenario().tokens(400, 60), -1.5);
    QVERIFY(traceDifference(doc.trace(), attn::computeTrace(doc.scenario())) < 1e-12);
    // Once idle, a cell edit of a large scenario is an incremental update on this thread.
    const int jobs = doc.computation()->backgroundJobs();
    doc.setCell(tokens, 7, 7, 0.75);
    QVERIFY(!doc.isComputing());
    QCOMPARE(doc.computation()->backgroundJobs(), jobs);
    QVERIFY(traceDifference(doc.trace(), attn::computeTrace(doc.scenario())) < 1e-12);
}

void TestBackgroundComputation::invalidEditKeepsTheLastValidTrace()
{
    Document doc;
    const attn::Scenario big = largeScenario();
    doc.resetScenario(big);
    attn::Scenario broken = big;
    broken.headCount = 3; // d_model 64 is not divisible by 3
    QSignalSpy changed(&doc, &Document::changed);
    doc.editScenario(broken, QStringLiteral("Heads"));
    QVERIFY(!doc.issues().empty()); // named at once, without waiting for the computation
    QCOMPARE(changed.count(), 1);
    QTRY_VERIFY_WITH_TIMEOUT(!doc.isComputing(), kTimeoutMs);
    QVERIFY(!doc.issues().empty());
    QVERIFY(sameScenario(doc.tracedScenario(), big)); // the job that was running
    QCOMPARE(doc.trace().heads.size(), std::size_t(4));
    doc.undoStack()->undo();
    QTRY_VERIFY_WITH_TIMEOUT(!doc.isComputing(), kTimeoutMs);
    QVERIFY(doc.issues().empty());
}

void TestBackgroundComputation::waitForComputationNeedsNoEventLoop()
{
    Document doc;
    attn::Scenario s = largeScenario();
    doc.resetScenario(s);
    s.projectionInit = attn::ProjectionInit::Explicit;
    s.heads[0].wv *= 3.0;
    doc.editScenario(s, QStringLiteral("W_V"));
    QVERIFY(doc.isComputing());
    doc.waitForComputation();
    QVERIFY(!doc.isComputing());
    QVERIFY(sameScenario(doc.tracedScenario(), s));
    QVERIFY(traceDifference(doc.trace(), attn::computeTrace(s)) < 1e-12);
}

void TestBackgroundComputation::closingWhileComputingIsSafe()
{
    auto *doc = new Document;
    doc->resetScenario(largeScenario());
    QVERIFY(doc->isComputing());
    delete doc; // waits for the running job; its queued result is dropped with the object
    QCoreApplication::processEvents();
    QVERIFY(true);
}

QTEST_MAIN(TestBackgroundComputation)
#include "tst_backgroundcomputation.moc"
