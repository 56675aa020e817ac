#include "heatmapfill.h"

#include "colormap.h"
#include "heatmapcells.h"
#include "heatmappooling.h"
#include "scorestages.h"

#include <algorithm>
#include <cmath>
#include <optional>

bool HeatmapFill::fill(HeatmapCells &cells, const attn::AttentionTrace &trace, int head,
                       HeatmapView::Quantity quantity, QSize pixels)
{
    QCPColorMapData *data = cells.data();
    cells.maskedRows.clear();
    if (cells.rows == 0 || cells.columns == 0) {
        cells.pooling = HeatmapPooling();
        data->setSize(0, 0);
        cells.setVisible(false);
        return false;
    }
    cells.setVisible(true);
    using Quantity = HeatmapView::Quantity;
    const std::optional<attn::ScoreStage> scores =
        quantity == Quantity::Weights        ? std::nullopt
        : quantity == Quantity::RawScores    ? std::optional(attn::ScoreStage::Raw)
        : quantity == Quantity::ScaledScores ? std::optional(attn::ScoreStage::Scaled)
                                             : std::optional(attn::ScoreStage::Tempered);
    const std::size_t index = std::size_t(head);
    const attn::HeadTrace &shown = trace.heads[index];
    const attn::Matrix scoreMatrix =
        scores ? attn::scoreMatrix(trace, index, *scores) : attn::Matrix();
    const attn::Matrix &matrix = scores ? scoreMatrix : shown.weights;
    const HeatmapPooling::MaskRows maskRows =
        scores ? nullptr : HeatmapPooling::maskOf(trace, index);
    cells.pooling = HeatmapPooling::pool(matrix, maskRows, pixels.height(), pixels.width());
    const HeatmapPooling &p = cells.pooling;
    // QCustomPlot spreads the cells evenly over the range of their centres: with one cell
    // per entry [0, size - 1], with pooled cells of f entries [f/2 - 1/2, size - 1/2 - f/2];
    // one cell alone spans the range itself. Either way they land on [-0.5, size - 0.5].
    auto span = [](int size, int count) {
        if (count == 1)
            return QCPRange(-0.5, size - 0.5);
        const double f = double(size) / count;
        return QCPRange(f / 2 - 0.5, size - 0.5 - f / 2);
    };
    data->setSize(p.columns, p.rows);
    data->setRange(span(cells.columns, p.columns), span(cells.rows, p.rows));
    data->clearAlpha();
    double largest = 0;
    for (int i = 0; i < p.rows; ++i)
        for (int j = 0; j < p.columns; ++j) {
            const std::size_t at = std::size_t(i) * std::size_t(p.columns) + std::size_t(j);
            const double value = p.values[at];
            data->setCell(j, i, value);
            if (std::isfinite(value))
                largest = std::max(largest, std::abs(value));
            if (!p.masked.empty() && p.masked[at])
                data->setAlpha(j, i, 0);
        }

    if (!scores) {
        cells.maskedRows.assign(std::size_t(cells.rows), false);
        for (int r = 0; r < cells.rows; ++r)
            cells.maskedRows[std::size_t(r)] = shown.argmax[std::size_t(r)] < 0;
        cells.setGradient(ColorMap::weights());
        cells.setDataRange(QCPRange(0, 1));
    } else {
        cells.setGradient(ColorMap::scores());
        const double limit = largest > 0 ? largest : 1.0;
        cells.setDataRange(QCPRange(-limit, limit));
    }
    return true;
}
