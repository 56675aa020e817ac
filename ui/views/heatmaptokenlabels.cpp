#include "heatmaptokenlabels.h"

#include <qcustomplot.h>

#include <cmath>

void HeatmapTokenLabels::read(const attn::AttentionTrace &trace, int rows, int columns,
                              const std::vector<bool> &maskedRows)
{
    m_queries.clear();
    m_keys.clear();
    m_rows.clear();
    for (int r = 0; r < rows; ++r)
        m_queries << (r < int(trace.queryLabels.size())
                          ? QString::fromStdString(trace.queryLabels[std::size_t(r)])
                          : QStringLiteral("q%1").arg(r + 1));
    for (int c = 0; c < columns; ++c)
        m_keys << (c < int(trace.keyLabels.size())
                       ? QString::fromStdString(trace.keyLabels[std::size_t(c)])
                       : QStringLiteral("k%1").arg(c + 1));
    for (int r = 0; r < rows; ++r) {
        const bool masked = r < int(maskedRows.size()) && maskedRows[std::size_t(r)];
        m_rows << (masked ? QStringLiteral("⚠ ") + m_queries.at(r) : m_queries.at(r));
    }
}

void HeatmapTokenLabels::fit(const QCustomPlot *plot, QCPAxisTickerText *keys,
                             QCPAxisTickerText *queries)
{
    const QCPAxisRect *rect = plot->axisRect();
    const QFont font = plot->xAxis->tickLabelFont();
    m_columnFit = fitKeys(m_keys, font, rect->width());
    // Row labels take at most a quarter of the width: the cells need it more.
    m_rowFit = CategoryLabelFit::rows(m_rows, font, rect->height(), plot->viewport().width() / 4.0);
    m_columnFit.apply(keys);
    m_rowFit.apply(queries);
}

CategoryLabelFit HeatmapTokenLabels::fitKeys(const QStringList &keys, const QFont &font,
                                             double length)
{
    // Two lines at most: a third would take the height the square cells need, and labels
    // three lines apart no longer read as one row of keys.
    CategoryLabelFit fit = CategoryLabelFit::columns(keys, font, length, 2);
    if (fit.kind() == CategoryLabelFit::Kind::EveryKth) // a third line before that
        fit = CategoryLabelFit::columns(keys, font, length, 3);
    return fit;
}

bool HeatmapTokenLabels::keysWholeWider(const QCustomPlot *plot, int widthChange) const
{
    return fitKeys(m_keys, plot->xAxis->tickLabelFont(), plot->axisRect()->width() + widthChange)
        .isWhole();
}

int HeatmapTokenLabels::rowAt(const QCustomPlot *plot, const QPointF &pos) const
{
    const QRect rect = plot->axisRect()->rect();
    if (!(pos.x() < rect.left() && pos.y() >= rect.top() && pos.y() <= rect.bottom()))
        return -1;
    const int row = int(std::lround(plot->yAxis->pixelToCoord(pos.y())));
    return row >= 0 && row < m_queries.size() ? row : -1;
}

int HeatmapTokenLabels::columnAt(const QCustomPlot *plot, const QPointF &pos) const
{
    const QRect rect = plot->axisRect()->rect();
    if (!(pos.y() > rect.bottom() && pos.x() >= rect.left() && pos.x() <= rect.right()))
        return -1;
    const int column = int(std::lround(plot->xAxis->pixelToCoord(pos.x())));
    return column >= 0 && column < m_keys.size() ? column : -1;
}

QString HeatmapTokenLabels::nameAt(const QCustomPlot *plot, const QPointF &pos) const
{
    if (const int row = rowAt(plot, pos); row >= 0)
        return m_queries.at(row);
    if (const int column = columnAt(plot, pos); column >= 0)
        return m_keys.at(column);
    return QString();
}
