#pragma once

#include <Eigen/Core>

namespace attn {

/// Dense matrix of doubles, one row per token (row-major suits the row-wise softmax).
using Matrix = Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
/// Column vector of doubles.
using Vector = Eigen::VectorXd;
/// Boolean matrix, row-major; used for masks (true = the query may attend to the key).
using BoolMatrix = Eigen::Matrix<bool, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

} // namespace attn
