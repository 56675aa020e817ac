#include "heatmapsizing.h"

#include "plotstyle.h"

#include <QFontMetrics>

#include <algorithm>

QSize HeatmapSizing::least(const QFont &titleFont, const QFont &noteFont, const QFont &ticksFont,
                           int rows, int columns, int layoutMinimum)
{
    const QFontMetrics title(titleFont);
    const QFontMetrics note(noteFont);
    const QFontMetrics ticks(ticksFont);
    // Cells: a label's line for each row, up to eight rows' worth, at least 80 px.
    const int cells = std::clamp(rows * ticks.lineSpacing(), 80, 8 * ticks.lineSpacing());
    const int height =
        std::max(title.height() + 2 * note.lineSpacing() + 3 * ticks.lineSpacing() + 24,
                 layoutMinimum) +
        cells;
    // Row labels, the colour scale beside the cells, and cells two characters wide for up
    // to ten keys (more are pooled or labelled in part, as the note says).
    const int em = PlotStyle::latinCharWidth(ticksFont);
    const int width = 8 * em + 80 + 60 + std::max(0, std::min(columns, 10) * 2 * em + 16 - 80);
    return QSize(width, height);
}

QSize HeatmapSizing::preferred(const QSize &least, const QFont &ticksFont, int columns)
{
    const QFontMetrics numbers(PlotStyle::valueFont());
    const int cell = numbers.horizontalAdvance(QStringLiteral("0.00")) + 10;
    const int em = PlotStyle::latinCharWidth(ticksFont);
    const int width = 8 * em + 80 + 60 + std::min(columns, 10) * cell;
    return QSize(std::max(least.width(), width), std::max(least.height(), 300));
}
