#include "npzfile.h"

#include "boundedfile.h"
#include "npyfile.h"
#include "ziparchive.h"

#include <QSaveFile>

namespace {

const QString kSuffix = QStringLiteral(".npy");

QString arrayName(const ZipEntry &entry)
{
    return entry.name.endsWith(kSuffix) ? entry.name.chopped(kSuffix.size()) : entry.name;
}

/// Enough of a member for any .npy header NumPy writes (version 1.0 headers are at most
/// 64 KiB).
constexpr qint64 kHeaderPeekBytes = 70 * 1024;

bool readMember(const QByteArray &npz, const ZipEntry &entry, NpyArray &out, QString *error)
{
    // A member of half a megabyte may inflate to 512 MiB and become three times that as
    // doubles and matrices: its header says first whether the array is one the program can
    // hold at all.
    QByteArray head;
    NpyHeader header;
    qint64 dataStart = 0;
    QString message;
    if (!ZipArchive::extractPrefix(npz, entry, kHeaderPeekBytes, head, error))
        return false;
    if (NpyFile::readHeader(head, header, &dataStart, &message) &&
        !NpyFile::checkShape(header, &message)) {
        if (error)
            //: %1 is the name of an array in the archive, %2 what is wrong with it
            *error = QCoreApplication::translate("NpzFile", "array '%1': %2")
                         .arg(arrayName(entry), message);
        return false;
    }
    QByteArray bytes;
    if (!ZipArchive::extract(npz, entry, bytes, error))
        return false;
    if (!NpyFile::read(bytes, out, &message)) {
        if (error)
            //: %1 is the name of an array in the archive, %2 what is wrong with it
            *error = QCoreApplication::translate("NpzFile", "array '%1': %2")
                         .arg(arrayName(entry), message);
        return false;
    }
    return true;
}

} // namespace

bool NpzFile::arrayNames(const QByteArray &npz, QStringList &out, QString *error)
{
    QList<ZipEntry> entries;
    if (!ZipArchive::entries(npz, entries, error))
        return false;
    QStringList names;
    for (const ZipEntry &entry : std::as_const(entries))
        names << arrayName(entry);
    out = names;
    return true;
}

bool NpzFile::readArray(const QByteArray &npz, const QString &name, NpyArray &out, QString *error)
{
    QList<ZipEntry> entries;
    if (!ZipArchive::entries(npz, entries, error))
        return false;
    QStringList names;
    for (const ZipEntry &entry : std::as_const(entries)) {
        if (arrayName(entry) == name)
            return readMember(npz, entry, out, error);
        names << arrayName(entry);
    }
    if (error)
        *error = names.isEmpty() ? tr("no array named '%1': the archive is empty").arg(name)
                                 : tr("no array named '%1' (the archive holds: %2)")
                                       .arg(name, names.join(QStringLiteral(", ")));
    return false;
}

bool NpzFile::readAll(const QByteArray &npz, QList<NamedArray> &out, QString *error)
{
    QList<ZipEntry> entries;
    if (!ZipArchive::entries(npz, entries, error))
        return false;
    QList<NamedArray> arrays;
    for (const ZipEntry &entry : std::as_const(entries)) {
        NpyArray array;
        if (!readMember(npz, entry, array, error))
            return false;
        arrays.append({arrayName(entry), std::move(array)});
    }
    out = std::move(arrays);
    return true;
}

QByteArray NpzFile::write(const QList<NamedArray> &arrays)
{
    QList<std::pair<QString, QByteArray>> members;
    for (const auto &[name, array] : arrays)
        members.append({name + kSuffix, NpyFile::write(array)});
    return ZipArchive::write(members);
}

bool NpzFile::loadArrayNames(const QString &path, QStringList &out, QString *error)
{
    QByteArray bytes;
    return BoundedFile::read(path, kMaxFileBytes, bytes, error) && arrayNames(bytes, out, error);
}

bool NpzFile::loadArray(const QString &path, const QString &name, NpyArray &out, QString *error)
{
    QByteArray bytes;
    return BoundedFile::read(path, kMaxFileBytes, bytes, error) &&
           readArray(bytes, name, out, error);
}

bool NpzFile::loadAll(const QString &path, QList<NamedArray> &out, QString *error)
{
    QByteArray bytes;
    return BoundedFile::read(path, kMaxFileBytes, bytes, error) && readAll(bytes, out, error);
}

bool NpzFile::save(const QString &path, const QList<NamedArray> &arrays, QString *error)
{
    QSaveFile file(path);
    const QByteArray bytes = write(arrays);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        if (error)
            *error = tr("cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}
