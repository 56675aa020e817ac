#include "tracebudget.h"

#include "trace.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace attn {

namespace {

/// d_k and d_v of head `i`: its projections' widths, else what Random init would give.
std::pair<double, double> headWidths(const Scenario &s, std::size_t i)
{
    const double heads = std::max(1, s.headCount);
    const double model = double(s.queryInput().cols());
    if (i < s.heads.size() && s.heads[i].wq.size() > 0)
        return {double(s.heads[i].wq.cols()), double(s.heads[i].wv.cols())};
    return {s.keyDim > 0 ? s.keyDim : model / heads, s.valueDim > 0 ? s.valueDim : model / heads};
}

std::string gib(double bytes)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.1f GiB", bytes / (1024.0 * 1024 * 1024));
    return text;
}

} // namespace

double traceBytes(const Scenario &s)
{
    const double m = s.queryCount();
    const double n = s.keyCount();
    const int heads = std::max(
        1, s.mode == InputMode::ImportedWeights ? int(s.importedWeights.size()) : s.headCount);
    const bool weightsOnly = s.mode == InputMode::ImportedWeights;
    const bool keepScores = !weightsOnly && (s.score == ScoreKind::Additive ||
                                             double(heads) * m * n <= kKeptScoresLimit);
    double values = 0;
    double concatenated = 0;
    for (int i = 0; i < heads; ++i) {
        values += m * n * (keepScores ? 2 : 1) + 2 * m;
        if (weightsOnly)
            continue;
        const auto [dk, dv] = headWidths(s, std::size_t(i));
        values += m * dk + n * dk + n * dv + m * dv;
        concatenated += dv;
    }
    if (!weightsOnly) {
        const double out = s.outputProjection.size() > 0 ? double(s.outputProjection.cols())
                           : s.outputDim > 0             ? double(s.outputDim)
                                                         : concatenated;
        values += m * concatenated + m * out;
    }
    return 8 * values;
}

std::optional<std::string> overBudget(const Scenario &s)
{
    const double bytes = traceBytes(s);
    if (bytes <= kTraceBudgetBytes)
        return std::nullopt;
    const int heads = std::max(
        1, s.mode == InputMode::ImportedWeights ? int(s.importedWeights.size()) : s.headCount);
    const int fit = int(std::floor(kTraceBudgetBytes / (bytes / heads)));
    std::string message = "the computation would take " + gib(bytes) + " for " +
                          std::to_string(heads) + (heads == 1 ? " head" : " heads") + " of " +
                          std::to_string(s.queryCount()) + " x " + std::to_string(s.keyCount()) +
                          " weights, more than the " + gib(kTraceBudgetBytes) +
                          " this program allows; ";
    if (fit >= 1)
        message += "at this size at most " + std::to_string(fit) +
                   (fit == 1 ? " head fits" : " heads fit");
    else
        message += "use fewer tokens";
    return message;
}

double additiveWork(const Scenario &s)
{
    if (s.mode == InputMode::ImportedWeights || s.score != ScoreKind::Additive)
        return 0;
    const double pairs = double(s.queryCount()) * double(s.keyCount());
    double work = 0;
    for (int i = 0; i < std::max(1, s.headCount); ++i) {
        const std::size_t head = std::size_t(i);
        const bool given = head < s.heads.size() && s.heads[head].additiveV.size() > 0;
        work += pairs * (given ? double(s.heads[head].additiveV.size()) : s.additiveHidden);
    }
    return work;
}

std::optional<std::string> overAdditiveWork(const Scenario &s)
{
    const double work = additiveWork(s);
    if (work <= kAdditiveWorkBudget)
        return std::nullopt;
    const double perWidth =
        double(s.queryCount()) * double(s.keyCount()) * std::max(1, s.headCount);
    const int fit = int(std::floor(kAdditiveWorkBudget / perWidth));
    char count[64];
    std::snprintf(count, sizeof count, "%.1f x 10^9 tanh evaluations, more than the %.1f x 10^9",
                  work / 1e9, kAdditiveWorkBudget / 1e9);
    std::string message = "the additive scores would take " + std::string(count) +
                          " this program computes (minutes of work); ";
    if (fit >= 1)
        message += "at this size a hidden width of at most " + std::to_string(fit) + " fits";
    else
        message += "use fewer tokens";
    return message;
}

} // namespace attn
