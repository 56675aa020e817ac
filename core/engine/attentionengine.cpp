#include "attentionengine.h"

#include "enginesteps.h"
#include "importedweights.h"
#include "inputrowupdate.h"
#include "matrixproduct.h"
#include "overflowcheck.h"
#include "scenariocompare.h"
#include "scorestages.h"
#include "softmaxkernel.h"
#include "tracecopy.h"
#include "validation.h"

#include <algorithm>
#include <cmath>

namespace attn {

namespace {

using namespace detail;

/// What a run reads and reports as it goes (AttentionEngine::setStopFlag(), setProgress()).
struct RunControl
{
    const std::atomic<bool> *stop = nullptr;
    std::atomic<int> *permille = nullptr;

    /// Whether the stop flag is given and set.
    bool stopped() const { return stop && stop->load(std::memory_order_relaxed); }
    /// Reports that `fraction` (0 to 1) of the run is done, in thousandths.
    void report(double fraction) const
    {
        if (permille)
            permille->store(int(1000.0 * std::clamp(fraction, 0.0, 1.0)),
                            std::memory_order_relaxed);
    }
};

/// The share of a run that the additive scores take, where there are any: tanh over the
/// hidden width for every pair outweighs the softmax and outputs by far.
constexpr double kAdditiveShare = 0.9;

/// Additive (Bahdanau) score: a'_ij = sum_h w_v[h] tanh((q_i A_q)_h + (k_j A_k)_h).
/// Ends early, the rows after it left as they were, once the stop flag is set; reports the
/// rows done as the share [first, first + share) of the run.
void additiveScores(const HeadProjection &p, HeadTrace &h, const RunControl &control, double first,
                    double share)
{
    const Matrix queryHidden = h.q * p.additiveQ; // m x hidden
    const Matrix keyHidden = h.k * p.additiveK;   // n x hidden
    const Eigen::Index hidden = p.additiveV.size();
    h.scores.resize(h.q.rows(), h.k.rows());
    for (Eigen::Index i = 0; i < h.scores.rows() && !control.stopped(); ++i) {
        control.report(first + share * double(i) / double(h.scores.rows()));
        for (Eigen::Index j = 0; j < h.scores.cols(); ++j) {
            double sum = 0.0;
            for (Eigen::Index c = 0; c < hidden; ++c)
                sum += p.additiveV[c] * std::tanh(queryHidden(i, c) + keyHidden(j, c));
            h.scores(i, j) = sum;
        }
    }
}

/// The first stage whose inputs differ between the scenario of the last trace and `s`.
Stage firstStageToRun(const Scenario &traced, const Scenario &s)
{
    if (s.mode == InputMode::ImportedWeights || s.heads.size() != traced.heads.size() ||
        !sameInputs(s, traced))
        return Stage::Projections;
    for (std::size_t i = 0; i < s.heads.size(); ++i)
        if (!sameHeadMatrices(s.heads[i], traced.heads[i]))
            return Stage::Projections;
    return sameSoftmaxSettings(s, traced) ? Stage::Outputs : Stage::Softmax;
}

/// Every head's projections Q_i, K_i, V_i (and additive scores), sized for the rest. Work is
/// split into tasks of row blocks (projections: all heads at once, kProductRowBlock rows,
/// see projectHeads(); attention, in attendHeads(): per head, kRowBlock rows), run on OpenMP
/// threads when the engine is built with it. The blocks do not depend on the number of
/// threads, so neither do the results.
void computeHeads(const Scenario &s, double keptScoresLimit, AttentionTrace &t,
                  const RunControl &control)
{
    keepBlasSerial();
    const Eigen::Index m = s.queryInput().rows();
    const Eigen::Index n = s.keyInput().rows();
    const std::size_t headCount = s.heads.size();
    t.heads.resize(headCount);
    for (std::size_t i = 0; i < headCount; ++i)
        sizeHead(keepsScores(s, keptScoresLimit), s.heads[i], m, n, t.heads[i]);

    projectHeads(s, s.heads, t.heads, worthThreads(s));
    for (std::size_t i = 0; i < headCount; ++i)
        if (s.score == ScoreKind::Additive)
            additiveScores(s.heads[i], t.heads[i], control,
                           kAdditiveShare * double(i) / double(headCount),
                           kAdditiveShare / double(headCount));
}

/// Every head from its projections (and, unless from Stage::Projections, its kept scores):
/// softmax and outputs in tasks of kRowBlock rows per head, on OpenMP threads as above.
/// From Stage::Outputs only the outputs of heads switched on or off are recomputed.
void attendHeads(const Scenario &s, Stage from, AttentionTrace &t, const RunControl &control)
{
    keepBlasSerial();
    const Eigen::Index m = s.queryInput().rows();
    const std::size_t headCount = s.heads.size();
    [[maybe_unused]] const bool parallel = worthThreads(s); // read by OpenMP only
    std::vector<char> outputs(headCount, from != Stage::Outputs);
    for (std::size_t i = 0; i < headCount; ++i) {
        HeadTrace &h = t.heads[i];
        h.scale = scaleFor(s, h);
        if (h.enabled != s.heads[i].enabled)
            outputs[i] = 1;
        h.enabled = s.heads[i].enabled;
    }
    const Eigen::Index blocks = blockCount(m);
    const Eigen::Index tasks = blocks * Eigen::Index(headCount);
    if (from == Stage::Outputs) {
#pragma omp parallel for schedule(dynamic) if (parallel)
        for (Eigen::Index task = 0; task < tasks; ++task) {
            const std::size_t head = std::size_t(task % Eigen::Index(headCount));
            const Eigen::Index r0 = (task / Eigen::Index(headCount)) * kRowBlock;
            if (outputs[head])
                headOutputRows(t.mask, t.heads[head], r0, std::min(kRowBlock, m - r0));
        }
        return;
    }

    t.mask = MaskRule::of(s);
    t.temperature = s.temperature;
    const bool scores = from == Stage::Projections;
    std::vector<char> bounded(headCount);
    for (std::size_t i = 0; i < headCount; ++i)
        bounded[i] = scoresBoundedFinite(s, t.heads[i], t.heads[i].scale);
    std::vector<char> finite(std::size_t(tasks), 1);
    // The row blocks are the rest of the run, after the additive scores if there were any.
    const double first = scores && s.score == ScoreKind::Additive ? kAdditiveShare : 0.0;
    std::atomic<Eigen::Index> done{0};
#pragma omp parallel for schedule(dynamic) if (parallel)
    for (Eigen::Index task = 0; task < tasks; ++task) {
        if (control.stopped())
            continue; // the loop cannot break under OpenMP: the rest passes quickly
        // Later row blocks see more keys under a causal mask: hand them out first.
        const Eigen::Index block = blocks - 1 - task / Eigen::Index(headCount);
        const std::size_t head = std::size_t(task % Eigen::Index(headCount));
        const Eigen::Index r0 = block * kRowBlock;
        finite[std::size_t(task)] = computeHeadRows(
            s, t.mask, scores, t.heads[head], r0, std::min(kRowBlock, m - r0), bounded[head] != 0);
        control.report(first + (1.0 - first) * double(++done) / double(tasks));
    }
    for (std::size_t head = 0; head < headCount; ++head) {
        HeadTrace &h = t.heads[head];
        bool finiteScaled = true;
        for (Eigen::Index task = Eigen::Index(head); task < tasks; task += Eigen::Index(headCount))
            finiteScaled = finiteScaled && finite[std::size_t(task)];
        setFiniteFlags(h, h, finiteScaled);
    }
}

void resolveLabels(const std::vector<std::string> &given, Eigen::Index count, char prefix,
                   std::vector<std::string> &resolved)
{
    if (!given.empty()) {
        resolved = given;
        return;
    }
    resolved.resize(std::size_t(count));
    for (Eigen::Index i = 0; i < count; ++i)
        resolved[std::size_t(i)] = prefix + std::to_string(i + 1);
}

/// Once every head's softmax is in: the query rows that see no key, and the labels.
void setRowsAndLabels(const Scenario &s, AttentionTrace &t)
{
    // Every head has the same mask, so a row's keys are all masked in every head or none.
    const Eigen::Index m = s.queryInput().rows();
    t.maskedRows.resize(std::size_t(m));
    for (Eigen::Index i = 0; i < m; ++i)
        t.maskedRows[std::size_t(i)] = t.heads.front().argmax[std::size_t(i)] < 0;
    resolveLabels(s.queryLabels, m, 'q', t.queryLabels);
    resolveLabels(s.effectiveKeyLabels(), s.keyInput().rows(), 'k', t.keyLabels);
}

} // namespace

namespace {

/// The trace of `s` into `t`, which holds the trace of a scenario that differs from `s` only
/// in what `from` and later stages read (Stage::Projections: anything).
void computeInto(const Scenario &s, double keptScoresLimit, AttentionTrace &t,
                 Stage from = Stage::Projections, const RunControl &control = {})
{
    if (s.mode == InputMode::ImportedWeights) {
        computeImportedWeightsTrace(s, t);
        return;
    }
    if (from == Stage::Projections)
        computeHeads(s, keptScoresLimit, t, control);
    if (control.stopped())
        return;
    attendHeads(s, from, t, control);
    if (control.stopped())
        return;
    combineHeads(s, t, worthThreads(s));
    setRowsAndLabels(s, t);
}

} // namespace

ValidationIssues AttentionEngine::run(const Scenario &scenario, Reuse reuse)
{
    ValidationIssues issues = validate(scenario);
    if (!issues.empty())
        return issues;
    const Stage from = m_hasTrace && reuse == Reuse::Unchanged
                           ? firstStageToRun(m_traceScenario, scenario)
                           : Stage::Projections;
    const RunControl control{m_stop, m_progress};
    control.report(0.0);
    if (!control.stopped())
        computeInto(scenario, m_keptScoresLimit, m_trace, from, control);
    if (control.stopped()) {
        // Part of the trace is the new scenario's, part is not: none of it is kept.
        m_hasTrace = false;
        return {stoppedIssue()};
    }
    // From Stage::Softmax on, Q, K, V and the inputs are the last successful run's.
    const bool reused = from != Stage::Projections;
    issues = overflowIssues(scenario, m_trace, reused);
    if (from != Stage::Outputs) // weights and outputs recomputed from scratch
        m_incrementalRuns = 0;
    if (issues.empty()) {
        if (reused)
            assignKeepingInputs(m_traceScenario, scenario);
        else
            m_traceScenario = scenario;
        m_hasTrace = true;
    } else if (m_hasTrace) {
        computeInto(m_traceScenario, m_keptScoresLimit, m_trace);
    } else {
        m_trace = AttentionTrace();
    }
    return issues;
}

ValidationIssue AttentionEngine::stoppedIssue()
{
    return ValidationIssue::of(
        "computation",
        {QT_TRANSLATE_NOOP("ValidationIssue", "the computation was stopped before it finished: the "
                                              "views show the result from before; change anything, "
                                              "or undo, to compute again"),
         {}});
}

bool AttentionEngine::wasStopped(const ValidationIssues &issues)
{
    return issues.size() == 1 && issues.front() == stoppedIssue();
}

Stage AttentionEngine::workFor(const Scenario &scenario) const
{
    if (!m_hasTrace)
        return Stage::Projections;
    return firstStageToRun(m_traceScenario, scenario);
}

bool AttentionEngine::copyReusableTrace(const AttentionEngine &from, const Scenario &next)
{
    const Stage theirs = from.workFor(next);
    if (theirs >= workFor(next) || !validate(next).empty())
        return false;
    if (theirs == Stage::Outputs)
        m_trace = from.m_trace;
    else
        copyTraceBeforeSoftmax(from.m_trace, m_trace);
    m_traceScenario = from.m_traceScenario;
    m_keptScoresLimit = from.m_keptScoresLimit;
    m_hasTrace = from.m_hasTrace;
    m_incrementalRuns = from.m_incrementalRuns;
    return true;
}

ValidationIssues AttentionEngine::runInputCellEdit(const Scenario &scenario,
                                                   const InputCellEdit &edit)
{
    if (!m_hasTrace || m_incrementalRuns + 1 >= kIncrementalLimit || !canUpdateInputRow(scenario) ||
        scenario.mode != m_traceScenario.mode)
        return run(scenario);
    const Matrix &edited = inputMatrix(scenario, edit.matrix);
    Matrix &traced = inputMatrix(m_traceScenario, edit.matrix);
    if (edited.rows() != traced.rows() || edited.cols() != traced.cols() || edit.row < 0 ||
        edit.col < 0 || edit.row >= traced.rows() || edit.col >= traced.cols())
        return run(scenario);
    // The shortcut holds only if nothing but this cell changed: compare with the cell taken.
    const double before = traced(edit.row, edit.col);
    traced(edit.row, edit.col) = edited(edit.row, edit.col);
    const InputSides sides = sidesOf(scenario, edit.matrix);
    if (!sameScenario(m_traceScenario, scenario) || !(sides.query || sides.key || sides.value)) {
        traced(edit.row, edit.col) = before;
        return run(scenario);
    }
    // All but the cell is the traced scenario, which validate() accepted: a finite cell
    // leaves nothing new to check; a NaN or an infinity gets validate()'s message.
    if (!std::isfinite(edited(edit.row, edit.col))) {
        traced(edit.row, edit.col) = before;
        return validate(scenario);
    }
    if (!updateInputRow(scenario, edit.row, sides, m_trace)) {
        // An overflow: run() refuses the scenario and restores the trace from the one before.
        traced(edit.row, edit.col) = before;
        return run(scenario);
    }
    ++m_incrementalRuns;
    return {};
}

void AttentionEngine::swapHead(std::size_t head, HeadTrace &spare, Stage from)
{
    HeadTrace &h = m_trace.heads.at(head);
    switch (from) {
    case Stage::None:
    case Stage::Projections:
        std::swap(h, spare);
        return;
    case Stage::Softmax:
        h.weights.swap(spare.weights);
        h.entropy.swap(spare.entropy);
        h.argmax.swap(spare.argmax);
        std::swap(h.scale, spare.scale);
        std::swap(h.finiteScores, spare.finiteScores);
        std::swap(h.finiteScaled, spare.finiteScaled);
        [[fallthrough]];
    case Stage::Outputs:
        h.output.swap(spare.output);
        std::swap(h.enabled, spare.enabled);
        return;
    }
}

void AttentionEngine::swapCombinedRow(CombinedRow &row)
{
    const Eigen::Index q = row.query;
    m_trace.concatenated.row(q).swap(row.concatenated.row(0));
    m_trace.output.row(q).swap(row.output.row(0));
    std::swap(m_trace.temperature, row.temperature);
}

void AttentionEngine::finishHeadByHead(Scenario &next, CombinedHeads &combined)
{
    m_trace.concatenated.swap(combined.concatenated);
    m_trace.output.swap(combined.output);
    m_trace.mask = MaskRule::of(next);
    m_trace.temperature = next.temperature;
    setRowsAndLabels(next, m_trace);
    std::swap(m_traceScenario, next);
    if (combined.everyWeightRecomputed)
        m_incrementalRuns = 0;
}

AttentionTrace computeTrace(const Scenario &scenario, double keptScoresLimit)
{
    AttentionTrace trace;
    computeInto(scenario, keptScoresLimit, trace);
    return trace;
}

} // namespace attn
