#include "scorestages.h"

#include <algorithm>
#include <cmath>

namespace attn {

namespace {

double rawAt(const HeadTrace &h, Eigen::Index i, Eigen::Index j)
{
    if (keepsRawScores(h))
        return h.scores(i, j);
    return h.q.row(i).dot(h.k.row(j));
}

double stageOf(double raw, const HeadTrace &h, ScoreStage stage, double temperature)
{
    if (stage == ScoreStage::Raw)
        return raw;
    const double scaled = raw * h.scale;
    return stage == ScoreStage::Scaled ? scaled : temperedScore(scaled, temperature);
}

} // namespace

bool hasScores(const HeadTrace &head)
{
    return !head.weightsOnly && head.q.rows() == head.weights.rows() &&
           head.k.rows() == head.weights.cols();
}

bool keepsRawScores(const HeadTrace &head)
{
    return head.scores.rows() == head.weights.rows() && head.scores.cols() == head.weights.cols();
}

RowVector rawScoreRow(const HeadTrace &head, Eigen::Index i)
{
    if (keepsRawScores(head))
        return head.scores.row(i);
    RowVector row(head.k.rows());
    row.noalias() = head.q.row(i) * head.k.transpose();
    return row;
}

double temperedScore(double scaled, double temperature)
{
    if (std::isinf(temperature))
        return 0.0;
    if (temperature == 0.0 || temperature == 1.0)
        return scaled;
    return scaled / temperature;
}

RowVector scoreRow(const AttentionTrace &trace, std::size_t head, ScoreStage stage, Eigen::Index i)
{
    const HeadTrace &h = trace.heads[head];
    RowVector row = rawScoreRow(h, i);
    if (stage != ScoreStage::Raw)
        for (Eigen::Index j = 0; j < row.size(); ++j)
            row[j] = stageOf(row[j], h, stage, trace.temperature);
    return row;
}

double scoreAt(const AttentionTrace &trace, std::size_t head, ScoreStage stage, Eigen::Index i,
               Eigen::Index j)
{
    const HeadTrace &h = trace.heads[head];
    return stageOf(rawAt(h, i, j), h, stage, trace.temperature);
}

Matrix scoreMatrix(const AttentionTrace &trace, std::size_t head, ScoreStage stage)
{
    const HeadTrace &h = trace.heads[head];
    if (!hasScores(h))
        return Matrix();
    Matrix scores(h.weights.rows(), h.weights.cols());
    if (keepsRawScores(h))
        scores = h.scores;
    else
        scores.noalias() = h.q * h.k.transpose();
    if (stage != ScoreStage::Raw)
        scores =
            scores.unaryExpr([&](double raw) { return stageOf(raw, h, stage, trace.temperature); });
    return scores;
}

bool isVisible(const AttentionTrace &trace, std::size_t head, Eigen::Index i, Eigen::Index j)
{
    const std::vector<int> &argmax = trace.heads[head].argmax;
    return i >= 0 && std::size_t(i) < argmax.size() && argmax[std::size_t(i)] >= 0 &&
           trace.mask.visible(i, j);
}

void fillMaskRow(const AttentionTrace &trace, std::size_t head, Eigen::Index i, bool *visible)
{
    const HeadTrace &h = trace.heads[head];
    const Eigen::Index n = h.weights.cols();
    if (std::size_t(i) < h.argmax.size() && h.argmax[std::size_t(i)] >= 0)
        trace.mask.fillRow(i, n, visible);
    else
        std::fill_n(visible, n, false);
}

bool masksSomeKey(const AttentionTrace &trace, std::size_t head)
{
    const std::vector<int> &argmax = trace.heads[head].argmax;
    return trace.mask.kind() != MaskKind::None ||
           std::any_of(argmax.begin(), argmax.end(), [](int a) { return a < 0; });
}

Eigen::Index visibleCount(const AttentionTrace &trace, std::size_t head, Eigen::Index i)
{
    const HeadTrace &h = trace.heads[head];
    if (i < 0 || std::size_t(i) >= h.argmax.size() || h.argmax[std::size_t(i)] < 0)
        return 0;
    if (trace.mask.kind() != MaskKind::Custom && trace.mask.kind() != MaskKind::Neighbours)
        // the visible keys are a prefix of the row
        return trace.mask.visibleWidth(i, h.weights.cols());
    Eigen::Index count = 0;
    for (Eigen::Index j = 0; j < h.weights.cols(); ++j)
        count += trace.mask.visible(i, j) ? 1 : 0;
    return count;
}

BoolMatrix maskMatrix(const AttentionTrace &trace, std::size_t head)
{
    const HeadTrace &h = trace.heads[head];
    BoolMatrix mask(h.weights.rows(), h.weights.cols());
    for (Eigen::Index i = 0; i < mask.rows(); ++i)
        fillMaskRow(trace, head, i, mask.row(i).data());
    return mask;
}

} // namespace attn
