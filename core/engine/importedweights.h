#pragma once

#include "scenario.h"
#include "trace.h"
#include "validationissue.h"

namespace attn {

/// Largest |sum_j a_ij - 1| accepted for a row of imported weights of n keys:
/// 1e-6 plus the rounding of n float32 terms (n * 2^-24 each), so that weights dumped from
/// a model in float32 are accepted for long sequences too.
double importedRowSumTolerance(Eigen::Index keys);

/// Problems of an InputMode::ImportedWeights scenario: at least one head and at most
/// kMaxHeads, headCount = number of matrices, every head m x n with the same m, n in
/// [1, kMaxTokens], entries finite and in [0, 1], each row summing to 1 (within
/// importedRowSumTolerance) or all zero (a fully masked row); labels m and n long.
ValidationIssues validateImportedWeights(const Scenario &scenario);

/// The trace of a weights-only scenario (precondition: validateImportedWeights is empty).
/// Per head: weights = the imported m x n matrix; mask(i, .) = false for an all-zero row
/// (true elsewhere); argmax_i = first j of the largest a_ij (-1 for a zero row);
/// entropy_i = -sum_j a_ij ln a_ij; weightsOnly = true. Nothing is invented: q, k, v,
/// scores, scaled and tempered are 0 x 0, head outputs m x 0, the combined output and the
/// concatenation m x 0. maskedRows_i = row i is zero in every head.
void computeImportedWeightsTrace(const Scenario &scenario, AttentionTrace &trace);

} // namespace attn
