#pragma once

#include "attentionengine.h"
#include "headintervention.h"
#include "modelweights.h"
#include "trace.h"

#include <atomic>
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
/// A copy is cheap (the layers' results are shared, never changed in place): a run can be
/// copied, the copy run on another thread while the original is shown.
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

    /// Makes run() and intervene() look at `flag` before each layer (null: never): when it
    /// is set they stop there, return a sentence saying so and keep no result (the next run
    /// computes every layer). For a run on another thread, stopped from the window's.
    void setStopFlag(const std::atomic<bool> *flag) { m_stop = flag; }
    /// Makes run() and intervene() add one to `counter` after each layer they compute (null:
    /// nothing counted), for a progress bar on another thread.
    void setLayerCounter(std::atomic<int> *counter) { m_layersDone = counter; }

    /// The lowest layer whose head interventions differ between `a` and `b` (0 when the
    /// masked positions differ, layerCount when nothing does): where a run starts.
    static int firstChangedLayer(const Interventions &a, const Interventions &b,
                                 const ModelConfig &config);
    /// The layers run(tokens, interventions) would compute now (0: its result stands).
    int layersToRun(const std::vector<int> &tokens, const Interventions &interventions) const;

    /// The layer the last run() or intervene() started from (layerCount: nothing changed).
    int firstLayerComputed() const { return m_firstLayerComputed; }

    const ModelWeights &weights() const { return *m_weights; }
    std::shared_ptr<const ModelWeights> sharedWeights() const { return m_weights; }
    const std::vector<int> &tokens() const { return m_tokens; }
    const Interventions &interventions() const { return m_interventions; }
    bool hasResult() const { return !m_layers.empty(); }
    /// What block `index` computed (0 <= index < layerCount, hasResult()).
    const LayerRun &layer(std::size_t index) const { return *m_layers[index]; }
    /// The blocks computed: layerCount with a result, else 0.
    std::size_t layerCount() const { return m_layers.size(); }
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
    /// False when stopped (see setStopFlag()).
    bool computeFrom(int layer);

    std::shared_ptr<const ModelWeights> m_weights;
    std::vector<int> m_tokens;
    Interventions m_interventions;
    /// Shared with the copies of this run: a copy recomputes from a layer by replacing the
    /// layers from there, so a run copied for another thread costs no copy of its results.
    std::vector<std::shared_ptr<const LayerRun>> m_layers;
    Matrix m_finalHidden;            ///< LN_f(h) of every position: L x width
    Eigen::RowVectorXd m_lastLogits; ///< LN_f(h_last) wte^T
    int m_firstLayerComputed = 0;
    const std::atomic<bool> *m_stop = nullptr;
    std::atomic<int> *m_layersDone = nullptr;
};

} // namespace attn::model
