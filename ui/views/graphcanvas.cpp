#include "graphcanvas.h"

#include "plotstyle.h"

#include <QPainter>

GraphCanvas::GraphCanvas(Document *document, QWidget *parent)
    : QWidget(parent), m_document(document)
{
    setObjectName(QStringLiteral("graphCanvas"));
    setMouseTracking(true);
    setAutoFillBackground(true);
    QPalette p = palette();
    p.setColor(QPalette::Window, PlotStyle::backgroundColor());
    setPalette(p);
}

void GraphCanvas::setEveryNode(bool every)
{
    if (every == m_everyNode)
        return;
    m_everyNode = every;
    refresh();
}

QStringList GraphCanvas::labels() const
{
    const attn::Scenario &s = m_document->scenario();
    const std::vector<std::string> &traced = m_document->trace().queryLabels;
    QStringList labels;
    for (int i = 0; i < s.graph.nodeCount(); ++i) {
        const auto at = std::size_t(i);
        if (at < s.queryLabels.size() && !s.queryLabels[at].empty())
            labels << QString::fromStdString(s.queryLabels[at]);
        else if (at < traced.size())
            labels << QString::fromStdString(traced[at]);
        else
            labels << QString::number(i + 1);
    }
    return labels;
}

QString GraphCanvas::title() const
{
    return tr("Attention over the graph — head %1").arg(m_document->selectedHead() + 1);
}

GraphPainter::Scene GraphCanvas::scene(bool figure) const
{
    GraphPainter::Scene s;
    s.graph = &graph();
    s.labels = labels();
    s.trace = m_document->hasTrace() ? &m_document->trace() : nullptr;
    s.head = m_document->selectedHead();
    s.selected = m_document->selectedQuery();
    s.everyNode = m_everyNode;
    s.hovered = figure ? -1 : m_hovered;
    s.rubberFrom = figure ? -1 : m_rubberFrom;
    s.rubberTo = m_rubberTo;
    s.keepMapping = !figure && m_dragging;
    s.figure = figure;
    s.showTitle = true; // in a figure, as GraphView::render() is asked
    s.title = title();
    return s;
}

std::vector<GraphMarks::Mark> GraphCanvas::marks() const
{
    return GraphPainter(scene(false)).marks();
}

QStringList GraphCanvas::caption() const
{
    return GraphPainter(scene(false)).caption();
}

void GraphCanvas::refresh()
{
    if (m_hovered >= graph().nodeCount())
        m_hovered = -1;
    GraphPainter(scene(false)).layOut(size(), m_geometry);
    update();
}

void GraphCanvas::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    refresh();
}

void GraphCanvas::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), PlotStyle::backgroundColor());
    GraphPainter(scene(false)).paint(painter, size(), m_geometry);
}
