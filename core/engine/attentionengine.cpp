#include "attentionengine.h"

#include "softmax.h"
#include "validation.h"

#include <cmath>

namespace attn {

namespace {

/// mask(i, j) = whether query i may attend to key j, m x n.
void buildMask(const Scenario &s, Eigen::Index m, Eigen::Index n, BoolMatrix &mask)
{
    switch (s.mask) {
    case MaskKind::None:
        mask.setConstant(m, n, true);
        return;
    case MaskKind::Causal:
        mask.resize(m, n);
        for (Eigen::Index i = 0; i < m; ++i)
            for (Eigen::Index j = 0; j < n; ++j)
                mask(i, j) = j <= i;
        return;
    case MaskKind::ValidLength:
        mask.resize(m, n);
        for (Eigen::Index i = 0; i < m; ++i)
            for (Eigen::Index j = 0; j < n; ++j)
                mask(i, j) = j < s.validLength;
        return;
    case MaskKind::Custom:
        mask = s.customMask;
        return;
    }
}

/// Additive (Bahdanau) score: a'_ij = sum_h w_v[h] tanh((q_i A_q)_h + (k_j A_k)_h).
void additiveScores(const HeadProjection &p, HeadTrace &h)
{
    const Matrix queryHidden = h.q * p.additiveQ; // m x hidden
    const Matrix keyHidden = h.k * p.additiveK;   // n x hidden
    const Eigen::Index hidden = p.additiveV.size();
    h.scores.resize(h.q.rows(), h.k.rows());
    for (Eigen::Index i = 0; i < h.scores.rows(); ++i) {
        for (Eigen::Index j = 0; j < h.scores.cols(); ++j) {
            double sum = 0.0;
            for (Eigen::Index c = 0; c < hidden; ++c)
                sum += p.additiveV[c] * std::tanh(queryHidden(i, c) + keyHidden(j, c));
            h.scores(i, j) = sum;
        }
    }
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

/// One head: projections, scores, softmax rows, output. Assigning into matrices of the
/// same size reuses their storage, so a repeated run of one scenario does not allocate.
void computeHead(const Scenario &s, const HeadProjection &p, HeadTrace &h,
                 std::vector<bool> &maskedRows)
{
    h.q.noalias() = s.queryInput() * p.wq;
    h.k.noalias() = s.keyInput() * p.wk;
    h.v.noalias() = s.valueInput() * p.wv;
    if (s.score == ScoreKind::DotProduct)
        h.scores.noalias() = h.q * h.k.transpose();
    else
        additiveScores(p, h);

    const Eigen::Index m = h.scores.rows();
    const Eigen::Index n = h.scores.cols();
    buildMask(s, m, n, h.mask);
    h.scale = scaleFor(s, h);
    h.enabled = p.enabled;
    h.scaled.resize(m, n);
    h.tempered.resize(m, n);
    h.weights.resize(m, n);
    h.entropy.resize(m);
    h.argmax.resize(std::size_t(m));
    maskedRows.resize(std::size_t(m));
    for (Eigen::Index i = 0; i < m; ++i) {
        const SoftmaxRowInfo info =
            softmaxRow(h.scores.row(i), h.scale, s.temperature, h.mask.row(i), h.scaled.row(i),
                       h.tempered.row(i), h.weights.row(i));
        h.entropy[i] = info.entropy;
        h.argmax[std::size_t(i)] = info.argmax;
        maskedRows[std::size_t(i)] = info.fullyMasked;
    }
    if (p.enabled)
        h.output.noalias() = h.weights * h.v;
    else
        h.output.setZero(m, h.v.cols());
}

void resolveLabels(const std::vector<std::string> &given, Eigen::Index count, char prefix,
                   std::vector<std::string> &resolved)
{
    if (!given.empty()) {
        resolved = given;
        return;
    }
    resolved.resize(std::size_t(count));
    for (Eigen::Index i = 0; i < count; ++i)
        resolved[std::size_t(i)] = prefix + std::to_string(i + 1);
}

void combineHeads(const Scenario &s, AttentionTrace &t, Eigen::Index m)
{
    Eigen::Index concatWidth = 0;
    for (const HeadTrace &h : t.heads)
        concatWidth += h.output.cols();
    t.concatenated.resize(m, concatWidth);
    Eigen::Index offset = 0;
    for (const HeadTrace &h : t.heads) {
        t.concatenated.middleCols(offset, h.output.cols()) = h.output;
        offset += h.output.cols();
    }

    switch (s.combination) {
    case HeadCombination::ConcatProject:
        t.output.noalias() = t.concatenated * s.outputProjection;
        return;
    case HeadCombination::WeightedSum:
    case HeadCombination::Mean: {
        const bool mean = s.combination == HeadCombination::Mean;
        t.output.setZero(m, t.heads.front().output.cols());
        for (std::size_t i = 0; i < t.heads.size(); ++i) {
            // Disabled heads have zero output; for the mean they still count in 1/h.
            const double w = mean ? 1.0 : s.heads[i].combineWeight;
            if (t.heads[i].enabled)
                t.output += w * t.heads[i].output;
        }
        if (mean)
            t.output /= double(t.heads.size());
        return;
    }
    }
}

void computeInto(const Scenario &s, AttentionTrace &t)
{
    const Eigen::Index m = s.queryInput().rows();
    t.heads.resize(s.heads.size());
    for (std::size_t i = 0; i < s.heads.size(); ++i)
        computeHead(s, s.heads[i], t.heads[i], t.maskedRows);
    combineHeads(s, t, m);
    resolveLabels(s.queryLabels, m, 'q', t.queryLabels);
    resolveLabels(s.effectiveKeyLabels(), s.keyInput().rows(), 'k', t.keyLabels);
}

} // namespace

ValidationIssues AttentionEngine::run(const Scenario &scenario)
{
    ValidationIssues issues = validate(scenario);
    if (issues.empty())
        computeInto(scenario, m_trace);
    return issues;
}

AttentionTrace computeTrace(const Scenario &scenario)
{
    AttentionTrace trace;
    computeInto(scenario, trace);
    return trace;
}

} // namespace attn
