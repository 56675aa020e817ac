#pragma once

#include "scenario.h"

namespace attnbench {

/// The benchmarks' scenario: self-attention over `tokens` seeded N(0, 1) token vectors of
/// `modelDim` components, `heads` heads with random projections (seed 7), scaling
/// 1/sqrt(d_k), concat then W_O, T = 1; with a causal mask when `causal`.
attn::Scenario selfAttentionScenario(int tokens, int modelDim, int heads, bool causal);

} // namespace attnbench
