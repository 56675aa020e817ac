#include "weighttilepainter.h"

#include "scorestages.h"

#include "colormap.h"
#include "heatmappooling.h"
#include "plotstyle.h"

#include <QImage>
#include <QPaintEngine>
#include <QPainter>

namespace {

QRgb grey(QRgb rgb)
{
    const int g = qGray(rgb);
    // Lifted towards white, so a switched-off head reads as faded rather than as data.
    const int light = 150 + g * 100 / 255;
    return qRgb(light, light, light);
}

} // namespace

WeightTilePainter::WeightTilePainter(const attn::AttentionTrace &trace, const attn::Matrix &weights,
                                     std::size_t maskHead, bool off)
    : m_trace(trace), m_weights(weights), m_maskHead(maskHead), m_off(off),
      m_gradient(ColorMap::weights())
{
}

bool WeightTilePainter::hasMask() const
{
    const attn::HeadTrace &shape = m_trace.heads[m_maskHead];
    return shape.weights.rows() == m_weights.rows() && shape.weights.cols() == m_weights.cols();
}

QRgb WeightTilePainter::colourOf(double weight) const
{
    const QRgb rgb = m_gradient.color(weight, QCPRange(0, 1));
    return m_off ? grey(rgb) : rgb;
}

void WeightTilePainter::paintCells(QPainter &painter, const QRect &cells, int cell) const
{
    const attn::Matrix &w = m_weights;
    auto cellRect = [&](int r, int c) {
        return QRect(cells.left() + c * cell, cells.top() + r * cell, cell, cell);
    };
    // (Up to 128 x 128 cells a tile: beyond, a figure's file would hold too many shapes.)
    if (painter.paintEngine()->type() == QPaintEngine::Raster || w.size() > 128 * 128) {
        QImage image(int(w.cols()), int(w.rows()), QImage::Format_RGB32);
        for (int r = 0; r < w.rows(); ++r)
            for (int c = 0; c < w.cols(); ++c)
                image.setPixel(c, r, colourOf(w(r, c)));
        painter.drawImage(cells, image); // no smoothing: crisp cells
    } else {
        // A figure (SVG, PDF): one rectangle a cell, so that it stays sharp at any zoom and
        // has the colours of the screen (a scaled bitmap is blurred by viewers, and the PDF
        // writer's colours of a small image differed from the PNG's).
        painter.setPen(Qt::NoPen);
        for (int r = 0; r < w.rows(); ++r)
            for (int c = 0; c < w.cols(); ++c)
                painter.fillRect(cellRect(r, c), QColor(colourOf(w(r, c))));
    }
    const bool masks = hasMask();
    auto visible = [&](int r, int c) { return attn::isVisible(m_trace, m_maskHead, r, c); };
    painter.setPen(Qt::NoPen);
    for (int r = 0; masks && r < w.rows(); ++r)
        for (int c = 0; c < w.cols(); ++c)
            if (!visible(r, c))
                PlotStyle::fillMasked(painter, cellRect(r, c));
    // Numbers when the cells are big enough to hold them legibly.
    const QFontMetrics metrics(PlotStyle::valueFont());
    if (cell < metrics.horizontalAdvance(PlotStyle::fixed(0, PlotStyle::decimals(2))) + 8 ||
        cell < metrics.height() + 4)
        return;
    painter.setFont(PlotStyle::valueFont());
    for (int r = 0; r < w.rows(); ++r)
        for (int c = 0; c < w.cols(); ++c) {
            if (masks && !visible(r, c))
                continue;
            painter.setPen(ColorMap::textColorFor(QColor(colourOf(w(r, c)))));
            painter.drawText(cellRect(r, c), Qt::AlignCenter,
                             PlotStyle::fixed(w(r, c), PlotStyle::decimals(2)));
        }
}

void WeightTilePainter::paintPooled(QPainter &painter, const QRect &cells) const
{
    const HeatmapPooling::MaskRows maskRows =
        hasMask() ? HeatmapPooling::maskOf(m_trace, m_maskHead) : nullptr;
    const HeatmapPooling pooled =
        HeatmapPooling::pool(m_weights, maskRows, cells.height(), cells.width());
    QImage image(pooled.columns, pooled.rows, QImage::Format_ARGB32);
    for (int r = 0; r < pooled.rows; ++r)
        for (int c = 0; c < pooled.columns; ++c) {
            const std::size_t at = std::size_t(r) * std::size_t(pooled.columns) + std::size_t(c);
            const bool masked = !pooled.masked.empty() && pooled.masked[at];
            image.setPixel(c, r, masked ? qRgba(0, 0, 0, 0) : colourOf(pooled.values[at]));
        }
    painter.fillRect(cells, PlotStyle::maskedBrush()); // shows through the masked pixels
    painter.drawImage(cells, image);
}

void WeightTilePainter::paintFrame(QPainter &painter, const QRect &cells, bool selected)
{
    painter.setBrush(Qt::NoBrush);
    if (selected) {
        painter.setPen(QPen(PlotStyle::selectionColor(), 4));
        painter.drawRect(cells.adjusted(-4, -4, 3, 3));
    } else {
        painter.setPen(QPen(PlotStyle::gridColor(), 1));
        painter.drawRect(cells.adjusted(-1, -1, 0, 0));
    }
}
