#include "vectorcolourscale.h"

#include <algorithm>

namespace {

const QString kHiddenLayer = QStringLiteral("vector-colour-scale-hidden");

/// The bar of the scale: the private axis rect QCustomPlot keeps behind its axis.
QCPAxisRect *barOf(QCPColorScale *scale)
{
    return scale && scale->axis() ? scale->axis()->axisRect() : nullptr;
}

/// QCPLayerable::setParentLayerable is protected; a layerable's visibility follows its
/// parent's, so the axis is detached from the hidden bar while the bands stand in for it.
struct ParentOfLayerable : QCPLayerable
{
    static void set(QCPLayerable *child, QCPLayerable *parent)
    {
        (child->*(&ParentOfLayerable::setParentLayerable))(parent);
    }
};

} // namespace

VectorColourScale::VectorColourScale(QCPColorScale *scale)
    : QCPLayerable(scale->parentPlot(), scale->layer()->name()), m_scale(scale)
{
    QCustomPlot *plot = scale->parentPlot();
    QCPAxisRect *bar = barOf(scale);
    if (!bar)
        return;
    if (!plot->layer(kHiddenLayer))
        plot->addLayer(kHiddenLayer);
    m_hidden = plot->layer(kHiddenLayer);
    m_hidden->setVisible(false);
    m_barLayer = bar->layer();
    ParentOfLayerable::set(scale->axis(), nullptr);
    bar->setLayer(m_hidden);
    setLayer(m_barLayer);
}

VectorColourScale::~VectorColourScale()
{
    if (QCPAxisRect *bar = barOf(m_scale); bar && m_barLayer) {
        bar->setLayer(m_barLayer);
        ParentOfLayerable::set(m_scale->axis(), bar);
    }
    if (m_hidden && m_scale)
        m_scale->parentPlot()->removeLayer(m_hidden);
}

void VectorColourScale::applyDefaultAntialiasingHint(QCPPainter *painter) const
{
    painter->setAntialiasing(false);
}

/// Band i of n along the axis covers coordinates [lower + i·Δ, lower + (i+1)·Δ] with
/// Δ = (upper − lower) / n, filled with the gradient's colour at its middle.
void VectorColourScale::draw(QCPPainter *painter)
{
    QCPAxisRect *bar = barOf(m_scale);
    if (!bar || !m_scale->visible())
        return;
    QCPAxis *axis = m_scale->axis();
    QCPColorGradient gradient = m_scale->gradient();
    const QCPRange range = m_scale->dataRange();
    const QRect rect = bar->rect();
    const bool vertical = axis->orientation() == Qt::Vertical;
    const double step = (range.upper - range.lower) / kBands;
    painter->setPen(Qt::NoPen);
    for (int i = 0; i < kBands; ++i) {
        const double from = axis->coordToPixel(range.lower + i * step);
        const double to = axis->coordToPixel(range.lower + (i + 1) * step);
        // Neighbouring bands overlap a little, so no viewer shows seams between them.
        const double low = std::min(from, to) - 0.25, high = std::max(from, to) + 0.25;
        const QRectF band = vertical ? QRectF(rect.left(), low, rect.width(), high - low)
                                     : QRectF(low, rect.top(), high - low, rect.height());
        painter->setBrush(QColor::fromRgb(gradient.color(range.lower + (i + 0.5) * step, range)));
        painter->drawRect(band.intersected(QRectF(rect)));
    }
}
