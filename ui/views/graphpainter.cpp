#include "graphpainter.h"

#include "graphnumberplaces.h"
#include "plotstyle.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>

namespace {

constexpr double kPad = 8.0;

} // namespace

GraphPainter::GraphPainter(const Scene &scene) : m_scene(scene) {}

double GraphPainter::nodeRadius() const
{
    const QFontMetricsF fm(PlotStyle::tickFont());
    double widest = 0;
    for (const QString &label : m_scene.labels)
        widest = std::max(widest, fm.horizontalAdvance(label));
    return std::clamp(widest / 2 + 0.45 * fm.height(), 0.8 * fm.height(), 1.6 * fm.height());
}

bool GraphPainter::labelsInside(double radius, double scale) const
{
    const QFontMetricsF fm(labelFont(scale));
    return std::all_of(m_scene.labels.begin(), m_scene.labels.end(), [&](const QString &label) {
        return fm.horizontalAdvance(label) <= 2 * radius - 4;
    });
}

std::vector<GraphMarks::Mark> GraphPainter::marks() const
{
    const attn::AttentionTrace *t = m_scene.trace;
    if (!m_scene.graph || !t || m_scene.head < 0 || m_scene.head >= int(t->heads.size()))
        return {};
    return GraphMarks::of(*m_scene.graph, t->heads[std::size_t(m_scene.head)].weights, t->mask,
                          m_scene.selected, m_scene.everyNode);
}

bool GraphPainter::showsEdgeWeights() const
{
    if (!m_scene.graph)
        return false;
    return std::any_of(m_scene.graph->edges.begin(), m_scene.graph->edges.end(),
                       [](const attn::GraphEdge &e) { return e.weight != 1.0; });
}

QStringList GraphPainter::caption() const
{
    QStringList lines;
    const attn::Graph *g = m_scene.graph;
    if (!g)
        return lines;
    const int n = g->nodeCount();
    const attn::AttentionTrace *t = m_scene.trace;
    const bool fits = t && m_scene.head >= 0 && m_scene.head < int(t->heads.size()) &&
                      t->heads[std::size_t(m_scene.head)].weights.rows() == n &&
                      t->heads[std::size_t(m_scene.head)].weights.cols() == n;
    if (!fits) {
        lines << tr("No attention to show: the scenario has a problem (see the status bar).");
        return lines;
    }
    if (m_scene.selected >= 0 && m_scene.selected < m_scene.labels.size())
        lines << tr("Selected node “%1”, head %2: the wider and darker a line into it, the "
                    "more weight it gives that neighbour (the number beside the neighbour).")
                     .arg(m_scene.labels.at(m_scene.selected))
                     .arg(m_scene.head + 1);
    if (g->selfLoops)
        lines << tr("The ring around a node: the weight it gives itself.");
    if (m_scene.everyNode)
        lines << tr("Faint lines: the attention of every other node, each on the right-hand "
                    "side of its edge as seen from the sender.");
    if (g->edges.empty())
        lines << (g->selfLoops ? tr("No edges yet: each node attends only to itself.")
                               : tr("No edges and no self-loops: no node attends to anything."));
    if (t->mask.kind() != attn::MaskKind::Neighbours)
        lines << tr("The mask is not “neighbours only”: nodes also attend to nodes they are "
                    "not joined to, which this view does not draw (see the heatmap).");
    if (showsEdgeWeights())
        lines << tr("Numbers on the edges: their own weights, shown only; attention reads "
                    "the node features alone.");
    return lines;
}

int GraphPainter::titleHeight(int width) const
{
    if (!m_scene.showTitle || m_scene.title.isEmpty())
        return 0;
    const QFontMetricsF fm(PlotStyle::titleFont());
    return int(std::ceil(
               fm.boundingRect(QRectF(0, 0, width - 2 * kPad, 1e6), Qt::TextWordWrap, m_scene.title)
                   .height())) +
           int(kPad);
}

int GraphPainter::captionHeight(const QStringList &lines, int width) const
{
    if (lines.isEmpty())
        return 0;
    const QFontMetricsF fm(PlotStyle::noteFont());
    return int(std::ceil(fm.boundingRect(QRectF(0, 0, width - 2 * kPad, 1e6), Qt::TextWordWrap,
                                         lines.join(u'\n'))
                             .height())) +
           int(kPad);
}

GraphPainter::Frame GraphPainter::frame(const QSize &size) const
{
    Frame f;
    f.radius = nodeRadius();
    const double value = QFontMetricsF(PlotStyle::valueFont()).height();
    const double full = f.radius;
    for (int pass = 0; pass < 2; ++pass) {
        // Room around the circles for the self-weight's ring and its number, and below for
        // the labels too wide for their circle.
        const double side = f.radius + 12 * PlotStyle::lineScale() + 1.2 * value;
        const double below = side + (labelsInside(f.radius, f.labelScale)
                                         ? 0
                                         : QFontMetricsF(labelFont(f.labelScale)).height());
        const double least = std::max(4 * f.radius, 90.0);
        const auto room = [&] {
            return size.height() - f.title - captionHeight(f.caption, size.width()) - side - below;
        };
        // A short pane keeps the graph: the caption gives up its last paragraphs, then the
        // title.
        f.title = titleHeight(size.width());
        f.caption = caption();
        while (!f.caption.isEmpty() &&
               (captionHeight(f.caption, size.width()) > 0.3 * size.height() || room() < least))
            f.caption.removeLast();
        if (room() < least)
            f.title = 0;
        f.area = QRectF(side, f.title + side, std::max(1.0, size.width() - 2 * side),
                        std::max(1.0, room()));
        // Nodes closer than their circles are wide: smaller circles and labels, once.
        if (pass > 0 || !m_scene.graph)
            break;
        GraphGeometry trial;
        trial.fit(m_scene.graph->nodes, f.area, f.radius);
        double closest = std::numeric_limits<double>::max();
        for (int a = 0; a < trial.nodeCount(); ++a)
            for (int b = a + 1; b < trial.nodeCount(); ++b) {
                const QPointF d = trial.centre(a) - trial.centre(b);
                closest = std::min(closest, std::hypot(d.x(), d.y()));
            }
        if (closest >= 2.4 * f.radius)
            break;
        f.radius = std::max(closest / 2.4, 0.5 * value);
        f.labelScale = std::clamp(f.radius / full, 0.7, 1.0);
    }
    return f;
}

QFont GraphPainter::labelFont(double scale)
{
    QFont font = PlotStyle::tickFont();
    if (scale < 1.0)
        font.setPointSizeF(font.pointSizeF() * scale);
    return font;
}

void GraphPainter::layOut(const QSize &size, GraphGeometry &geometry) const
{
    if (!m_scene.graph)
        return;
    if (m_scene.keepMapping && geometry.nodeCount() == m_scene.graph->nodeCount()) {
        geometry.place(m_scene.graph->nodes);
        return;
    }
    const Frame f = frame(size);
    geometry.fit(m_scene.graph->nodes, f.area, f.radius);
}

void GraphPainter::paint(QPainter &painter, const QSize &size, GraphGeometry &geometry) const
{
    layOut(size, geometry);
    if (!m_scene.graph)
        return;
    const Frame f = frame(size);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    if (f.title > 0) {
        painter.setFont(PlotStyle::titleFont());
        painter.setPen(PlotStyle::textColor());
        painter.drawText(QRectF(kPad, kPad / 2, size.width() - 2 * kPad, f.title),
                         Qt::TextWordWrap | Qt::AlignHCenter | Qt::AlignTop, m_scene.title);
    }
    paintEdges(painter, geometry);
    const auto numbers = paintMarks(painter, geometry);
    if (m_scene.rubberFrom >= 0 && m_scene.rubberFrom < geometry.nodeCount()) {
        painter.setPen(QPen(PlotStyle::selectionColor(), 2 * PlotStyle::lineScale(), Qt::DashLine,
                            Qt::RoundCap));
        painter.drawLine(geometry.centre(m_scene.rubberFrom), m_scene.rubberTo);
    }
    paintNodes(painter, geometry, f.labelScale);
    for (const auto &[at, text] : numbers) // over the nodes: a crowded graph hides none
        paintNumber(painter, at, text, true);
    if (const int bottom = captionHeight(f.caption, size.width())) {
        painter.setFont(PlotStyle::noteFont());
        painter.setPen(PlotStyle::mutedTextColor());
        painter.drawText(QRectF(kPad, size.height() - bottom, size.width() - 2 * kPad, bottom),
                         Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, f.caption.join(u'\n'));
    }
    painter.restore();
}

void GraphPainter::paintEdges(QPainter &painter, const GraphGeometry &geometry) const
{
    const attn::Graph &g = *m_scene.graph;
    const double r = geometry.nodeRadius();
    const double lw = 1.5 * PlotStyle::lineScale();
    const QColor colour = PlotStyle::mutedTextColor();
    const bool numbers = showsEdgeWeights();
    const double valueHeight = QFontMetricsF(PlotStyle::valueFont()).height();
    for (const attn::GraphEdge &e : g.edges) {
        if (e.sender < 0 || e.receiver < 0 || e.sender >= geometry.nodeCount() ||
            e.receiver >= geometry.nodeCount() || e.sender == e.receiver)
            continue;
        const QPointF a = geometry.centre(e.sender);
        const QPointF b = geometry.centre(e.receiver);
        const QPointF u = GraphNumberPlaces::unit(b - a);
        const QPointF from = a + u * r;
        const QPointF to = b - u * r;
        painter.setPen(QPen(colour, lw, Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(from, to);
        if (g.directed) {
            const double head = 9.0 * PlotStyle::lineScale();
            QPainterPath arrow;
            arrow.moveTo(to);
            arrow.lineTo(to - u * head + GraphNumberPlaces::rightOf(u) * head * 0.45);
            arrow.lineTo(to - u * head - GraphNumberPlaces::rightOf(u) * head * 0.45);
            arrow.closeSubpath();
            painter.setPen(Qt::NoPen);
            painter.setBrush(colour);
            painter.drawPath(arrow);
            painter.setBrush(Qt::NoBrush);
        }
        if (numbers)
            paintNumber(painter,
                        (from + to) / 2 -
                            GraphNumberPlaces::rightOf(u) * (0.6 * valueHeight + 6 * lw),
                        PlotStyle::compact(e.weight), false); // clear of a wide mark
    }
}

std::vector<std::pair<QPointF, QString>>
GraphPainter::paintMarks(QPainter &painter, const GraphGeometry &geometry) const
{
    std::vector<std::pair<QPointF, QString>> numbers; ///< the selected node's weights
    const double r = geometry.nodeRadius();
    const double scale = PlotStyle::lineScale();
    const QColor base = PlotStyle::weightColor();
    const int decimals = PlotStyle::decimals(2);
    const double fh = QFontMetricsF(PlotStyle::valueFont()).height();
    for (const GraphMarks::Mark &m : marks()) {
        if (m.receiver >= geometry.nodeCount() || m.sender >= geometry.nodeCount())
            continue;
        QColor colour = base;
        colour.setAlphaF(float(m.alpha));
        const double width = m.width * scale;
        const QPointF c = geometry.centre(m.receiver);
        if (m.selfLoop()) {
            painter.setPen(QPen(colour, width));
            painter.setBrush(Qt::NoBrush);
            const double ring = r + 2.0 + width / 2;
            painter.drawEllipse(c, ring, ring);
            if (m.strong) {
                const QPointF away =
                    GraphNumberPlaces::freeDirection(*m_scene.graph, geometry, m.receiver);
                numbers.emplace_back(c + away * (ring + width / 2 + 0.7 * fh),
                                     PlotStyle::fixed(m.weight, decimals));
            }
            continue;
        }
        const QPointF s = geometry.centre(m.sender);
        const QPointF u = GraphNumberPlaces::unit(c - s);
        // With every node drawn, i <- j and j <- i share an edge: each keeps to its side.
        const QPointF side =
            m_scene.everyNode ? GraphNumberPlaces::rightOf(u) * (width / 2 + 1.5) : QPointF();
        painter.setPen(QPen(colour, width, Qt::SolidLine, Qt::FlatCap));
        painter.drawLine(s + u * r + side, c - u * r + side);
        if (m.strong) {
            const QString text = PlotStyle::fixed(m.weight, decimals);
            numbers.emplace_back(GraphNumberPlaces::besideSender(s, c, r, text), text);
        }
    }
    return numbers;
}

void GraphPainter::paintNumber(QPainter &painter, const QPointF &at, const QString &text,
                               bool attention) const
{
    QFont font = PlotStyle::valueFont();
    if (!attention) // an edge's own weight: smaller, grey, no frame
        font.setPointSizeF(font.pointSizeF() * 0.85);
    painter.setFont(font);
    const QFontMetricsF fm(font);
    const QRectF box(at.x() - fm.horizontalAdvance(text) / 2 - 2, at.y() - fm.height() / 2,
                     fm.horizontalAdvance(text) + 4, fm.height());
    QColor ground = PlotStyle::backgroundColor();
    ground.setAlphaF(0.85f);
    painter.setPen(attention ? QPen(PlotStyle::weightColor(), 1) : QPen(Qt::NoPen));
    painter.setBrush(ground);
    painter.drawRoundedRect(box, 3, 3);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(attention ? PlotStyle::textColor() : PlotStyle::mutedTextColor());
    painter.drawText(box, Qt::AlignCenter, text);
}

void GraphPainter::paintNodes(QPainter &painter, const GraphGeometry &geometry,
                              double labelScale) const
{
    const double r = geometry.nodeRadius();
    const double scale = PlotStyle::lineScale();
    painter.setFont(labelFont(labelScale));
    const QFontMetricsF fm(painter.font());
    for (int i = 0; i < geometry.nodeCount(); ++i) {
        const QPointF c = geometry.centre(i);
        const bool selected = i == m_scene.selected;
        const bool hovered = i == m_scene.hovered && !m_scene.figure;
        QColor border = selected ? PlotStyle::selectionColor() : PlotStyle::textColor();
        painter.setPen(QPen(border, (selected ? 3.0 : hovered ? 2.5 : 1.5) * scale));
        painter.setBrush(selected ? PlotStyle::highlightColor() : PlotStyle::backgroundColor());
        painter.drawEllipse(c, r, r);
        painter.setBrush(Qt::NoBrush);
        const QString label =
            i < m_scene.labels.size() ? m_scene.labels.at(i) : QString::number(i + 1);
        painter.setPen(PlotStyle::textColor());
        if (fm.horizontalAdvance(label) <= 2 * r - 4) {
            painter.drawText(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), Qt::AlignCenter, label);
            continue;
        }
        // Too wide for its circle: under it, on a ground of its own, shortened only when
        // longer than about ten characters.
        const QString shown = fm.elidedText(label, Qt::ElideRight, 10 * fm.height());
        const double w = fm.horizontalAdvance(shown) + 6;
        const QRectF box(c.x() - w / 2, c.y() + r + 1, w, fm.height());
        QColor ground = PlotStyle::backgroundColor();
        ground.setAlphaF(0.9f);
        painter.setPen(Qt::NoPen);
        painter.setBrush(ground);
        painter.drawRoundedRect(box, 3, 3);
        painter.setBrush(Qt::NoBrush);
        painter.setPen(PlotStyle::textColor());
        painter.drawText(box, Qt::AlignCenter, shown);
    }
}
