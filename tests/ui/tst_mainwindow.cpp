// The main window as a whole: what it starts with, its sizes, opening and saving files, its
// title and the question on closing, the presets, the snapshot, and views that catch up when
// shown. Editing through its panels is tst_mainwindowedits.
#include "document.h"
#include "explanationpanel.h"
#include "heatmapview.h"
#include "mainwindowfixture.h"
#include "presetlibrary.h"
#include "projectionfactory.h"
#include "scenariocompare.h"
#include "softmaxbarsview.h"
#include "stepbystepview.h"
#include "teachingtabs.h"
#include "windowsnapshot.h"

#include <qcustomplot.h>

#include <QAction>
#include <QFile>
#include <QImage>
#include <QMenuBar>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

class TestMainWindow : public QObject, public MainWindowFixture
{
    Q_OBJECT
private slots:
    // QSettings go to a test location.
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { openWindow(); }
    void cleanup() { closeWindow(); }
    void startsWithSleepyChild();
    void componentsShowEveryWidthAScenarioMayHave();
    void barsGetTheHeightAFewRowsLeave();
    void badFileLeavesDocumentUnchangedAndShowsMessage();
    void saveAndOpenRoundTrip();
    void titleShowsModifiedMarkAndCloseAsks();
    void everyPresetOpensWithItsExplanation();
    void snapshotWritesThePng();
    void hiddenViewCatchesUpWhenShown();
};

void TestMainWindow::startsWithSleepyChild()
{
    Document *doc = m_window->document();
    QVERIFY(sameScenario(doc->scenario(), attn::findPreset("sleepy-child")->scenario));
    QVERIFY(doc->issues().empty());
    QCOMPARE(m_window->heatmapView()->columnCount(), 6);
    QVERIFY(!m_window->isWindowModified());
}

void TestMainWindow::componentsShowEveryWidthAScenarioMayHave()
{
    // 1,024 components (within the 4,096 allowed) showed as 512, the spin box's old top.
    Document *doc = m_window->document();
    attn::Scenario wide = doc->scenario();
    wide.keys = attn::Matrix::Constant(wide.keys.rows(), 1024, 0.5);
    wide.queries = attn::Matrix::Constant(wide.queries.rows(), 1024, 0.5);
    attn::refreshProjections(wide);
    doc->editScenario(wide, QStringLiteral("wide"));
    doc->waitForComputation();
    QVERIFY(doc->issues().empty());
    MatrixEditor *editor = editorOf(*m_window, MatrixRef::Kind::Keys);
    QCOMPARE(editor->dimensionSpin()->value(), 1024);
}

void TestMainWindow::barsGetTheHeightAFewRowsLeave()
{
    // One query row needs little of the heatmap's height; the bars below took the default
    // share and scrolled their weights out of view.
    m_window->fitToScreen(QSize(1600, 1000));
    QVERIFY(m_window->openPreset(QStringLiteral("sleepy-child")));
    for (int i = 0; i < 5; ++i) {
        QCoreApplication::processEvents();
        m_window->softmaxBarsView()->plot()->replot(QCustomPlot::rpImmediateRefresh);
    }
    SoftmaxBarsView *bars = m_window->softmaxBarsView();
    QVERIFY2(bars->height() >= bars->unscrolledHeight(),
             qPrintable(QStringLiteral("bars %1 px tall, %2 px needed")
                            .arg(bars->height())
                            .arg(bars->unscrolledHeight())));
}

void TestMainWindow::badFileLeavesDocumentUnchangedAndShowsMessage()
{
    Document *doc = m_window->document();
    typeIntoCell(editorOf(*m_window, MatrixRef::Kind::Queries)->tableView(), 0, 0,
                 QStringLiteral("0.5"));
    const attn::Scenario before = doc->scenario();
    const attn::Matrix weights = doc->trace().heads[0].weights;
    const QString title = m_window->windowTitle();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("broken.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"format": 1, "mode": "direct", "queries": [[1, 2], [3)");
    file.close();
    QVERIFY(!m_window->openFile(path));
    QCOMPARE(m_messages.size(), 1);
    QVERIFY(m_messages.front().contains(QStringLiteral("broken.json")));
    QVERIFY(sameScenario(doc->scenario(), before));
    QVERIFY(doc->trace().heads[0].weights == weights);
    QCOMPARE(doc->undoStack()->count(), 1);
    QVERIFY(doc->isModified());
    QCOMPARE(m_window->windowTitle(), title);
    QVERIFY(!m_window->openFile(dir.filePath(QStringLiteral("missing.json"))));
    QCOMPARE(m_messages.size(), 2);
    QVERIFY(sameScenario(doc->scenario(), before));
}

void TestMainWindow::saveAndOpenRoundTrip()
{
    Document *doc = m_window->document();
    typeIntoCell(editorOf(*m_window, MatrixRef::Kind::Queries)->tableView(), 0, 1,
                 QStringLiteral("0.25"));
    const attn::Scenario edited = doc->scenario();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("lesson.json"));
    QVERIFY(m_window->saveFile(path));
    QVERIFY(!doc->isModified());
    QVERIFY(m_window->windowTitle().startsWith(QStringLiteral("lesson.json")));
    m_window->openPreset(QStringLiteral("circle"));
    QVERIFY(m_window->openFile(path));
    QVERIFY(m_messages.isEmpty());
    QVERIFY(sameScenario(doc->scenario(), edited));
    QCOMPARE(doc->filePath(), QFileInfo(path).absoluteFilePath());
}

void TestMainWindow::titleShowsModifiedMarkAndCloseAsks()
{
    int asked = 0;
    QMessageBox::StandardButton answer = QMessageBox::Cancel;
    m_window->setSaveQuestion([&] {
        ++asked;
        return answer;
    });
    QVERIFY(m_window->windowTitle().contains(QStringLiteral("[*]")));
    QVERIFY(!m_window->isWindowModified());
    QVERIFY(m_window->close()); // nothing to save: no question
    QCOMPARE(asked, 0);
    m_window->show();
    typeIntoCell(editorOf(*m_window, MatrixRef::Kind::Queries)->tableView(), 0, 0,
                 QStringLiteral("1"));
    QVERIFY(m_window->isWindowModified());
    QVERIFY(!m_window->close());
    QCOMPARE(asked, 1);
    QVERIFY(m_window->isVisible());
    answer = QMessageBox::Discard;
    QVERIFY(m_window->close());
    QCOMPARE(asked, 2);
}

void TestMainWindow::everyPresetOpensWithItsExplanation()
{
    QMenu *presets = nullptr;
    for (QAction *a : m_window->menuBar()->actions())
        if (a->menu() && a->text().remove(QLatin1Char('&')) == QStringLiteral("Presets"))
            presets = a->menu();
    QVERIFY(presets);
    // One action per preset, then a separator and Reset to preset.
    QList<QAction *> presetActions;
    for (QAction *action : presets->actions())
        if (!action->data().toString().isEmpty())
            presetActions << action;
    QCOMPARE(presetActions.size(), int(attn::presetLibrary().size()));
    for (QAction *action : presetActions) {
        const attn::Preset *preset = attn::findPreset(action->data().toString().toStdString());
        QVERIFY(preset);
        action->trigger();
        Document *doc = m_window->document();
        QVERIFY2(doc->issues().empty(), preset->id.c_str());
        QVERIFY(sameScenario(doc->scenario(), preset->scenario));
        QCOMPARE(m_window->explanationPanel()->title(), QString::fromStdString(preset->titleEn));
        QVERIFY(m_window->explanationPanel()->toPlainText().contains(
            QString::fromStdString(preset->explanationEn).left(40)));
        QVERIFY(m_window->windowTitle().startsWith(QString::fromStdString(preset->titleEn)));
    }
}

void TestMainWindow::snapshotWritesThePng()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("window.png"));
    QVERIFY(saveWindowSnapshot(m_window, path));
    const QImage image(path);
    QVERIFY(!image.isNull());
    QCOMPARE(image.size(), m_window->size() * m_window->devicePixelRatio());
    QVERIFY(!saveWindowSnapshot(m_window, dir.filePath(QStringLiteral("no/such/dir/x.png"))));
}

void TestMainWindow::hiddenViewCatchesUpWhenShown()
{
    auto *tabs = m_window->findChild<TeachingTabs *>();
    QVERIFY(tabs);
    tabs->setCurrentIndex(TeachingTabs::HeatmapTab);
    StepByStepView *steps = tabs->stepByStepView();
    QVERIFY(!steps->isVisible());
    const auto weightsStage = [steps]() -> attn::Matrix {
        for (int i = 0; i < steps->stageCount(); ++i)
            if (steps->stage(i).kind == ComputationStage::Kind::Weights)
                return steps->stage(i).values;
        return {};
    };
    const attn::Matrix before = weightsStage();
    Document *doc = m_window->document();
    doc->setCell(MatrixRef{MatrixRef::Kind::Queries, 0}, 0, 0, 2.0);
    const attn::Matrix &whole = doc->trace().heads[0].weights;
    const attn::Matrix now = whole.topLeftCorner(before.rows(), before.cols()); // what it keeps
    QVERIFY(now != before);
    // Behind another tab the steps wait; shown, they equal the trace again.
    QCOMPARE(weightsStage(), before);
    tabs->setCurrentIndex(TeachingTabs::StepsTab);
    QVERIFY(steps->isVisible());
    QCOMPARE(weightsStage(), now);
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
