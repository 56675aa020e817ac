#pragma once

#include "matrix.h"
#include "modelconfig.h"
#include "weightmatrix.h"

#include <vector>

namespace attn::model {

/// The weights of one pre-LayerNorm block. Matrices act on row vectors (x W + b), as GPT-2's
/// Conv1D stores them (in x out); the attention's Q, K, V columns are ordered head by head
/// (head i owns columns i d_h .. (i+1) d_h - 1), as in GPT-2's fused c_attn.
struct BlockWeights
{
    Vector attentionNormGain;  ///< ln_1.weight: width
    Vector attentionNormBias;  ///< ln_1.bias: width
    WeightMatrix queryWeight;  ///< W_Q: width x width
    WeightMatrix keyWeight;    ///< W_K: width x width
    WeightMatrix valueWeight;  ///< W_V: width x width
    Vector queryBias;          ///< b_Q: width
    Vector keyBias;            ///< b_K: width
    Vector valueBias;          ///< b_V: width
    WeightMatrix outputWeight; ///< W_O (attn.c_proj.weight): width x width
    Vector outputBias;         ///< b_O: width
    Vector mlpNormGain;        ///< ln_2.weight: width
    Vector mlpNormBias;        ///< ln_2.bias: width
    WeightMatrix mlpInWeight;  ///< mlp.c_fc.weight: width x mlpWidth
    Vector mlpInBias;          ///< mlp.c_fc.bias: mlpWidth
    WeightMatrix mlpOutWeight; ///< mlp.c_proj.weight: mlpWidth x width
    Vector mlpOutBias;         ///< mlp.c_proj.bias: width
};

/// Every weight of a GPT-2-family model with its shape: matrices in their checkpoint's
/// precision (WeightMatrix), vectors in double.
struct ModelWeights
{
    ModelConfig config;
    WeightMatrix tokenEmbedding;    ///< wte.weight: vocabSize x width (also the unembedding, tied)
    WeightMatrix positionEmbedding; ///< wpe.weight: contextLength x width
    std::vector<BlockWeights> blocks; ///< layerCount entries
    Vector finalNormGain;             ///< ln_f.weight: width
    Vector finalNormBias;             ///< ln_f.bias: width
};

} // namespace attn::model
