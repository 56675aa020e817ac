#pragma once

#include <QByteArray>
#include <QJsonValue>

#include <optional>

/// A double in JSON, infinities included. JSON has no infinity and Qt would write it as
/// null, for +infinity and -infinity alike; the tempered scores s a' / T are +-infinity at a
/// tiny T, so the trace and matrix exports write "Infinity" and "-Infinity" (the spelling of
/// JavaScript and of Python's json module), and the matrix reader takes them back. NaN,
/// which the engine never produces, stays null.
class JsonNumber
{
public:
    /// The JSON text of `value`: the shortest form that parses back to the same double, as
    /// QJsonDocument writes it (-0 as 0: Qt drops the sign of zero), "\"Infinity\"",
    /// "\"-Infinity\"", or null for NaN.
    static QByteArray text(double value);
    /// The number `value` holds: a JSON number, or the string "Infinity" or "-Infinity";
    /// nothing for anything else (null, other strings, arrays, objects).
    static std::optional<double> fromJson(const QJsonValue &value);
};
