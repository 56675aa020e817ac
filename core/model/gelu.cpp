#include "gelu.h"

#include <cmath>
#include <numbers>

namespace attn::model {

void applyGelu(Eigen::Ref<Matrix> values)
{
    // 0.5 x (1 + tanh(y)) = x / (1 + exp(-2 y)): the same function, through Eigen's
    // vectorised exponential rather than one std::tanh per element (a quarter of the
    // shipped model's forward). exp(-2y) overflowing to inf gives x / inf = 0, as it should.
    const double c = std::sqrt(2.0 / std::numbers::pi);
    auto x = values.array();
    values = (x / (1.0 + (-2.0 * c * (x + 0.044715 * x.cube())).exp())).matrix();
}

} // namespace attn::model
