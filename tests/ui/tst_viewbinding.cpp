// ViewBinding: a view is refreshed when what it reads changed, once on show when it was
// hidden, and a head-by-head job's two hand-overs reach each kind of view as it reads.
#include "../document/largetraces.h"
#include "document.h"
#include "tracecomputation.h"
#include "viewbinding.h"
#include "viewtesting.h"

#include <QSignalSpy>
#include <QTabWidget>
#include <QTest>

class TestViewBinding : public QObject
{
    Q_OBJECT
private slots:
    void viewOnAHiddenTabIsRefreshedOnceWhenShown();
    void selectionChangeRefreshesButAHookMayTakeIt();
    void restOfTheHeadsReachesOnlyViewsOfEveryHead();
    void headByHeadJobReachesEachKindOfView();
    void bindingWithoutAViewRefreshesAtOnce();
};

namespace {

/// A scenario edit of values only: the temperature.
void editTemperature(Document &doc, double temperature)
{
    attn::Scenario s = doc.scenario();
    s.temperature = temperature;
    doc.editScenario(s, QStringLiteral("Temperature"));
}

} // namespace

void TestViewBinding::viewOnAHiddenTabIsRefreshedOnceWhenShown()
{
    Document doc;
    doc.resetScenario(preset("multihead-shapes"));
    QTabWidget tabs;
    auto *front = new QWidget;
    auto *back = new QWidget;
    tabs.addTab(front, QStringLiteral("front"));
    tabs.addTab(back, QStringLiteral("back"));
    int frontRefreshes = 0, backRefreshes = 0;
    auto *frontBinding =
        new ViewBinding(&doc, front, ViewBinding::Reads::SelectedHead, [&] { ++frontRefreshes; });
    auto *backBinding =
        new ViewBinding(&doc, back, ViewBinding::Reads::SelectedHead, [&] { ++backRefreshes; });
    settle(&tabs);
    QVERIFY(!back->isVisible());
    editTemperature(doc, 0.5);
    editTemperature(doc, 0.7);
    doc.setSelection(1, 0, -1);
    QCOMPARE(frontRefreshes, 3);
    QCOMPARE(backRefreshes, 0);
    QVERIFY(backBinding->isPending());
    QVERIFY(!frontBinding->isPending());
    tabs.setCurrentWidget(back);
    QCoreApplication::processEvents();
    QCOMPARE(backRefreshes, 1); // three changes, one refresh
    QVERIFY(!backBinding->isPending());
    tabs.setCurrentWidget(front);
    QCoreApplication::processEvents();
    QCOMPARE(frontRefreshes, 3); // nothing changed while it was hidden
}

void TestViewBinding::selectionChangeRefreshesButAHookMayTakeIt()
{
    Document doc;
    doc.resetScenario(preset("multihead-shapes"));
    QWidget plain, hooked;
    int plainRefreshes = 0, hookedRefreshes = 0, hookCalls = 0;
    new ViewBinding(&doc, &plain, ViewBinding::Reads::SelectedHead, [&] { ++plainRefreshes; });
    auto *binding =
        new ViewBinding(&doc, &hooked, ViewBinding::Reads::EveryHead, [&] { ++hookedRefreshes; });
    binding->setChangeHook([&](Document::Change change) {
        ++hookCalls;
        return change == Document::Change::Selection; // a mark the view redraws itself
    });
    doc.setSelection(2, 1, 0);
    QCOMPARE(plainRefreshes, 1);
    QCOMPARE(hookedRefreshes, 0);
    QCOMPARE(hookCalls, 1);
    editTemperature(doc, 0.5);
    QCOMPARE(plainRefreshes, 2);
    QCOMPARE(hookedRefreshes, 1);
    QCOMPARE(binding->refreshCount(), 1);
}

void TestViewBinding::restOfTheHeadsReachesOnlyViewsOfEveryHead()
{
    Document doc;
    doc.resetScenario(preset("multihead-shapes"));
    QWidget selected, every, whole;
    int selectedRefreshes = 0, everyRefreshes = 0, wholeRefreshes = 0;
    new ViewBinding(&doc, &selected, ViewBinding::Reads::SelectedHead,
                    [&] { ++selectedRefreshes; });
    new ViewBinding(&doc, &every, ViewBinding::Reads::EveryHead, [&] { ++everyRefreshes; });
    new ViewBinding(&doc, &whole, ViewBinding::Reads::WholeTrace, [&] { ++wholeRefreshes; });
    emit doc.allHeadsComputed();
    QCOMPARE(selectedRefreshes, 0);
    QCOMPARE(everyRefreshes, 1);
    QCOMPARE(wholeRefreshes, 1);
}

void TestViewBinding::headByHeadJobReachesEachKindOfView()
{
    Document doc;
    doc.computation()->setHeadByHeadFrom(double(1 << 20));
    doc.resetScenario(largeScenario());
    doc.waitForComputation();
    QWidget selected, every, whole;
    int selectedRefreshes = 0, everyRefreshes = 0, wholeRefreshes = 0;
    bool wholeSawAPartialTrace = false;
    new ViewBinding(&doc, &selected, ViewBinding::Reads::SelectedHead,
                    [&] { ++selectedRefreshes; });
    new ViewBinding(&doc, &every, ViewBinding::Reads::EveryHead, [&] { ++everyRefreshes; });
    new ViewBinding(&doc, &whole, ViewBinding::Reads::WholeTrace, [&] {
        ++wholeRefreshes;
        wholeSawAPartialTrace = wholeSawAPartialTrace || doc.isComputing();
    });
    QSignalSpy changed(&doc, &Document::changed);
    QSignalSpy rest(&doc, &Document::allHeadsComputed);
    editTemperature(doc, 0.4);
    QVERIFY(doc.isComputing());
    QTRY_VERIFY_WITH_TIMEOUT(!doc.isComputing(), kTimeoutMs);
    QCOMPARE(changed.count(), 1); // the selected head handed over first
    QCOMPARE(rest.count(), 1);    // then the rest
    QCOMPARE(selectedRefreshes, 1);
    QCOMPARE(everyRefreshes, 2);
    QCOMPARE(wholeRefreshes, 1); // only when the whole trace is in
    QVERIFY(!wholeSawAPartialTrace);
}

void TestViewBinding::bindingWithoutAViewRefreshesAtOnce()
{
    Document doc;
    doc.resetScenario(preset("multihead-shapes"));
    QObject owner;
    int refreshes = 0;
    auto *binding =
        new ViewBinding(&doc, &owner, ViewBinding::Reads::EveryHead, [&] { ++refreshes; });
    editTemperature(doc, 0.5);
    QCOMPARE(refreshes, 1);
    QVERIFY(!binding->isPending());
    delete binding;
    editTemperature(doc, 0.6);
    QCOMPARE(refreshes, 1); // gone with its binding
}

QTEST_MAIN(TestViewBinding)
#include "tst_viewbinding.moc"
