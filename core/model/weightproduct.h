#pragma once

#include "weightmatrix.h"

namespace attn::model {

/// What is applied to each element of a product before it is returned.
enum class Activation
{
    None,
    Gelu, ///< GPT-2's GELU (applyGelu)
};

/// y = act(x W + 1 b^T): a layer of the model. W's columns are taken in blocks spread over the
/// OpenMP threads; each thread converts its block of W to double and multiplies, so a model
/// kept in float is computed in double without a double copy of its weights.
/// Precondition: x.cols() == W.rows(), b.size() == W.cols().
Matrix timesWeight(const Matrix &x, const WeightMatrix &w, const Vector &bias,
                   Activation activation = Activation::None);

/// y = x W^T (logits from the tied token embedding W: vocabSize x width), W's rows taken in
/// blocks over the threads as timesWeight's columns are. Precondition: x.cols() == W.cols().
Matrix timesWeightTransposed(const Matrix &x, const WeightMatrix &w);

} // namespace attn::model
