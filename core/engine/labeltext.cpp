#include "labeltext.h"

#include <cstdio>

namespace attn {

namespace {

/// The code point of the first control character in `label`, or -1 when there is none.
long firstControlCharacter(const std::string &label)
{
    for (std::size_t i = 0; i < label.size(); ++i) {
        const auto byte = static_cast<unsigned char>(label[i]);
        if (byte < 0x20 || byte == 0x7f)
            return byte;
        // C1 controls are U+0080 to U+009F: 0xC2 0x80 to 0xC2 0x9F in UTF-8.
        if (byte == 0xc2 && i + 1 < label.size()) {
            const auto next = static_cast<unsigned char>(label[i + 1]);
            if (next >= 0x80 && next <= 0x9f)
                return next;
        }
    }
    return -1;
}

const char *nameOf(long code)
{
    switch (code) {
    case 0x00:
        return " (NUL)";
    case 0x09:
        return " (tab)";
    case 0x0a:
        return " (line feed)";
    case 0x0d:
        return " (carriage return)";
    default:
        return "";
    }
}

} // namespace

void checkLabelText(const std::string &field, const std::vector<std::string> &labels,
                    ValidationIssues &issues)
{
    for (std::size_t i = 0; i < labels.size(); ++i) {
        if (labels[i].size() > kMaxLabelBytes) {
            issues.push_back({field, field + "[" + std::to_string(i) + "] is " +
                                         std::to_string(labels[i].size()) +
                                         " bytes long; a label is at most " +
                                         std::to_string(kMaxLabelBytes) +
                                         " bytes (a token, a word or a short phrase)"});
            return;
        }
        const long code = firstControlCharacter(labels[i]);
        if (code < 0)
            continue;
        char hex[16];
        std::snprintf(hex, sizeof hex, "U+%04lX", code);
        const std::string where = field + "[" + std::to_string(i) + "]";
        issues.push_back({field, where + " contains the control character " + hex + nameOf(code) +
                                     "; a label must be printable text on one line"});
        return;
    }
}

} // namespace attn
