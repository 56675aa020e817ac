#include "checkpointtensorreader.h"

#include <algorithm>
#include <cmath>
#include <type_traits>

namespace attn::io {

namespace {

QString shapeText(const std::vector<std::int64_t> &shape)
{
    QStringList parts;
    for (std::int64_t n : shape)
        parts << QString::number(n);
    return QLatin1Char('[') + parts.join(QStringLiteral(", ")) + QLatin1Char(']');
}

} // namespace

CheckpointTensorReader::CheckpointTensorReader(const CheckpointTensorSource &source)
    : m_source(source)
{
    // Hugging Face saves a bare GPT2Model without the prefix, and a GPT2LMHeadModel with it.
    if (source.find("transformer.wte.weight").tensor)
        m_prefix = "transformer.";
}

bool CheckpointTensorReader::matrix(const std::string &name, Eigen::Index rows, Eigen::Index cols,
                                    model::WeightMatrix &out)
{
    const CheckpointTensorSource::Location at = find(name, {rows, cols});
    if (!at.tensor)
        return false;
    model::WeightMatrix values = at.file->weightMatrix(*at.tensor, rows, cols);
    if (!checkFinite(*at.file, name, values))
        return false;
    out = std::move(values);
    return true;
}

bool CheckpointTensorReader::vector(const std::string &name, Eigen::Index size, Vector &out)
{
    const CheckpointTensorSource::Location at = find(name, {size});
    if (!at.tensor)
        return false;
    Vector values = at.file->vector(*at.tensor);
    if (!checkFinite(*at.file, name, values))
        return false;
    out = std::move(values);
    return true;
}

CheckpointTensorSource::Location
CheckpointTensorReader::find(const std::string &name, const std::vector<std::int64_t> &shape)
{
    if (!m_error.isEmpty())
        return {};
    const QString full = QString::fromStdString(fullName(name));
    const CheckpointTensorSource::Location at = m_source.find(fullName(name));
    if (!at.tensor) {
        m_error = tr("%1: tensor \"%2\" is missing").arg(m_source.path(), full);
        return {};
    }
    if (at.tensor->shape != shape) {
        m_error = tr("%1: tensor \"%2\" has shape %3, but config.json makes it %4")
                      .arg(at.file->path(), full, shapeText(at.tensor->shape), shapeText(shape));
        return {};
    }
    return at;
}

bool CheckpointTensorReader::checkFinite(const SafetensorsFile &file, const std::string &name,
                                         const model::WeightMatrix &values)
{
    const Eigen::Index at = values.visit([](const auto &stored) -> Eigen::Index {
        // x - x is 0 for a finite x and NaN otherwise: one pass the compiler vectorises,
        // then a search only where it found something.
        const auto *data = stored.data();
        const Eigen::Index size = stored.size();
        std::remove_cvref_t<decltype(*data)> sum = 0;
        for (Eigen::Index i = 0; i < size; ++i)
            sum += data[i] - data[i];
        if (sum == 0)
            return -1;
        return Eigen::Index(
            std::find_if(data, data + size, [](auto x) { return !std::isfinite(x); }) - data);
    });
    if (at < 0)
        return true;
    const double value =
        values.visit([at](const auto &stored) { return double(stored.data()[at]); });
    reportNonFinite(file, name, at, values.cols(), value);
    return false;
}

bool CheckpointTensorReader::checkFinite(const SafetensorsFile &file, const std::string &name,
                                         const Vector &values)
{
    for (Eigen::Index i = 0; i < values.size(); ++i)
        if (!std::isfinite(values[i])) {
            reportNonFinite(file, name, i, 1, values[i]);
            return false;
        }
    return true;
}

void CheckpointTensorReader::reportNonFinite(const SafetensorsFile &file, const std::string &name,
                                             Eigen::Index index, Eigen::Index cols, double value)
{
    const QString where = cols > 1 ? tr("row %1, column %2").arg(index / cols).arg(index % cols)
                                   : tr("element %1").arg(index);
    m_error = tr("%1: tensor \"%2\" holds %3 at %4 (counting from 0); weights must be "
                 "finite numbers")
                  .arg(file.path(), QString::fromStdString(fullName(name)),
                       std::isnan(value) ? tr("NaN") : tr("an infinity"), where);
}

} // namespace attn::io
