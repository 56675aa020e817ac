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
        return QT_TRANSLATE_NOOP("ValidationIssue", " (NUL)");
    case 0x09:
        return QT_TRANSLATE_NOOP("ValidationIssue", " (tab)");
    case 0x0a:
        return QT_TRANSLATE_NOOP("ValidationIssue", " (line feed)");
    case 0x0d:
        return QT_TRANSLATE_NOOP("ValidationIssue", " (carriage return)");
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
            issues.push_back(ValidationIssue::of(
                field, {QT_TRANSLATE_NOOP("ValidationIssue",
                                          "%1 is %2 bytes long; a label is at most %3 bytes "
                                          "(a token, a word or a short phrase)"),
                        {field + "[" + std::to_string(i) + "]", std::to_string(labels[i].size()),
                         std::to_string(kMaxLabelBytes)}}));
            return;
        }
        const long code = firstControlCharacter(labels[i]);
        if (code < 0)
            continue;
        char hex[16];
        std::snprintf(hex, sizeof hex, "U+%04lX", code);
        const std::string where = field + "[" + std::to_string(i) + "]";
        issues.push_back(ValidationIssue::of(
            field, {QT_TRANSLATE_NOOP("ValidationIssue",
                                      "%1 contains the control character %2%3; a label must be "
                                      "printable text on one line"),
                    {where, hex, IssueArg::word(nameOf(code))}}));
        return;
    }
}

} // namespace attn
