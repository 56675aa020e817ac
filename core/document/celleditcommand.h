#pragma once

#include "document.h"
#include "matrixref.h"
#include "namedundocommand.h"

#include <QUndoCommand>

/// One undoable change of one cell of an input matrix (Q, K, V, X or Y). It keeps the two
/// values only, so an edit of a large scenario costs neither a copy nor memory on the undo
/// stack. Redo goes through the engine's incremental update of the cell's row; undo
/// recomputes in full, so that it restores the weights bit for bit.
class CellEditCommand : public NamedUndoCommand
{
public:
    /// The edit of one cell of `ref` from `before` to `after`, not yet made (redo() makes it).
    CellEditCommand(Document *document, const MatrixRef &ref, int row, int col, double before,
                    double after, EditName name, int mergeId);

    /// Puts the document back as it was before the edit.
    void undo() override;
    /// Makes the edit (again).
    void redo() override;
    /// The merge id: edits of one gesture share it.
    int id() const override { return m_mergeId; }
    /// Absorbs a following edit of the same cell with the same id (a drag or arrow-key
    /// steps): keeps our `before`, takes its `after`; obsolete when back where it started.
    bool mergeWith(const QUndoCommand *other) override;

private:
    Document *m_document;
    MatrixRef m_ref;
    int m_row;
    int m_col;
    double m_before;
    double m_after;
    int m_mergeId;
};
