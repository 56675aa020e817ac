#pragma once

#include "attentionengine.h"
#include "backgroundcomputation.h"
#include "documentchange.h"
#include "inputcelledit.h"
#include "scenario.h"
#include "trace.h"
#include "tracelayout.h"
#include "validationissue.h"

#include <QObject>

#include <memory>
#include <optional>

/// Computes the trace of a document's scenario and owns every decision of what runs where
/// (the thresholds are in computationpolicy.h): on the caller's thread when it fits in a
/// frame, else on a thread of its own (BackgroundComputation), from a copy of the trace on
/// screen or in place, head by head (attn::HeadByHeadRun). While a job runs, edits wait as
/// one: only the newest scenario is computed next, the ones between are skipped.
///
/// Document hands it every new scenario (update()) and the selection (setFocus()); it says
/// when the trace moved (updated()), and the views read trace().
class TraceComputation : public QObject
{
    Q_OBJECT
public:
    using Change = DocumentChange::Change;

    /// Computes the trace of `scenario` at once.
    explicit TraceComputation(const attn::Scenario &scenario, QObject *parent = nullptr);
    /// Waits for the running job, which may be reading the engine.
    ~TraceComputation() override;

    /// The trace the views read: of the last scenario computed without issues.
    const attn::AttentionTrace &trace() const { return m_engine->trace(); }
    /// The scenario trace() was computed from.
    const attn::Scenario &tracedScenario() const { return m_engine->tracedScenario(); }
    /// Validation problems of the newest scenario (empty when the trace is of it).
    const attn::ValidationIssues &issues() const { return m_issues; }
    /// Whether trace() holds a trace (false after a large one was dropped for a new size).
    bool hasTrace() const { return m_hasTrace; }
    /// True while the trace of the newest scenario is being computed in the background.
    bool isComputing() const { return m_computing; }
    /// Whether the focus head and query's row of the output are of the newest scenario
    /// (see Document::isFocusCurrent()).
    bool isFocusCurrent() const { return !m_computing || m_focusCurrent; }
    /// Whether head `head` of trace() is of the newest scenario (Document::isHeadCurrent()).
    bool isHeadCurrent(int head) const
    {
        return !m_computing || (m_focusCurrent && head == m_focusHead);
    }
    /// What the views lay out by (shapes, labels, whether there is a trace).
    TraceLayout layout() const { return TraceLayout::of(trace(), m_hasTrace); }

    /// Whether scenarios of this size may be computed in the background (see
    /// Document::computesInBackground()).
    static bool computesInBackground(const attn::Scenario &scenario);
    /// Brings the trace up to `scenario`, at once or in the background; `edit` is the one
    /// changed input cell when that is all that changed. `change` is what the edit touched.
    /// updated() fires when the trace (or issues()) is of it, or right away where it waits.
    void update(const attn::Scenario &scenario, Change change, const attn::InputCellEdit *edit);
    /// The selected head and query: a head-by-head job computes and hands over them first.
    void setFocus(int head, int query);

    /// Whether the running job can be stopped (see BackgroundComputation::canStop()).
    bool canStop() const;
    /// Stops the running job early and drops the scenario waiting for it (see
    /// Document::stopComputation()). Nothing unless canStop().
    void stop();
    /// Blocks until no job is running or waiting, the newest result in place.
    void waitUntilDone();

    /// From this many scores h m n on, edits are computed in place, head by head (default
    /// policy::kHeadByHeadFrom; tests lower it to exercise the path).
    void setHeadByHeadFrom(double scores) { m_headByHeadFrom = scores; }
    /// Background jobs started since construction (for tests).
    int backgroundJobs() const;
    /// Of those, the ones that started from a copy of the trace on screen (for tests).
    int backgroundTraceCopies() const;

signals:
    /// The trace or issues() moved for the newest scenario: `change` is what the edits since
    /// the last updated() touched, Structure where layout() moved.
    void updated(DocumentChange::Change change);
    /// The trace on screen was dropped to make room for a new size (hasTrace() is false);
    /// no view may read the old trace any more.
    void traceDropped();
    /// A head-by-head job handed over the focus head and row first (isFocusCurrent()).
    void focusComputed();
    /// A job that handed over the focus first is done, with that focus unchanged: the other
    /// heads and rows are in, the focus is as it was (updated() does not fire).
    void allHeadsComputed();
    /// isComputing() changed.
    void computingChanged(bool computing);
    /// A head-by-head job has `done` of the `total` heads it changes in.
    void computingProgress(int done, int total);
    /// A job not made head by head is `permille` thousandths done.
    void computingShare(int permille);

private:
    /// Whether `scenario`'s trace is computed in the background: when a job is running, or
    /// for a large scenario whose change costs more than a frame here.
    bool runsInBackground(const attn::Scenario &scenario, const attn::InputCellEdit *edit) const;
    /// Hands the newest waiting scenario to the background thread.
    void startQueued();
    /// A background job is done: its trace becomes the current one, the next job starts.
    void adopt(BackgroundComputation::Result result);
    /// Sets isComputing(), emitting computingChanged() when it moved.
    void setComputing(bool computing);
    /// Gives the head-by-head jobs' buffers back when `s` is too small for such a job.
    void releaseSpareHeads(const attn::Scenario &s);
    /// The second head's buffers for a head-by-head job of `s` (see
    /// BackgroundComputation::startHeadByHead()), where one more head costs little memory.
    std::optional<attn::HeadTrace> secondHead(const attn::Scenario &s);
    /// A head-by-head job handed over the focus first: the views may show it.
    void showFocus();
    /// Emits updated(), as Structure when layout() moved from `before`.
    void finish(Change change, const TraceLayout &before);

    std::unique_ptr<attn::AttentionEngine> m_engine; ///< the trace the views read
    std::unique_ptr<attn::AttentionEngine> m_spare;  ///< the next background job's engine
    BackgroundComputation *m_background = nullptr;
    std::optional<attn::Scenario> m_queued; ///< newest scenario waiting for the thread
    attn::Scenario m_recycled;           ///< the last job's scenario, whose buffers m_queued reuses
    attn::HeadTrace m_spareHead;         ///< buffers of head-by-head jobs, lent to each
    attn::HeadTrace m_secondHead;        ///< (and a second head where memory allows)
    attn::CombinedHeads m_spareCombined; ///< (released when the scenario gets smaller)
    quint64 m_generation = 0;            ///< number of the newest background request
    double m_headByHeadFrom;             ///< see setHeadByHeadFrom()
    Change m_pendingChange = Change::Values; ///< what the edits since the last result touched
    attn::ValidationIssues m_issues;
    bool m_hasTrace = false;
    bool m_computing = false;
    bool m_focusCurrent = false; ///< see isFocusCurrent()
    int m_selectedHead = 0;      ///< the focus as the document has it now (setFocus())
    int m_selectedQuery = 0;
    int m_focusHead = 0;  ///< the focus head when the running job started
    int m_focusQuery = 0; ///< and the focus query
};
