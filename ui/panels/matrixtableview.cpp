#include "matrixtableview.h"

#include "document.h"
#include "matrixtablemodel.h"
#include "retranslate.h"

#include <QApplication>
#include <QClipboard>
#include <QHeaderView>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QWheelEvent>

MatrixTableView::MatrixTableView(Document *document, QWidget *parent)
    : QTableView(parent), m_document(document)
{
    setSelectionMode(QAbstractItemView::ContiguousSelection);
    setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                    QAbstractItemView::AnyKeyPressed);
    setAlternatingRowColors(true);
    horizontalHeader()->setDefaultSectionSize(
        fontMetrics().horizontalAdvance(QStringLiteral("-0.0000")) + 16);
    horizontalHeader()->setMinimumSectionSize(40);
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 10);
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    onLanguageChange(this, [this] {
        setToolTip(tr("Type a number, or select a cell and turn the mouse wheel, or Alt+drag up "
                      "and down on a cell to nudge it. Ctrl+V pastes from a spreadsheet."));
    });
}

MatrixTableModel *MatrixTableView::matrixModel() const
{
    return qobject_cast<MatrixTableModel *>(model());
}

double MatrixTableView::stepFor(Qt::KeyboardModifiers modifiers) const
{
    if (modifiers & Qt::ShiftModifier)
        return kNudgeStep / 10.0;
    if (modifiers & Qt::ControlModifier)
        return kNudgeStep * 10.0;
    return kNudgeStep;
}

void MatrixTableView::wheelEvent(QWheelEvent *event)
{
    // Only the current cell takes the wheel, so the table still scrolls elsewhere.
    const QModelIndex index = indexAt(event->position().toPoint());
    MatrixTableModel *m = matrixModel();
    if (!m || !index.isValid() || index != currentIndex() || state() == EditingState) {
        QTableView::wheelEvent(event);
        return;
    }
    const int notches = event->angleDelta().y() / 120;
    if (notches == 0) {
        event->accept();
        return;
    }
    if (index != m_wheelIndex) {
        m_wheelIndex = index;
        m_wheelMergeId = m_document->newMergeId();
    }
    m->nudge(index, notches * stepFor(event->modifiers()), m_wheelMergeId);
    event->accept();
}

void MatrixTableView::mousePressEvent(QMouseEvent *event)
{
    const bool nudgeButton =
        event->button() == Qt::MiddleButton ||
        (event->button() == Qt::LeftButton && (event->modifiers() & Qt::AltModifier));
    const QModelIndex index = indexAt(event->position().toPoint());
    if (nudgeButton && index.isValid()) {
        m_dragIndex = index;
        m_dragLast = event->position().toPoint();
        m_dragMergeId = m_document->newMergeId();
        setCurrentIndex(index);
        event->accept();
        return;
    }
    QTableView::mousePressEvent(event);
}

void MatrixTableView::mouseMoveEvent(QMouseEvent *event)
{
    if (m_dragIndex.isValid() && matrixModel()) {
        const QPoint p = event->position().toPoint();
        const int dy = m_dragLast.y() - p.y(); // up = larger
        if (dy != 0) {
            matrixModel()->nudge(m_dragIndex, dy * stepFor(event->modifiers()) / 10.0,
                                 m_dragMergeId);
            m_dragLast = p;
        }
        event->accept();
        return;
    }
    QTableView::mouseMoveEvent(event);
}

void MatrixTableView::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_dragIndex.isValid()) {
        m_dragIndex = QPersistentModelIndex();
        event->accept();
        return;
    }
    QTableView::mouseReleaseEvent(event);
}

bool MatrixTableView::paste(const QString &text)
{
    MatrixTableModel *m = matrixModel();
    if (!m)
        return false;
    QString error;
    QModelIndex at = currentIndex();
    if (!at.isValid())
        at = m->index(0, 0);
    if (!m->pasteText(at, text, &error)) {
        emit inputRejected(error);
        return false;
    }
    return true;
}

void MatrixTableView::keyPressEvent(QKeyEvent *event)
{
    if (event->matches(QKeySequence::Paste)) {
        paste(QApplication::clipboard()->text());
        event->accept();
        return;
    }
    if (event->matches(QKeySequence::Copy) && matrixModel()) {
        QApplication::clipboard()->setText(
            matrixModel()->copyText(selectionModel()->selectedIndexes()));
        event->accept();
        return;
    }
    QTableView::keyPressEvent(event);
}
