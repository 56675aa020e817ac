#pragma once

namespace attn::model {

/// The shape of a decoder-only transformer of the GPT-2 family (the keys of a Hugging Face
/// GPT-2 config.json in brackets).
struct ModelConfig
{
    int vocabSize = 0;              ///< tokens the embedding and unembedding know (vocab_size)
    int contextLength = 0;          ///< positions the position embedding has (n_positions)
    int width = 0;                  ///< d_model, the residual stream (n_embd)
    int layerCount = 0;             ///< transformer blocks (n_layer)
    int headCount = 0;              ///< attention heads per block (n_head); divides width
    int mlpWidth = 0;               ///< hidden width of the MLP (n_inner; null = 4 width)
    double layerNormEpsilon = 1e-5; ///< added to the variance in every LayerNorm

    /// d_k = d_v = width / headCount.
    int headWidth() const { return headCount > 0 ? width / headCount : 0; }

    bool operator==(const ModelConfig &) const = default;
};

} // namespace attn::model
