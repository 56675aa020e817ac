#include "enginesteps.h"

#include "matrixproduct.h"
#include "scorestages.h"
#include "softmax.h"
#include "softmaxkernel.h"

#include <algorithm>

#if defined(_OPENMP) && defined(__GNUC__) && defined(__ELF__)
#define ATTN_BLAS_THREAD_CONTROL 1
// Present when the BLAS is OpenBLAS; weak, so that any other BLAS (or none) links too.
extern "C" int openblas_get_parallel(void) __attribute__((weak));
extern "C" void openblas_set_num_threads(int) __attribute__((weak));
#endif

namespace attn::detail {

/// The engine spreads its row blocks over OpenMP threads itself. OpenBLAS built with its own
/// pthread pool (openblas_get_parallel() == 1, Debian's default) would put a second set of
/// threads on the same cores from inside each of ours, so it is told to stay serial; the
/// OpenMP build of OpenBLAS is serial inside our parallel regions by itself.
void keepBlasSerial()
{
#ifdef ATTN_BLAS_THREAD_CONTROL
    static const bool done = [] {
        if (openblas_get_parallel && openblas_set_num_threads && openblas_get_parallel() == 1)
            openblas_set_num_threads(1);
        return true;
    }();
    (void)done;
#endif
}

Eigen::Index blockCount(Eigen::Index rows, Eigen::Index block)
{
    return (rows + block - 1) / block;
}

/// Whether threads are worth their start-up (a few microseconds): by the flops of a head.
bool worthThreads(const Scenario &s)
{
    const double m = double(s.queryInput().rows());
    const double n = double(s.keyInput().rows());
    return m * double(s.queryInput().cols()) * (n + m) > 2e5;
}

bool keepsScores(const Scenario &s, double limit)
{
    return s.score == ScoreKind::Additive ||
           double(s.heads.size()) * double(s.queryInput().rows()) * double(s.keyInput().rows()) <=
               limit;
}

RowScratch &rowScratch(Eigen::Index n)
{
    thread_local RowScratch scratch;
    scratch.scaled.resize(n);
    scratch.visible.resize(n);
    return scratch;
}

void copyColumns(const Matrix &from, Eigen::Index fromOffset, Matrix &to, Eigen::Index toOffset,
                 Eigen::Index cols, Eigen::Index r0, Eigen::Index rows)
{
    for (Eigen::Index r = r0; r < r0 + rows; ++r)
        std::copy_n(from.row(r).data() + fromOffset, cols, to.row(r).data() + toOffset);
}

/// Row i of a head's weights, entropy and argmax from its raw scores `raw` (length n), with
/// the calling thread's `scratch` (rowScratch(n)). Returns whether the scaled scores are all
/// finite (then so are the raw ones: s is finite, and inf * s or NaN * s is not).
/// The softmax runs over the keys up to the row's last visible one, rounded up to a
/// multiple of kernel::kLanes (bit for bit the whole row's result, see kLanes); the keys
/// after those are masked and get weight 0, their scaled scores only checked (a causal row
/// i needs i + 1 keys of n).
bool softmaxTraceRow(const Scenario &s, const MaskRule &mask, const double *raw, HeadTrace &h,
                     Eigen::Index i, RowScratch &scratch)
{
    const Eigen::Index n = h.weights.cols();
    const Eigen::Index lanes = kernel::kLanes;
    const Eigen::Index width = std::min(n, (mask.visibleWidth(i, n) + lanes - 1) / lanes * lanes);
    mask.fillRow(i, width, scratch.visible.data());
    auto weights = h.weights.row(i);
    const SoftmaxRowInfo info =
        softmaxRow(Eigen::Map<const RowVector>(raw, width), h.scale, s.temperature,
                   scratch.visible.head(width), scratch.scaled.head(width), weights.head(width));
    weights.tail(n - width).setZero();
    h.entropy[i] = info.entropy;
    h.argmax[std::size_t(i)] = info.argmax;
    return kernel::allFinite(scratch.scaled.data(), width) &&
           kernel::allFiniteScaled(raw + width, h.scale, n - width);
}

/// Rows [r0, r0 + rows) of a head's output = weights V_i over the keys up to the last one
/// any row of the block sees (masked weights are exactly 0, so this skips only zeros: about
/// half the product when causal); zeros when the head is switched off.
void headOutputRows(const MaskRule &mask, HeadTrace &h, Eigen::Index r0, Eigen::Index rows)
{
    const Eigen::Index n = h.weights.cols();
    Eigen::Index width = 0;
    for (Eigen::Index i = r0; i < r0 + rows; ++i)
        width = std::max(width, mask.visibleWidth(i, n));
    if (!h.enabled || width == 0)
        h.output.middleRows(r0, rows).setZero();
    else
        multiplyInto(h.output.middleRows(r0, rows), h.weights.block(r0, 0, rows, width),
                     h.v.topRows(width));
}

bool softmaxAndOutputRow(const Scenario &s, const MaskRule &mask, HeadTrace &h, Eigen::Index i)
{
    const Eigen::Index n = h.weights.cols();
    const RowVector raw = rawScoreRow(h, i);
    const bool finite = softmaxTraceRow(s, mask, raw.data(), h, i, rowScratch(n));
    headOutputRows(mask, h, i, 1);
    return finite;
}

void combineHeadRows(const Scenario &s, AttentionTrace &t, Eigen::Index r0, Eigen::Index rows)
{
    Eigen::Index offset = 0;
    for (const HeadTrace &h : t.heads) {
        copyColumns(h.output, 0, t.concatenated, offset, h.output.cols(), r0, rows);
        offset += h.output.cols();
    }
    auto output = t.output.middleRows(r0, rows);
    switch (s.combination) {
    case HeadCombination::ConcatProject:
        multiplyInto(output, t.concatenated.middleRows(r0, rows), s.outputProjection);
        return;
    case HeadCombination::WeightedSum:
    case HeadCombination::Mean: {
        const bool mean = s.combination == HeadCombination::Mean;
        output.setZero();
        for (std::size_t i = 0; i < t.heads.size(); ++i) {
            // Disabled heads have zero output; for the mean they still count in 1/h.
            const double w = mean ? 1.0 : s.heads[i].combineWeight;
            if (t.heads[i].enabled)
                output += w * t.heads[i].output.middleRows(r0, rows);
        }
        if (mean)
            output /= double(t.heads.size());
        return;
    }
    }
}

void combineHeads(const Scenario &s, AttentionTrace &t, [[maybe_unused]] bool parallel)
{
    const Eigen::Index m = t.heads.front().output.rows();
    Eigen::Index concatWidth = 0;
    for (const HeadTrace &h : t.heads)
        concatWidth += h.output.cols();
    t.concatenated.resize(m, concatWidth);
    t.output.resize(m, s.combination == HeadCombination::ConcatProject
                           ? s.outputProjection.cols()
                           : t.heads.front().output.cols());
    const Eigen::Index blocks = blockCount(m, kProductRowBlock);
#pragma omp parallel for schedule(dynamic) if (parallel)
    for (Eigen::Index block = 0; block < blocks; ++block) {
        const Eigen::Index r0 = block * kProductRowBlock;
        combineHeadRows(s, t, r0, std::min(kProductRowBlock, m - r0));
    }
}

} // namespace attn::detail
