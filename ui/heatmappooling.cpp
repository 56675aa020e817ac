#include "heatmappooling.h"

#include <algorithm>
#include <cmath>
#include <memory>

namespace {

/// count + 1 block starts splitting `size` into `count` blocks of near-equal length.
std::vector<int> blockStarts(int size, int count)
{
    std::vector<int> starts(std::size_t(count) + 1);
    for (int i = 0; i <= count; ++i)
        starts[std::size_t(i)] = int((long long)i * size / count);
    return starts;
}

int blockOf(const std::vector<int> &starts, int index)
{
    // The last start <= index.
    const auto it = std::upper_bound(starts.begin(), starts.end() - 1, index);
    return int(it - starts.begin()) - 1;
}

} // namespace

HeatmapPooling HeatmapPooling::pool(const attn::Matrix &values, const MaskRows &mask, int maxRows,
                                    int maxColumns)
{
    HeatmapPooling p;
    const int sourceRows = int(values.rows());
    const int sourceColumns = int(values.cols());
    p.rows = std::clamp(sourceRows, 0, std::max(1, maxRows));
    p.columns = std::clamp(sourceColumns, 0, std::max(1, maxColumns));
    if (p.rows == 0 || p.columns == 0) {
        p.rows = p.columns = 0;
        return p;
    }
    p.rowStart = blockStarts(sourceRows, p.rows);
    p.columnStart = blockStarts(sourceColumns, p.columns);
    p.values.resize(std::size_t(p.rows) * std::size_t(p.columns));
    const bool hasMask = bool(mask);
    if (hasMask)
        p.masked.resize(p.values.size());
    // Masked entries take part in the extremes as they are (weights: exactly 0, which never
    // beats a visible weight); the mask only decides which pooled cells show as masked.
    // Each band of rows that one pooled row covers is first reduced to the largest and the
    // smallest entry of each column (whole rows at a time, vectorised), then each pooled
    // cell takes the extremes of its columns and shows the one of larger magnitude, the
    // positive one on a tie. A band's column is visible when any of its rows sees it.
    Eigen::ArrayXd highest(sourceColumns), lowest(sourceColumns);
    std::vector<char> anyVisible(hasMask ? std::size_t(sourceColumns) : 0);
    const std::unique_ptr<bool[]> visible(hasMask ? new bool[std::size_t(sourceColumns)] : nullptr);
    for (int i = 0; i < p.rows; ++i) {
        const int r0 = p.rowStart[std::size_t(i)];
        highest = values.row(r0).transpose().array();
        lowest = highest;
        for (int r = r0 + 1; r < p.rowStart[std::size_t(i) + 1]; ++r) {
            highest = highest.max(values.row(r).transpose().array());
            lowest = lowest.min(values.row(r).transpose().array());
        }
        if (hasMask) {
            std::fill(anyVisible.begin(), anyVisible.end(), char(0));
            for (int r = r0; r < p.rowStart[std::size_t(i) + 1]; ++r) {
                mask(r, visible.get());
                for (int c = 0; c < sourceColumns; ++c)
                    anyVisible[std::size_t(c)] |= char(visible[c]);
            }
        }
        const std::size_t offset = std::size_t(i) * std::size_t(p.columns);
        for (int j = 0; j < p.columns; ++j) {
            const int c0 = p.columnStart[std::size_t(j)];
            const int c1 = p.columnStart[std::size_t(j) + 1];
            double hi = highest[c0];
            double lo = lowest[c0];
            for (int c = c0 + 1; c < c1; ++c) {
                hi = std::max(hi, highest[c]);
                lo = std::min(lo, lowest[c]);
            }
            p.values[offset + std::size_t(j)] = hi >= -lo ? hi : lo;
            if (hasMask)
                p.masked[offset + std::size_t(j)] =
                    std::none_of(anyVisible.begin() + c0, anyVisible.begin() + c1,
                                 [](char v) { return v != 0; });
        }
    }
    return p;
}

int HeatmapPooling::pooledRow(int r) const
{
    return blockOf(rowStart, r);
}

int HeatmapPooling::pooledColumn(int c) const
{
    return blockOf(columnStart, c);
}

bool HeatmapPooling::isPooled() const
{
    return !rowStart.empty() && (rowStart.back() != rows || columnStart.back() != columns);
}
