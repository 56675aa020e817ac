#pragma once

#include "graph.h"
#include "graphgeometry.h"
#include "graphmarks.h"
#include "trace.h"

#include <QCoreApplication>
#include <QFont>
#include <QPointF>
#include <QRectF>
#include <QSize>
#include <QString>
#include <QStringList>

#include <vector>

class QPainter;

/// Paints the Graph view onto any painter (the screen, a PNG, an SVG, a PDF): a title, the
/// edges (arrowheads when directed, their own weights when any is not 1), the attention
/// marks of GraphMarks over them with the selected node's weights as numbers, the nodes as
/// circles with their labels, and a caption that says how to read it. Knows no widget:
/// GraphCanvas and GraphView hand it a Scene.
class GraphPainter
{
    Q_DECLARE_TR_FUNCTIONS(GraphPainter)
public:
    struct Scene
    {
        const attn::Graph *graph = nullptr;
        QStringList labels;                          ///< one per node
        const attn::AttentionTrace *trace = nullptr; ///< nullptr: no attention to draw
        int head = 0;
        int selected = 0; ///< the receiving node whose attention is drawn strongly
        bool everyNode = false;
        int hovered = -1;         ///< a node under the mouse (screen only)
        int rubberFrom = -1;      ///< Shift+drag: the node the new edge starts at, else -1
        QPointF rubberTo;         ///< and where the mouse is
        bool keepMapping = false; ///< a node is being dragged: the geometry's mapping stays
        bool figure = false;
        bool showTitle = true;
        QString title;
    };

    explicit GraphPainter(const Scene &scene);

    /// Fits the graph into `size` below the title and above the caption, into `geometry`.
    void layOut(const QSize &size, GraphGeometry &geometry) const;
    /// Lays out, then paints the whole figure into (0, 0, size).
    void paint(QPainter &painter, const QSize &size, GraphGeometry &geometry) const;
    /// The attention marks as the scene stands (none without a trace that fits the graph).
    std::vector<GraphMarks::Mark> marks() const;
    /// The caption's paragraphs.
    QStringList caption() const;
    /// Whether the edges' own weights are written on them (some weight is not 1).
    bool showsEdgeWeights() const;
    /// The radius of every node's circle: room for the widest label, within bounds.
    double nodeRadius() const;
    /// Whether every label, in labelFont(scale), fits inside a circle of `radius` (else the
    /// wide ones go under it).
    bool labelsInside(double radius, double scale = 1.0) const;
    /// The labels' font: the plots' tick font, smaller by `scale` in a crowded graph.
    static QFont labelFont(double scale);

    /// How `size` is shared: the title's height (0 when left out), the caption's
    /// paragraphs shown (a short pane leaves the last ones out), the rectangle the places
    /// are fitted into, the nodes' radius.
    struct Frame
    {
        int title = 0;
        QStringList caption;
        QRectF area;
        double radius = 0;
        double labelScale = 1.0; ///< below 1 where nodes are closer than their circles
    };
    Frame frame(const QSize &size) const;

private:
    int titleHeight(int width) const;
    int captionHeight(const QStringList &lines, int width) const;
    void paintEdges(QPainter &painter, const GraphGeometry &geometry) const;
    /// Paints the marks; returns the selected node's numbers, painted after the nodes.
    std::vector<std::pair<QPointF, QString>> paintMarks(QPainter &painter,
                                                        const GraphGeometry &geometry) const;
    void paintNodes(QPainter &painter, const GraphGeometry &geometry, double labelScale) const;
    /// A number on a light ground: the weight of a mark (`attention`, framed in the
    /// weights' colour) or an edge's own weight (smaller, grey).
    void paintNumber(QPainter &painter, const QPointF &at, const QString &text,
                     bool attention) const;

    Scene m_scene;
};
