#pragma once

#include "matrix.h"

namespace attn::model {

/// GPT-2's GELU ("gelu_new"), elementwise, in place:
/// gelu(x) = 0.5 x (1 + tanh(sqrt(2 / pi) (x + 0.044715 x^3))).
void applyGelu(Eigen::Ref<Matrix> values);

} // namespace attn::model
