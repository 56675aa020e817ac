#include "heatmappooling.h"

#include "rowhalves.h"
#include "scorestages.h"

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

HeatmapPooling::MaskRows HeatmapPooling::maskOf(const attn::AttentionTrace &trace, std::size_t head)
{
    if (!attn::masksSomeKey(trace, head))
        return {};
    return [&trace, head](Eigen::Index r, bool *visible) {
        attn::fillMaskRow(trace, head, r, visible);
    };
}

void HeatmapPooling::poolRows(const attn::Matrix &source, const MaskRows &mask, int first, int last)
{
    const int sourceColumns = int(source.cols());
    const bool hasMask = bool(mask);
    // Masked entries take part in the extremes as they are (weights: exactly 0, which never
    // beats a visible weight); the mask only decides which pooled cells show as masked.
    // Each band of rows that one pooled row covers is first reduced to the largest and the
    // smallest entry of each column (whole rows at a time, vectorised), then each pooled
    // cell takes the extremes of its columns and shows the one of larger magnitude, the
    // positive one on a tie. A band's column is visible when any of its rows sees it.
    Eigen::ArrayXd highest(sourceColumns), lowest(sourceColumns);
    std::vector<char> anyVisible(hasMask ? std::size_t(sourceColumns) : 0);
    const std::unique_ptr<bool[]> visible(hasMask ? new bool[std::size_t(sourceColumns)] : nullptr);
    for (int i = first; i < last; ++i) {
        const int r0 = rowStart[std::size_t(i)];
        highest = source.row(r0).transpose().array();
        lowest = highest;
        for (int r = r0 + 1; r < rowStart[std::size_t(i) + 1]; ++r) {
            highest = highest.max(source.row(r).transpose().array());
            lowest = lowest.min(source.row(r).transpose().array());
        }
        if (hasMask) {
            std::fill(anyVisible.begin(), anyVisible.end(), char(0));
            for (int r = r0; r < rowStart[std::size_t(i) + 1]; ++r) {
                mask(r, visible.get());
                for (int c = 0; c < sourceColumns; ++c)
                    anyVisible[std::size_t(c)] |= char(visible[c]);
            }
        }
        const std::size_t offset = std::size_t(i) * std::size_t(columns);
        for (int j = 0; j < columns; ++j) {
            const int c0 = columnStart[std::size_t(j)];
            const int c1 = columnStart[std::size_t(j) + 1];
            double hi = highest[c0];
            double lo = lowest[c0];
            for (int c = c0 + 1; c < c1; ++c) {
                hi = std::max(hi, highest[c]);
                lo = std::min(lo, lowest[c]);
            }
            values[offset + std::size_t(j)] = hi >= -lo ? hi : lo;
            if (hasMask)
                masked[offset + std::size_t(j)] =
                    std::none_of(anyVisible.begin() + c0, anyVisible.begin() + c1,
                                 [](char v) { return v != 0; });
        }
    }
}

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
    if (mask)
        p.masked.resize(p.values.size());
    // A large matrix (L = 4096: 128 MB a head) is read by two threads, each pooling half of
    // the rows into its own part of p.
    forRowHalves(p.rows, values.size(),
                 [&](int first, int last) { p.poolRows(values, mask, first, last); });
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
