#pragma once

#include "matrix.h"
#include "trace.h"

#include <functional>
#include <vector>

/// A matrix reduced to at most maxRows x maxColumns cells for drawing at screen resolution:
/// a heatmap of 1024 x 1024 weights in a 600-pixel view cannot show more than 600 columns,
/// and setting and colouring a million cells would cost more than the edit itself.
/// Pooled cell (i, j) covers rows [rowStart[i], rowStart[i + 1]) and columns
/// [columnStart[j], columnStart[j + 1]) and shows the value of largest magnitude among the
/// entries it covers (keeping its sign; the positive one on a tie), so that a single sharp
/// weight or score is never averaged away; it is masked when every entry it covers is
/// masked (masked weights are 0, so they never outweigh a visible one).
struct HeatmapPooling
{
    int rows = 0;
    int columns = 0;
    std::vector<int> rowStart;    ///< rows + 1 entries, rowStart[rows] = original rows
    std::vector<int> columnStart; ///< columns + 1 entries
    std::vector<double> values;   ///< rows x columns, row-major
    std::vector<char> masked;     ///< rows x columns, row-major; empty without a mask

    /// Writes row r of a mask of the pooled matrix's width into `visible` (true = visible).
    using MaskRows = std::function<void(Eigen::Index r, bool *visible)>;

    /// The rows of one head's mask in `trace` (attn::fillMaskRow), or none when nothing in
    /// it is masked (attn::masksSomeKey): then pool() need not ask row by row. `trace` must
    /// outlive the pooling.
    static MaskRows maskOf(const attn::AttentionTrace &trace, std::size_t head);

    /// Pools `values`, and the mask whose rows `mask` gives, when it is set.
    static HeatmapPooling pool(const attn::Matrix &values, const MaskRows &mask, int maxRows,
                               int maxColumns);

    /// The pooled row that covers original row r (likewise pooledColumn()).
    int pooledRow(int r) const;
    int pooledColumn(int c) const;
    bool isPooled() const;

private:
    /// Pooled rows [first, last), into the blocks and buffers pool() has set up.
    void poolRows(const attn::Matrix &source, const MaskRows &mask, int first, int last);
};
