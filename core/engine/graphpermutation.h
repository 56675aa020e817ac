#pragma once

#include "scenario.h"

#include <cstdint>
#include <vector>

namespace attn {

/// Whether `order` holds each of 0 .. n - 1 exactly once.
bool isPermutation(const std::vector<int> &order, int n);

/// A permutation of 0 .. n - 1 drawn from `seed` (Fisher-Yates over std::mt19937_64, with
/// its own bounded draw, so that a seed gives the same order on every platform).
std::vector<int> randomPermutation(int n, std::uint64_t seed);

/// The self-attention scenario `s` with its tokens (a graph's nodes) renumbered: new token r
/// is old token order[r], i.e. X' = P X with P_{r, order[r]} = 1. The token rows, labels,
/// graph nodes and edges, and a custom mask's rows and columns (M' = P M P^T) follow; the
/// projections and heads stay. Attention is then permutation equivariant,
///   output'_r = output_{order[r]},
/// for the masks None, Custom and Neighbours; Causal and ValidLength are rules on positions,
/// not tokens, so they stay where they are and break it. `order` must satisfy
/// isPermutation(order, s.tokens.rows()).
Scenario permutedTokens(const Scenario &s, const std::vector<int> &order);

} // namespace attn
