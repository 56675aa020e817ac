// Lessons in the window: every step restores its scenario exactly, whatever was edited in
// between; a question hides the views until the reveal; the reveal names the right key; a
// step on the shipped model drives the Model tab.
#include "classroomactions.h"
#include "document.h"
#include "heatmapview.h"
#include "lessonfile.h"
#include "lessonpanel.h"
#include "mainwindow.h"
#include "modelsession.h"
#include "modelview.h"
#include "predictioncurtain.h"
#include "teachingtabs.h"
#include "windowsnapshot.h"

#include <QAction>
#include <QCoreApplication>
#include <QDir>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>

#include <memory>

namespace {

Lesson loadLesson(const QString &path)
{
    Lesson lesson;
    QString error;
    if (!LessonFile::load(path, lesson, &error))
        qFatal("%s: %s", qPrintable(path), qPrintable(error));
    return lesson;
}

/// A document, a stand-in for the window's centre with a heatmap in it, and the panel.
struct Bench
{
    Document document;
    QWidget centre;
    HeatmapView *heatmap = new HeatmapView(&document, &centre);
    LessonPanel panel{&document};

    Bench()
    {
        centre.resize(600, 400);
        heatmap->resize(600, 400);
        panel.setCovered(&centre);
        panel.setHeatmap(heatmap);
        centre.show();
    }
};

} // namespace

class TestLessons : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void builtInLessonsAreTheSeven()
    {
        const QStringList paths = ClassroomActions::builtInLessons();
        QCOMPARE(paths.size(), 7);
        for (const QString &path : paths)
            QVERIFY(path.startsWith(QStringLiteral(":/lessons/")));
    }

    void stepsRestoreTheirScenariosExactly_data()
    {
        QTest::addColumn<QString>("path");
        for (const QString &path : ClassroomActions::builtInLessons())
            QTest::newRow(qPrintable(QDir(path).dirName())) << path;
    }
    void stepsRestoreTheirScenariosExactly()
    {
        QFETCH(QString, path);
        const Lesson lesson = loadLesson(path);
        Bench bench;
        bench.panel.setLesson(lesson);
        QCOMPARE(bench.panel.currentStep(), 0);
        auto checkStep = [&](int i) {
            const LessonStep &step = lesson.steps[std::size_t(i)];
            QCOMPARE(bench.panel.currentStep(), i);
            QVERIFY2(bench.document.scenario() == step.shown(), qPrintable(step.title.en));
            QCOMPARE(bench.document.selectedQuery(), step.query);
            QCOMPARE(bench.document.selectedHead(), step.head);
            QVERIFY(bench.document.issues().empty());
            QVERIFY(!bench.document.isModified());
        };
        for (int i = 0; i < bench.panel.stepCount(); ++i) {
            if (i > 0)
                bench.panel.next();
            checkStep(i);
            // A teacher changes something during the step; the next visit starts clean.
            attn::Scenario edited = bench.document.scenario();
            edited.temperature = 0.25;
            bench.document.editScenario(edited, QStringLiteral("demo"));
            QVERIFY(!(bench.document.scenario() == lesson.steps[std::size_t(i)].shown()));
        }
        bench.panel.next(); // past the end: stays on the last step, as edited
        QCOMPARE(bench.panel.currentStep(), bench.panel.stepCount() - 1);
        QCOMPARE(bench.document.scenario().temperature, 0.25);
        for (int i = bench.panel.stepCount() - 2; i >= 0; --i) {
            bench.panel.previous();
            checkStep(i);
        }
        QVERIFY(!bench.panel.previousAction()->isEnabled());
    }

    void stepChoosesTheHeatmapQuantity()
    {
        Bench bench;
        bench.panel.setLesson(loadLesson(QStringLiteral(":/lessons/03-temperature.json")));
        QCOMPARE(bench.heatmap->quantity(), HeatmapView::Quantity::Weights);
        bench.panel.goToStep(2);
        QCOMPARE(bench.heatmap->quantity(), HeatmapView::Quantity::TemperedScores);
        bench.panel.goToStep(3);
        QCOMPARE(bench.heatmap->quantity(), HeatmapView::Quantity::Weights);
    }

    void predictThenReveal_data()
    {
        QTest::addColumn<bool>("guessRight");
        QTest::newRow("right guess") << true;
        QTest::newRow("wrong guess") << false;
    }
    void predictThenReveal()
    {
        QFETCH(bool, guessRight);
        Bench bench;
        bench.panel.setLesson(loadLesson(QStringLiteral(":/lessons/03-temperature.json")));
        PredictionCurtain *curtain = bench.panel.curtain();
        QVERIFY(curtain);
        // Step 1 asks a question: the views are covered, completely.
        QVERIFY(bench.panel.isConcealed());
        QVERIFY(curtain->isVisible());
        QCOMPARE(curtain->geometry(), bench.centre.rect());
        QVERIFY(bench.panel.revealAction()->isEnabled());
        const int reads = 3;
        QCOMPARE(bench.panel.answerKey(), reads);
        bench.panel.predict(guessRight ? reads : 0);
        QVERIFY(bench.panel.isConcealed()); // guessing alone reveals nothing
        QVERIFY(curtain->isVisible());
        bench.panel.revealAction()->trigger();
        QVERIFY(!bench.panel.isConcealed());
        QVERIFY(!curtain->isVisible());
        QVERIFY(bench.heatmap->isVisible());
        const QString feedback = bench.panel.feedback();
        QVERIFY2(feedback.contains(QStringLiteral("reads")), qPrintable(feedback));
        QCOMPARE(feedback.contains(QStringLiteral("Right")), guessRight);
        QVERIFY(!bench.panel.revealAction()->isEnabled());
        // A step without a question shows the views at once; coming back asks again.
        bench.panel.next();
        QVERIFY(!bench.panel.isConcealed());
        QVERIFY(!curtain->isVisible());
        bench.panel.previous();
        QVERIFY(bench.panel.isConcealed());
        QVERIFY(curtain->isVisible());
        QCOMPARE(bench.panel.prediction(), -1);
    }

    void curtainFollowsTheCoveredWidget()
    {
        Bench bench;
        bench.panel.setLesson(loadLesson(QStringLiteral(":/lessons/01-weighted-average.json")));
        bench.centre.resize(900, 700);
        QCOMPARE(bench.panel.curtain()->geometry(), QRect(0, 0, 900, 700));
    }

    /// Every reveal remark names the key the engine actually ranks first, so a lesson can
    /// never tell students a wrong answer.
    void revealRemarksNameTheAnswer_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("step");
        for (const QString &path : ClassroomActions::builtInLessons()) {
            const Lesson lesson = loadLesson(path);
            for (int i = 0; i < int(lesson.steps.size()); ++i) {
                if (lesson.steps[std::size_t(i)].hasQuestion)
                    QTest::addRow("%s step %d", qPrintable(lesson.id), i + 1) << path << i;
            }
        }
    }
    void revealRemarksNameTheAnswer()
    {
        QFETCH(QString, path);
        QFETCH(int, step);
        Bench bench;
        bench.panel.setLesson(loadLesson(path));
        bench.panel.goToStep(step);
        QVERIFY(bench.panel.isConcealed());
        const int answer = bench.panel.answerKey();
        QVERIFY(answer >= 0);
        const QString label =
            QString::fromStdString(bench.document.trace().keyLabels[std::size_t(answer)]);
        const LessonStep &s = bench.panel.lesson().steps[std::size_t(step)];
        QVERIFY2(s.reveal.en.contains(label),
                 qPrintable(label + QStringLiteral(" / ") + s.reveal.en));
        QVERIFY2(s.reveal.ja.contains(label),
                 qPrintable(label + QStringLiteral(" / ") + s.reveal.ja));
    }

    /// The induction-heads lesson drives the Model tab: each step runs its sentence with its
    /// heads off, shows its head, and the lab holds that head as it runs; a lesson on the
    /// document alone brings the heatmap back.
    void modelStepsDriveTheModelTab()
    {
        MainWindow window;
        window.resize(1600, 1000);
        window.show();
        auto *tabs = window.findChild<TeachingTabs *>();
        ClassroomActions *classroom = window.classroom();
        QVERIFY(classroom->openLesson(QStringLiteral(":/lessons/07-induction-heads.json")));
        LessonPanel *panel = classroom->lessonPanel();
        ModelSession *session = tabs->modelView()->session();
        QCOMPARE(tabs->currentIndex(), int(TeachingTabs::ModelTab));
        QCOMPARE(session->text(), QStringLiteral("red cat blue dog green fish red cat blue"));
        QCOMPARE(session->selectedLayer(), 1);
        QCOMPARE(session->selectedHead(), 3);
        QVERIFY(!session->hasInterventions());
        const int dog = *session->vocabulary().find("dog");
        QCOMPARE(session->run().topNextTokens(1).front().token, dog);
        // The lab holds the head shown, its weights the model's.
        auto sameAsModel = [&] {
            const attn::Matrix &inModel = session->layerTrace(session->selectedLayer())
                                              .heads[std::size_t(session->selectedHead())]
                                              .weights;
            return (window.document()->trace().heads[0].weights - inModel).cwiseAbs().maxCoeff() <
                   1e-12;
        };
        QVERIFY(sameAsModel());

        panel->goToStep(1); // the question: the induction head looks at dog
        QVERIFY(panel->isConcealed());
        QCOMPARE(panel->answerKey(), 3);
        panel->goToStep(3); // all three induction heads off: dog is no longer predicted
        QVERIFY(!session->run().interventions().head(1, 0).enabled);
        QVERIFY(!session->run().interventions().head(1, 2).enabled);
        QVERIFY(!session->run().interventions().head(1, 3).enabled);
        QVERIFY(session->run().nextTokenProbability(dog) < 0.05);
        QVERIFY(session->plainRun().nextTokenProbability(dog) > 0.9);
        panel->goToStep(4); // the previous-token head, asked from dog
        QCOMPARE(session->selectedLayer(), 0);
        QCOMPARE(session->selectedHead(), 1);
        QVERIFY(!session->hasInterventions());
        QCOMPARE(panel->answerKey(), 2);
        QVERIFY(sameAsModel());
        panel->goToStep(5); // it off: the induction head loses dog
        QVERIFY(!session->run().interventions().head(0, 1).enabled);
        QCOMPARE(panel->answerKey(), 0);
        QVERIFY(sameAsModel());
        QCOMPARE(panel->feedback().contains(QStringLiteral("red (1)")), true);

        // A lesson on the document takes the class back to the heatmap.
        QVERIFY(classroom->openLesson(QStringLiteral(":/lessons/01-weighted-average.json")));
        QCOMPARE(tabs->currentIndex(), int(TeachingTabs::HeatmapTab));
        // A tab the class picked itself stays.
        tabs->setCurrentIndex(TeachingTabs::ModelTab);
        panel->next();
        QCOMPARE(tabs->currentIndex(), int(TeachingTabs::ModelTab));
    }

    void windowOffersTheLessons()
    {
        MainWindow window;
        ClassroomActions *classroom = window.classroom();
        QVERIFY(classroom);
        QMenu *menu = classroom->lessonsMenu();
        QVERIFY(window.menuBar()->actions().contains(menu->menuAction()));
        emit menu->aboutToShow();
        int lessons = 0;
        for (QAction *action : menu->actions())
            lessons +=
                QRegularExpression(QStringLiteral("^[1-7]\\. ")).match(action->text()).hasMatch();
        QCOMPARE(lessons, 7);

        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QVERIFY(classroom->openLesson(QStringLiteral(":/lessons/04-masks.json")));
        LessonPanel *panel = classroom->lessonPanel();
        QCOMPARE(panel->stepCount(), 4);
        QVERIFY(panel->isVisible());
        QVERIFY(panel->curtain()->isVisible());
        QCOMPARE(panel->curtain()->geometry(), window.centralWidget()->geometry());
        // Really on top: what is under the middle of the views is the curtain, not a plot.
        QCoreApplication::processEvents();
        const QPoint middle = window.centralWidget()->geometry().center();
        QCOMPARE(window.childAt(middle), panel->curtain());
        QVERIFY(window.document()->scenario() == panel->lesson().steps.front().shown());
        QTest::keyClick(&window, Qt::Key_PageDown);
        QCOMPARE(panel->currentStep(), 1);
        QTest::keyClick(&window, Qt::Key_PageUp);
        QCOMPARE(panel->currentStep(), 0);
        panel->predict(0);
        QTest::keyClick(&window, Qt::Key_Return, Qt::ControlModifier);
        QVERIFY(!panel->curtain()->isVisible());
        QVERIFY(window.childAt(middle) != panel->curtain());

        // README picture: a lesson step after the reveal.
        const QString snapshots = qEnvironmentVariable("ATTENTION_LAB_SNAPSHOTS");
        if (!snapshots.isEmpty()) {
            window.resize(1600, 1000);
            QVERIFY(classroom->openLesson(QStringLiteral(":/lessons/03-temperature.json")));
            panel->predict(3);
            panel->reveal();
            QVERIFY(saveWindowSnapshot(&window, snapshots + QStringLiteral("/lesson.png")));
        }
    }
};

QTEST_MAIN(TestLessons)
#include "tst_lessons.moc"
