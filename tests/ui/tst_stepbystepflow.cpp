// Stepping through the computation in class: the buttons never move under the cursor, and
// each step scrolls the stage it reveals into view.
#include "document.h"
#include "languageswitcher.h"
#include "stagematrixview.h"
#include "stepbystepview.h"
#include "viewtesting.h"

#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QStandardPaths>
#include <QTest>

namespace {

/// Whether `stage` lies wholly inside the visible part of its scroll area (or, when taller
/// than it, covers the visible part's top).
bool inView(StepByStepView &view, QWidget *stage)
{
    auto *scroll = view.findChild<QScrollArea *>();
    const QRect visible = scroll->viewport()->rect();
    const QRect place(stage->mapTo(scroll->viewport(), QPoint(0, 0)), stage->size());
    return visible.contains(place) ||
           (place.height() > visible.height() && place.top() <= visible.top() + 20 &&
            place.bottom() > visible.top());
}

void switchTo(const char *language)
{
    LanguageSwitcher::instance()->setLanguage(QLatin1String(language), false);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    QCoreApplication::processEvents();
}

} // namespace

class TestStepByStepFlow : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void cleanupTestCase() { switchTo("en"); }

    void clickingNextAgainAndAgainHitsNext()
    {
        Document doc;
        doc.resetScenario(preset("dog-chases-ball"));
        StepByStepView view(&doc);
        view.resize(1200, 700);
        settle(&view);
        QPushButton *next = view.nextButton();
        QPushButton *back = view.backButton();
        const QRect nextPlace = next->geometry();
        const QRect backPlace = back->geometry();
        QVERIFY(back->isVisible());
        QVERIFY(!back->isEnabled());
        QVERIFY2(backPlace.right() < nextPlace.left(), "Back is left of Next");
        // Where a teacher's cursor rests: the first click enters step mode, every later one
        // must land on Next again, never on Back.
        const QPoint cursor = next->mapTo(&view, next->rect().center());
        for (int click = 0; click < view.stageCount() + 2; ++click) {
            QWidget *under = view.childAt(cursor);
            QCOMPARE(under, static_cast<QWidget *>(next));
            if (next->isEnabled())
                QTest::mouseClick(next, Qt::LeftButton);
            QCoreApplication::processEvents();
            QCOMPARE(next->geometry(), nextPlace);
            QCOMPARE(back->geometry(), backPlace);
        }
        QVERIFY(view.isStepMode());
        QCOMPARE(view.revealedCount(), view.stageCount());
        QVERIFY(back->isEnabled());
        // The other language's texts fit the same widths: a switch moves nothing sideways
        // (the Japanese font may be a few pixels taller).
        switchTo("ja");
        QCoreApplication::processEvents();
        QCOMPARE(next->width(), nextPlace.width());
        QCOMPARE(back->width(), backPlace.width());
        QVERIFY(std::abs(next->x() - nextPlace.x()) <= 2);
        QVERIFY(std::abs(back->x() - backPlace.x()) <= 2);
        QVERIFY(next->fontMetrics().horizontalAdvance(next->text()) < next->width());
        QVERIFY(back->fontMetrics().horizontalAdvance(back->text()) < back->width());
        switchTo("en");
    }

    void eachStepScrollsItsStageIntoView_data()
    {
        QTest::addColumn<QString>("id");
        QTest::newRow("dog-chases-ball") << QStringLiteral("dog-chases-ball");
        QTest::newRow("multihead-shapes") << QStringLiteral("multihead-shapes");
    }
    void eachStepScrollsItsStageIntoView()
    {
        QFETCH(QString, id);
        Document doc;
        doc.resetScenario(preset(qPrintable(id)));
        StepByStepView view(&doc);
        // A projector's window: only a stage or two fit at once.
        view.resize(900, 420);
        settle(&view);
        view.setStepMode(true);
        auto *scroll = view.findChild<QScrollArea *>();
        int scrolled = 0;
        for (int step = 1; step < view.stageCount(); ++step) {
            view.nextStep();
            QCoreApplication::processEvents();
            StageMatrixView *stage = view.stageView(view.revealedCount() - 1);
            QVERIFY2(inView(view, stage),
                     qPrintable(QStringLiteral("stage %1 of %2 out of view")
                                    .arg(view.revealedCount())
                                    .arg(view.stageCount())));
            scrolled = std::max(scrolled, scroll->verticalScrollBar()->value());
        }
        QVERIFY2(scrolled > 0, "the stages fit without scrolling: the test proves nothing");
        // Back scrolls too: the current stage is the last one shown.
        for (int step = 0; step < 3; ++step) {
            view.previousStep();
            QCoreApplication::processEvents();
            QVERIFY(inView(view, view.stageView(view.revealedCount() - 1)));
        }
    }
};

QTEST_MAIN(TestStepByStepFlow)
#include "tst_stepbystepflow.moc"
