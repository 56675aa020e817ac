#include "tracecopy.h"

namespace attn {

namespace {

/// `to` with the size of `from`, its entries left as they are (no allocation when equal).
void sizeLike(const Matrix &from, Matrix &to)
{
    to.resize(from.rows(), from.cols());
}

} // namespace

void copyTraceBeforeSoftmax(const AttentionTrace &from, AttentionTrace &to)
{
    to.heads.resize(from.heads.size());
    for (std::size_t i = 0; i < from.heads.size(); ++i) {
        const HeadTrace &f = from.heads[i];
        HeadTrace &t = to.heads[i];
        t.q = f.q;
        t.k = f.k;
        t.v = f.v;
        t.scores = f.scores;
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
