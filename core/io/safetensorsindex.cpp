#include "safetensorsindex.h"

#include "boundedfile.h"
#include "jsonobjectfile.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <set>

namespace attn::io {

namespace {

std::optional<SafetensorsIndex> fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return std::nullopt;
}

/// A file name with no folder in it: a shard always lies beside its index, and a name
/// that climbs out ("../x") or starts elsewhere ("/etc/x", "C:\x") is never followed.
bool isPlainFileName(const QString &name)
{
    return !name.isEmpty() && name != QStringLiteral(".") && name != QStringLiteral("..") &&
           !name.contains(QLatin1Char('/')) && !name.contains(QLatin1Char('\\')) &&
           !name.contains(QLatin1Char(':')) && !name.contains(QChar(0));
}

} // namespace

std::optional<SafetensorsIndex> SafetensorsIndex::read(const QString &path, QString *error)
{
    QByteArray bytes;
    if (!BoundedFile::read(path, kMaxFileBytes, bytes, error))
        return std::nullopt;
    return parse(bytes, path, error);
}

std::optional<SafetensorsIndex> SafetensorsIndex::parse(const QByteArray &json,
                                                        const QString &fileName, QString *error)
{
    // A tensor named twice in the map would otherwise load from whichever came last.
    const std::optional<QJsonObject> root = JsonObjectFile::parse(json, fileName, error);
    if (!root)
        return std::nullopt;
    const QJsonValue map = root->value(QStringLiteral("weight_map"));
    if (!map.isObject())
        return fail(error, tr("%1: weight_map is missing or not an object").arg(fileName));
    const QJsonObject weights = map.toObject();
    if (weights.isEmpty())
        return fail(error, tr("%1: weight_map names no tensor").arg(fileName));
    if (weights.size() > kMaxTensors)
        return fail(error, tr("%1: weight_map names %2 tensors, more than the %3 this program "
                              "reads")
                               .arg(fileName)
                               .arg(weights.size())
                               .arg(kMaxTensors));
    SafetensorsIndex index;
    std::set<QString> shards;
    for (auto it = weights.begin(); it != weights.end(); ++it) {
        if (!it.value().isString())
            return fail(error, tr("%1: weight_map: the shard of tensor \"%2\" is not a file name")
                                   .arg(fileName, it.key()));
        const QString shard = it.value().toString();
        if (!isPlainFileName(shard))
            return fail(error, tr("%1: weight_map: tensor \"%2\" is in \"%3\", which is not a "
                                  "file beside the index")
                                   .arg(fileName, it.key(), shard));
        shards.insert(shard);
        if (shards.size() > std::size_t(kMaxShards))
            return fail(
                error,
                tr("%1: weight_map names more than %2 shard files").arg(fileName).arg(kMaxShards));
        index.m_weightMap.emplace(it.key().toStdString(), shard);
    }
    return index;
}

QStringList SafetensorsIndex::shards() const
{
    std::set<QString> names;
    for (const auto &[tensor, shard] : m_weightMap)
        names.insert(shard);
    return QStringList(names.begin(), names.end());
}

QString SafetensorsIndex::shardOf(const std::string &tensor) const
{
    const auto it = m_weightMap.find(tensor);
    return it == m_weightMap.end() ? QString() : it->second;
}

} // namespace attn::io
