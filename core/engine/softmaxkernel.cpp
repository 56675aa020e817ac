// Row kernels of the softmax, written with GCC's generic vectors of 8 doubles, which the
// compiler lowers to whatever the target has. On x86-64 each kernel is compiled for SSE2,
// AVX2+FMA and AVX-512 and the processor picks one when the program loads, so a portable
// build runs at the speed of the machine it is on. The 8-lane order of every sum is the same
// in all variants.
#include "softmaxkernel.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>

#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#define ATTN_CLONES __attribute__((target_clones("default", "arch=x86-64-v3", "arch=x86-64-v4")))
#else
#define ATTN_CLONES
#endif

// The helpers below take 8-double vectors by value. They must be inlined into each clone: an
// out-of-line call (as at -O0 in Debug and sanitizer builds) would pass the vector in zmm
// registers from the AVX-512 clone but read it from memory in the default-target helper,
// and crash. With always_inline no such call exists, so the ABI note does not apply.
#pragma GCC diagnostic ignored "-Wpsabi"
#define ATTN_INLINE inline __attribute__((always_inline))

namespace attn::kernel {

namespace {

static_assert(kLanes == 8, "Doubles below holds kLanes doubles");
using Doubles = double __attribute__((vector_size(8 * kLanes)));
using Int64s = std::int64_t __attribute__((vector_size(8 * kLanes)));
using Bytes = std::int8_t __attribute__((vector_size(kLanes)));

constexpr double kNegInf = -std::numeric_limits<double>::infinity();

/// std::bit_cast, but always inlined: std::bit_cast itself is an out-of-line call at -O0,
/// which returns an 8-lane vector with the default target's ABI to an AVX-512 clone.
template <typename To, typename From> ATTN_INLINE To bitsAs(const From &from)
{
    static_assert(sizeof(To) == sizeof(From));
    To to;
    std::memcpy(&to, &from, sizeof to);
    return to;
}

ATTN_INLINE Doubles load(const double *p)
{
    Doubles v;
    std::memcpy(&v, p, sizeof v);
    return v;
}

ATTN_INLINE void store(double *p, const Doubles &v)
{
    std::memcpy(p, &v, sizeof v);
}

/// kLanes bools that are all true, read as one 64-bit word.
constexpr std::uint64_t kAllVisible = 0x0101010101010101ULL;

/// Whether the kLanes keys from p are all visible (the whole row when there is no mask):
/// then the lane masks below are not needed.
ATTN_INLINE bool allVisible(const bool *p)
{
    std::uint64_t word;
    std::memcpy(&word, p, sizeof word);
    return word == kAllVisible;
}

/// All-ones lanes where the key is visible (bool is one byte holding 0 or 1).
ATTN_INLINE Int64s visibleLanes(const bool *p)
{
    Bytes b;
    std::memcpy(&b, p, sizeof b);
    return __builtin_convertvector(b, Int64s) != 0;
}

/// Whether any lane of a comparison's result is set (one OR of the lanes, not a branch each).
ATTN_INLINE bool anyLane(const Int64s &m)
{
    std::uint64_t words[kLanes];
    std::memcpy(words, &m, sizeof words);
    std::uint64_t any = 0;
    for (int i = 0; i < kLanes; ++i)
        any |= words[i];
    return any != 0;
}

ATTN_INLINE Doubles splat(double x)
{
    return Doubles{} + x;
}

ATTN_INLINE double lane(const Doubles &v, int i)
{
    return v[i];
}

// exp(x) for x <= 0 (x = -inf gives 0), for one double or 8 at once: x = n ln2 + r with
// |r| <= ln2 / 2, exp(r) by its Taylor series to r^13 (truncation below 5e-18 relative),
// times 2^n built in the exponent bits. Below -708 the result would be near or below the
// smallest normal double; it is flushed to 0 because denormals slow down every product
// that reads them.
template <typename D, typename I> ATTN_INLINE D expNonPositive(const D &x)
{
    constexpr double log2e = 1.4426950408889634074;
    constexpr double ln2Hi = 6.93147180369123816490e-01; // low bits zero: n * ln2Hi is exact
    constexpr double ln2Lo = 1.90821492927058770002e-10;
    constexpr double shifter = 0x1.8p52; // adding it rounds to an integer in the low bits
    const D xc = x < -708.0 ? D{} - 708.0 : x;
    const D t = xc * log2e + shifter;
    const D n = t - shifter;
    const D r = (xc - n * ln2Hi) - n * ln2Lo;
    D p = D{} + 1.0 / 6227020800.0;
    p = p * r + 1.0 / 479001600.0;
    p = p * r + 1.0 / 39916800.0;
    p = p * r + 1.0 / 3628800.0;
    p = p * r + 1.0 / 362880.0;
    p = p * r + 1.0 / 40320.0;
    p = p * r + 1.0 / 5040.0;
    p = p * r + 1.0 / 720.0;
    p = p * r + 1.0 / 120.0;
    p = p * r + 1.0 / 24.0;
    p = p * r + 1.0 / 6.0;
    p = p * r + 0.5;
    p = p * r + 1.0;
    p = p * r + 1.0;
    const I k = bitsAs<I>(t) - bitsAs<std::int64_t>(shifter);
    const D twoToN = bitsAs<D>((k + 1023) << 52);
    return x < -708.0 ? D{} : p * twoToN;
}

ATTN_INLINE double expScalar(double x)
{
    return expNonPositive<double, std::int64_t>(x);
}

ATTN_INLINE Doubles expVector(const Doubles &x)
{
    return expNonPositive<Doubles, Int64s>(x);
}

ATTN_INLINE double sumLanes(const Doubles &v)
{
    double s = 0.0;
    for (int i = 0; i < kLanes; ++i)
        s += lane(v, i);
    return s;
}

} // namespace

ATTN_CLONES
double scaleAndMax(const double *scores, double scale, const bool *visible, double *scaled,
                   std::ptrdiff_t n, std::ptrdiff_t &visibleCount)
{
    Doubles maxLanes = splat(kNegInf);
    Int64s countLanes{};
    std::ptrdiff_t j = 0;
    for (; j + kLanes <= n; j += kLanes) {
        const Doubles x = load(scores + j) * scale;
        store(scaled + j, x);
        if (allVisible(visible + j)) {
            maxLanes = x > maxLanes ? x : maxLanes;
            countLanes += 1;
            continue;
        }
        const Int64s seen = visibleLanes(visible + j);
        const Doubles candidate = seen ? x : splat(kNegInf);
        maxLanes = candidate > maxLanes ? candidate : maxLanes;
        countLanes -= seen; // true lanes are -1
    }
    double max = kNegInf;
    std::ptrdiff_t count = 0;
    for (int i = 0; i < kLanes; ++i) {
        max = lane(maxLanes, i) > max ? lane(maxLanes, i) : max;
        count += countLanes[i];
    }
    for (; j < n; ++j) {
        const double x = scores[j] * scale;
        scaled[j] = x;
        if (visible[j]) {
            ++count;
            max = x > max ? x : max;
        }
    }
    visibleCount = count;
    return max;
}

ATTN_CLONES
double shiftedExp(const double *scaled, const bool *visible, double max, double temperature,
                  double *e, std::ptrdiff_t n)
{
    // Masked keys may exceed the maximum: clamp to 0 before exp, then zero them explicitly.
    // (x - max) * (1 / T) instead of a division: at most one rounding more in the exponent,
    // and exact for T = 1.
    const double inverseT = 1.0 / temperature;
    Doubles sumLanesAcc{};
    std::ptrdiff_t j = 0;
    for (; j + kLanes <= n; j += kLanes) {
        std::uint64_t anyVisible;
        std::memcpy(&anyVisible, visible + j, sizeof anyVisible);
        if (anyVisible == 0) {
            // A run of masked keys (causal rows end in one): no exponentials needed.
            store(e + j, Doubles{});
            continue;
        }
        const Doubles shifted = (load(scaled + j) - max) * inverseT;
        const Doubles v = expVector(shifted < 0.0 ? shifted : Doubles{});
        const Doubles kept =
            anyVisible == kAllVisible ? v : (visibleLanes(visible + j) ? v : Doubles{});
        store(e + j, kept);
        sumLanesAcc += kept;
    }
    double sum = sumLanes(sumLanesAcc);
    for (; j < n; ++j) {
        const double shifted = (scaled[j] - max) * inverseT;
        const double v = visible[j] ? expScalar(shifted < 0.0 ? shifted : 0.0) : 0.0;
        e[j] = v;
        sum += v;
    }
    return sum;
}

ATTN_CLONES
double normalise(double *weights, const double *scaled, double max, double temperature,
                 double inverseSum, std::ptrdiff_t n, std::ptrdiff_t &first)
{
    const double inverseT = 1.0 / temperature;
    Doubles accLanes{};
    std::ptrdiff_t found = n;
    std::ptrdiff_t j = 0;
    for (; j + kLanes <= n; j += kLanes) {
        const Doubles a = load(weights + j) * inverseSum;
        store(weights + j, a);
        const Doubles z = (load(scaled + j) - max) * inverseT;
        accLanes += a > 0.0 ? a * z : Doubles{};
        if (found == n) {
            const Int64s top = a == inverseSum;
            if (!anyLane(top))
                continue;
            for (int i = 0; i < kLanes; ++i) {
                if (top[i]) {
                    found = j + i;
                    break;
                }
            }
        }
    }
    double acc = sumLanes(accLanes);
    for (; j < n; ++j) {
        const double a = weights[j] * inverseSum;
        weights[j] = a;
        if (a > 0.0)
            acc += a * ((scaled[j] - max) * inverseT);
        if (found == n && a == inverseSum)
            found = j;
    }
    first = found;
    return acc;
}

ATTN_CLONES
bool allFiniteScaled(const double *x, double scale, std::ptrdiff_t n)
{
    Doubles accLanes{};
    std::ptrdiff_t j = 0;
    for (; j + kLanes <= n; j += kLanes)
        accLanes += (load(x + j) * scale) * 0.0;
    double acc = sumLanes(accLanes);
    for (; j < n; ++j)
        acc += (x[j] * scale) * 0.0;
    return acc == 0.0;
}

ATTN_CLONES
double largestMagnitude(const double *x, std::ptrdiff_t n)
{
    constexpr std::int64_t magnitudeBits = 0x7fffffffffffffff; // all but the sign
    Doubles largest{};
    Doubles finite{}; // sum of x_j * 0, as in allFiniteScaled()
    std::ptrdiff_t j = 0;
    for (; j + kLanes <= n; j += kLanes) {
        const Doubles v = load(x + j);
        const Doubles a = bitsAs<Doubles>(bitsAs<Int64s>(v) & magnitudeBits);
        largest = a > largest ? a : largest;
        finite += v * 0.0;
    }
    double result = 0.0;
    for (int i = 0; i < kLanes; ++i)
        result = std::max(result, lane(largest, i));
    double acc = sumLanes(finite);
    for (; j < n; ++j) {
        result = std::max(result, std::abs(x[j]));
        acc += x[j] * 0.0;
    }
    return acc == 0.0 ? result : std::numeric_limits<double>::quiet_NaN();
}

bool allFinite(const double *x, std::ptrdiff_t n)
{
    return allFiniteScaled(x, 1.0, n); // x * 1 is x, exactly
}

} // namespace attn::kernel
