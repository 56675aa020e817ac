#include "layernorm.h"

#include <cmath>

namespace attn::model {

Matrix layerNorm(const Matrix &rows, const Vector &gain, const Vector &bias, double epsilon)
{
    Matrix out(rows.rows(), rows.cols());
    const double width = double(rows.cols());
    for (Eigen::Index r = 0; r < rows.rows(); ++r) {
        const auto x = rows.row(r);
        const double mean = x.sum() / width;
        const double variance = (x.array() - mean).square().sum() / width;
        const double inverse = 1.0 / std::sqrt(variance + epsilon);
        out.row(r) =
            ((x.array() - mean) * inverse * gain.transpose().array() + bias.transpose().array())
                .matrix();
    }
    return out;
}

} // namespace attn::model
