#include "validation.h"

#include "importedweights.h"
#include "labeltext.h"
#include "softmaxkernel.h"
#include "tracebudget.h"

#include <cmath>
#include <cstdio>
#include <string>

namespace attn {

namespace {

std::string num(Eigen::Index value)
{
    return std::to_string(value);
}

std::string num(double value)
{
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%g", value);
    return buffer;
}

std::string describeNonFinite(double value)
{
    if (std::isnan(value))
        return "NaN";
    return value > 0 ? "+infinity" : "-infinity";
}

// Collects the issues; each check names the field so that an editor can point at it.
class Checker
{
public:
    explicit Checker(const Scenario &scenario) : m_s(scenario) {}

    ValidationIssues run();

private:
    void add(std::string field, std::string message)
    {
        m_issues.push_back({std::move(field), std::move(message)});
    }

    bool checkInput(const std::string &field, const Matrix &m);
    template <typename Derived>
    void checkFinite(const std::string &field, const Eigen::MatrixBase<Derived> &m);
    bool checkSize(const std::string &field, const std::string &what, Eigen::Index rows,
                   Eigen::Index cols, Eigen::Index wantRows, Eigen::Index wantCols);
    void checkSettings();
    void checkLabels();
    void checkMask();
    void checkDivisibility();
    void checkHead(std::size_t index);
    void checkCombination();

    const Scenario &m_s;
    ValidationIssues m_issues;
    bool m_inputsValid = true;
};

// Empty, oversized or non-finite input matrix; returns whether its shape can be used.
bool Checker::checkInput(const std::string &field, const Matrix &m)
{
    if (m.rows() == 0 || m.cols() == 0) {
        add(field, field + " is empty (" + num(m.rows()) + " x " + num(m.cols()) +
                       "): it needs at least one row and one column");
        return false;
    }
    bool ok = true;
    if (m.rows() > kMaxTokens) {
        add(field, field + " has " + num(m.rows()) + " rows; at most " +
                       num(Eigen::Index(kMaxTokens)) + " tokens are supported");
        ok = false;
    }
    if (m.cols() > kMaxDimension) {
        add(field, field + " has " + num(m.cols()) + " columns; at most " +
                       num(Eigen::Index(kMaxDimension)) + " components are supported");
        ok = false;
    }
    if (ok)
        checkFinite(field, m);
    return ok;
}

// One issue per matrix (not per entry): the first offender by position, plus a count.
template <typename Derived>
void Checker::checkFinite(const std::string &field, const Eigen::MatrixBase<Derived> &m)
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
    std::string message = field + " contains " + describeNonFinite(m(firstRow, firstCol)) +
                          " at row " + num(firstRow + 1) + ", column " + num(firstCol + 1);
    if (count > 1)
        message += " (" + num(count) + " non-finite entries in all)";
    add(field, message + "; every entry must be a finite number");
}

bool Checker::checkSize(const std::string &field, const std::string &what, Eigen::Index rows,
                        Eigen::Index cols, Eigen::Index wantRows, Eigen::Index wantCols)
{
    if (rows == wantRows && cols == wantCols)
        return true;
    add(field, field + " (" + what + ") is " + num(rows) + " x " + num(cols) + " but must be " +
                   num(wantRows) + " x " + num(wantCols));
    return false;
}

void Checker::checkSettings()
{
    if (std::isnan(m_s.temperature) || m_s.temperature < 0)
        add("temperature", "temperature is " + num(m_s.temperature) +
                               "; it must be >= 0 (0 = hard attention, infinity = uniform)");
    if (m_s.scaling == ScalingKind::Custom && !std::isfinite(m_s.customScale))
        add("customScale",
            "customScale is " + num(m_s.customScale) + "; the scale factor must be finite");
    if (m_s.headCount < 1 || m_s.headCount > kMaxHeads)
        add("headCount", "headCount is " + num(Eigen::Index(m_s.headCount)) +
                             "; it must be between 1 and " + num(Eigen::Index(kMaxHeads)));
    else if (m_s.heads.size() != std::size_t(m_s.headCount))
        add("heads", "heads has " + num(Eigen::Index(m_s.heads.size())) +
                         " entries but headCount is " + num(Eigen::Index(m_s.headCount)));

    const int heads = std::max(m_s.headCount, 1);
    const struct
    {
        const char *field;
        int value;
        int limit;
    } dims[] = {{"keyDim", m_s.keyDim, kMaxDimension / heads},
                {"valueDim", m_s.valueDim, kMaxDimension / heads},
                {"outputDim", m_s.outputDim, kMaxDimension},
                {"additiveHidden", m_s.additiveHidden, kMaxDimension}};
    for (const auto &d : dims) {
        if (d.value < 0 || d.value > d.limit)
            add(d.field, std::string(d.field) + " is " + num(Eigen::Index(d.value)) +
                             "; it must be between 0 (derived) and " + num(Eigen::Index(d.limit)));
    }
    if (m_s.score == ScoreKind::Additive && m_s.projectionInit != ProjectionInit::Explicit &&
        m_s.additiveHidden == 0)
        add("additiveHidden", "additiveHidden is 0; the additive score needs a hidden layer of "
                              "width at least 1");
}

void Checker::checkLabels()
{
    const auto check = [this](const char *field, const std::vector<std::string> &labels,
                              Eigen::Index rows, const char *what) {
        if (!labels.empty() && Eigen::Index(labels.size()) != rows)
            add(field, std::string(field) + " has " + num(Eigen::Index(labels.size())) +
                           (labels.size() == 1 ? " label" : " labels") + " but there are " +
                           num(rows) + " " + what + " (leave the list empty for automatic labels)");
    };
    check("queryLabels", m_s.queryLabels, m_s.queryInput().rows(),
          m_s.mode == InputMode::SelfAttention ? "tokens" : "queries");
    if (m_s.mode != InputMode::SelfAttention)
        check("keyLabels", m_s.keyLabels, m_s.keyInput().rows(), "keys");
    checkLabelText("queryLabels", m_s.queryLabels, m_issues);
    checkLabelText("keyLabels", m_s.keyLabels, m_issues);
}

void Checker::checkMask()
{
    const Eigen::Index m = m_s.queryInput().rows();
    const Eigen::Index n = m_s.keyInput().rows();
    if (m_s.mask == MaskKind::ValidLength && (m_s.validLength < 1 || m_s.validLength > n))
        add("validLength", "validLength is " + num(Eigen::Index(m_s.validLength)) +
                               "; it must be between 1 and the number of keys (" + num(n) + ")");
    if (m_s.mask == MaskKind::Custom)
        checkSize("customMask", "queries x keys", m_s.customMask.rows(), m_s.customMask.cols(), m,
                  n);
}

// d_k = d_model / h and d_v = d_in / h are only meaningful when h divides the width.
void Checker::checkDivisibility()
{
    if (m_s.projectionInit == ProjectionInit::Explicit || m_s.headCount <= 1 ||
        m_s.headCount > kMaxHeads)
        return;
    const bool identity = m_s.projectionInit == ProjectionInit::Identity;
    const auto check = [this](Eigen::Index width, const char *what, const char *derived,
                              const char *remedy) {
        if (width % m_s.headCount == 0)
            return;
        add("headCount", std::string(what) + " (" + num(width) +
                             ") is not divisible by headCount (" +
                             num(Eigen::Index(m_s.headCount)) + "), so " + derived + " = " + what +
                             " / h would not be a whole number; choose a head count " +
                             "that divides " + num(width) + remedy);
    };
    const char *remedyK = identity ? "" : ", or set keyDim";
    const char *remedyV = identity ? "" : ", or set valueDim";
    if (identity || m_s.keyDim == 0)
        check(m_s.queryInput().cols(), "d_model", "d_k", remedyK);
    if (identity && m_s.keyInput().cols() != m_s.queryInput().cols())
        check(m_s.keyInput().cols(), "key width", "d_k", remedyK);
    if ((identity || m_s.valueDim == 0) &&
        !(m_s.valueInput().cols() == m_s.queryInput().cols() && (identity || m_s.keyDim == 0)))
        check(m_s.valueInput().cols(), "value width", "d_v", remedyV);
}

void Checker::checkHead(std::size_t index)
{
    const HeadProjection &head = m_s.heads[index];
    const std::string prefix = "heads[" + std::to_string(index) + "].";
    const auto checkProjection = [&](const char *name, const char *symbol, const Matrix &w,
                                     Eigen::Index inputWidth, const char *inputName) {
        const std::string field = prefix + name;
        if (w.rows() != inputWidth) {
            add(field, field + " (" + symbol + ") has " + num(w.rows()) + " rows but the " +
                           inputName + " have " + num(inputWidth) + " components; it must be " +
                           num(inputWidth) + " x d");
        }
        if (w.cols() < 1 || w.cols() > kMaxDimension)
            add(field, field + " (" + symbol + ") has " + num(w.cols()) +
                           " columns; it needs between 1 and " + num(Eigen::Index(kMaxDimension)));
        else if (w.rows() == inputWidth)
            checkFinite(field, w);
    };
    const char *queryName = m_s.mode == InputMode::Direct ? "queries" : "tokens";
    const char *keyName = m_s.mode == InputMode::Direct          ? "keys"
                          : m_s.mode == InputMode::SelfAttention ? "tokens"
                                                                 : "source tokens";
    const char *valueName =
        m_s.mode == InputMode::Direct && !m_s.keysAreValues ? "values" : keyName;
    checkProjection("wq", "W_Q", head.wq, m_s.queryInput().cols(), queryName);
    checkProjection("wk", "W_K", head.wk, m_s.keyInput().cols(), keyName);
    checkProjection("wv", "W_V", head.wv, m_s.valueInput().cols(), valueName);

    if (m_s.score == ScoreKind::DotProduct && head.wq.cols() != head.wk.cols()) {
        std::string message = prefix + "wk (W_K) gives keys of width " + num(head.wk.cols()) +
                              " but " + prefix + "wq (W_Q) gives queries of width " +
                              num(head.wq.cols()) + "; the dot-product score needs equal widths";
        if (m_s.mode == InputMode::Direct && m_s.queries.cols() != m_s.keys.cols())
            message += " (the queries have " + num(m_s.queries.cols()) +
                       " components and the keys " + num(m_s.keys.cols()) + ")";
        add(prefix + "wk", message);
    }
    if (m_s.score == ScoreKind::Additive) {
        const Eigen::Index hidden = head.additiveV.size();
        if (hidden < 1 || hidden > kMaxDimension)
            add(prefix + "additiveV", prefix + "additiveV (w_v) has " + num(hidden) +
                                          " entries; the hidden width must be between 1 and " +
                                          num(Eigen::Index(kMaxDimension)));
        else
            checkFinite(prefix + "additiveV", head.additiveV);
        if (checkSize(prefix + "additiveQ", "A_q: d_k(query) x hidden", head.additiveQ.rows(),
                      head.additiveQ.cols(), head.wq.cols(), hidden))
            checkFinite(prefix + "additiveQ", head.additiveQ);
        if (checkSize(prefix + "additiveK", "A_k: d_k(key) x hidden", head.additiveK.rows(),
                      head.additiveK.cols(), head.wk.cols(), hidden))
            checkFinite(prefix + "additiveK", head.additiveK);
    }
    if (m_s.combination == HeadCombination::WeightedSum && !std::isfinite(head.combineWeight))
        add(prefix + "combineWeight", prefix + "combineWeight is " + num(head.combineWeight) +
                                          "; the weight of a head must be finite");
}

void Checker::checkCombination()
{
    if (m_s.heads.empty())
        return;
    if (m_s.combination != HeadCombination::ConcatProject) {
        const Eigen::Index width = m_s.heads.front().wv.cols();
        for (std::size_t i = 1; i < m_s.heads.size(); ++i) {
            if (m_s.heads[i].wv.cols() != width)
                add("heads[" + std::to_string(i) + "].wv",
                    "heads[" + std::to_string(i) + "].wv gives values of width " +
                        num(m_s.heads[i].wv.cols()) + " but heads[0].wv gives " + num(width) +
                        "; summing or averaging heads needs equal d_v");
        }
        return;
    }
    Eigen::Index concatWidth = 0;
    for (const HeadProjection &head : m_s.heads)
        concatWidth += head.wv.cols();
    const Matrix &wo = m_s.outputProjection;
    if (wo.rows() != concatWidth)
        add("outputProjection", "outputProjection (W_O) has " + num(wo.rows()) +
                                    " rows but the concatenated heads are " + num(concatWidth) +
                                    " wide (sum of d_v); it must be " + num(concatWidth) +
                                    " x d_out");
    if (wo.cols() < 1 || wo.cols() > kMaxDimension)
        add("outputProjection", "outputProjection (W_O) has " + num(wo.cols()) +
                                    " columns; d_out must be between 1 and " +
                                    num(Eigen::Index(kMaxDimension)));
    else if (wo.rows() == concatWidth)
        checkFinite("outputProjection", wo);
}

ValidationIssues Checker::run()
{
    switch (m_s.mode) {
    case InputMode::Direct:
        m_inputsValid &= checkInput("queries", m_s.queries);
        m_inputsValid &= checkInput("keys", m_s.keys);
        if (!m_s.keysAreValues) {
            m_inputsValid &= checkInput("values", m_s.values);
            if (m_s.values.rows() != m_s.keys.rows())
                add("values", "values has " + num(m_s.values.rows()) + " rows but keys has " +
                                  num(m_s.keys.rows()) + "; every key needs exactly one value");
        }
        break;
    case InputMode::SelfAttention:
        m_inputsValid &= checkInput("tokens", m_s.tokens);
        break;
    case InputMode::CrossAttention:
        m_inputsValid &= checkInput("tokens", m_s.tokens);
        m_inputsValid &= checkInput("sourceTokens", m_s.sourceTokens);
        break;
    case InputMode::ImportedWeights:
        break; // validate() hands these to validateImportedWeights()
    }
    checkSettings();
    checkLabels();
    checkMask();
    if (m_inputsValid) {
        checkDivisibility();
        // An absurd heads[] from a hostile file must not make us walk it for ever.
        if (m_s.heads.size() <= std::size_t(kMaxHeads)) {
            for (std::size_t i = 0; i < m_s.heads.size(); ++i)
                checkHead(i);
            checkCombination();
        }
    }
    return std::move(m_issues);
}

} // namespace

ValidationIssues validate(const Scenario &scenario)
{
    ValidationIssues issues = scenario.mode == InputMode::ImportedWeights
                                  ? validateImportedWeights(scenario)
                                  : Checker(scenario).run();
    // The sizes known consistent: refuse what the memory budget cannot hold.
    if (issues.empty())
        if (const std::optional<std::string> over = overBudget(scenario))
            issues.push_back(
                {scenario.mode == InputMode::ImportedWeights ? "importedWeights" : "headCount",
                 *over});
    // And what would compute for many minutes.
    if (issues.empty())
        if (const std::optional<std::string> over = overAdditiveWork(scenario))
            issues.push_back({"additiveHidden", *over});
    return issues;
}

} // namespace attn
