#pragma once

#include <QCoreApplication>
#include <QList>
#include <QProcessEnvironment>
#include <QString>

namespace attn::io {

/// A GPT-2-family model found in the Hugging Face hub cache.
struct CachedModel
{
    QString repoId;            ///< "gpt2", "distilbert/distilgpt2"
    QString snapshotFolder;    ///< models--{org}--{name}/snapshots/{commit}: a checkpoint folder
    QString commit;            ///< the snapshot's name, the commit hash
    qint64 weightBytes = 0;    ///< model.safetensors or its shards, symlinks followed; 0 if none
    bool hasWeights = false;   ///< model.safetensors, or an index whose shards are all there
    bool hasTokenizer = false; ///< vocab.json and merges.txt, or tokenizer.json
};

/// The Hugging Face hub cache, where huggingface_hub and transformers keep what they
/// download: models--{org}--{name}/refs/main (a commit hash) and
/// models--{org}--{name}/snapshots/{commit}/ (config.json, model.safetensors, ...: symlinks
/// into blobs/). Only folder names, config.json, refs/main, index files and file sizes are
/// read: never the weights.
class HuggingFaceCache
{
public:
    static constexpr int kMaxRepositories = 4096; ///< models--* folders looked at
    static constexpr int kMaxSnapshots = 256;     ///< snapshots looked at per model
    static constexpr qint64 kMaxConfigBytes = qint64(1) << 20;

    /// The cache folder as huggingface_hub finds it: $HF_HUB_CACHE, else
    /// $HUGGINGFACE_HUB_CACHE (its older name), else $HF_HOME/hub, else
    /// $XDG_CACHE_HOME/huggingface/hub, else $HOME/.cache/huggingface/hub. An empty variable
    /// counts as unset; a leading "~" is the home folder.
    static QString folder(const QProcessEnvironment &environment);
    /// folder() of this process's environment.
    static QString folder();

    /// The GPT-2-family models in `cacheFolder` (a config.json with model_type "gpt2" or an
    /// architecture GPT2...), sorted by repo id, at most one per model: the snapshot
    /// refs/main names, else the most recently modified one. Unreadable entries, other
    /// models and folders not named models--* are skipped; at most `maxRepositories`
    /// models--* folders and `maxSnapshots` snapshots per model are looked at.
    static QList<CachedModel> models(const QString &cacheFolder,
                                     int maxRepositories = kMaxRepositories,
                                     int maxSnapshots = kMaxSnapshots);

    /// The repo id a cache folder name stands for: "models--openai-community--gpt2-medium"
    /// -> "openai-community/gpt2-medium", "models--gpt2" -> "gpt2"; empty for other names.
    static QString repoId(const QString &folderName);
    /// Whether the config.json at `path` describes a GPT-2-family model.
    static bool isGpt2Config(const QString &path);
};

} // namespace attn::io
