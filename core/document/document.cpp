#include "document.h"

#include "celleditcommand.h"
#include "scenariocompare.h"
#include "scenarioeditcommand.h"
#include "scenarioedits.h"

#include <QUndoStack>

#include <algorithm>
#include <cstring>
#include <utility>

Document::Document(QObject *parent)
    : QObject(parent), m_computation(std::make_unique<TraceComputation>(m_scenario)),
      m_undoStack(new QUndoStack(this))
{
    connect(m_undoStack, &QUndoStack::cleanChanged, this,
            [this](bool clean) { emit modifiedChanged(!clean); });
    TraceComputation *computation = m_computation.get();
    connect(computation, &TraceComputation::updated, this, &Document::finishApply);
    connect(computation, &TraceComputation::traceDropped, this, [this] {
        emit traceDropped();
        emit changed(Change::Structure); // no view may read the old trace any more
    });
    connect(computation, &TraceComputation::focusComputed, this,
            [this] { emit changed(Change::Values); });
    connect(computation, &TraceComputation::allHeadsComputed, this, &Document::allHeadsComputed);
    connect(computation, &TraceComputation::computingChanged, this, &Document::computingChanged);
    connect(computation, &TraceComputation::computingProgress, this, &Document::computingProgress);
    connect(computation, &TraceComputation::computingShare, this, &Document::computingShare);
}

Document::~Document() = default;

void Document::setSelection(int head, int query, int key)
{
    const attn::AttentionTrace &t = trace();
    const int heads = int(t.heads.size());
    const int queries = heads > 0 ? int(t.heads.front().weights.rows()) : 0;
    const int keys = heads > 0 ? int(t.heads.front().weights.cols()) : 0;
    head = std::clamp(head, 0, std::max(0, heads - 1));
    query = std::clamp(query, 0, std::max(0, queries - 1));
    key = std::clamp(key, -1, keys - 1);
    if (head == m_selectedHead && query == m_selectedQuery && key == m_selectedKey)
        return;
    m_selectedHead = head;
    m_selectedQuery = query;
    m_selectedKey = key;
    m_computation->setFocus(head, query);
    emit changed(Change::Selection);
}

void Document::editScenario(attn::Scenario after, const QString &fixedName, int mergeId)
{
    editScenario(
        std::move(after), [fixedName] { return fixedName; }, mergeId);
}

void Document::editScenario(attn::Scenario after, EditName name, int mergeId)
{
    if (sameScenario(after, m_scenario))
        return;
    const Change change = ScenarioEditCommand::classify(m_scenario, after);
    // Both scenarios move into the command (no copies of a large scenario); the push runs
    // its redo() at once, which sets m_scenario again before anything reads it.
    m_undoStack->push(new ScenarioEditCommand(this, std::move(m_scenario), std::move(after), change,
                                              std::move(name), mergeId));
}

void Document::editSettings(const std::function<void(attn::Scenario &)> &change, EditName name,
                            int mergeId)
{
    std::optional<ScenarioDelta> delta = ScenarioDelta::ofSettings(m_scenario, change);
    if (!delta) {
        attn::Scenario after = m_scenario;
        change(after);
        editScenario(std::move(after), std::move(name), mergeId);
        return;
    }
    if (!delta->isEmpty())
        m_undoStack->push(
            new ScenarioEditCommand(this, std::move(*delta), std::move(name), mergeId));
}

void Document::resetScenario(const attn::Scenario &scenario, const QString &filePath)
{
    m_undoStack->clear();
    applyScenario(scenario, Change::Structure);
    setFilePath(filePath);
    m_undoStack->setClean();
    emit modifiedChanged(false);
    emit scenarioReset();
}

void Document::setFilePath(const QString &path)
{
    if (path == m_filePath)
        return;
    m_filePath = path;
    emit filePathChanged(path);
}

bool Document::isModified() const
{
    return !m_undoStack->isClean();
}

void Document::markSaved()
{
    m_undoStack->setClean();
}

void Document::applyScenario(attn::Scenario scenario, Change change)
{
    m_scenario = std::move(scenario);
    recompute(change, nullptr);
}

void Document::applyInPlace(const std::function<void(attn::Scenario &)> &edit, Change change)
{
    edit(m_scenario);
    recompute(change, nullptr);
}

void Document::applyCell(const MatrixRef &ref, int row, int col, double value,
                         Recompute recomputation)
{
    ref.setValue(m_scenario, row, col, value);
    const attn::InputCellEdit edit{ref.inputMatrix(), row, col};
    recompute(Change::Values, recomputation == Recompute::Incremental ? &edit : nullptr);
}

void Document::recompute(Change change, const attn::InputCellEdit *edit)
{
    m_computation->update(m_scenario, change, edit);
}

bool Document::canStopComputation() const
{
    return m_computation->canStop();
}

void Document::stopComputation()
{
    m_computation->stop();
}

void Document::waitForComputation()
{
    m_computation->waitUntilDone();
}

void Document::finishApply(Change change)
{
    // Keep the selection inside the new shape without a separate Selection signal.
    const attn::AttentionTrace &t = trace();
    const int heads = int(t.heads.size());
    const int queries = heads > 0 ? int(t.heads.front().weights.rows()) : 0;
    const int keys = heads > 0 ? int(t.heads.front().weights.cols()) : 0;
    m_selectedHead = std::clamp(m_selectedHead, 0, std::max(0, heads - 1));
    m_selectedQuery = std::clamp(m_selectedQuery, 0, std::max(0, queries - 1));
    m_selectedKey = std::clamp(m_selectedKey, -1, keys - 1);
    m_computation->setFocus(m_selectedHead, m_selectedQuery);
    emit changed(change);
}

void Document::setCell(const MatrixRef &ref, int row, int col, double value, int mergeId)
{
    if (!ref.exists(m_scenario) || row < 0 || col < 0 || row >= ref.rows(m_scenario) ||
        col >= ref.cols(m_scenario))
        return;
    const EditName name = [symbol = ref.symbol(), row, col] {
        return tr("Edit %1[%2, %3]").arg(symbol).arg(row + 1).arg(col + 1);
    };
    if (ref.isInput()) {
        const double before = ref.value(m_scenario, row, col);
        // Bitwise: -0.0 replacing 0.0 is an edit, a NaN replacing the same NaN is not.
        if (std::memcmp(&before, &value, sizeof value) != 0)
            m_undoStack->push(
                new CellEditCommand(this, ref, row, col, before, value, name, mergeId));
        return;
    }
    attn::Scenario after = m_scenario;
    ref.setValue(after, row, col, value);
    after.projectionInit = attn::ProjectionInit::Explicit;
    editScenario(std::move(after), name, mergeId);
}

void Document::toggleMaskCell(int query, int key)
{
    attn::Scenario after = m_scenario;
    attn::BoolMatrix current;
    if (hasTrace() && !trace().heads.empty())
        current = trace().mask.matrix(trace().heads.front().weights.rows(),
                                      trace().heads.front().weights.cols());
    scenarioedits::toggleMaskCell(after, query, key, current);
    editScenario(std::move(after), [] { return tr("Toggle mask cell"); });
}
