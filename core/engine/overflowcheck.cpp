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

} // namespace

void appendHeadOverflow(const Scenario &s, std::size_t i, const HeadTrace &h,
                        bool projectionsChecked, bool outputOnly, ValidationIssues &issues)
{
    const std::string head = std::to_string(i + 1);
    const std::string prefix = "heads[" + std::to_string(i) + "].";
    if (!outputOnly && !projectionsChecked &&
        (!allFinite(h.q) || !allFinite(h.k) || !allFinite(h.v))) {
        const bool query = !allFinite(h.q);
        const bool key = !query && !allFinite(h.k);
        const char *input = query ? queryField(s) : key ? keyField(s) : valueField(s);
        const char *w = query ? "wq" : key ? "wk" : "wv";
        const char *what = query ? QT_TRANSLATE_NOOP("ValidationIssue", "queries")
                           : key ? QT_TRANSLATE_NOOP("ValidationIssue", "keys")
                                 : QT_TRANSLATE_NOOP("ValidationIssue", "values");
        issues.push_back(ValidationIssue::of(
            input, {QT_TRANSLATE_NOOP("ValidationIssue",
                                      "The projected %1 of head %2 overflow: a number beyond "
                                      "+-1.8e308 has no double-precision value. Make the %3 or "
                                      "%4 smaller."),
                    {IssueArg::word(what), head, input, prefix + w}}));
        return;
    }
    // s a' is non-finite whenever a' is (inf * s = inf, and inf * 0 = NaN).
    if (!outputOnly && !h.finiteScaled) {
        const bool scale = h.finiteScores;
        if (scale)
            issues.push_back(ValidationIssue::of(
                "customScale",
                {QT_TRANSLATE_NOOP("ValidationIssue",
                                   "The scaled scores of head %1 overflow: a number beyond "
                                   "+-1.8e308 has no double-precision value. Choose a smaller "
                                   "scale factor."),
                 {head}}));
        else
            issues.push_back(ValidationIssue::of(
                queryField(s),
                {QT_TRANSLATE_NOOP("ValidationIssue",
                                   "The scores q . k of head %1 overflow: a number beyond "
                                   "+-1.8e308 has no double-precision value. Make the %2 or %3 "
                                   "smaller."),
                 {head, queryField(s), keyField(s)}}));
        return;
    }
    if (!allFinite(h.output))
        issues.push_back(ValidationIssue::of(
            valueField(s),
            {QT_TRANSLATE_NOOP("ValidationIssue", "The output of head %1 overflow: a number beyond "
                                                  "+-1.8e308 has no double-precision value. Make "
                                                  "the %2 smaller."),
             {head, valueField(s)}}));
}

void appendCombinedOverflow(const Scenario &s, const Matrix &concatenated, const Matrix &output,
                            ValidationIssues &issues)
{
    if (allFinite(output) && allFinite(concatenated))
        return;
    const bool project = s.combination == HeadCombination::ConcatProject;
    if (project)
        issues.push_back(ValidationIssue::of(
            "outputProjection",
            {QT_TRANSLATE_NOOP("ValidationIssue",
                               "The combined output overflow: a number beyond +-1.8e308 has no "
                               "double-precision value. Make outputProjection (W_O) smaller."),
             {}}));
    else
        issues.push_back(ValidationIssue::of(
            "heads", {QT_TRANSLATE_NOOP("ValidationIssue",
                                        "The combined output overflow: a number beyond +-1.8e308 "
                                        "has no double-precision value. Make the heads' "
                                        "combineWeight smaller."),
                      {}}));
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
