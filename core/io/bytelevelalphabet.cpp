#include "bytelevelalphabet.h"

#include <array>

namespace attn::io {

namespace {

bool standsForItself(unsigned byte)
{
    return (byte >= 33 && byte <= 126) || (byte >= 161 && byte <= 172) || byte >= 174;
}

struct Tables
{
    std::array<char32_t, 256> charOfByte{};
    std::array<std::int16_t, 0x144> byteOfChar{}; // every code point of the alphabet is < 0x144
};

const Tables &tables()
{
    static const Tables t = [] {
        Tables made;
        made.byteOfChar.fill(-1);
        char32_t next = 0x100;
        for (unsigned byte = 0; byte < 256; ++byte) {
            const char32_t c = standsForItself(byte) ? char32_t(byte) : next++;
            made.charOfByte[byte] = c;
            made.byteOfChar[c] = std::int16_t(byte);
        }
        return made;
    }();
    return t;
}

void appendUtf8(std::string &out, char32_t c)
{
    // The alphabet's code points are below U+0800: one or two bytes.
    if (c < 0x80) {
        out.push_back(char(c));
    } else {
        out.push_back(char(0xC0 | (c >> 6)));
        out.push_back(char(0x80 | (c & 0x3F)));
    }
}

} // namespace

char32_t ByteLevelAlphabet::charOf(std::uint8_t byte)
{
    return tables().charOfByte[byte];
}

std::optional<std::uint8_t> ByteLevelAlphabet::byteOf(char32_t c)
{
    if (c >= tables().byteOfChar.size() || tables().byteOfChar[c] < 0)
        return std::nullopt;
    return std::uint8_t(tables().byteOfChar[c]);
}

std::string ByteLevelAlphabet::encode(std::string_view bytes)
{
    std::string out;
    out.reserve(bytes.size() * 2);
    for (const char byte : bytes)
        appendUtf8(out, charOf(std::uint8_t(byte)));
    return out;
}

std::optional<std::string> ByteLevelAlphabet::decode(std::string_view text)
{
    // Only one- and two-byte UTF-8 sequences can stand for alphabet code points.
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size();) {
        const auto lead = std::uint8_t(text[i]);
        char32_t c = 0;
        if (lead < 0x80) {
            c = lead;
            i += 1;
        } else if (lead >= 0xC2 && lead <= 0xDF && i + 1 < text.size() &&
                   (std::uint8_t(text[i + 1]) & 0xC0) == 0x80) {
            c = (char32_t(lead & 0x1F) << 6) | (std::uint8_t(text[i + 1]) & 0x3F);
            i += 2;
        } else {
            return std::nullopt;
        }
        const std::optional<std::uint8_t> byte = byteOf(c);
        if (!byte)
            return std::nullopt;
        out.push_back(char(*byte));
    }
    return out;
}

} // namespace attn::io
