#pragma once

#include <cstddef>

namespace attn::kernel {

/// Every sum of these kernels is kept in this many lanes, j mod kLanes, added together at
/// the end of the row; trailing keys that are masked add nothing to any lane, so a row cut
/// after a multiple of kLanes keys (or at its end) sums to exactly what the whole row does.
constexpr std::ptrdiff_t kLanes = 8;

/// x_j = s a'_j (length n); returns the largest x_j over visible j (-infinity when none is
/// visible) and counts the visible keys.
double scaleAndMax(const double *scores, double scale, const bool *visible, double *scaled,
                   std::ptrdiff_t n, std::ptrdiff_t &visibleCount);

/// e_j = exp((x_j - max) / T) for visible j and exactly 0 for masked j (never a denormal:
/// results below 2^-1022 are flushed to 0); returns sum_j e_j. Needs max >= every visible
/// x_j, finite max, 0 < T < inf.
double shiftedExp(const double *scaled, const bool *visible, double max, double temperature,
                  double *e, std::ptrdiff_t n);

/// Normalises in place, a_j = e_j * inverseSum, and returns sum over a_j > 0 of
/// a_j (x_j - max) / T (<= 0), from which entropy = ln(sum e) - that. `first` receives the
/// first j with a_j == inverseSum, i.e. the first column of the largest weight.
double normalise(double *weights, const double *scaled, double max, double temperature,
                 double inverseSum, std::ptrdiff_t n, std::ptrdiff_t &first);

/// Whether every x_j is finite, in one vectorised pass: x * 0 is 0 for finite x and NaN for
/// +-inf and NaN, so sum_j x_j * 0 == 0 exactly when all are finite.
bool allFinite(const double *x, std::ptrdiff_t n);

/// Whether every s x_j is finite (the product rounded as scaleAndMax() rounds it):
/// sum_j (s x_j) * 0 == 0.
bool allFiniteScaled(const double *x, double scale, std::ptrdiff_t n);

/// The largest |x_j| (0 when n == 0), or NaN when some x_j is not finite; one vectorised pass.
double largestMagnitude(const double *x, std::ptrdiff_t n);

} // namespace attn::kernel
