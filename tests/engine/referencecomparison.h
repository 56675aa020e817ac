#pragma once

// The engine's matrices against the tables of the nested-loop reference
// (referenceattention.h): the largest difference, and the largest magnitude.

#include "matrix.h"
#include "referenceattention.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <limits>

/// Largest |a - b| over the entries of `a` and the table `b`, or infinity where their shapes
/// differ.
inline double maxAbsDifference(const attn::Matrix &a, const reference::Table &b)
{
    if (std::size_t(a.rows()) != b.size())
        return std::numeric_limits<double>::infinity();
    double worst = 0;
    for (Eigen::Index r = 0; r < a.rows(); ++r) {
        if (std::size_t(a.cols()) != b[std::size_t(r)].size())
            return std::numeric_limits<double>::infinity();
        for (Eigen::Index c = 0; c < a.cols(); ++c)
            worst = std::max(worst, std::abs(a(r, c) - b[std::size_t(r)][std::size_t(c)]));
    }
    return worst;
}

/// Largest magnitude in the table `t`.
inline double maxAbs(const reference::Table &t)
{
    double m = 0;
    for (const auto &row : t)
        for (double v : row)
            m = std::max(m, std::abs(v));
    return m;
}
