#pragma once

#include "safetensorsfile.h"

#include <QCoreApplication>
#include <QString>

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace attn::io {

/// Where the tensors of a checkpoint are: one model.safetensors, or the shards a
/// model.safetensors.index.json names. Every file is memory-mapped (SafetensorsFile) and
/// only its header is read when it is opened; a tensor is looked up by name in the one file
/// or through the index's weight map, so a reader reads one file or many the same way.
class CheckpointTensorSource
{
public:
    /// A tensor and the file that holds it.
    struct Location
    {
        const SafetensorsFile *file = nullptr;
        const SafetensorsFile::Tensor *tensor = nullptr;
    };

    /// The single file at `path`; null with a message in `error` when SafetensorsFile
    /// refuses it.
    static std::unique_ptr<CheckpointTensorSource> openFile(const QString &path, QString *error);
    /// The shards named by the index at `indexPath`, each a file beside it. Refused, with a
    /// sentence naming the file and the tensor at fault: an index SafetensorsIndex refuses, a
    /// shard that does not exist or SafetensorsFile refuses, a tensor the weight map places in
    /// a shard that does not hold it, a tensor the map places in one shard that another shard
    /// also holds.
    static std::unique_ptr<CheckpointTensorSource> openIndex(const QString &indexPath,
                                                             QString *error);

    /// The tensor named `name` (exactly as the files spell it), or a Location of nulls.
    Location find(const std::string &name) const;
    /// The file a message about a missing tensor names: the single file, or the index.
    const QString &path() const { return m_path; }
    /// The files opened, in the order of their names (one for a single file).
    const std::vector<std::unique_ptr<SafetensorsFile>> &files() const { return m_files; }

    // Messages are shown to users, so they are translatable (context "CheckpointTensorSource").
    Q_DECLARE_TR_FUNCTIONS(CheckpointTensorSource)

private:
    CheckpointTensorSource() = default;

    QString m_path;
    std::vector<std::unique_ptr<SafetensorsFile>> m_files;
    bool m_isSharded = false;
    /// For shards only: every tensor of the weight map, where it is.
    std::map<std::string, Location> m_sharded;
};

} // namespace attn::io
