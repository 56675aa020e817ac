#include "linesstrokes.h"

#include <algorithm>
#include <cmath>

double LinesStrokes::opacityOf(double weight)
{
    return std::sqrt(std::clamp(weight, 0.0, 1.0));
}

double LinesStrokes::widthOf(double weight)
{
    return 0.5 + 4.5 * std::clamp(weight, 0.0, 1.0);
}

bool LinesStrokes::drawsEveryLine(int queries, int keys, int heads)
{
    return queries <= kDenseTokens && keys <= kDenseTokens &&
           (long long)queries * keys * std::max(heads, 1) <= kDenseLines;
}

LinesStrokes::Focus LinesStrokes::focusFor(bool everyLine, int hoveredQuery, int hoveredKey,
                                           int selectedQuery)
{
    if (hoveredQuery >= 0)
        return {hoveredQuery, -1};
    if (hoveredKey >= 0)
        return {-1, hoveredKey};
    if (everyLine)
        return {};
    return {selectedQuery, -1};
}

std::vector<LinesStrokes::Stroke> LinesStrokes::collect(const attn::AttentionTrace &trace,
                                                        const std::vector<int> &heads, Focus focus)
{
    std::vector<Stroke> strokes;
    for (int head : heads) {
        if (head < 0 || head >= int(trace.heads.size()))
            continue;
        const attn::Matrix &w = trace.heads[std::size_t(head)].weights;
        const int rows = int(w.rows());
        const int cols = int(w.cols());
        const int firstRow = focus.query >= 0 ? focus.query : 0;
        const int endRow = focus.query >= 0 ? std::min(focus.query + 1, rows) : rows;
        const int firstCol = focus.key >= 0 ? focus.key : 0;
        const int endCol = focus.key >= 0 ? std::min(focus.key + 1, cols) : cols;
        for (int i = firstRow; i < endRow; ++i) {
            if (std::size_t(i) < trace.maskedRows.size() && trace.maskedRows[std::size_t(i)])
                continue;
            for (int j = firstCol; j < endCol; ++j) {
                if (!trace.mask.visible(i, j))
                    continue;
                const double weight = w(i, j);
                strokes.push_back({head, i, j, weight, opacityOf(weight), widthOf(weight)});
            }
        }
    }
    std::stable_sort(strokes.begin(), strokes.end(),
                     [](const Stroke &a, const Stroke &b) { return a.weight < b.weight; });
    return strokes;
}
