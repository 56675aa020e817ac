#pragma once

// Small GPT-2-family models with random weights (every bias and LayerNorm gain non-trivial),
// for the runtime's property tests.

#include "modelweights.h"
#include "projectionfactory.h"

#include <cstdint>
#include <memory>

namespace randommodel {

inline attn::Vector randomVector(int size, std::uint64_t seed, double stddev, double mean = 0.0)
{
    return (attn::seededNormal(1, size, seed, stddev).row(0).transpose().array() + mean).matrix();
}

/// A model of `layers` blocks of `heads` heads on a residual of `width`, vocabulary 13,
/// 16 positions, MLP width 2 width; weights N(0, 0.5^2) so that the softmaxes are far from
/// uniform.
inline std::shared_ptr<attn::model::ModelWeights> make(int layers, int heads, int width,
                                                       std::uint64_t seed)
{
    auto w = std::make_shared<attn::model::ModelWeights>();
    attn::model::ModelConfig &c = w->config;
    c.vocabSize = 13;
    c.contextLength = 16;
    c.width = width;
    c.layerCount = layers;
    c.headCount = heads;
    c.mlpWidth = 2 * width;
    std::uint64_t next = seed * 1000;
    const auto matrix = [&](int rows, int cols) {
        return attn::seededNormal(rows, cols, ++next, 0.5);
    };
    const auto vector = [&](int size, double mean = 0.0) {
        return randomVector(size, ++next, 0.2, mean);
    };
    w->tokenEmbedding = matrix(c.vocabSize, width);
    w->positionEmbedding = matrix(c.contextLength, width);
    for (int l = 0; l < layers; ++l) {
        attn::model::BlockWeights b;
        b.attentionNormGain = vector(width, 1.0);
        b.attentionNormBias = vector(width);
        b.queryWeight = matrix(width, width);
        b.keyWeight = matrix(width, width);
        b.valueWeight = matrix(width, width);
        b.queryBias = vector(width);
        b.keyBias = vector(width);
        b.valueBias = vector(width);
        b.outputWeight = matrix(width, width);
        b.outputBias = vector(width);
        b.mlpNormGain = vector(width, 1.0);
        b.mlpNormBias = vector(width);
        b.mlpInWeight = matrix(width, c.mlpWidth);
        b.mlpInBias = vector(c.mlpWidth);
        b.mlpOutWeight = matrix(c.mlpWidth, width);
        b.mlpOutBias = vector(width);
        w->blocks.push_back(std::move(b));
    }
    w->finalNormGain = vector(width, 1.0);
    w->finalNormBias = vector(width);
    return w;
}

} // namespace randommodel
