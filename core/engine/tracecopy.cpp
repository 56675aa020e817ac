#include "tracecopy.h"

#include <cstring>

namespace attn {

namespace {

/// `to` with the size of `from`, its entries left as they are (no allocation when equal).
void sizeLike(const Matrix &from, Matrix &to)
{
    to.resize(from.rows(), from.cols());
}

/// to = from, with memcpy (wide stores; Eigen's assignment uses the portable build's
/// 16-byte ones) into `to`'s own buffer when the sizes agree.
void copyMatrix(const Matrix &from, Matrix &to)
{
    sizeLike(from, to);
    if (from.size() > 0)
        std::memcpy(to.data(), from.data(), sizeof(double) * std::size_t(from.size()));
}

} // namespace

void copyTraceBeforeSoftmax(const AttentionTrace &from, AttentionTrace &to)
{
    to.heads.resize(from.heads.size());
    // Up to a few hundred megabytes of scores: one head per task, on OpenMP threads.
    const std::ptrdiff_t heads = std::ptrdiff_t(from.heads.size());
    [[maybe_unused]] const bool parallel = // read by OpenMP only
        heads > 1 && from.heads.front().scores.size() > (1 << 16);
#pragma omp parallel for schedule(dynamic) if (parallel)
    for (std::ptrdiff_t i = 0; i < heads; ++i) {
        const HeadTrace &f = from.heads[std::size_t(i)];
        HeadTrace &t = to.heads[std::size_t(i)];
        copyMatrix(f.q, t.q);
        copyMatrix(f.k, t.k);
        copyMatrix(f.v, t.v);
        copyMatrix(f.scores, t.scores);
        sizeLike(f.weights, t.weights);
        sizeLike(f.output, t.output);
        t.entropy.resize(f.entropy.size());
        t.argmax.resize(f.argmax.size());
        t.scale = f.scale;
        t.enabled = f.enabled;
        t.finiteScores = f.finiteScores;
        t.finiteScaled = f.finiteScaled;
        t.weightsOnly = f.weightsOnly;
    }
    sizeLike(from.concatenated, to.concatenated);
    sizeLike(from.output, to.output);
    to.maskedRows = from.maskedRows;
    to.mask = from.mask;
    to.temperature = from.temperature;
    to.queryLabels = from.queryLabels;
    to.keyLabels = from.keyLabels;
}

} // namespace attn
