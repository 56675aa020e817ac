#pragma once

#include "npystream.h"

#include <QByteArray>
#include <QIODevice>
#include <QString>

/// Writes a ZIP archive of stored (uncompressed) members to a device as they are made, the
/// way NumPy's np.savez does: each member's content is produced twice, once for its size and
/// CRC-32, then into the archive, so no member is ever held whole. ZIP64 fields are written
/// for sizes and offsets of 4 GiB and more (a trace of 16 heads of 4,096 x 4,096 is over
/// 10 GiB), and only for those.
class ZipStreamWriter
{
public:
    /// The size or offset from which ZIP64 fields are written; a test may lower it.
    static constexpr quint64 kZip64From = 0xFFFFFFFF;

    explicit ZipStreamWriter(QIODevice &device, quint64 zip64From = kZip64From);

    /// Appends a member named `name` (UTF-8 in the archive). False when the device refused
    /// a write or the content changed between its two passes.
    bool add(const QString &name, const NpyStream::Content &content);
    /// Writes the central directory and the end records. False when the device refused.
    bool finish();

private:
    struct Member
    {
        QByteArray name;
        quint32 crc = 0;
        quint64 size = 0;
        quint64 offset = 0;
    };
    bool put(const QByteArray &bytes);

    QIODevice &m_device;
    quint64 m_zip64From;
    quint64 m_written = 0;
    QList<Member> m_members;
};
