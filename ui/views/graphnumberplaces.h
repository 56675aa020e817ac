#pragma once

#include "graph.h"
#include "graphgeometry.h"

#include <QPointF>
#include <QString>

/// Where the Graph view writes its numbers so that they stay clear of the lines: the
/// selected node's weight for a neighbour beside that neighbour, its self-weight in the
/// widest gap between its edges.
class GraphNumberPlaces
{
public:
    /// The unit vector along `v` ((1, 0) for a null vector).
    static QPointF unit(const QPointF &v);
    /// A quarter turn clockwise on screen: the right of the direction `v`.
    static QPointF rightOf(const QPointF &v);
    /// The unit direction from `node` into the widest gap between its edges; straight up for
    /// a node without edges.
    static QPointF freeDirection(const attn::Graph &graph, const GraphGeometry &geometry, int node);
    /// The centre of a number `text` beside the circle (`radius`) of `sender`, 40 degrees to
    /// the right of the line towards `towards`.
    static QPointF besideSender(const QPointF &sender, const QPointF &towards, double radius,
                                const QString &text);
};
