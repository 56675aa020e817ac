#include "npyfile.h"

#include "boundedfile.h"
#include "npyheader.h"
#include "validation.h"

#include <QSaveFile>

#include <bit>
#include <cmath>
#include <cstring>

namespace {

const QByteArray kMagic = QByteArrayLiteral("\x93NUMPY");
// NumPy pads the header so the data starts on a 64-byte boundary.
constexpr int kAlignment = 64;

template <typename T> T loadElement(const char *p, bool swap)
{
    T value;
    std::memcpy(&value, p, sizeof(T));
    if (swap && sizeof(T) > 1) {
        char bytes[sizeof(T)];
        std::memcpy(bytes, &value, sizeof(T));
        std::reverse(bytes, bytes + sizeof(T));
        std::memcpy(&value, bytes, sizeof(T));
    }
    return value;
}

double elementAsDouble(const NpyHeader &h, const char *p, bool swap)
{
    switch (h.kind) {
    case NpyHeader::Kind::Float:
        return h.itemSize == 4 ? double(loadElement<float>(p, swap)) : loadElement<double>(p, swap);
    case NpyHeader::Kind::SignedInt:
        switch (h.itemSize) {
        case 1:
            return loadElement<std::int8_t>(p, swap);
        case 2:
            return loadElement<std::int16_t>(p, swap);
        case 4:
            return loadElement<std::int32_t>(p, swap);
        default:
            return double(loadElement<std::int64_t>(p, swap));
        }
    case NpyHeader::Kind::UnsignedInt:
        switch (h.itemSize) {
        case 1:
            return loadElement<std::uint8_t>(p, swap);
        case 2:
            return loadElement<std::uint16_t>(p, swap);
        case 4:
            return loadElement<std::uint32_t>(p, swap);
        default:
            return double(loadElement<std::uint64_t>(p, swap));
        }
    case NpyHeader::Kind::Bool:
        return *p ? 1.0 : 0.0;
    case NpyHeader::Kind::Unicode:
        break;
    }
    return 0.0;
}

/// "row 2, column 5" for a matrix, "[1, 2, 5]" for other ranks; 0-based as in NumPy.
QString describeIndex(const std::vector<std::int64_t> &shape, std::int64_t flat)
{
    std::vector<std::int64_t> index(shape.size());
    for (std::size_t k = shape.size(); k-- > 0;) {
        index[k] = flat % shape[k];
        flat /= shape[k];
    }
    if (shape.size() == 2)
        return QCoreApplication::translate("NpyFile", "row %1, column %2 (counting from 0)")
            .arg(index[0])
            .arg(index[1]);
    QStringList parts;
    for (std::int64_t i : index)
        parts << QString::number(i);
    return QCoreApplication::translate("NpyFile", "index [%1] (counting from 0)")
        .arg(parts.join(QStringLiteral(", ")));
}

bool readStrings(const NpyHeader &h, const char *data, NpyArray &out, QString *error)
{
    if (h.shape.size() != 1) {
        *error = QCoreApplication::translate("NpyFile",
                                             "text arrays must have one axis, this one has %1")
                     .arg(h.shape.size());
        return false;
    }
    // Text arrays hold token labels: no more than there may be tokens. A 512 MiB array of
    // one-character strings would otherwise become 134 million QStrings (about 10 GB).
    if (h.shape[0] > attn::kMaxTokens) {
        *error = QCoreApplication::translate("NpyFile",
                                             "the text array holds %1 strings, more than the %2 "
                                             "token labels this program reads")
                     .arg(h.shape[0])
                     .arg(attn::kMaxTokens);
        return false;
    }
    const bool swap = h.bigEndian != (std::endian::native == std::endian::big);
    const int chars = h.itemSize / 4;
    QStringList strings;
    for (std::int64_t i = 0; i < h.shape[0]; ++i) {
        QString s;
        for (int c = 0; c < chars; ++c) {
            const char32_t u = loadElement<char32_t>(data + (i * chars + c) * 4, swap);
            if (u == 0)
                break;
            if (u > 0x10FFFF || (u >= 0xD800 && u <= 0xDFFF)) {
                *error = QCoreApplication::translate("NpyFile",
                                                     "text element %1 holds an invalid character")
                             .arg(i);
                return false;
            }
            s += QString::fromUcs4(&u, 1);
        }
        strings << s;
    }
    out = NpyArray::fromStrings(strings);
    return true;
}

} // namespace

bool NpyFile::readHeader(const QByteArray &bytes, NpyHeader &out, qint64 *dataStart, QString *error)
{
    auto fail = [&](const QString &text) {
        if (error)
            *error = text;
        return false;
    };
    if (!bytes.startsWith(kMagic))
        return fail(tr("not a NumPy .npy file (wrong magic bytes)"));
    if (bytes.size() < 10)
        return fail(tr("truncated header: the file ends after %1 bytes").arg(bytes.size()));
    const int major = quint8(bytes[6]);
    const int minor = quint8(bytes[7]);
    if (major < 1 || major > 3 || minor != 0)
        return fail(tr("unsupported .npy format version %1.%2").arg(major).arg(minor));
    const int lengthBytes = major == 1 ? 2 : 4;
    if (bytes.size() < 8 + lengthBytes)
        return fail(tr("truncated header: the file ends after %1 bytes").arg(bytes.size()));
    qint64 headerLength = 0;
    for (int i = lengthBytes - 1; i >= 0; --i)
        headerLength = headerLength * 256 + quint8(bytes[8 + i]);
    const qint64 headerStart = 8 + lengthBytes;
    if (headerStart + headerLength > bytes.size())
        return fail(tr("truncated header: it claims %1 bytes, the file has %2 after the preamble")
                        .arg(headerLength)
                        .arg(bytes.size() - headerStart));
    if (!NpyHeader::parse(bytes.mid(headerStart, headerLength), out, error))
        return false;
    *dataStart = headerStart + headerLength;
    return true;
}

bool NpyFile::checkShape(const NpyHeader &header, QString *error)
{
    const std::vector<std::int64_t> &shape = header.shape;
    const std::int64_t limits[] = {attn::kMaxHeads, attn::kMaxTokens, attn::kMaxDimension};
    if (shape.size() > 3)
        return true;
    const std::size_t first = 3 - std::max<std::size_t>(shape.size(), 2); // heads: 3 axes
    for (std::size_t k = 0; k < shape.size(); ++k) {
        if (shape[k] > limits[first + k]) {
            if (error)
                *error = tr("%1 is larger than the program handles (at most %2 heads of %3 x %4)")
                             .arg(NpyArray(shape, {}).shapeText())
                             .arg(attn::kMaxHeads)
                             .arg(attn::kMaxTokens)
                             .arg(attn::kMaxDimension);
            return false;
        }
    }
    return true;
}

bool NpyFile::read(const QByteArray &bytes, NpyArray &out, QString *error)
{
    QString message;
    auto fail = [&](const QString &text) {
        if (error)
            *error = text;
        return false;
    };
    NpyHeader header;
    qint64 dataStart = 0;
    if (!readHeader(bytes, header, &dataStart, error))
        return false;
    const std::int64_t count = header.elementCount();
    std::int64_t dataBytes = 0;
    if (count < 0 || __builtin_mul_overflow(count, std::int64_t(header.itemSize), &dataBytes))
        return fail(tr("the header claims a shape (%1) too large to exist")
                        .arg(NpyArray(header.shape, {}).shapeText()));
    const qint64 available = bytes.size() - dataStart;
    if (dataBytes > available)
        //: %3 is the dtype of the elements, e.g. '<f8'
        return fail(tr("truncated data: the header claims %1 elements (%2 bytes) of %3, the file "
                       "holds %4 bytes of data")
                        .arg(QString::number(count), QString::number(dataBytes), header.descr,
                             QString::number(available)));
    if (dataBytes < available)
        return fail(tr("the file has %1 bytes after the %2 bytes of data its header describes")
                        .arg(available - dataBytes)
                        .arg(dataBytes));

    const char *data = bytes.constData() + dataStart;
    if (header.kind == NpyHeader::Kind::Unicode) {
        if (!readStrings(header, data, out, &message))
            return fail(message);
        return true;
    }

    const bool swap = header.bigEndian != (std::endian::native == std::endian::big);
    const std::vector<std::int64_t> &shape = header.shape;
    const std::size_t rank = shape.size();
    std::vector<double> values(static_cast<std::size_t>(count));
    // In Fortran order the first axis varies fastest in the file; walk the file in order
    // and keep the C-order position of the current element.
    std::vector<std::int64_t> cStride(rank, 1);
    // With no elements the other axes may be absurd; their products must not overflow.
    for (std::size_t k = rank; k-- > 1 && count > 0;)
        cStride[k - 1] = cStride[k] * shape[k];
    std::vector<std::int64_t> index(rank, 0);
    std::int64_t cPos = 0;
    for (std::int64_t i = 0; i < count; ++i) {
        const std::int64_t target = header.fortranOrder ? cPos : i;
        values[std::size_t(target)] = elementAsDouble(header, data + i * header.itemSize, swap);
        if (header.fortranOrder) {
            for (std::size_t k = 0; k < rank; ++k) {
                ++index[k];
                cPos += cStride[k];
                if (index[k] < shape[k])
                    break;
                cPos -= index[k] * cStride[k];
                index[k] = 0;
            }
        }
    }
    for (std::size_t i = 0; i < values.size(); ++i)
        if (!std::isfinite(values[i]))
            //: %1 is NaN, +infinity or -infinity; %2 where it is ("row 2, column 5 ...")
            return fail(tr("non-finite value %1 at %2")
                            .arg(std::isnan(values[i]) ? QStringLiteral("NaN")
                                 : values[i] > 0       ? tr("+infinity")
                                                       : tr("-infinity"),
                                 describeIndex(shape, std::int64_t(i))));
    out = NpyArray(shape, std::move(values));
    return true;
}

QByteArray NpyFile::write(const NpyArray &array)
{
    NpyHeader header;
    header.shape = array.shape();
    QByteArray data;
    if (array.isText()) {
        qsizetype longest = 1;
        QList<QList<uint>> ucs4;
        for (const QString &s : array.strings()) {
            ucs4 << s.toUcs4();
            longest = std::max(longest, ucs4.last().size());
        }
        header.descr = QStringLiteral("<U%1").arg(longest);
        for (const QList<uint> &s : std::as_const(ucs4))
            for (qsizetype c = 0; c < longest; ++c) {
                const quint32 u = c < s.size() ? s[c] : 0;
                for (int b = 0; b < 4; ++b)
                    data += char((u >> (8 * b)) & 0xFF);
            }
    } else {
        header.descr = QStringLiteral("<f8");
        data.reserve(qsizetype(array.values().size() * 8));
        for (double v : array.values()) {
            const std::uint64_t bits = std::bit_cast<std::uint64_t>(v);
            for (int b = 0; b < 8; ++b)
                data += char((bits >> (8 * b)) & 0xFF);
        }
    }
    return preamble(header) + data;
}

QByteArray NpyFile::preamble(const NpyHeader &header)
{
    QByteArray text = header.toText();
    // Version 2.0 only when the header outgrows the 16-bit length of 1.0.
    auto paddedLength = [&](int lengthBytes) {
        const qsizetype fixed = 8 + lengthBytes; // magic, version, length
        const qsizetype total = fixed + text.size() + 1;
        return ((total + kAlignment - 1) / kAlignment) * kAlignment - fixed;
    };
    const int lengthBytes = paddedLength(2) > 0xFFFF ? 4 : 2;
    const qsizetype headerLength = paddedLength(lengthBytes);
    text += QByteArray(headerLength - text.size() - 1, ' ') + '\n';
    QByteArray bytes = kMagic;
    bytes += char(lengthBytes == 2 ? 1 : 2);
    bytes += char(0);
    for (int b = 0; b < lengthBytes; ++b)
        bytes += char((text.size() >> (8 * b)) & 0xFF);
    return bytes + text;
}

bool NpyFile::load(const QString &path, NpyArray &out, QString *error)
{
    QByteArray bytes;
    return BoundedFile::read(path, kMaxFileBytes, bytes, error) && read(bytes, out, error);
}

bool NpyFile::save(const QString &path, const NpyArray &array, QString *error)
{
    QSaveFile file(path);
    const QByteArray bytes = write(array);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        if (error)
            *error = tr("cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}
