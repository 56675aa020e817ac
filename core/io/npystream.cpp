#include "npystream.h"

#include "npyfile.h"

#include <QtEndian>

#include <algorithm>
#include <cstring>

namespace {

/// Elements converted to little-endian bytes per piece: 1 MiB.
constexpr qsizetype kPieceElements = qsizetype(1) << 17;

/// Sends `count` doubles from `values` as '<f8' bytes, a piece at a time.
bool sendDoubles(const double *values, qsizetype count, const NpyStream::Sink &sink)
{
    QByteArray piece(std::min(count, kPieceElements) * qsizetype(sizeof(double)),
                     Qt::Uninitialized);
    for (qsizetype start = 0; start < count; start += kPieceElements) {
        const qsizetype n = std::min(kPieceElements, count - start);
        qToLittleEndian<double>(values + start, n, piece.data());
        if (!sink(QByteArrayView(piece.constData(), n * qsizetype(sizeof(double)))))
            return false;
    }
    return true;
}

} // namespace

QByteArray NpyStream::doubleHeader(const std::vector<std::int64_t> &shape)
{
    NpyHeader header;
    header.descr = QStringLiteral("<f8");
    header.shape = shape;
    return NpyFile::preamble(header);
}

NpyStream::Content NpyStream::ofMatrix(const attn::Matrix &matrix)
{
    return [&matrix](const Sink &sink) {
        // Row-major storage: the data is already in C order.
        return sink(doubleHeader({matrix.rows(), matrix.cols()})) &&
               sendDoubles(matrix.data(), qsizetype(matrix.size()), sink);
    };
}

NpyStream::Content NpyStream::ofMatrices(std::vector<const attn::Matrix *> matrices)
{
    return [matrices = std::move(matrices)](const Sink &sink) {
        const std::int64_t rows = matrices.empty() ? 0 : matrices.front()->rows();
        const std::int64_t cols = matrices.empty() ? 0 : matrices.front()->cols();
        if (!sink(doubleHeader({std::int64_t(matrices.size()), rows, cols})))
            return false;
        return std::all_of(matrices.begin(), matrices.end(), [&](const attn::Matrix *m) {
            return sendDoubles(m->data(), qsizetype(m->size()), sink);
        });
    };
}

NpyStream::Content NpyStream::ofBytes(QByteArray bytes)
{
    return [bytes = std::move(bytes)](const Sink &sink) { return sink(bytes); };
}
