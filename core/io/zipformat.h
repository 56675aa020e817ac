#pragma once

#include <QtGlobal>

/// Record signatures and flags of the ZIP format (PKWARE APPNOTE) that ZipArchive reads and
/// ZipStreamWriter writes.
namespace zipformat {

inline constexpr quint32 kLocalHeader = 0x04034b50;
inline constexpr quint32 kCentralHeader = 0x02014b50;
inline constexpr quint32 kEndOfDirectory = 0x06054b50;
inline constexpr quint32 kZip64Locator = 0x07064b50;
inline constexpr quint32 kZip64EndOfDirectory = 0x06064b50;
/// A 32-bit size or offset whose value is in the ZIP64 extra field.
inline constexpr quint32 kSaturated32 = 0xFFFFFFFF;
/// Member names are UTF-8 (general purpose bit 11).
inline constexpr quint16 kUtf8NamesFlag = 0x0800;
/// Id of the ZIP64 extended information extra field.
inline constexpr quint16 kZip64ExtraId = 0x0001;

} // namespace zipformat
