#include "outputbounds.h"

#include <algorithm>
#include <cmath>

namespace {

using Interval = std::pair<double, double>;

/// Per component of a head's output: the range of its column of V, with 0.
std::vector<Interval> columnRanges(const attn::HeadTrace &head)
{
    std::vector<Interval> ranges(std::size_t(head.output.cols()), Interval(0.0, 0.0));
    if (!head.enabled || head.v.cols() != head.output.cols())
        return ranges;
    for (Eigen::Index c = 0; c < head.v.cols(); ++c)
        for (Eigen::Index j = 0; j < head.v.rows(); ++j) {
            const double v = head.v(j, c);
            if (!std::isfinite(v))
                continue;
            ranges[std::size_t(c)].first = std::min(ranges[std::size_t(c)].first, v);
            ranges[std::size_t(c)].second = std::max(ranges[std::size_t(c)].second, v);
        }
    return ranges;
}

/// Widens `bound` to hold every finite entry of `matrix`.
void include(Interval &bound, const attn::Matrix &matrix)
{
    for (Eigen::Index i = 0; i < matrix.size(); ++i) {
        const double v = matrix.data()[i];
        if (std::isfinite(v)) {
            bound.first = std::min(bound.first, v);
            bound.second = std::max(bound.second, v);
        }
    }
}

Interval scaled(const Interval &interval, double factor)
{
    const double a = interval.first * factor, b = interval.second * factor;
    return {std::min(a, b), std::max(a, b)};
}

Interval rounded(Interval bound)
{
    return {OutputBounds::roundOut(bound.first), OutputBounds::roundOut(bound.second)};
}

} // namespace

double OutputBounds::roundOut(double value)
{
    if (value == 0.0 || !std::isfinite(value))
        return 0.0;
    const double magnitude = std::abs(value);
    const double power = std::pow(10.0, std::floor(std::log10(magnitude)));
    for (double mantissa : {1.0, 1.2, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0, 6.0, 8.0, 10.0})
        if (mantissa * power >= magnitude * (1 - 1e-12))
            return std::copysign(mantissa * power, value);
    return value;
}

std::pair<double, double> OutputBounds::heads(const attn::AttentionTrace &trace)
{
    Interval bound(0.0, 0.0);
    for (const attn::HeadTrace &head : trace.heads) {
        for (const Interval &column : columnRanges(head)) {
            bound.first = std::min(bound.first, column.first);
            bound.second = std::max(bound.second, column.second);
        }
        include(bound, head.output);
    }
    return rounded(bound);
}

std::pair<double, double> OutputBounds::combined(const attn::AttentionTrace &trace,
                                                 const attn::Scenario &scenario)
{
    Interval bound(0.0, 0.0);
    include(bound, trace.output);
    std::vector<std::vector<Interval>> heads;
    for (const attn::HeadTrace &head : trace.heads)
        heads.push_back(columnRanges(head));
    const Eigen::Index width = trace.output.cols();
    auto widen = [&bound](const Interval &component) {
        bound.first = std::min(bound.first, component.first);
        bound.second = std::max(bound.second, component.second);
    };
    switch (scenario.combination) {
    case attn::HeadCombination::ConcatProject: {
        std::vector<Interval> concatenated;
        for (const auto &head : heads)
            concatenated.insert(concatenated.end(), head.begin(), head.end());
        const attn::Matrix &wo = scenario.outputProjection;
        if (wo.rows() != Eigen::Index(concatenated.size()) || wo.cols() != width)
            break;
        for (Eigen::Index c = 0; c < wo.cols(); ++c) {
            Interval component(0.0, 0.0);
            for (Eigen::Index i = 0; i < wo.rows(); ++i) {
                const Interval term = scaled(concatenated[std::size_t(i)], wo(i, c));
                component.first += term.first;
                component.second += term.second;
            }
            widen(component);
        }
        break;
    }
    case attn::HeadCombination::WeightedSum:
    case attn::HeadCombination::Mean: {
        const bool mean = scenario.combination == attn::HeadCombination::Mean;
        if (heads.empty() || (!mean && scenario.heads.size() != heads.size()))
            break;
        for (Eigen::Index c = 0; c < width; ++c) {
            Interval component(0.0, 0.0);
            for (std::size_t h = 0; h < heads.size(); ++h) {
                if (c >= Eigen::Index(heads[h].size()))
                    continue;
                const double factor =
                    mean ? 1.0 / double(heads.size()) : scenario.heads[h].combineWeight;
                const Interval term = scaled(heads[h][std::size_t(c)], factor);
                component.first += term.first;
                component.second += term.second;
            }
            widen(component);
        }
        break;
    }
    }
    return rounded(bound);
}
