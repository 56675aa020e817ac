#include "jsonstreamwriter.h"

#include "jsonnumber.h"

#include <QIODevice>
#include <QJsonArray>
#include <QJsonDocument>

namespace {

/// The buffer goes to the device once it holds this many bytes.
constexpr qsizetype kChunkBytes = qsizetype(1) << 20;

} // namespace

JsonStreamWriter::JsonStreamWriter(QIODevice &device, Layout layout)
    : m_device(device), m_layout(layout)
{
    m_buffer.reserve(kChunkBytes + 4096);
}

void JsonStreamWriter::beforeValue()
{
    if (m_afterKey) {
        m_afterKey = false;
        return;
    }
    if (m_hasMembers.empty())
        return; // the document's root
    const bool indented = m_layout == Layout::Indented;
    if (m_hasMembers.back())
        m_buffer += indented ? ",\n" : ",";
    m_hasMembers.back() = true;
    if (indented)
        m_buffer.append(qsizetype(4 * m_hasMembers.size()), ' ');
}

void JsonStreamWriter::afterValue()
{
    if (m_buffer.size() >= kChunkBytes)
        flush();
}

void JsonStreamWriter::flush()
{
    if (!m_failed && !m_buffer.isEmpty())
        m_failed = m_device.write(m_buffer) != m_buffer.size();
    m_buffer.clear();
}

void JsonStreamWriter::beginObject()
{
    beforeValue();
    m_buffer += m_layout == Layout::Indented ? "{\n" : "{";
    m_hasMembers.push_back(false);
}

void JsonStreamWriter::beginArray()
{
    beforeValue();
    m_buffer += m_layout == Layout::Indented ? "[\n" : "[";
    m_hasMembers.push_back(false);
}

void JsonStreamWriter::endObject()
{
    close('}');
}

void JsonStreamWriter::endArray()
{
    close(']');
}

void JsonStreamWriter::close(char bracket)
{
    const bool hadMembers = m_hasMembers.back();
    m_hasMembers.pop_back();
    if (m_layout == Layout::Indented) {
        if (hadMembers)
            m_buffer += '\n';
        m_buffer.append(qsizetype(4 * m_hasMembers.size()), ' ');
    }
    m_buffer += bracket;
    afterValue();
}

void JsonStreamWriter::key(QLatin1StringView name)
{
    beforeValue();
    m_buffer += '"';
    m_buffer.append(name.data(), name.size());
    m_buffer += m_layout == Layout::Indented ? "\": " : "\":";
    m_afterKey = true;
}

void JsonStreamWriter::number(double value)
{
    beforeValue();
    m_buffer += JsonNumber::text(value);
    afterValue();
}

void JsonStreamWriter::boolean(bool value)
{
    beforeValue();
    m_buffer += value ? "true" : "false";
    afterValue();
}

void JsonStreamWriter::string(const QString &text)
{
    beforeValue();
    // Qt's own escaping, so the text is what QJsonDocument writes: ["..."] minus brackets.
    const QByteArray array = QJsonDocument(QJsonArray{text}).toJson(QJsonDocument::Compact);
    m_buffer.append(array.constData() + 1, array.size() - 2);
    afterValue();
}

bool JsonStreamWriter::finish()
{
    m_buffer += '\n';
    flush();
    return !m_failed;
}
