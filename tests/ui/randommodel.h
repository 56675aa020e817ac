#pragma once

// A GPT-2-style model of random weights on a small word vocabulary, for tests of what shows a
// running model without depending on the trained one shipped with the program.

#include "modelweights.h"
#include "wordvocabulary.h"

#include <memory>
#include <random>
#include <string>
#include <vector>

namespace randommodel {

/// The words of the test vocabulary: those of the Model tab's example and a few more.
inline std::vector<std::string> words()
{
    return {"red",  "cat", "blue", "dog", "green", "fish", "apple", "bread",
            "milk", "hat", "key",  "pen", "owl",   "bee",  "cup",   "door"};
}

inline attn::model::WordVocabulary vocabulary()
{
    return attn::model::WordVocabulary(words());
}

/// `layers` blocks of `heads` heads, width 4 per head, every weight N(0, 0.5^2) from `seed`,
/// LayerNorm gains 1 and biases small; `vocabSize` token embeddings (0: one per word of
/// words()).
inline std::shared_ptr<const attn::model::ModelWeights>
weights(int layers = 2, int heads = 4, unsigned seed = 7, int vocabSize = 0)
{
    std::mt19937 rng(seed);
    std::normal_distribution<double> normal(0.0, 0.5);
    auto matrix = [&](int rows, int cols) {
        attn::Matrix m(rows, cols);
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < cols; ++c)
                m(r, c) = normal(rng);
        return m;
    };
    auto vector = [&](int size, double scale) {
        attn::Vector v(size);
        for (int i = 0; i < size; ++i)
            v[i] = scale * normal(rng);
        return v;
    };
    auto w = std::make_shared<attn::model::ModelWeights>();
    attn::model::ModelConfig &c = w->config;
    c.vocabSize = vocabSize > 0 ? vocabSize : int(words().size());
    c.contextLength = 24;
    c.layerCount = layers;
    c.headCount = heads;
    c.width = 4 * heads;
    c.mlpWidth = 2 * c.width;
    w->tokenEmbedding = matrix(c.vocabSize, c.width);
    w->positionEmbedding = matrix(c.contextLength, c.width);
    for (int l = 0; l < layers; ++l) {
        attn::model::BlockWeights b;
        b.attentionNormGain = attn::Vector::Ones(c.width);
        b.attentionNormBias = vector(c.width, 0.1);
        b.queryWeight = matrix(c.width, c.width);
        b.keyWeight = matrix(c.width, c.width);
        b.valueWeight = matrix(c.width, c.width);
        b.queryBias = vector(c.width, 0.1);
        b.keyBias = vector(c.width, 0.1);
        b.valueBias = vector(c.width, 0.1);
        b.outputWeight = matrix(c.width, c.width);
        b.outputBias = vector(c.width, 0.1);
        b.mlpNormGain = attn::Vector::Ones(c.width);
        b.mlpNormBias = vector(c.width, 0.1);
        b.mlpInWeight = matrix(c.width, c.mlpWidth);
        b.mlpInBias = vector(c.mlpWidth, 0.1);
        b.mlpOutWeight = matrix(c.mlpWidth, c.width);
        b.mlpOutBias = vector(c.width, 0.1);
        w->blocks.push_back(std::move(b));
    }
    w->finalNormGain = attn::Vector::Ones(c.width);
    w->finalNormBias = vector(c.width, 0.1);
    return w;
}

} // namespace randommodel
