// The mouse wheel changes a combo box, spin box or slider only once the control has the
// focus: turned over an unfocused control (while scrolling the side panel) it scrolls the
// panel and leaves the document alone. The matrix tables keep their own wheel nudge.
#include "document.h"
#include "inputpanel.h"
#include "mainwindow.h"
#include "matrixeditor.h"
#include "matrixtableview.h"
#include "parameterpanel.h"
#include "temperaturecontrol.h"
#include "wheelguard.h"

#include <QApplication>
#include <QComboBox>
#include <QScrollArea>
#include <QScrollBar>
#include <QSlider>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>
#include <QtTest/qtestspontaneevent.h>
#include <QUndoStack>
#include <QVBoxLayout>
#include <QWheelEvent>

#include <cmath>

namespace {

/// One notch down (towards the next item) over the middle of `widget`, as a mouse sends it.
void turnWheel(QWidget *widget, int delta = -120, bool fromTheMouse = false)
{
    const QPointF at = QRectF(widget->rect()).center();
    QWheelEvent wheel(at, widget->mapToGlobal(at), QPoint(), QPoint(0, delta), Qt::NoButton,
                      Qt::NoModifier, Qt::NoScrollPhase, false);
    // Qt hands only a mouse's own (spontaneous) wheel events on to the parents.
    if (fromTheMouse)
        QSpontaneKeyEvent::setSpontaneous(&wheel);
    QApplication::sendEvent(widget, &wheel);
}

void focus(QWidget *widget)
{
    QApplication::setActiveWindow(widget->window());
    widget->setFocus(Qt::OtherFocusReason);
    QTRY_VERIFY(widget->hasFocus());
}

} // namespace

class TestWheelGuard : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void unfocusedScalingComboIgnoresTheWheel();
    void focusedScalingComboTakesTheWheel();
    void unfocusedSpinBoxAndSliderIgnoreTheWheel();
    void heldBackWheelScrollsThePanel();
    void controlsAreNotFocusedByTheWheel();
    void matrixCellStillNudges();

private:
    MainWindow *m_window = nullptr;
};

void TestWheelGuard::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestWheelGuard::init()
{
    m_window = new MainWindow;
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    Document *doc = m_window->document();
    attn::Scenario s = doc->scenario();
    s.scaling = attn::ScalingKind::None;
    doc->resetScenario(s);
    doc->waitForComputation();
    QVERIFY(!doc->isModified());
}

void TestWheelGuard::cleanup()
{
    delete m_window;
    m_window = nullptr;
}

void TestWheelGuard::unfocusedScalingComboIgnoresTheWheel()
{
    QComboBox *scaling = m_window->parameterPanel()->scalingCombo();
    QVERIFY(!scaling->hasFocus());
    turnWheel(scaling);
    QCOMPARE(scaling->currentData().toInt(), int(attn::ScalingKind::None));
    QCOMPARE(m_window->document()->scenario().scaling, attn::ScalingKind::None);
    QVERIFY(!m_window->document()->isModified());
    QCOMPARE(m_window->document()->undoStack()->count(), 0);
}

void TestWheelGuard::focusedScalingComboTakesTheWheel()
{
    QComboBox *scaling = m_window->parameterPanel()->scalingCombo();
    focus(scaling);
    turnWheel(scaling);
    QCOMPARE(m_window->document()->scenario().scaling, attn::ScalingKind::InverseSqrtKeyDim);
    QVERIFY(m_window->document()->isModified());
}

void TestWheelGuard::unfocusedSpinBoxAndSliderIgnoreTheWheel()
{
    ParameterPanel *panel = m_window->parameterPanel();
    QSpinBox *heads = panel->headCountSpin();
    QSlider *temperature = panel->temperatureControl()->slider();
    const int headCount = m_window->document()->scenario().headCount;
    turnWheel(heads, 120);
    turnWheel(temperature, 120);
    QCOMPARE(m_window->document()->scenario().headCount, headCount);
    QCOMPARE(m_window->document()->scenario().temperature, 1.0);
    QVERIFY(!m_window->document()->isModified());
    // Focused, the slider moves as before.
    focus(temperature);
    turnWheel(temperature, 120);
    QVERIFY(m_window->document()->scenario().temperature != 1.0);
}

void TestWheelGuard::heldBackWheelScrollsThePanel()
{
    // A combo box far down a scroll area: the wheel held back from it reaches the area.
    QScrollArea area;
    auto *content = new QWidget;
    auto *layout = new QVBoxLayout(content);
    auto *focused = new QSpinBox; // the focus is elsewhere, as while scrolling the panel
    layout->addWidget(focused);
    layout->addSpacing(2000);
    auto *combo = new QComboBox;
    combo->addItems({QStringLiteral("a"), QStringLiteral("b")});
    layout->addWidget(combo);
    layout->addSpacing(2000);
    area.setWidget(content);
    area.resize(300, 300);
    area.show();
    QVERIFY(QTest::qWaitForWindowExposed(&area));
    focus(focused);
    area.ensureWidgetVisible(combo);
    const int before = area.verticalScrollBar()->value();
    turnWheel(combo, -120, true);
    QCOMPARE(combo->currentIndex(), 0);
    QVERIFY(area.verticalScrollBar()->value() > before);
}

void TestWheelGuard::controlsAreNotFocusedByTheWheel()
{
    // Qt::WheelFocus would let a spontaneous wheel event give the focus (and the value).
    const auto combos = m_window->findChildren<QComboBox *>();
    QVERIFY(!combos.isEmpty());
    for (QComboBox *combo : combos)
        QVERIFY(combo->focusPolicy() != Qt::WheelFocus);
    for (QAbstractSpinBox *spin : m_window->findChildren<QAbstractSpinBox *>())
        QVERIFY(spin->focusPolicy() != Qt::WheelFocus);
    QComboBox created; // after the guard is installed, at polish
    created.ensurePolished();
    QCOMPARE(created.focusPolicy(), Qt::StrongFocus);
}

void TestWheelGuard::matrixCellStillNudges()
{
    Document *doc = m_window->document();
    MatrixEditor *editor = nullptr;
    for (auto kind : {MatrixRef::Kind::Queries, MatrixRef::Kind::Tokens}) {
        editor = m_window->inputPanel()->matrixEditor(kind);
        if (editor && editor->isVisibleTo(m_window))
            break;
    }
    QVERIFY(editor);
    MatrixTableView *view = editor->tableView();
    const QModelIndex index = view->model()->index(0, 0);
    view->setCurrentIndex(index);
    QVERIFY(!view->hasFocus());
    const double before = view->model()->data(index, Qt::EditRole).toDouble();
    const QPointF at = view->visualRect(index).center();
    QWheelEvent wheel(at, view->viewport()->mapToGlobal(at), QPoint(), QPoint(0, 120),
                      Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(view->viewport(), &wheel);
    const double after = view->model()->data(index, Qt::EditRole).toDouble();
    QVERIFY(std::abs(after - before - 0.1) < 1e-9);
    QCOMPARE(doc->undoStack()->count(), 1);
}

QTEST_MAIN(TestWheelGuard)
#include "tst_wheelguard.moc"
