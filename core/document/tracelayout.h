#pragma once

#include "trace.h"

#include <string>
#include <vector>

/// What the views lay out by (shapes, labels, whether there is a trace): if any of it moves
/// after an edit, a Values change is not enough and the views rebuild as for a Structure one.
struct TraceLayout
{
    bool hasTrace = false;
    std::size_t heads = 0;
    long queries = 0;
    long keys = 0;
    long valueDim = 0;
    long outputDim = 0;
    std::vector<std::string> queryLabels;
    std::vector<std::string> keyLabels;

    /// The layout of `trace` (empty but for the counts when `hasTrace` is false).
    static TraceLayout of(const attn::AttentionTrace &trace, bool hasTrace);
    bool operator==(const TraceLayout &) const = default;
};
