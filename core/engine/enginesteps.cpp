#include "enginesteps.h"

#include "matrixproduct.h"
#include "scorestages.h"
#include "softmax.h"
#include "softmaxkernel.h"

#include <algorithm>
#include <cmath>

#if defined(_OPENMP) && defined(__GNUC__) && defined(__ELF__)
#define ATTN_BLAS_THREAD_CONTROL 1
// Present when the BLAS is OpenBLAS; weak, so that any other BLAS (or none) links too.
extern "C" int openblas_get_parallel(void) __attribute__((weak));
extern "C" void openblas_set_num_threads(int) __attribute__((weak));
#endif

namespace attn::detail {

namespace {

/// Copies columns [fromOffset, fromOffset + cols) of rows [r0, r0 + rows) of `from` into
/// columns [toOffset, ...) of `to` (both row-major: one contiguous copy per row).
void copyColumns(const Matrix &from, Eigen::Index fromOffset, Matrix &to, Eigen::Index toOffset,
                 Eigen::Index cols, Eigen::Index r0, Eigen::Index rows)
{
    for (Eigen::Index r = r0; r < r0 + rows; ++r)
        std::copy_n(from.row(r).data() + fromOffset, cols, to.row(r).data() + toOffset);
}

} // namespace

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

Eigen::Index combineRowBlock(Eigen::Index m)
{
    return std::clamp(m / 8 / kProductRowBlock * kProductRowBlock, kProductRowBlock,
                      Eigen::Index(256));
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

void addBias(const Vector &bias, Eigen::Ref<Matrix> rows)
{
    if (bias.size() > 0)
        rows.rowwise() += bias.transpose();
}

void projectHeads(const Scenario &s, std::span<const HeadProjection> projections,
                  std::span<HeadTrace> traces, [[maybe_unused]] bool parallel)
{
    const Matrix *inputs[3] = {&s.queryInput(), &s.keyInput(), &s.valueInput()};
    Matrix HeadProjection::*weights[3] = {&HeadProjection::wq, &HeadProjection::wk,
                                          &HeadProjection::wv};
    Vector HeadProjection::*biases[3] = {&HeadProjection::queryBias, &HeadProjection::keyBias,
                                         &HeadProjection::valueBias};
    Matrix HeadTrace::*results[3] = {&HeadTrace::q, &HeadTrace::k, &HeadTrace::v};
    Eigen::Index firstTask[4] = {0, 0, 0, 0};
    for (int side = 0; side < 3; ++side)
        firstTask[side + 1] = firstTask[side] + blockCount(inputs[side]->rows(), kProductRowBlock);
#pragma omp parallel for schedule(dynamic) if (parallel)
    for (Eigen::Index task = 0; task < firstTask[3]; ++task) {
        const int side = task < firstTask[1] ? 0 : (task < firstTask[2] ? 1 : 2);
        const Eigen::Index r0 = (task - firstTask[side]) * kProductRowBlock;
        const Eigen::Index rows = std::min(kProductRowBlock, inputs[side]->rows() - r0);
        for (std::size_t i = 0; i < projections.size(); ++i) {
            auto result = (traces[i].*results[side]).middleRows(r0, rows);
            multiplyInto(result, inputs[side]->middleRows(r0, rows), projections[i].*weights[side]);
            addBias(projections[i].*biases[side], result);
        }
    }
}

/// Row i of a head's weights, entropy and argmax from its raw scores `raw` (length n), with
/// the calling thread's `scratch` (rowScratch(n)). Returns whether the scaled scores are all
/// finite (then so are the raw ones: s is finite, and inf * s or NaN * s is not).
/// The softmax runs over the keys up to the row's last visible one, rounded up to a
/// multiple of kernel::kLanes (bit for bit the whole row's result, see kLanes); the keys
/// after those are masked and get weight 0, their scaled scores only checked (a causal row
/// i needs i + 1 keys of n).
Eigen::Index softmaxVisibleRow(const Scenario &s, const MaskRule &mask, const double *raw,
                               double scale, Eigen::Index i, RowScratch &scratch,
                               Eigen::Ref<RowVector> weights, SoftmaxRowInfo &info)
{
    const Eigen::Index n = weights.size();
    const Eigen::Index lanes = kernel::kLanes;
    const Eigen::Index width = std::min(n, (mask.visibleWidth(i, n) + lanes - 1) / lanes * lanes);
    mask.fillRow(i, width, scratch.visible.data());
    info = softmaxRow(Eigen::Map<const RowVector>(raw, width), scale, s.temperature,
                      scratch.visible.head(width), scratch.scaled.head(width), weights.head(width));
    weights.tail(n - width).setZero();
    return width;
}

bool softmaxTraceRow(const Scenario &s, const MaskRule &mask, const double *raw, HeadTrace &h,
                     Eigen::Index i, RowScratch &scratch, bool knownFinite)
{
    const Eigen::Index n = h.weights.cols();
    SoftmaxRowInfo info;
    const Eigen::Index width =
        softmaxVisibleRow(s, mask, raw, h.scale, i, scratch, h.weights.row(i), info);
    h.entropy[i] = info.entropy;
    h.argmax[std::size_t(i)] = info.argmax;
    if (knownFinite)
        return true;
    return kernel::allFinite(scratch.scaled.data(), width) &&
           kernel::allFiniteScaled(raw + width, h.scale, n - width);
}

/// Rows [r0, r0 + rows) of a head's output = weights V_i, in products of kProductRowBlock
/// rows over the keys up to the last one any of their rows sees (masked weights are exactly
/// 0, so this skips only zeros: about half the product when causal); zeros when the head is
/// switched off.
void headOutputRows(const MaskRule &mask, const Matrix &weights, const Matrix &v, bool enabled,
                    Matrix &output, Eigen::Index r0, Eigen::Index rows)
{
    const Eigen::Index n = weights.cols();
    for (Eigen::Index b0 = r0; b0 < r0 + rows; b0 += kProductRowBlock) {
        const Eigen::Index count = std::min(kProductRowBlock, r0 + rows - b0);
        Eigen::Index width = 0;
        for (Eigen::Index i = b0; i < b0 + count; ++i)
            width = std::max(width, mask.visibleWidth(i, n));
        if (!enabled || width == 0)
            output.middleRows(b0, count).setZero();
        else
            multiplyInto(output.middleRows(b0, count), weights.block(b0, 0, count, width),
                         v.topRows(width));
    }
}

void headOutputRows(const MaskRule &mask, HeadTrace &h, Eigen::Index r0, Eigen::Index rows)
{
    headOutputRows(mask, h.weights, h.v, h.enabled, h.output, r0, rows);
}

double scaleFor(const Scenario &s, const HeadTrace &h)
{
    switch (s.scaling) {
    case ScalingKind::None:
        return 1.0;
    case ScalingKind::InverseSqrtKeyDim:
        return 1.0 / std::sqrt(double(h.k.cols()));
    case ScalingKind::Custom:
        return s.customScale;
    }
    return 1.0;
}

void sizeHead(bool keepScores, const HeadProjection &p, Eigen::Index m, Eigen::Index n,
              HeadTrace &h)
{
    h.q.resize(m, p.wq.cols());
    h.k.resize(n, p.wk.cols());
    h.v.resize(n, p.wv.cols());
    if (keepScores)
        h.scores.resize(m, n);
    else
        h.scores.resize(0, 0);
    h.weights.resize(m, n);
    h.output.resize(m, p.wv.cols());
    h.entropy.resize(m);
    h.argmax.resize(std::size_t(m));
    h.enabled = p.enabled;
    h.weightsOnly = false;
}

bool scoresBoundedFinite(const Scenario &s, const HeadTrace &h, double scale)
{
    if (s.score != ScoreKind::DotProduct)
        return false;
    if (h.q.size() == 0 || h.k.size() == 0)
        return true; // no scores at all
    const double q = kernel::largestMagnitude(h.q.data(), h.q.size());
    const double k = kernel::largestMagnitude(h.k.data(), h.k.size());
    const double bound = std::max(1.0, std::abs(scale)) * double(h.q.cols()) * q * k;
    return bound <= 0x1p1000; // false for +inf and NaN
}

bool softmaxRowsFrom(const Scenario &s, const MaskRule &mask, const HeadTrace &in, HeadTrace &h,
                     Eigen::Index r0, Eigen::Index rows, bool knownFinite)
{
    const bool kept = keepsRawScores(in);
    RowScratch &scratch = rowScratch(h.weights.cols());
    if (!kept) {
        scratch.blockScores.resize(rows, in.k.rows());
        multiplyInto(scratch.blockScores, in.q.middleRows(r0, rows), in.k, true);
    }
    bool finite = true;
    for (Eigen::Index i = r0; i < r0 + rows; ++i) {
        const double *raw = kept ? in.scores.row(i).data() : scratch.blockScores.row(i - r0).data();
        finite = softmaxTraceRow(s, mask, raw, h, i, scratch, knownFinite) && finite;
    }
    headOutputRows(mask, h.weights, in.v, h.enabled, h.output, r0, rows);
    return finite;
}

bool computeHeadRows(const Scenario &s, const MaskRule &mask, bool scores, HeadTrace &h,
                     Eigen::Index r0, Eigen::Index rows, bool knownFinite)
{
    if (scores && keepsRawScores(h) && s.score == ScoreKind::DotProduct)
        multiplyInto(h.scores.middleRows(r0, rows), h.q.middleRows(r0, rows), h.k, true);
    return softmaxRowsFrom(s, mask, h, h, r0, rows, knownFinite);
}

void setFiniteFlags(const HeadTrace &in, HeadTrace &h, bool finiteScaled)
{
    h.finiteScaled = finiteScaled;
    // Scores are finite unless the scaled ones are not: s a' is inf or NaN where a' is.
    h.finiteScores = finiteScaled || kernel::allFinite(in.scores.data(), in.scores.size());
    if (!finiteScaled && !keepsRawScores(in))
        h.finiteScores = (in.q * in.k.transpose()).allFinite();
}

bool softmaxAndOutputRow(const Scenario &s, const MaskRule &mask, HeadTrace &h, Eigen::Index i)
{
    const Eigen::Index n = h.weights.cols();
    const RowVector raw = rawScoreRow(h, i);
    const bool finite = softmaxTraceRow(s, mask, raw.data(), h, i, rowScratch(n));
    headOutputRows(mask, h, i, 1);
    return finite;
}

void combineConcatenated(const Scenario &s, const std::vector<bool> &enabled,
                         Eigen::Ref<const Matrix> concatenated, Eigen::Ref<Matrix> output)
{
    switch (s.combination) {
    case HeadCombination::ConcatProject:
        multiplyInto(output, concatenated, s.outputProjection);
        return;
    case HeadCombination::WeightedSum:
    case HeadCombination::Mean: {
        const bool mean = s.combination == HeadCombination::Mean;
        output.setZero();
        Eigen::Index offset = 0;
        for (std::size_t i = 0; i < s.heads.size(); ++i) {
            const Eigen::Index width = s.heads[i].wv.cols();
            // Disabled heads have zero output; for the mean they still count in 1/h.
            const double w = mean ? 1.0 : s.heads[i].combineWeight;
            if (enabled[i])
                output += w * concatenated.middleCols(offset, width);
            offset += width;
        }
        if (mean)
            output /= double(s.heads.size());
        return;
    }
    }
}

void combineHeadRows(const Scenario &s, const std::vector<HeadTrace> &heads, Matrix &concatenated,
                     Matrix &combined, Eigen::Index r0, Eigen::Index rows)
{
    Eigen::Index offset = 0;
    std::vector<bool> enabled;
    for (const HeadTrace &h : heads) {
        copyColumns(h.output, 0, concatenated, offset, h.output.cols(), r0, rows);
        offset += h.output.cols();
        enabled.push_back(h.enabled);
    }
    combineConcatenated(s, enabled, concatenated.middleRows(r0, rows),
                        combined.middleRows(r0, rows));
}

void combineHeadRows(const Scenario &s, AttentionTrace &t, Eigen::Index r0, Eigen::Index rows)
{
    combineHeadRows(s, t.heads, t.concatenated, t.output, r0, rows);
}

void combineHeads(const Scenario &s, const std::vector<HeadTrace> &heads, Matrix &concatenated,
                  Matrix &output, [[maybe_unused]] bool parallel)
{
    const Eigen::Index m = heads.front().output.rows();
    Eigen::Index concatWidth = 0;
    for (const HeadTrace &h : heads)
        concatWidth += h.output.cols();
    concatenated.resize(m, concatWidth);
    output.resize(m, s.combination == HeadCombination::ConcatProject ? s.outputProjection.cols()
                                                                     : heads.front().output.cols());
    const Eigen::Index rowBlock = combineRowBlock(m);
    const Eigen::Index blocks = blockCount(m, rowBlock);
#pragma omp parallel for schedule(dynamic) if (parallel)
    for (Eigen::Index block = 0; block < blocks; ++block) {
        const Eigen::Index r0 = block * rowBlock;
        combineHeadRows(s, heads, concatenated, output, r0, std::min(rowBlock, m - r0));
    }
}

void combineHeads(const Scenario &s, AttentionTrace &t, bool parallel)
{
    combineHeads(s, t.heads, t.concatenated, t.output, parallel);
}

} // namespace attn::detail
