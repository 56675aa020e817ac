#pragma once

#include "trace.h"

#include <vector>

/// Which lines the Lines view draws and how strongly: one straight line from a query to a
/// key per head shown, its width growing linearly with the weight (two lines compare as
/// their weights do) and its opacity the weight's square root (a row spread over a hundred
/// keys, 0.01 each, stays visible as a faint fan instead of vanishing). Masked pairs
/// (MaskRule::visible() false) and fully masked query rows get no line at all; an unmasked weight
/// of 0 keeps its (invisible) line. Reads only the trace: no Qt, no painting.
///
/// The rule for long sequences: every line is drawn while both columns have at most
/// kDenseTokens tokens and the lines number at most kDenseLines; beyond that only the lines
/// of one query (the one pointed at, else the selected one) or into the key pointed at
/// are drawn, which keeps painting fast and the picture readable.
class LinesStrokes
{
public:
    /// One line: query `query` to key `key` in head `head`.
    struct Stroke
    {
        int head = 0;
        int query = 0;
        int key = 0;
        double weight = 0;  ///< a_ij of that head
        double opacity = 0; ///< 0..1, opacityOf(weight)
        double width = 0;   ///< pixels at line scale 1, widthOf(weight)
    };

    /// Which lines to collect: a query's row, the lines into a key, or (both -1) every line.
    struct Focus
    {
        int query = -1;
        int key = -1;
    };

    static constexpr int kDenseTokens = 64;
    static constexpr long long kDenseLines = 20000;

    /// Opacity of a line of weight w: sqrt(w), w clamped to [0, 1].
    static double opacityOf(double weight);
    /// Width of a line of weight w: 0.5 + 4.5 w pixels (w clamped to [0, 1]).
    static double widthOf(double weight);
    /// Whether every line of `heads` heads over `queries` x `keys` tokens is drawn.
    static bool drawsEveryLine(int queries, int keys, int heads);
    /// The lines to draw: a pointed-at query's row first, else the lines into a pointed-at
    /// key, else every line when `everyLine`, else the selected query's row.
    static Focus focusFor(bool everyLine, int hoveredQuery, int hoveredKey, int selectedQuery);
    /// The strokes of `heads` (indices into trace.heads; others are ignored) under `focus`,
    /// the weakest first so that strong lines are painted on top.
    static std::vector<Stroke> collect(const attn::AttentionTrace &trace,
                                       const std::vector<int> &heads, Focus focus);
};
