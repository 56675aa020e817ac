#pragma once

#include <QByteArray>
#include <QString>

/// Finds a key given twice in one object of JSON text. QJsonDocument keeps the last of
/// them without a word, so a file that says "temperature": 1 and later "temperature": 0.5
/// would load as something its first reader did not see; readers refuse such files instead.
class JsonDuplicateKey
{
public:
    /// The path of the first repeated key ("temperature", "heads[0].enabled"), or an empty
    /// string when every object names each key once. `json` must be valid JSON (parse it
    /// first); the scan keeps only the keys of the objects it is inside.
    static QString find(const QByteArray &json);
};
