#include "inputrowupdate.h"

#include "enginesteps.h"
#include "softmax.h"

#include <cmath>
#include <vector>

namespace attn {

namespace {

using namespace detail;

/// Beyond this d = (x' - x) / T the factor e^d would dwarf the row: recompute it instead.
constexpr double kMaxGrowth = 30.0;

/// The projected value row v_r before the edit, per head.
using OldRow = RowVector;

/// x / T as the softmax kernel writes it (T = 1 without a division).
double temper(double scaled, double temperature)
{
    return temperature == 1.0 ? scaled : scaled / temperature;
}

/// First visible column of the largest weight of row i.
int argmaxOf(const HeadTrace &h, Eigen::Index i)
{
    int best = -1;
    for (Eigen::Index j = 0; j < h.weights.cols(); ++j)
        if (h.mask(i, j) && (best < 0 || h.weights(i, j) > h.weights(i, best)))
            best = int(j);
    return best;
}

/// Query row i (not the edited row) of one head after key or value row r changed.
/// Returns false when its new score is not finite.
bool updateOtherRow(const Scenario &s, InputSides sides, Eigen::Index r, const OldRow &oldValue,
                    HeadTrace &h, Eigen::Index i)
{
    const double oldScaled = h.scaled(i, r);
    if (sides.key) {
        h.scores(i, r) = h.q.row(i).dot(h.k.row(r));
        h.scaled(i, r) = h.scale * h.scores(i, r);
        h.tempered(i, r) = temper(h.scaled(i, r), s.temperature);
        if (!std::isfinite(h.scaled(i, r)))
            return false;
    }
    if (!h.mask(i, r))
        return true; // weight exactly 0 before and after
    const double w = h.weights(i, r);
    if (!sides.key) { // a value row alone: the weights stay
        if (h.enabled)
            h.output.row(i) += w * (h.v.row(r) - oldValue);
        return true;
    }
    const double d = (h.scaled(i, r) - oldScaled) / s.temperature;
    if (w > 0.5 || d > kMaxGrowth) {
        softmaxAndOutputRow(s, h, i);
        return true;
    }
    const double grown = w * std::exp(d);
    const double normaliser = (1.0 - w) + grown;
    const double inverse = 1.0 / normaliser;
    const double weight = grown * inverse;
    h.weights.row(i) *= inverse;
    h.weights(i, r) = weight;

    const double before = w > 0.0 ? h.entropy[i] + w * std::log(w) : h.entropy[i];
    const double mine = weight > 0.0 ? weight * std::log(weight) : 0.0;
    h.entropy[i] = before * inverse + (1.0 - w) * std::log(normaliser) * inverse - mine;

    int &top = h.argmax[std::size_t(i)];
    if (top == int(r)) {
        if (d < 0.0)
            top = argmaxOf(h, i);
    } else if (weight > h.weights(i, top) || (weight == h.weights(i, top) && int(r) < top)) {
        top = int(r);
    }

    if (h.enabled)
        h.output.row(i) = (h.output.row(i) - w * oldValue) * inverse + weight * h.v.row(r);
    return true;
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
    std::vector<OldRow> oldValues(headCount);
    for (std::size_t hi = 0; hi < headCount; ++hi) {
        HeadTrace &h = t.heads[hi];
        const HeadProjection &p = s.heads[hi];
        // Row r indexes the queries, the keys or both: Q and K may have different lengths.
        if (sides.key || sides.value)
            oldValues[hi] = h.v.row(r);
        if (sides.query) {
            h.q.row(r).noalias() = s.queryInput().row(r) * p.wq;
            if (!h.q.row(r).allFinite())
                return false;
        }
        if (sides.key) {
            h.k.row(r).noalias() = s.keyInput().row(r) * p.wk;
            if (!h.k.row(r).allFinite())
                return false;
        }
        if (sides.value) {
            h.v.row(r).noalias() = s.valueInput().row(r) * p.wv;
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
            for (Eigen::Index i = r0; i < std::min(r0 + kRowBlock, m); ++i) {
                if (sides.query && i == r)
                    continue; // recomputed in full below
                if (!updateOtherRow(s, sides, r, oldValues[hi], t.heads[hi], i))
                    finite[std::size_t(task)] = 0;
            }
        }
        for (char ok : finite)
            if (!ok)
                return false;
    }
    if (sides.query) {
        for (HeadTrace &h : t.heads) {
            h.scores.row(r).noalias() = h.q.row(r) * h.k.transpose();
            softmaxAndOutputRow(s, h, r);
            if (!h.scaled.row(r).allFinite())
                return false;
        }
    }
    for (const HeadTrace &h : t.heads)
        if (!(columns ? h.output.allFinite() : h.output.row(r).allFinite()))
            return false;

    if (columns)
        combineHeads(s, t, worthThreads(s));
    else
        combineHeadRows(s, t, r, 1);
    return columns ? t.output.allFinite() && t.concatenated.allFinite()
                   : t.output.row(r).allFinite() && t.concatenated.row(r).allFinite();
}

} // namespace attn
