#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <cstdint>
#include <vector>

/// The dictionary at the start of a .npy file, e.g.
/// {'descr': '<f8', 'fortran_order': False, 'shape': (3, 4), }
/// parsed defensively: only the three keys NumPy writes, literal values, no evaluation.
struct NpyHeader
{
    /// Element type from 'descr'.
    enum class Kind
    {
        Float,
        SignedInt,
        UnsignedInt,
        Bool,
        Unicode
    };

    Kind kind = Kind::Float;
    int itemSize = 8;          ///< bytes per element ('U': 4 per character)
    bool bigEndian = false;    ///< '>' in descr
    bool fortranOrder = false; ///< first axis varies fastest in the data
    std::vector<std::int64_t> shape;
    QString descr; ///< as written, for messages

    /// Parses the header text (after magic, version and length). False with a message
    /// naming what is wrong otherwise.
    static bool parse(const QByteArray &text, NpyHeader &out, QString *error);
    /// Product of the shape, or -1 when it overflows 63 bits.
    std::int64_t elementCount() const;
    /// The dictionary text NumPy would write for this header, unpadded.
    QByteArray toText() const;

    // Messages are shown to users, so they are translatable (context "NpyHeader").
    Q_DECLARE_TR_FUNCTIONS(NpyHeader)
};
