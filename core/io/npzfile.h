#pragma once

#include "npyarray.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <utility>

/// Reads and writes NumPy .npz archives: a ZIP of .npy members, stored (np.savez) or
/// deflated (np.savez_compressed). An array's name is its member name without ".npy"
/// ("head0_weights.npy" -> "head0_weights"), as np.load shows it.
class NpzFile
{
public:
    using NamedArray = std::pair<QString, NpyArray>;

    /// Largest archive load() reads, in bytes.
    static constexpr qint64 kMaxFileBytes = qint64(512) * 1024 * 1024;

    /// The names of the arrays in the archive, in archive order.
    static bool arrayNames(const QByteArray &npz, QStringList &out, QString *error);
    /// One array by name; the error lists the names there are when `name` is missing.
    static bool readArray(const QByteArray &npz, const QString &name, NpyArray &out,
                          QString *error);
    /// Every array, in archive order.
    static bool readAll(const QByteArray &npz, QList<NamedArray> &out, QString *error);
    /// An archive np.load reads, members stored uncompressed with CRC-32.
    static QByteArray write(const QList<NamedArray> &arrays);

    /// File versions of the above.
    static bool loadArrayNames(const QString &path, QStringList &out, QString *error);
    static bool loadArray(const QString &path, const QString &name, NpyArray &out, QString *error);
    static bool loadAll(const QString &path, QList<NamedArray> &out, QString *error);
    /// Atomic (QSaveFile): on failure the previous file is left intact.
    static bool save(const QString &path, const QList<NamedArray> &arrays, QString *error);

    // Messages are shown to users, so they are translatable (context "NpzFile").
    Q_DECLARE_TR_FUNCTIONS(NpzFile)
};
