// GraphCanvas's mouse: what is under it, its tooltip, selecting a node, dragging a node to a
// new place, Shift+dragging a new edge, and the context menu of a node or an edge.
#include "graphcanvas.h"

#include "graphedits.h"
#include "plaintooltip.h"

#include <QApplication>
#include <QContextMenuEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QToolTip>

#include <algorithm>

void GraphCanvas::selectNode(int node)
{
    m_document->setSelection(m_document->selectedHead(), node, m_document->selectedKey());
}

void GraphCanvas::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return;
    const int node = m_geometry.nodeAt(event->position());
    if (node < 0)
        return;
    m_pressed = node;
    m_pressPixel = event->position();
    if (event->modifiers() & Qt::ShiftModifier) {
        m_rubberFrom = node;
        m_rubberTo = event->position();
        setCursor(Qt::CrossCursor);
        update();
        return;
    }
    selectNode(node);
}

void GraphCanvas::mouseMoveEvent(QMouseEvent *event)
{
    const QPointF pos = event->position();
    if (m_rubberFrom >= 0) {
        m_rubberTo = pos;
        m_hovered = m_geometry.nodeAt(pos);
        update();
        return;
    }
    if (m_pressed >= 0) {
        if (!m_dragging && (pos - m_pressPixel).manhattanLength() < 2)
            return;
        if (!m_dragging) {
            m_dragging = true;
            m_dragMergeId = m_document->newMergeId();
            setCursor(Qt::ClosedHandCursor);
        }
        dragTo(pos);
        return;
    }
    const int node = m_geometry.nodeAt(pos);
    if (node != m_hovered) {
        m_hovered = node;
        update();
    }
    setCursor(node >= 0 ? Qt::OpenHandCursor : Qt::ArrowCursor);
    showToolTip(event->globalPosition().toPoint(), pos);
}

void GraphCanvas::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return;
    const QPointF pos = event->position();
    if (m_rubberFrom >= 0) {
        const int from = m_rubberFrom;
        const int to = m_geometry.nodeAt(pos);
        m_rubberFrom = -1;
        m_pressed = -1;
        setCursor(Qt::ArrowCursor);
        if (to >= 0 && to != from)
            toggleEdge(from, to);
        update();
        return;
    }
    const bool dragged = m_dragging;
    if (dragged)
        dragTo(pos);
    m_dragging = false;
    m_pressed = -1;
    setCursor(m_geometry.nodeAt(pos) >= 0 ? Qt::OpenHandCursor : Qt::ArrowCursor);
    if (dragged)
        refresh(); // fitted again to the places as they now are
}

void GraphCanvas::leaveEvent(QEvent *event)
{
    QWidget::leaveEvent(event);
    if (m_hovered >= 0 && m_rubberFrom < 0) {
        m_hovered = -1;
        update();
    }
}

void GraphCanvas::dragTo(const QPointF &pixel)
{
    const int node = m_pressed;
    if (node < 0 || node >= graph().nodeCount())
        return;
    // Kept inside the widget, so that a node cannot be lost past its edge.
    const double r = m_geometry.nodeRadius();
    const QPointF kept(std::clamp(pixel.x(), r, std::max(r, width() - r)),
                       std::clamp(pixel.y(), r, std::max(r, height() - r)));
    const QPointF target = m_geometry.toGraph(kept);
    attn::Scenario after = m_document->scenario();
    graphedits::placeNode(after, node, target.x(), target.y());
    m_document->editScenario(
        after, [node] { return tr("Move node %1").arg(node + 1); }, m_dragMergeId);
}

void GraphCanvas::toggleEdge(int sender, int receiver)
{
    attn::Scenario after = m_document->scenario();
    const bool joined = after.graph.edgeBetween(sender, receiver) >= 0;
    graphedits::toggleEdge(after, sender, receiver);
    const QStringList names = labels();
    const QString from = names.value(sender), to = names.value(receiver);
    if (joined)
        m_document->editScenario(after,
                                 [from, to] { return tr("Remove edge %1 – %2").arg(from, to); });
    else
        m_document->editScenario(after,
                                 [from, to] { return tr("Add edge %1 → %2").arg(from, to); });
}

QMenu *GraphCanvas::contextMenuAt(const QPointF &pixel)
{
    const QStringList names = labels();
    const int node = m_geometry.nodeAt(pixel);
    const int edge = node < 0 ? m_geometry.edgeAt(graph(), pixel) : -1;
    if (node < 0 && edge < 0)
        return nullptr;
    auto *menu = new QMenu(this);
    if (node >= 0) {
        menu->addAction(tr("Select node “%1”").arg(names.value(node)), this,
                        [this, node] { selectNode(node); });
        return menu;
    }
    const attn::GraphEdge e = graph().edges[std::size_t(edge)];
    const QString arrow = graph().directed ? QStringLiteral("→") : QStringLiteral("–");
    menu->addAction(
        tr("Remove edge “%1” %2 “%3”").arg(names.value(e.sender), arrow, names.value(e.receiver)),
        this, [this, e] { toggleEdge(e.sender, e.receiver); });
    menu->addAction(tr("Select node “%1”").arg(names.value(e.receiver)), this,
                    [this, e] { selectNode(e.receiver); });
    menu->addAction(tr("Select node “%1”").arg(names.value(e.sender)), this,
                    [this, e] { selectNode(e.sender); });
    return menu;
}

void GraphCanvas::contextMenuEvent(QContextMenuEvent *event)
{
    QMenu *menu = contextMenuAt(event->pos());
    if (!menu)
        return;
    menu->setAttribute(Qt::WA_DeleteOnClose);
    menu->popup(event->globalPos());
}

void GraphCanvas::showToolTip(const QPoint &global, const QPointF &pixel)
{
    const QStringList names = labels();
    const int node = m_geometry.nodeAt(pixel);
    if (node >= 0) {
        const attn::GraphNode place = graph().nodes[std::size_t(node)];
        PlainToolTip::show(global,
                           tr("Node “%1” (%2, %3): click to select, drag to move, Shift+drag to "
                              "another node to add or remove an edge")
                               .arg(names.value(node), QString::number(place.x, 'g', 3),
                                    QString::number(place.y, 'g', 3)),
                           this);
        return;
    }
    const int edge = m_geometry.edgeAt(graph(), pixel);
    if (edge >= 0) {
        const attn::GraphEdge e = graph().edges[std::size_t(edge)];
        PlainToolTip::show(global,
                           tr("Edge “%1” → “%2”, weight %3 (right-click to remove)")
                               .arg(names.value(e.sender), names.value(e.receiver),
                                    QString::number(e.weight, 'g', 4)),
                           this);
        return;
    }
    QToolTip::hideText();
}
