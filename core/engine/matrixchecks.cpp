#include "matrixchecks.h"

#include "softmaxkernel.h"
#include "validation.h"

#include <cmath>
#include <cstdio>

namespace attn {

namespace {

const char *describeNonFinite(double value)
{
    if (std::isnan(value))
        return "NaN";
    return value > 0 ? QT_TRANSLATE_NOOP("ValidationIssue", "+infinity")
                     : QT_TRANSLATE_NOOP("ValidationIssue", "-infinity");
}

} // namespace

std::string MatrixChecks::num(Eigen::Index value)
{
    return std::to_string(value);
}

std::string MatrixChecks::num(double value)
{
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%g", value);
    return buffer;
}

// Empty, oversized or non-finite input matrix; returns whether its shape can be used.
bool MatrixChecks::checkInput(const std::string &field, const Matrix &m)
{
    if (m.rows() == 0 || m.cols() == 0) {
        add(field,
            QT_TRANSLATE_NOOP("ValidationIssue",
                              "%1 is empty (%2 x %3): it needs at least one row and one column"),
            {field, num(m.rows()), num(m.cols())});
        return false;
    }
    bool ok = true;
    if (m.rows() > kMaxTokens) {
        add(field,
            QT_TRANSLATE_NOOP("ValidationIssue", "%1 has %2 rows; at most %3 tokens are supported"),
            {field, num(m.rows()), num(Eigen::Index(kMaxTokens))});
        ok = false;
    }
    if (m.cols() > kMaxDimension) {
        add(field,
            QT_TRANSLATE_NOOP("ValidationIssue",
                              "%1 has %2 columns; at most %3 components are supported"),
            {field, num(m.cols()), num(Eigen::Index(kMaxDimension))});
        ok = false;
    }
    if (ok)
        checkFinite(field, m);
    return ok;
}

// One issue per matrix (not per entry): the first offender by position, plus a count.
void MatrixChecks::checkFinite(const std::string &field, const Matrix &m)
{
    checkEntriesFinite(field, m);
}

void MatrixChecks::checkFinite(const std::string &field, const Vector &v)
{
    checkEntriesFinite(field, v);
}

template <typename Derived>
void MatrixChecks::checkEntriesFinite(const std::string &field,
                                      const Eigen::MatrixBase<Derived> &m)
{
    if (kernel::allFinite(m.derived().data(), m.size()))
        return; // the usual case, in one vectorised pass
    Eigen::Index count = 0, firstRow = -1, firstCol = -1;
    for (Eigen::Index r = 0; r < m.rows(); ++r) {
        for (Eigen::Index c = 0; c < m.cols(); ++c) {
            if (std::isfinite(m(r, c)))
                continue;
            if (count++ == 0) {
                firstRow = r;
                firstCol = c;
            }
        }
    }
    if (count == 0)
        return;
    const std::vector<IssueArg> args = {field,
                                        IssueArg::word(describeNonFinite(m(firstRow, firstCol))),
                                        num(firstRow + 1), num(firstCol + 1), num(count)};
    if (count > 1)
        add(field,
            QT_TRANSLATE_NOOP("ValidationIssue",
                              "%1 contains %2 at row %3, column %4 (%5 non-finite entries in "
                              "all); every entry must be a finite number"),
            args);
    else
        add(field,
            QT_TRANSLATE_NOOP("ValidationIssue",
                              "%1 contains %2 at row %3, column %4; every entry must be a "
                              "finite number"),
            args);
}

bool MatrixChecks::checkSize(const std::string &field, const IssueArg &what, Eigen::Index rows,
                             Eigen::Index cols, Eigen::Index wantRows, Eigen::Index wantCols)
{
    if (rows == wantRows && cols == wantCols)
        return true;
    add(field, QT_TRANSLATE_NOOP("ValidationIssue", "%1 (%2) is %3 x %4 but must be %5 x %6"),
        {field, what, num(rows), num(cols), num(wantRows), num(wantCols)});
    return false;
}

} // namespace attn
