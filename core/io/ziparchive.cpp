#include "ziparchive.h"

#include "zipformat.h"
#include "zipstreamwriter.h"

#include <QBuffer>

#include <zlib.h>

#include <algorithm>
#include <limits>

using namespace zipformat;

namespace {

/// Little-endian reader that refuses to step outside the bytes it was given.
class Reader
{
public:
    Reader(const QByteArray &bytes, qint64 pos) : m_bytes(bytes), m_pos(pos) {}
    /// n more bytes from here; written so that a position or length near 2^63 cannot overflow.
    bool has(qint64 n) const
    {
        return m_pos >= 0 && n >= 0 && m_pos <= m_bytes.size() && n <= m_bytes.size() - m_pos;
    }
    quint64 read(int width)
    {
        quint64 v = 0;
        for (int i = width - 1; i >= 0; --i)
            v = (v << 8) | quint8(m_bytes[m_pos + i]);
        m_pos += width;
        return v;
    }
    quint16 u16() { return quint16(read(2)); }
    quint32 u32() { return quint32(read(4)); }
    quint64 u64() { return read(8); }
    QByteArray take(qint64 n)
    {
        const QByteArray part = m_bytes.mid(m_pos, n);
        m_pos += n;
        return part;
    }
    void skip(qint64 n) { m_pos += n; }
    qint64 pos() const { return m_pos; }

private:
    const QByteArray &m_bytes;
    qint64 m_pos;
};

bool fail(QString *error, const QString &message)
{
    if (error)
        //: %1 says what is wrong with the archive
        *error = QCoreApplication::translate("ZipArchive", "not a valid .npz (ZIP) archive: %1")
                     .arg(message);
    return false;
}

/// Applies the ZIP64 extra field (id 1) to the sizes and offset saturated at 0xFFFFFFFF.
bool applyZip64Extra(const QByteArray &extra, ZipEntry &e, QString *error)
{
    Reader r(extra, 0);
    while (r.has(4)) {
        const quint16 id = r.u16();
        const quint16 size = r.u16();
        if (!r.has(size))
            return fail(
                error, QCoreApplication::translate("ZipArchive", "extra field of '%1' is truncated")
                           .arg(e.name));
        if (id != 1) {
            r.skip(size);
            continue;
        }
        Reader field(extra, r.pos());
        qint64 *targets[] = {&e.uncompressedSize, &e.compressedSize, &e.localHeaderOffset};
        for (qint64 *target : targets) {
            if (*target != kSaturated32)
                continue;
            if (!field.has(8) || field.pos() + 8 > r.pos() + size)
                return fail(error, QCoreApplication::translate("ZipArchive",
                                                               "ZIP64 field of '%1' is truncated")
                                       .arg(e.name));
            const quint64 v = field.u64();
            if (v > quint64(std::numeric_limits<qint64>::max()))
                return fail(error, QCoreApplication::translate("ZipArchive",
                                                               "ZIP64 size of '%1' is impossible")
                                       .arg(e.name));
            *target = qint64(v);
        }
        r.skip(size);
    }
    return true;
}

} // namespace

bool ZipArchive::entries(const QByteArray &zip, QList<ZipEntry> &out, QString *error)
{
    // The end-of-directory record sits in the last 22 + 65535 (comment) bytes.
    qint64 eocd = -1;
    for (qint64 pos = zip.size() - 22; pos >= 0 && pos >= zip.size() - 22 - 0xFFFF; --pos) {
        if (Reader(zip, pos).u32() == kEndOfDirectory) {
            eocd = pos;
            break;
        }
    }
    if (eocd < 0)
        return fail(error, tr("no end-of-directory record"));
    Reader end(zip, eocd + 4);
    const quint16 disk = end.u16();
    const quint16 directoryDisk = end.u16();
    end.skip(2);
    quint64 count = end.u16();
    quint64 directorySize = end.u32();
    quint64 directoryOffset = end.u32();
    if (disk != 0 || directoryDisk != 0)
        return fail(error, tr("multi-volume archives are not supported"));
    if (eocd >= 20 && Reader(zip, eocd - 20).u32() == kZip64Locator) {
        Reader locator(zip, eocd - 12); // after its signature and the disk number
        const quint64 at = locator.u64();
        if (at > quint64(zip.size()) || !Reader(zip, qint64(at)).has(56))
            return fail(error, tr("ZIP64 end-of-directory record is out of range"));
        Reader z64(zip, qint64(at));
        if (z64.u32() != kZip64EndOfDirectory)
            return fail(error, tr("ZIP64 end-of-directory record is missing"));
        z64.skip(8 + 2 + 2 + 4 + 4 + 8);
        count = z64.u64();
        directorySize = z64.u64();
        directoryOffset = z64.u64();
    }
    if (directoryOffset > quint64(zip.size()) || directorySize > quint64(zip.size()) ||
        directoryOffset + directorySize > quint64(zip.size()))
        return fail(error, tr("central directory lies outside the file"));
    if (count > directorySize / 46)
        return fail(error, tr("central directory is too small for %1 members").arg(count));

    QList<ZipEntry> list;
    Reader r(zip, qint64(directoryOffset));
    for (quint64 i = 0; i < count; ++i) {
        if (!r.has(46) || r.u32() != kCentralHeader)
            return fail(error, tr("central directory entry %1 is damaged").arg(i));
        r.skip(4);
        const quint16 flags = r.u16();
        ZipEntry e;
        e.method = r.u16();
        r.skip(4);
        e.crc32 = r.u32();
        e.compressedSize = r.u32();
        e.uncompressedSize = r.u32();
        const quint16 nameLength = r.u16();
        const quint16 extraLength = r.u16();
        const quint16 commentLength = r.u16();
        r.skip(8);
        e.localHeaderOffset = r.u32();
        if (!r.has(qint64(nameLength) + extraLength + commentLength))
            return fail(error, tr("central directory entry %1 is truncated").arg(i));
        const QByteArray name = r.take(nameLength);
        e.name = (flags & kUtf8NamesFlag) ? QString::fromUtf8(name) : QString::fromLatin1(name);
        if (flags & 1)
            return fail(error, tr("member '%1' is encrypted").arg(e.name));
        if (!applyZip64Extra(r.take(extraLength), e, error))
            return false;
        r.skip(commentLength);
        list << e;
    }
    out = std::move(list);
    return true;
}

namespace {

/// Where the data of member `e` starts in `zip`, after its local header; -1 (with a
/// message) when the header is missing or the data runs past the archive.
qint64 memberDataStart(const QByteArray &zip, const ZipEntry &e, QString *error)
{
    Reader local(zip, e.localHeaderOffset);
    if (!local.has(30) || local.u32() != kLocalHeader) {
        fail(error, QCoreApplication::translate("ZipArchive", "local header of '%1' is missing")
                        .arg(e.name));
        return -1;
    }
    local.skip(22);
    const qint64 nameLength = local.u16();
    const qint64 extraLength = local.u16();
    const qint64 dataStart = e.localHeaderOffset + 30 + nameLength + extraLength;
    if (!Reader(zip, dataStart).has(e.compressedSize)) {
        fail(error,
             QCoreApplication::translate("ZipArchive", "member '%1' is truncated").arg(e.name));
        return -1;
    }
    return dataStart;
}

} // namespace

bool ZipArchive::extractPrefix(const QByteArray &zip, const ZipEntry &e, qint64 maxBytes,
                               QByteArray &out, QString *error)
{
    const qint64 dataStart = memberDataStart(zip, e, error);
    if (dataStart < 0)
        return false;
    const char *data = zip.constData() + dataStart;
    const qint64 size = std::min({maxBytes, e.uncompressedSize, kMaxEntryBytes});
    if (e.method == 0) {
        out = QByteArray(data, std::min(size, e.compressedSize));
        return true;
    }
    if (e.method != 8)
        return fail(error, tr("member '%1' uses compression method %2 (only stored and deflate "
                              "are supported)")
                               .arg(e.name, QString::number(e.method)));
    QByteArray bytes(size, Qt::Uninitialized);
    z_stream stream{};
    if (inflateInit2(&stream, -MAX_WBITS) != Z_OK)
        return fail(error, tr("cannot start decompression"));
    stream.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data));
    stream.avail_in = uInt(e.compressedSize);
    stream.next_out = reinterpret_cast<Bytef *>(bytes.data());
    stream.avail_out = uInt(size);
    const int status = inflate(&stream, Z_SYNC_FLUSH);
    bytes.resize(qsizetype(stream.total_out));
    inflateEnd(&stream);
    if (status != Z_OK && status != Z_STREAM_END && status != Z_BUF_ERROR)
        return fail(error, tr("compressed member '%1' is damaged").arg(e.name));
    out = std::move(bytes);
    return true;
}

bool ZipArchive::extract(const QByteArray &zip, const ZipEntry &e, QByteArray &out, QString *error)
{
    const qint64 dataStart = memberDataStart(zip, e, error);
    if (dataStart < 0)
        return false;
    if (e.uncompressedSize > kMaxEntryBytes)
        return fail(error, tr("member '%1' is %2 MiB, more than the %3 MiB this program reads")
                               .arg(e.name, QString::number(e.uncompressedSize >> 20),
                                    QString::number(kMaxEntryBytes >> 20)));
    const char *data = zip.constData() + dataStart;
    QByteArray bytes;
    if (e.method == 0) {
        if (e.compressedSize != e.uncompressedSize)
            return fail(error, tr("stored member '%1' has two sizes").arg(e.name));
        bytes = QByteArray(data, e.compressedSize);
    } else if (e.method == 8) {
        bytes.resize(e.uncompressedSize);
        z_stream stream{};
        if (inflateInit2(&stream, -MAX_WBITS) != Z_OK) // negative: raw deflate, no zlib header
            return fail(error, tr("cannot start decompression"));
        stream.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data));
        stream.avail_in = uInt(e.compressedSize);
        stream.next_out = reinterpret_cast<Bytef *>(bytes.data());
        stream.avail_out = uInt(e.uncompressedSize);
        const int status = inflate(&stream, Z_FINISH);
        const qint64 produced = qint64(stream.total_out);
        inflateEnd(&stream);
        if (status != Z_STREAM_END || produced != e.uncompressedSize)
            return fail(error, tr("compressed member '%1' is damaged").arg(e.name));
    } else {
        return fail(error, tr("member '%1' uses compression method %2 (only stored and deflate "
                              "are supported)")
                               .arg(e.name, QString::number(e.method)));
    }
    const quint32 crc = quint32(
        ::crc32(0L, reinterpret_cast<const Bytef *>(bytes.constData()), uInt(bytes.size())));
    if (crc != e.crc32)
        return fail(error, tr("checksum of member '%1' does not match").arg(e.name));
    out = std::move(bytes);
    return true;
}

QByteArray ZipArchive::write(const QList<std::pair<QString, QByteArray>> &members)
{
    QByteArray zip;
    QBuffer buffer(&zip);
    buffer.open(QIODevice::WriteOnly);
    ZipStreamWriter writer(buffer);
    for (const auto &member : members)
        writer.add(member.first, NpyStream::ofBytes(member.second));
    writer.finish();
    return zip;
}
