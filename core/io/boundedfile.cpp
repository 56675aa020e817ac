#include "boundedfile.h"

#include <algorithm>

namespace {

/// A file of unknown size is read into a buffer that starts this large and doubles.
constexpr qint64 kFirstPieceBytes = qint64(1) << 20;

/// Whole MiB, rounded up: a file a byte over a limit of 4 MiB is "5 MiB", not "4 MiB".
QString mebibytes(qint64 bytes)
{
    return QString::number((bytes + (qint64(1) << 20) - 1) >> 20);
}

bool fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return false;
}

} // namespace

BoundedFile::BoundedFile(const QString &path, qint64 maxBytes) : m_file(path), m_maxBytes(maxBytes)
{
}

bool BoundedFile::read(const QString &path, qint64 maxBytes, QByteArray &out, QString *error)
{
    BoundedFile file(path, maxBytes);
    return file.openChecked(error) && file.readBounded(out, error);
}

bool BoundedFile::open(QString *error)
{
    if (!openChecked(error))
        return false;
    if (!m_file.isSequential()) {
        m_device = &m_file;
        return true;
    }
    QByteArray bytes;
    if (!readBounded(bytes, error))
        return false;
    m_buffer.setData(bytes);
    m_buffer.open(QIODevice::ReadOnly);
    m_device = &m_buffer;
    return true;
}

QIODevice &BoundedFile::device()
{
    Q_ASSERT(m_device);
    return *m_device;
}

bool BoundedFile::openChecked(QString *error)
{
    const QString path = m_file.fileName();
    // Unbuffered: QFile reads nothing ahead of what is asked, so no more than the limit and a
    // byte is ever taken from a pipe.
    if (!m_file.open(QIODevice::ReadOnly | QIODevice::Unbuffered))
        return fail(error, tr("cannot open %1: %2").arg(path, m_file.errorString()));
    // Refuse before reading: a size over the limit is known without reading a byte.
    if (m_file.size() > m_maxBytes)
        return fail(error, tr("%1 is %2 MiB, more than the %3 MiB this program reads")
                               .arg(path, mebibytes(m_file.size()), mebibytes(m_maxBytes)));
    return true;
}

bool BoundedFile::readBounded(QByteArray &out, QString *error)
{
    const QString path = m_file.fileName();
    // The buffer never grows past limit + 1 bytes; a regular file fits in its first size.
    const qint64 cap = m_maxBytes + 1;
    const qint64 first = m_file.isSequential() ? kFirstPieceBytes : m_file.size() + 1;
    QByteArray bytes;
    qint64 total = 0;
    while (total < cap) {
        if (total == bytes.size()) {
            // reserve() allocates the size asked for; resize() alone may round it up.
            const qsizetype grown = qsizetype(std::min(cap, std::max(first, 2 * total)));
            bytes.reserve(grown);
            bytes.resize(grown);
        }
        const qint64 got = m_file.read(bytes.data() + total, bytes.size() - total);
        if (got < 0)
            return fail(error, tr("cannot read %1: %2").arg(path, m_file.errorString()));
        if (got == 0)
            break;
        total += got;
    }
    if (total > m_maxBytes)
        return fail(error, tr("%1 holds more than the %2 MiB this program reads")
                               .arg(path, mebibytes(m_maxBytes)));
    bytes.resize(qsizetype(total));
    out = std::move(bytes);
    return true;
}
