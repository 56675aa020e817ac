#pragma once

#include "checkpointtokenizer.h"
#include "modelweights.h"

#include <QString>

#include <memory>
#include <optional>

namespace attn::io {

/// A GPT-2-family model read from a folder: config.json, model.safetensors (or the shards
/// model.safetensors.index.json names) and its tokenizer (CheckpointTokenizer: vocab.txt for
/// the word-level models Attention Lab ships, GPT-2's BPE files for Hugging Face's).
struct ModelCheckpoint
{
    std::shared_ptr<const model::ModelWeights> weights;
    CheckpointTokenizer tokenizer;
    QString folder;
};

/// Reads the checkpoint in `folder` (a directory or a Qt resource path such as
/// ":/models/induction"). The weights are model.safetensors, else the shards of
/// model.safetensors.index.json (CheckpointTensorSource); a folder with only PyTorch pickles
/// (pytorch_model.bin, *.bin, *.pt, *.pth, *.ckpt) is refused without opening them, with a
/// message saying how to save the model as safetensors. Tensor names are Hugging Face
/// GPT-2's, with or without the "transformer." prefix; weights in F64, F32, F16 or BF16 are
/// converted to double. Returns nothing and sets `error` to a sentence naming the file and
/// the tensor or key at fault when anything is missing, malformed or disagrees with
/// config.json.
std::optional<ModelCheckpoint> readModelCheckpoint(const QString &folder, QString *error);

/// The folder of the model shipped with the application (two layers, induction heads).
QString shippedModelFolder();

} // namespace attn::io
