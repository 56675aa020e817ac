#include "checkpointtensorreader.h"

#include <cmath>

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

CheckpointTensorReader::CheckpointTensorReader(const SafetensorsFile &file) : m_file(file)
{
    // Hugging Face saves a bare GPT2Model without the prefix, and a GPT2LMHeadModel with it.
    if (file.find("transformer.wte.weight"))
        m_prefix = "transformer.";
}

bool CheckpointTensorReader::matrix(const std::string &name, Eigen::Index rows, Eigen::Index cols,
                                    Matrix &out)
{
    const SafetensorsFile::Tensor *tensor = find(name, {rows, cols});
    if (!tensor)
        return false;
    Matrix values = m_file.matrix(*tensor, rows, cols);
    if (!checkFinite(name, values.data(), values.size(), cols))
        return false;
    out = std::move(values);
    return true;
}

bool CheckpointTensorReader::vector(const std::string &name, Eigen::Index size, Vector &out)
{
    const SafetensorsFile::Tensor *tensor = find(name, {size});
    if (!tensor)
        return false;
    Vector values = m_file.vector(*tensor);
    if (!checkFinite(name, values.data(), values.size(), 1))
        return false;
    out = std::move(values);
    return true;
}

const SafetensorsFile::Tensor *CheckpointTensorReader::find(const std::string &name,
                                                            const std::vector<std::int64_t> &shape)
{
    if (!m_error.isEmpty())
        return nullptr;
    const QString file = m_file.path();
    const QString full = QString::fromStdString(fullName(name));
    const SafetensorsFile::Tensor *tensor = m_file.find(fullName(name));
    if (!tensor) {
        m_error = tr("%1: tensor \"%2\" is missing").arg(file, full);
        return nullptr;
    }
    if (tensor->shape != shape) {
        m_error = tr("%1: tensor \"%2\" has shape %3, but config.json makes it %4")
                      .arg(file, full, shapeText(tensor->shape), shapeText(shape));
        return nullptr;
    }
    return tensor;
}

bool CheckpointTensorReader::checkFinite(const std::string &name, const double *values,
                                         Eigen::Index count, Eigen::Index cols)
{
    for (Eigen::Index i = 0; i < count; ++i) {
        if (std::isfinite(values[i]))
            continue;
        const QString where = cols > 1 ? tr("row %1, column %2").arg(i / cols).arg(i % cols)
                                       : tr("element %1").arg(i);
        m_error = tr("%1: tensor \"%2\" holds %3 at %4 (counting from 0); weights must be "
                     "finite numbers")
                      .arg(m_file.path(), QString::fromStdString(fullName(name)),
                           std::isnan(values[i]) ? tr("NaN") : tr("an infinity"), where);
        return false;
    }
    return true;
}

} // namespace attn::io
