#include "projectionfactory.h"

#include "validation.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <random>

namespace attn {

namespace {

// SplitMix64 finaliser: spreads a (seed, matrix index) pair over the 64-bit seed space so
// that neighbouring seeds and neighbouring matrices get unrelated random streams.
std::uint64_t splitmix64(std::uint64_t x)
{
    x += 0x9E3779B97F4A7C15ULL;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}

// Fixed per-matrix indices: changing them changes every random scenario ever saved.
enum MatrixSlot : std::uint64_t
{
    SlotQuery = 0,
    SlotKey = 1,
    SlotValue = 2,
    SlotAdditiveQ = 3,
    SlotAdditiveK = 4,
    SlotAdditiveV = 5,
    SlotsPerHead = 8,
};
constexpr std::uint64_t kOutputProjectionIndex = 0xFFFFFFFFULL;

std::uint64_t matrixSeed(std::uint64_t seed, std::uint64_t index)
{
    return splitmix64(seed ^ splitmix64(index));
}

std::uint64_t headSeed(std::uint64_t seed, int head, MatrixSlot slot)
{
    return matrixSeed(seed, std::uint64_t(head) * SlotsPerHead + slot);
}

double inverseSqrt(int fanIn)
{
    return fanIn > 0 ? 1.0 / std::sqrt(double(fanIn)) : 0.0;
}

int clampDimension(Eigen::Index d)
{
    return int(std::clamp<Eigen::Index>(d, 0, kMaxDimension));
}

// Widths of the inputs, clamped so that an absurd scenario cannot make us allocate
// without bound (validate() reports it; we only must not crash on the way).
struct InputWidths
{
    int query = 0;
    int key = 0;
    int value = 0;
};

InputWidths inputWidths(const Scenario &s)
{
    return {clampDimension(s.queryInput().cols()), clampDimension(s.keyInput().cols()),
            clampDimension(s.valueInput().cols())};
}

// Made projections have no bias (only explicit ones may).
void clearBiases(HeadProjection &head)
{
    head.queryBias = Vector();
    head.keyBias = Vector();
    head.valueBias = Vector();
}

// Identity init: head i reads its own slice of each side's components, d = d_in / h.
// With h = 1 every side keeps its full width, so Direct mode is plain attention.
void makeIdentityHead(HeadProjection &head, const InputWidths &in, int headCount, int index,
                      int hidden)
{
    const int dq = in.query / headCount;
    const int dk = in.key / headCount;
    const int dv = in.value / headCount;
    head.wq = identitySlice(in.query, dq, index);
    head.wk = identitySlice(in.key, dk, index);
    head.wv = identitySlice(in.value, dv, index);
    head.additiveQ = identitySlice(dq, hidden, 0);
    head.additiveK = identitySlice(dk, hidden, 0);
    head.additiveV = Vector::Ones(hidden);
    clearBiases(head);
}

void makeRandomHead(HeadProjection &head, const InputWidths &in, int keyDim, int valueDim,
                    int hidden, int index, std::uint64_t seed)
{
    head.wq =
        seededNormal(in.query, keyDim, headSeed(seed, index, SlotQuery), inverseSqrt(in.query));
    head.wk = seededNormal(in.key, keyDim, headSeed(seed, index, SlotKey), inverseSqrt(in.key));
    head.wv =
        seededNormal(in.value, valueDim, headSeed(seed, index, SlotValue), inverseSqrt(in.value));
    head.additiveQ =
        seededNormal(keyDim, hidden, headSeed(seed, index, SlotAdditiveQ), inverseSqrt(keyDim));
    head.additiveK =
        seededNormal(keyDim, hidden, headSeed(seed, index, SlotAdditiveK), inverseSqrt(keyDim));
    head.additiveV =
        seededNormal(hidden, 1, headSeed(seed, index, SlotAdditiveV), inverseSqrt(hidden)).col(0);
    clearBiases(head);
}

} // namespace

Matrix identitySlice(int rows, int cols, int head)
{
    Matrix w = Matrix::Zero(std::max(rows, 0), std::max(cols, 0));
    const Eigen::Index offset = Eigen::Index(head) * cols;
    for (Eigen::Index c = 0; c < w.cols(); ++c) {
        const Eigen::Index r = offset + c;
        if (r >= 0 && r < w.rows())
            w(r, c) = 1.0;
    }
    return w;
}

Matrix seededNormal(int rows, int cols, std::uint64_t seed, double stddev)
{
    Matrix w(std::max(rows, 0), std::max(cols, 0));
    std::mt19937_64 generator(seed);
    // 53 random bits -> a double in [0, 1); the engine's sequence is fixed by the standard.
    auto uniform = [&generator] { return double(generator() >> 11) * 0x1.0p-53; };
    double *data = w.data();
    const Eigen::Index count = w.size();
    for (Eigen::Index i = 0; i < count; i += 2) {
        const double u1 = 1.0 - uniform(); // (0, 1]: log(u1) is finite
        const double u2 = uniform();
        const double radius = std::sqrt(-2.0 * std::log(u1));
        const double angle = 2.0 * std::numbers::pi * u2;
        data[i] = stddev * radius * std::cos(angle);
        if (i + 1 < count)
            data[i + 1] = stddev * radius * std::sin(angle);
    }
    return w;
}

void dropDerivedProjections(Scenario &scenario)
{
    if (scenario.projectionInit == ProjectionInit::Explicit)
        return;
    for (HeadProjection &head : scenario.heads) {
        head.wq = Matrix();
        head.wk = Matrix();
        head.wv = Matrix();
        head.additiveQ = Matrix();
        head.additiveK = Matrix();
        head.additiveV = Vector();
        clearBiases(head);
    }
    scenario.outputProjection = Matrix();
}

void refreshProjections(Scenario &scenario)
{
    const int headCount = std::clamp(scenario.headCount, 0, kMaxHeads);
    const std::size_t previousCount = scenario.heads.size();
    scenario.heads.resize(std::size_t(headCount));
    if (headCount == 0)
        return;

    const InputWidths in = inputWidths(scenario);
    const int hidden = std::clamp(scenario.additiveHidden, 0, kMaxDimension);

    switch (scenario.projectionInit) {
    case ProjectionInit::Explicit:
        for (std::size_t i = previousCount; i < scenario.heads.size(); ++i)
            makeIdentityHead(scenario.heads[i], in, headCount, int(i), hidden);
        return;
    case ProjectionInit::Identity: {
        for (int i = 0; i < headCount; ++i)
            makeIdentityHead(scenario.heads[std::size_t(i)], in, headCount, i, hidden);
        const int concatWidth = headCount * (in.value / headCount);
        scenario.outputProjection = identitySlice(concatWidth, concatWidth, 0);
        return;
    }
    case ProjectionInit::Random: {
        // h d_k and h d_v are capped like any other width, which bounds the memory.
        const int perHeadLimit = kMaxDimension / headCount;
        const int keyDim =
            scenario.keyDim > 0 ? std::min(scenario.keyDim, perHeadLimit) : in.query / headCount;
        const int valueDim = scenario.valueDim > 0 ? std::min(scenario.valueDim, perHeadLimit)
                                                   : in.value / headCount;
        const int concatWidth = headCount * valueDim;
        const int outputDim =
            scenario.outputDim > 0 ? std::min(scenario.outputDim, kMaxDimension) : concatWidth;
        for (int i = 0; i < headCount; ++i)
            makeRandomHead(scenario.heads[std::size_t(i)], in, keyDim, valueDim, hidden, i,
                           scenario.seed);
        scenario.outputProjection =
            seededNormal(concatWidth, outputDim, matrixSeed(scenario.seed, kOutputProjectionIndex),
                         inverseSqrt(concatWidth));
        return;
    }
    }
}

} // namespace attn
