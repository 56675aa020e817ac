#include "backgroundcomputation.h"

#include <QMetaObject>

#include <utility>

BackgroundComputation::BackgroundComputation(QObject *parent)
    : QObject(parent), m_thread([this] { loop(); })
{
}

BackgroundComputation::~BackgroundComputation()
{
    {
        std::lock_guard lock(m_mutex);
        m_stop = true;
    }
    m_wake.notify_all();
    m_thread.join();
}

void BackgroundComputation::start(std::unique_ptr<attn::AttentionEngine> engine,
                                  attn::Scenario scenario, quint64 generation,
                                  const attn::AttentionEngine *current)
{
    {
        std::lock_guard lock(m_mutex);
        m_job = Job{std::move(engine), std::move(scenario), generation, current};
        m_result.reset();
        m_running = true;
        ++m_jobsStarted;
    }
    m_wake.notify_all();
}

BackgroundComputation::Result BackgroundComputation::wait()
{
    std::unique_lock lock(m_mutex);
    m_done.wait(lock, [this] { return !m_running || m_result.has_value(); });
    lock.unlock();
    return take();
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
    std::unique_lock lock(m_mutex);
    for (;;) {
        m_wake.wait(lock, [this] { return m_stop || m_job.has_value(); });
        if (m_stop)
            return;
        Job job = std::move(*m_job);
        m_job.reset();
        lock.unlock();
        const bool copy = job.current && job.engine->catchUpWith(*job.current, job.scenario);
        Result result;
        result.issues = job.engine->run(job.scenario);
        result.engine = std::move(job.engine);
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
