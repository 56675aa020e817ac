#pragma once

#include "matrix.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <vector>

/// An n-dimensional array as read from or written to a NumPy .npy file: its shape and its
/// elements in C (row-major) order, converted to double whatever the stored dtype; or, for
/// NumPy unicode arrays ('<U'), its strings (token labels stored in an .npz).
class NpyArray
{
public:
    /// How a 1-D array of length n becomes a matrix.
    enum class VectorAs
    {
        Row,    ///< 1 x n (a single token vector, the default)
        Column, ///< n x 1
    };

    /// Most matrices toMatrices() returns (the program's limit on heads is far lower).
    static constexpr std::int64_t kMaxMatrices = 4096;

    NpyArray() = default;
    NpyArray(std::vector<std::int64_t> shape, std::vector<double> values);
    /// A 1-D unicode array, written with dtype '<U<longest>'.
    static NpyArray fromStrings(const QStringList &strings);
    static NpyArray fromMatrix(const attn::Matrix &matrix);
    /// Stacks equally shaped matrices into a 3-D array (count x rows x cols).
    static NpyArray fromMatrices(const std::vector<attn::Matrix> &matrices);

    const std::vector<std::int64_t> &shape() const { return m_shape; }
    const std::vector<double> &values() const { return m_values; }
    const QStringList &strings() const { return m_strings; }
    bool isText() const { return m_isText; }
    int rank() const { return int(m_shape.size()); }
    std::int64_t elementCount() const;
    /// "6 x 4", "12 x 6 x 6", "scalar".
    QString shapeText() const;

    /// The array as one matrix: 2-D as is, 1-D by `vectorAs`, higher ranks when every axis
    /// but the last two has length 1 (a batch of one). False with a message otherwise.
    bool toMatrix(attn::Matrix &out, QString *error, VectorAs vectorAs = VectorAs::Row) const;
    /// The array as a stack of matrices along its first axis: 3-D (heads x queries x keys)
    /// gives one matrix per head, 2-D gives one matrix; leading axes of length 1 are dropped.
    bool toMatrices(std::vector<attn::Matrix> &out, QString *error) const;

    bool operator==(const NpyArray &) const = default;

    // Messages are shown to users, so they are translatable (context "NpyArray").
    Q_DECLARE_TR_FUNCTIONS(NpyArray)

private:
    /// Shape with leading axes of length 1 removed down to `minRank` axes.
    std::vector<std::int64_t> squeezedShape(int minRank) const;

    std::vector<std::int64_t> m_shape;
    std::vector<double> m_values;
    QStringList m_strings;
    bool m_isText = false;
};
