#pragma once

#include "heatmappooling.h"

#include <qcustomplot.h>

#include <optional>
#include <vector>

/// The colour map plus what an image cannot show: numbers, masked cells, the selection.
/// Drawn through QCustomPlot's painter so that every export path (PNG, SVG, PDF) gets it.
class HeatmapCells : public QCPColorMap
{
public:
    using QCPColorMap::QCPColorMap;

    int rows = 0;    ///< of the matrix shown
    int columns = 0; ///< of the matrix shown
    /// How the colour map's cells cover the matrix (see HeatmapPooling); one cell per entry
    /// unless the matrix has more entries than the view has pixels.
    HeatmapPooling pooling;
    std::vector<bool> maskedRows; ///< per row: every key masked
    int selectedRow = -1;
    int selectedColumn = -1;
    bool showText = true;
    bool weights = true; ///< weights print with fixed decimals, scores in compact form

    /// The pixel rectangle of matrix cell (row, column), one entry wide and high.
    QRectF cellRect(int row, int column) const;
    /// Whether pooled cell (i, j) is masked.
    bool isMasked(int i, int j) const;
    /// The font of the cells' numbers: the value font, or where a cell is too small for a
    /// number with two decimals in it, that font made smaller down to kLeastNumberScale of
    /// its size (a 7 x 7 heatmap projected keeps its numbers). None when the cells are
    /// pooled, too many or too small even then.
    std::optional<QFont> numberFont() const;
    /// The least size of numberFont() as a share of the value font's.
    static constexpr double kLeastNumberScale = 0.75;
    /// True when numberFont() has a font (drawNumbers() prints the numbers then).
    bool numbersFit() const;
    /// The rectangle of pooled cells (i, j0) .. (i, j1 - 1).
    QRectF pooledRect(int i, int j0, int j1) const;

protected:
    void draw(QCPPainter *painter) override;

private:
    /// One rectangle per run of masked cells in a row (a causal mask: one per row).
    void drawMasked(QCPPainter *painter) const;

    /// Thin white lines between cells keep neighbouring cells of similar colour apart.
    void drawSeparators(QCPPainter *painter) const;

    /// Each cell's value when it fits (weights with fixed decimals, scores compact).
    void drawNumbers(QCPPainter *painter);

    /// A note across a row whose every key is masked.
    void drawMaskedRowNote(QCPPainter *painter, int row, const QFontMetricsF &metrics) const;

    /// The selected query's row outlined, and the selected key's cell in it.
    void drawSelection(QCPPainter *painter) const;
};
