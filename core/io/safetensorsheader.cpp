#include "safetensorsheader.h"

#include "jsonduplicatekey.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <optional>

namespace attn::io {

namespace {

using Tensor = SafetensorsFile::Tensor;
using DType = SafetensorsFile::DType;

bool fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return false;
}

/// Whether `value` is a JSON number that is a whole number from 0 to 2^63 - 1 (negative,
/// fractional and larger numbers are not), and that number in `out`.
bool nonNegativeInteger(const QJsonValue &value, std::uint64_t &out)
{
    const qint64 integer = value.isDouble() ? value.toInteger(-1) : -1; // -1: not whole
    if (integer < 0)
        return false;
    out = std::uint64_t(integer);
    return true;
}

std::optional<DType> dtypeFromName(const QString &name)
{
    for (DType dtype : {DType::F64, DType::F32, DType::F16, DType::BF16}) {
        if (name == SafetensorsFile::dtypeName(dtype))
            return dtype;
    }
    return std::nullopt;
}

QString shapeText(const std::vector<std::int64_t> &shape)
{
    QStringList parts;
    for (std::int64_t n : shape)
        parts << QString::number(n);
    return QLatin1Char('[') + parts.join(QStringLiteral(", ")) + QLatin1Char(']');
}

/// Reads one entry of the header into `tensor`, or a message (without the file name).
bool readEntry(const QString &name, const QJsonValue &value, std::uint64_t dataSize, Tensor &tensor,
               QString *message)
{
    if (!value.isObject())
        return fail(message, SafetensorsHeader::tr("is not a JSON object"));
    const QJsonObject entry = value.toObject();
    const QJsonValue dtypeValue = entry.value(QLatin1String("dtype"));
    if (!dtypeValue.isString())
        return fail(message, SafetensorsHeader::tr("has no dtype string"));
    const std::optional<DType> dtype = dtypeFromName(dtypeValue.toString());
    if (!dtype)
        return fail(message, SafetensorsHeader::tr("has dtype \"%1\", which this program does "
                                                   "not read (it reads F64, F32, F16 and BF16)")
                                 .arg(dtypeValue.toString()));
    tensor.name = name.toStdString();
    tensor.dtype = *dtype;

    const QJsonValue shapeValue = entry.value(QLatin1String("shape"));
    if (!shapeValue.isArray())
        return fail(message, SafetensorsHeader::tr("has no shape array"));
    const QJsonArray shape = shapeValue.toArray();
    std::uint64_t count = 1;
    bool overflow = false;
    for (qsizetype axis = 0; axis < shape.size(); ++axis) {
        std::uint64_t size = 0;
        if (!nonNegativeInteger(shape.at(axis), size))
            return fail(
                message,
                SafetensorsHeader::tr("shape entry %1 is not a non-negative integer").arg(axis));
        tensor.shape.push_back(std::int64_t(size));
        overflow = overflow || __builtin_mul_overflow(count, size, &count);
    }
    std::uint64_t bytes = 0;
    overflow = overflow || __builtin_mul_overflow(
                               count, std::uint64_t(SafetensorsFile::elementBytes(*dtype)), &bytes);
    // A zero anywhere makes the tensor empty whatever the other sizes; otherwise a product
    // past 2^64 cannot be the size of anything.
    if (overflow && std::find(tensor.shape.begin(), tensor.shape.end(), 0) == tensor.shape.end())
        return fail(message, SafetensorsHeader::tr("has shape %1, more elements than can be "
                                                   "counted")
                                 .arg(shapeText(tensor.shape)));
    if (overflow)
        bytes = 0;

    const QJsonValue offsetsValue = entry.value(QLatin1String("data_offsets"));
    const QJsonArray offsets = offsetsValue.toArray();
    std::uint64_t begin = 0;
    std::uint64_t end = 0;
    if (!offsetsValue.isArray() || offsets.size() != 2 ||
        !nonNegativeInteger(offsets.at(0), begin) || !nonNegativeInteger(offsets.at(1), end))
        return fail(message, SafetensorsHeader::tr("data_offsets must be two non-negative "
                                                   "integers [begin, end]"));
    if (begin > end)
        return fail(
            message,
            SafetensorsHeader::tr("data_offsets begin %1 is after end %2").arg(begin).arg(end));
    if (end > dataSize)
        return fail(message, SafetensorsHeader::tr("data_offsets end %1 is past the %2 bytes of "
                                                   "data in the file")
                                 .arg(end)
                                 .arg(dataSize));
    if (end - begin != bytes)
        return fail(message, SafetensorsHeader::tr("holds %1 bytes, but shape %2 of %3 needs %4")
                                 .arg(end - begin)
                                 .arg(shapeText(tensor.shape), SafetensorsFile::dtypeName(*dtype))
                                 .arg(bytes));
    tensor.begin = begin;
    tensor.end = end;
    return true;
}

} // namespace

bool SafetensorsHeader::parse(const QByteArray &json, std::uint64_t dataSize,
                              const QString &fileName, std::vector<Tensor> &tensors, QString *error)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return fail(error, tr("%1: the header is not valid JSON (%2 at byte %3 of the header)")
                               .arg(fileName, parseError.errorString())
                               .arg(parseError.offset));
    if (!document.isObject())
        return fail(error, tr("%1: the header is not a JSON object").arg(fileName));
    const QString repeated = JsonDuplicateKey::find(json);
    if (!repeated.isEmpty())
        return fail(error, tr("%1: the header names \"%2\" twice").arg(fileName, repeated));

    const QJsonObject header = document.object();
    std::vector<Tensor> read;
    read.reserve(std::size_t(header.size()));
    for (auto it = header.constBegin(); it != header.constEnd(); ++it) {
        if (it.key() == QLatin1String("__metadata__"))
            continue;
        Tensor tensor;
        QString message;
        if (!readEntry(it.key(), it.value(), dataSize, tensor, &message))
            return fail(error, tr("%1: tensor \"%2\" %3").arg(fileName, it.key(), message));
        read.push_back(std::move(tensor));
    }

    // Two tensors may not share a byte: sorted by where they begin, each must start at or
    // after the end of every one before it. Empty tensors own no bytes.
    std::vector<const Tensor *> byOffset;
    for (const Tensor &tensor : read) {
        if (tensor.end > tensor.begin)
            byOffset.push_back(&tensor);
    }
    std::sort(byOffset.begin(), byOffset.end(), [](const Tensor *a, const Tensor *b) {
        return a->begin != b->begin ? a->begin < b->begin : a->end < b->end;
    });
    const Tensor *furthest = nullptr; // the tensor ending last among those seen
    for (const Tensor *tensor : byOffset) {
        if (furthest && tensor->begin < furthest->end)
            return fail(error, tr("%1: tensors \"%2\" (bytes %3 to %4) and \"%5\" (bytes %6 to "
                                  "%7) overlap")
                                   .arg(fileName, QString::fromStdString(furthest->name))
                                   .arg(furthest->begin)
                                   .arg(furthest->end)
                                   .arg(QString::fromStdString(tensor->name))
                                   .arg(tensor->begin)
                                   .arg(tensor->end));
        if (!furthest || tensor->end > furthest->end)
            furthest = tensor;
    }

    std::sort(read.begin(), read.end(),
              [](const Tensor &a, const Tensor &b) { return a.name < b.name; });
    tensors = std::move(read);
    return true;
}

} // namespace attn::io
