#pragma once

#include "heatmapview.h"
#include "trace.h"

#include <QSize>

class HeatmapCells;

/// Puts one head's weights, or one stage of its scores, into the heatmap's cells: pooled to
/// the pixels there are (HeatmapPooling), masked cells and rows flagged for the weights, and
/// the colours and their range of the quantity.
class HeatmapFill
{
public:
    /// Fills `cells` (whose rows and columns are set) with `quantity` of head `head` of
    /// `trace`, pooled to at most `pixels`: the weights, or a stage of the scores (the trace
    /// keeps no scaled or tempered scores, and when large no raw ones: they are made here).
    /// Cells of no rows or columns are emptied and hidden; returns whether there are cells.
    static bool fill(HeatmapCells &cells, const attn::AttentionTrace &trace, int head,
                     HeatmapView::Quantity quantity, QSize pixels);
};
