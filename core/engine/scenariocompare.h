#pragma once

#include "scenario.h"

/// Exact equality of two scenarios that, unlike the defaulted Scenario::operator==, is safe
/// when matrices differ in shape (Eigen's == asserts on, or reads past, mismatched shapes).
bool sameScenario(const attn::Scenario &a, const attn::Scenario &b);

/// Same shape and every entry equal.
template <typename M> bool sameMatrix(const M &a, const M &b)
{
    return a.rows() == b.rows() && a.cols() == b.cols() && (a.size() == 0 || a == b);
}
