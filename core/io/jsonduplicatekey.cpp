#include "jsonduplicatekey.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QList>
#include <QSet>

namespace {

/// One object or array the scan is inside.
struct Level
{
    bool object = false;
    QString key;         ///< object: the key whose value is being read
    qsizetype index = 0; ///< array: the index of the element being read
    QSet<QString> keys;  ///< object: the keys seen so far
};

/// The text of a JSON string whose quotes are at `begin` and `end` (escapes decoded).
QString decode(const QByteArray &json, qsizetype begin, qsizetype end)
{
    const QByteArray raw = json.mid(begin, end - begin + 1);
    if (!raw.contains('\\'))
        return QString::fromUtf8(raw.constData() + 1, raw.size() - 2);
    return QJsonDocument::fromJson('[' + raw + ']').array().first().toString();
}

QString pathOf(const QList<Level> &levels)
{
    QString path;
    for (const Level &level : levels) {
        if (level.object)
            path += (path.isEmpty() ? QString() : QStringLiteral(".")) + level.key;
        else
            path += QLatin1Char('[') + QString::number(level.index) + QLatin1Char(']');
    }
    return path;
}

} // namespace

QString JsonDuplicateKey::find(const QByteArray &json)
{
    QList<Level> levels;
    bool expectKey = false; // the next string in an object is a key
    for (qsizetype i = 0; i < json.size(); ++i) {
        const char c = json[i];
        if (c == '"') {
            qsizetype end = i + 1;
            while (end < json.size() && json[end] != '"')
                end += json[end] == '\\' ? 2 : 1;
            if (expectKey && !levels.isEmpty() && levels.last().object) {
                Level &level = levels.last();
                level.key = decode(json, i, end);
                if (level.keys.contains(level.key))
                    return pathOf(levels);
                level.keys.insert(level.key);
                expectKey = false;
            }
            i = end;
        } else if (c == '{') {
            levels.append(Level{true, {}, 0, {}});
            expectKey = true;
        } else if (c == '[') {
            levels.append(Level{false, {}, 0, {}});
        } else if (c == '}' || c == ']') {
            if (!levels.isEmpty())
                levels.removeLast();
        } else if (c == ',' && !levels.isEmpty()) {
            if (levels.last().object)
                expectKey = true;
            else
                ++levels.last().index;
        }
    }
    return {};
}
