#pragma once

// Exact comparison of two traces, for the engine tests of what a run may reuse.

#include "trace.h"

/// Every number and flag of the two traces is the same, bit for bit (labels, mask and
/// temperature too).
inline bool sameTrace(const attn::AttentionTrace &a, const attn::AttentionTrace &b)
{
    if (a.heads.size() != b.heads.size() || a.output != b.output ||
        a.concatenated != b.concatenated || a.maskedRows != b.maskedRows ||
        a.queryLabels != b.queryLabels || a.keyLabels != b.keyLabels || !(a.mask == b.mask) ||
        a.temperature != b.temperature)
        return false;
    for (std::size_t i = 0; i < a.heads.size(); ++i) {
        const attn::HeadTrace &x = a.heads[i];
        const attn::HeadTrace &y = b.heads[i];
        if (x.q != y.q || x.k != y.k || x.v != y.v || x.scores != y.scores ||
            x.finiteScores != y.finiteScores || x.finiteScaled != y.finiteScaled ||
            x.weights != y.weights || x.output != y.output || x.entropy != y.entropy ||
            x.argmax != y.argmax || x.scale != y.scale || x.enabled != y.enabled)
            return false;
    }
    return true;
}
