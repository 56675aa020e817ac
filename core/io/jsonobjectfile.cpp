#include "jsonobjectfile.h"

#include "jsonduplicatekey.h"

#include <QJsonDocument>
#include <QJsonParseError>

namespace attn::io {

std::optional<QJsonObject> JsonObjectFile::parse(const QByteArray &json, const QString &fileName,
                                                 QString *error)
{
    auto fail = [error](const QString &message) -> std::optional<QJsonObject> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return fail(tr("%1: not valid JSON (%2 at byte %3)")
                        .arg(fileName, parseError.errorString())
                        .arg(parseError.offset));
    if (!document.isObject())
        return fail(tr("%1: expected a JSON object").arg(fileName));
    const QString repeated = JsonDuplicateKey::find(json);
    if (!repeated.isEmpty())
        return fail(tr("%1: %2 is given twice").arg(fileName, repeated));
    return document.object();
}

} // namespace attn::io
