// A new size too large to compute beside a large trace on screen drops that trace first:
// until the new one is in, the window's centre says what is happening instead of the views,
// which must not read the empty trace (a resize, a selection, a language switch), and comes
// back to the views when there is a trace again (the job's, or the one undo computes).
#include "../document/largetraces.h"
#include "centrearea.h"
#include "document.h"
#include "mainwindow.h"

#include <QTest>
#include <QUndoStack>

class TestCentreArea : public QObject
{
    Q_OBJECT
private slots:
    void viewsGiveWayWhileThereIsNoTrace();
};

void TestCentreArea::viewsGiveWayWhileThereIsNoTrace()
{
    MainWindow window;
    window.resize(1280, 720);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *centre = qobject_cast<CentreArea *>(window.centralWidget());
    QVERIFY(centre);
    Document *doc = window.document();
    doc->computation()->setHeadByHeadFrom(double(1 << 20));
    doc->resetScenario(largeScenario());
    doc->waitForComputation();
    QVERIFY(centre->showsViews());

    // 2,048 tokens with 8 heads: hundreds of milliseconds of work on two cores.
    doc->editScenario(builders::selfAttention(2048, 64, 8, 11), QStringLiteral("Heads"));
    QVERIFY(doc->isComputing());
    QVERIFY(!doc->hasTrace());
    QVERIFY(!centre->showsViews());
    QVERIFY2(centre->waitingText().contains(QStringLiteral("2048 queries x 2048 keys, 8 heads")),
             qPrintable(centre->waitingText()));
    window.resize(1024, 768); // the views lay out again, hidden: none may read the trace
    doc->setSelection(0, 5, 3);
    QCoreApplication::processEvents();
    doc->stopComputation();
    doc->waitForComputation();
    QCoreApplication::processEvents();
    QVERIFY(!doc->hasTrace());
    QVERIFY(!centre->showsViews());
    QVERIFY2(centre->waitingText().contains(QStringLiteral("did not finish")),
             qPrintable(centre->waitingText()));

    doc->undoStack()->undo(); // 512 tokens with 4 heads again, computed in the background
    doc->waitForComputation();
    QVERIFY(doc->hasTrace());
    QVERIFY(centre->showsViews());
    QTest::qWait(50); // the views refresh as they are shown, then paint
    QVERIFY(window.grab().width() > 0);
}

QTEST_MAIN(TestCentreArea)
#include "tst_centrearea.moc"
