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
    const bool hasMask = bool(mask);
    const std::unique_ptr<bool[]> visible(hasMask ? new bool[std::size_t(sourceColumns)] : nullptr);
    p.values.assign(std::size_t(p.rows) * std::size_t(p.columns), 0.0);
    if (hasMask)
        p.masked.assign(p.values.size(), 1);
    // Masked entries take part in the magnitudes as they are (weights: exactly 0, which never
    // beats a visible weight); the mask only decides which pooled cells show as masked.
    // Each pooled cell keeps the largest and the smallest entry it covers (two independent
    // running extremes, which the compiler vectorises, where comparing magnitudes entry by
    // entry was a chain of dependent selects); the one of larger magnitude is shown, the
    // positive one on a tie.
    const int *columnStart = p.columnStart.data();
    std::vector<double> highest(std::size_t(p.columns)), lowest(std::size_t(p.columns));
    for (int i = 0; i < p.rows; ++i) {
        double *best = p.values.data() + std::size_t(i) * std::size_t(p.columns);
        char *masked =
            hasMask ? p.masked.data() + std::size_t(i) * std::size_t(p.columns) : nullptr;
        const int r0 = p.rowStart[std::size_t(i)];
        for (int r = r0; r < p.rowStart[std::size_t(i) + 1]; ++r) {
            const double *row = values.row(r).data();
            for (int j = 0; j < p.columns; ++j) {
                double hi = r == r0 ? row[columnStart[j]] : highest[std::size_t(j)];
                double lo = r == r0 ? row[columnStart[j]] : lowest[std::size_t(j)];
                for (int c = columnStart[j]; c < columnStart[j + 1]; ++c) {
                    hi = row[c] > hi ? row[c] : hi;
                    lo = row[c] < lo ? row[c] : lo;
                }
                highest[std::size_t(j)] = hi;
                lowest[std::size_t(j)] = lo;
            }
            if (!masked)
                continue;
            mask(r, visible.get());
            for (int j = 0; j < p.columns; ++j) {
                bool any = false;
                for (int c = columnStart[j]; c < columnStart[j + 1]; ++c)
                    any = any || visible[c];
                if (any)
                    masked[j] = 0;
            }
        }
        for (int j = 0; j < p.columns; ++j)
            best[j] = highest[std::size_t(j)] >= -lowest[std::size_t(j)] ? highest[std::size_t(j)]
                                                                         : lowest[std::size_t(j)];
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
