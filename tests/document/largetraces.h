#pragma once

// Scenarios large enough for the document to compute them in the background, and how far
// a trace is from the one a computation from scratch gives.

#include "../engine/scenariobuilders.h"
#include "trace.h"

#include <algorithm>

/// Self-attention over 512 seeded tokens of 64 components, 4 heads: 2^20 scores, the
/// smallest size that is computed in the background.
inline attn::Scenario largeScenario()
{
    return builders::selfAttention(512, 64, 4, 11);
}

/// Largest |a - b| over the weights and the output, relative to max(1, largest |b|).
inline double traceDifference(const attn::AttentionTrace &a, const attn::AttentionTrace &b)
{
    if (a.heads.size() != b.heads.size() || a.output.rows() != b.output.rows() ||
        a.output.cols() != b.output.cols())
        return 1e300;
    double worst =
        (a.output - b.output).cwiseAbs().maxCoeff() / std::max(1.0, b.output.cwiseAbs().maxCoeff());
    for (std::size_t i = 0; i < a.heads.size(); ++i) {
        const attn::Matrix &x = a.heads[i].weights;
        const attn::Matrix &y = b.heads[i].weights;
        if (x.rows() != y.rows() || x.cols() != y.cols())
            return 1e300;
        worst = std::max(worst, (x - y).cwiseAbs().maxCoeff());
    }
    return worst;
}

constexpr int kTimeoutMs = 120000; // an unoptimised sanitizer build is slow
