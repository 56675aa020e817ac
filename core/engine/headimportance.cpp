#include "headimportance.h"

namespace attn {

namespace {

/// True when `scenario` has the heads and W_O that `trace` was computed with: one head entry
/// per traced head and, for concat, W_O with sum_i d_v^i rows.
bool sameShapes(const Scenario &scenario, const AttentionTrace &trace)
{
    if (scenario.heads.size() < trace.heads.size())
        return false;
    if (scenario.combination != HeadCombination::ConcatProject)
        return true;
    Eigen::Index rows = 0;
    for (const HeadTrace &head : trace.heads)
        rows += head.output.cols();
    return scenario.outputProjection.rows() == rows;
}

} // namespace

Matrix combineHeadOutputs(const Scenario &scenario, const AttentionTrace &trace, int without)
{
    const std::size_t headCount = trace.heads.size();
    if (headCount == 0 || !sameShapes(scenario, trace))
        return Matrix();
    const Eigen::Index m = trace.heads.front().output.rows();
    auto counts = [&](std::size_t i) { return trace.heads[i].enabled && int(i) != without; };

    if (scenario.combination == HeadCombination::ConcatProject) {
        // concat(H) W_O = sum_i H_i W_O[rows of head i]: the blocks of dropped heads are skipped.
        Matrix y = Matrix::Zero(m, scenario.outputProjection.cols());
        Eigen::Index offset = 0;
        for (std::size_t i = 0; i < headCount; ++i) {
            const Matrix &h = trace.heads[i].output;
            if (counts(i))
                y.noalias() += h * scenario.outputProjection.middleRows(offset, h.cols());
            offset += h.cols();
        }
        return y;
    }
    const bool mean = scenario.combination == HeadCombination::Mean;
    Matrix y = Matrix::Zero(m, trace.heads.front().output.cols());
    for (std::size_t i = 0; i < headCount; ++i)
        if (counts(i))
            y += (mean ? 1.0 : scenario.heads[i].combineWeight) * trace.heads[i].output;
    if (mean)
        y /= double(headCount);
    return y;
}

std::vector<double> headImportance(const Scenario &scenario, const AttentionTrace &trace)
{
    std::vector<double> importance(trace.heads.size(), 0.0);
    const double total = trace.output.norm();
    if (!(total > 0.0))
        return importance;
    for (std::size_t i = 0; i < trace.heads.size(); ++i) {
        if (!trace.heads[i].enabled)
            continue;
        const Matrix without = combineHeadOutputs(scenario, trace, int(i));
        if (without.rows() != trace.output.rows() || without.cols() != trace.output.cols())
            return std::vector<double>(trace.heads.size(), 0.0);
        importance[i] = (trace.output - without).norm() / total;
    }
    return importance;
}

} // namespace attn
