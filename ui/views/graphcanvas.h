#pragma once

#include "document.h"
#include "graphgeometry.h"
#include "graphpainter.h"

#include <QWidget>

class QMenu;

/// The drawing of the Graph view and its mouse: the scenario's graph painted by
/// GraphPainter, the selected node's incoming attention strongly (and every node's faintly
/// with everyNode()). A click on a node selects it; dragging a node moves it live, one undo
/// step per drag; Shift+drag from one node to another adds or removes the edge between
/// them (a rubber band follows the mouse); a right-click offers what can be done to the node
/// or edge under it.
class GraphCanvas : public QWidget
{
    Q_OBJECT
public:
    explicit GraphCanvas(Document *document, QWidget *parent = nullptr);

    bool everyNode() const { return m_everyNode; }
    void setEveryNode(bool every);
    /// Where the nodes are, as last laid out for the widget's size.
    const GraphGeometry &geometry() const { return m_geometry; }
    /// The node labels: the scenario's query labels (the trace's where it has none).
    QStringList labels() const;
    /// What GraphPainter draws, on screen or (`figure`) in an exported figure.
    GraphPainter::Scene scene(bool figure) const;
    /// The attention marks drawn on screen as things stand.
    std::vector<GraphMarks::Mark> marks() const;
    /// The caption under the graph, one paragraph an entry.
    QStringList caption() const;
    QString title() const;
    int hoveredNode() const { return m_hovered; }
    bool isDragging() const { return m_dragging; }
    /// The menu a right-click at `pixel` opens (nullptr over empty space); owned by the
    /// caller. Its actions act at once when triggered.
    QMenu *contextMenuAt(const QPointF &pixel);

    /// Lays the graph out again for the document as it stands and repaints.
    void refresh();

    QSize sizeHint() const override { return QSize(700, 520); }
    QSize minimumSizeHint() const override { return QSize(260, 200); }

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    void leaveEvent(QEvent *event) override;

private:
    const attn::Graph &graph() const { return m_document->scenario().graph; }
    void selectNode(int node);
    void dragTo(const QPointF &pixel);
    void toggleEdge(int sender, int receiver);
    void showToolTip(const QPoint &global, const QPointF &pixel);

    Document *m_document;
    GraphGeometry m_geometry; ///< laid out by refresh() and every paint
    bool m_everyNode = false;
    int m_hovered = -1;
    // A gesture from a press on a node: a move (m_dragging) or a new edge (m_rubberFrom).
    int m_pressed = -1;
    QPointF m_pressPixel;
    bool m_dragging = false;
    int m_dragMergeId = -1;
    int m_rubberFrom = -1;
    QPointF m_rubberTo;
};
