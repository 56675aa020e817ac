#include "softmax.h"

#include "softmaxkernel.h"

#include <cassert>
#include <cmath>
#include <limits>

namespace attn {

namespace {

// Scores within this relative distance of the maximum count as tied for the hardmax, so
// that rounding in q . k does not pick one of two mathematically equal keys at random.
constexpr double kTieTolerance = 1e-12;

bool isTied(double x, double max)
{
    if (std::isinf(max))
        return x == max;
    return x >= max - kTieTolerance * std::abs(max);
}

} // namespace

SoftmaxRowInfo softmaxRow(Eigen::Ref<const RowVector> scores, double scale, double temperature,
                          Eigen::Ref<const BoolRowVector> visible, Eigen::Ref<RowVector> scaled,
                          Eigen::Ref<RowVector> weights)
{
    const Eigen::Index n = scores.size();
    assert(visible.size() == n && scaled.size() == n && weights.size() == n);
    const bool hard = temperature == 0.0;
    const bool uniform = std::isinf(temperature);

    // Pass 1: scaled scores, and the largest visible one.
    std::ptrdiff_t visibleCount = 0;
    const double max =
        kernel::scaleAndMax(scores.data(), scale, visible.data(), scaled.data(), n, visibleCount);

    SoftmaxRowInfo info;
    if (visibleCount == 0) {
        weights.setZero();
        info.fullyMasked = true;
        return info;
    }

    constexpr double kNegInf = -std::numeric_limits<double>::infinity();
    const bool finiteInverse = std::isfinite(1.0 / temperature); // not for T < 2^-1024
    if (!uniform && !hard && !std::isinf(max) && finiteInverse) {
        // The common case, vectorised: e_j = exp((x_j - max) / T), a_j = e_j / sum e, and
        // ln a_j = (x_j - max) / T - ln sum e, so the entropy needs no logarithm per key:
        // H = ln sum e - sum_j a_j (x_j - max) / T, both terms >= 0.
        const double sum =
            kernel::shiftedExp(scaled.data(), visible.data(), max, temperature, weights.data(), n);
        std::ptrdiff_t first = n;
        const double weightedShift =
            kernel::normalise(weights.data(), scaled.data(), max, temperature, 1.0 / sum, n, first);
        info.entropy = std::log(sum) - weightedShift;
        info.argmax = int(first);
        return info;
    }

    // Pass 2: unnormalised weights. Masked keys get an explicit 0 rather than exp(-inf).
    double sum = 0.0;
    if (uniform || max == kNegInf) {
        // T = inf, or every visible score is -inf (all tied): uniform over visible keys.
        for (Eigen::Index j = 0; j < n; ++j)
            weights[j] = visible[j] ? 1.0 : 0.0;
        sum = double(visibleCount);
    } else if (hard || std::isinf(max)) {
        // T = 0, or a score of +inf that outweighs every finite one: hardmax.
        for (Eigen::Index j = 0; j < n; ++j) {
            const bool top = visible[j] && isTied(scaled[j], max);
            weights[j] = top ? 1.0 : 0.0;
            sum += weights[j];
        }
    } else {
        // A temperature so small that 1 / T overflows. Subtract before dividing:
        // (x - max) / T only underflows towards exp(-inf) = 0.
        for (Eigen::Index j = 0; j < n; ++j) {
            const double e = visible[j] ? std::exp((scaled[j] - max) / temperature) : 0.0;
            weights[j] = e;
            sum += e;
        }
    }

    // Pass 3: normalise (sum >= 1 because the maximum contributes exp(0)), entropy, argmax.
    const double inverseSum = 1.0 / sum;
    double best = -1.0;
    for (Eigen::Index j = 0; j < n; ++j) {
        const double a = weights[j] * inverseSum;
        weights[j] = a;
        if (a > 0.0)
            info.entropy -= a * std::log(a);
        if (visible[j] && a > best) {
            best = a;
            info.argmax = int(j);
        }
    }
    return info;
}

RowVector temperedSoftmax(const RowVector &scores, double temperature, const BoolRowVector &visible,
                          SoftmaxRowInfo *info)
{
    const Eigen::Index n = scores.size();
    RowVector scaled(n), weights(n);
    const SoftmaxRowInfo result = softmaxRow(scores, 1.0, temperature, visible, scaled, weights);
    if (info)
        *info = result;
    return weights;
}

RowVector temperedSoftmax(const RowVector &scores, double temperature)
{
    return temperedSoftmax(scores, temperature, BoolRowVector::Constant(scores.size(), true));
}

} // namespace attn
