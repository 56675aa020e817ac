#pragma once

#include "matrix.h"

namespace attn {

/// One row of doubles (a row of a row-major Matrix is contiguous).
using RowVector = Eigen::Matrix<double, 1, Eigen::Dynamic, Eigen::RowMajor>;
/// One row of booleans, true = the key is visible.
using BoolRowVector = Eigen::Matrix<bool, 1, Eigen::Dynamic, Eigen::RowMajor>;

/// What one call of softmaxRow() found out about its row.
struct SoftmaxRowInfo
{
    bool fullyMasked = false; ///< no key visible: weights all 0, entropy 0, argmax -1
    double entropy = 0.0;     ///< -sum_j a_j ln a_j in nats (0 ln 0 = 0)
    int argmax = -1;          ///< first column of the largest weight; -1 when fully masked
};

/// Tempered, masked softmax of one row of raw scores a' (length n), written in one pass:
///   scaled_j   = s a'_j
///   weights_j  = exp((scaled_j - max) / T) / sum_{visible l} exp((scaled_l - max) / T)
/// over visible j, where max is the largest visible scaled score (the subtraction happens
/// before the division so that 1e300 / tiny T cannot overflow); masked j get exactly 0.
/// T = 0 is the hardmax (ties within a relative 1e-12 of the maximum share the mass
/// equally); T = +inf is uniform over the visible keys. A row without visible keys gets
/// all-zero weights and is reported as fullyMasked. T must be >= 0 and not NaN.
/// scaled and weights must have length n; they may not alias scores.
SoftmaxRowInfo softmaxRow(Eigen::Ref<const RowVector> scores, double scale, double temperature,
                          Eigen::Ref<const BoolRowVector> visible, Eigen::Ref<RowVector> scaled,
                          Eigen::Ref<RowVector> weights);

/// Convenience form of softmaxRow() with s = 1 that returns the weights (length n):
///   a_j = softmax_visible(x / T)_j, masked a_j = 0.
/// `info`, when given, receives the fully-masked flag, entropy and argmax.
RowVector temperedSoftmax(const RowVector &scores, double temperature, const BoolRowVector &visible,
                          SoftmaxRowInfo *info = nullptr);

/// temperedSoftmax() with every key visible.
RowVector temperedSoftmax(const RowVector &scores, double temperature);

} // namespace attn
