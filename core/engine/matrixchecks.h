#pragma once

#include "matrix.h"
#include "validationissue.h"

#include <string>
#include <vector>

namespace attn {

/// Collects validation issues of a scenario's matrices; each names the field at fault, so
/// that an editor can point at it.
class MatrixChecks
{
public:
    /// The issues found so far, handed over.
    ValidationIssues take() { return std::move(m_issues); }

protected:
    /// An issue of `field`: `templ` (marked for translation) with its arguments.
    void add(std::string field, const char *templ, std::vector<IssueArg> args)
    {
        m_issues.push_back(ValidationIssue::of(std::move(field), {templ, std::move(args)}));
    }
    /// An empty, oversized (more than kMaxTokens rows or kMaxDimension columns) or
    /// non-finite input matrix; returns whether its shape can be used.
    bool checkInput(const std::string &field, const Matrix &m);
    /// Every entry finite: one issue per matrix, the first offender by position and a count.
    void checkFinite(const std::string &field, const Matrix &m);
    /// The same for a vector.
    void checkFinite(const std::string &field, const Vector &v);
    /// `what` of `field` is wantRows x wantCols; an issue otherwise.
    bool checkSize(const std::string &field, const IssueArg &what, Eigen::Index rows,
                   Eigen::Index cols, Eigen::Index wantRows, Eigen::Index wantCols);
    /// The issues found so far, for checks kept elsewhere (label text) to add to.
    ValidationIssues &issues() { return m_issues; }
    /// A count as text.
    static std::string num(Eigen::Index value);
    /// A number as text ("%g").
    static std::string num(double value);

private:
    /// checkFinite() of either shape (defined and used in matrixchecks.cpp only).
    template <typename Derived>
    void checkEntriesFinite(const std::string &field, const Eigen::MatrixBase<Derived> &m);

    ValidationIssues m_issues;
};

} // namespace attn
