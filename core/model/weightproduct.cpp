#include "weightproduct.h"

#include "enginesteps.h"
#include "gelu.h"

#include <algorithm>
#include <type_traits>

namespace attn::model {

namespace {

/// Columns (or rows) of W per task: a block of a 768-wide model is 1.5 MB in double.
constexpr Eigen::Index kWeightBlock = 256;

/// Calls body(first, count) for the blocks of [0, total), spread over the OpenMP threads
/// when the product has more than `flops` multiply-adds to share (threads cost a few
/// microseconds to start).
template <class Body> void forWeightBlocks(Eigen::Index total, double flops, const Body &body)
{
    detail::keepBlasSerial();
    const Eigen::Index blocks = (total + kWeightBlock - 1) / kWeightBlock;
    [[maybe_unused]] const bool parallel = blocks > 1 && flops > 2e5;
#pragma omp parallel for schedule(dynamic) if (parallel)
    for (Eigen::Index b = 0; b < blocks; ++b) {
        const Eigen::Index first = b * kWeightBlock;
        body(first, std::min(kWeightBlock, total - first));
    }
}

/// `block` of a stored weight matrix as a double expression: itself when the matrix holds
/// doubles, a converted copy when it holds floats.
template <class Block> decltype(auto) inDouble(const Block &block)
{
    if constexpr (std::is_same_v<typename Block::Scalar, double>)
        return block;
    else
        return Matrix(block.template cast<double>());
}

} // namespace

Matrix timesWeight(const Matrix &x, const WeightMatrix &w, const Vector &bias,
                   Activation activation)
{
    Matrix y(x.rows(), w.cols());
    const double flops = double(x.rows()) * double(w.rows()) * double(w.cols());
    w.visit([&](const auto &stored) {
        forWeightBlocks(w.cols(), flops, [&](Eigen::Index first, Eigen::Index count) {
            auto out = y.middleCols(first, count);
            out.noalias() = x * inDouble(stored.middleCols(first, count));
            out.rowwise() += bias.segment(first, count).transpose();
            if (activation == Activation::Gelu)
                applyGelu(out);
        });
    });
    return y;
}

Matrix timesWeightTransposed(const Matrix &x, const WeightMatrix &w)
{
    Matrix y(x.rows(), w.rows());
    const double flops = double(x.rows()) * double(w.rows()) * double(w.cols());
    w.visit([&](const auto &stored) {
        forWeightBlocks(w.rows(), flops, [&](Eigen::Index first, Eigen::Index count) {
            y.middleCols(first, count).noalias() =
                x * inDouble(stored.middleRows(first, count)).transpose();
        });
    });
    return y;
}

} // namespace attn::model
