#include "document.h"
#include "explanationpanel.h"
#include "heatmapview.h"
#include "inputpanel.h"
#include "mainwindow.h"
#include "matrixeditor.h"
#include "matrixtablemodel.h"
#include "matrixtableview.h"
#include "parameterpanel.h"
#include "presetlibrary.h"
#include "projectionfactory.h"
#include "scenariocompare.h"
#include "softmaxbarsview.h"
#include "stepbystepview.h"
#include "teachingtabs.h"
#include "temperaturecontrol.h"
#include "tokenlisteditor.h"
#include "windowsnapshot.h"

#include <qcustomplot.h>

#include <QAbstractItemModelTester>
#include <QAction>
#include <QFile>
#include <QImage>
#include <QLineEdit>
#include <QListWidget>
#include <QMenuBar>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>
#include <QWheelEvent>

namespace {

const int kReads = 3; // sleepy-child: the key "reads" gets most of the attention

MatrixEditor *editorOf(MainWindow &w, MatrixRef::Kind kind)
{
    return w.inputPanel()->matrixEditor(kind);
}

/// Types `text` into a cell through the table's real editor and presses Return.
void typeIntoCell(MatrixTableView *view, int row, int column, const QString &text)
{
    const QModelIndex index = view->model()->index(row, column);
    view->setCurrentIndex(index);
    view->edit(index);
    auto *editor = qobject_cast<QLineEdit *>(view->indexWidget(index));
    if (!editor) // delegates keep the editor as a child of the viewport
        editor = view->viewport()->findChild<QLineEdit *>();
    QVERIFY(editor);
    editor->selectAll();
    QTest::keyClicks(editor, text);
    QTest::keyClick(editor, Qt::Key_Return);
    // The delegate commits and closes its editor through a queued call.
    QCoreApplication::processEvents();
}

} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void startsWithSleepyChild();
    void componentsShowEveryWidthAScenarioMayHave();
    void barsGetTheHeightAFewRowsLeave();
    void typingIntoQChangesWeightsHeatmapAndBars();
    void temperatureZeroMakesOneWeightExactlyOne();
    void ctrlZRestoresPreviousWeightsExactly();
    void refusedInputLeavesDocumentUnchanged_data();
    void refusedInputLeavesDocumentUnchanged();
    void pasteFromSpreadsheetIsOneStep();
    void wheelOnCurrentCellNudgesAsOneStep();
    void addingAKeyTokenReshapesEverything();
    void badFileLeavesDocumentUnchangedAndShowsMessage();
    void saveAndOpenRoundTrip();
    void titleShowsModifiedMarkAndCloseAsks();
    void everyPresetOpensWithItsExplanation();
    void matrixModelPassesModelTester();
    void snapshotWritesThePng();
    void hiddenViewCatchesUpWhenShown();

private:
    MainWindow *m_window = nullptr;
    QStringList m_messages;
};

void TestMainWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true); // QSettings go to a test location
}

void TestMainWindow::init()
{
    m_messages.clear();
    m_window = new MainWindow;
    m_window->setMessageHandler([this](const QString &title, const QString &text) {
        m_messages << title + QStringLiteral(": ") + text;
    });
    m_window->setSaveQuestion([] { return QMessageBox::Discard; });
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
}

void TestMainWindow::cleanup()
{
    delete m_window;
    m_window = nullptr;
}

void TestMainWindow::startsWithSleepyChild()
{
    Document *doc = m_window->document();
    QVERIFY(sameScenario(doc->scenario(), attn::findPreset("sleepy-child")->scenario));
    QVERIFY(doc->issues().empty());
    QCOMPARE(m_window->heatmapView()->columnCount(), 6);
    QVERIFY(!m_window->isWindowModified());
}

void TestMainWindow::typingIntoQChangesWeightsHeatmapAndBars()
{
    Document *doc = m_window->document();
    const attn::Matrix before = doc->trace().heads[0].weights;
    MatrixTableView *view = editorOf(*m_window, MatrixRef::Kind::Queries)->tableView();
    typeIntoCell(view, 0, 0, QStringLiteral("2"));
    QCOMPARE(doc->scenario().queries(0, 0), 2.0);
    const attn::Matrix after = doc->trace().heads[0].weights;
    QVERIFY(after != before);
    // q = (2, 2, 1) now also sees the first components of the keys: "reads" (2, 3, 1) wins more.
    QVERIFY(after(0, kReads) > before(0, kReads));
    for (int j = 0; j < 6; ++j)
        QCOMPARE(m_window->heatmapView()->cellValue(0, j), after(0, j));
    const QVector<double> bars = m_window->softmaxBarsView()->weightBars();
    QCOMPARE(bars.size(), 6);
    for (int j = 0; j < 6; ++j)
        QCOMPARE(bars[j], after(0, j));
    QCOMPARE(view->model()->data(view->model()->index(0, 0)).toString(), QStringLiteral("2"));
}

void TestMainWindow::temperatureZeroMakesOneWeightExactlyOne()
{
    Document *doc = m_window->document();
    TemperatureControl *t = m_window->parameterPanel()->temperatureControl();
    QTest::mouseClick(t->hardButton(), Qt::LeftButton);
    QCOMPARE(doc->scenario().temperature, 0.0);
    const attn::Matrix &w = doc->trace().heads[0].weights;
    for (int j = 0; j < w.cols(); ++j)
        QCOMPARE(w(0, j), j == kReads ? 1.0 : 0.0);
    QCOMPARE(m_window->heatmapView()->cellValue(0, kReads), 1.0);
    QCOMPARE(t->field()->text(), QStringLiteral("0"));

    QTest::mouseClick(t->uniformButton(), Qt::LeftButton);
    QVERIFY(std::isinf(doc->scenario().temperature));
    for (int j = 0; j < w.cols(); ++j)
        QCOMPARE(doc->trace().heads[0].weights(0, j), 1.0 / 6.0);
}

void TestMainWindow::ctrlZRestoresPreviousWeightsExactly()
{
    Document *doc = m_window->document();
    const attn::Matrix before = doc->trace().heads[0].weights;
    MatrixTableView *view = editorOf(*m_window, MatrixRef::Kind::Queries)->tableView();
    typeIntoCell(view, 0, 2, QStringLiteral("-1.5"));
    QVERIFY(doc->trace().heads[0].weights != before);
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window));
    QTest::keyClick(m_window, Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(doc->trace().heads[0].weights == before);
    QCOMPARE(m_window->heatmapView()->cellValue(0, kReads), before(0, kReads));
    QVERIFY(!m_window->isWindowModified());
}

void TestMainWindow::refusedInputLeavesDocumentUnchanged_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("word") << QStringLiteral("abc");
    QTest::newRow("nan") << QStringLiteral("nan");
    QTest::newRow("inf") << QStringLiteral("inf");
    QTest::newRow("overflow") << QStringLiteral("1e999");
    QTest::newRow("two numbers") << QStringLiteral("1 2");
}

void TestMainWindow::refusedInputLeavesDocumentUnchanged()
{
    QFETCH(QString, text);
    Document *doc = m_window->document();
    const attn::Scenario before = doc->scenario();
    MatrixEditor *editor = editorOf(*m_window, MatrixRef::Kind::Keys);
    QVERIFY(editor->message().isEmpty());
    typeIntoCell(editor->tableView(), 1, 1, text);
    QVERIFY(sameScenario(doc->scenario(), before));
    QCOMPARE(doc->undoStack()->count(), 0);
    QVERIFY2(editor->message().contains(QStringLiteral("not")), qPrintable(editor->message()));
}

void TestMainWindow::pasteFromSpreadsheetIsOneStep()
{
    Document *doc = m_window->document();
    MatrixTableView *view = editorOf(*m_window, MatrixRef::Kind::Keys)->tableView();
    view->setCurrentIndex(view->model()->index(1, 0));
    QVERIFY(view->paste(QStringLiteral("1\t2\t3\r\n4\t5\t6\r\n")));
    QCOMPARE(doc->undoStack()->count(), 1);
    QCOMPARE(doc->scenario().keys(1, 0), 1.0);
    QCOMPARE(doc->scenario().keys(2, 2), 6.0);
    QCOMPARE(doc->scenario().keys(0, 0), 0.0);
    QCOMPARE(doc->scenario().keys.rows(), 6);
    QVERIFY(!view->paste(QStringLiteral("1\tx\n")));
    QCOMPARE(doc->undoStack()->count(), 1);
}

void TestMainWindow::wheelOnCurrentCellNudgesAsOneStep()
{
    Document *doc = m_window->document();
    MatrixTableView *view = editorOf(*m_window, MatrixRef::Kind::Queries)->tableView();
    const QModelIndex index = view->model()->index(0, 1);
    view->setCurrentIndex(index);
    const QPointF at = view->visualRect(index).center();
    for (int i = 0; i < 3; ++i) {
        QWheelEvent wheel(at, view->viewport()->mapToGlobal(at), QPoint(), QPoint(0, 120),
                          Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(view->viewport(), &wheel);
    }
    QVERIFY(std::abs(doc->scenario().queries(0, 1) - 2.3) < 1e-12);
    QCOMPARE(doc->undoStack()->count(), 1);
    doc->undoStack()->undo();
    QCOMPARE(doc->scenario().queries(0, 1), 2.0);
}

void TestMainWindow::addingAKeyTokenReshapesEverything()
{
    Document *doc = m_window->document();
    TokenListEditor *keys = m_window->inputPanel()->keyTokens();
    keys->listWidget()->setCurrentRow(1);
    keys->addToken();
    QCOMPARE(doc->scenario().keyCount(), 7);
    QCOMPARE(doc->scenario().values.rows(), 7);
    QVERIFY(doc->issues().empty());
    QCOMPARE(m_window->heatmapView()->columnCount(), 7);
    QCOMPARE(keys->listWidget()->count(), 7);
    QCOMPARE(editorOf(*m_window, MatrixRef::Kind::Keys)->model()->rowCount(), 7);
    QCOMPARE(m_window->heatmapView()->keyLabels().at(2), keys->listWidget()->item(2)->text());
    doc->undoStack()->undo();
    QCOMPARE(m_window->heatmapView()->columnCount(), 6);
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

void TestMainWindow::matrixModelPassesModelTester()
{
    Document *doc = m_window->document();
    MatrixEditor *editor = editorOf(*m_window, MatrixRef::Kind::Keys);
    QAbstractItemModelTester tester(editor->model(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(editor->model()->rowCount(), 6);
    QCOMPARE(editor->model()->columnCount(), 3);
    QCOMPARE(editor->model()->headerData(3, Qt::Vertical).toString(), QStringLiteral("reads"));
    editor->dimensionSpin()->setValue(5);
    QCOMPARE(editor->model()->columnCount(), 5);
    QCOMPARE(doc->scenario().queries.cols(), 5); // dot product: Q follows K's width
    QVERIFY(doc->issues().empty());
    editor->randomize();
    editor->normalizeRows();
    QVERIFY(std::abs(doc->scenario().keys.row(2).norm() - 1.0) < 1e-12);
    m_window->inputPanel()->keyTokens()->removeToken();
    editor->zero();
    QCOMPARE(doc->scenario().keys.norm(), 0.0);
    while (doc->undoStack()->canUndo())
        doc->undoStack()->undo();
    QCOMPARE(editor->model()->columnCount(), 3);
    QVERIFY(sameScenario(doc->scenario(), attn::findPreset("sleepy-child")->scenario));
    m_window->openPreset(QStringLiteral("self-attention-causal")); // Q editor hidden, K gone
    QCOMPARE(editor->model()->rowCount(), 0);
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
