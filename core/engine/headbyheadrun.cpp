#include "headbyheadrun.h"

#include "enginesteps.h"
#include "matrixproduct.h"
#include "overflowcheck.h"
#include "scenariocompare.h"
#include "scorestages.h"
#include "softmaxkernel.h"
#include "validation.h"

#include <algorithm>

namespace attn {

namespace {

using namespace detail;

bool sameShape(const Matrix &a, const Matrix &b)
{
    return a.rows() == b.rows() && a.cols() == b.cols();
}

} // namespace

bool HeadByHeadRun::applies(const AttentionEngine &engine, const Scenario &next)
{
    const Scenario &t = engine.tracedScenario();
    if (!engine.hasTrace() || next.mode == InputMode::ImportedWeights || next.mode != t.mode ||
        next.score != ScoreKind::DotProduct || t.score != ScoreKind::DotProduct ||
        next.keysAreValues != t.keysAreValues || next.combination != t.combination ||
        next.heads.size() != t.heads.size() || engine.trace().heads.size() != t.heads.size() ||
        !sameShape(next.queryInput(), t.queryInput()) ||
        !sameShape(next.keyInput(), t.keyInput()) ||
        !sameShape(next.valueInput(), t.valueInput()) ||
        !sameShape(next.outputProjection, t.outputProjection))
        return false;
    for (std::size_t i = 0; i < next.heads.size(); ++i) {
        const HeadProjection &a = next.heads[i];
        const HeadProjection &b = t.heads[i];
        if (!sameShape(a.wq, b.wq) || !sameShape(a.wk, b.wk) || !sameShape(a.wv, b.wv))
            return false;
    }
    return true;
}

HeadByHeadRun::HeadByHeadRun(const AttentionEngine &engine, const Scenario &next)
    : m_engine(engine), m_next(next)
{
    const Scenario &traced = engine.tracedScenario();
    const bool inputs = !sameInputs(next, traced);
    const bool softmax = !sameSoftmaxSettings(next, traced);
    m_parts.resize(next.heads.size(), Stage::None);
    for (std::size_t i = 0; i < next.heads.size(); ++i) {
        if (inputs || !sameHeadMatrices(next.heads[i], traced.heads[i]))
            m_parts[i] = Stage::Projections;
        else if (softmax)
            m_parts[i] = Stage::Softmax;
        else if (next.heads[i].enabled != engine.trace().heads[i].enabled)
            m_parts[i] = Stage::Outputs;
    }
}

void HeadByHeadRun::setFocus(std::size_t head, Eigen::Index query, RowHandOver handOver)
{
    m_focusHead = head;
    m_focusQuery = query;
    m_rowHandOver = std::move(handOver);
}

bool HeadByHeadRun::previewsRow() const
{
    const AttentionTrace &t = m_engine.trace();
    if (!m_rowHandOver || m_focusQuery < 0 || m_focusQuery >= t.output.rows() ||
        m_focusHead >= m_parts.size() || t.concatenated.rows() != t.output.rows() ||
        !(MaskRule::of(m_next) == MaskRule::of(m_engine.tracedScenario())))
        return false;
    return std::none_of(m_parts.begin(), m_parts.end(),
                        [](Stage p) { return p == Stage::Projections; }) &&
           std::any_of(m_parts.begin(), m_parts.end(), [](Stage p) { return p != Stage::None; });
}

std::vector<std::size_t> HeadByHeadRun::heads() const
{
    std::vector<std::size_t> changed;
    if (m_focusHead < m_parts.size() && m_parts[m_focusHead] != Stage::None)
        changed.push_back(m_focusHead);
    for (std::size_t i = 0; i < m_parts.size(); ++i)
        if (m_parts[i] != Stage::None && i != m_focusHead)
            changed.push_back(i);
    return changed;
}

void HeadByHeadRun::computeRow(const MaskRule &mask, const std::vector<std::size_t> &handedOver,
                               CombinedRow &row) const
{
    const AttentionTrace &t = m_engine.trace();
    const Eigen::Index q = m_focusQuery;
    const Eigen::Index n = t.heads.front().weights.cols();
    row.query = q;
    row.temperature = m_next.temperature;
    row.concatenated.resize(1, t.concatenated.cols());
    row.output.resize(1, t.output.cols());
    std::vector<bool> enabled(m_parts.size());
    RowScratch &scratch = rowScratch(n);
    RowVector weights(n);
    const Eigen::Index width = mask.visibleWidth(q, n);
    Eigen::Index offset = 0;
    for (std::size_t i = 0; i < m_parts.size(); ++i) {
        const HeadTrace &h = t.heads[i];
        auto out = row.concatenated.middleCols(offset, h.output.cols());
        offset += h.output.cols();
        const bool current = std::find(handedOver.begin(), handedOver.end(), i) != handedOver.end();
        if (current || m_parts[i] == Stage::None) {
            enabled[i] = h.enabled;
            out = h.output.row(q);
            continue;
        }
        enabled[i] = m_next.heads[i].enabled;
        if (m_parts[i] == Stage::Outputs) {
            weights = h.weights.row(q);
        } else {
            const RowVector raw = rawScoreRow(h, q);
            SoftmaxRowInfo info;
            softmaxVisibleRow(m_next, mask, raw.data(), scaleFor(m_next, h), q, scratch, weights,
                              info);
        }
        if (enabled[i] && width > 0)
            out.noalias() = weights.head(width) * h.v.topRows(width);
        else
            out.setZero();
    }
    combineConcatenated(m_next, enabled, row.concatenated, row.output);
}

void HeadByHeadRun::computeHead(const Scenario &s, const MaskRule &mask, std::size_t head,
                                Stage part, HeadTrace &h) const
{
    const HeadTrace &old = m_engine.trace().heads[head];
    const Eigen::Index m = old.weights.rows();
    const Eigen::Index blocks = blockCount(m);
    [[maybe_unused]] const bool parallel = worthThreads(s); // read by OpenMP only
    if (part == Stage::Outputs) {
        h.output.resize(old.output.rows(), old.output.cols());
        h.enabled = s.heads[head].enabled;
#pragma omp parallel for schedule(dynamic) if (parallel)
        for (Eigen::Index block = 0; block < blocks; ++block) {
            const Eigen::Index r0 = block * kRowBlock;
            headOutputRows(mask, old.weights, old.v, h.enabled, h.output, r0,
                           std::min(kRowBlock, m - r0));
        }
        return;
    }
    // A new softmax reads Q_i, K_i, V_i and the raw scores where they are, in the engine's
    // head; the spare gets only what the softmax writes.
    const HeadTrace &in = part == Stage::Softmax ? old : h;
    if (part == Stage::Softmax) {
        h.weights.resize(old.weights.rows(), old.weights.cols());
        h.output.resize(old.output.rows(), old.output.cols());
        h.entropy.resize(old.entropy.size());
        h.argmax.resize(old.argmax.size());
        h.enabled = s.heads[head].enabled;
    } else {
        sizeHead(keepsRawScores(old), s.heads[head], m, old.weights.cols(), h);
        projectHeads(s, std::span(&s.heads[head], 1), std::span(&h, 1), parallel);
    }
    h.weightsOnly = false;
    h.scale = scaleFor(s, in);
    const bool scores = part == Stage::Projections;
    const bool bounded = scoresBoundedFinite(s, in, h.scale);
    std::vector<char> finite(std::size_t(blocks), 1);
#pragma omp parallel for schedule(dynamic) if (parallel)
    for (Eigen::Index task = 0; task < blocks; ++task) {
        // Later row blocks see more keys under a causal mask: hand them out first.
        const Eigen::Index block = blocks - 1 - task;
        const Eigen::Index r0 = block * kRowBlock;
        const Eigen::Index rows = std::min(kRowBlock, m - r0);
        finite[std::size_t(block)] = scores ? computeHeadRows(s, mask, true, h, r0, rows, bounded)
                                            : softmaxRowsFrom(s, mask, in, h, r0, rows, bounded);
    }
    setFiniteFlags(in, h, std::all_of(finite.begin(), finite.end(), [](char f) { return f != 0; }));
}

ValidationIssues HeadByHeadRun::run(const HandOver &handOver, HeadTrace &spare,
                                    CombinedHeads &combined) const
{
    ValidationIssues issues = m_validated ? ValidationIssues() : validate(m_next);
    if (!issues.empty())
        return issues;
    keepBlasSerial();
    const ValidationIssues stopped = {AttentionEngine::stoppedIssue()};
    const MaskRule mask = MaskRule::of(m_next);
    std::vector<std::size_t> handedOver;
    // The focus row, when previewed: after the focus head, or first if that head stays.
    CombinedRow row;
    bool rowHanded = false;
    const auto settled = [&] { return !m_settle || m_settle(); };
    const auto previewRow = [&] {
        if (!settled())
            return false;
        computeRow(mask, handedOver, row);
        // A row that overflows is not shown: the run ends with the issue (and no such row).
        if (!kernel::allFinite(row.concatenated.data(), row.concatenated.size()) ||
            !kernel::allFinite(row.output.data(), row.output.size()))
            return true;
        rowHanded = m_rowHandOver(row);
        return rowHanded;
    };
    const bool previews = previewsRow();
    if (previews && m_parts[m_focusHead] == Stage::None && !previewRow())
        return stopped;
    const auto stopAsked = [this] { return m_stop && m_stop->load(std::memory_order_relaxed); };
    for (std::size_t i : heads()) {
        if (issues.empty() && stopAsked()) {
            issues = stopped;
            break;
        }
        computeHead(m_next, mask, i, m_parts[i], spare);
        appendHeadOverflow(m_next, i, spare, m_parts[i] != Stage::Projections,
                           m_parts[i] == Stage::Outputs, issues);
        if (!issues.empty())
            continue; // the heads after an overflow are computed for their issues only
        if (!handOver(i, spare, m_parts[i]))
            return stopped;
        handedOver.push_back(i);
        if (previews && i == m_focusHead && !previewRow())
            return stopped;
    }
    if (!settled())
        return stopped;
    if (issues.empty() && stopAsked())
        issues = stopped;
    if (issues.empty()) {
        combineHeads(m_next, m_engine.trace().heads, combined.concatenated, combined.output,
                     worthThreads(m_next));
        appendCombinedOverflow(m_next, combined.concatenated, combined.output, issues);
    }
    if (issues.empty()) {
        combined.everyWeightRecomputed = std::all_of(m_parts.begin(), m_parts.end(),
                                                     [](Stage p) { return p >= Stage::Softmax; });
        return issues;
    }
    // Refused or stopped: the heads handed over go back to the traced scenario, as they were.
    const Scenario &traced = m_engine.tracedScenario();
    const MaskRule tracedMask = MaskRule::of(traced);
    for (std::size_t i : handedOver) {
        computeHead(traced, tracedMask, i, m_parts[i], spare);
        if (!handOver(i, spare, m_parts[i]))
            return stopped;
    }
    // The row holds the trace's own again.
    if (!settled() || (rowHanded && !m_rowHandOver(row)))
        return stopped;
    return issues;
}

} // namespace attn
