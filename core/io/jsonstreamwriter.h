#pragma once

#include <QByteArray>
#include <QLatin1StringView>
#include <QString>

#include <vector>

class QIODevice;

/// Writes JSON text to a device as it is produced, so that a document of gigabytes (the
/// trace of 4,096 tokens) is never whole in memory: the text goes out about a megabyte at a
/// time. The layout is exactly QJsonDocument::toJson()'s: Indented puts every value on its
/// own line, four spaces per level, `"key": value`; Compact has no spaces or line breaks.
/// QJsonObject sorts its keys; callers that want the same text write keys in that order.
///
/// The caller writes a well-formed sequence (a key before each member of an object, every
/// container closed); the writer does not check it.
class JsonStreamWriter
{
public:
    enum class Layout
    {
        Indented,
        Compact
    };

    explicit JsonStreamWriter(QIODevice &device, Layout layout = Layout::Indented);
    JsonStreamWriter(const JsonStreamWriter &) = delete;
    JsonStreamWriter &operator=(const JsonStreamWriter &) = delete;

    void beginObject();
    void endObject();
    void beginArray();
    void endArray();
    /// The name of the next member of the current object (written as given: ASCII names
    /// without characters that need escaping).
    void key(QLatin1StringView name);

    /// A double as JsonNumber::text() writes it: shortest round-trip form, "Infinity" and
    /// "-Infinity" as strings, null for NaN, -0 as 0.
    void number(double value);
    void boolean(bool value);
    /// Escaped as QJsonDocument escapes strings.
    void string(const QString &text);

    /// Ends the document with a line break (as QJsonDocument::toJson() and MatrixJson do) and
    /// hands the rest of the text to the device. False when the device refused any write.
    bool finish();

private:
    void beforeValue();
    void afterValue();
    /// Ends the innermost object or array with `bracket`, on a line of its own when indented.
    void close(char bracket);
    void flush();

    QIODevice &m_device;
    Layout m_layout;
    QByteArray m_buffer;
    /// Per open container: whether it has a member yet (a comma goes before the next one).
    std::vector<bool> m_hasMembers;
    bool m_afterKey = false;
    bool m_failed = false;
};
