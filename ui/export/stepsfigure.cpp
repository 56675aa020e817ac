#include "stepsfigure.h"

#include "computationstages.h"
#include "document.h"
#include "plotstyle.h"
#include "stagepanel.h"

#include <qcustomplot.h>

#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace {

constexpr double kGutter = 30;   ///< left of the rows: the arrow from one row to the next
constexpr double kArrowGap = 46; ///< between two stages of a row
constexpr double kRowGap = 34;   ///< between rows: the arrow's way back to the left
constexpr double kArrowHead = 8;

QFont headingFont()
{
    QFont font = PlotStyle::labelFont();
    font.setBold(true);
    return font;
}

/// The stages of the figure and their panels, laid out at their natural size with rows
/// wrapped at a width.
struct StepsLayout
{
    struct Row
    {
        std::vector<int> stages;
        bool startsGroup = false;
        double top = 0; ///< of the panels; a group's heading is above it
        double height = 0;
    };

    std::vector<ComputationStage> stages;
    std::vector<StagePanel> panels; ///< refer to `stages`, which therefore never moves
    QString title;
    double titleHeight = 0;
    double headingHeight = 0;
    double minimumWidth = 0; ///< of the title and the headings

    std::vector<Row> rows;
    std::vector<QPointF> at; ///< top-left of each panel
    QSizeF size;

    StepsLayout(std::vector<ComputationStage> all, const QString &text, bool showValues)
        : stages(std::move(all)), title(text)
    {
        panels.reserve(stages.size());
        for (const ComputationStage &stage : stages)
            panels.emplace_back(stage, showValues);
        const QFontMetricsF titleMetrics = StagePanel::metrics(PlotStyle::titleFont());
        const QFontMetricsF heading = StagePanel::metrics(headingFont());
        titleHeight = title.isEmpty() ? 0 : titleMetrics.height() + 14; // a figure without
        headingHeight = heading.height() + 8;
        minimumWidth = title.isEmpty() ? 0 : titleMetrics.horizontalAdvance(title) + 4;
        for (const ComputationStage &stage : stages)
            minimumWidth =
                std::max(minimumWidth,
                         kGutter + heading.horizontalAdvance(stageGroupTitle(stage.group)) + 4);
    }
    StepsLayout(const StepsLayout &) = delete;
    StepsLayout &operator=(const StepsLayout &) = delete;

    /// Lays the rows out no wider than `wrap` (a single stage wider than that has a row of
    /// its own).
    void layOut(double wrap)
    {
        rows.clear();
        at.assign(stages.size(), QPointF());
        double y = titleHeight, width = minimumWidth, x = 0;
        auto close = [&](Row &row) {
            for (int i : row.stages)
                row.height = std::max(row.height, panels[std::size_t(i)].size().height());
            y = row.top + row.height + kRowGap;
            rows.push_back(row);
        };
        Row row;
        for (int i = 0; i < int(stages.size()); ++i) {
            const double w = panels[std::size_t(i)].size().width();
            const bool newGroup =
                i == 0 || stages[std::size_t(i)].group != stages[std::size_t(i - 1)].group;
            if (!row.stages.empty() && (newGroup || x + kArrowGap + w > wrap)) {
                close(row);
                row = Row();
            }
            if (row.stages.empty()) {
                row.startsGroup = newGroup;
                row.top = y + (newGroup ? headingHeight : 0);
                x = 0;
            } else {
                x += kArrowGap;
            }
            at[std::size_t(i)] = QPointF(kGutter + x, row.top);
            x += w;
            width = std::max(width, kGutter + x);
            row.stages.push_back(i);
        }
        if (!row.stages.empty())
            close(row);
        size = QSizeF(width, rows.empty() ? titleHeight : y - kRowGap);
    }

    /// The scale at which the layout fits `room`, at most 1.
    double scaleFor(const QSizeF &room) const
    {
        return std::min({1.0, room.width() / size.width(), room.height() / size.height()});
    }

    /// Lays out at the wrap width that lets the figure be largest in `room`; of equal
    /// fits, the one with the fewest rows.
    void fit(const QSizeF &room)
    {
        std::vector<double> widths;
        for (std::size_t first = 0; first < stages.size(); ++first) {
            double x = 0;
            for (std::size_t i = first; i < stages.size() && stages[i].group == stages[first].group;
                 ++i) {
                x += (i > first ? kArrowGap : 0) + panels[i].size().width();
                widths.push_back(x);
            }
        }
        double best = 0, bestScale = -1;
        std::size_t bestRows = 0;
        for (double wrap : widths) {
            layOut(wrap);
            const double scale = scaleFor(room);
            if (scale > bestScale + 1e-9 || (scale > bestScale - 1e-9 && rows.size() < bestRows)) {
                best = wrap;
                bestScale = scale;
                bestRows = rows.size();
            }
        }
        layOut(best);
    }
};

void drawArrowHead(QPainter &painter, const QPointF &tip, const QPointF &direction)
{
    const QPointF back = tip - direction * kArrowHead;
    const QPointF side(-direction.y() * kArrowHead * 0.45, direction.x() * kArrowHead * 0.45);
    QPainterPath head;
    head.moveTo(tip);
    head.lineTo(back + side);
    head.lineTo(back - side);
    head.closeSubpath();
    painter.setPen(Qt::NoPen);
    painter.setBrush(PlotStyle::mutedTextColor());
    painter.drawPath(head);
}

/// Arrows from stage to stage within a row, and from the last stage of a row down, back
/// along the gap and into the first stage of the next row.
void drawArrows(QPainter &painter, const StepsLayout &layout)
{
    QPen pen(PlotStyle::mutedTextColor(), 1.6);
    pen.setCapStyle(Qt::FlatCap);
    pen.setJoinStyle(Qt::MiterJoin);
    auto cellsMiddle = [&](int i) {
        const StagePanel &panel = layout.panels[std::size_t(i)];
        return layout.at[std::size_t(i)].y() + (panel.cellsTop() + panel.cellsBottom()) / 2;
    };
    for (std::size_t r = 0; r < layout.rows.size(); ++r) {
        const std::vector<int> &row = layout.rows[r].stages;
        for (std::size_t k = 1; k < row.size(); ++k) {
            const int from = row[k - 1], to = row[k];
            const double y = std::min(cellsMiddle(from), cellsMiddle(to));
            const QPointF start(layout.at[std::size_t(from)].x() +
                                    layout.panels[std::size_t(from)].matrixRight() + 6,
                                y);
            const QPointF tip(layout.at[std::size_t(to)].x() - 6, y);
            painter.setPen(pen);
            painter.setBrush(Qt::NoBrush);
            painter.drawLine(start, tip - QPointF(kArrowHead - 1, 0));
            drawArrowHead(painter, tip, QPointF(1, 0));
        }
        if (r + 1 == layout.rows.size())
            continue;
        const int last = row.back(), next = layout.rows[r + 1].stages.front();
        const StagePanel &panel = layout.panels[std::size_t(last)];
        const QPointF corner = layout.at[std::size_t(last)];
        const double x = corner.x() + (panel.cellsLeft() + panel.cellsRight()) / 2;
        const double gapMiddle = layout.rows[r].top + layout.rows[r].height + kRowGap / 2;
        const QPointF tip(layout.at[std::size_t(next)].x() - 6, cellsMiddle(next));
        QPainterPath path(QPointF(x, corner.y() + panel.size().height() + 4));
        path.lineTo(x, gapMiddle);
        path.lineTo(kGutter / 2, gapMiddle);
        path.lineTo(kGutter / 2, tip.y());
        path.lineTo(tip.x() - kArrowHead + 1, tip.y());
        painter.setPen(pen);
        painter.setBrush(Qt::NoBrush);
        painter.drawPath(path);
        drawArrowHead(painter, tip, QPointF(1, 0));
    }
}

/// The stages of `document`'s selected head, as the step-by-step view shows them.
std::vector<ComputationStage> stagesOf(const Document *document)
{
    if (!document)
        return {};
    return computationStages(document->tracedScenario(), document->trace(),
                             document->selectedHead());
}

/// The room inside the margins of a figure of `size`.
QSizeF roomIn(const QSize &size)
{
    return QSizeF(std::max(1.0, size.width() - 2 * StepsFigure::margin),
                  std::max(1.0, size.height() - 2 * StepsFigure::margin));
}

/// Where the natural layout's origin goes in a figure of `size` at `scale`: centred.
QPointF originIn(const QSize &size, const StepsLayout &layout, double scale)
{
    return QPointF((size.width() - layout.size.width() * scale) / 2,
                   (size.height() - layout.size.height() * scale) / 2);
}

} // namespace

StepsFigure::StepsFigure(const Document *document) : m_document(document) {}

QString StepsFigure::exportTitle() const
{
    const int head = m_document ? m_document->selectedHead() : 0;
    return tr("The computation step by step — head %1").arg(head + 1);
}

QSize StepsFigure::preferredSize() const
{
    // Rows wrapped for a page of 16 : 10, at the natural size of the type.
    StepsLayout layout(stagesOf(m_document), exportTitle(), true);
    layout.fit(QSizeF(1600, 1000));
    return QSize(int(std::ceil(layout.size.width() + 2 * margin)),
                 int(std::ceil(layout.size.height() + 2 * margin)))
        .expandedTo(QSize(400, 300));
}

StepsFigure::Placement StepsFigure::placement(const QSize &size,
                                              const PlotRenderOptions &options) const
{
    StepsLayout layout(stagesOf(m_document), options.showTitle ? exportTitle() : QString(),
                       options.showValues);
    layout.fit(roomIn(size));
    Placement placed;
    placed.scale = layout.scaleFor(roomIn(size));
    const QPointF origin = originIn(size, layout, placed.scale);
    auto map = [&](const QRectF &natural) {
        return QRectF(origin + natural.topLeft() * placed.scale, natural.size() * placed.scale);
    };
    placed.title = map(QRectF(0, 0, layout.minimumWidth, layout.titleHeight));
    for (std::size_t i = 0; i < layout.stages.size(); ++i)
        placed.stages.push_back(map(QRectF(layout.at[i], layout.panels[i].size())));
    return placed;
}

void StepsFigure::render(QCPPainter &painter, const QSize &size, const PlotRenderOptions &options)
{
    if (size.isEmpty())
        return;
    if (!options.transparentBackground)
        painter.fillRect(QRect(QPoint(0, 0), size), PlotStyle::backgroundColor());
    StepsLayout layout(stagesOf(m_document), options.showTitle ? exportTitle() : QString(),
                       options.showValues);
    layout.fit(roomIn(size));
    const double scale = layout.scaleFor(roomIn(size));
    painter.save();
    painter.translate(originIn(size, layout, scale));
    painter.scale(scale, scale);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.setPen(PlotStyle::textColor());
    painter.setFont(PlotStyle::titleFont());
    painter.drawText(QRectF(0, 0, layout.size.width(), layout.titleHeight - 6),
                     Qt::AlignLeft | Qt::AlignVCenter, layout.title);
    painter.setFont(headingFont());
    for (const StepsLayout::Row &row : layout.rows)
        if (row.startsGroup)
            painter.drawText(QRectF(kGutter, row.top - layout.headingHeight,
                                    layout.size.width() - kGutter, layout.headingHeight),
                             Qt::AlignLeft | Qt::AlignVCenter,
                             stageGroupTitle(layout.stages[std::size_t(row.stages.front())].group));
    drawArrows(painter, layout);
    for (std::size_t i = 0; i < layout.stages.size(); ++i)
        layout.panels[i].paint(painter, layout.at[i]);
    painter.restore();
}
