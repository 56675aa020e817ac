#pragma once

#include "scenario.h"
#include "trace.h"

#include <vector>

namespace attn {

/// The combination step alone: Y = concat(H_1 .. H_h) W_O, or sum_h w_h H_h, or
/// (1/h) sum_h H_h, from the heads' outputs H_i (m x d_v) of `trace`. Heads switched off in
/// the trace and the head `without` (-1 = none) count as zeros (for the mean they still count
/// in 1/h, as in the engine). Returns Y, m x d_out; an empty matrix when `scenario` does not
/// have the heads and W_O shapes `trace` was computed with.
Matrix combineHeadOutputs(const Scenario &scenario, const AttentionTrace &trace, int without = -1);

/// Importance of each head: I_i = ||Y - Y_{-i}||_F / ||Y||_F, where Y is trace.output and
/// Y_{-i} re-runs the combination step with head i also switched off. One entry per head;
/// 0 for a head already switched off; all 0 when ||Y||_F = 0 (nothing to lose).
/// `trace` should be computed from `scenario`; when their shapes disagree, all 0.
std::vector<double> headImportance(const Scenario &scenario, const AttentionTrace &trace);

} // namespace attn
