#pragma once

// Random scenarios for the numeric sweep, seeded: every input mode, score, mask, scaling,
// combination and temperature, with entries of chosen magnitudes (zeros, denormals, numbers
// whose products overflow).

#include "projectionfactory.h"
#include "scenario.h"

#include <cstdint>
#include <limits>
#include <random>
#include <vector>

namespace sweep {

using attn::HeadCombination;
using attn::HeadProjection;
using attn::InputMode;
using attn::MaskKind;
using attn::Matrix;
using attn::ProjectionInit;
using attn::refreshProjections;
using attn::ScalingKind;
using attn::Scenario;
using attn::ScoreKind;

inline constexpr double kInf = std::numeric_limits<double>::infinity();
inline constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
inline constexpr double kDenormal = std::numeric_limits<double>::denorm_min();

/// Where the entries of a random scenario come from.
enum class Magnitudes
{
    Normal,    ///< N(0, 1)
    Zeros,     ///< all 0 (every score ties)
    Denormals, ///< multiples of the smallest denormal and values near 1e-310
    Huge,      ///< +-1e300 and nearby: products overflow
    Mixed,     ///< any of the above entry by entry, plus small integers
};

class Generator
{
public:
    Generator(std::uint64_t seed, Magnitudes magnitudes) : m_rng(seed), m_magnitudes(magnitudes) {}

    Scenario scenario(int maxTokens);

private:
    int uniformInt(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(m_rng); }
    bool chance(double p) { return std::bernoulli_distribution(p)(m_rng); }
    double entry(Magnitudes kind);
    double entry() { return entry(m_magnitudes); }
    Matrix matrix(Eigen::Index rows, Eigen::Index cols);
    int divisorOf(int width);
    void makeExplicit(Scenario &s);

    std::mt19937_64 m_rng;
    Magnitudes m_magnitudes;
};

inline double Generator::entry(Magnitudes kind)
{
    std::normal_distribution<double> normal;
    switch (kind) {
    case Magnitudes::Normal:
        return normal(m_rng);
    case Magnitudes::Zeros:
        return chance(0.5) ? 0.0 : -0.0;
    case Magnitudes::Denormals:
        return chance(0.5) ? kDenormal * uniformInt(-3, 3) : 1e-310 * normal(m_rng);
    case Magnitudes::Huge:
        return (chance(0.5) ? 1e300 : 1.7e308) * (chance(0.5) ? 1.0 : -1.0) *
               std::uniform_real_distribution<double>(0.5, 1.0)(m_rng);
    case Magnitudes::Mixed:
        if (chance(0.3))
            return uniformInt(-3, 3);
        return entry(Magnitudes(uniformInt(0, 3)));
    }
    return 0.0;
}

inline Matrix Generator::matrix(Eigen::Index rows, Eigen::Index cols)
{
    Matrix m(rows, cols);
    for (Eigen::Index i = 0; i < m.size(); ++i)
        m.data()[i] = entry();
    return m;
}

inline int Generator::divisorOf(int width)
{
    std::vector<int> divisors;
    for (int h = 1; h <= width; ++h)
        if (width % h == 0)
            divisors.push_back(h);
    // h = d_model (one component per head) is a case of its own: give it a fair share.
    return chance(0.3) ? width : divisors[std::size_t(uniformInt(0, int(divisors.size()) - 1))];
}

// Projections typed by the user: the entries come from the same distribution as the inputs.
inline void Generator::makeExplicit(Scenario &s)
{
    s.projectionInit = ProjectionInit::Explicit;
    for (HeadProjection &h : s.heads) {
        for (Matrix *w : {&h.wq, &h.wk, &h.wv, &h.additiveQ, &h.additiveK})
            *w = matrix(w->rows(), w->cols());
        for (Eigen::Index i = 0; i < h.additiveV.size(); ++i)
            h.additiveV[i] = entry();
    }
    s.outputProjection = matrix(s.outputProjection.rows(), s.outputProjection.cols());
}

inline Scenario Generator::scenario(int maxTokens)
{
    Scenario s;
    s.mode = InputMode(uniformInt(0, 2));
    s.score = chance(0.25) ? ScoreKind::Additive : ScoreKind::DotProduct;
    const int m = chance(0.2) ? 1 : uniformInt(1, maxTokens);
    const int n = chance(0.2) ? 1 : uniformInt(1, maxTokens);
    const int d = chance(0.3) ? 1 : uniformInt(1, 6);
    s.headCount = divisorOf(d);
    switch (s.mode) {
    case InputMode::Direct:
        s.queries = matrix(m, d);
        s.keys = matrix(n, d);
        s.keysAreValues = chance(0.5);
        if (!s.keysAreValues)
            s.values = matrix(n, d * uniformInt(1, 2));
        break;
    case InputMode::SelfAttention:
        s.tokens = matrix(m, d);
        break;
    case InputMode::CrossAttention:
        s.tokens = matrix(m, d);
        s.sourceTokens = matrix(n, d);
        break;
    }
    s.projectionInit = chance(0.5) ? ProjectionInit::Identity : ProjectionInit::Random;
    s.seed = m_rng();
    s.additiveHidden = uniformInt(1, 4);
    s.combination = HeadCombination(uniformInt(0, 2));
    refreshProjections(s);
    if (chance(0.3))
        makeExplicit(s);
    for (HeadProjection &h : s.heads) {
        h.enabled = chance(0.9);
        h.combineWeight = entry();
    }

    s.scaling = ScalingKind(uniformInt(0, 2));
    const double scales[] = {0.0, 1.0, -1.0, 1e-300, 1e300, 0.5};
    s.customScale = scales[uniformInt(0, 5)];
    const double temperatures[] = {0.0, 1e-300, 1.0, 1e300, kInf, 0.01, 7.5};
    s.temperature = temperatures[uniformInt(0, 6)];

    const int rows = s.queryCount(), keys = s.keyCount();
    s.mask = MaskKind(uniformInt(0, 3));
    s.validLength = uniformInt(1, keys);
    if (s.mask == MaskKind::Custom) {
        s.customMask.resize(rows, keys);
        const double visible = std::uniform_real_distribution<double>(0.0, 1.0)(m_rng);
        for (Eigen::Index i = 0; i < s.customMask.size(); ++i)
            s.customMask.data()[i] = chance(visible);
        if (chance(0.3)) // a row with no visible key at all
            s.customMask.row(uniformInt(0, rows - 1)).setConstant(false);
    }
    return s;
}

} // namespace sweep
