#include "tracecomputation.h"

#include "computationpolicy.h"
#include "headbyheadrun.h"
#include "validation.h"

#include <algorithm>
#include <utility>

using policy::scoreCount;

TraceComputation::TraceComputation(const attn::Scenario &scenario, QObject *parent)
    : QObject(parent), m_engine(std::make_unique<attn::AttentionEngine>()),
      m_spare(std::make_unique<attn::AttentionEngine>()),
      m_background(new BackgroundComputation(this)), m_headByHeadFrom(policy::kHeadByHeadFrom)
{
    connect(m_background, &BackgroundComputation::finished, this,
            [this] { adopt(m_background->take()); });
    connect(m_background, &BackgroundComputation::headHandedOver, this,
            &TraceComputation::computingProgress);
    connect(m_background, &BackgroundComputation::focusHandedOver, this,
            &TraceComputation::showFocus);
    connect(m_background, &BackgroundComputation::progressed, this,
            &TraceComputation::computingShare);
    m_issues = m_engine->run(scenario);
    m_hasTrace = m_issues.empty();
}

TraceComputation::~TraceComputation()
{
    // A running job may be reading m_engine (see startQueued()): let it end first.
    delete m_background;
}

bool TraceComputation::computesInBackground(const attn::Scenario &s)
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
    return work >= policy::kBackgroundFrom;
}

bool TraceComputation::runsInBackground(const attn::Scenario &scenario,
                                        const attn::InputCellEdit *edit) const
{
    if (m_computing)
        return true; // the trace an edit would update is older than the one it starts from
    if (!computesInBackground(scenario))
        return false;
    // A single-cell edit updates one row's worth of the trace: fast at any size, unless the
    // last scenario was refused and the trace is of an older one.
    if (edit && m_issues.empty())
        return false;
    // A second trace would double gigabytes: in place, head by head, where the shapes stay,
    // else (a new size) in a job of its own (see startQueued()).
    if (scoreCount(scenario) >= m_headByHeadFrom || edit)
        return true;
    switch (m_engine->workFor(scenario)) {
    case attn::Stage::None:
    case attn::Stage::Outputs: // heads switched, W_O: one product
        return false;
    case attn::Stage::Softmax: // scale, temperature, mask: a softmax per score
        return scoreCount(scenario) >= policy::kLargestForegroundSoftmax;
    case attn::Stage::Projections:
        break;
    }
    return true;
}

int TraceComputation::backgroundJobs() const
{
    return m_background->jobsStarted();
}

int TraceComputation::backgroundTraceCopies() const
{
    return m_background->tracesCopied();
}

void TraceComputation::setFocus(int head, int query)
{
    m_selectedHead = head;
    m_selectedQuery = query;
}

void TraceComputation::update(const attn::Scenario &scenario, Change change,
                              const attn::InputCellEdit *edit)
{
    const TraceLayout before = layout();
    if (!runsInBackground(scenario, edit)) {
        releaseSpareHeads(scenario);
        m_issues = edit ? m_engine->runInputCellEdit(scenario, *edit) : m_engine->run(scenario);
        if (m_issues.empty())
            m_hasTrace = true;
        finish(change, before);
        return;
    }
    if (change == Change::Structure)
        m_pendingChange = Change::Structure;
    ++m_generation;
    m_issues = attn::validate(scenario);
    if (!m_issues.empty()) {
        // Nothing to compute: the views keep the last valid trace and name the problem now.
        m_queued.reset();
        const Change pending = m_pendingChange;
        if (!m_computing)
            m_pendingChange = Change::Values;
        finish(pending, before);
        return;
    }
    m_focusCurrent = false;
    if (!m_queued)
        m_queued.emplace(std::move(m_recycled));
    *m_queued = scenario; // into buffers of the same sizes: no allocation
    if (!m_computing)
        startQueued();
}

void TraceComputation::startQueued()
{
    if (!m_queued)
        return;
    const bool huge = scoreCount(*m_queued) >= m_headByHeadFrom;
    const bool applies = attn::HeadByHeadRun::applies(*m_engine, *m_queued);
    // A new size of policy::kHeadByHeadFrom scores or more is computed by a job of its own;
    // beside a trace on screen of a good share of that (gigabytes together), that trace goes
    // first, and the views show none until the new one is in.
    const bool dropsTrace =
        huge && !applies && m_hasTrace &&
        scoreCount(m_engine->tracedScenario()) >= m_headByHeadFrom * policy::kDroppedTraceShare;
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
    if (dropsTrace)
        emit traceDropped();
}

void TraceComputation::releaseSpareHeads(const attn::Scenario &s)
{
    // No head-by-head job at this size: neither a new softmax nor anything else.
    if (scoreCount(s) < std::min(m_headByHeadFrom, policy::kLargestForegroundSoftmax)) {
        m_spareHead = attn::HeadTrace();
        m_secondHead = attn::HeadTrace();
        m_spareCombined = attn::CombinedHeads();
    }
}

std::optional<attn::HeadTrace> TraceComputation::secondHead(const attn::Scenario &s)
{
    if (scoreCount(s) / double(std::max(1, s.headCount)) >= policy::kSecondHeadBelow)
        return std::nullopt;
    return std::move(m_secondHead);
}

void TraceComputation::showFocus()
{
    // Only for the newest scenario, and where the views lay out as before.
    if (!m_computing || m_queued || !m_issues.empty() || m_pendingChange != Change::Values)
        return;
    m_focusCurrent = true;
    emit focusComputed();
}

void TraceComputation::adopt(BackgroundComputation::Result result)
{
    if (!result.valid())
        return; // already taken by waitUntilDone()
    const TraceLayout before = layout();
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
    if (scoreCount(m_spare->tracedScenario()) >= policy::kHeadByHeadFrom)
        m_spare = std::make_unique<attn::AttentionEngine>();
    // A stopped job is the last one: stop() dropped the scenarios after it.
    if (newest || attn::AttentionEngine::wasStopped(result.issues))
        m_issues = result.issues;
    const Change change = m_pendingChange;
    m_pendingChange = Change::Values;
    // The views showed this job's focus head and row already (showFocus()): only the views
    // of every head have something new to show.
    const bool focusShown = result.headByHead && newest && m_issues.empty() && m_focusCurrent &&
                            !m_queued && change == Change::Values &&
                            m_selectedHead == m_focusHead && m_selectedQuery == m_focusQuery &&
                            layout() == before;
    if (m_queued)
        startQueued();
    else
        setComputing(false);
    if (focusShown)
        emit allHeadsComputed();
    else
        finish(change, before);
}

bool TraceComputation::canStop() const
{
    return m_computing && m_background->canStop();
}

void TraceComputation::stop()
{
    if (!canStop())
        return;
    m_queued.reset();
    m_background->stopJob();
}

void TraceComputation::waitUntilDone()
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

void TraceComputation::setComputing(bool computing)
{
    if (computing == m_computing)
        return;
    m_computing = computing;
    emit computingChanged(computing);
}

void TraceComputation::finish(Change change, const TraceLayout &before)
{
    if (layout() != before)
        change = Change::Structure;
    emit updated(change);
}
