#pragma once

#include "maskrule.h"
#include "matrix.h"

#include <string>
#include <vector>

namespace attn {

/// Every intermediate of one head, m queries x n keys.
struct HeadTrace
{
    Matrix q; ///< Q_i = X_q W_Q^i (+ b_Q^i), m x d_k
    Matrix k; ///< K_i = X_k W_K^i (+ b_K^i), n x d_k
    Matrix v; ///< V_i = X_v W_V^i (+ b_V^i), n x d_v
    /// Raw a'_{ij} = score(q_i, k_j), m x n; 0 x 0 when the trace keeps none (dot-product
    /// scenarios beyond kKeptScoresLimit scores). The scaled s a', the tempered s a' / T and
    /// the mask are never stored: scorestages.h derives them (and these) on demand.
    Matrix scores;
    Matrix weights; ///< softmax of the visible tempered scores per row (masked = exactly 0)
    Matrix output;  ///< weights V_i, m x d_v (zeros when the head is switched off)
    Vector entropy; ///< -sum_j a_ij ln a_ij per row (nats); 0 for a fully masked row
    std::vector<int> argmax; ///< column of the largest weight per row; -1 when fully masked
    double scale = 1.0;      ///< the factor s used for this head
    bool enabled = true;
    bool finiteScores = true; ///< every raw score a' was finite in the last full computation
    bool finiteScaled = true; ///< every s a' was finite in the last full computation
    /// Imported weights (InputMode::ImportedWeights): only weights, mask, entropy and argmax
    /// hold numbers; q, k, v, scores, scaled and tempered are 0 x 0 and output is m x 0.
    bool weightsOnly = false;
};

/// Beyond this many scores (h m n) a dot-product trace keeps no raw scores: at L = 4096,
/// h = 16 they would be 2 GiB beside the weights' 2 GiB.
constexpr double kKeptScoresLimit = double(1 << 26);

/// What the engine returns: every intermediate, per head, and the combined output.
struct AttentionTrace
{
    std::vector<HeadTrace> heads;
    Matrix concatenated;          ///< concat(head outputs), m x (h d_v) (ConcatProject only)
    Matrix output;                ///< combined output, m x d_out
    std::vector<bool> maskedRows; ///< per query: every key masked (no weights defined)
    MaskRule mask;                ///< which keys each query sees (every head alike)
    double temperature = 1.0;     ///< T of the softmax
    std::vector<std::string> queryLabels; ///< resolved labels ("q1".. when none given)
    std::vector<std::string> keyLabels;   ///< resolved labels ("k1".. when none given)
};

/// The combination of a trace's heads computed beside it (HeadByHeadRun), to be installed
/// with AttentionEngine::finishHeadByHead().
struct CombinedHeads
{
    Matrix concatenated; ///< as AttentionTrace::concatenated
    Matrix output;       ///< as AttentionTrace::output
    /// Every head's weights were computed again (not only outputs): any rounding of earlier
    /// incremental updates is gone.
    bool everyWeightRecomputed = false;
};

/// One query row of a trace's combination computed ahead of the rest (HeadByHeadRun's
/// preview of the row on screen), to be traded into the trace with
/// AttentionEngine::swapCombinedRow().
struct CombinedRow
{
    Eigen::Index query = -1;
    Matrix concatenated;      ///< 1 x (h d_v): the row of AttentionTrace::concatenated
    Matrix output;            ///< 1 x d_out: the row of AttentionTrace::output
    double temperature = 1.0; ///< the T the row was computed with
};

} // namespace attn
