#pragma once

#include <qcustomplot.h>

#include <QPointer>

/// Stands in for a QCPColorScale's gradient bar while an SVG or PDF is painted. QCustomPlot
/// paints the bar as one bitmap (a JPEG in a PDF); this draws it as thin filled bands through
/// the painter, so the file holds shapes only and the colours are exact. The scale's own bar
/// is moved to a hidden layer for the object's lifetime; its axis, ticks and label stay.
class VectorColourScale : public QCPLayerable
{
public:
    explicit VectorColourScale(QCPColorScale *scale);
    ~VectorColourScale() override;

    /// Bands along the bar: finer than any colour map's steps would show.
    static constexpr int kBands = 256;

protected:
    void applyDefaultAntialiasingHint(QCPPainter *painter) const override;
    void draw(QCPPainter *painter) override;

private:
    QPointer<QCPColorScale> m_scale;
    QCPLayer *m_barLayer = nullptr; ///< where the bitmap bar was, restored afterwards
    QCPLayer *m_hidden = nullptr;
};
