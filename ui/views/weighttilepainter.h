#pragma once

#include "matrix.h"
#include "trace.h"

#include <qcustomplot.h>

#include <QRgb>

#include <cstddef>

class QPainter;
class QRect;

/// Draws one matrix of attention weights as a tile of the heads grid: a cell a weight in
/// the weights' colours (faded to grey for a head switched off), the masked cells hatched
/// and the weights printed where the cells hold them; or, for more cells than pixels, each
/// pixel the largest weight it covers (HeatmapPooling).
class WeightTilePainter
{
public:
    /// Draws `weights` of head `maskHead` of `trace` (whose mask it shows when the shapes
    /// agree; the mean of the heads is drawn with the first head's); `off`: faded.
    WeightTilePainter(const attn::AttentionTrace &trace, const attn::Matrix &weights,
                      std::size_t maskHead, bool off);

    /// Cells of `cell` pixels each from the top left of `cells`: an image on screen, one
    /// rectangle a cell in a figure (SVG, PDF) up to 128 x 128 cells.
    void paintCells(QPainter &painter, const QRect &cells, int cell) const;
    /// The weights pooled to the pixels of `cells`, masked pixels hatched.
    void paintPooled(QPainter &painter, const QRect &cells) const;
    /// The tile's outline: thick in the selection colour for the selected head.
    static void paintFrame(QPainter &painter, const QRect &cells, bool selected);

private:
    /// Whether the tile is of the head's shape, so that the head's mask applies.
    bool hasMask() const;
    /// The colour of a weight, faded for a head switched off.
    QRgb colourOf(double weight) const;

    const attn::AttentionTrace &m_trace;
    const attn::Matrix &m_weights;
    std::size_t m_maskHead;
    bool m_off;
    mutable QCPColorGradient m_gradient; ///< the weights' (color() keeps a lookup table)
};
