#pragma once

#include "matrix.h"
#include "scenario.h"

namespace attn {

/// Which keys each query may see, kept as the rule rather than as an m x n matrix per head
/// (at L = 4096 that matrix was 16 MiB a head): visible(i, j) is
///   None: true;  Causal: j <= i;  ValidLength: j < validLength;  Custom: custom(i, j);
///   Neighbours: edge j -> i of the graph (or i = j with self-loops).
class MaskRule
{
public:
    MaskRule() = default;
    /// The rule of a scenario's mask settings (the custom mask is copied when it applies).
    static MaskRule of(const Scenario &scenario);

    MaskKind kind() const { return m_kind; }

    /// Whether query i may attend to key j.
    bool visible(Eigen::Index i, Eigen::Index j) const;

    /// Row i of the mask into `row` (length n), true = visible.
    void fillRow(Eigen::Index i, Eigen::Index n, bool *row) const;

    /// Keys past the last visible one of row i carry weight exactly 0; returns that key + 1
    /// (0 when none is visible), for n keys.
    Eigen::Index visibleWidth(Eigen::Index i, Eigen::Index n) const;

    /// The m x n mask as a matrix (for exports and the step-by-step tables).
    BoolMatrix matrix(Eigen::Index m, Eigen::Index n) const;

    bool operator==(const MaskRule &) const = default;

private:
    MaskKind m_kind = MaskKind::None;
    Eigen::Index m_validLength = 0;
    BoolMatrix m_custom; ///< Custom and Neighbours: m x n, true = visible
};

} // namespace attn
