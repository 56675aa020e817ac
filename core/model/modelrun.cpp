#include "modelrun.h"

#include "gelu.h"
#include "layernorm.h"
#include "layerscenario.h"
#include "validation.h"
#include "weightproduct.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace attn::model {

int ModelRun::firstChangedLayer(const Interventions &a, const Interventions &b,
                                const ModelConfig &c)
{
    if (a.maskedPositions != b.maskedPositions)
        return 0;
    for (int layer = 0; layer < c.layerCount; ++layer)
        for (int head = 0; head < c.headCount; ++head)
            if (!(a.head(layer, head) == b.head(layer, head)))
                return layer;
    return c.layerCount;
}

namespace {

/// softmax of a row of logits.
Eigen::RowVectorXd probabilities(const Eigen::RowVectorXd &z)
{
    const Eigen::RowVectorXd e = (z.array() - z.maxCoeff()).exp().matrix();
    return e / e.sum();
}

} // namespace

ModelRun::ModelRun(std::shared_ptr<const ModelWeights> weights) : m_weights(std::move(weights)) {}

std::string ModelRun::check(const std::vector<int> &tokens, const Interventions &iv) const
{
    const ModelConfig &c = m_weights->config;
    if (tokens.empty())
        return "no tokens: the model needs at least one";
    if (int(tokens.size()) > c.contextLength)
        return std::to_string(tokens.size()) + " tokens, but the model knows only " +
               std::to_string(c.contextLength) + " positions";
    for (std::size_t i = 0; i < tokens.size(); ++i)
        if (tokens[i] < 0 || tokens[i] >= c.vocabSize)
            return "token " + std::to_string(i) + " is " + std::to_string(tokens[i]) +
                   ", outside the vocabulary of " + std::to_string(c.vocabSize);
    for (int layer = 0; layer < c.layerCount; ++layer)
        for (int head = 0; head < c.headCount; ++head) {
            const HeadIntervention &h = iv.head(layer, head);
            const std::string name =
                "layer " + std::to_string(layer + 1) + " head " + std::to_string(head + 1);
            if (!(h.temperature > 0.0) || !std::isfinite(h.temperature) ||
                !std::isfinite(h.scaleFactor / h.temperature))
                return name + ": the temperature must be a positive finite number";
            if (!std::isfinite(h.scaleFactor))
                return name + ": the scaling factor must be finite";
        }
    return {};
}

std::string ModelRun::run(const std::vector<int> &tokens, const Interventions &interventions)
{
    std::string error = check(tokens, interventions);
    if (!error.empty())
        return error;
    const bool sameTokens = hasResult() && tokens == m_tokens;
    const int first =
        sameTokens ? firstChangedLayer(m_interventions, interventions, m_weights->config) : 0;
    m_tokens = tokens;
    m_interventions = interventions;
    if (sameTokens && first == m_weights->config.layerCount) {
        m_firstLayerComputed = first; // nothing changed: the result stands
        return {};
    }
    if (!computeFrom(first)) {
        m_layers.clear();
        m_tokens.clear();
        m_finalHidden.resize(0, 0);
        m_lastLogits.resize(0);
        return "stopped before the last layer: no result kept";
    }
    return {};
}

int ModelRun::layersToRun(const std::vector<int> &tokens, const Interventions &interventions) const
{
    const ModelConfig &c = m_weights->config;
    if (!hasResult() || tokens != m_tokens)
        return c.layerCount;
    return c.layerCount - firstChangedLayer(m_interventions, interventions, c);
}

std::string ModelRun::intervene(const Interventions &interventions)
{
    if (!hasResult())
        return "nothing to intervene on: run the model on a sequence first";
    return run(m_tokens, interventions);
}

bool ModelRun::computeFrom(int first)
{
    const ModelWeights &w = *m_weights;
    const ModelConfig &c = w.config;
    const Eigen::Index length = Eigen::Index(m_tokens.size());
    m_firstLayerComputed = first;
    m_layers.resize(std::size_t(c.layerCount));
    Matrix h;
    if (first == 0) {
        h.resize(length, c.width);
        for (Eigen::Index i = 0; i < length; ++i)
            h.row(i) = w.tokenEmbedding.row(m_tokens[std::size_t(i)]) + w.positionEmbedding.row(i);
    } else {
        h = m_layers[std::size_t(first - 1)]->residualOut;
    }
    for (int layer = first; layer < c.layerCount; ++layer) {
        if (m_stop && m_stop->load(std::memory_order_relaxed))
            return false;
        const BlockWeights &b = w.blocks[std::size_t(layer)];
        auto computed = std::make_shared<LayerRun>();
        LayerRun &r = *computed;
        r.residualIn = std::move(h);
        r.attentionInput =
            layerNorm(r.residualIn, b.attentionNormGain, b.attentionNormBias, c.layerNormEpsilon);
        const Scenario s = layerScenario(w, layer, r.attentionInput, m_interventions);
        // Every input is finite and shaped by the weights checked when they were read:
        // validate() finds nothing but an overflow of absurd weights, which shows as inf.
        // The views show weights: raw scores are not kept (h L^2 doubles a layer), and the
        // heatmap's tooltips derive them from Q and K when asked.
        r.attention = validate(s).empty() ? computeTrace(s, 0.0) : AttentionTrace();
        r.residualMid = r.residualIn;
        if (r.attention.output.rows() == length)
            r.residualMid += r.attention.output;
        r.residualMid.rowwise() += b.outputBias.transpose();
        const Matrix hidden =
            timesWeight(layerNorm(r.residualMid, b.mlpNormGain, b.mlpNormBias, c.layerNormEpsilon),
                        b.mlpInWeight, b.mlpInBias, Activation::Gelu);
        r.residualOut = r.residualMid + timesWeight(hidden, b.mlpOutWeight, b.mlpOutBias);
        h = r.residualOut;
        m_layers[std::size_t(layer)] = std::move(computed);
        if (m_layersDone)
            m_layersDone->fetch_add(1, std::memory_order_relaxed);
    }
    if (c.layerCount == 0)
        return true;
    m_finalHidden = layerNorm(h, w.finalNormGain, w.finalNormBias, c.layerNormEpsilon);
    m_lastLogits = timesWeightTransposed(m_finalHidden.bottomRows(1), w.tokenEmbedding);
    return true;
}

Matrix ModelRun::logits() const
{
    return timesWeightTransposed(m_finalHidden, m_weights->tokenEmbedding);
}

Eigen::RowVectorXd ModelRun::logitsAt(int position) const
{
    if (m_finalHidden.rows() == 0 || position >= m_finalHidden.rows())
        return {};
    if (position < 0 || position == m_finalHidden.rows() - 1)
        return m_lastLogits;
    return timesWeightTransposed(m_finalHidden.row(position), m_weights->tokenEmbedding);
}

std::vector<NextToken> ModelRun::topNextTokens(int count, int position) const
{
    const Eigen::RowVectorXd logits = logitsAt(position);
    if (logits.size() == 0)
        return {};
    const Eigen::RowVectorXd p = probabilities(logits);
    std::vector<int> order(std::size_t(p.size()));
    std::iota(order.begin(), order.end(), 0);
    const std::size_t k = std::min(order.size(), std::size_t(std::max(count, 0)));
    std::partial_sort(order.begin(), order.begin() + std::ptrdiff_t(k), order.end(),
                      [&](int a, int b) { return p[a] > p[b] || (p[a] == p[b] && a < b); });
    std::vector<NextToken> top;
    for (std::size_t i = 0; i < k; ++i)
        top.push_back({order[i], p[order[i]]});
    return top;
}

double ModelRun::nextTokenProbability(int token, int position) const
{
    const Eigen::RowVectorXd logits = logitsAt(position);
    if (token < 0 || token >= logits.size())
        return 0.0;
    return probabilities(logits)[token];
}

} // namespace attn::model
