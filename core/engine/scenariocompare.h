#pragma once

#include "scenario.h"

#include <cstring>
#include <type_traits>

/// Exact equality of two scenarios that, unlike the defaulted Scenario::operator==, is safe
/// when matrices differ in shape (Eigen's == asserts on, or reads past, mismatched shapes).
bool sameScenario(const attn::Scenario &a, const attn::Scenario &b);

/// Same mode, score function and input matrices (Q, K, V, X, Y): the projections' inputs.
bool sameInputs(const attn::Scenario &a, const attn::Scenario &b);
/// Same projections of one head (W_Q, W_K, W_V and the additive score's matrices).
bool sameHeadMatrices(const attn::HeadProjection &a, const attn::HeadProjection &b);
/// Same scaling, temperature and mask: what the softmax reads beside the raw scores.
bool sameSoftmaxSettings(const attn::Scenario &a, const attn::Scenario &b);

/// Same shape and every entry the same, bit for bit (one memcmp over plain storage: several
/// times faster than comparing entry by entry, and an edit compares megabytes of inputs).
/// Unlike ==, -0 and +0 differ, and a NaN equals itself.
template <typename M> bool sameMatrix(const M &a, const M &b)
{
    static_assert(std::is_arithmetic_v<typename M::Scalar>, "plain matrices only");
    return a.rows() == b.rows() && a.cols() == b.cols() &&
           (a.size() == 0 || std::memcmp(a.data(), b.data(),
                                         std::size_t(a.size()) * sizeof(typename M::Scalar)) == 0);
}
