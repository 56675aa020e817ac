#pragma once

#include "matrix.h"

namespace attn::detail {

/// dst = a b, or dst = a b^T when `transposeB` (row-major, any outer strides; dst must
/// already have its size). Through BLAS (dgemm with beta = 0) when the engine uses it:
/// Eigen's dst.noalias() = a * b first zeroes dst and then adds the product to it, a write
/// and a read of dst more. In the shapes OpenBLAS's small-matrix kernels run fastest: a
/// narrow b in depth chunks, dst = sum_c a_c b_c, and a small a b^T as a times a copy of b^T.
void multiplyInto(Eigen::Ref<Matrix> dst, const Eigen::Ref<const Matrix> &a,
                  const Eigen::Ref<const Matrix> &b, bool transposeB = false);

} // namespace attn::detail
