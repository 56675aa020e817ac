#pragma once

#include "modelconfig.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <cstdint>
#include <optional>

namespace attn::io {

/// The config.json of a Hugging Face GPT-2 checkpoint: vocab_size, n_positions, n_embd,
/// n_layer, n_head, n_inner (null or missing: 4 n_embd), layer_norm_epsilon (missing: 1e-5),
/// activation_function ("gelu_new", "gelu_pytorch_tanh" or missing: both are GELU's tanh
/// approximation) and model_type ("gpt2" or missing). Other keys are ignored.
class ModelConfigFile
{
public:
    static constexpr qint64 kMaxFileBytes = qint64(1) << 20;
    static constexpr int kMaxVocabSize = 1'000'000;
    static constexpr int kMaxContextLength = 1'000'000;
    static constexpr int kMaxWidth = 16384;
    static constexpr int kMaxLayers = 256;
    static constexpr int kMaxMlpWidth = 4 * kMaxWidth;
    /// 2e9 weights are 16 GB once in double precision.
    static constexpr std::int64_t kMaxParameters = 2'000'000'000;

    /// Reads the file at `path` (at most kMaxFileBytes) and parses it.
    static std::optional<model::ModelConfig> read(const QString &path, QString *error);
    /// Parses `json`. Refused, with a sentence starting with `fileName` and naming the key:
    /// invalid JSON, not an object, a key given twice, a size missing, not a whole number or
    /// outside 1 to its kMax, n_embd not divisible by n_head, an epsilon not a positive
    /// number, another activation or model type, more than kMaxParameters weights.
    static std::optional<model::ModelConfig> parse(const QByteArray &json, const QString &fileName,
                                                   QString *error);

    /// The number of weights of a model of shape `config`: vocab x d + positions x d + 2 d
    /// (final norm) + layers x (4 d^2 + 2 d inner + 9 d + inner).
    static std::int64_t parameterCount(const model::ModelConfig &config);

    // Messages are shown to users, so they are translatable (context "ModelConfigFile").
    Q_DECLARE_TR_FUNCTIONS(ModelConfigFile)
};

} // namespace attn::io
