#include "layerscenario.h"

#include <cmath>
#include <utility>

namespace attn::model {

namespace {

/// The settings every scenario of a block shares: self-attention over X, dot products
/// scaled by 1/sqrt(d_h), explicit projections combined through W_O.
Scenario blockScenario(const Matrix &attentionInput, std::vector<std::string> labels, int headCount,
                       int headWidth, int outputWidth)
{
    Scenario s;
    s.mode = InputMode::SelfAttention;
    s.tokens = attentionInput;
    s.queryLabels = std::move(labels);
    s.score = ScoreKind::DotProduct;
    s.scaling = ScalingKind::InverseSqrtKeyDim;
    s.temperature = 1.0;
    s.mask = MaskKind::Causal;
    s.headCount = headCount;
    s.keyDim = headWidth;
    s.valueDim = headWidth;
    s.outputDim = outputWidth;
    s.projectionInit = ProjectionInit::Explicit;
    s.combination = HeadCombination::ConcatProject;
    return s;
}

/// Head `head`'s slices of the block's projections (columns head d_h .. head d_h + d_h - 1),
/// its query side multiplied by `querySide`.
HeadProjection headSlice(const BlockWeights &block, int head, int width, double querySide)
{
    const Eigen::Index first = Eigen::Index(head) * width;
    HeadProjection p;
    p.wq = querySide * block.queryWeight.middleCols(first, width);
    p.wk = block.keyWeight.middleCols(first, width);
    p.wv = block.valueWeight.middleCols(first, width);
    p.queryBias = querySide * block.queryBias.segment(first, width);
    p.keyBias = block.keyBias.segment(first, width);
    p.valueBias = block.valueBias.segment(first, width);
    return p;
}

} // namespace

Scenario layerScenario(const ModelWeights &weights, int layer, const Matrix &attentionInput,
                       const Interventions &interventions, std::vector<std::string> labels)
{
    const ModelConfig &c = weights.config;
    const BlockWeights &block = weights.blocks[std::size_t(layer)];
    const int width = c.headWidth();
    Scenario s = blockScenario(attentionInput, std::move(labels), c.headCount, width, c.width);
    for (int i = 0; i < c.headCount; ++i) {
        const HeadIntervention &h = interventions.head(layer, i);
        HeadProjection p = headSlice(block, i, width, h.scaleFactor / h.temperature);
        p.enabled = h.enabled;
        s.heads.push_back(std::move(p));
    }
    s.outputProjection = block.outputWeight.toDouble();
    if (!interventions.maskedPositions.empty()) {
        s.mask = MaskKind::Custom;
        s.customMask = causalMaskHiding(attentionInput.rows(), interventions);
    }
    return s;
}

Scenario headScenario(const ModelWeights &weights, int layer, int head,
                      const Matrix &attentionInput, std::vector<std::string> labels)
{
    const ModelConfig &c = weights.config;
    const BlockWeights &block = weights.blocks[std::size_t(layer)];
    const int width = c.headWidth();
    Scenario s = blockScenario(attentionInput, std::move(labels), 1, width, c.width);
    s.heads.push_back(headSlice(block, head, width, 1.0));
    s.outputProjection = block.outputWeight.middleRows(Eigen::Index(head) * width, width);
    return s;
}

BoolMatrix causalMaskHiding(Eigen::Index n, const Interventions &interventions)
{
    BoolMatrix mask = BoolMatrix::Constant(n, n, false);
    for (Eigen::Index i = 0; i < n; ++i)
        for (Eigen::Index j = 0; j <= i; ++j)
            mask(i, j) = j == i || !interventions.masks(int(j));
    return mask;
}

Scenario runHeadScenario(const ModelRun &run, int layer, int head, std::vector<std::string> labels)
{
    const ModelWeights &weights = run.weights();
    Scenario s = headScenario(weights, layer, head, run.layer(std::size_t(layer)).attentionInput,
                              std::move(labels));
    const Interventions &interventions = run.interventions();
    const HeadIntervention &h = interventions.head(layer, head);
    s.temperature = h.temperature;
    if (h.scaleFactor != 1.0) {
        s.scaling = ScalingKind::Custom;
        s.customScale = h.scaleFactor / std::sqrt(double(weights.config.headWidth()));
    }
    if (!interventions.maskedPositions.empty()) {
        s.mask = MaskKind::Custom;
        s.customMask = causalMaskHiding(s.tokens.rows(), interventions);
    }
    return s;
}

} // namespace attn::model
