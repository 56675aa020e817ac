#include "maskrule.h"

#include <algorithm>

namespace attn {

MaskRule MaskRule::of(const Scenario &scenario)
{
    MaskRule rule;
    rule.m_kind = scenario.mask;
    if (scenario.mask == MaskKind::ValidLength)
        rule.m_validLength = scenario.validLength;
    if (scenario.mask == MaskKind::Custom)
        rule.m_custom = scenario.customMask;
    if (scenario.mask == MaskKind::Neighbours)
        rule.m_custom = scenario.graph.neighbourMask();
    return rule;
}

bool MaskRule::visible(Eigen::Index i, Eigen::Index j) const
{
    switch (m_kind) {
    case MaskKind::None:
        return true;
    case MaskKind::Causal:
        return j <= i;
    case MaskKind::ValidLength:
        return j < m_validLength;
    case MaskKind::Custom:
    case MaskKind::Neighbours:
        return i < m_custom.rows() && j < m_custom.cols() && m_custom(i, j);
    }
    return true;
}

void MaskRule::fillRow(Eigen::Index i, Eigen::Index n, bool *row) const
{
    switch (m_kind) {
    case MaskKind::None:
        std::fill_n(row, n, true);
        return;
    case MaskKind::Causal:
    case MaskKind::ValidLength: {
        const Eigen::Index width = visibleWidth(i, n);
        std::fill_n(row, width, true);
        std::fill_n(row + width, n - width, false);
        return;
    }
    case MaskKind::Custom:
    case MaskKind::Neighbours:
        for (Eigen::Index j = 0; j < n; ++j)
            row[j] = visible(i, j);
        return;
    }
}

Eigen::Index MaskRule::visibleWidth(Eigen::Index i, Eigen::Index n) const
{
    switch (m_kind) {
    case MaskKind::None:
        return n;
    case MaskKind::Causal:
        return std::min(i + 1, n);
    case MaskKind::ValidLength:
        return std::clamp(m_validLength, Eigen::Index(0), n);
    case MaskKind::Custom:
    case MaskKind::Neighbours:
        break;
    }
    Eigen::Index j = n;
    while (j > 0 && !visible(i, j - 1))
        --j;
    return j;
}

BoolMatrix MaskRule::matrix(Eigen::Index m, Eigen::Index n) const
{
    BoolMatrix mask(m, n);
    for (Eigen::Index i = 0; i < m; ++i)
        fillRow(i, n, mask.row(i).data());
    return mask;
}

} // namespace attn
