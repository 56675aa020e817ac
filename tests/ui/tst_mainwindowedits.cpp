// Editing through the main window's panels, as a user does: typing into the cells of its
// tables (and what they refuse), the temperature buttons, Ctrl+Z, pasting from a
// spreadsheet, the wheel, tokens, and the matrix editors' buttons; every view follows.
#include "document.h"
#include "heatmapview.h"
#include "mainwindowfixture.h"
#include "matrixtablemodel.h"
#include "parameterpanel.h"
#include "presetlibrary.h"
#include "scenariocompare.h"
#include "softmaxbarsview.h"
#include "temperaturecontrol.h"
#include "tokenlisteditor.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>
#include <QWheelEvent>

#include <cmath>

class TestMainWindowEdits : public QObject, public MainWindowFixture
{
    Q_OBJECT
private slots:
    // QSettings go to a test location.
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { openWindow(); }
    void cleanup() { closeWindow(); }
    void typingIntoQChangesWeightsHeatmapAndBars();
    void temperatureZeroMakesOneWeightExactlyOne();
    void ctrlZRestoresPreviousWeightsExactly();
    void refusedInputLeavesDocumentUnchanged_data();
    void refusedInputLeavesDocumentUnchanged();
    void pasteFromSpreadsheetIsOneStep();
    void wheelOnCurrentCellNudgesAsOneStep();
    void addingAKeyTokenReshapesEverything();
    void matrixModelPassesModelTester();
};

void TestMainWindowEdits::typingIntoQChangesWeightsHeatmapAndBars()
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

void TestMainWindowEdits::temperatureZeroMakesOneWeightExactlyOne()
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

void TestMainWindowEdits::ctrlZRestoresPreviousWeightsExactly()
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

void TestMainWindowEdits::refusedInputLeavesDocumentUnchanged_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("word") << QStringLiteral("abc");
    QTest::newRow("nan") << QStringLiteral("nan");
    QTest::newRow("inf") << QStringLiteral("inf");
    QTest::newRow("overflow") << QStringLiteral("1e999");
    QTest::newRow("two numbers") << QStringLiteral("1 2");
}

void TestMainWindowEdits::refusedInputLeavesDocumentUnchanged()
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

void TestMainWindowEdits::pasteFromSpreadsheetIsOneStep()
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

void TestMainWindowEdits::wheelOnCurrentCellNudgesAsOneStep()
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

void TestMainWindowEdits::addingAKeyTokenReshapesEverything()
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

void TestMainWindowEdits::matrixModelPassesModelTester()
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

QTEST_MAIN(TestMainWindowEdits)
#include "tst_mainwindowedits.moc"
