#pragma once

#include "matrix.h"
#include "weightmatrix.h"

#include <QCoreApplication>
#include <QFile>
#include <QString>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace attn::io {

/// A safetensors file, memory-mapped: an 8-byte little-endian header length N, N bytes of
/// JSON {"name": {"dtype", "shape", "data_offsets": [begin, end]}, "__metadata__": {...}},
/// then the raw little-endian tensors, offsets counted from the end of the header.
class SafetensorsFile
{
public:
    enum class DType
    {
        F64,
        F32,
        F16,
        BF16,
    };

    struct Tensor
    {
        std::string name;
        DType dtype = DType::F32;
        std::vector<std::int64_t> shape;
        std::uint64_t begin = 0; ///< byte offset in the data section
        std::uint64_t end = 0;   ///< one past the last byte

        /// The product of the shape (1 for a scalar's empty shape).
        std::uint64_t elementCount() const;
    };

    /// Maps `path` and checks the header: its length within the file (and at most
    /// kMaxHeaderBytes), valid JSON, each tensor's dtype known, shape non-negative, byte
    /// count = product(shape) x element size, offsets inside the data and not overlapping.
    /// Returns null and sets `error` to a sentence naming the tensor at fault otherwise.
    /// Nothing is read beyond the header: the data stay in the mapping until asked for, so
    /// a file claiming gigabytes costs no memory. An uncompressed Qt resource maps too.
    static std::unique_ptr<SafetensorsFile> open(const QString &path, QString *error);

    static constexpr std::uint64_t kMaxHeaderBytes = 100'000'000;

    /// Bytes per element: 8 (F64), 4 (F32), 2 (F16, BF16).
    static int elementBytes(DType dtype);
    /// The name safetensors gives the type ("F64", "F32", "F16", "BF16").
    static QString dtypeName(DType dtype);

    /// The path the file was opened from.
    QString path() const { return m_file.fileName(); }
    /// Every tensor of the header, sorted by name.
    const std::vector<Tensor> &tensors() const { return m_tensors; }
    /// The tensor named `name`, or null.
    const Tensor *find(const std::string &name) const;
    /// The tensor's elements converted to double, row-major as rows x cols (a 1-D tensor of
    /// n elements is n x 1 when asked as Vector). Precondition: rows x cols = element count.
    Matrix matrix(const Tensor &tensor, Eigen::Index rows, Eigen::Index cols) const;
    Vector vector(const Tensor &tensor) const;
    /// The tensor as rows x cols weights in the precision it is stored in: double for F64,
    /// float for F32, F16 and BF16 (exact). Same precondition as matrix().
    model::WeightMatrix weightMatrix(const Tensor &tensor, Eigen::Index rows,
                                     Eigen::Index cols) const;

    // Messages are shown to users, so they are translatable (context "SafetensorsFile").
    Q_DECLARE_TR_FUNCTIONS(SafetensorsFile)

private:
    SafetensorsFile() = default;
    /// Converts element count `count` of `tensor`, from element 0, into `out` (double or
    /// float; an F64 tensor only into double).
    template <class T> void convert(const Tensor &tensor, T *out, std::uint64_t count) const;
    /// rows x cols of `tensor` into a zeroed matrix of type M (matrix()'s precondition).
    template <class M>
    M converted(const Tensor &tensor, Eigen::Index rows, Eigen::Index cols) const;
    /// Drops the whole pages of `tensor` from this process's mapping once converted (they
    /// are read again from the file if asked for).
    void release(const Tensor &tensor) const;

    QFile m_file;
    const uchar *m_data = nullptr; ///< the first byte after the header
    std::uint64_t m_dataSize = 0;
    std::vector<Tensor> m_tensors;
};

} // namespace attn::io
