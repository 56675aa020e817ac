#include "tracelayout.h"

TraceLayout TraceLayout::of(const attn::AttentionTrace &t, bool hasTrace)
{
    TraceLayout s;
    s.hasTrace = hasTrace;
    s.heads = t.heads.size();
    if (!t.heads.empty()) {
        s.queries = long(t.heads.front().weights.rows());
        s.keys = long(t.heads.front().weights.cols());
        s.valueDim = long(t.heads.front().output.cols());
    }
    s.outputDim = long(t.output.cols());
    s.queryLabels = t.queryLabels;
    s.keyLabels = t.keyLabels;
    return s;
}
