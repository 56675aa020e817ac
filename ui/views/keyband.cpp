#include "keyband.h"

#include "maskedband.h"

#include <qcustomplot.h>

QCPItemRect *KeyBand::create(QCustomPlot *plot, QCPAxisRect *rect, const QColor &colour)
{
    // x in plot coordinates, y as a fraction of the axis rect.
    QCPItemRect *band = colour.isValid() ? new QCPItemRect(plot) : new MaskedBand(plot);
    band->setLayer(QStringLiteral("background"));
    band->setClipAxisRect(rect);
    band->setPen(Qt::NoPen);
    if (colour.isValid())
        band->setBrush(colour);
    for (QCPItemPosition *corner : {band->topLeft, band->bottomRight}) {
        corner->setAxisRect(rect);
        corner->setAxes(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
        corner->setTypeX(QCPItemPosition::ptPlotCoords);
        corner->setTypeY(QCPItemPosition::ptAxisRectRatio);
    }
    band->setVisible(false);
    return band;
}

void KeyBand::place(QCPItemRect *band, double key, double halfWidth)
{
    band->topLeft->setCoords(key - halfWidth, 0);
    band->bottomRight->setCoords(key + halfWidth, 1);
    band->setVisible(true);
}
