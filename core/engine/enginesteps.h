#pragma once

// Steps of the engine's computation that the full run (attentionengine.cpp) and the
// incremental update of one input row (inputrowupdate.cpp) share. Internal to the engine.

#include "scenario.h"
#include "softmax.h"
#include "trace.h"

#include <span>

namespace attn::detail {

/// Query rows per attention task (scores, softmax, weights V of one head).
constexpr Eigen::Index kRowBlock = 128;
/// Rows per task of the projections and of the products weights V_i.
constexpr Eigen::Index kProductRowBlock = 64;

/// Rows per task of the combination (concatenation, then W_O) of m query rows: m / 8
/// rounded down to a multiple of kProductRowBlock, from kProductRowBlock to 256 rows. The
/// wide product by W_O runs faster on taller blocks (d_model = 1024, one core: 66 GFLOP/s
/// on 64 rows, 80 on 256), and 8 tasks still share out over the threads.
Eigen::Index combineRowBlock(Eigen::Index m);

/// ceil(rows / block).
Eigen::Index blockCount(Eigen::Index rows, Eigen::Index block = kRowBlock);

/// Whether threads are worth their start-up (a few microseconds): by the flops of a head,
/// m d (n + m) > 2e5.
bool worthThreads(const Scenario &s);

/// Tells a pthread OpenBLAS to stay serial inside the engine's own threads (once).
void keepBlasSerial();

/// Whether a trace of `s` keeps its raw scores: additive scores always, dot products up to
/// `limit` scores h m n (beyond, q_i K^T is computed again where a row is needed).
bool keepsScores(const Scenario &s, double limit);

/// The calling thread's rows for one softmax: scaled scores, the mask row and
/// (when the trace keeps no scores) the raw scores of a block of queries.
struct RowScratch
{
    RowVector scaled;
    BoolRowVector visible;
    Matrix blockScores;
};

/// The calling thread's scratch, its rows sized for n keys.
RowScratch &rowScratch(Eigen::Index n);

/// rows += b (each row), for a bias b of the rows' width; nothing for an empty b.
void addBias(const Vector &bias, Eigen::Ref<Matrix> rows);

/// Q_i = X_q W_Q^i + b_Q^i, K_i = X_k W_K^i + b_K^i, V_i = X_v W_V^i + b_V^i for every head of
/// `projections` into the head of `traces` at the same place (sized). Tasks of kProductRowBlock
/// rows of one side, each multiplying its rows of X by every head's matrix straight into Q_i, K_i
/// or V_i (the rows stay in cache; no stacked copy of the matrices or of the products), on OpenMP
/// threads when `parallel`.
void projectHeads(const Scenario &s, std::span<const HeadProjection> projections,
                  std::span<HeadTrace> traces, bool parallel);

/// Whether every raw score a'_ij = q_i . k_j and every scaled one s a'_ij of a head's dot
/// products (its Q_i and K_i in h, s = `scale`) is finite, known from Q_i, K_i and s alone
/// (O((m + n) d_k), not O(m n)):
///
///     |a'_ij| <= d_k max|Q_i| max|K_i| = B,   |s a'_ij| <= |s| B,
///
/// rounding included (d_k <= 4096 roundings by 1 + 2^-53 each), so both are finite when
/// max(1, |s|) B <= 2^1000. False for additive scores, when the bound is larger or not a
/// number (an infinite or NaN entry): then the scores themselves are read.
bool scoresBoundedFinite(const Scenario &s, const HeadTrace &h, double scale);

/// Row i of a head's weights from its raw scores `raw` into `weights` (length n), with the
/// calling thread's `scratch` (rowScratch(n)) and the head's factor `scale`:
///   a_ij = softmax(s a'_ij / T) over the keys row i sees, masked keys exactly 0.
/// Returns the width the softmax ran over (the visible keys rounded up to kernel::kLanes);
/// `info` gets the row's entropy and argmax.
Eigen::Index softmaxVisibleRow(const Scenario &s, const MaskRule &mask, const double *raw,
                               double scale, Eigen::Index i, RowScratch &scratch,
                               Eigen::Ref<RowVector> weights, SoftmaxRowInfo &info);

/// Row i of a head's weights, entropy and argmax from its raw scores `raw` (length n), with
/// the calling thread's `scratch` (rowScratch(n)): softmax(s a' / T) over the visible keys.
/// Returns whether every scaled score s a'_ij of the row, masked or not, is finite: true
/// without reading them when `knownFinite` (scoresBoundedFinite()).
bool softmaxTraceRow(const Scenario &s, const MaskRule &mask, const double *raw, HeadTrace &h,
                     Eigen::Index i, RowScratch &scratch, bool knownFinite = false);

/// Rows [r0, r0 + rows) of a head's output, head_i = a_i V over the keys any row of the
/// block sees; zeros when the head is switched off.
void headOutputRows(const MaskRule &mask, HeadTrace &h, Eigen::Index r0, Eigen::Index rows);
/// As above, from a head's weights and V into `output` (sized m x d_v).
void headOutputRows(const MaskRule &mask, const Matrix &weights, const Matrix &v, bool enabled,
                    Matrix &output, Eigen::Index r0, Eigen::Index rows);

/// The factor s of a head: 1, 1 / sqrt(d_k) or the custom scale, by s.scaling.
double scaleFor(const Scenario &s, const HeadTrace &h);

/// Sizes every matrix of a head before the parallel part, which may not allocate.
void sizeHead(bool keepScores, const HeadProjection &p, Eigen::Index m, Eigen::Index n,
              HeadTrace &h);

/// Rows [r0, r0 + rows) of one head after its projections: scores (dot product; kept from
/// the last run unless `scores`; computed into the thread's block when the trace keeps
/// none), softmax rows and the head's output. Returns whether every raw and scaled score
/// of the rows is finite (`knownFinite`: scoresBoundedFinite() said so for the head).
bool computeHeadRows(const Scenario &s, const MaskRule &mask, bool scores, HeadTrace &h,
                     Eigen::Index r0, Eigen::Index rows, bool knownFinite);
/// As computeHeadRows() without computing kept scores, reading Q_i, K_i, V_i and the raw
/// scores from `in` (which may be h, or the head of another trace, left as it is) and
/// writing h's weights, entropy, argmax and output (sized), by h.scale and h.enabled.
bool softmaxRowsFrom(const Scenario &s, const MaskRule &mask, const HeadTrace &in, HeadTrace &h,
                     Eigen::Index r0, Eigen::Index rows, bool knownFinite);

/// h's finiteScaled and finiteScores after a softmax of all its rows from the scores of `in`
/// (h itself, or as in softmaxRowsFrom()), given whether every scaled score was finite (the
/// raw scores are checked only when some were not).
void setFiniteFlags(const HeadTrace &in, HeadTrace &h, bool finiteScaled);

/// Row i of a head from its scores (kept, or q_i K^T): softmax (weights, entropy, argmax)
/// and head_i = a_i V over the visible keys (zeros when the head is switched off).
/// Returns whether the row's raw and scaled scores are finite.
bool softmaxAndOutputRow(const Scenario &s, const MaskRule &mask, HeadTrace &h, Eigen::Index i);

/// The combination of rows of concat(head_1 .. head_h) (head i in s.heads[i].wv.cols()
/// columns), by s.combination: output = concat W_O, sum_{enabled h} w_h head_h or
/// (1/h) sum_{enabled h} head_h.
void combineConcatenated(const Scenario &s, const std::vector<bool> &enabled,
                         Eigen::Ref<const Matrix> concatenated, Eigen::Ref<Matrix> output);

/// Rows [r0, r0 + rows) of the combination: concat(head_1 .. head_h) and, by
/// s.combination, output = concat W_O, sum_h w_h head_h or (1/h) sum_h head_h.
/// concatenated and output must have their final sizes.
void combineHeadRows(const Scenario &s, const std::vector<HeadTrace> &heads, Matrix &concatenated,
                     Matrix &output, Eigen::Index r0, Eigen::Index rows);
/// As above, from and into a trace.
void combineHeadRows(const Scenario &s, AttentionTrace &t, Eigen::Index r0, Eigen::Index rows);

/// Sizes concatenated and output, then combineHeadRows() over every row, in row blocks on
/// OpenMP threads when `parallel`.
void combineHeads(const Scenario &s, const std::vector<HeadTrace> &heads, Matrix &concatenated,
                  Matrix &output, bool parallel);
/// As above, from and into a trace.
void combineHeads(const Scenario &s, AttentionTrace &t, bool parallel);

} // namespace attn::detail
