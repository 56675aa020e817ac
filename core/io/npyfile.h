#pragma once

#include "npyarray.h"
#include "npyheader.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

/// Reads and writes NumPy .npy files (format versions 1.0, 2.0 and 3.0).
///
/// Reading accepts float32/float64, integer (1, 2, 4, 8 bytes, signed or not) and bool
/// arrays in either byte order and in C or Fortran order, converting every element to
/// double; and 1-D unicode ('<U') arrays as strings. Every length in the header is checked
/// against the bytes actually present before anything is allocated, and NaN or infinity is
/// refused with the index of the element. Writing is always '<f8' (or '<U' for strings),
/// C order, version 1.0, so values round-trip bit-exactly.
class NpyFile
{
public:
    /// Largest file accepted by load(), in bytes (a float32 file doubles when read).
    static constexpr qint64 kMaxFileBytes = qint64(512) * 1024 * 1024;

    /// Parses the bytes of a whole .npy file. On failure returns false, leaves `out`
    /// untouched and sets `error` to one sentence.
    static bool read(const QByteArray &bytes, NpyArray &out, QString *error);
    /// Parses only the header at the start of `bytes` (the first bytes of a file suffice);
    /// `dataStart` is where the elements begin.
    static bool readHeader(const QByteArray &bytes, NpyHeader &out, qint64 *dataStart,
                           QString *error);
    /// Whether an array of `header`'s shape is one the program can hold: a vector of at
    /// most 4,096 elements, a matrix of at most 4,096 x 4,096, or at most 64 of them (heads
    /// of weights). Arrays of more axes are left to read() and NpyArray to refuse.
    static bool checkShape(const NpyHeader &header, QString *error);
    /// The bytes of a .npy file holding `array`; read(write(a)) == a bit for bit.
    static QByteArray write(const NpyArray &array);
    /// What comes before the elements: magic, version, header length and the header text
    /// padded so that the elements start on a 64-byte boundary.
    static QByteArray preamble(const NpyHeader &header);

    static bool load(const QString &path, NpyArray &out, QString *error);
    /// Atomic (QSaveFile): on failure the previous file is left intact.
    static bool save(const QString &path, const NpyArray &array, QString *error);

    // Messages are shown to users, so they are translatable (context "NpyFile").
    Q_DECLARE_TR_FUNCTIONS(NpyFile)
};
