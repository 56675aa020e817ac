#pragma once

#include "matrix.h"

#include <utility>
#include <variant>

namespace attn::model {

/// Single-precision matrix, row-major like Matrix: how checkpoints store their weights.
using FloatMatrix = Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

/// One weight matrix of a model, kept in the precision its checkpoint stores it in: float for
/// F32, F16 and BF16 tensors (each such value is a float exactly), double for F64 ones. A
/// model of 124 M weights then holds 0.5 GB instead of 1 GB; every computation converts a
/// block at a time to double (exact) and computes in double (timesWeight), so the results
/// are those of double weights.
class WeightMatrix
{
public:
    WeightMatrix() = default;
    WeightMatrix(Matrix values) : m_values(std::move(values)) {}
    WeightMatrix(FloatMatrix values) : m_values(std::move(values)) {}

    /// Calls `f` with the stored Eigen matrix (FloatMatrix or Matrix).
    template <class F> decltype(auto) visit(F &&f) const
    {
        return std::visit(std::forward<F>(f), m_values);
    }

    Eigen::Index rows() const
    {
        return visit([](const auto &m) { return m.rows(); });
    }
    Eigen::Index cols() const
    {
        return visit([](const auto &m) { return m.cols(); });
    }
    /// Whether the values are kept as double (an F64 checkpoint, or a model built in code).
    bool isDouble() const { return std::holds_alternative<Matrix>(m_values); }

    /// The block of `rowCount` x `colCount` from (row, col), in double.
    Matrix block(Eigen::Index row, Eigen::Index col, Eigen::Index rowCount,
                 Eigen::Index colCount) const;
    Matrix middleCols(Eigen::Index first, Eigen::Index count) const
    {
        return block(0, first, rows(), count);
    }
    Matrix middleRows(Eigen::Index first, Eigen::Index count) const
    {
        return block(first, 0, count, cols());
    }
    /// Columns first .. first + count - 1, in the same precision.
    WeightMatrix columns(Eigen::Index first, Eigen::Index count) const;
    /// Row `row` as a row vector, in double.
    Eigen::RowVectorXd row(Eigen::Index row) const { return block(row, 0, 1, cols()); }
    /// Every value, in double.
    Matrix toDouble() const { return block(0, 0, rows(), cols()); }
    bool allFinite() const
    {
        return visit([](const auto &m) { return m.allFinite(); });
    }

private:
    std::variant<FloatMatrix, Matrix> m_values;
};

} // namespace attn::model
