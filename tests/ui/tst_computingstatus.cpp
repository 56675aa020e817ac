// The status line while a trace is computed in the background: it says so, counts the heads
// of a head-by-head job, shows how far a long job is, and its button stops the job.
#include "../document/largetraces.h"
#include "document.h"
#include "presetlibrary.h"
#include "projectionfactory.h"
#include "statusinfo.h"

#include <QLabel>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTest>
#include <QToolButton>
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

/// Additive scores of 256 tokens at hidden width 4,096: seconds of work, which can be stopped.
attn::Scenario stoppableScenario()
{
    attn::Scenario s = attn::findPreset("dog-chases-ball")->scenario;
    s.tokens = attn::Matrix::Random(256, s.tokens.cols());
    s.queryLabels.clear();
    s.keyLabels.clear();
    s.score = attn::ScoreKind::Additive;
    s.additiveHidden = 4096;
    attn::refreshProjections(s);
    return s;
}

} // namespace

class TestComputingStatus : public QObject
{
    Q_OBJECT
private slots:
    void statusBarSaysComputing();
    void statusLineCountsTheHeads();
    void aComputationCanBeStopped();
    void statusBarKeepsItsHeightWhileComputing();
};

void TestComputingStatus::statusBarSaysComputing()
{
    Document doc;
    StatusInfo status(&doc);
    status.show();
    const auto computingLabel = [&status]() -> QLabel * {
        for (QLabel *label : status.findChildren<QLabel *>())
            if (label->text() == QStringLiteral("Computing…"))
                return label;
        return nullptr;
    };
    QVERIFY(computingLabel());
    QVERIFY(!computingLabel()->isVisible());
    doc.resetScenario(largeScenario());
    QVERIFY(computingLabel()->isVisible());
    QTRY_VERIFY_WITH_TIMEOUT(!doc.isComputing(), kTimeoutMs);
    QVERIFY(!computingLabel()->isVisible());
    QVERIFY(status.shapesText().startsWith(QStringLiteral("512 queries x 512 keys")));
}

void TestComputingStatus::statusLineCountsTheHeads()
{
    const auto doc = headByHeadDocument();
    StatusInfo status(doc.get());
    status.show();
    QSignalSpy progress(doc.get(), &Document::computingProgress);
    QStringList texts; // the label's text at each step, after the status line took it in
    connect(doc.get(), &Document::computingProgress, &status,
            [&] { texts << status.computingText(); });
    attn::Scenario s = doc->scenario();
    s.temperature = 0.6;
    doc->editScenario(s, QStringLiteral("Temperature"));
    QCOMPARE(status.computingText(), QStringLiteral("Computing…"));
    QTRY_VERIFY_WITH_TIMEOUT(!doc->isComputing(), kTimeoutMs);
    QCOMPARE(progress.count(), 4); // largeScenario() has 4 heads, every one changes
    for (int i = 0; i < progress.count(); ++i) {
        QCOMPARE(progress.at(i).at(0).toInt(), i + 1);
        QCOMPARE(progress.at(i).at(1).toInt(), 4);
    }
    QCOMPARE(texts.first(), QStringLiteral("Computing… head 1 of 4"));
    QCOMPARE(texts.last(), QStringLiteral("Computing… head 4 of 4"));
    // The next job starts from no count.
    s.heads[0].enabled = false;
    doc->editScenario(s, QStringLiteral("Head 1 off"));
    QCOMPARE(status.computingText(), QStringLiteral("Computing…"));
    doc->waitForComputation();
}

void TestComputingStatus::aComputationCanBeStopped()
{
    // Seconds of work, stopped from the status bar's button. The views keep what they
    // showed; undo and redo compute again.
    const attn::Scenario s = stoppableScenario();
    Document doc;
    doc.resetScenario(attn::findPreset("sleepy-child")->scenario);
    const attn::AttentionTrace before = doc.trace();
    StatusInfo status(&doc);
    QVERIFY(status.stopButton()->isHidden());
    doc.editScenario(s, QStringLiteral("wide"));
    QVERIFY(doc.isComputing());
    QVERIFY(doc.canStopComputation());
    QVERIFY(!status.stopButton()->isHidden());
    // How far it is, a few times a second: "Computing… 12%".
    QTRY_VERIFY_WITH_TIMEOUT(status.computingText().endsWith(u'%'), 60000);
    status.stopButton()->click();
    doc.waitForComputation();
    QVERIFY(!doc.isComputing());
    QVERIFY(attn::AttentionEngine::wasStopped(doc.issues()));
    QVERIFY(doc.trace().output == before.output);
    QVERIFY(status.stopButton()->isHidden());
    QVERIFY2(status.warningsText().contains(QStringLiteral("stopped")),
             qPrintable(status.warningsText()));

    doc.undoStack()->undo(); // the scenario on screen again: nothing stopped any more
    QVERIFY(doc.issues().empty());
    doc.undoStack()->redo(); // and the wide one, computed to its end this time
    doc.waitForComputation();
    QVERIFY(doc.issues().empty());
    QVERIFY(doc.trace().heads[0].weights == attn::computeTrace(s).heads[0].weights);
}

void TestComputingStatus::statusBarKeepsItsHeightWhileComputing()
{
    // The stop button is taller than the labels beside it. Had the status bar grown when it
    // appeared, every view above would lose a few pixels at the start of each background
    // computation and get them back at its end: the heatmap re-pooled and jumped each time.
    QStatusBar bar;
    Document doc;
    doc.resetScenario(attn::findPreset("sleepy-child")->scenario);
    auto *status = new StatusInfo(&doc);
    bar.addWidget(status, 1);
    bar.resize(1200, bar.sizeHint().height());
    bar.show();
    QVERIFY(QTest::qWaitForWindowExposed(&bar));
    const int idle = bar.sizeHint().height();
    doc.editScenario(stoppableScenario(), QStringLiteral("wide"));
    QVERIFY(!status->stopButton()->isHidden());
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    QCOMPARE(bar.sizeHint().height(), idle);
    QVERIFY(status->stopButton()->height() <= status->height());
    status->stopButton()->click();
    doc.waitForComputation();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    QCOMPARE(bar.sizeHint().height(), idle);
}

QTEST_MAIN(TestComputingStatus)
#include "tst_computingstatus.moc"
