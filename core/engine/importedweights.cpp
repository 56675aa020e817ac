#include "importedweights.h"

#include "labeltext.h"
#include "validation.h"

#include <cmath>
#include <cstdio>
#include <string>

namespace attn {

namespace {

std::string shape(Eigen::Index rows, Eigen::Index cols)
{
    return std::to_string(rows) + " x " + std::to_string(cols);
}

/// One issue per head at most: the first bad entry or row is enough to act on.
void checkHead(const Matrix &w, const std::string &field, ValidationIssues &issues)
{
    const double tolerance = importedRowSumTolerance(w.cols());
    for (Eigen::Index r = 0; r < w.rows(); ++r) {
        bool allZero = true;
        double sum = 0;
        for (Eigen::Index c = 0; c < w.cols(); ++c) {
            const double a = w(r, c);
            if (!std::isfinite(a)) {
                issues.push_back(ValidationIssue::of(
                    field, {QT_TRANSLATE_NOOP("ValidationIssue",
                                              "%1 has a non-finite weight at row %2, column %3; "
                                              "weights must be finite numbers"),
                            {field, std::to_string(r + 1), std::to_string(c + 1)}}));
                return;
            }
            if (a < 0 || a > 1) {
                char value[32];
                std::snprintf(value, sizeof value, "%g", a);
                issues.push_back(ValidationIssue::of(
                    field, {QT_TRANSLATE_NOOP("ValidationIssue",
                                              "%1 has the weight %2 at row %3, column %4; "
                                              "attention weights lie between 0 and 1"),
                            {field, value, std::to_string(r + 1), std::to_string(c + 1)}}));
                return;
            }
            allZero &= a == 0;
            sum += a;
        }
        if (!allZero && std::abs(sum - 1) > tolerance) {
            char text[32];
            std::snprintf(text, sizeof text, "%.9g", sum);
            issues.push_back(ValidationIssue::of(
                field,
                {QT_TRANSLATE_NOOP("ValidationIssue",
                                   "%1 row %2 sums to %3; each row of attention weights must sum "
                                   "to 1 (or be all zero for a query that sees no key)"),
                 {field, std::to_string(r + 1), text}}));
            return;
        }
    }
}

void resolve(const std::vector<std::string> &given, Eigen::Index count, char prefix,
             std::vector<std::string> &out)
{
    out = given;
    if (!out.empty())
        return;
    for (Eigen::Index i = 0; i < count; ++i)
        out.push_back(prefix + std::to_string(i + 1));
}

} // namespace

double importedRowSumTolerance(Eigen::Index keys)
{
    return 1e-6 + double(keys) * 0x1p-24;
}

ValidationIssues validateImportedWeights(const Scenario &s)
{
    ValidationIssues issues;
    const std::vector<Matrix> &heads = s.importedWeights;
    if (heads.empty()) {
        issues.push_back(ValidationIssue::of(
            "importedWeights",
            {QT_TRANSLATE_NOOP("ValidationIssue",
                               "importedWeights is empty: a weights-only scenario needs the "
                               "weights of at least one head"),
             {}}));
        return issues;
    }
    if (heads.size() > std::size_t(kMaxHeads)) {
        issues.push_back(ValidationIssue::of(
            "importedWeights",
            {QT_TRANSLATE_NOOP("ValidationIssue",
                               "importedWeights has %1 heads; at most %2 are supported"),
             {std::to_string(heads.size()), std::to_string(kMaxHeads)}}));
        return issues;
    }
    if (s.headCount != int(heads.size()))
        issues.push_back(ValidationIssue::of(
            "headCount", {QT_TRANSLATE_NOOP("ValidationIssue",
                                            "headCount is %1 but importedWeights has %2 heads"),
                          {std::to_string(s.headCount), std::to_string(heads.size())}}));
    const Eigen::Index m = heads.front().rows();
    const Eigen::Index n = heads.front().cols();
    if (m < 1 || n < 1 || m > kMaxTokens || n > kMaxTokens) {
        issues.push_back(ValidationIssue::of(
            "importedWeights[0]",
            {QT_TRANSLATE_NOOP(
                 "ValidationIssue",
                 "importedWeights[0] is %1; it needs between 1 and %2 queries and keys"),
             {shape(m, n), std::to_string(kMaxTokens)}}));
        return issues;
    }
    for (std::size_t h = 0; h < heads.size(); ++h) {
        const std::string field = "importedWeights[" + std::to_string(h) + "]";
        if (heads[h].rows() != m || heads[h].cols() != n) {
            issues.push_back(ValidationIssue::of(
                field, {QT_TRANSLATE_NOOP("ValidationIssue",
                                          "%1 is %2 but importedWeights[0] is %3; every head must "
                                          "have the same queries and keys"),
                        {field, shape(heads[h].rows(), heads[h].cols()), shape(m, n)}}));
            continue;
        }
        checkHead(heads[h], field, issues);
    }
    if (!s.queryLabels.empty() && Eigen::Index(s.queryLabels.size()) != m)
        issues.push_back(ValidationIssue::of(
            "queryLabels",
            {QT_TRANSLATE_NOOP("ValidationIssue",
                               "queryLabels has %1 labels but the weights have %2 queries (leave "
                               "the list empty for automatic labels)"),
             {std::to_string(s.queryLabels.size()), std::to_string(m)}}));
    if (!s.keyLabels.empty() && Eigen::Index(s.keyLabels.size()) != n)
        issues.push_back(ValidationIssue::of(
            "keyLabels", {QT_TRANSLATE_NOOP("ValidationIssue",
                                            "keyLabels has %1 labels but the weights have %2 keys "
                                            "(leave the list empty for automatic labels)"),
                          {std::to_string(s.keyLabels.size()), std::to_string(n)}}));
    checkLabelText("queryLabels", s.queryLabels, issues);
    checkLabelText("keyLabels", s.keyLabels, issues);
    // The weights are given: nothing is scaled, tempered or masked. A setting that would
    // be is refused rather than kept unused and written back to the file.
    if (std::isnan(s.temperature) || s.temperature < 0) {
        char value[32];
        std::snprintf(value, sizeof value, "%g", s.temperature);
        issues.push_back(ValidationIssue::of(
            "temperature",
            {QT_TRANSLATE_NOOP(
                 "ValidationIssue",
                 "temperature is %1; it must be >= 0 (it does not apply to given weights)"),
             {std::string(value)}}));
    }
    if (s.mask != MaskKind::None)
        issues.push_back(ValidationIssue::of(
            "mask",
            {QT_TRANSLATE_NOOP("ValidationIssue",
                               "mask must be \"none\" for imported weights: the weights are given "
                               "as they are (a zero weight hides a key)"),
             {}}));
    return issues;
}

void computeImportedWeightsTrace(const Scenario &s, AttentionTrace &t)
{
    const Eigen::Index m = s.importedWeights.front().rows();
    const Eigen::Index n = s.importedWeights.front().cols();
    const std::size_t headCount = s.importedWeights.size();
    t.heads.assign(headCount, HeadTrace{});
    t.maskedRows.assign(std::size_t(m), true);
    for (std::size_t i = 0; i < headCount; ++i) {
        HeadTrace &h = t.heads[i];
        h.weightsOnly = true;
        h.enabled = i < s.heads.size() ? s.heads[i].enabled : true;
        h.weights = s.importedWeights[i];
        h.output.resize(m, 0);
        h.entropy.setZero(m);
        h.argmax.assign(std::size_t(m), -1);
        for (Eigen::Index r = 0; r < m; ++r) {
            double entropy = 0;
            int best = -1;
            for (Eigen::Index c = 0; c < n; ++c) {
                const double a = h.weights(r, c);
                if (a > 0) {
                    entropy -= a * std::log(a);
                    if (best < 0 || a > h.weights(r, best))
                        best = int(c);
                }
            }
            h.argmax[std::size_t(r)] = best;
            h.entropy[r] = best < 0 ? 0.0 : entropy;
            if (best >= 0)
                t.maskedRows[std::size_t(r)] = false;
        }
    }
    t.mask = MaskRule();
    t.temperature = s.temperature;
    t.concatenated.resize(m, 0);
    t.output.resize(m, 0);
    resolve(s.queryLabels, m, 'q', t.queryLabels);
    resolve(s.keyLabels, n, 'k', t.keyLabels);
}

} // namespace attn
