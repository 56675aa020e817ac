#pragma once

#include "attentionengine.h"
#include "maskrule.h"
#include "scenario.h"
#include "trace.h"
#include "validationissue.h"

#include <atomic>
#include <cstddef>
#include <functional>
#include <vector>

namespace attn {

/// Brings an engine's trace up to a scenario of the same shapes one head at a time, for
/// traces too large to hold twice (L = 4096, h = 16: 2 GiB of weights) and for a new softmax
/// of a trace whose Q, K, V and raw scores stay. Each head that changes is computed into one
/// spare HeadTrace and handed over: the engine's owner swaps it in (AttentionEngine::
/// swapHead()) and the spare comes back with the old head, whose buffers the next head
/// reuses. A new softmax reads Q_i, K_i, V_i and the raw scores from the engine's head
/// itself (they stay where they are) and hands over only what it computed. So the run can go on
/// another thread beside the trace on screen with one head's worth of extra memory, the trace
/// changing only where its owner swaps, one whole head at a time. The combination is computed last,
/// from the swapped-in heads, and installed with the scenario by
/// AttentionEngine::finishHeadByHead().
///
/// Per head i it computes, from the first stage that changed:
///   Q_i = X_q W_Q^i, K_i = X_k W_K^i, V_i = X_v W_V^i (inputs or head i's projections),
///   a = softmax(mask(s Q_i K_i^T / T)) (scale, temperature or mask),
///   head_i = a V_i, or 0 when switched off (the switch);
/// then output = concat(head_1..head_h) W_O, sum_h w_h head_h or the mean.
class HeadByHeadRun
{
public:
    /// Swaps `part` of `spare` into head `head` of the engine (AttentionEngine::swapHead())
    /// before it returns; returns false to stop the run.
    using HandOver = std::function<bool(std::size_t head, HeadTrace &spare, Stage from)>;

    /// Swaps `row` into the engine (AttentionEngine::swapCombinedRow()) before it returns;
    /// returns false to stop the run.
    using RowHandOver = std::function<bool(CombinedRow &row)>;

    /// Whether `engine`'s trace can be brought to `next` this way: it holds a trace of
    /// dot-product scores, and `next` keeps its mode, shapes, score function and combination
    /// (labels and every number may change).
    static bool applies(const AttentionEngine &engine, const Scenario &next);

    /// Plans the run (precondition: applies(engine, next)). Both must outlive it and change
    /// only through its hand-overs until run() returns; reading the engine meanwhile is fine.
    HeadByHeadRun(const AttentionEngine &engine, const Scenario &next);

    /// The caller has validated the scenario (validate() found no issues): run() does not
    /// read every input and projection again before its first head.
    void setValidated() { m_validated = true; }

    /// Waits until every head handed over is in the engine; false to stop the run.
    using Settle = std::function<bool()>;
    /// Lets a hand-over return before its head is in the engine (so that the next head is
    /// computed meanwhile, into another buffer): run() calls `settle` before it reads heads
    /// it handed over (the focus row, the combination, the undoing of a refused run).
    void setSettle(Settle settle) { m_settle = std::move(settle); }

    /// Lets another thread stop the run: run() reads `stop` after each head it computes and,
    /// once it is set, puts the heads it handed over back as they were (as after an overflow;
    /// that takes at most as long as the run took so far) and returns
    /// AttentionEngine::stoppedIssue(). Null (the default): the run goes to its end.
    void setStopFlag(const std::atomic<bool> *stop) { m_stop = stop; }

    /// The head and the query row on screen: the head goes first, and when nothing but
    /// softmax settings (not the mask) and switches change, the row of the combination at
    /// `query` is computed from every head's new row right after it and handed over, so
    /// that what the window shows is current before the other heads are done:
    ///   head_i[q] = softmax(s a'_i[q] / T) V_i  (or 0 when off),  output[q] = combine(head_i[q]).
    void setFocus(std::size_t head, Eigen::Index query, RowHandOver handOver);
    /// Whether run() hands the focus row over (see setFocus()).
    bool previewsRow() const;

    /// The heads whose trace changes, in order (the focus head first).
    std::vector<std::size_t> heads() const;

    /// Validates the scenario (unless setValidated()), computes each head that changes into `spare`
    /// and hands it over, then the combination into `combined`. Both keep their buffers for the
    /// next run when the caller keeps them (a head is 128 MB at L = 4096, the combination 64 MB:
    /// allocated afresh, their pages cost tens of milliseconds). Returns validate()'s issues
    /// (nothing handed over) or overflowIssues()'s; on an overflow every head already handed over
    /// is computed again from the engine's traced scenario and handed over again, so that the trace
    /// is as it was; so too when the stop flag is set (setStopFlag()). Stops at once, with an issue
    /// saying so, when a hand-over returns false.
    ValidationIssues run(const HandOver &handOver, HeadTrace &spare, CombinedHeads &combined) const;

private:
    /// Head `head` under `s` into `spare`, computing stage `part` and what follows it.
    void computeHead(const Scenario &s, const MaskRule &mask, std::size_t head, Stage part,
                     HeadTrace &spare) const;
    /// The focus row of the combination under m_next into `row`, from the engine's heads
    /// (those in `handedOver` are new already) and each other head's new row.
    void computeRow(const MaskRule &mask, const std::vector<std::size_t> &handedOver,
                    CombinedRow &row) const;

    const AttentionEngine &m_engine;
    const Scenario &m_next;
    std::vector<Stage> m_parts; ///< per head: the first stage that changes
    std::size_t m_focusHead = 0;
    Eigen::Index m_focusQuery = -1; ///< -1: no focus row
    RowHandOver m_rowHandOver;
    Settle m_settle;
    bool m_validated = false;
    const std::atomic<bool> *m_stop = nullptr;
};

} // namespace attn
