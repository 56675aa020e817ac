#pragma once

#include "matrix.h"

#include <QByteArray>
#include <QByteArrayView>

#include <functional>
#include <vector>

/// A .npy file written as it is made, a piece at a time, so that a trace's matrices go to
/// disk without a second copy of them in memory: the header, then the elements as '<f8' in
/// C order, converted about a megabyte at a time. The bytes are exactly NpyFile::write()'s
/// for the same array.
class NpyStream
{
public:
    /// Receives the next piece of the file; false stops the writing (a full disk).
    using Sink = std::function<bool(QByteArrayView)>;
    /// Writes a whole file to a sink; may be called more than once (ZipStreamWriter reads
    /// it twice: once for its CRC-32, once to write it). False when the sink refused.
    using Content = std::function<bool(const Sink &)>;

    /// One matrix (rows x cols). `matrix` must outlive the content.
    static Content ofMatrix(const attn::Matrix &matrix);
    /// Equally shaped matrices stacked along a first axis (count x rows x cols).
    static Content ofMatrices(std::vector<const attn::Matrix *> matrices);
    /// A file already made whole (small arrays: vectors, labels).
    static Content ofBytes(QByteArray bytes);

    /// The header of a '<f8' array of `shape`: magic, version, length and padded text.
    static QByteArray doubleHeader(const std::vector<std::int64_t> &shape);
};
