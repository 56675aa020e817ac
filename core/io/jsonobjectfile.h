#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace attn::io {

/// The text of a file that holds one JSON object (config.json, an index of shards, a
/// vocabulary), read as readers of such files must: invalid JSON, another value at the top,
/// or a key given twice in any object (QJsonDocument would keep the last without a word) is
/// refused with a sentence that starts with the file's name.
class JsonObjectFile
{
public:
    /// The object of `json`, or nothing and in `error`: "config.json: not valid JSON (…)",
    /// "…: expected a JSON object", "…: weight_map.wte.weight is given twice".
    static std::optional<QJsonObject> parse(const QByteArray &json, const QString &fileName,
                                            QString *error);

    Q_DECLARE_TR_FUNCTIONS(JsonObjectFile)
};

} // namespace attn::io
