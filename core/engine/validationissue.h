#pragma once

#include <string>
#include <vector>

namespace attn {

/// One problem with a scenario: the field it concerns (e.g. "heads[1].wq") and a sentence.
struct ValidationIssue
{
    std::string field;
    std::string message;
    bool operator==(const ValidationIssue &) const = default;
};

using ValidationIssues = std::vector<ValidationIssue>;

} // namespace attn
