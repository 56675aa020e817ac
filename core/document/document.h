#pragma once

#include "documentchange.h"
#include "matrixref.h"
#include "namedundocommand.h"
#include "scenario.h"
#include "trace.h"
#include "tracecomputation.h"
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
/// only the newest is computed next, the ones between are skipped. Every such decision is
/// TraceComputation's (computation()); Document forwards its state to the views.
class Document : public QObject
{
    Q_OBJECT
public:
    /// What an edit touched (DocumentChange::Change), so views can skip work that does not
    /// concern them.
    using Change = DocumentChange::Change;

    /// An empty scenario and its trace, computed at once.
    explicit Document(QObject *parent = nullptr);
    /// Waits for a running computation, which may be reading the trace.
    ~Document() override;

    /// The scenario as edited (the trace may be of an older one: see tracedScenario()).
    const attn::Scenario &scenario() const { return m_scenario; }
    /// Trace of the current scenario; when issues() is non-empty, of the last valid one.
    const attn::AttentionTrace &trace() const { return m_computation->trace(); }
    /// The scenario trace() was computed from: scenario() while issues() is empty, else the
    /// last valid one. Whatever reads the trace beside scenario numbers (W_O, the inputs,
    /// the combination) reads them here, so that the two always have the same shapes.
    const attn::Scenario &tracedScenario() const { return m_computation->tracedScenario(); }
    /// Validation problems of the current scenario (empty when the trace is current).
    const attn::ValidationIssues &issues() const { return m_computation->issues(); }
    /// Whether trace() holds a trace (false while a large one was dropped for a new size).
    bool hasTrace() const { return m_computation->hasTrace(); }
    /// True while the trace of the current scenario is being computed in the background.
    bool isComputing() const { return m_computation->isComputing(); }
    /// Whether the selected head and the selected query's row of the output are of the
    /// current scenario: when nothing is computing, and while a new softmax (temperature,
    /// scale) or head switch computed head by head is, once it has handed them over first
    /// (then changed(Values) fires, and allHeadsComputed() when every head is in).
    bool isFocusCurrent() const { return m_computation->isFocusCurrent(); }
    /// Whether head `head` of trace() is of the current scenario: when nothing is
    /// computing, or the focus head once it is in (see isFocusCurrent()). While a job runs
    /// the other heads may be old or new (a view that shows them says they are updating).
    bool isHeadCurrent(int head) const { return m_computation->isHeadCurrent(head); }
    /// Whether the running computation can be stopped (see BackgroundComputation::canStop()).
    bool canStopComputation() const;
    /// Stops the running computation early and drops any edit waiting for it: the views keep
    /// the result they show and issues() says it was stopped (AttentionEngine::stoppedIssue())
    /// until the next edit or undo computes again. Nothing unless canStopComputation().
    void stopComputation();
    /// Blocks until no computation is running or waiting, the newest result in place (for
    /// exports, snapshots and benchmarks, which must see the current scenario's trace).
    void waitForComputation();
    /// Whether scenarios of this size may be computed in the background
    /// (policy::kBackgroundFrom scores): edits that recompute everything are; a new softmax
    /// over kept scores is from policy::kLargestForegroundSoftmax on, in place, head by head,
    /// reading the trace's Q, K, V and raw scores where they are; a single cell, a head
    /// switched or W_O below policy::kHeadByHeadFrom never are. From policy::kHeadByHeadFrom
    /// scores on (2 GiB a trace), where a second trace would double that, every edit but a
    /// single cell is, in place and head by head (attn::HeadByHeadRun), as long as the
    /// shapes stay; a new size is computed by a job of its own, the trace on screen dropped
    /// first where it is large too (hasTrace() is false until the new one is in).
    static bool computesInBackground(const attn::Scenario &scenario)
    {
        return TraceComputation::computesInBackground(scenario);
    }
    /// The computation of the trace: its thresholds and counters for tests.
    TraceComputation *computation() const { return m_computation.get(); }
    /// The undo stack of every edit.
    QUndoStack *undoStack() const { return m_undoStack; }

    /// The head the views show.
    int selectedHead() const { return m_selectedHead; }
    /// The query the views show.
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

    /// The file the scenario was opened from or saved to (empty for none).
    QString filePath() const { return m_filePath; }
    /// Sets filePath(), emitting filePathChanged() when it moved.
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
    /// The trace, the issues or the selection moved; `change` says how far.
    void changed(Document::Change change);
    /// filePath() changed.
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
    void allHeadsComputed();
    /// A trace computed in place, head by head, has `done` of the `total` heads it changes
    /// in (the views refresh when the job is done).
    void computingProgress(int done, int total);
    /// A computation not made head by head is `permille` thousandths done (a few times a
    /// second while it runs).
    void computingShare(int permille);

private:
    /// Brings the trace up to the current scenario (TraceComputation::update()).
    void recompute(Change change, const attn::InputCellEdit *edit);
    /// The trace moved: keeps the selection inside its shape, emits changed().
    void finishApply(Change change);

    attn::Scenario m_scenario;
    std::unique_ptr<TraceComputation> m_computation; ///< destroyed before m_scenario
    QUndoStack *m_undoStack = nullptr;
    QString m_filePath;
    int m_selectedHead = 0;
    int m_selectedQuery = 0;
    int m_selectedKey = -1;
    int m_lastMergeId = 1000; ///< ids below are free for fixed per-control merges
};
