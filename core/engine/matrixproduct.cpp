#include "matrixproduct.h"

#include <cassert>

namespace attn::detail {

void multiplyInto(Eigen::Ref<Matrix> dst, const Eigen::Ref<const Matrix> &a,
                  const Eigen::Ref<const Matrix> &b, bool transposeB)
{
    const Eigen::Index k = a.cols();
    assert(dst.rows() == a.rows() && (transposeB ? b.cols() : b.rows()) == k &&
           dst.cols() == (transposeB ? b.rows() : b.cols()));
    if (dst.size() == 0)
        return;
    if (k == 0) {
        dst.setZero();
        return;
    }
#ifdef EIGEN_USE_BLAS
    // A row-major matrix is its transpose in BLAS's column-major terms, so dst^T = op(b)^T a^T:
    // b is read as it is (or transposed back for b^T), a as it is.
    const char opB = transposeB ? 'T' : 'N';
    const char opA = 'N';
    const int m = int(dst.cols());
    const int n = int(dst.rows());
    const int depth = int(k);
    const int ldb = int(b.outerStride());
    const int lda = int(a.outerStride());
    const int ldc = int(dst.outerStride());
    const double one = 1.0;
    const double zero = 0.0;
    dgemm_(&opB, &opA, &m, &n, &depth, &one, b.data(), &ldb, a.data(), &lda, &zero, dst.data(),
           &ldc);
#else
    if (transposeB)
        dst.noalias() = a * b.transpose();
    else
        dst.noalias() = a * b;
#endif
}

} // namespace attn::detail
