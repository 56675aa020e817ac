#include "validationissue.h"

namespace attn {

ValidationIssue ValidationIssue::of(std::string field, IssueText text)
{
    std::string message = text.format();
    return {std::move(field), std::move(message), std::move(text)};
}

} // namespace attn
