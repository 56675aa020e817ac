#pragma once

namespace attn {

/// The first stage of the computation that must run again; every later stage runs too.
/// One vocabulary for "what to recompute": AttentionEngine::workFor(), the parts of a head
/// that AttentionEngine::swapHead() trades, and what HeadByHeadRun computes per head.
/// Ordered from the least work to the most, so that `a < b` reads "a is less work".
enum class Stage
{
    None,        ///< nothing changed (a head a head-by-head run leaves alone)
    Outputs,     ///< heads switched on or off, W_O or the combination: the weights stay
    Softmax,     ///< scale, temperature or mask: Q, K, V and the raw scores stay
    Projections, ///< inputs, projections or the score function (or no trace yet): everything
};

} // namespace attn
