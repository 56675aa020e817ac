#include "stagepanel.h"

#include "plotstyle.h"
#include "stagecelllook.h"
#include "stagematrixview.h"

#include <QImage>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace {

constexpr double kLabelGap = 6; ///< between the row labels and the cells
constexpr double kCellPad = 12; ///< around the widest number of a cell
constexpr double kMinCellWidth = 40;
constexpr double kMaxLabelWidth = 200; ///< longer token labels end in "…"

QFont boldLabelFont()
{
    QFont font = PlotStyle::labelFont();
    font.setBold(true);
    return font;
}

double widest(const QStringList &texts, qsizetype count, const QFontMetricsF &metrics)
{
    double width = 0;
    for (qsizetype i = 0; i < count && i < texts.size(); ++i)
        width = std::max(width, metrics.horizontalAdvance(texts.at(i)));
    return width;
}

} // namespace

QFontMetricsF StagePanel::metrics(const QFont &font)
{
    // Every export paints at 96 dots per inch; the screen may have another resolution.
    static const QImage device = [] {
        QImage image(1, 1, QImage::Format_ARGB32_Premultiplied);
        const int dotsPerMetre = int(std::lround(96 / 0.0254));
        image.setDotsPerMeterX(dotsPerMetre);
        image.setDotsPerMeterY(dotsPerMetre);
        return image;
    }();
    return QFontMetricsF(font, &device);
}

StagePanel::StagePanel(const ComputationStage &stage, bool showValues)
    : m_stage(stage), m_showValues(showValues)
{
    m_rows = int(std::min<Eigen::Index>(stage.values.rows(), StageMatrixView::maxRows));
    m_columns =
        int(std::min<Eigen::Index>(stage.values.cols(), StageMatrixView::columnLimitOf(stage)));
    m_moreRows = stage.rows > m_rows;
    m_moreColumns = stage.columns > m_columns;

    const QFontMetricsF title = metrics(boldLabelFont());
    const QFontMetricsF note = metrics(PlotStyle::noteFont());
    const QFontMetricsF value = metrics(PlotStyle::valueFont());
    m_titleHeight = title.height() + 4;
    m_shapeHeight = note.height() + 4;
    m_columnLabelHeight = value.height() + 4;
    m_cellHeight = value.height() + 8;
    m_rowLabelWidth = std::min(widest(stage.rowLabels, m_rows, value), kMaxLabelWidth) + kLabelGap;
    // Each column as wide as its label and its widest number: a long token widens its
    // own column only.
    const StageCellLook look(stage, m_rows, m_columns);
    m_columnLeft.assign(1, 0.0);
    for (int c = 0; c < std::max(m_columns, 1); ++c) {
        double cell = kMinCellWidth;
        if (c < m_columns && c < stage.columnLabels.size())
            cell = std::max(
                cell,
                std::min(value.horizontalAdvance(stage.columnLabels.at(c)), kMaxLabelWidth) + 8);
        for (int r = 0; m_showValues && c < m_columns && r < m_rows; ++r)
            cell = std::max(cell, value.horizontalAdvance(look.text(r, c)) + kCellPad);
        m_columnLeft.push_back(m_columnLeft.back() + cell);
    }
    m_moreWidth = m_moreColumns ? value.horizontalAdvance(QStringLiteral("…")) + 12 : 0;
    m_moreHeight = m_moreRows ? value.height() + 2 : 0;
    m_captionHeight = stage.caption.isEmpty() ? 0 : note.height() + 6;

    const double width = std::max(
        {cellsRight() + m_moreWidth, title.horizontalAdvance(stage.title) + 4,
         note.horizontalAdvance(shapeText()) + 4, note.horizontalAdvance(stage.caption) + 4});
    m_size = QSizeF(width, cellsBottom() + m_moreHeight + m_captionHeight);
}

double StagePanel::cellsRight() const
{
    return m_rowLabelWidth + m_columnLeft.back();
}

double StagePanel::cellsTop() const
{
    return m_titleHeight + m_shapeHeight + m_columnLabelHeight;
}

double StagePanel::cellsBottom() const
{
    return cellsTop() + std::max(m_rows, 1) * m_cellHeight;
}

QString StagePanel::shapeText() const
{
    const QString shape = tr("%1 × %2").arg(m_stage.rows).arg(m_stage.columns);
    if (m_moreRows && m_moreColumns)
        return tr("%1, first %2 rows and %3 columns shown").arg(shape).arg(m_rows).arg(m_columns);
    if (m_moreRows)
        return tr("%1, first %2 rows shown").arg(shape).arg(m_rows);
    if (m_moreColumns)
        return tr("%1, first %2 columns shown").arg(shape).arg(m_columns);
    return shape;
}

void StagePanel::paint(QPainter &painter, const QPointF &topLeft) const
{
    painter.save();
    const double width = m_size.width();
    painter.setPen(PlotStyle::textColor());
    painter.setFont(boldLabelFont());
    painter.drawText(QRectF(topLeft, QSizeF(width, m_titleHeight)),
                     Qt::AlignLeft | Qt::AlignVCenter, m_stage.title);
    painter.setFont(PlotStyle::noteFont());
    painter.setPen(PlotStyle::mutedTextColor());
    painter.drawText(QRectF(topLeft + QPointF(0, m_titleHeight), QSizeF(width, m_shapeHeight)),
                     Qt::AlignLeft | Qt::AlignVCenter, shapeText());
    paintCells(painter, topLeft);
    paintEllipses(painter, topLeft);
    if (!m_stage.caption.isEmpty()) {
        painter.setFont(PlotStyle::noteFont());
        painter.setPen(PlotStyle::mutedTextColor());
        const double top = cellsBottom() + m_moreHeight;
        painter.drawText(QRectF(topLeft + QPointF(0, top), QSizeF(width, m_captionHeight)),
                         Qt::AlignLeft | Qt::AlignVCenter, m_stage.caption);
    }
    painter.restore();
}

void StagePanel::paintCells(QPainter &painter, const QPointF &origin) const
{
    const QFont font = PlotStyle::valueFont();
    const QFontMetricsF value = metrics(font);
    const QPointF cells = origin + QPointF(m_rowLabelWidth, cellsTop());
    auto cellRect = [&](int r, int c) { return this->cellRect(cells, r, c); };
    if (m_rows == 0 || m_columns == 0)
        return;
    painter.setFont(font);
    painter.setPen(PlotStyle::textColor());
    for (int c = 0; c < m_columns && c < m_stage.columnLabels.size(); ++c)
        painter.drawText(cellRect(0, c).translated(0, -m_columnLabelHeight).adjusted(0, 0, 0, -4),
                         Qt::AlignHCenter | Qt::AlignBottom,
                         value.elidedText(m_stage.columnLabels.at(c), Qt::ElideRight,
                                          cellRect(0, c).width() - 4));
    painter.setPen(PlotStyle::mutedTextColor());
    for (int r = 0; r < m_rows && r < m_stage.rowLabels.size(); ++r)
        painter.drawText(
            QRectF(origin.x(), cellRect(r, 0).top(), m_rowLabelWidth - kLabelGap, m_cellHeight),
            Qt::AlignRight | Qt::AlignVCenter,
            value.elidedText(m_stage.rowLabels.at(r), Qt::ElideRight, kMaxLabelWidth));
    const StageCellLook look(m_stage, m_rows, m_columns);
    const bool antialiased = painter.testRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::Antialiasing, false); // no seams between cells
    for (int r = 0; r < m_rows; ++r)
        for (int c = 0; c < m_columns; ++c) {
            if (look.isMasked(r, c))
                PlotStyle::fillMasked(painter, cellRect(r, c));
            else
                painter.fillRect(cellRect(r, c), look.background(r, c));
        }
    // White separators, as on screen.
    painter.setPen(QPen(Qt::white, 1));
    const QRectF all = cellRect(0, 0).united(cellRect(m_rows - 1, m_columns - 1));
    for (int c = 1; c < m_columns; ++c)
        painter.drawLine(QPointF(cellRect(0, c).left(), all.top()),
                         QPointF(cellRect(0, c).left(), all.bottom()));
    for (int r = 1; r < m_rows; ++r)
        painter.drawLine(QPointF(all.left(), cellRect(r, 0).top()),
                         QPointF(all.right(), cellRect(r, 0).top()));
    painter.setRenderHint(QPainter::Antialiasing, antialiased);
    if (!m_showValues)
        return;
    for (int r = 0; r < m_rows; ++r)
        for (int c = 0; c < m_columns; ++c) {
            painter.setPen(look.textColor(r, c));
            painter.drawText(cellRect(r, c), Qt::AlignCenter, look.text(r, c));
        }
}

QRectF StagePanel::cellRect(const QPointF &cells, int row, int column) const
{
    const double left = m_columnLeft[std::size_t(column)];
    return QRectF(cells.x() + left, cells.y() + row * m_cellHeight,
                  m_columnLeft[std::size_t(column) + 1] - left, m_cellHeight);
}

void StagePanel::paintEllipses(QPainter &painter, const QPointF &origin) const
{
    if (m_rows == 0 || m_columns == 0)
        return;
    painter.setFont(PlotStyle::valueFont());
    painter.setPen(PlotStyle::mutedTextColor());
    const double left = origin.x() + m_rowLabelWidth, top = origin.y() + cellsTop();
    if (m_moreColumns)
        for (int r = 0; r < m_rows; ++r)
            painter.drawText(QRectF(origin.x() + cellsRight(), top + r * m_cellHeight, m_moreWidth,
                                    m_cellHeight),
                             Qt::AlignCenter, QStringLiteral("…"));
    if (m_moreRows)
        for (int c = 0; c < m_columns; ++c)
            painter.drawText(QRectF(left + m_columnLeft[std::size_t(c)], origin.y() + cellsBottom(),
                                    m_columnLeft[std::size_t(c) + 1] - m_columnLeft[std::size_t(c)],
                                    m_moreHeight),
                             Qt::AlignCenter, QStringLiteral("⋮"));
}
