#pragma once

#include "matrix.h"

#include <string>
#include <vector>

namespace attn {

/// Every intermediate of one head, m queries x n keys.
struct HeadTrace
{
    Matrix q;        ///< Q_i = X_q W_Q^i, m x d_k
    Matrix k;        ///< K_i = X_k W_K^i, n x d_k
    Matrix v;        ///< V_i = X_v W_V^i, n x d_v
    Matrix scores;   ///< raw a'_{ij} = score(q_i, k_j), m x n
    Matrix scaled;   ///< s * a', m x n
    Matrix tempered; ///< s * a' / T (T = 0: equal to scaled; T = inf: zeros), m x n
    BoolMatrix mask; ///< true = visible, m x n
    Matrix weights;  ///< softmax of the visible tempered scores per row (masked = exactly 0)
    Matrix output;   ///< weights V_i, m x d_v (zeros when the head is switched off)
    Vector entropy;  ///< -sum_j a_ij ln a_ij per row (nats); 0 for a fully masked row
    std::vector<int> argmax; ///< column of the largest weight per row; -1 when fully masked
    double scale = 1.0;      ///< the factor s used for this head
    bool enabled = true;
    /// Imported weights (InputMode::ImportedWeights): only weights, mask, entropy and argmax
    /// hold numbers; q, k, v, scores, scaled and tempered are 0 x 0 and output is m x 0.
    bool weightsOnly = false;
};

/// What the engine returns: every intermediate, per head, and the combined output.
struct AttentionTrace
{
    std::vector<HeadTrace> heads;
    Matrix concatenated;           ///< concat(head outputs), m x (h d_v) (ConcatProject only)
    Matrix output;                 ///< combined output, m x d_out
    std::vector<bool> maskedRows;  ///< per query: every key masked (no weights defined)
    std::vector<std::string> queryLabels; ///< resolved labels ("q1".. when none given)
    std::vector<std::string> keyLabels;   ///< resolved labels ("k1".. when none given)
};

} // namespace attn
