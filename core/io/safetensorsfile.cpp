#include "safetensorsfile.h"

#include "halfprecision.h"
#include "safetensorsheader.h"

#include <algorithm>
#include <bit>
#include <cstring>
#include <type_traits>

#ifdef __linux__
#include <sys/mman.h>
#include <unistd.h>
#endif

namespace attn::io {

namespace {

constexpr std::uint64_t kLengthBytes = 8;

/// The unsigned integer of sizeof(T) little-endian bytes at `p`, whatever its alignment and
/// the machine's byte order.
template <typename T> T readLittleEndian(const uchar *p)
{
    T value = 0;
    for (std::size_t i = sizeof(T); i-- > 0;)
        value = T(value << 8) | T(p[i]);
    return value;
}

std::unique_ptr<SafetensorsFile> fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return nullptr;
}

} // namespace

std::uint64_t SafetensorsFile::Tensor::elementCount() const
{
    std::uint64_t count = 1;
    for (std::int64_t n : shape)
        count *= std::uint64_t(n);
    return count;
}

int SafetensorsFile::elementBytes(DType dtype)
{
    switch (dtype) {
    case DType::F64:
        return 8;
    case DType::F32:
        return 4;
    case DType::F16:
    case DType::BF16:
        return 2;
    }
    return 0;
}

QString SafetensorsFile::dtypeName(DType dtype)
{
    switch (dtype) {
    case DType::F64:
        return QStringLiteral("F64");
    case DType::F32:
        return QStringLiteral("F32");
    case DType::F16:
        return QStringLiteral("F16");
    case DType::BF16:
        return QStringLiteral("BF16");
    }
    return {};
}

std::unique_ptr<SafetensorsFile> SafetensorsFile::open(const QString &path, QString *error)
{
    std::unique_ptr<SafetensorsFile> file(new SafetensorsFile);
    file->m_file.setFileName(path);
    if (!file->m_file.open(QIODevice::ReadOnly))
        return fail(error, tr("cannot open %1: %2").arg(path, file->m_file.errorString()));
    const std::uint64_t size = std::uint64_t(std::max<qint64>(file->m_file.size(), 0));
    if (size < kLengthBytes)
        return fail(error, tr("%1 is %2 bytes long, too short for a safetensors file (it starts "
                              "with an 8-byte header length)")
                               .arg(path)
                               .arg(size));
    // Mapping costs address space, not memory: pages are read when touched, and only the
    // header and the tensors asked for are touched.
    const uchar *bytes = file->m_file.map(0, qint64(size));
    if (!bytes)
        return fail(error,
                    tr("cannot map %1 into memory: %2").arg(path, file->m_file.errorString()));
    const std::uint64_t headerBytes = readLittleEndian<std::uint64_t>(bytes);
    if (headerBytes < 2)
        return fail(error, tr("%1: the header length is %2 bytes, too short for a JSON object")
                               .arg(path)
                               .arg(headerBytes));
    if (headerBytes > kMaxHeaderBytes)
        return fail(error, tr("%1: the header length is %2 bytes, more than the %3 this program "
                              "reads")
                               .arg(path)
                               .arg(headerBytes)
                               .arg(kMaxHeaderBytes));
    if (headerBytes > size - kLengthBytes)
        return fail(error, tr("%1: the header length is %2 bytes, but only %3 follow it")
                               .arg(path)
                               .arg(headerBytes)
                               .arg(size - kLengthBytes));
    // The JSON is parsed in place: fromRawData copies nothing.
    const QByteArray json = QByteArray::fromRawData(
        reinterpret_cast<const char *>(bytes + kLengthBytes), qsizetype(headerBytes));
    const std::uint64_t dataSize = size - kLengthBytes - headerBytes;
    if (!SafetensorsHeader::parse(json, dataSize, path, file->m_tensors, error))
        return nullptr;
    file->m_data = bytes + kLengthBytes + headerBytes;
    file->m_dataSize = dataSize;
    return file;
}

const SafetensorsFile::Tensor *SafetensorsFile::find(const std::string &name) const
{
    const auto it =
        std::lower_bound(m_tensors.begin(), m_tensors.end(), name,
                         [](const Tensor &t, const std::string &n) { return t.name < n; });
    return it != m_tensors.end() && it->name == name ? &*it : nullptr;
}

template <class T>
void SafetensorsFile::convert(const Tensor &tensor, T *out, std::uint64_t count) const
{
    // The header check made begin + elementCount() x elementBytes = end <= m_dataSize.
    Q_ASSERT(tensor.end <= m_dataSize && count <= tensor.elementCount());
    const uchar *p = m_data + tensor.begin;
    // The stored bytes are the values themselves on a little-endian machine.
    if constexpr (std::endian::native == std::endian::little) {
        if ((std::is_same_v<T, double> && tensor.dtype == DType::F64) ||
            (std::is_same_v<T, float> && tensor.dtype == DType::F32)) {
            std::memcpy(out, p, count * sizeof(T));
            return;
        }
    }
    switch (tensor.dtype) {
    case DType::F64:
        for (std::uint64_t i = 0; i < count; ++i, p += 8)
            out[i] = T(std::bit_cast<double>(readLittleEndian<std::uint64_t>(p)));
        break;
    case DType::F32:
        for (std::uint64_t i = 0; i < count; ++i, p += 4)
            out[i] = T(std::bit_cast<float>(readLittleEndian<std::uint32_t>(p)));
        break;
    case DType::F16:
        for (std::uint64_t i = 0; i < count; ++i, p += 2)
            out[i] = T(halfToDouble(readLittleEndian<std::uint16_t>(p)));
        break;
    case DType::BF16:
        for (std::uint64_t i = 0; i < count; ++i, p += 2)
            out[i] = T(bfloat16ToDouble(readLittleEndian<std::uint16_t>(p)));
        break;
    }
}

template <class M>
M SafetensorsFile::converted(const Tensor &tensor, Eigen::Index rows, Eigen::Index cols) const
{
    Q_ASSERT(std::uint64_t(rows) * std::uint64_t(cols) == tensor.elementCount());
    // Zeros and a clamped count keep a broken precondition from writing past the matrix.
    M result(rows, cols);
    const std::uint64_t count =
        std::min(std::uint64_t(rows) * std::uint64_t(cols), tensor.elementCount());
    if (count < std::uint64_t(result.size()))
        result.setZero();
    convert(tensor, result.data(), count);
    release(tensor);
    return result;
}

void SafetensorsFile::release(const Tensor &tensor) const
{
#ifdef __linux__
    // The pages stay in the page cache; only this process's mapping of them is dropped, so a
    // model read does not hold the file twice (once mapped, once converted). A Qt resource is
    // part of the program's image and is left alone.
    static const std::uintptr_t page = std::uintptr_t(sysconf(_SC_PAGESIZE));
    if (m_file.fileName().startsWith(QLatin1Char(':')) || tensor.end - tensor.begin < 4 * page)
        return;
    const auto first = (std::uintptr_t(m_data + tensor.begin) + page - 1) / page * page;
    const auto last = std::uintptr_t(m_data + tensor.end) / page * page;
    if (last > first)
        madvise(reinterpret_cast<void *>(first), last - first, MADV_DONTNEED);
#else
    (void)tensor;
#endif
}

Matrix SafetensorsFile::matrix(const Tensor &tensor, Eigen::Index rows, Eigen::Index cols) const
{
    return converted<Matrix>(tensor, rows, cols);
}

model::WeightMatrix SafetensorsFile::weightMatrix(const Tensor &tensor, Eigen::Index rows,
                                                  Eigen::Index cols) const
{
    if (tensor.dtype == DType::F64)
        return converted<Matrix>(tensor, rows, cols);
    return converted<model::FloatMatrix>(tensor, rows, cols);
}

Vector SafetensorsFile::vector(const Tensor &tensor) const
{
    Vector result(Eigen::Index(tensor.elementCount()));
    convert(tensor, result.data(), tensor.elementCount());
    return result;
}

} // namespace attn::io
