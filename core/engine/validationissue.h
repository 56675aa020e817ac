#pragma once

#include "issuetext.h"

#include <string>
#include <vector>

namespace attn {

/// One problem with a scenario: the field it concerns (e.g. "heads[1].wq") and a sentence,
/// with, where the sentence was made from a template, that template and its arguments (the
/// window shows the sentence in the user's language).
struct ValidationIssue
{
    std::string field;
    std::string message;
    IssueText text; ///< empty template: `message` only

    /// An issue whose message is `text` formatted.
    static ValidationIssue of(std::string field, IssueText text);
    bool operator==(const ValidationIssue &) const = default;
};

using ValidationIssues = std::vector<ValidationIssue>;

} // namespace attn
