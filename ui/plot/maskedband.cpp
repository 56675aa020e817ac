#include "maskedband.h"

#include "plotstyle.h"

MaskedBand::MaskedBand(QCustomPlot *plot) : QCPItemRect(plot)
{
    setPen(Qt::NoPen);
    setBrush(PlotStyle::maskedBrush());
}

void MaskedBand::draw(QCPPainter *painter)
{
    const QPaintEngine *engine = painter->paintEngine();
    if (!engine || engine->type() == QPaintEngine::Raster) {
        QCPItemRect::draw(painter);
        return;
    }
    const QRectF band = QRectF(topLeft->pixelPosition(), bottomRight->pixelPosition())
                            .normalized()
                            .intersected(QRectF(clipRect()));
    if (!band.isEmpty())
        PlotStyle::fillMasked(*painter, band);
}
