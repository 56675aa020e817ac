#pragma once

#include "matrix.h"

namespace attn::model {

/// Each row x of `rows` normalised: y = (x - mean(x)) / sqrt(var(x) + eps) * gain + bias,
/// var the mean of (x - mean(x))^2 (GPT-2's LayerNorm).
Matrix layerNorm(const Matrix &rows, const Vector &gain, const Vector &bias, double epsilon);

} // namespace attn::model
