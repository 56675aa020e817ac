#include "celleditcommand.h"

CellEditCommand::CellEditCommand(Document *document, const MatrixRef &ref, int row, int col,
                                 double before, double after, EditName name, int mergeId)
    : NamedUndoCommand(std::move(name)), m_document(document), m_ref(ref), m_row(row), m_col(col),
      m_before(before), m_after(after), m_mergeId(mergeId)
{
}

void CellEditCommand::undo()
{
    m_document->applyCell(m_ref, m_row, m_col, m_before, Document::Recompute::Full);
}

void CellEditCommand::redo()
{
    m_document->applyCell(m_ref, m_row, m_col, m_after, Document::Recompute::Incremental);
}

bool CellEditCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = dynamic_cast<const CellEditCommand *>(other);
    if (!next || next->m_mergeId != m_mergeId || next->m_document != m_document ||
        !(next->m_ref == m_ref) || next->m_row != m_row || next->m_col != m_col)
        return false;
    m_after = next->m_after;
    setObsolete(m_after == m_before);
    return true;
}
