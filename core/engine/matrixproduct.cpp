#include "matrixproduct.h"

#include <algorithm>
#include <cassert>

namespace attn::detail {

namespace {

#ifdef EIGEN_USE_BLAS
/// m n k up to which OpenBLAS (0.3.21, AVX-512) multiplies without packing its operands.
constexpr double kSmallProduct = 1e6;
/// Rows of a b^T from which copying b^T first costs little beside the product.
constexpr Eigen::Index kRowsWorthTransposing = 16;
/// Doubles of b that OpenBLAS's small-matrix kernels keep in a core's first-level data cache
/// (32 KB of its 48 KB): beyond them a narrow product (the projections: d_model deep, d_k
/// wide; weights V_i: keys deep, d_v wide) runs 1.2 to 1.7 times slower than in pieces.
constexpr Eigen::Index kDepthChunkDoubles = 4096;
/// Depth below which a chunk is too shallow to pay for its own call: products with b wider
/// than kDepthChunkDoubles / kShallowestChunk columns (W_O) are left whole.
constexpr Eigen::Index kShallowestChunk = 64;

/// dst = a op(b) + beta dst through dgemm. A row-major matrix is its transpose in BLAS's
/// column-major terms, so dst^T = op(b)^T a^T: b is read as it is (or transposed back for
/// b^T), a as it is.
void gemm(Eigen::Ref<Matrix> dst, const Eigen::Ref<const Matrix> &a,
          const Eigen::Ref<const Matrix> &b, bool transposeB, double beta)
{
    const char opB = transposeB ? 'T' : 'N';
    const char opA = 'N';
    const int m = int(dst.cols());
    const int n = int(dst.rows());
    const int depth = int(a.cols());
    const int ldb = int(b.outerStride());
    const int lda = int(a.outerStride());
    const int ldc = int(dst.outerStride());
    const double one = 1.0;
    dgemm_(&opB, &opA, &m, &n, &depth, &one, b.data(), &ldb, a.data(), &lda, &beta, dst.data(),
           &ldc);
}
#endif

} // namespace

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
    if (transposeB && dst.rows() >= kRowsWorthTransposing &&
        double(dst.rows()) * double(dst.cols()) * double(k) <= kSmallProduct) {
        // The small-matrix kernels take a b^T only up to 1200 entries of dst: b^T is copied
        // first (k x n, at most 1/16 of the product's work), which makes the scores of a
        // 128-row block about 1.4 times faster.
        thread_local Matrix transposed;
        transposed = b.transpose();
        multiplyInto(dst, a, transposed, false);
        return;
    }
    const Eigen::Index chunk = kDepthChunkDoubles / dst.cols();
    if (transposeB || chunk < kShallowestChunk || k <= chunk) {
        gemm(dst, a, b, transposeB, 0.0);
        return;
    }
    // dst = sum over depth chunks of a_chunk b_chunk (the first one with beta = 0).
    for (Eigen::Index k0 = 0; k0 < k; k0 += chunk) {
        const Eigen::Index depth = std::min(chunk, k - k0);
        gemm(dst, a.middleCols(k0, depth), b.middleRows(k0, depth), false, k0 == 0 ? 0.0 : 1.0);
    }
#else
    if (transposeB)
        dst.noalias() = a * b.transpose();
    else
        dst.noalias() = a * b;
#endif
}

} // namespace attn::detail
