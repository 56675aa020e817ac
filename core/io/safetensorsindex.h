#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <map>
#include <optional>
#include <string>

namespace attn::io {

/// model.safetensors.index.json, the table of contents of a checkpoint saved in shards:
/// {"metadata": {...}, "weight_map": {"tensor name": "model-00001-of-00002.safetensors", ...}}.
/// Only the weight map is kept; the metadata (total_size) is not trusted for anything.
class SafetensorsIndex
{
public:
    static constexpr qint64 kMaxFileBytes = qint64(16) << 20;
    static constexpr int kMaxTensors = 100'000;
    static constexpr int kMaxShards = 10'000;

    /// Reads the file at `path` (at most kMaxFileBytes) and parses it.
    static std::optional<SafetensorsIndex> read(const QString &path, QString *error);
    /// Parses `json`. Refused, with a sentence that starts with `fileName` and names the key
    /// at fault: invalid JSON, not an object, a key given twice, no "weight_map" object, an
    /// empty map, more than kMaxTensors tensors or kMaxShards shards, a shard that is not a
    /// plain file name of the index's folder ("../x", "/x", "a/b", "." are refused).
    static std::optional<SafetensorsIndex> parse(const QByteArray &json, const QString &fileName,
                                                 QString *error);

    /// Tensor name -> shard file name (relative to the index's folder), sorted by name.
    const std::map<std::string, QString> &weightMap() const { return m_weightMap; }
    /// The shard file names, each once, sorted.
    QStringList shards() const;
    /// The shard that holds `tensor`, or an empty string when the map does not name it.
    QString shardOf(const std::string &tensor) const;

    // Messages are shown to users, so they are translatable (context "SafetensorsIndex").
    Q_DECLARE_TR_FUNCTIONS(SafetensorsIndex)

private:
    std::map<std::string, QString> m_weightMap;
};

} // namespace attn::io
