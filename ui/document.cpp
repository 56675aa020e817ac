#include "document.h"

#include "backgroundcomputation.h"
#include "celleditcommand.h"
#include "headbyheadrun.h"
#include "scenariocompare.h"
#include "scenarioeditcommand.h"
#include "scenarioedits.h"
#include "validation.h"

#include <QUndoStack>

#include <algorithm>
#include <cstring>
#include <utility>

namespace {

/// h m n: the number of scores, each stored in a trace as a weight and, up to
/// attn::kKeptScoresLimit, as a raw score.
double scoreCount(const attn::Scenario &s)
{
    return double(std::max(1, s.headCount)) * double(s.queryInput().rows()) *
           double(s.keyInput().rows());
}

/// Up to this many scores (L = 512 with 8 heads) a new softmax over the kept scores fits in
/// a frame on this thread (about 6 ns a score on two cores, with the head outputs and W_O);
/// beyond, it goes to the background, into the trace on screen head by head.
constexpr double kLargestForegroundSoftmax = double(1 << 21);

/// From this many scores on (a trace of 1 GiB: weights and raw scores; at L = 4096, h = 16
/// 2 GiB of weights) the background computes in place, head by head, rather than a second
/// trace, and a spare engine left with one gives its buffers back.
constexpr double kLargestSpareScores = double(1 << 26);

} // namespace

Document::Document(QObject *parent)
    : QObject(parent), m_engine(std::make_unique<attn::AttentionEngine>()),
      m_spare(std::make_unique<attn::AttentionEngine>()),
      m_background(new BackgroundComputation(this)), m_headByHeadFrom(kLargestSpareScores),
      m_undoStack(new QUndoStack(this))
{
    connect(m_undoStack, &QUndoStack::cleanChanged, this,
            [this](bool clean) { emit modifiedChanged(!clean); });
    connect(m_background, &BackgroundComputation::finished, this,
            [this] { adopt(m_background->take()); });
    connect(m_background, &BackgroundComputation::headHandedOver, this,
            &Document::computingProgress);
    connect(m_background, &BackgroundComputation::focusHandedOver, this, &Document::showFocus);
    connect(m_background, &BackgroundComputation::progressed, this, &Document::computingShare);
    m_issues = m_engine->run(m_scenario);
    m_hasTrace = m_issues.empty();
}

Document::~Document()
{
    // A running job may be reading m_engine (see startQueued()): let it end first.
    delete m_background;
}

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

bool Document::computesInBackground(const attn::Scenario &s)
{
    // An additive score costs its hidden width in tanh terms, where a dot product is one
    // fused multiply-add per component through BLAS: weigh it by that width.
    double work = scoreCount(s);
    if (s.score == attn::ScoreKind::Additive) {
        Eigen::Index hidden = std::max(1, s.additiveHidden);
        for (const attn::HeadProjection &head : s.heads)
            hidden = std::max(hidden, head.additiveQ.cols());
        work *= double(hidden);
    }
    return work >= double(1 << 20);
}

bool Document::runsInBackground(const attn::InputCellEdit *edit) const
{
    if (m_computing)
        return true; // the trace an edit would update is older than the one it starts from
    if (!computesInBackground(m_scenario))
        return false;
    // A single-cell edit updates one row's worth of the trace: fast at any size, unless the
    // last scenario was refused and the trace is of an older one.
    if (edit && m_issues.empty())
        return false;
    // A second trace would double gigabytes: in place, head by head, where the shapes stay,
    // else (a new size) in a job of its own (see startQueued()).
    if (scoreCount(m_scenario) >= m_headByHeadFrom || edit)
        return true;
    switch (m_engine->workFor(m_scenario)) {
    case attn::Stage::None:
    case attn::Stage::Outputs: // heads switched, W_O: one product
        return false;
    case attn::Stage::Softmax: // scale, temperature, mask: a softmax per score
        return scoreCount(m_scenario) >= kLargestForegroundSoftmax;
    case attn::Stage::Projections:
        break;
    }
    return true;
}

int Document::backgroundJobs() const
{
    return m_background->jobsStarted();
}

int Document::backgroundTraceCopies() const
{
    return m_background->tracesCopied();
}

void Document::recompute(Change change, const attn::InputCellEdit *edit)
{
    const TraceLayout before = traceLayout();
    if (!runsInBackground(edit)) {
        releaseSpareHeads(m_scenario);
        m_issues = edit ? m_engine->runInputCellEdit(m_scenario, *edit) : m_engine->run(m_scenario);
        if (m_issues.empty())
            m_hasTrace = true;
        finishApply(change, before);
        return;
    }
    if (change == Change::Structure)
        m_pendingChange = Change::Structure;
    ++m_generation;
    m_issues = attn::validate(m_scenario);
    if (!m_issues.empty()) {
        // Nothing to compute: the views keep the last valid trace and name the problem now.
        m_queued.reset();
        const Change pending = m_pendingChange;
        if (!m_computing)
            m_pendingChange = Change::Values;
        finishApply(pending, before);
        return;
    }
    m_focusCurrent = false;
    if (!m_queued)
        m_queued.emplace(std::move(m_recycled));
    *m_queued = m_scenario; // into buffers of the same sizes: no allocation
    if (!m_computing)
        startQueued();
}

void Document::startQueued()
{
    if (!m_queued)
        return;
    const bool huge = scoreCount(*m_queued) >= m_headByHeadFrom;
    const bool applies = attn::HeadByHeadRun::applies(*m_engine, *m_queued);
    // A new size of 2^26 scores or more is computed by a job of its own; beside a trace on
    // screen of a quarter of that or more (gigabytes together), that trace goes first, and
    // the views show none until the new one is in.
    const bool dropsTrace = huge && !applies && m_hasTrace &&
                            scoreCount(m_engine->tracedScenario()) >= m_headByHeadFrom / 4;
    if (dropsTrace) {
        m_engine = std::make_unique<attn::AttentionEngine>();
        m_hasTrace = false;
        m_pendingChange = Change::Structure;
    }
    // A new softmax of the trace on screen is computed into it in place, head by head,
    // reading its Q, K, V and raw scores where they are (a second engine would first copy
    // them: 77 MB at L = 1024, h = 8). Any other job may start from a copy of the trace on
    // screen; nothing else changes m_engine while m_computing, and the destructor waits for
    // the job.
    const bool softmaxOnly = applies && m_engine->workFor(*m_queued) == attn::Stage::Softmax;
    if ((huge && applies) || softmaxOnly)
        m_background->startHeadByHead(m_engine.get(), std::move(*m_queued), m_generation,
                                      std::move(m_spareHead), std::move(m_spareCombined),
                                      std::size_t(m_selectedHead), m_selectedQuery,
                                      secondHead(*m_queued));
    else {
        releaseSpareHeads(*m_queued);
        // (From a copy of the trace on screen only where two fit: never at a huge size.)
        m_background->start(std::move(m_spare), std::move(*m_queued), m_generation,
                            huge ? nullptr : m_engine.get());
    }
    m_queued.reset();
    m_focusCurrent = false;
    m_focusHead = m_selectedHead;
    m_focusQuery = m_selectedQuery;
    setComputing(true);
    if (dropsTrace) {
        emit traceDropped();
        emit changed(Change::Structure); // no view may read the old trace any more
    }
}

void Document::releaseSpareHeads(const attn::Scenario &s)
{
    // No head-by-head job at this size: neither a new softmax nor anything else.
    if (scoreCount(s) < std::min(m_headByHeadFrom, kLargestForegroundSoftmax)) {
        m_spareHead = attn::HeadTrace();
        m_secondHead = attn::HeadTrace();
        m_spareCombined = attn::CombinedHeads();
    }
}

std::optional<attn::HeadTrace> Document::secondHead(const attn::Scenario &s)
{
    // A head of 2^22 scores and more (L = 2048, h = 16) would add 32 MB and up to the peak.
    if (scoreCount(s) / double(std::max(1, s.headCount)) >= double(1 << 22))
        return std::nullopt;
    return std::move(m_secondHead);
}

void Document::showFocus()
{
    // Only for the newest scenario, and where the views lay out as before.
    if (!m_computing || m_queued || !m_issues.empty() || m_pendingChange != Change::Values)
        return;
    m_focusCurrent = true;
    emit changed(Change::Values);
}

void Document::adopt(BackgroundComputation::Result result)
{
    if (!result.valid())
        return; // already taken by waitForComputation()
    const TraceLayout before = traceLayout();
    const bool newest = result.generation == m_generation;
    if (result.headByHead) {
        // The heads are in m_engine already; on issues it has its previous trace back.
        if (result.issues.empty()) {
            m_engine->finishHeadByHead(result.scenario, result.combined);
            m_hasTrace = true;
        }
        m_spareHead = std::move(result.spare);
        m_secondHead = std::move(result.second);
        m_spareCombined = std::move(result.combined);
    } else if (result.issues.empty()) {
        m_spare = std::move(m_engine);
        m_engine = std::move(result.engine);
        m_hasTrace = true;
    } else {
        m_spare = std::move(result.engine); // it kept its previous trace; ours is newer
    }
    m_recycled = std::move(result.scenario);
    // The spare engine keeps its buffers so that the next job reuses them (and the scores,
    // when only temperature, scale or mask move), except where a second trace would double
    // gigabytes of memory.
    if (scoreCount(m_spare->tracedScenario()) >= kLargestSpareScores)
        m_spare = std::make_unique<attn::AttentionEngine>();
    // A stopped job is the last one: stopComputation() dropped the edits after it.
    if (newest || attn::AttentionEngine::wasStopped(result.issues))
        m_issues = result.issues;
    const Change change = m_pendingChange;
    m_pendingChange = Change::Values;
    // The views showed this job's selected head and row already (showFocus()): only the
    // views of every head have something new to show.
    const bool restOnly = result.headByHead && newest && m_issues.empty() && m_focusCurrent &&
                          !m_queued && change == Change::Values && m_selectedHead == m_focusHead &&
                          m_selectedQuery == m_focusQuery && traceLayout() == before;
    if (m_queued)
        startQueued();
    else
        setComputing(false);
    if (restOnly)
        emit restComputed();
    else
        finishApply(change, before);
}

bool Document::canStopComputation() const
{
    return m_computing && m_background->canStop();
}

void Document::stopComputation()
{
    if (!canStopComputation())
        return;
    m_queued.reset();
    m_background->stopJob();
}

void Document::waitForComputation()
{
    while (m_computing) {
        BackgroundComputation::Result result = m_background->wait();
        if (!result.valid()) { // cannot happen while computing; never spin on it
            setComputing(false);
            break;
        }
        adopt(std::move(result));
    }
}

void Document::setComputing(bool computing)
{
    if (computing == m_computing)
        return;
    m_computing = computing;
    emit computingChanged(computing);
}

void Document::finishApply(Change change, const TraceLayout &before)
{
    if (traceLayout() != before)
        change = Change::Structure;
    // Keep the selection inside the new shape without a separate Selection signal.
    const attn::AttentionTrace &t = trace();
    const int heads = int(t.heads.size());
    const int queries = heads > 0 ? int(t.heads.front().weights.rows()) : 0;
    const int keys = heads > 0 ? int(t.heads.front().weights.cols()) : 0;
    m_selectedHead = std::clamp(m_selectedHead, 0, std::max(0, heads - 1));
    m_selectedQuery = std::clamp(m_selectedQuery, 0, std::max(0, queries - 1));
    m_selectedKey = std::clamp(m_selectedKey, -1, keys - 1);
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
    if (m_hasTrace && !trace().heads.empty())
        current = trace().mask.matrix(trace().heads.front().weights.rows(),
                                      trace().heads.front().weights.cols());
    scenarioedits::toggleMaskCell(after, query, key, current);
    editScenario(std::move(after), [] { return tr("Toggle mask cell"); });
}
