#pragma once

#include "graph.h"
#include "jsonstreamwriter.h"
#include "trace.h"

class QIODevice;

/// The trace as JSON for `attention-lab compute` and `export --trace --out X.json`:
/// top-level "concatenated" (when the heads are concatenated), "heads", "key_labels",
/// "masked_rows", "output", "query_labels"; per head "argmax", "enabled", "entropy", "k",
/// "mask", "output", "q", "scale", "scaled", "scores", "tempered", "v", "weights" (keys in
/// that order, as QJsonObject sorts them). Doubles at full precision; +-infinity (tempered
/// scores at a tiny T) as "Infinity" / "-Infinity" (JsonNumber).
///
/// The text is written as it is made, matrix row by matrix row (JsonStreamWriter): besides
/// the trace it takes a buffer of about a megabyte and one block of score rows, never the
/// whole document (3.2 GB of text for one head over 4,096 tokens of 8 components).
class TraceJson
{
public:
    /// Writes the trace to `device`; false when the device refused a write. With a graph
    /// (non-empty, one node per query), a "nodes" array follows "masked_rows": per receiving
    /// node i its "label", its incoming edges "in" (each the sender's index "from", its
    /// "label" and the weight b_k of every head, "weights") and its aggregated output
    /// "output" = ebar'_i = sum_k sum_j sum_h e'_kjh w_jhl, the trace's output row i.
    static bool write(QIODevice &device, const attn::AttentionTrace &trace,
                      JsonStreamWriter::Layout layout = JsonStreamWriter::Layout::Indented,
                      const attn::Graph *graph = nullptr);
};
