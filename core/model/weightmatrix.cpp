#include "weightmatrix.h"

#include <type_traits>

namespace attn::model {

Matrix WeightMatrix::block(Eigen::Index row, Eigen::Index col, Eigen::Index rowCount,
                           Eigen::Index colCount) const
{
    return visit([&](const auto &m) -> Matrix {
        return m.block(row, col, rowCount, colCount).template cast<double>();
    });
}

WeightMatrix WeightMatrix::columns(Eigen::Index first, Eigen::Index count) const
{
    return visit([&](const auto &m) {
        return WeightMatrix(std::decay_t<decltype(m)>(m.middleCols(first, count)));
    });
}

} // namespace attn::model
