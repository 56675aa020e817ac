#pragma once

// A GPT-2-family checkpoint small enough to write in a test: 5 words, 4 positions, width 4,
// 2 heads, 2 blocks, MLP width 8, every weight a random multiple of 1/64 (exact in F64,
// F32, F16 and BF16), its files named and laid out as Hugging Face's.

#include "matrix.h"
#include "modelconfig.h"
#include "safetensorswriter.h"

#include <QFile>
#include <QList>
#include <QRandomGenerator>
#include <QString>

#include <string>

struct TinyTensor
{
    QByteArray name; ///< without the "transformer." prefix
    QList<qint64> shape;
    std::vector<double> values;
};

struct TinyCheckpoint
{
    attn::model::ModelConfig config{5, 4, 4, 2, 2, 8, 1e-5};
    QList<TinyTensor> tensors;
    QByteArray vocabulary = "the\ncat\nsat\non\nmat\n";

    explicit TinyCheckpoint(quint32 seed = 1)
    {
        QRandomGenerator random(seed);
        auto add = [&](const QByteArray &name, QList<qint64> shape) {
            TinyTensor tensor{name, shape, {}};
            const qint64 count = shape.size() == 1 ? shape[0] : shape[0] * shape[1];
            for (qint64 i = 0; i < count; ++i)
                tensor.values.push_back(double(random.bounded(-100, 101)) / 64);
            tensors.append(tensor);
        };
        const qint64 d = config.width;
        const qint64 inner = config.mlpWidth;
        add("wte.weight", {config.vocabSize, d});
        add("wpe.weight", {config.contextLength, d});
        for (int i = 0; i < config.layerCount; ++i) {
            const QByteArray h = "h." + QByteArray::number(i) + ".";
            add(h + "ln_1.weight", {d});
            add(h + "ln_1.bias", {d});
            add(h + "attn.c_attn.weight", {d, 3 * d});
            add(h + "attn.c_attn.bias", {3 * d});
            add(h + "attn.c_proj.weight", {d, d});
            add(h + "attn.c_proj.bias", {d});
            add(h + "ln_2.weight", {d});
            add(h + "ln_2.bias", {d});
            add(h + "mlp.c_fc.weight", {d, inner});
            add(h + "mlp.c_fc.bias", {inner});
            add(h + "mlp.c_proj.weight", {inner, d});
            add(h + "mlp.c_proj.bias", {d});
        }
        add("ln_f.weight", {d});
        add("ln_f.bias", {d});
    }

    TinyTensor *find(const QByteArray &name)
    {
        for (TinyTensor &tensor : tensors) {
            if (tensor.name == name)
                return &tensor;
        }
        return nullptr;
    }

    /// The tensor `name` as a matrix (a vector as one column).
    attn::Matrix matrix(const QByteArray &name) const
    {
        for (const TinyTensor &tensor : tensors) {
            if (tensor.name != name)
                continue;
            const qint64 cols = tensor.shape.size() == 1 ? 1 : tensor.shape[1];
            attn::Matrix m(tensor.shape[0], cols);
            for (qint64 i = 0; i < m.size(); ++i)
                m.data()[i] = tensor.values[std::size_t(i)];
            return m;
        }
        return {};
    }

    QByteArray configJson() const
    {
        return R"({"model_type":"gpt2","activation_function":"gelu_new","vocab_size":)" +
               QByteArray::number(config.vocabSize) +
               ",\"n_positions\":" + QByteArray::number(config.contextLength) +
               ",\"n_embd\":" + QByteArray::number(config.width) +
               ",\"n_layer\":" + QByteArray::number(config.layerCount) +
               ",\"n_head\":" + QByteArray::number(config.headCount) +
               ",\"n_inner\":" + QByteArray::number(config.mlpWidth) +
               ",\"layer_norm_epsilon\":1e-05}";
    }

    /// model.safetensors with every tensor in `dtype`, names prefixed by `prefix`; a
    /// GPT2LMHeadModel export (prefix "transformer.") also holds lm_head.weight.
    QByteArray safetensors(const QByteArray &dtype, const QByteArray &prefix = {}) const
    {
        QList<SafetensorsEntry> entries;
        for (const TinyTensor &tensor : tensors)
            entries.append(
                {prefix + tensor.name, dtype, tensor.shape, encodeValues(tensor.values, dtype)});
        if (!prefix.isEmpty())
            entries.append({"lm_head.weight", dtype, tensors[0].shape,
                            encodeValues(tensors[0].values, dtype)});
        return safetensorsFile(entries, R"({"format":"pt"})");
    }

    /// Writes config.json, model.safetensors and (when `withVocabulary`) vocab.txt.
    bool write(const QString &folder, const QByteArray &dtype = "F32",
               const QByteArray &prefix = {}, bool withVocabulary = true) const
    {
        return writeFile(folder + QStringLiteral("/config.json"), configJson()) &&
               writeFile(folder + QStringLiteral("/model.safetensors"),
                         safetensors(dtype, prefix)) &&
               (!withVocabulary || writeFile(folder + QStringLiteral("/vocab.txt"), vocabulary));
    }

    static bool writeFile(const QString &path, const QByteArray &content)
    {
        QFile file(path);
        return file.open(QIODevice::WriteOnly) && file.write(content) == content.size();
    }
};
