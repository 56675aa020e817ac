// A lesson step reads whole: its text and the reveal's remark wrap in the lesson panel (on a
// page that scrolls when a step is longer than the panel, never cut), and the projected
// caption is the current step, not the lesson's summary, which the panel then leaves to it.
#include "classroomactions.h"
#include "explanationpanel.h"
#include "lessonpanel.h"
#include "mainwindow.h"
#include "presentationmode.h"

#include <QAction>
#include <QDockWidget>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QStandardPaths>
#include <QTest>

namespace {

/// The label's text fits its own height at its width (a wrapped label is never cut).
bool notCut(QLabel *label)
{
    return !label->isVisible() || label->heightForWidth(label->width()) <= label->height();
}

} // namespace

class TestLessonRoom : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void everyStepWrapsWhole_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("1600x1000") << QSize(1600, 1000);
        QTest::newRow("1920x1080") << QSize(1920, 1080);
    }
    void everyStepWrapsWhole()
    {
        QFETCH(QSize, size);
        MainWindow window;
        window.setSaveQuestion([] { return QMessageBox::Discard; });
        window.resize(size);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        LessonPanel *panel = window.classroom()->lessonPanel();
        for (const QString &path : ClassroomActions::builtInLessons()) {
            QVERIFY(window.classroom()->openLesson(path));
            QTest::qWait(20); // the dock takes its room once the window has laid it out
            for (int step = 0; step < panel->stepCount(); ++step) {
                panel->goToStep(step);
                for (bool revealed : {false, true}) {
                    if (revealed)
                        panel->reveal();
                    QCoreApplication::processEvents();
                    const QString where =
                        QStringLiteral("%1 step %2%3 at %4x%5")
                            .arg(panel->lesson().id)
                            .arg(step + 1)
                            .arg(revealed ? QStringLiteral(" revealed") : QString())
                            .arg(size.width())
                            .arg(size.height());
                    QVERIFY2(notCut(panel->stepTextLabel()), qPrintable(where));
                    for (QLabel *label : panel->findChildren<QLabel *>())
                        QVERIFY2(notCut(label),
                                 qPrintable(where + QStringLiteral(": ") + label->text().left(40)));
                }
            }
        }
    }

    void presentationCaptionIsTheCurrentStep()
    {
        MainWindow window;
        window.setSaveQuestion([] { return QMessageBox::Discard; });
        window.resize(1280, 720);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.classroom()->openLesson(
            ClassroomActions::lessonPath(QStringLiteral("temperature"))));
        LessonPanel *panel = window.classroom()->lessonPanel();
        window.classroom()->presentation()->setActive(true);
        QCoreApplication::processEvents();
        ExplanationPanel *caption = window.explanationPanel();
        const QString summary = panel->lesson().summary.en;
        for (int step = 0; step < panel->stepCount(); ++step) {
            panel->goToStep(step);
            const LessonStep &s = panel->lesson().steps[std::size_t(step)];
            const QString text = caption->toPlainText();
            // The caption has the step's text; the panel beside it keeps the question and
            // the buttons, its page no wider than the panel (nothing cut at the right).
            QVERIFY(!panel->stepTextLabel()->isVisible());
            auto *page = panel->findChild<QScrollArea *>();
            QVERIFY(page);
            QTRY_VERIFY(page->widget()->width() <= page->viewport()->width());
            QVERIFY2(text.contains(s.title.en), qPrintable(text));
            QVERIFY2(text.contains(s.text.en.left(60)), qPrintable(text));
            QVERIFY2(!text.contains(summary.left(60)), qPrintable(text));
            if (s.hasQuestion) {
                panel->reveal();
                if (!s.reveal.en.isEmpty())
                    QVERIFY2(caption->toPlainText().contains(s.reveal.en.left(60)),
                             qPrintable(caption->toPlainText()));
            }
        }
        window.classroom()->presentation()->setActive(false);
        QVERIFY(panel->stepTextLabel()->isVisible()); // the panel reads whole again
    }

    // Projected, the lesson dock leaves the views their room (a quarter of the width for a
    // question, not the ~40 % a 1024-pixel projector gave it; for a step without one, what
    // Previous and Next need), and its answer buttons stack in two columns rather than cut
    // their words.
    void presentedLessonLeavesTheViewsTheirRoom()
    {
        MainWindow window;
        window.setSaveQuestion([] { return QMessageBox::Discard; });
        window.fitToScreen(QSize(1024, 768));
        // As `attention-lab --lesson induction-heads --presentation` starts.
        QVERIFY(window.classroom()->openLesson(
            ClassroomActions::lessonPath(QStringLiteral("induction-heads"))));
        LessonPanel *panel = window.classroom()->lessonPanel();
        panel->goToStep(1); // where does layer 2 head 4 look: nine words to choose from
        window.classroom()->presentation()->setActive(true);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *dock = window.findChild<QDockWidget *>(QStringLiteral("lessonDock"));
        QVERIFY(dock);
        QTRY_VERIFY2(dock->width() <= window.width() * 0.28,
                     qPrintable(QStringLiteral("%1 of %2").arg(dock->width()).arg(window.width())));
        QTest::qWait(20);
        QList<QPushButton *> keys;
        for (QPushButton *button : panel->findChildren<QPushButton *>())
            if (button->isCheckable())
                keys << button;
        QCOMPARE(keys.size(), 9);
        for (QPushButton *button : keys)
            QVERIFY2(button->isVisible() && button->width() >= button->sizeHint().width(),
                     qPrintable(QStringLiteral("%1: %2 of %3 pixels")
                                    .arg(button->text())
                                    .arg(button->width())
                                    .arg(button->sizeHint().width())));
        // A step without a question leaves the panel only Previous and Next.
        QVERIFY(!panel->lesson().steps[0].hasQuestion);
        panel->goToStep(0);
        QTRY_VERIFY2(dock->width() <= dock->minimumSizeHint().width() + 4,
                     qPrintable(QStringLiteral("%1, the least %2")
                                    .arg(dock->width())
                                    .arg(dock->minimumSizeHint().width())));
        window.classroom()->presentation()->setActive(false);
    }
};

QTEST_MAIN(TestLessonRoom)
#include "tst_lessonroom.moc"
