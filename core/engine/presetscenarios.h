#pragma once

#include "scenario.h"

/// The scenarios of the worked examples (attention-spec.md section 7), one builder per
/// preset. Every builder returns a scenario with its projections already made
/// (refreshProjections) and labels set.
namespace attn::presets {

/// 10 unit vectors at angles 2 pi i / 10 as keys = values, queries `queries` (m x 2).
Scenario circle(const Matrix &queries, const std::vector<std::string> &queryLabels);
/// Query (1/sqrt2, 1/sqrt2) and 20 keys = values of dimension 100, N(0, 1), unscaled.
Scenario scalingDemo();
/// "The sleepy child reads a book": keys are the 3-d embeddings, values one number each,
/// the query is "book".
Scenario sleepyChild();
/// Cross-attention with random tokens and projections: m queries, n sources, d_model.
Scenario randomCrossAttention(int queryCount, int sourceCount, int modelDim, int headCount);
/// Self-attention over 吾輩 / は / 猫 / で / ある, d_model 128, 4 heads, causal mask.
Scenario selfAttentionCausal();
/// Self-attention over 犬 / は / 庭 / で / ボール / を / 追いかけている, hand-made 4-d embeddings.
Scenario dogChasesBall();

} // namespace attn::presets
