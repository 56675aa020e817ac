#pragma once

#include "inputcelledit.h"
#include "scenario.h"
#include "stage.h"
#include "trace.h"
#include "validationissue.h"

#include <atomic>

namespace attn {

/// Computes attention traces. Keeps its buffers between calls so that repeated
/// computations of scenarios of the same size do not allocate.
class AttentionEngine
{
public:
    /// What run() may keep from the last trace.
    enum class Reuse
    {
        Unchanged, ///< whatever the change leaves alone (scores, weights); the same result
        Nothing,   ///< compute everything (benchmarks of the full forward)
    };

    /// Validates the scenario; if valid, computes into trace() and returns no issues.
    /// A computation whose numbers overflow the range of double (see overflowIssues()) is
    /// refused as well. On issues the previous trace is left as it was. Starts from the
    /// first stage whose inputs differ from the last run's: the raw scores stay when only
    /// scale, temperature or mask change, the weights when only heads are switched on or
    /// off or the combination changes (unless `reuse` is Nothing).
    ValidationIssues run(const Scenario &scenario, Reuse reuse = Reuse::Unchanged);

    /// As run(), for a scenario that may differ from the last successful run's in one cell
    /// of an input (Q, K, V, X or Y): when it does, only what depends on that cell's row is
    /// recomputed (see updateInputRow()), else, or when the shortcut does not apply, the
    /// whole trace is. Every kIncrementalLimit-th update in a row is a full run, so that
    /// rounding cannot accumulate.
    ValidationIssues runInputCellEdit(const Scenario &scenario, const InputCellEdit &edit);

    /// The first stage run(scenario) would compute again, from the last successful run's
    /// scenario: Stage::Projections without a trace, never Stage::None.
    Stage workFor(const Scenario &scenario) const;

    /// Copies the part of `from`'s trace that run(next) would read back (and its scenario),
    /// when that leaves less to compute than this engine's own trace does: all of it when
    /// from.workFor(next) is Stage::Outputs, what the softmax reads when it is
    /// Stage::Softmax (see copyTraceBeforeSoftmax()). Returns whether it did; never for a
    /// scenario validate() refuses (run() would not overwrite what the copy left out).
    bool copyReusableTrace(const AttentionEngine &from, const Scenario &next);

    /// What head `head` of the trace and `spare` trade from stage `from` on: HeadByHeadRun's
    /// hand-over of a head it computed into `spare`, which gets the old head's buffers back.
    /// Stage::Projections (or None): the whole head (Q_i, K_i, V_i, raw scores, weights,
    /// output); Softmax: weights, entropy, argmax, output, scale, switch and finite flags;
    /// Outputs: the output and the switch. O(1): no numbers are copied.
    void swapHead(std::size_t head, HeadTrace &spare, Stage from);
    /// Row `row.query` of the combination (concatenated and output) and the trace's
    /// temperature trade places with `row`: HeadByHeadRun's preview of the row on screen
    /// before the rest of the combination, undone by trading again. O(row).
    void swapCombinedRow(CombinedRow &row);
    /// Ends a HeadByHeadRun for `next` whose every head was handed over: installs `combined`,
    /// the mask, temperature and labels, and `next` as the traced scenario. `next` and
    /// `combined` get the previous scenario and combination back (buffers to reuse).
    void finishHeadByHead(Scenario &next, CombinedHeads &combined);

    /// A flag that, once set (by another thread), makes run() stop early: the additive
    /// scores between rows, the softmax and outputs between row blocks. run() then returns
    /// stoppedIssue() and the engine keeps no trace (hasTrace() is false; the next run()
    /// computes everything). Null: never stops. Read while run() lasts, so it must outlive it.
    void setStopFlag(const std::atomic<bool> *stop) { m_stop = stop; }
    /// Where run() reports how far it is, in thousandths (0 when it starts, 1000 when the
    /// last row block is done), for another thread to read: rows of the additive scores (90%
    /// of a run that computes them), then row blocks of the softmax and outputs. Null: no
    /// report. Must outlive run().
    void setProgress(std::atomic<int> *permille) { m_progress = permille; }
    /// The issue run() returns when it was stopped (field "computation").
    static ValidationIssue stoppedIssue();
    /// Whether `issues` say that a run was stopped.
    static bool wasStopped(const ValidationIssues &issues);

    /// Whether a run() succeeded since construction.
    bool hasTrace() const { return m_hasTrace; }

    /// Incremental updates since the last full run() (for tests and benchmarks).
    int incrementalRuns() const { return m_incrementalRuns; }

    static constexpr int kIncrementalLimit = 64;

    /// Dot-product traces of more than `limit` scores (h m n) keep no raw scores (default
    /// kKeptScoresLimit); takes effect from the next full computation.
    void setKeptScoresLimit(double limit) { m_keptScoresLimit = limit; }

    /// The trace of the last successful run().
    const AttentionTrace &trace() const { return m_trace; }
    /// The scenario trace() was computed from.
    const Scenario &tracedScenario() const { return m_traceScenario; }

private:
    AttentionTrace m_trace;
    /// The scenario of m_trace, to recompute it after an overflow overwrote the buffers
    /// (rare; cheaper than a second trace's worth of memory for every run).
    Scenario m_traceScenario;
    double m_keptScoresLimit = kKeptScoresLimit;
    bool m_hasTrace = false;
    int m_incrementalRuns = 0;
    const std::atomic<bool> *m_stop = nullptr;
    std::atomic<int> *m_progress = nullptr;
};

/// Computes the full trace of a scenario that validate() accepts (precondition).
/// Per head i: Q_i = X_q W_Q^i, K_i = X_k W_K^i, V_i = X_v W_V^i;
/// a' = Q_i K_i^T (or additive); a = softmax(mask(s a' / T)); head_i = a V_i;
/// output = concat(head_1..head_h) W_O, or sum_h w_h head_h, or mean.
/// Dot-product traces of more than keptScoresLimit scores keep no raw scores.
AttentionTrace computeTrace(const Scenario &scenario, double keptScoresLimit = kKeptScoresLimit);

} // namespace attn
