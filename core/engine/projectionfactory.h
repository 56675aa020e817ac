#pragma once

#include "scenario.h"

#include <cstdint>

namespace attn {

/// Rebuilds heads[] (W_Q^i, W_K^i, W_V^i, additive weights) and W_O from the input
/// dimensions, headCount, keyDim, valueDim, outputDim and seed, unless projectionInit is
/// Explicit, in which case it only resizes heads[] to headCount (new heads get identity).
/// Keeps each head's enabled flag and combineWeight.
void refreshProjections(Scenario &scenario);

/// Frees the matrices refreshProjections() makes again from the rest of the scenario (every
/// head's W_Q^i, W_K^i, W_V^i and additive weights, and W_O) unless projectionInit is
/// Explicit; keeps each head's enabled flag and combineWeight. A scenario kept for later (a
/// lesson's step) is stored so and rebuilt with refreshProjections() when it is shown.
void dropDerivedProjections(Scenario &scenario);

/// Identity slice for head `head`: W (rows x cols) with W(r, c) = 1 iff r == head * cols + c.
Matrix identitySlice(int rows, int cols, int head);

/// rows x cols matrix of N(0, stddev^2) entries from std::mt19937_64 seeded with `seed`
/// and a Box-Muller transform, so the numbers are the same on every platform.
Matrix seededNormal(int rows, int cols, std::uint64_t seed, double stddev);

} // namespace attn
