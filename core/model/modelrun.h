#pragma once

#include "attentionengine.h"
#include "headintervention.h"
#include "modelweights.h"
#include "trace.h"

#include <memory>
#include <string>
#include <vector>

namespace attn::model {

/// What one block computed for the token sequence.
struct LayerRun
{
    Matrix residualIn;        ///< the residual stream entering the block: L x width
    Matrix attentionInput;    ///< X = LayerNorm_1(residualIn): the attention's input tokens
    AttentionTrace attention; ///< the lab's trace of the block's attention (every head)
    Matrix residualMid;       ///< residualIn + attention output (with b_O)
    Matrix residualOut;       ///< residualMid + MLP(LayerNorm_2(residualMid))
};

/// One candidate for the next token.
struct NextToken
{
    int token = 0;
    double probability = 0.0;
};

/// Runs a GPT-2-family model on a token sequence, keeping every layer's intermediate
/// results, and runs it again after an intervention from the lowest layer it changes.
///
/// h_0 = wte[t] + wpe[0..L-1];
/// per block: X = LN_1(h), h' = h + Attention(X) + b_O, h'' = h' + MLP(LN_2(h'));
/// Attention(X) = concat_i softmax(mask_causal((X W_Q^i + b_Q^i)(X W_K^i + b_K^i)^T
///                / sqrt(d_h))) (X W_V^i + b_V^i) W_O, computed by the lab's AttentionEngine;
/// MLP(x) = GELU(x W_in + b_in) W_out + b_out (GELU's tanh form, GPT-2's "gelu_new");
/// logits = LN_f(h_last) wte^T (computed for the last position; any other on request).
/// The big products go through timesWeight, in double whatever the weights' precision.
class ModelRun
{
public:
    explicit ModelRun(std::shared_ptr<const ModelWeights> weights);

    /// Computes every layer for `tokens` (ids below vocabSize, 1 to contextLength of them)
    /// under `interventions`. Returns an empty string, or a sentence naming what is wrong
    /// (nothing is computed then and the previous results stay).
    std::string run(const std::vector<int> &tokens, const Interventions &interventions = {});

    /// As run() with the same tokens, recomputing only from the lowest layer whose
    /// interventions differ from the last run's (the masked positions change every layer).
    std::string intervene(const Interventions &interventions);

    /// The layer the last run() or intervene() started from (layerCount: nothing changed).
    int firstLayerComputed() const { return m_firstLayerComputed; }

    const ModelWeights &weights() const { return *m_weights; }
    std::shared_ptr<const ModelWeights> sharedWeights() const { return m_weights; }
    const std::vector<int> &tokens() const { return m_tokens; }
    const Interventions &interventions() const { return m_interventions; }
    bool hasResult() const { return !m_layers.empty(); }
    const std::vector<LayerRun> &layers() const { return m_layers; }
    /// Logits of every position, L x vocabSize: computed on each call (L x width x vocabSize
    /// multiply-adds; the views need only logitsAt()).
    Matrix logits() const;
    /// The logits after position `position` (-1: the last), 1 x vocabSize: the last
    /// position's are kept from the run, any other is computed.
    Eigen::RowVectorXd logitsAt(int position = -1) const;
    /// The `count` most probable next tokens after position `position` (-1: the last),
    /// most probable first: softmax of that row of logits().
    std::vector<NextToken> topNextTokens(int count, int position = -1) const;
    /// The probability of token `token` following position `position` (-1: the last).
    double nextTokenProbability(int token, int position = -1) const;

private:
    std::string check(const std::vector<int> &tokens, const Interventions &interventions) const;
    void computeFrom(int layer);

    std::shared_ptr<const ModelWeights> m_weights;
    std::vector<int> m_tokens;
    Interventions m_interventions;
    std::vector<LayerRun> m_layers;
    Matrix m_finalHidden;            ///< LN_f(h) of every position: L x width
    Eigen::RowVectorXd m_lastLogits; ///< LN_f(h_last) wte^T
    AttentionEngine m_engine;
    int m_firstLayerComputed = 0;
};

} // namespace attn::model
