#include "cellnumber.h"

#include "colormap.h"
#include "plotstyle.h"

#include <QFontMetricsF>
#include <QPainter>

#include <cmath>

void drawCellNumber(QPainter *painter, const QRectF &rect, double value, bool weights, double room,
                    const QFontMetricsF &metrics, const QColor &cell)
{
    if (!std::isfinite(value))
        return;
    QString text =
        weights ? PlotStyle::fixed(value, PlotStyle::decimals(3)) : PlotStyle::compact(value);
    if (weights && !PlotStyle::decimalsChosen() && metrics.horizontalAdvance(text) > room)
        text = PlotStyle::fixed(value, 2);
    if (metrics.horizontalAdvance(text) > room)
        return;
    painter->setPen(ColorMap::textColorFor(cell));
    painter->drawText(rect, Qt::AlignCenter, text);
}
