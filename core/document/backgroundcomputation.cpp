#include "backgroundcomputation.h"

#include <QMetaObject>

#ifdef Q_OS_LINUX
#include <sys/resource.h>
#include <unistd.h>
#endif

#include <algorithm>
#include <utility>

BackgroundComputation::BackgroundComputation(QObject *parent)
    : QObject(parent), m_progressTimer(new QTimer(this)), m_thread([this] { loop(); })
{
    m_progressTimer->setInterval(250);
    connect(m_progressTimer, &QTimer::timeout, this, [this] {
        {
            std::lock_guard lock(m_mutex);
            if (!m_running || m_result) {
                m_progressTimer->stop();
                return;
            }
        }
        const int permille = m_progress.load(std::memory_order_relaxed);
        if (permille != m_reportedProgress) {
            m_reportedProgress = permille;
            emit progressed(permille);
        }
    });
}

BackgroundComputation::~BackgroundComputation()
{
    {
        std::lock_guard lock(m_mutex);
        m_stop = true;
    }
    m_wake.notify_all();
    m_handedOver.notify_all();
    m_thread.join();
}

void BackgroundComputation::start(std::unique_ptr<attn::AttentionEngine> engine,
                                  attn::Scenario scenario, quint64 generation,
                                  const attn::AttentionEngine *current)
{
    {
        std::lock_guard lock(m_mutex);
        Job job;
        job.engine = std::move(engine);
        job.scenario = std::move(scenario);
        job.generation = generation;
        job.current = current;
        m_job = std::move(job);
        m_progress = 0;
        m_result.reset();
        m_running = true;
        m_stopJob = false;
        ++m_jobsStarted;
    }
    m_reportedProgress = -1;
    m_progressTimer->start();
    m_wake.notify_all();
}

void BackgroundComputation::startHeadByHead(attn::AttentionEngine *target, attn::Scenario scenario,
                                            quint64 generation, attn::HeadTrace spare,
                                            attn::CombinedHeads combined, std::size_t focusHead,
                                            Eigen::Index focusQuery,
                                            std::optional<attn::HeadTrace> second)
{
    {
        std::lock_guard lock(m_mutex);
        Job job;
        job.scenario = std::move(scenario);
        job.generation = generation;
        job.headByHead = target;
        job.spare = std::move(spare);
        job.combined = std::move(combined);
        job.focusHead = focusHead;
        job.focusQuery = focusQuery;
        job.second = std::move(second);
        m_job = std::move(job);
        m_result.reset();
        m_running = true;
        m_stopJob = false;
        ++m_jobsStarted;
    }
    m_wake.notify_all();
}

BackgroundComputation::Result BackgroundComputation::wait()
{
    std::unique_lock lock(m_mutex);
    for (;;) {
        m_done.wait(
            lock, [this] { return !m_running || m_result.has_value() || m_handOver.has_value(); });
        if (!m_handOver)
            break;
        makeHandOver();
    }
    lock.unlock();
    return take();
}

bool BackgroundComputation::handOver(const HandOver &handOver)
{
    std::unique_lock lock(m_mutex);
    if (!waitUntilMade(lock)) // one made later
        return false;
    m_handOver = handOver;
    postHandOver();
    waitUntilMade(lock);
    const bool made = !m_handOver;
    m_handOver.reset();
    return made;
}

bool BackgroundComputation::handOverLater(HandOver handOver, attn::HeadTrace &computed,
                                          attn::HeadTrace &second)
{
    std::unique_lock lock(m_mutex);
    if (!waitUntilMade(lock))
        return false;
    std::swap(computed, second);
    handOver.spare = &second;
    m_handOver = handOver;
    postHandOver();
    return true;
}

bool BackgroundComputation::settle()
{
    std::unique_lock lock(m_mutex);
    return waitUntilMade(lock);
}

bool BackgroundComputation::waitUntilMade(std::unique_lock<std::mutex> &lock)
{
    m_handedOver.wait(lock, [this] { return !m_handOver || m_stop; });
    return !m_stop;
}

void BackgroundComputation::postHandOver()
{
    m_done.notify_all(); // a wait() on the object's thread makes it at once
    // Queued to this object's thread; dropped if the object is gone by then.
    QMetaObject::invokeMethod(
        this,
        [this] {
            int done = 0;
            int total = 0;
            bool preview = false;
            {
                std::lock_guard guard(m_mutex);
                if (m_handOver) {
                    done = m_handOver->done;
                    total = m_handOver->total;
                    preview = m_handOver->preview;
                }
                makeHandOver();
            }
            if (preview)
                emit focusHandedOver();
            else if (total > 0)
                emit headHandedOver(done, total);
        },
        Qt::QueuedConnection);
}

void BackgroundComputation::makeHandOver()
{
    if (!m_handOver)
        return;
    if (m_handOver->row)
        m_handOver->engine->swapCombinedRow(*m_handOver->row);
    else
        m_handOver->engine->swapHead(m_handOver->head, *m_handOver->spare, m_handOver->part);
    m_handOver.reset();
    m_handedOver.notify_all();
}

BackgroundComputation::Result BackgroundComputation::take()
{
    std::lock_guard lock(m_mutex);
    if (!m_result)
        return {};
    Result result = std::move(*m_result);
    m_result.reset();
    m_running = false;
    return result;
}

int BackgroundComputation::tracesCopied() const
{
    std::lock_guard lock(m_mutex);
    return m_tracesCopied;
}

void BackgroundComputation::loop()
{
#ifdef Q_OS_LINUX
    // Below the window's thread, so that the window answers at once while a job runs: a
    // thread of its own has a nice value of its own, and the job's OpenMP threads, which
    // this thread starts, take it over.
    setpriority(PRIO_PROCESS, id_t(gettid()), 5);
#endif
    std::unique_lock lock(m_mutex);
    for (;;) {
        m_wake.wait(lock, [this] { return m_stop || m_job.has_value(); });
        if (m_stop)
            return;
        Job job = std::move(*m_job);
        m_job.reset();
        lock.unlock();
        Result result;
        bool copy = false;
        if (job.headByHead) {
            attn::HeadByHeadRun run(*job.headByHead, job.scenario);
            run.setValidated(); // see startHeadByHead()
            run.setStopFlag(&m_stopJob);
            const int total = int(run.heads().size());
            int done = 0;
            bool previewed = false;
            if (job.second)
                run.setSettle([this] { return settle(); });
            run.setFocus(job.focusHead, job.focusQuery, [&](attn::CombinedRow &row) {
                HandOver rowHandOver{job.headByHead, 0, nullptr, {}, done, total};
                rowHandOver.row = &row;
                rowHandOver.preview = !previewed; // the second hand-over undoes the first
                previewed = true;
                return handOver(rowHandOver);
            });
            result.issues = run.run(
                [&](std::size_t head, attn::HeadTrace &computed, attn::Stage part) {
                    // An overflow hands the heads over again: the count stays at the total.
                    done = std::min(done + 1, total);
                    const HandOver made{job.headByHead, head, &computed, part, done, total};
                    return job.second ? handOverLater(made, computed, *job.second) : handOver(made);
                },
                job.spare, job.combined);
            result.headByHead = true;
            result.spare = std::move(job.spare);
            if (job.second)
                result.second = std::move(*job.second);
            result.combined = std::move(job.combined);
        } else {
            copy = job.current && job.engine->copyReusableTrace(*job.current, job.scenario);
            job.engine->setStopFlag(&m_stopJob);
            job.engine->setProgress(&m_progress);
            result.issues = job.engine->run(job.scenario);
            job.engine->setStopFlag(nullptr);
            job.engine->setProgress(nullptr);
            result.engine = std::move(job.engine);
        }
        result.generation = job.generation;
        result.scenario = std::move(job.scenario);
        lock.lock();
        m_tracesCopied += copy ? 1 : 0;
        m_result = std::move(result);
        m_done.notify_all();
        // Queued to this object's thread; dropped if the object is gone by then.
        QMetaObject::invokeMethod(this, &BackgroundComputation::finished, Qt::QueuedConnection);
    }
}

bool BackgroundComputation::canStop() const
{
    std::lock_guard lock(m_mutex);
    return m_running && !m_result;
}

void BackgroundComputation::stopJob()
{
    std::lock_guard lock(m_mutex);
    if (m_running)
        m_stopJob = true;
}
