#pragma once

// The score stages of a head that the trace does not store, derived on demand from what it
// keeps (raw scores, or q and k; the per-head scale s; the temperature T; the mask rule).

#include "softmax.h"
#include "trace.h"

#include <cstddef>

namespace attn {

/// Which scores of a head: raw a', scaled s a' or tempered s a' / T.
enum class ScoreStage
{
    Raw,
    Scaled,
    Tempered,
};

/// Whether the head has scores at all (imported weights have none).
bool hasScores(const HeadTrace &head);

/// Whether the trace keeps the head's raw scores (m x n) rather than only q and k.
bool keepsRawScores(const HeadTrace &head);

/// Row i of the head's raw scores a'_i: kept, or q_i K^T (a trace keeps every additive
/// score). Precondition: hasScores(head).
RowVector rawScoreRow(const HeadTrace &head, Eigen::Index i);

/// The tempered score as the softmax kernel writes it: t = x / T for 0 < T < inf with
/// T != 1; t = x for T = 1 and for T = 0 (the hardmax shows the scaled scores); t = 0 for
/// T = inf.
double temperedScore(double scaled, double temperature);

/// Row i of one head's scores at `stage` (length n):
///   Raw: a'_i, kept by the trace or computed as q_i K^T when it keeps none;
///   Scaled: s a'_i;   Tempered: temperedScore(s a'_i, T).
/// Precondition: hasScores(trace.heads[head]).
RowVector scoreRow(const AttentionTrace &trace, std::size_t head, ScoreStage stage, Eigen::Index i);

/// One score a'_ij at `stage`, as scoreRow() would give it.
double scoreAt(const AttentionTrace &trace, std::size_t head, ScoreStage stage, Eigen::Index i,
               Eigen::Index j);

/// The m x n scores of one head at `stage` (0 x 0 for a head without scores).
Matrix scoreMatrix(const AttentionTrace &trace, std::size_t head, ScoreStage stage);

/// Whether query i sees key j in one head: the mask rule, and never in a row without
/// weights (argmax -1: a fully masked row, or an all-zero row of imported weights).
bool isVisible(const AttentionTrace &trace, std::size_t head, Eigen::Index i, Eigen::Index j);

/// Row i of isVisible() for one head into `visible` (length n).
void fillMaskRow(const AttentionTrace &trace, std::size_t head, Eigen::Index i, bool *visible);

/// Whether isVisible() is false anywhere in one head: a mask is set, or a row has no
/// visible weight. When not, a view need not ask fillMaskRow() row by row.
bool masksSomeKey(const AttentionTrace &trace, std::size_t head);

/// Number of keys query i sees in one head.
Eigen::Index visibleCount(const AttentionTrace &trace, std::size_t head, Eigen::Index i);

/// The m x n mask of isVisible() for one head.
BoolMatrix maskMatrix(const AttentionTrace &trace, std::size_t head);

} // namespace attn
