#include "gelu.h"

#include <cmath>
#include <numbers>

namespace attn::model {

void applyGelu(Eigen::Ref<Matrix> values)
{
    const double c = std::sqrt(2.0 / std::numbers::pi);
    values = values.unaryExpr(
        [c](double x) { return 0.5 * x * (1.0 + std::tanh(c * (x + 0.044715 * x * x * x))); });
}

} // namespace attn::model
