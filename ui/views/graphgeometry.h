#pragma once

#include "graph.h"

#include <QPointF>
#include <QRectF>

#include <vector>

/// Where the Graph view draws a graph: its places fitted into a rectangle of the widget with
/// one scale for x and y (the aspect kept) and y up, and what lies under a pixel (a node, an
/// edge). Knows no widget, so the mapping and the hit tests are tested alone.
class GraphGeometry
{
public:
    /// Fits the places of `nodes` into `area` (pixels), centred, x and y at one scale. A
    /// graph that is a point or a line is given a span of at least one unit either way.
    void fit(const std::vector<attn::GraphNode> &nodes, const QRectF &area, double nodeRadius);
    /// The nodes at new places with the mapping kept (while a node is dragged, so that the
    /// rest of the graph stays still under the mouse).
    void place(const std::vector<attn::GraphNode> &nodes);

    /// A graph point (x, y) in pixels: x = left + s (x - x0), y = bottom - s (y - y0).
    QPointF toWidget(double x, double y) const;
    /// The inverse of toWidget().
    QPointF toGraph(const QPointF &pixel) const;
    /// The centre of node `node` in pixels.
    QPointF centre(int node) const { return m_centres.at(std::size_t(node)); }
    int nodeCount() const { return int(m_centres.size()); }
    double nodeRadius() const { return m_radius; }
    /// Pixels per graph unit.
    double scale() const { return m_scale; }
    /// The rectangle the places were fitted into.
    QRectF area() const { return m_area; }

    /// The node whose disc holds `pixel` (a few pixels of slack), the nearest centre on
    /// overlap; -1 for none.
    int nodeAt(const QPointF &pixel) const;
    /// The edge of `graph` within `tolerance` pixels of `pixel` (its visible part, between
    /// the two discs), the nearest; -1 for none, and -1 over a node.
    int edgeAt(const attn::Graph &graph, const QPointF &pixel, double tolerance = 6.0) const;
    /// The distance from `p` to the segment a-b.
    static double distanceToSegment(const QPointF &p, const QPointF &a, const QPointF &b);

private:
    QRectF m_area;
    double m_radius = 12.0;
    double m_scale = 1.0;
    QPointF m_origin; ///< the pixel of graph point m_graphMin (bottom left)
    QPointF m_graphMin;
    std::vector<QPointF> m_centres;
};
