#pragma once

#include "categorylabelfit.h"
#include "trace.h"

#include <QPointF>
#include <QStringList>

#include <vector>

class QCPAxisTickerText;
class QCustomPlot;

/// The token names on the heatmap's axes: the queries down the left (a row whose every key
/// is masked flagged "⚠"), the keys along the bottom, as many as fit (CategoryLabelFit);
/// and which name lies under a point of the plot.
class HeatmapTokenLabels
{
public:
    /// Reads the names of `rows` queries and `columns` keys from `trace` ("q1", "k1" where
    /// it has none); `maskedRows[r]`: row r has every key masked.
    void read(const attn::AttentionTrace &trace, int rows, int columns,
              const std::vector<bool> &maskedRows);
    /// Fits the names to the axis rectangle of `plot` (keys on two lines, three before one
    /// in k; queries in a quarter of the width at most) and puts them on the tickers.
    void fit(const QCustomPlot *plot, QCPAxisTickerText *keys, QCPAxisTickerText *queries);
    /// Whether fit() would draw every key's name whole were `plot` `widthChange` pixels
    /// wider (narrower when negative) than it is, its margins as they are.
    bool keysWholeWider(const QCustomPlot *plot, int widthChange) const;
    /// The query row whose name is left of the cells at `pos`, -1 for none.
    int rowAt(const QCustomPlot *plot, const QPointF &pos) const;
    /// The key column whose name is below the cells at `pos`, -1 for none.
    int columnAt(const QCustomPlot *plot, const QPointF &pos) const;
    /// The whole name of the token label at `pos`, or an empty string.
    QString nameAt(const QCustomPlot *plot, const QPointF &pos) const;

    /// The queries' names, one per row.
    const QStringList &queries() const { return m_queries; }
    /// The keys' names, one per column.
    const QStringList &keys() const { return m_keys; }
    /// How the key names fit at the last fit().
    const CategoryLabelFit &columnFit() const { return m_columnFit; }
    /// How the query names fit at the last fit().
    const CategoryLabelFit &rowFit() const { return m_rowFit; }

private:
    /// How `keys` fit under an axis `length` pixels long in `font`: on two lines, or three
    /// before one in k.
    static CategoryLabelFit fitKeys(const QStringList &keys, const QFont &font, double length);

    QStringList m_queries;
    QStringList m_keys;
    QStringList m_rows; ///< query names as drawn, fully masked rows flagged
    CategoryLabelFit m_columnFit;
    CategoryLabelFit m_rowFit;
};
