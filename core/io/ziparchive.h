#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

#include <utility>

/// One member of a ZIP archive as listed in its central directory.
struct ZipEntry
{
    QString name;
    int method = 0; ///< 0 = stored, 8 = deflate
    quint32 crc32 = 0;
    qint64 compressedSize = 0;
    qint64 uncompressedSize = 0;
    qint64 localHeaderOffset = 0;
};

/// The subset of ZIP that NumPy's .npz files use: stored and deflate members, ZIP64
/// sizes and offsets, no encryption, one disk. Reading checks every offset and size
/// against the archive before using it, inflates at most the size the directory declares
/// (a "zip bomb" stops there) and verifies the CRC-32.
class ZipArchive
{
public:
    /// Largest member extract() inflates, in bytes.
    static constexpr qint64 kMaxEntryBytes = qint64(512) * 1024 * 1024;

    /// The members listed in the central directory of `zip`, in order.
    static bool entries(const QByteArray &zip, QList<ZipEntry> &out, QString *error);
    /// The first `maxBytes` uncompressed bytes of one member (all of a shorter one), the rest
    /// not inflated: enough to read the header of what a member holds before deciding to
    /// inflate the whole (a 500 KB member may declare 512 MiB). The CRC is not checked.
    static bool extractPrefix(const QByteArray &zip, const ZipEntry &entry, qint64 maxBytes,
                              QByteArray &out, QString *error);
    /// The uncompressed bytes of one member.
    static bool extract(const QByteArray &zip, const ZipEntry &entry, QByteArray &out,
                        QString *error);
    /// An archive with every member stored uncompressed, CRC-32 filled in (made by
    /// ZipStreamWriter, ZIP64 where sizes or offsets need it).
    static QByteArray write(const QList<std::pair<QString, QByteArray>> &members);

    // Messages are shown to users, so they are translatable (context "ZipArchive").
    Q_DECLARE_TR_FUNCTIONS(ZipArchive)
};
