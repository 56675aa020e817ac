#pragma once

#include <qcustomplot.h>

/// A band over masked keys: light grey with diagonal hatching (PlotStyle::maskedBrush()).
/// In SVG and PDF the hatching is drawn as lines cut to the band (PlotStyle::fillMasked()):
/// an SVG has no texture brushes and ignores clipping, so the band came out empty.
class MaskedBand : public QCPItemRect
{
public:
    explicit MaskedBand(QCustomPlot *plot);

protected:
    void draw(QCPPainter *painter) override;
};
