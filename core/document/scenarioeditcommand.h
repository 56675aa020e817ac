#pragma once

#include "document.h"
#include "namedundocommand.h"
#include "scenariodelta.h"

#include <QUndoCommand>

/// One undoable edit: the scenario before and after, without the matrices the two share
/// (ScenarioDelta), which undo and redo take from the document's scenario. Exact: undo
/// restores the weights bit for bit because the engine is deterministic.
class ScenarioEditCommand : public NamedUndoCommand
{
public:
    /// The edit from `before` to `after` (`change` says what it touches), not yet applied.
    ScenarioEditCommand(Document *document, attn::Scenario before, attn::Scenario after,
                        Document::Change change, EditName name, int mergeId);
    /// An edit of settings only (ScenarioDelta::ofSettings()), not yet applied: redo() and
    /// undo() change the document's scenario in place.
    ScenarioEditCommand(Document *document, ScenarioDelta settings, EditName name, int mergeId);

    /// Puts the document back as it was before the edit.
    void undo() override;
    /// Makes the edit (again).
    void redo() override;
    /// The merge id: edits of one gesture share it.
    int id() const override { return m_mergeId; }
    /// Absorbs a following edit with the same id (a drag): keeps our `before`, takes its
    /// `after`; becomes obsolete when the drag ended where it started.
    bool mergeWith(const QUndoCommand *other) override;

    /// Structure when the two scenarios differ in shapes, labels, mode or heads.
    static Document::Change classify(const attn::Scenario &before, const attn::Scenario &after);

private:
    Document *m_document;
    ScenarioDelta m_delta;
    bool m_applied = false; ///< redo() ran once: m_delta keeps only what differs
    Document::Change m_change;
    int m_mergeId;
};
