#include "graphgeometry.h"

#include <algorithm>
#include <cmath>
#include <limits>

void GraphGeometry::fit(const std::vector<attn::GraphNode> &nodes, const QRectF &area,
                        double nodeRadius)
{
    m_area = area;
    m_radius = nodeRadius;
    double x0 = 0, x1 = 0, y0 = 0, y1 = 0;
    if (!nodes.empty()) {
        x0 = y0 = std::numeric_limits<double>::max();
        x1 = y1 = std::numeric_limits<double>::lowest();
        for (const attn::GraphNode &n : nodes) {
            x0 = std::min(x0, n.x);
            x1 = std::max(x1, n.x);
            y0 = std::min(y0, n.y);
            y1 = std::max(y1, n.y);
        }
    }
    // A point or a line has no span to fit: give it one unit around its middle.
    const auto widen = [](double &lo, double &hi) {
        if (hi - lo < 1e-9) {
            const double mid = (lo + hi) / 2;
            lo = mid - 0.5;
            hi = mid + 0.5;
        }
    };
    widen(x0, x1);
    widen(y0, y1);
    const double w = std::max(area.width(), 1.0);
    const double h = std::max(area.height(), 1.0);
    m_scale = std::min(w / (x1 - x0), h / (y1 - y0));
    // Centre the fitted box in the area.
    const double usedW = m_scale * (x1 - x0);
    const double usedH = m_scale * (y1 - y0);
    m_graphMin = QPointF(x0, y0);
    m_origin = QPointF(area.left() + (w - usedW) / 2, area.top() + h - (h - usedH) / 2);
    place(nodes);
}

void GraphGeometry::place(const std::vector<attn::GraphNode> &nodes)
{
    m_centres.clear();
    m_centres.reserve(nodes.size());
    for (const attn::GraphNode &n : nodes)
        m_centres.push_back(toWidget(n.x, n.y));
}

QPointF GraphGeometry::toWidget(double x, double y) const
{
    return QPointF(m_origin.x() + m_scale * (x - m_graphMin.x()),
                   m_origin.y() - m_scale * (y - m_graphMin.y()));
}

QPointF GraphGeometry::toGraph(const QPointF &pixel) const
{
    return QPointF(m_graphMin.x() + (pixel.x() - m_origin.x()) / m_scale,
                   m_graphMin.y() - (pixel.y() - m_origin.y()) / m_scale);
}

int GraphGeometry::nodeAt(const QPointF &pixel) const
{
    int best = -1;
    double bestDistance = m_radius + 4.0;
    for (int i = 0; i < nodeCount(); ++i) {
        const QPointF d = m_centres[std::size_t(i)] - pixel;
        const double distance = std::hypot(d.x(), d.y());
        // Later nodes are drawn on top: on a tie they win.
        if (distance <= bestDistance) {
            best = i;
            bestDistance = distance;
        }
    }
    return best;
}

double GraphGeometry::distanceToSegment(const QPointF &p, const QPointF &a, const QPointF &b)
{
    const QPointF ab = b - a;
    const double length2 = QPointF::dotProduct(ab, ab);
    const double t =
        length2 > 0 ? std::clamp(QPointF::dotProduct(p - a, ab) / length2, 0.0, 1.0) : 0.0;
    const QPointF d = p - (a + t * ab);
    return std::hypot(d.x(), d.y());
}

int GraphGeometry::edgeAt(const attn::Graph &graph, const QPointF &pixel, double tolerance) const
{
    if (nodeAt(pixel) >= 0)
        return -1;
    int best = -1;
    double bestDistance = tolerance;
    for (int e = 0; e < int(graph.edges.size()); ++e) {
        const attn::GraphEdge &edge = graph.edges[std::size_t(e)];
        if (edge.sender < 0 || edge.receiver < 0 || edge.sender >= nodeCount() ||
            edge.receiver >= nodeCount() || edge.sender == edge.receiver)
            continue;
        const double d = distanceToSegment(pixel, centre(edge.sender), centre(edge.receiver));
        if (d <= bestDistance) {
            best = e;
            bestDistance = d;
        }
    }
    return best;
}
