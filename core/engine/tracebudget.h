#pragma once

#include "issuetext.h"
#include "scenario.h"

#include <optional>
#include <string>

namespace attn {

/// The most memory the trace of one scenario may take: its weights, the raw scores it
/// keeps, every head's Q_i, K_i, V_i and output, and the combination. 2.5 GiB holds the
/// largest computation documented (L = 4096 tokens, 16 heads: 2 GiB of weights) with room
/// for the window around it; beyond, a scenario is refused before anything is allocated.
inline constexpr double kTraceBudgetBytes = 2.5 * 1024 * 1024 * 1024;

/// Bytes of the trace the engine would build for `s` (a consistent scenario):
///   per head   8 (m n + [m n if raw scores are kept] + m d_k + n d_k + n d_v + m d_v + 2 m)
///   combined   8 (m h d_v + m d_out)
/// with raw scores kept for additive scores and for h m n <= kKeptScoresLimit.
double traceBytes(const Scenario &s);

/// A sentence saying that `s` is over the budget and what would fit (fewer heads, or fewer
/// tokens at this many heads); empty when it is within.
std::optional<IssueText> overBudget(const Scenario &s);

/// The most tanh evaluations the additive scores of one scenario may take, 2^33: about half
/// a minute of one core (1,024 x 1,024 pairs at hidden width 4,096, 4.3 x 10^9, took
/// 13.4 s). Beyond, a scenario is refused instead of computing for many minutes.
inline constexpr double kAdditiveWorkBudget = 8589934592.0;

/// Tanh evaluations of the additive scores of `s` (0 for other scores):
///   sum over heads of  m n H_i,   H_i the hidden width of head i (w_v's length)
double additiveWork(const Scenario &s);

/// A sentence saying that the additive scores of `s` are over kAdditiveWorkBudget and what
/// hidden width would fit; empty when they are within.
std::optional<IssueText> overAdditiveWork(const Scenario &s);

} // namespace attn
