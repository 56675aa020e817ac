#include "zipstreamwriter.h"

#include "zipformat.h"

#include <zlib.h>

using namespace zipformat;

namespace {

constexpr quint16 kDosDate = (1 << 5) | 1; // 1980-01-01, the earliest ZIP date
constexpr quint16 kVersion20 = 20;         // what a plain stored member needs
constexpr quint16 kVersion45 = 45;         // ZIP64

void put(QByteArray &out, quint64 value, int width)
{
    for (int i = 0; i < width; ++i)
        out += char((value >> (8 * i)) & 0xFF);
}

/// A 32-bit field: the value, or saturated when it goes to the ZIP64 extra field.
quint64 field32(quint64 value, bool inZip64)
{
    return inZip64 ? kSaturated32 : value;
}

} // namespace

ZipStreamWriter::ZipStreamWriter(QIODevice &device, quint64 zip64From)
    : m_device(device), m_zip64From(zip64From)
{
}

bool ZipStreamWriter::put(const QByteArray &bytes)
{
    if (m_device.write(bytes) != bytes.size())
        return false;
    m_written += quint64(bytes.size());
    return true;
}

bool ZipStreamWriter::add(const QString &name, const NpyStream::Content &content)
{
    Member member;
    member.name = name.toUtf8();
    member.offset = m_written;
    // First pass: size and CRC-32, nothing kept.
    uLong crc = ::crc32(0L, nullptr, 0);
    content([&](QByteArrayView piece) {
        crc = ::crc32_z(crc, reinterpret_cast<const Bytef *>(piece.data()), size_t(piece.size()));
        member.size += quint64(piece.size());
        return true;
    });
    member.crc = quint32(crc);

    const bool sizeIn64 = member.size >= m_zip64From;
    QByteArray header;
    ::put(header, kLocalHeader, 4);
    ::put(header, sizeIn64 ? kVersion45 : kVersion20, 2);
    ::put(header, kUtf8NamesFlag, 2);
    ::put(header, 0, 2); // method: stored
    ::put(header, 0, 2); // time
    ::put(header, kDosDate, 2);
    ::put(header, member.crc, 4);
    ::put(header, field32(member.size, sizeIn64), 4); // compressed
    ::put(header, field32(member.size, sizeIn64), 4); // uncompressed
    ::put(header, quint64(member.name.size()), 2);
    ::put(header, sizeIn64 ? 20 : 0, 2); // extra length
    header += member.name;
    if (sizeIn64) {
        ::put(header, kZip64ExtraId, 2);
        ::put(header, 16, 2);
        ::put(header, member.size, 8); // uncompressed
        ::put(header, member.size, 8); // compressed
    }
    if (!put(header))
        return false;
    // Second pass: the bytes themselves, checked against the first.
    quint64 sent = 0;
    const bool written = content([&](QByteArrayView piece) {
        sent += quint64(piece.size());
        if (m_device.write(piece.data(), piece.size()) != piece.size())
            return false;
        m_written += quint64(piece.size());
        return true;
    });
    if (!written || sent != member.size)
        return false;
    m_members.append(member);
    return true;
}

bool ZipStreamWriter::finish()
{
    const quint64 directoryOffset = m_written;
    QByteArray directory;
    for (const Member &member : std::as_const(m_members)) {
        const bool sizeIn64 = member.size >= m_zip64From;
        const bool offsetIn64 = member.offset >= m_zip64From;
        QByteArray extra;
        if (sizeIn64) {
            ::put(extra, member.size, 8); // uncompressed
            ::put(extra, member.size, 8); // compressed
        }
        if (offsetIn64)
            ::put(extra, member.offset, 8);
        if (!extra.isEmpty()) {
            QByteArray field;
            ::put(field, kZip64ExtraId, 2);
            ::put(field, quint64(extra.size()), 2);
            extra = field + extra;
        }
        const quint16 version = extra.isEmpty() ? kVersion20 : kVersion45;
        ::put(directory, kCentralHeader, 4);
        ::put(directory, version, 2); // made by
        ::put(directory, version, 2); // needed
        ::put(directory, kUtf8NamesFlag, 2);
        ::put(directory, 0, 2); // method: stored
        ::put(directory, 0, 2); // time
        ::put(directory, kDosDate, 2);
        ::put(directory, member.crc, 4);
        ::put(directory, field32(member.size, sizeIn64), 4);
        ::put(directory, field32(member.size, sizeIn64), 4);
        ::put(directory, quint64(member.name.size()), 2);
        ::put(directory, quint64(extra.size()), 2);
        ::put(directory, 0, 2); // comment length
        ::put(directory, 0, 2); // disk
        ::put(directory, 0, 2); // internal attributes
        ::put(directory, 0, 4); // external attributes
        ::put(directory, field32(member.offset, offsetIn64), 4);
        directory += member.name + extra;
    }
    const quint64 count = quint64(m_members.size());
    const quint64 directorySize = quint64(directory.size());
    const bool end64 =
        count >= 0xFFFF || directorySize >= m_zip64From || directoryOffset >= m_zip64From;
    QByteArray end = directory;
    if (end64) {
        const quint64 recordOffset = directoryOffset + directorySize;
        ::put(end, kZip64EndOfDirectory, 4);
        ::put(end, 44, 8); // size of the rest of the record
        ::put(end, kVersion45, 2);
        ::put(end, kVersion45, 2);
        ::put(end, 0, 4); // this disk
        ::put(end, 0, 4); // the directory's disk
        ::put(end, count, 8);
        ::put(end, count, 8);
        ::put(end, directorySize, 8);
        ::put(end, directoryOffset, 8);
        ::put(end, kZip64Locator, 4);
        ::put(end, 0, 4); // the record's disk
        ::put(end, recordOffset, 8);
        ::put(end, 1, 4); // disks
    }
    ::put(end, kEndOfDirectory, 4);
    ::put(end, 0, 2);
    ::put(end, 0, 2);
    ::put(end, end64 ? 0xFFFF : count, 2);
    ::put(end, end64 ? 0xFFFF : count, 2);
    ::put(end, field32(directorySize, end64), 4);
    ::put(end, field32(directoryOffset, end64), 4);
    ::put(end, 0, 2); // comment length
    return put(end);
}
