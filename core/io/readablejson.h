#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QStringList>

class QIODevice;

/// Writes JSON for people to read: two-space indentation, keys in a chosen order, and every
/// array of plain values (a vector, a matrix row, a list of labels) on one line, so a
/// matrix reads as a matrix. Numbers are written in the shortest form that parses back to
/// the same double; non-finite numbers become null.
class ReadableJson
{
public:
    /// `keyOrder` lists keys in the order they should appear in any object; keys not listed
    /// follow in alphabetical order.
    static QByteArray write(const QJsonObject &object, const QStringList &keyOrder);
    /// Writes the same text to `device` as it goes, about a megabyte at a time, so that the
    /// text of a large object is never whole in memory. False when the device refused a write.
    static bool write(QIODevice &device, const QJsonObject &object, const QStringList &keyOrder);

    /// The shortest text that parses back to exactly `value` (integers without a fraction).
    static QByteArray number(double value);
};
