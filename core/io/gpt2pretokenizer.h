#pragma once

#include <QtGlobal>

#include <string>
#include <string_view>
#include <vector>

namespace attn::io {

/// GPT-2's split of text into pieces before byte-pair encoding, the regular expression of
/// OpenAI's encoder.py
///     's|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+
/// matched by hand over code points, with its meaning in Python's `regex` module: \p{L} the
/// letters (Lu Ll Lt Lm Lo), \p{N} the numbers (Nd Nl No), \s Unicode's White_Space, the
/// optional prefix " ?" the plain space U+0020 only, contractions lower case only. A run of
/// whitespace before a non-space gives all its characters but the last as one piece; the last
/// starts the next piece when it is U+0020 and the next piece can take it, and is a piece of
/// its own otherwise. The pieces, joined, are the text.
class Gpt2Pretokenizer
{
public:
    /// The code points of the UTF-8 bytes `utf8`. Each ill-formed sequence becomes one U+FFFD,
    /// as Python's bytes.decode("utf-8", errors="replace") does (the "maximal subpart" of
    /// Unicode's chapter 3: a truncated "\xE3\x81" is one U+FFFD, a stray "\x80" one, an
    /// encoded surrogate "\xED\xA0\x80" three). `replacements`, when given, is set to how
    /// many U+FFFD were put in.
    static std::u32string decodeUtf8(std::string_view utf8, qsizetype *replacements = nullptr);
    /// `text` appended to `out` as UTF-8 (`text` holds no surrogates: decodeUtf8 gives none).
    static void appendUtf8(std::string &out, std::u32string_view text);
    /// The pieces of `text`, in order, as views into it.
    static std::vector<std::u32string_view> split(std::u32string_view text);
    /// The pieces of the UTF-8 text `utf8` (after decodeUtf8), each as UTF-8.
    static std::vector<std::string> splitUtf8(std::string_view utf8);
};

} // namespace attn::io
