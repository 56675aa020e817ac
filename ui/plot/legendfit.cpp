#include "legendfit.h"

#include <qcustomplot.h>

#include <algorithm>
#include <vector>

bool LegendFit::fit(QCustomPlot *plot)
{
    // Entries fill the rows in turn, so a column is as wide as the widest entry that lands
    // in it.
    QCPLegend *legend = plot->legend;
    // The width the plot's layout gives the legend (less the plot layout's own margins), or
    // the plot's before the first layout; inside it, the legend's margins.
    const int given =
        legend->outerRect().width() > 0 ? legend->outerRect().width() : plot->viewport().width();
    // Less a pixel per column boundary: the grid rounds each column's share of the width.
    const int available = given - legend->margins().left() - legend->margins().right() - 2;
    // Full names back first (unless a name was set anew since, on a language switch).
    bool renamed = false;
    for (auto it = m_shortenedNames.begin(); it != m_shortenedNames.end(); ++it)
        if (it.key()->name() == it.value().second) {
            it.key()->setName(it.value().first);
            renamed = true;
        }
    m_shortenedNames.clear();
    // Cells of a wrapped grid can be empty: count the entries, not the cells.
    std::vector<int> widths;
    for (int i = 0; i < legend->elementCount(); ++i)
        if (QCPLayoutElement *entry = legend->elementAt(i))
            widths.push_back(entry->minimumOuterSizeHint().width());
    auto gridWidth = [&widths](int columns, int spacing) {
        int total = spacing * (columns - 1);
        for (int column = 0; column < columns; ++column) {
            int widest = 0;
            for (std::size_t i = std::size_t(column); i < widths.size(); i += std::size_t(columns))
                widest = std::max(widest, widths[i]);
            total += widest;
        }
        return total;
    };
    auto columnsAt = [&](int spacing) {
        int columns = 1;
        while (columns < int(widths.size()) && gridWidth(columns + 1, spacing) <= available)
            ++columns;
        return columns;
    };
    // Entries 24 px apart; closer (12) where that keeps a row more (one line less of legend).
    constexpr int kWideSpacing = 24, kNarrowSpacing = 12;
    int spacing = kWideSpacing;
    int columns = columnsAt(kWideSpacing);
    if (columnsAt(kNarrowSpacing) > columns) {
        spacing = kNarrowSpacing;
        columns = columnsAt(kNarrowSpacing);
    }
    const int wrap = columns >= int(widths.size()) ? 0 : columns;
    // An entry wider than the legend even in a column of its own: its name shortened.
    for (int i = 0; columns == 1 && i < legend->itemCount(); ++i) {
        auto *item = qobject_cast<QCPPlottableLegendItem *>(legend->item(i));
        const int need =
            item ? static_cast<QCPLayoutElement *>(item)->minimumOuterSizeHint().width() : 0;
        if (!item || need <= available)
            continue;
        const QString full = item->plottable()->name();
        const QFontMetrics metrics(item->font());
        const int room = available - (need - metrics.horizontalAdvance(full));
        const QString shown = metrics.elidedText(full, Qt::ElideRight, std::max(room, 0));
        item->plottable()->setName(shown);
        m_shortenedNames.insert(item->plottable(), {full, shown});
        renamed = true;
    }
    if (wrap == legend->wrap() && spacing == legend->columnSpacing())
        return renamed;
    legend->setColumnSpacing(spacing);
    legend->setWrap(wrap);
    legend->setFillOrder(QCPLayoutGrid::foColumnsFirst, true); // re-flows the entries
    return true;
}
