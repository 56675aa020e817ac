#include "overflowcheck.h"

#include "softmaxkernel.h"

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

/// Whether every entry is finite (see kernel::allFinite).
template <typename M> bool allFinite(const M &m)
{
    return kernel::allFinite(m.data(), m.size());
}

std::string overflowMessage(const std::string &what, const std::string &remedy)
{
    return what + " overflow: a number beyond +-1.8e308 has no double-precision value. " + remedy;
}

} // namespace

void appendHeadOverflow(const Scenario &s, std::size_t i, const HeadTrace &h,
                        bool projectionsChecked, bool outputOnly, ValidationIssues &issues)
{
    const std::string head = "head " + std::to_string(i + 1);
    const std::string prefix = "heads[" + std::to_string(i) + "].";
    if (!outputOnly && !projectionsChecked &&
        (!allFinite(h.q) || !allFinite(h.k) || !allFinite(h.v))) {
        const bool query = !allFinite(h.q);
        const bool key = !query && !allFinite(h.k);
        const char *input = query ? queryField(s) : key ? keyField(s) : valueField(s);
        const char *w = query ? "wq" : key ? "wk" : "wv";
        issues.push_back({input, overflowMessage("The projected " +
                                                     std::string(query ? "queries"
                                                                 : key ? "keys"
                                                                       : "values") +
                                                     " of " + head,
                                                 "Make the " + std::string(input) + " or " +
                                                     prefix + w + " smaller.")});
        return;
    }
    // s a' is non-finite whenever a' is (inf * s = inf, and inf * 0 = NaN).
    if (!outputOnly && !h.finiteScaled) {
        const bool scale = h.finiteScores;
        issues.push_back(
            {scale ? "customScale" : queryField(s),
             overflowMessage(scale ? "The scaled scores of " + head : "The scores q . k of " + head,
                             scale ? std::string("Choose a smaller scale factor.")
                                   : "Make the " + std::string(queryField(s)) + " or " +
                                         keyField(s) + " smaller.")});
        return;
    }
    if (!allFinite(h.output))
        issues.push_back({valueField(s),
                          overflowMessage("The output of " + head,
                                          "Make the " + std::string(valueField(s)) + " smaller.")});
}

void appendCombinedOverflow(const Scenario &s, const Matrix &concatenated, const Matrix &output,
                            ValidationIssues &issues)
{
    if (allFinite(output) && allFinite(concatenated))
        return;
    const bool project = s.combination == HeadCombination::ConcatProject;
    issues.push_back({project ? "outputProjection" : "heads",
                      overflowMessage("The combined output",
                                      project ? "Make outputProjection (W_O) smaller."
                                              : "Make the heads' combineWeight smaller.")});
}

ValidationIssues overflowIssues(const Scenario &s, const AttentionTrace &t, bool projectionsChecked)
{
    ValidationIssues issues;
    for (std::size_t i = 0; i < t.heads.size(); ++i)
        appendHeadOverflow(s, i, t.heads[i], projectionsChecked, false, issues);
    if (issues.empty())
        appendCombinedOverflow(s, t.concatenated, t.output, issues);
    return issues;
}

} // namespace attn
