#include "issuetext.h"

namespace attn {

IssueArg IssueArg::word(const char *english)
{
    IssueArg arg(english);
    arg.translated = true;
    return arg;
}

std::string IssueText::format(const std::string &templ, const std::vector<std::string> &args)
{
    std::string out;
    out.reserve(templ.size());
    for (std::size_t i = 0; i < templ.size(); ++i) {
        const char next = i + 1 < templ.size() ? templ[i + 1] : '\0';
        if (templ[i] == '%' && next >= '1' && next <= '9' &&
            std::size_t(next - '1') < args.size()) {
            out += args[std::size_t(next - '1')];
            ++i;
        } else {
            out += templ[i];
        }
    }
    return out;
}

std::string IssueText::format() const
{
    std::vector<std::string> texts;
    texts.reserve(args.size());
    for (const IssueArg &arg : args)
        texts.push_back(arg.text);
    return format(templ, texts);
}

} // namespace attn
