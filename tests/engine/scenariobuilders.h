#pragma once

// Scenarios of attention-spec.md section 7, built here from the spec's own words so that
// the engine tests do not depend on the preset library.

#include "projectionfactory.h"
#include "scenario.h"

#include <cmath>
#include <cstdint>
#include <numbers>

namespace builders {

using attn::Matrix;
using attn::Scenario;

inline Matrix rows(std::initializer_list<std::initializer_list<double>> values)
{
    Matrix m(Eigen::Index(values.size()), Eigen::Index(values.begin()->size()));
    Eigen::Index r = 0;
    for (const auto &line : values) {
        Eigen::Index c = 0;
        for (double v : line)
            m(r, c++) = v;
        ++r;
    }
    return m;
}

/// Direct mode, one head, identity projections: plain attention of Q over K (= V unless given).
inline Scenario direct(const Matrix &queries, const Matrix &keys, const Matrix &values = {})
{
    Scenario s;
    s.mode = attn::InputMode::Direct;
    s.queries = queries;
    s.keys = keys;
    s.keysAreValues = values.size() == 0;
    s.values = values;
    s.projectionInit = attn::ProjectionInit::Identity;
    attn::refreshProjections(s);
    return s;
}

/// Self-attention over `tokens` seeded tokens of `modelDim` components (seed + 1) and
/// `heads` heads with random projections (seed), scaled by 1 / sqrt(d_k).
inline Scenario selfAttention(int tokens, int modelDim, int heads, std::uint64_t seed)
{
    Scenario s;
    s.mode = attn::InputMode::SelfAttention;
    s.headCount = heads;
    s.projectionInit = attn::ProjectionInit::Random;
    s.seed = seed;
    s.scaling = attn::ScalingKind::InverseSqrtKeyDim;
    s.tokens = attn::seededNormal(tokens, modelDim, seed + 1, 1.0);
    attn::refreshProjections(s);
    return s;
}

/// 10 unit vectors at angles 2 pi i / 10, i = 0..9.
inline Matrix circleKeys()
{
    Matrix k(10, 2);
    for (int i = 0; i < 10; ++i) {
        const double angle = 2.0 * std::numbers::pi * i / 10.0;
        k(i, 0) = std::cos(angle);
        k(i, 1) = std::sin(angle);
    }
    return k;
}

inline Matrix diagonalQuery()
{
    return rows({{1 / std::numbers::sqrt2, 1 / std::numbers::sqrt2}});
}

inline Scenario sleepyChild(double temperature = 1.0, bool scaled = false)
{
    Scenario s = direct(rows({{0, 2, 1}}),
                        rows({{0, 0, 0}, {2, 0, 1}, {1, -1, -2}, {2, 3, 1}, {-2, 0, 0}, {0, 2, 1}}),
                        rows({{0}, {-0.2}, {0.3}, {0.4}, {0}, {0.1}}));
    s.keyLabels = {"The", "sleepy", "child", "reads", "a", "book"};
    s.queryLabels = {"book"};
    s.temperature = temperature;
    s.scaling = scaled ? attn::ScalingKind::InverseSqrtKeyDim : attn::ScalingKind::None;
    return s;
}

/// Random multi-head scenario: token matrices from a seeded normal, random projections.
inline Scenario randomMultiHead(attn::InputMode mode, int queries, int keys, int modelDim,
                                int heads, std::uint64_t seed)
{
    Scenario s;
    s.mode = mode;
    const Matrix x = attn::seededNormal(queries, modelDim, seed + 1000, 1.0);
    const Matrix y = attn::seededNormal(keys, modelDim, seed + 2000, 1.0);
    if (mode == attn::InputMode::Direct) {
        s.queries = x;
        s.keys = y;
        s.values = attn::seededNormal(keys, modelDim, seed + 3000, 1.0);
        s.keysAreValues = false;
    } else {
        s.tokens = x;
        s.sourceTokens = y;
    }
    s.headCount = heads;
    s.projectionInit = attn::ProjectionInit::Random;
    s.seed = seed;
    s.scaling = attn::ScalingKind::InverseSqrtKeyDim;
    attn::refreshProjections(s);
    return s;
}

} // namespace builders
