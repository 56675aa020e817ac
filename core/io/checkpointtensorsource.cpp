#include "checkpointtensorsource.h"

#include "safetensorsindex.h"

#include <QDir>
#include <QFileInfo>

namespace attn::io {

namespace {

std::unique_ptr<CheckpointTensorSource> fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return nullptr;
}

} // namespace

std::unique_ptr<CheckpointTensorSource> CheckpointTensorSource::openFile(const QString &path,
                                                                         QString *error)
{
    std::unique_ptr<SafetensorsFile> file = SafetensorsFile::open(path, error);
    if (!file)
        return nullptr;
    std::unique_ptr<CheckpointTensorSource> source(new CheckpointTensorSource);
    source->m_path = path;
    source->m_files.push_back(std::move(file));
    return source;
}

std::unique_ptr<CheckpointTensorSource> CheckpointTensorSource::openIndex(const QString &indexPath,
                                                                          QString *error)
{
    const std::optional<SafetensorsIndex> index = SafetensorsIndex::read(indexPath, error);
    if (!index)
        return nullptr;
    const QDir folder = QFileInfo(indexPath).dir();
    std::unique_ptr<CheckpointTensorSource> source(new CheckpointTensorSource);
    source->m_path = indexPath;
    source->m_isSharded = true;
    std::map<QString, const SafetensorsFile *> byName;
    for (const QString &shard : index->shards()) {
        const QString path = folder.filePath(shard);
        if (!QFileInfo::exists(path)) {
            // Name a tensor the user would miss: the first the map places in that shard.
            QString tensor;
            for (const auto &[name, in] : index->weightMap()) {
                if (in == shard) {
                    tensor = QString::fromStdString(name);
                    break;
                }
            }
            return fail(error, tr("%1: tensor \"%2\" is in %3, which does not exist")
                                   .arg(indexPath, tensor, path));
        }
        std::unique_ptr<SafetensorsFile> file = SafetensorsFile::open(path, error);
        if (!file)
            return nullptr;
        byName.emplace(shard, file.get());
        source->m_files.push_back(std::move(file));
    }
    for (const auto &[name, shard] : index->weightMap()) {
        const SafetensorsFile *file = byName.at(shard);
        const SafetensorsFile::Tensor *tensor = file->find(name);
        if (!tensor)
            return fail(error, tr("%1 does not hold tensor \"%2\", which %3 places there")
                                   .arg(file->path(), QString::fromStdString(name), indexPath));
        source->m_sharded.emplace(name, Location{file, tensor});
    }
    // A tensor two shards hold would be read from whichever the map happens to name.
    for (const std::unique_ptr<SafetensorsFile> &file : source->m_files) {
        for (const SafetensorsFile::Tensor &tensor : file->tensors()) {
            const auto it = source->m_sharded.find(tensor.name);
            if (it != source->m_sharded.end() && it->second.file != file.get())
                return fail(error, tr("tensor \"%1\" is in both %2 and %3 (%4 places it in the "
                                      "first)")
                                       .arg(QString::fromStdString(tensor.name),
                                            it->second.file->path(), file->path(), indexPath));
        }
    }
    return source;
}

CheckpointTensorSource::Location CheckpointTensorSource::find(const std::string &name) const
{
    if (!m_isSharded) {
        const SafetensorsFile &file = *m_files.front();
        const SafetensorsFile::Tensor *tensor = file.find(name);
        return tensor ? Location{&file, tensor} : Location{};
    }
    const auto it = m_sharded.find(name);
    return it == m_sharded.end() ? Location{} : it->second;
}

} // namespace attn::io
