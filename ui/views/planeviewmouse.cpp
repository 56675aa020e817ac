// PlaneView's mouse: which arrow is under it, its tooltip, and dragging a tip to edit the
// vector it is the row of.
#include "planeview.h"

#include "plaintooltip.h"
#include "plotstyle.h"
#include "scenarioedits.h"

#include <qcustomplot.h>

#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace {

/// The matrix a drag of `role` row edits: Q / K / V directly, X or Y otherwise.
attn::Matrix *editedMatrix(attn::Scenario &s, PlaneView::Role role)
{
    if (s.mode == attn::InputMode::Direct)
        return role == PlaneView::Role::Query ? &s.queries
               : role == PlaneView::Role::Key ? &s.keys
                                              : &s.values;
    if (s.mode == attn::InputMode::SelfAttention)
        return &s.tokens;
    if (s.mode == attn::InputMode::CrossAttention)
        return role == PlaneView::Role::Query ? &s.tokens : &s.sourceTokens;
    return nullptr; // nothing to drag, e.g. imported weights
}

} // namespace

bool PlaneView::editable(Role role) const
{
    if (m_space != Space::Inputs || role == Role::Output)
        return false;
    attn::Scenario copy;
    copy.mode = m_document->scenario().mode;
    return editedMatrix(copy, role) != nullptr;
}

const PlaneView::Arrow *PlaneView::arrowAt(const QPointF &pixel) const
{
    const Arrow *best = nullptr;
    double bestDistance = 18.0;
    // Later arrows are drawn on top (the query last): on a tie they win.
    for (const Arrow &a : m_arrows) {
        const QPointF p = tipPixel(a.role, a.index);
        // The output cannot be dragged: the query under it should win.
        const double d =
            std::hypot(p.x() - pixel.x(), p.y() - pixel.y()) + (a.role == Role::Output ? 8.0 : 0.0);
        if (d <= bestDistance) {
            best = &a;
            bestDistance = d;
        }
    }
    return best;
}

void PlaneView::onMousePress(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return;
    const Arrow *a = arrowAt(event->position());
    if (!a)
        return;
    const Role role = a->role;
    const int index = a->index;
    if (role == Role::Key || role == Role::Value)
        m_document->setSelection(m_document->selectedHead(), m_document->selectedQuery(), index);
    if (!editable(role))
        return;
    m_dragging = true;
    m_dragRole = role;
    m_dragIndex = index;
    m_dragMergeId = m_document->newMergeId();
    m_plot->setCursor(Qt::ClosedHandCursor);
}

void PlaneView::onMouseMove(QMouseEvent *event)
{
    if (m_dragging) {
        dragTo(event->position(), event->modifiers() & Qt::ShiftModifier);
        return;
    }
    const Arrow *a = arrowAt(event->position());
    m_plot->setCursor(a && editable(a->role) ? Qt::OpenHandCursor : Qt::ArrowCursor);
    const QRect r = m_plot->axisRect()->rect();
    const QPointF at = event->position();
    if (!a && at.x() < r.left() && m_plot->yAxis->label() != m_projection.yLabel())
        PlainToolTip::show(event->globalPosition().toPoint(), m_projection.yLabel(), m_plot);
    else if (!a && at.y() > r.bottom() && m_plot->xAxis->label() != m_projection.xLabel())
        PlainToolTip::show(event->globalPosition().toPoint(), m_projection.xLabel(), m_plot);
    if (a)
        PlainToolTip::show(
            event->globalPosition().toPoint(),
            QString(a->text).replace(u'\n', u' ') +
                QStringLiteral(" (%1, %2)")
                    .arg(PlotStyle::compact(a->tip.x()), PlotStyle::compact(a->tip.y())),
            m_plot);
}

void PlaneView::onMouseRelease(QMouseEvent *event)
{
    if (!m_dragging)
        return;
    dragTo(event->position(), event->modifiers() & Qt::ShiftModifier);
    m_dragging = false;
    m_plot->setCursor(Qt::OpenHandCursor);
    refresh(); // the basis and the extent may follow the new vectors now
}

void PlaneView::dragTo(const QPointF &pixel, bool snap)
{
    QPointF target(m_plot->xAxis->pixelToCoord(pixel.x()), m_plot->yAxis->pixelToCoord(pixel.y()));
    const double length = std::hypot(target.x(), target.y());
    if (snap && length > 1e-9)
        target /= length;
    attn::Scenario after = m_document->scenario();
    attn::Matrix *m = editedMatrix(after, m_dragRole);
    if (!m || m_dragIndex < 0 || m_dragIndex >= m->rows() || m->cols() != m_projection.dimension())
        return;
    m->row(m_dragIndex) = m_projection.moved(m->row(m_dragIndex), target);
    m_document->editScenario(
        after,
        [query = m_dragRole == Role::Query, index = m_dragIndex] {
            return tr("Drag %1 %2").arg(query ? tr("query") : tr("key")).arg(index + 1);
        },
        m_dragMergeId);
}
