#include "readablejson.h"

#include <QIODevice>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace {

/// A streaming writer hands its text on once it holds this many bytes.
constexpr qsizetype kChunkBytes = 1 << 20;

bool isPlain(const QJsonValue &value)
{
    return !value.isArray() && !value.isObject();
}

QByteArray quoted(const QString &text)
{
    // Let Qt do the escaping, then drop the surrounding brackets.
    const QByteArray array = QJsonDocument(QJsonArray{text}).toJson(QJsonDocument::Compact);
    return array.mid(1, array.size() - 2);
}

class Writer
{
public:
    /// Text collects in memory, or with a `device` goes to it a chunk at a time.
    explicit Writer(const QStringList &keyOrder, QIODevice *device = nullptr)
        : m_keyOrder(keyOrder), m_device(device)
    {
    }

    void value(const QJsonValue &v, int depth)
    {
        switch (v.type()) {
        case QJsonValue::Object:
            object(v.toObject(), depth);
            break;
        case QJsonValue::Array:
            array(v.toArray(), depth);
            break;
        case QJsonValue::Double:
            m_out += ReadableJson::number(v.toDouble());
            break;
        case QJsonValue::String:
            m_out += quoted(v.toString());
            break;
        case QJsonValue::Bool:
            m_out += v.toBool() ? "true" : "false";
            break;
        default:
            m_out += "null";
            break;
        }
    }

    QByteArray result() const { return m_out; }

    /// Writes what is held to the device; false when it refused (then and ever after).
    bool flush()
    {
        if (m_device && !m_out.isEmpty()) {
            m_failed = m_failed || m_device->write(m_out) != m_out.size();
            m_out.clear();
        }
        return !m_failed;
    }

    QByteArray &text() { return m_out; }

private:
    void flushIfLarge()
    {
        if (m_device && m_out.size() >= kChunkBytes)
            flush();
    }

    void indent(int depth) { m_out += QByteArray(2 * depth, ' '); }

    void object(const QJsonObject &o, int depth)
    {
        if (o.isEmpty()) {
            m_out += "{}";
            return;
        }
        QStringList keys = o.keys();
        std::stable_sort(keys.begin(), keys.end(),
                         [this](const QString &a, const QString &b) { return rank(a) < rank(b); });
        m_out += "{\n";
        for (qsizetype i = 0; i < keys.size(); ++i) {
            indent(depth + 1);
            m_out += quoted(keys[i]) + ": ";
            value(o.value(keys[i]), depth + 1);
            m_out += i + 1 < keys.size() ? ",\n" : "\n";
            flushIfLarge();
        }
        indent(depth);
        m_out += '}';
    }

    void array(const QJsonArray &a, int depth)
    {
        if (std::all_of(a.begin(), a.end(), isPlain)) {
            m_out += '[';
            for (qsizetype i = 0; i < a.size(); ++i) {
                if (i > 0)
                    m_out += ", ";
                value(a.at(i), depth);
            }
            m_out += ']';
            return;
        }
        m_out += "[\n";
        for (qsizetype i = 0; i < a.size(); ++i) {
            indent(depth + 1);
            value(a.at(i), depth + 1);
            m_out += i + 1 < a.size() ? ",\n" : "\n";
            flushIfLarge();
        }
        indent(depth);
        m_out += ']';
    }

    // Listed keys first in list order, the rest alphabetically (QJsonObject::keys is sorted).
    qsizetype rank(const QString &key) const
    {
        const qsizetype index = m_keyOrder.indexOf(key);
        return index < 0 ? m_keyOrder.size() : index;
    }

    const QStringList &m_keyOrder;
    QIODevice *m_device;
    QByteArray m_out;
    bool m_failed = false;
};

} // namespace

QByteArray ReadableJson::write(const QJsonObject &object, const QStringList &keyOrder)
{
    Writer writer(keyOrder);
    writer.value(object, 0);
    return writer.result() + '\n';
}

bool ReadableJson::write(QIODevice &device, const QJsonObject &object, const QStringList &keyOrder)
{
    Writer writer(keyOrder, &device);
    writer.value(object, 0);
    writer.text() += '\n';
    return writer.flush();
}

QByteArray ReadableJson::number(double value)
{
    if (!std::isfinite(value))
        return QByteArrayLiteral("null");
    if (value == 0.0)
        return QByteArrayLiteral("0");
    // Integers up to 2^53 are exact in a double and read best without an exponent.
    if (std::trunc(value) == value && std::abs(value) <= 9007199254740992.0)
        return QByteArray::number(qint64(value));
    return QByteArray::number(value, 'g', QLocale::FloatingPointShortest);
}
