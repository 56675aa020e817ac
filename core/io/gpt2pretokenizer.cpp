#include "gpt2pretokenizer.h"

#include <QChar>

#include <cstdint>

namespace attn::io {

namespace {

enum class Kind
{
    Letter,
    Number,
    Space,
    Other
};

Kind kindOf(char32_t c)
{
    if (c < 0x80) { // the common case, without a table look-up
        if ((c >= U'a' && c <= U'z') || (c >= U'A' && c <= U'Z'))
            return Kind::Letter;
        if (c >= U'0' && c <= U'9')
            return Kind::Number;
        if (c == U' ' || (c >= 0x09 && c <= 0x0D))
            return Kind::Space;
        return Kind::Other;
    }
    if (QChar::isLetter(c))
        return Kind::Letter;
    if (QChar::isNumber(c))
        return Kind::Number;
    // QChar::isSpace is the Z categories, U+0009..U+000D and U+0085: Unicode's White_Space,
    // the \s of Python's regex module.
    if (QChar::isSpace(c))
        return Kind::Space;
    return Kind::Other;
}

/// The length of the contraction ('s 't 're 've 'm 'll 'd) at the start of `text`, or 0.
std::size_t contractionLength(std::u32string_view text)
{
    if (text.size() < 2 || text[0] != U'\'')
        return 0;
    const char32_t a = text[1];
    if (a == U's' || a == U't' || a == U'm' || a == U'd')
        return 2;
    if (text.size() < 3)
        return 0;
    const char32_t b = text[2];
    if ((a == U'r' && b == U'e') || (a == U'v' && b == U'e') || (a == U'l' && b == U'l'))
        return 3;
    return 0;
}

/// The end of the run of characters of `kind` that starts at `from`.
std::size_t runEnd(std::u32string_view text, std::size_t from, Kind kind)
{
    while (from < text.size() && kindOf(text[from]) == kind)
        ++from;
    return from;
}

/// The length of the piece that starts `text` (which is not empty).
std::size_t pieceLength(std::u32string_view text)
{
    if (const std::size_t n = contractionLength(text))
        return n;
    const Kind first = kindOf(text[0]);
    // " ?\p{L}+", " ?\p{N}+", " ?[^\s\p{L}\p{N}]+": a plain space may lead the run.
    if (first != Kind::Space)
        return runEnd(text, 1, first);
    if (text[0] == U' ' && text.size() > 1) {
        const Kind second = kindOf(text[1]);
        if (second != Kind::Space)
            return runEnd(text, 2, second);
    }
    // "\s+(?!\S)": the whole run at the end of the text, all but its last character before a
    // non-space; "\s+" takes a run of one before a non-space.
    const std::size_t end = runEnd(text, 1, Kind::Space);
    if (end == text.size() || end == 1)
        return end;
    return end - 1;
}

} // namespace

std::u32string Gpt2Pretokenizer::decodeUtf8(std::string_view utf8, qsizetype *replacements)
{
    std::u32string out;
    out.reserve(utf8.size());
    qsizetype replaced = 0;
    const std::size_t size = utf8.size();
    auto byteAt = [&](std::size_t i) { return std::uint8_t(utf8[i]); };
    for (std::size_t i = 0; i < size;) {
        const std::uint8_t lead = byteAt(i);
        if (lead < 0x80) {
            out.push_back(lead);
            ++i;
            continue;
        }
        // Unicode's table 3-7 of well-formed sequences: the length, and the range of the second
        // byte (the later ones are always 80..BF).
        std::size_t length = 0;
        std::uint8_t low = 0x80, high = 0xBF;
        char32_t c = 0;
        if (lead >= 0xC2 && lead <= 0xDF) {
            length = 2;
            c = lead & 0x1F;
        } else if (lead >= 0xE0 && lead <= 0xEF) {
            length = 3;
            c = lead & 0x0F;
            if (lead == 0xE0)
                low = 0xA0;
            else if (lead == 0xED)
                high = 0x9F;
        } else if (lead >= 0xF0 && lead <= 0xF4) {
            length = 4;
            c = lead & 0x07;
            if (lead == 0xF0)
                low = 0x90;
            else if (lead == 0xF4)
                high = 0x8F;
        }
        std::size_t taken = 1;
        while (length != 0 && taken < length && i + taken < size) {
            const std::uint8_t next = byteAt(i + taken);
            const bool fits = taken == 1 ? next >= low && next <= high : (next & 0xC0) == 0x80;
            if (!fits)
                break;
            c = (c << 6) | (next & 0x3F);
            ++taken;
        }
        if (length != 0 && taken == length) {
            out.push_back(c);
        } else {
            // The maximal subpart (the lead and the continuation bytes that fitted) is one
            // U+FFFD; the byte that did not fit starts the next sequence.
            out.push_back(U'\uFFFD');
            ++replaced;
        }
        i += taken;
    }
    if (replacements)
        *replacements = replaced;
    return out;
}

void Gpt2Pretokenizer::appendUtf8(std::string &out, std::u32string_view text)
{
    for (const char32_t c : text) {
        if (c < 0x80) {
            out.push_back(char(c));
        } else if (c < 0x800) {
            out.push_back(char(0xC0 | (c >> 6)));
            out.push_back(char(0x80 | (c & 0x3F)));
        } else if (c < 0x10000) {
            out.push_back(char(0xE0 | (c >> 12)));
            out.push_back(char(0x80 | ((c >> 6) & 0x3F)));
            out.push_back(char(0x80 | (c & 0x3F)));
        } else {
            out.push_back(char(0xF0 | (c >> 18)));
            out.push_back(char(0x80 | ((c >> 12) & 0x3F)));
            out.push_back(char(0x80 | ((c >> 6) & 0x3F)));
            out.push_back(char(0x80 | (c & 0x3F)));
        }
    }
}

std::vector<std::u32string_view> Gpt2Pretokenizer::split(std::u32string_view text)
{
    std::vector<std::u32string_view> pieces;
    while (!text.empty()) {
        const std::size_t length = pieceLength(text);
        pieces.push_back(text.substr(0, length));
        text.remove_prefix(length);
    }
    return pieces;
}

std::vector<std::string> Gpt2Pretokenizer::splitUtf8(std::string_view utf8)
{
    const std::u32string text = decodeUtf8(utf8);
    std::vector<std::string> pieces;
    for (const std::u32string_view piece : split(text)) {
        pieces.emplace_back();
        appendUtf8(pieces.back(), piece);
    }
    return pieces;
}

} // namespace attn::io
