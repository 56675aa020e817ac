#include "graphmarks.h"

#include <algorithm>
#include <cmath>

namespace {

double clampedWeight(double weight)
{
    return std::isfinite(weight) ? std::clamp(weight, 0.0, 1.0) : 0.0;
}

} // namespace

double GraphMarks::width(double weight, bool strong)
{
    const double w = clampedWeight(weight);
    return strong ? 2.0 + 14.0 * w : 0.75 + 4.0 * w;
}

double GraphMarks::alpha(double weight, bool strong)
{
    const double w = clampedWeight(weight);
    return strong ? 0.5 + 0.5 * w : 0.12 + 0.4 * w;
}

bool GraphMarks::neighbours(const attn::Graph &graph, const attn::MaskRule &mask, int receiver,
                            int sender)
{
    if (!mask.visible(receiver, sender))
        return false;
    return receiver == sender ? graph.selfLoops : graph.joins(sender, receiver);
}

std::vector<GraphMarks::Mark> GraphMarks::of(const attn::Graph &graph, const attn::Matrix &weights,
                                             const attn::MaskRule &mask, int selected,
                                             bool everyNode)
{
    std::vector<Mark> marks;
    const int n = graph.nodeCount();
    if (n == 0 || weights.rows() != n || weights.cols() != n)
        return marks;
    const auto addRow = [&](int i, bool strong) {
        for (int j = 0; j < n; ++j) {
            if (!neighbours(graph, mask, i, j))
                continue;
            const double w = weights(i, j);
            marks.push_back({i, j, w, strong, width(w, strong), alpha(w, strong)});
        }
    };
    if (everyNode)
        for (int i = 0; i < n; ++i)
            if (i != selected)
                addRow(i, false);
    if (selected >= 0 && selected < n)
        addRow(selected, true);
    return marks;
}
