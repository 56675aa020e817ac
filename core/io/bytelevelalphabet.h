#pragma once

#include <QString>
#include <QStringView>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace attn::io {

/// GPT-2's byte-level alphabet: every byte 0..255 stands for one printable code point, so that
/// a token of any bytes is written as text in vocab.json and merges.txt. Bytes 33..126,
/// 161..172 and 174..255 stand for themselves; the other 68 (the controls, the space, 127..160
/// and 173) stand for U+0100, U+0101, ... in byte order, so the space 0x20 is U+0120 "Ġ" and
/// the newline 0x0A is U+010A "Ċ". (OpenAI's bytes_to_unicode in encoder.py.)
class ByteLevelAlphabet
{
public:
    /// The code point that stands for `byte`.
    static char32_t charOf(std::uint8_t byte);
    /// The byte that `c` stands for, or nothing when `c` is not one of the 256 code points.
    static std::optional<std::uint8_t> byteOf(char32_t c);
    /// `bytes` written in the alphabet, as UTF-8 (one code point per byte).
    static std::string encode(std::string_view bytes);
    /// The bytes that the UTF-8 text `text` stands for, or nothing when `text` is not UTF-8
    /// or holds a code point outside the alphabet.
    static std::optional<std::string> decode(std::string_view text);
};

} // namespace attn::io
