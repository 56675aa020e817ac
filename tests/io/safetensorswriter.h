#pragma once

// Safetensors files written byte by byte, for the tests of the reader: good ones as the
// format's own writer lays them out, and headers no writer would produce.

#include <QByteArray>
#include <QList>

#include <bit>
#include <cmath>
#include <cstdint>
#include <vector>

/// One tensor: its name, its dtype as the header spells it, its shape and its raw bytes.
struct SafetensorsEntry
{
    QByteArray name;
    QByteArray dtype;
    QList<qint64> shape;
    QByteArray data;
};

/// The 8-byte little-endian `length`, then `header` and `data` as given.
inline QByteArray safetensorsFile(const QByteArray &header, const QByteArray &data,
                                  std::uint64_t length)
{
    QByteArray bytes;
    for (int i = 0; i < 8; ++i)
        bytes.append(char((length >> (8 * i)) & 0xFF));
    return bytes + header + data;
}

inline QByteArray safetensorsFile(const QByteArray &header, const QByteArray &data = {})
{
    return safetensorsFile(header, data, std::uint64_t(header.size()));
}

/// The header JSON of `entries`, each one's bytes right after the one before.
inline QByteArray safetensorsHeader(const QList<SafetensorsEntry> &entries,
                                    const QByteArray &metadata = {})
{
    QByteArray header = "{";
    if (!metadata.isEmpty())
        header += "\"__metadata__\":" + metadata + ",";
    qint64 offset = 0;
    for (const SafetensorsEntry &entry : entries) {
        QByteArray shape;
        for (qint64 n : entry.shape)
            shape += (shape.isEmpty() ? "" : ",") + QByteArray::number(n);
        header += "\"" + entry.name + "\":{\"dtype\":\"" + entry.dtype + "\",\"shape\":[" + shape +
                  "],\"data_offsets\":[" + QByteArray::number(offset) + "," +
                  QByteArray::number(offset + entry.data.size()) + "]},";
        offset += entry.data.size();
    }
    header.chop(1);
    return header.isEmpty() ? QByteArray("{}") : header + "}";
}

/// A whole file holding `entries`.
inline QByteArray safetensorsFile(const QList<SafetensorsEntry> &entries,
                                  const QByteArray &metadata = {})
{
    QByteArray data;
    for (const SafetensorsEntry &entry : entries)
        data += entry.data;
    return safetensorsFile(safetensorsHeader(entries, metadata), data);
}

/// The binary16 bits of `value`, which must be a binary16 number (or NaN, or an infinity).
inline std::uint16_t halfBits(double value)
{
    const std::uint16_t sign = std::signbit(value) ? 0x8000 : 0;
    if (std::isnan(value))
        return 0x7E00;
    if (std::isinf(value))
        return sign | 0x7C00;
    const double magnitude = std::fabs(value);
    if (magnitude == 0)
        return sign;
    int exponent = 0;
    const double fraction = std::frexp(magnitude, &exponent); // magnitude = fraction 2^exponent
    const int biased = exponent + 14;                         // 1.f 2^(biased - 15)
    if (biased >= 1)
        return std::uint16_t(sign | (biased << 10) | int((2 * fraction - 1) * 1024));
    return std::uint16_t(sign | int(magnitude * 16777216.0)); // subnormal: m 2^-24
}

/// The little-endian bytes of `values` as `dtype` ("F64", "F32", "F16", "BF16"); each value
/// must be exact in that type (F32 and BF16 go through float, BF16 keeping its top half).
inline QByteArray encodeValues(const std::vector<double> &values, const QByteArray &dtype)
{
    QByteArray bytes;
    auto put = [&bytes](std::uint64_t bits, int size) {
        for (int i = 0; i < size; ++i)
            bytes.append(char((bits >> (8 * i)) & 0xFF));
    };
    for (double v : values) {
        if (dtype == "F64")
            put(std::bit_cast<std::uint64_t>(v), 8);
        else if (dtype == "F32")
            put(std::bit_cast<std::uint32_t>(float(v)), 4);
        else if (dtype == "F16")
            put(halfBits(v), 2);
        else
            put(std::bit_cast<std::uint32_t>(float(v)) >> 16, 2);
    }
    return bytes;
}
