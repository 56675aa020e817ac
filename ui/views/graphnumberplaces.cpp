#include "graphnumberplaces.h"

#include "plotstyle.h"

#include <QFontMetricsF>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <vector>

QPointF GraphNumberPlaces::unit(const QPointF &v)
{
    const double length = std::hypot(v.x(), v.y());
    return length > 1e-9 ? v / length : QPointF(1, 0);
}

QPointF GraphNumberPlaces::rightOf(const QPointF &v)
{
    return QPointF(-v.y(), v.x());
}

QPointF GraphNumberPlaces::freeDirection(const attn::Graph &graph, const GraphGeometry &geometry,
                                         int node)
{
    // The middle of the widest angle between the node's edges, where no edge and no
    // neighbour's number is; straight up for a node without edges.
    std::vector<double> angles;
    const QPointF c = geometry.centre(node);
    for (const attn::GraphEdge &e : graph.edges) {
        const int other = e.sender == node ? e.receiver : e.receiver == node ? e.sender : -1;
        if (other < 0 || other == node || other >= geometry.nodeCount())
            continue;
        const QPointF d = geometry.centre(other) - c;
        angles.push_back(std::atan2(d.y(), d.x()));
    }
    if (angles.empty())
        return QPointF(0, -1);
    std::sort(angles.begin(), angles.end());
    double widest = -1, middle = 0;
    for (std::size_t k = 0; k < angles.size(); ++k) {
        const double from = angles[k];
        const double to = k + 1 < angles.size() ? angles[k + 1] : angles[0] + 2 * std::numbers::pi;
        if (to - from > widest + 1e-9) {
            widest = to - from;
            middle = (from + to) / 2;
        }
    }
    return QPointF(std::cos(middle), std::sin(middle));
}

QPointF GraphNumberPlaces::besideSender(const QPointF &sender, const QPointF &towards,
                                        double radius, const QString &text)
{
    // Off the edge by 40 degrees to its right, just outside the sender's circle: near the
    // sender, clear of the line and of the edge's own weight (on its left).
    const QPointF u = unit(towards - sender);
    const double angle = 40.0 * std::numbers::pi / 180.0;
    const QPointF direction = u * std::cos(angle) + rightOf(u) * std::sin(angle);
    const QFontMetricsF fm(PlotStyle::valueFont());
    const double half = 0.5 * std::hypot(fm.horizontalAdvance(text) + 4, fm.height());
    return sender + direction * (radius + 3 + half);
}
