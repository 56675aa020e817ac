#include "overflowcheck.h"

#include <string>

namespace attn {

namespace {

const char *queryField(const Scenario &s)
{
    return s.mode == InputMode::Direct ? "queries" : "tokens";
}

const char *keyField(const Scenario &s)
{
    if (s.mode == InputMode::SelfAttention)
        return "tokens";
    return s.mode == InputMode::CrossAttention ? "sourceTokens" : "keys";
}

const char *valueField(const Scenario &s)
{
    return s.mode == InputMode::Direct && !s.keysAreValues ? "values" : keyField(s);
}

std::string overflowMessage(const std::string &what, const std::string &remedy)
{
    return what + " overflow: a number beyond +-1.8e308 has no double-precision value. " + remedy;
}

} // namespace

ValidationIssues overflowIssues(const Scenario &s, const AttentionTrace &t)
{
    ValidationIssues issues;
    for (std::size_t i = 0; i < t.heads.size(); ++i) {
        const HeadTrace &h = t.heads[i];
        const std::string head = "head " + std::to_string(i + 1);
        const std::string prefix = "heads[" + std::to_string(i) + "].";
        if (!h.q.allFinite() || !h.k.allFinite() || !h.v.allFinite()) {
            const bool query = !h.q.allFinite();
            const bool key = !query && !h.k.allFinite();
            const char *input = query ? queryField(s) : key ? keyField(s) : valueField(s);
            const char *w = query ? "wq" : key ? "wk" : "wv";
            issues.push_back({input, overflowMessage("The projected " +
                                                         std::string(query ? "queries"
                                                                     : key ? "keys"
                                                                           : "values") +
                                                         " of " + head,
                                                     "Make the " + std::string(input) + " or " +
                                                         prefix + w + " smaller.")});
            continue;
        }
        // s a' is non-finite whenever a' is (inf * s = inf, and inf * 0 = NaN).
        if (!h.scaled.allFinite()) {
            const bool scale = h.scores.allFinite();
            issues.push_back({scale ? "customScale" : queryField(s),
                              overflowMessage(scale ? "The scaled scores of " + head
                                                    : "The scores q . k of " + head,
                                              scale ? std::string("Choose a smaller scale factor.")
                                                    : "Make the " + std::string(queryField(s)) +
                                                          " or " + keyField(s) + " smaller.")});
            continue;
        }
        if (!h.output.allFinite())
            issues.push_back(
                {valueField(s),
                 overflowMessage("The output of " + head,
                                 "Make the " + std::string(valueField(s)) + " smaller.")});
    }
    if (issues.empty() && !(t.output.allFinite() && t.concatenated.allFinite())) {
        const bool project = s.combination == HeadCombination::ConcatProject;
        issues.push_back({project ? "outputProjection" : "heads",
                          overflowMessage("The combined output",
                                          project ? "Make outputProjection (W_O) smaller."
                                                  : "Make the heads' combineWeight smaller.")});
    }
    return issues;
}

} // namespace attn
