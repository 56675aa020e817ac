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

std::optional<IssueText> overBudget(const Scenario &s)
{
    const double bytes = traceBytes(s);
    if (bytes <= kTraceBudgetBytes)
        return std::nullopt;
    const int heads = std::max(
        1, s.mode == InputMode::ImportedWeights ? int(s.importedWeights.size()) : s.headCount);
    const int fit = int(std::floor(kTraceBudgetBytes / (bytes / heads)));
    std::vector<IssueArg> args = {gib(bytes),
                                  std::to_string(heads),
                                  std::to_string(s.queryCount()),
                                  std::to_string(s.keyCount()),
                                  gib(kTraceBudgetBytes),
                                  std::to_string(fit)};
    const char *templ =
        fit > 1
            ? QT_TRANSLATE_NOOP("ValidationIssue",
                                "the computation would take %1 for %2 heads of %3 x %4 weights, "
                                "more than the %5 this program allows; at this size at "
                                "most %6 heads fit")
        : fit == 1   ? QT_TRANSLATE_NOOP("ValidationIssue",
                                         "the computation would take %1 for %2 heads of %3 x %4 "
                                           "weights, more than the %5 this program allows; at this "
                                           "size at most 1 head fits")
        : heads == 1 ? QT_TRANSLATE_NOOP("ValidationIssue",
                                         "the computation would take %1 for 1 head of %3 x %4 "
                                         "weights, more than the %5 this program allows; use "
                                         "fewer tokens")
                     : QT_TRANSLATE_NOOP("ValidationIssue",
                                         "the computation would take %1 for %2 heads of %3 x %4 "
                                         "weights, more than the %5 this program allows; use "
                                         "fewer tokens");
    return IssueText{templ, std::move(args)};
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

std::optional<IssueText> overAdditiveWork(const Scenario &s)
{
    const double work = additiveWork(s);
    if (work <= kAdditiveWorkBudget)
        return std::nullopt;
    const double perWidth =
        double(s.queryCount()) * double(s.keyCount()) * std::max(1, s.headCount);
    const int fit = int(std::floor(kAdditiveWorkBudget / perWidth));
    char count[32], budget[32];
    std::snprintf(count, sizeof count, "%.1f", work / 1e9);
    std::snprintf(budget, sizeof budget, "%.1f", kAdditiveWorkBudget / 1e9);
    const char *templ =
        fit >= 1 ? QT_TRANSLATE_NOOP("ValidationIssue",
                                     "the additive scores would take %1 x 10^9 tanh evaluations, "
                                     "more than the %2 x 10^9 this program computes (minutes of "
                                     "work); at this size a hidden width of at most %3 fits")
                 : QT_TRANSLATE_NOOP("ValidationIssue",
                                     "the additive scores would take %1 x 10^9 tanh evaluations, "
                                     "more than the %2 x 10^9 this program computes (minutes of "
                                     "work); use fewer tokens");
    return IssueText{templ, {std::string(count), std::string(budget), std::to_string(fit)}};
}

} // namespace attn
