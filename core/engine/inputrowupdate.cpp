#include "inputrowupdate.h"

#include "enginesteps.h"
#include "scorestages.h"
#include "softmax.h"
#include "softmaxkernel.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace attn {

namespace {

using namespace detail;

/// Beyond this d = (x' - x) / T the factor e^d would dwarf the row: recompute it instead.
constexpr double kMaxGrowth = 30.0;

/// The projected value row v_r before the edit, per head.
using OldRow = RowVector;

/// First visible column of the largest weight of row i.
int argmaxOf(const MaskRule &mask, const HeadTrace &h, Eigen::Index i)
{
    int best = -1;
    for (Eigen::Index j = 0; j < h.weights.cols(); ++j)
        if (mask.visible(i, j) && (best < 0 || h.weights(i, j) > h.weights(i, best)))
            best = int(j);
    return best;
}

/// Query row i (not the edited row) of one head after key or value row r changed, from
/// k_r before the edit (`oldKey`) and v_r before it (`oldValue`).
/// Returns false when its new score is not finite.
bool updateOtherRow(const Scenario &s, const MaskRule &mask, InputSides sides, Eigen::Index r,
                    const OldRow &oldKey, const OldRow &oldValue, HeadTrace &h, Eigen::Index i)
{
    const bool kept = keepsRawScores(h);
    double oldScaled = 0.0;
    double scaled = 0.0;
    if (sides.key) {
        oldScaled = (kept ? h.scores(i, r) : h.q.row(i).dot(oldKey)) * h.scale;
        const double score = h.q.row(i).dot(h.k.row(r));
        if (kept)
            h.scores(i, r) = score;
        scaled = score * h.scale;
        if (!std::isfinite(scaled))
            return false;
    }
    if (!mask.visible(i, r))
        return true; // weight exactly 0 before and after
    const double w = h.weights(i, r);
    if (!sides.key) { // a value row alone: the weights stay
        if (h.enabled)
            h.output.row(i) += w * (h.v.row(r) - oldValue);
        return true;
    }
    const double d = (scaled - oldScaled) / s.temperature;
    if (w > 0.5 || d > kMaxGrowth)
        return softmaxAndOutputRow(s, mask, h, i);
    const double grown = w * std::exp(d);
    const double normaliser = (1.0 - w) + grown;
    const double inverse = 1.0 / normaliser;
    const double weight = grown * inverse;
    // Past the last visible key the weights are exactly 0: scaling them would change nothing.
    h.weights.row(i).head(mask.visibleWidth(i, h.weights.cols())) *= inverse;
    h.weights(i, r) = weight;

    const double before = w > 0.0 ? h.entropy[i] + w * std::log(w) : h.entropy[i];
    const double mine = weight > 0.0 ? weight * std::log(weight) : 0.0;
    h.entropy[i] = before * inverse + (1.0 - w) * std::log(normaliser) * inverse - mine;

    int &top = h.argmax[std::size_t(i)];
    if (top == int(r)) {
        if (d < 0.0)
            top = argmaxOf(mask, h, i);
    } else if (weight > h.weights(i, top) || (weight == h.weights(i, top) && int(r) < top)) {
        top = int(r);
    }

    if (h.enabled)
        h.output.row(i) = (h.output.row(i) - w * oldValue) * inverse + weight * h.v.row(r);
    return true;
}

/// Whether rows [r0, r0 + rows) of a row-major matrix are all finite.
bool rowsFinite(const Matrix &m, Eigen::Index r0, Eigen::Index rows)
{
    return kernel::allFinite(m.data() + r0 * m.cols(), rows * m.cols());
}

/// The combination of every query row whose head outputs changed with key or value row r:
/// the rows that see key r (under a causal mask the rows from r on), and row r itself when
/// it is a query row too. Rows that do not see r keep their outputs bit for bit.
/// Returns whether the combined rows (concatenation and output) are finite.
bool combineRowsSeeing(const Scenario &s, AttentionTrace &t, Eigen::Index r, bool queryRow)
{
    const Eigen::Index m = t.output.rows();
    Eigen::Index first = queryRow ? r : m, last = queryRow ? r : -1;
    for (Eigen::Index i = 0; i < m; ++i)
        if (t.mask.visible(i, r)) {
            first = std::min(first, i);
            last = std::max(last, i);
        }
    if (last < first)
        return true;
    const Eigen::Index rowBlock = combineRowBlock(m);
    const Eigen::Index blocks = blockCount(last + 1 - first, rowBlock);
    std::vector<char> finite(std::size_t(blocks), 1);
    [[maybe_unused]] const bool parallel = worthThreads(s); // read by OpenMP only
#pragma omp parallel for schedule(dynamic) if (parallel)
    for (Eigen::Index block = 0; block < blocks; ++block) {
        const Eigen::Index r0 = first + block * rowBlock;
        const Eigen::Index rows = std::min(rowBlock, last + 1 - r0);
        combineHeadRows(s, t, r0, rows);
        if (!rowsFinite(t.output, r0, rows) || !rowsFinite(t.concatenated, r0, rows))
            finite[std::size_t(block)] = 0;
    }
    return std::find(finite.begin(), finite.end(), 0) == finite.end();
}

} // namespace

bool canUpdateInputRow(const Scenario &s)
{
    const double t = s.temperature;
    return s.mode != InputMode::ImportedWeights && s.score == ScoreKind::DotProduct && t > 0.0 &&
           std::isfinite(t) && std::isfinite(1.0 / t) && !s.heads.empty();
}

bool updateInputRow(const Scenario &s, Eigen::Index r, InputSides sides, AttentionTrace &t)
{
    keepBlasSerial();
    const std::size_t headCount = t.heads.size();
    std::vector<OldRow> oldKeys(headCount);
    std::vector<OldRow> oldValues(headCount);
    for (std::size_t hi = 0; hi < headCount; ++hi) {
        HeadTrace &h = t.heads[hi];
        const HeadProjection &p = s.heads[hi];
        // Row r indexes the queries, the keys or both: Q and K may have different lengths.
        if (sides.key || sides.value)
            oldValues[hi] = h.v.row(r);
        if (sides.key && !keepsRawScores(h))
            oldKeys[hi] = h.k.row(r); // no kept score to read the old one from
        if (sides.query) {
            h.q.row(r).noalias() = s.queryInput().row(r) * p.wq;
            addBias(p.queryBias, h.q.row(r));
            if (!h.q.row(r).allFinite())
                return false;
        }
        if (sides.key) {
            h.k.row(r).noalias() = s.keyInput().row(r) * p.wk;
            addBias(p.keyBias, h.k.row(r));
            if (!h.k.row(r).allFinite())
                return false;
        }
        if (sides.value) {
            h.v.row(r).noalias() = s.valueInput().row(r) * p.wv;
            addBias(p.valueBias, h.v.row(r));
            if (!h.v.row(r).allFinite())
                return false;
        }
    }

    const Eigen::Index m = t.heads.front().weights.rows();
    const bool columns = sides.key || sides.value;
    if (columns) {
        const Eigen::Index blocks = blockCount(m);
        const Eigen::Index tasks = blocks * Eigen::Index(headCount);
        std::vector<char> finite(std::size_t(tasks), 1);
        [[maybe_unused]] const bool parallel = worthThreads(s); // read by OpenMP only
#pragma omp parallel for schedule(dynamic) if (parallel)
        for (Eigen::Index task = 0; task < tasks; ++task) {
            const Eigen::Index r0 = (task / Eigen::Index(headCount)) * kRowBlock;
            const std::size_t hi = std::size_t(task % Eigen::Index(headCount));
            const Eigen::Index rows = std::min(kRowBlock, m - r0);
            for (Eigen::Index i = r0; i < r0 + rows; ++i) {
                if (sides.query && i == r)
                    continue; // recomputed in full below
                if (!updateOtherRow(s, t.mask, sides, r, oldKeys[hi], oldValues[hi], t.heads[hi],
                                    i))
                    finite[std::size_t(task)] = 0;
            }
            if (!rowsFinite(t.heads[hi].output, r0, rows))
                finite[std::size_t(task)] = 0;
        }
        if (std::find(finite.begin(), finite.end(), 0) != finite.end())
            return false;
    }
    if (sides.query) {
        for (HeadTrace &h : t.heads) {
            if (keepsRawScores(h))
                h.scores.row(r).noalias() = h.q.row(r) * h.k.transpose();
            if (!softmaxAndOutputRow(s, t.mask, h, r) || !rowsFinite(h.output, r, 1))
                return false;
        }
    }

    if (columns)
        return combineRowsSeeing(s, t, r, sides.query);
    combineHeadRows(s, t, r, 1);
    return rowsFinite(t.output, r, 1) && rowsFinite(t.concatenated, r, 1);
}

} // namespace attn
