#include "npyarray.h"

#include <algorithm>

NpyArray::NpyArray(std::vector<std::int64_t> shape, std::vector<double> values)
    : m_shape(std::move(shape)), m_values(std::move(values))
{
}

NpyArray NpyArray::fromStrings(const QStringList &strings)
{
    NpyArray array;
    array.m_shape = {std::int64_t(strings.size())};
    array.m_strings = strings;
    array.m_isText = true;
    return array;
}

NpyArray NpyArray::fromMatrix(const attn::Matrix &matrix)
{
    // attn::Matrix is row-major, so its storage already is C order.
    return NpyArray({matrix.rows(), matrix.cols()},
                    std::vector<double>(matrix.data(), matrix.data() + matrix.size()));
}

NpyArray NpyArray::fromMatrices(const std::vector<attn::Matrix> &matrices)
{
    const std::int64_t rows = matrices.empty() ? 0 : matrices.front().rows();
    const std::int64_t cols = matrices.empty() ? 0 : matrices.front().cols();
    std::vector<double> values;
    values.reserve(std::size_t(matrices.size() * rows * cols));
    for (const attn::Matrix &m : matrices) {
        Q_ASSERT(m.rows() == rows && m.cols() == cols);
        values.insert(values.end(), m.data(), m.data() + m.size());
    }
    return NpyArray({std::int64_t(matrices.size()), rows, cols}, std::move(values));
}

std::int64_t NpyArray::elementCount() const
{
    std::int64_t count = 1;
    for (std::int64_t n : m_shape)
        count *= n;
    return count;
}

QString NpyArray::shapeText() const
{
    if (m_shape.empty())
        //: the shape of an array of no axes, a single number
        return tr("scalar");
    QStringList parts;
    for (std::int64_t n : m_shape)
        parts << QString::number(n);
    return parts.join(QStringLiteral(" x "));
}

std::vector<std::int64_t> NpyArray::squeezedShape(int minRank) const
{
    std::vector<std::int64_t> shape = m_shape;
    while (int(shape.size()) > minRank && shape.front() == 1)
        shape.erase(shape.begin());
    return shape;
}

bool NpyArray::toMatrix(attn::Matrix &out, QString *error, VectorAs vectorAs) const
{
    auto fail = [&](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    if (m_isText)
        return fail(tr("the array holds text, not numbers"));
    const std::vector<std::int64_t> shape = squeezedShape(2);
    std::int64_t rows = 0;
    std::int64_t cols = 0;
    if (shape.size() == 1) {
        rows = vectorAs == VectorAs::Row ? 1 : shape[0];
        cols = vectorAs == VectorAs::Row ? shape[0] : 1;
    } else if (shape.size() == 2) {
        rows = shape[0];
        cols = shape[1];
    } else if (shape.empty()) {
        return fail(tr("the array is a single number, expected a matrix"));
    } else {
        return fail(tr("the array is %1, expected a matrix (2 axes)").arg(shapeText()));
    }
    out = Eigen::Map<const attn::Matrix>(m_values.data(), Eigen::Index(rows), Eigen::Index(cols));
    return true;
}

bool NpyArray::toMatrices(std::vector<attn::Matrix> &out, QString *error) const
{
    auto fail = [&](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    if (m_isText)
        return fail(tr("the array holds text, not numbers"));
    const std::vector<std::int64_t> shape = squeezedShape(3);
    if (shape.size() == 2) {
        attn::Matrix m;
        if (!toMatrix(m, error))
            return false;
        out = {std::move(m)};
        return true;
    }
    if (shape.size() != 3)
        return fail(
            tr("the array is %1, expected heads x queries x keys (3 axes)").arg(shapeText()));
    // An empty array may claim any number of matrices; do not reserve for them.
    if (shape[0] > kMaxMatrices)
        return fail(
            tr("the array holds %1 matrices, more than %2").arg(shape[0]).arg(kMaxMatrices));
    const Eigen::Index rows = Eigen::Index(shape[1]);
    const Eigen::Index cols = Eigen::Index(shape[2]);
    std::vector<attn::Matrix> stack;
    stack.reserve(std::size_t(shape[0]));
    for (std::int64_t i = 0; i < shape[0]; ++i)
        stack.emplace_back(
            Eigen::Map<const attn::Matrix>(m_values.data() + i * rows * cols, rows, cols));
    out = std::move(stack);
    return true;
}
