#pragma once

#include "inputcelledit.h"
#include "scenario.h"
#include "trace.h"

namespace attn {

/// Whether updateInputRow() applies to the scenario: an input mode with projections, dot-
/// product scores and a temperature 0 < T < inf whose inverse is finite (the hardmax and
/// the uniform limit have no normaliser to update).
bool canUpdateInputRow(const Scenario &scenario);

/// Brings `trace`, computed from a scenario that differed from `scenario` only in row `row`
/// of one input feeding `sides`, up to date, recomputing only what depends on that row:
/// - the projected rows q_r, k_r, v_r of every head;
/// - a query row r in full: a'_r = q_r K^T, its softmax and head_r = a_r V;
/// - a key or value row r, in every other visible query row i: one score a'_ir and the
///   row's normaliser. With w = a_ir and d = (x'_ir - x_ir) / T (x = s a'):
///       D = 1 - w + w e^d,   a'_ij = a_ij / D (j != r),   a'_ir = w e^d / D,
///       H'_i = (H_i + w ln w) / D + (1 - w) ln D / D - a'_ir ln a'_ir,
///       head'_i = (head_i - w v_r) / D + a'_ir v'_r          (a rank-one update);
///   a value row alone: head'_i = head_i + a_ir (v'_r - v_r). A row with w > 1/2 or d > 30,
///   where 1 - w or e^d would lose digits, is recomputed from its scores instead;
/// - the combination of the rows that changed (every row when a key or value did).
/// The result equals a full computation up to rounding (a relative 1e-15 per update).
/// Precondition: canUpdateInputRow(scenario). Returns false when a number overflowed; the
/// trace is then partly updated and must be computed in full.
bool updateInputRow(const Scenario &scenario, Eigen::Index row, InputSides sides,
                    AttentionTrace &trace);

} // namespace attn
