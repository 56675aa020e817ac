#pragma once

#include <QByteArray>

#include <cstddef>
#include <cstdint>

/// The fuzzer's bytes as a QByteArray, copied so that a read past the end is caught by
/// AddressSanitizer at the exact byte (fromRawData would share libFuzzer's buffer, which is
/// also exact, but a copy keeps the readers' own detach paths under test).
inline QByteArray fuzzInput(const std::uint8_t *data, std::size_t size)
{
    return QByteArray(reinterpret_cast<const char *>(data), qsizetype(size));
}
