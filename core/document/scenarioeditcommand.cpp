#include "scenarioeditcommand.h"

#include "scenariocompare.h"

#include <utility>

namespace {

template <typename M> bool sameShape(const M &a, const M &b)
{
    return a.rows() == b.rows() && a.cols() == b.cols();
}

bool sameProjectionShapes(const attn::Scenario &a, const attn::Scenario &b)
{
    if (a.heads.size() != b.heads.size() || !sameShape(a.outputProjection, b.outputProjection))
        return false;
    for (size_t i = 0; i < a.heads.size(); ++i) {
        const attn::HeadProjection &x = a.heads[i];
        const attn::HeadProjection &y = b.heads[i];
        if (!sameShape(x.wq, y.wq) || !sameShape(x.wk, y.wk) || !sameShape(x.wv, y.wv) ||
            !sameShape(x.additiveQ, y.additiveQ) || !sameShape(x.additiveK, y.additiveK) ||
            x.additiveV.size() != y.additiveV.size())
            return false;
    }
    return true;
}

} // namespace

ScenarioEditCommand::ScenarioEditCommand(Document *document, attn::Scenario before,
                                         attn::Scenario after, Document::Change change,
                                         EditName name, int mergeId)
    : NamedUndoCommand(std::move(name)), m_document(document),
      m_delta(std::move(before), std::move(after)), m_change(change), m_mergeId(mergeId)
{
}

ScenarioEditCommand::ScenarioEditCommand(Document *document, ScenarioDelta settings, EditName name,
                                         int mergeId)
    : NamedUndoCommand(std::move(name)), m_document(document), m_delta(std::move(settings)),
      m_applied(true), m_change(Document::Change::Values), m_mergeId(mergeId)
{
}

void ScenarioEditCommand::undo()
{
    m_document->applyInPlace([this](attn::Scenario &s) { m_delta.restoreBefore(s); }, m_change);
}

void ScenarioEditCommand::redo()
{
    if (m_applied) {
        m_document->applyInPlace([this](attn::Scenario &s) { m_delta.restoreAfter(s); }, m_change);
        return;
    }
    // The first time (QUndoStack::push), the document's scenario has moved into the command.
    m_document->applyScenario(m_delta.takeAfterAndShare(), m_change);
    m_applied = true;
}

bool ScenarioEditCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = dynamic_cast<const ScenarioEditCommand *>(other);
    if (!next || next->m_mergeId != m_mergeId || next->m_document != m_document)
        return false;
    m_delta.append(next->m_delta, m_document->scenario());
    if (next->m_change == Document::Change::Structure)
        m_change = Document::Change::Structure;
    setObsolete(m_delta.isEmpty());
    return true;
}

Document::Change ScenarioEditCommand::classify(const attn::Scenario &a, const attn::Scenario &b)
{
    const bool same = a.mode == b.mode && a.keysAreValues == b.keysAreValues &&
                      a.score == b.score && a.headCount == b.headCount &&
                      a.combination == b.combination && a.queryLabels == b.queryLabels &&
                      a.keyLabels == b.keyLabels && sameShape(a.queryInput(), b.queryInput()) &&
                      sameShape(a.keyInput(), b.keyInput()) &&
                      sameShape(a.valueInput(), b.valueInput()) && sameProjectionShapes(a, b);
    return same ? Document::Change::Values : Document::Change::Structure;
}
