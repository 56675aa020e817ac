#pragma once

#include "attentionengine.h"
#include "scenario.h"
#include "validationissue.h"

#include <QObject>

#include <condition_variable>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>

/// Runs AttentionEngine::run() on a thread of its own, for scenarios too large to compute
/// within a frame, so that the window keeps answering. One job at a time: the caller hands
/// an engine and a scenario to start(), finished() fires on the object's thread when the
/// result can be take()n, engine included.
class BackgroundComputation : public QObject
{
    Q_OBJECT
public:
    /// A finished job: the engine (with the new trace, or on issues its previous one),
    /// what run() returned, and the caller's number for the job.
    struct Result
    {
        std::unique_ptr<attn::AttentionEngine> engine;
        attn::ValidationIssues issues;
        quint64 generation = 0;
        /// The scenario given to start(), handed back so that its buffers can hold the next
        /// one (a fresh copy of a large scenario costs a page fault every 4 KiB).
        attn::Scenario scenario;
    };

    explicit BackgroundComputation(QObject *parent = nullptr);
    /// Waits for the running job, if any, and stops the thread.
    ~BackgroundComputation() override;

    /// Starts computing `scenario` with `engine`. Precondition: !isRunning().
    /// `current`, when given, is the engine of the trace on screen: if its trace leaves less
    /// to compute than `engine`'s (say only a softmax for a new temperature, where `engine`
    /// holds the trace of older inputs), the job first copies it into `engine`, on its own
    /// thread. The caller must neither change nor destroy `current` until the job is done
    /// (reading it meanwhile is fine).
    void start(std::unique_ptr<attn::AttentionEngine> engine, attn::Scenario scenario,
               quint64 generation, const attn::AttentionEngine *current = nullptr);
    /// Blocks until the running job is done and returns its result (empty when none ran).
    Result wait();
    /// The finished job's result, once; an empty Result (no engine) when there is none.
    Result take();
    /// Jobs started since construction (for tests: skipped edits never start one).
    int jobsStarted() const { return m_jobsStarted; }
    /// Jobs that started from a copy of the current engine's trace (for tests).
    int tracesCopied() const;

signals:
    /// A job is done: take() returns its result. Not emitted twice for one job, and
    /// harmless when wait() already took it.
    void finished();

private:
    struct Job
    {
        std::unique_ptr<attn::AttentionEngine> engine;
        attn::Scenario scenario;
        quint64 generation = 0;
        const attn::AttentionEngine *current = nullptr;
    };

    void loop();

    mutable std::mutex m_mutex;
    std::condition_variable m_wake; ///< a job arrived or the thread must stop
    std::condition_variable m_done; ///< a result is ready
    std::optional<Job> m_job;
    std::optional<Result> m_result;
    bool m_running = false; ///< from start() until the result is taken
    bool m_stop = false;
    int m_jobsStarted = 0;
    int m_tracesCopied = 0; ///< guarded by m_mutex
    std::thread m_thread;
};
