#pragma once

#include "trace.h"

#include <QString>

#include <vector>

/// Which keys get the most weight in one row of a head: the "argmax" a view names. Where
/// T = inf or equal scores share the largest weight, no key won, so views say "tie" rather
/// than the first of the tied keys (which is what HeadTrace::argmax holds).
namespace LargestWeight {

/// Weights within this relative distance of the row's largest count as tied with it.
/// Keys with equal scores get bit-identical weights (the same exp and division), and T = inf
/// gives exactly 1/n; keys whose scores are equal on paper but summed in a different order
/// differ by a few ulps of the score (~1e-16 |s|), which moves a weight by |ds| / T relative:
/// far below 1e-12 for any T above 1e-4 |s|. A genuine lead shown to 3 decimals is far above
/// it. The engine's hardmax ties scores by the same 1e-12 (core/engine/softmax.cpp).
constexpr double kTieTolerance = 1e-12;

/// The keys of row `row` of `head` whose weight is the largest (up to kTieTolerance), in
/// column order; empty when the row has no weight (fully masked, or an imported zero row).
std::vector<int> keys(const attn::HeadTrace &head, int row);

/// Up to this many tied keys are named ("tie: a, b, c"); more are counted ("tie of 6").
constexpr int kNamedTies = 3;

/// What a view says for the row: the key's label, "tie: a, b" (a few tied keys), "tie of n"
/// (more), or "—" (no weight anywhere).
QString describe(const attn::AttentionTrace &trace, int head, int row);

/// The label of key `key` of the trace ("k<n>" past the labels).
QString keyLabel(const attn::AttentionTrace &trace, int key);

/// keyLabel(), followed by the key's position counted from 1 when another key has the same
/// label ("red (1)" and "red (7)" in a sentence that says red twice).
QString distinctKeyLabel(const attn::AttentionTrace &trace, int key);

} // namespace LargestWeight
