#pragma once

#include "attentionengine.h"
#include "backgroundcomputation.h"
#include "matrixref.h"
#include "namedundocommand.h"
#include "scenario.h"
#include "trace.h"
#include "tracelayout.h"
#include "validationissue.h"

#include <QObject>
#include <QString>

#include <functional>
#include <memory>
#include <optional>

class QUndoStack;

/// Owns the open scenario, its trace, the undo stack and the shared selection.
/// Every edit goes through an undo command; after it the engine re-runs and changed() fires
/// once. Views never compute attention: they read trace().
///
/// A scenario too large to compute within a frame (computesInBackground()) is computed on a
/// thread of its own: the edit returns at once, isComputing() is true, the views keep the
/// last trace, and changed() fires when the new one is in. Edits made meanwhile wait as one:
/// only the newest is computed next, the ones between are skipped.
class Document : public QObject
{
    Q_OBJECT
public:
    /// What an edit touched, so views can skip work that does not concern them.
    enum class Change
    {
        Values,    ///< numbers changed, shapes unchanged
        Structure, ///< shapes, labels, mode, heads or the whole scenario changed
        Selection, ///< only the selected head / query / key changed
    };
    Q_ENUM(Change)

    explicit Document(QObject *parent = nullptr);
    ~Document() override;

    const attn::Scenario &scenario() const { return m_scenario; }
    /// Trace of the current scenario; when issues() is non-empty, of the last valid one.
    const attn::AttentionTrace &trace() const { return m_engine->trace(); }
    /// The scenario trace() was computed from: scenario() while issues() is empty, else the
    /// last valid one. Whatever reads the trace beside scenario numbers (W_O, the inputs,
    /// the combination) reads them here, so that the two always have the same shapes.
    const attn::Scenario &tracedScenario() const { return m_engine->tracedScenario(); }
    /// Validation problems of the current scenario (empty when the trace is current).
    const attn::ValidationIssues &issues() const { return m_issues; }
    bool hasTrace() const { return m_hasTrace; }
    /// True while the trace of the current scenario is being computed in the background.
    bool isComputing() const { return m_computing; }
    /// Whether the selected head and the selected query's row of the output are of the
    /// current scenario: when nothing is computing, and while a new softmax (temperature,
    /// scale) or head switch computed head by head is, once it has handed them over first
    /// (then changed(Values) fires, and restComputed() when every head is in).
    bool isFocusCurrent() const { return !m_computing || m_focusCurrent; }
    /// Whether head `head` of trace() is of the current scenario: when nothing is
    /// computing, or the focus head once it is in (see isFocusCurrent()). While a job runs
    /// the other heads may be old or new (a view that shows them says they are updating).
    bool isHeadCurrent(int head) const
    {
        return !m_computing || (m_focusCurrent && head == m_focusHead);
    }
    /// Whether the running computation can be stopped (see BackgroundComputation::canStop()).
    bool canStopComputation() const;
    /// Stops the running computation early and drops any edit waiting for it: the views keep
    /// the result they show and issues() says it was stopped (AttentionEngine::stoppedIssue())
    /// until the next edit or undo computes again. Nothing unless canStopComputation().
    void stopComputation();
    /// Blocks until no computation is running or waiting, the newest result in place (for
    /// exports, snapshots and benchmarks, which must see the current scenario's trace).
    void waitForComputation();
    /// Whether scenarios of this size may be computed in the background (h m n >= 2^20
    /// scores): edits that recompute everything are; a new softmax over kept scores is from
    /// 2^21 scores on, in place, head by head, reading the trace's Q, K, V and raw scores
    /// where they are; a single cell, a head switched or W_O below 2^26 scores never are.
    /// From 2^26 scores on (2 GiB a trace), where a second trace would double that, every
    /// edit but a single cell is, in place and head by head (attn::HeadByHeadRun), as long
    /// as the shapes stay; a new size is computed by a job of its own, the trace on screen
    /// dropped first where it is large too (hasTrace() is false until the new one is in).
    static bool computesInBackground(const attn::Scenario &scenario);
    /// From this many scores h m n on, edits are computed in place, head by head (default
    /// 2^26, where a second trace would be 2 GiB; tests lower it to exercise the path).
    void setHeadByHeadFrom(double scores) { m_headByHeadFrom = scores; }
    /// Background computations started since construction (for tests).
    int backgroundJobs() const;
    /// Of those, the ones that started from a copy of the trace on screen (for tests).
    int backgroundTraceCopies() const;
    QUndoStack *undoStack() const { return m_undoStack; }

    int selectedHead() const { return m_selectedHead; }
    int selectedQuery() const { return m_selectedQuery; }
    int selectedKey() const { return m_selectedKey; } ///< -1 = no key selected
    /// Clamps to the trace's shape; emits changed(Selection) when anything moved.
    void setSelection(int head, int query, int key);

    /// Replaces the whole scenario as one undo step named by `name` (made again after a
    /// language switch). Consecutive calls with the same non-negative mergeId merge into one
    /// step (a slider drag).
    void editScenario(attn::Scenario after, EditName name, int mergeId = -1);
    /// The same with a name that is never translated (tests, scripts).
    void editScenario(attn::Scenario after, const QString &fixedName, int mergeId = -1);

    /// Changes settings of the scenario in place as one undo step (merged as editScenario()
    /// does): the temperature, the scaling and its factor, the mask kind or valid length, a
    /// head's switch or weight. `change` sees the scenario without its matrices, so that
    /// none of them is copied or compared (at L = 4096 they are 67 MB); a change that does
    /// more (ScenarioDelta::ofSettings() refuses it) is made on a whole copy instead.
    void editSettings(const std::function<void(attn::Scenario &)> &change, EditName name,
                      int mergeId = -1);

    /// Replaces the scenario without an undo step and clears the undo stack (New, Open, preset).
    void resetScenario(const attn::Scenario &scenario, const QString &filePath = QString());

    QString filePath() const { return m_filePath; }
    void setFilePath(const QString &path);

    /// True when the scenario differs from the last New / Open / Save (undo stack not clean).
    bool isModified() const;
    /// Marks the current state as saved (the undo stack's clean state).
    void markSaved();

    /// Sets one cell of a matrix as an undo step; projections become explicit so that later
    /// refreshes keep the edit. Cells out of range and unchanged values are ignored.
    void setCell(const MatrixRef &ref, int row, int col, double value, int mergeId = -1);
    /// Flips whether `query` may attend to `key`, switching to a custom mask that starts
    /// from the mask in force (for Ctrl+click on the heatmap). One undo step.
    void toggleMaskCell(int query, int key);
    /// A fresh id for editScenario()'s mergeId: one per drag gesture, so that two drags
    /// on different controls never merge.
    int newMergeId() { return ++m_lastMergeId; }

    /// Used by undo commands only: sets the scenario, re-runs the engine, emits changed().
    void applyScenario(attn::Scenario scenario, Change change);
    /// Used by undo commands only: changes the scenario in place, then as applyScenario().
    void applyInPlace(const std::function<void(attn::Scenario &)> &edit, Change change);

    /// How applyCell() brings the trace up to date.
    enum class Recompute
    {
        Incremental, ///< only what depends on the cell's row (the engine decides if it can)
        Full,        ///< the whole trace (undo: restores it bit for bit)
    };
    /// Used by undo commands only: sets one cell of an input matrix, updates the trace,
    /// emits changed().
    void applyCell(const MatrixRef &ref, int row, int col, double value, Recompute recompute);

signals:
    void changed(Document::Change change);
    void filePathChanged(const QString &path);
    /// resetScenario() replaced the whole scenario (New, Open, a preset, a lesson step, an
    /// import): whatever described the scenario before no longer does.
    void scenarioReset();
    /// isModified() changed (drives the window title's [*] mark).
    void modifiedChanged(bool modified);
    /// The trace on screen was dropped to make room for a new size computed in the background
    /// (hasTrace() is false): emitted before changed(), so that what shows the views can hide
    /// them before any reads the empty trace.
    void traceDropped();
    /// isComputing() changed.
    void computingChanged(bool computing);
    /// A job that showed the selected head and the selected query's output first
    /// (changed(Values) then, isFocusCurrent()) is done, with that selection unchanged: the
    /// other heads and rows are in. Views that show only the selected head and query have
    /// nothing new to draw (changed() does not fire again); views of every head refresh.
    void restComputed();
    /// A trace computed in place, head by head, has `done` of the `total` heads it changes
    /// in (the views refresh when the job is done).
    void computingProgress(int done, int total);
    /// A computation not made head by head is `permille` thousandths done (a few times a
    /// second while it runs).
    void computingShare(int permille);

private:
    /// Brings the trace up to the current scenario, at once or in the background; `edit` is
    /// the one changed input cell when that is all that changed.
    void recompute(Change change, const attn::InputCellEdit *edit);
    /// Whether the current scenario's trace is computed in the background: when a job is
    /// running, or for a large scenario whose change costs more than a frame here.
    bool runsInBackground(const attn::InputCellEdit *edit) const;
    /// Hands the newest waiting scenario to the background thread.
    void startQueued();
    /// A background job is done: its trace becomes the current one, the next job starts.
    void adopt(BackgroundComputation::Result result);
    void setComputing(bool computing);
    /// Gives the head-by-head jobs' buffers back when `s` is too small for such a job.
    void releaseSpareHeads(const attn::Scenario &s);
    /// The second head's buffers for a head-by-head job of `s` (see
    /// BackgroundComputation::startHeadByHead()), where one more head costs little memory.
    std::optional<attn::HeadTrace> secondHead(const attn::Scenario &s);
    /// A head-by-head job handed over the selected head and row first: the views show them.
    void showFocus();
    /// What the views lay out by (shapes, labels, whether there is a trace).
    TraceLayout traceLayout() const { return TraceLayout::of(trace(), m_hasTrace); }
    /// After the engine ran: keeps the selection inside the trace's shape, emits changed(),
    /// as Structure when the trace's state moved from `before`.
    void finishApply(Change change, const TraceLayout &before);

    attn::Scenario m_scenario;
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
    bool m_computing = false;
    bool m_focusCurrent = false; ///< see isFocusCurrent()
    int m_focusHead = 0;         ///< the selected head when the running job started
    int m_focusQuery = 0;        ///< and the selected query
    attn::ValidationIssues m_issues;
    bool m_hasTrace = false;
    QUndoStack *m_undoStack = nullptr;
    QString m_filePath;
    int m_selectedHead = 0;
    int m_selectedQuery = 0;
    int m_selectedKey = -1;
    int m_lastMergeId = 1000; ///< ids below are free for fixed per-control merges
};
