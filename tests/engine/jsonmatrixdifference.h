#pragma once

// The engine's matrices against a NumPy reference's JSON output (tst_numpycomparison,
// tst_graphattention).

#include "matrix.h"

#include <QJsonArray>
#include <QJsonValue>

#include <cmath>
#include <limits>

/// max |a(r, c) - value[r][c]|; infinity when the shapes differ or an entry is not a number.
inline double maxDifference(const attn::Matrix &a, const QJsonValue &value)
{
    const QJsonArray rows = value.toArray();
    if (rows.size() != a.rows())
        return std::numeric_limits<double>::infinity();
    double worst = 0;
    for (Eigen::Index r = 0; r < a.rows(); ++r) {
        const QJsonArray row = rows.at(r).toArray();
        if (row.size() != a.cols())
            return std::numeric_limits<double>::infinity();
        for (Eigen::Index c = 0; c < a.cols(); ++c) {
            if (!row.at(c).isDouble())
                return std::numeric_limits<double>::infinity();
            worst = std::max(worst, std::abs(a(r, c) - row.at(c).toDouble()));
        }
    }
    return worst;
}
