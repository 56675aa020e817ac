#include "weightmatrix.h"

namespace attn::model {

Matrix WeightMatrix::block(Eigen::Index row, Eigen::Index col, Eigen::Index rowCount,
                           Eigen::Index colCount) const
{
    if (m_isDouble)
        return m_double.block(row, col, rowCount, colCount);
    return m_float.block(row, col, rowCount, colCount).cast<double>();
}

WeightMatrix WeightMatrix::columns(Eigen::Index first, Eigen::Index count) const
{
    if (m_isDouble)
        return Matrix(m_double.middleCols(first, count));
    return FloatMatrix(m_float.middleCols(first, count));
}

Eigen::RowVectorXd WeightMatrix::row(Eigen::Index row) const
{
    if (m_isDouble)
        return m_double.row(row);
    return m_float.row(row).cast<double>();
}

} // namespace attn::model
