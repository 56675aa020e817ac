#pragma once

#include "scenario.h"
#include "validationissue.h"

namespace attn {

/// Largest number of tokens (rows) or components (columns) a scenario may have.
inline constexpr int kMaxTokens = 4096;
inline constexpr int kMaxDimension = 4096;
inline constexpr int kMaxHeads = 64;
/// Largest number of edges a graph may have (a complete graph of 1024 nodes, both ways).
inline constexpr int kMaxGraphEdges = 1024 * 1024;

/// Every problem of the scenario, each naming its field; empty when the engine may run.
ValidationIssues validate(const Scenario &scenario);

} // namespace attn
