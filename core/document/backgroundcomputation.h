#pragma once

#include "attentionengine.h"
#include "headbyheadrun.h"
#include "scenario.h"
#include "validationissue.h"

#include <QObject>
#include <QTimer>

#include <atomic>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>

/// Runs AttentionEngine::run() on a thread of its own, for scenarios too large to compute
/// within a frame, so that the window keeps answering. One job at a time: the caller hands
/// an engine and a scenario to start(), finished() fires on the object's thread when the
/// result can be take()n, engine included.
///
/// A trace too large to hold twice is instead brought up to date in place, head by head
/// (startHeadByHead(), attn::HeadByHeadRun): each head computed on the thread is swapped
/// into the engine on the object's thread, between its events, while the job waits; the
/// engine's owner installs the combination from the result (finishHeadByHead()).
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
        /// A startHeadByHead() job (no engine): its heads are in the target engine already,
        /// the combination is here, for AttentionEngine::finishHeadByHead() with `scenario`.
        bool headByHead = false;
        attn::CombinedHeads combined;
        attn::HeadTrace spare;  ///< the head a head-by-head job computed into, for the next
        attn::HeadTrace second; ///< its second such head (see startHeadByHead())

        /// Whether this is a job's result (an empty Result is none).
        bool valid() const { return engine || headByHead; }
    };

    /// Starts the thread, which waits for a job.
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
    /// Starts bringing `target`'s trace up to `scenario` head by head (preconditions:
    /// !isRunning(), attn::HeadByHeadRun::applies() and attn::validate(scenario) empty: the
    /// job does not validate it again). The caller must neither change nor
    /// destroy `target` until the job is done, except that this object swaps heads into it
    /// on its own thread; reading it meanwhile is fine.
    /// `spare` and `combined` lend the job their buffers; the Result gives them back.
    /// `focusHead` and `focusQuery` are what the window shows: that head is computed first
    /// and, where attn::HeadByHeadRun::previewsRow(), the combination's row of that query is
    /// swapped in right after it (focusHandedOver()).
    /// With `second` (a second head's buffers, where memory allows one), the job computes the
    /// next head into it while the last one waits to be swapped in (the window may be busy
    /// showing the focus): it never waits for a hand-over but the one before.
    void startHeadByHead(attn::AttentionEngine *target, attn::Scenario scenario, quint64 generation,
                         attn::HeadTrace spare, attn::CombinedHeads combined,
                         std::size_t focusHead = 0, Eigen::Index focusQuery = -1,
                         std::optional<attn::HeadTrace> second = std::nullopt);
    /// Blocks until the running job is done (making its hand-overs meanwhile) and returns its
    /// result (empty when none ran).
    Result wait();
    /// The finished job's result, once; an empty Result (no engine) when there is none.
    Result take();
    /// Whether a job runs whose result is not in yet (it can be stopped).
    bool canStop() const;
    /// Asks the running job to stop early: a start() job between rows of its work
    /// (AttentionEngine::setStopFlag()), a head-by-head one after its head, putting the heads
    /// it swapped in back (attn::HeadByHeadRun::setStopFlag()). Its result comes as usual,
    /// with AttentionEngine::stoppedIssue(). Nothing when none runs.
    void stopJob();
    /// Jobs started since construction (for tests: skipped edits never start one).
    int jobsStarted() const { return m_jobsStarted; }
    /// Jobs that started from a copy of the current engine's trace (for tests).
    int tracesCopied() const;

signals:
    /// A job is done: take() returns its result. Not emitted twice for one job, and
    /// harmless when wait() already took it.
    void finished();
    /// A head-by-head job swapped its `done`-th head of `total` into the engine (emitted for
    /// the hand-overs made between events, not those made inside wait()).
    void headHandedOver(int done, int total);
    /// A head-by-head job swapped the focus head and the focus row of the combination into
    /// the engine (see startHeadByHead()): what the window shows is of the job's scenario,
    /// the other heads follow. Emitted as headHandedOver().
    void focusHandedOver();
    /// A start() job is `permille` thousandths done (AttentionEngine::setProgress()):
    /// emitted a few times a second while it runs, when that changed.
    void progressed(int permille);

private:
    struct Job
    {
        std::unique_ptr<attn::AttentionEngine> engine;
        attn::Scenario scenario;
        quint64 generation = 0;
        const attn::AttentionEngine *current = nullptr;
        attn::AttentionEngine *headByHead = nullptr; ///< the engine of a head-by-head job
        attn::HeadTrace spare;                       ///< its buffers
        attn::CombinedHeads combined;
        std::size_t focusHead = 0;
        Eigen::Index focusQuery = -1;
        std::optional<attn::HeadTrace> second; ///< hand-overs do not wait (see startHeadByHead())
    };
    /// A head the job computed, waiting to be swapped into the engine.
    struct HandOver
    {
        attn::AttentionEngine *engine = nullptr;
        std::size_t head = 0;
        attn::HeadTrace *spare = nullptr;
        attn::Stage part = attn::Stage::Projections;
        int done = 0;                     ///< heads handed over with this one
        int total = 0;                    ///< heads the job changes
        attn::CombinedRow *row = nullptr; ///< instead of a head: a row of the combination
        bool preview = false;             ///< the row is the focus row's preview (not its undoing)
    };

    /// The thread's body: runs each job it is given until the object is destroyed.
    void loop();
    /// On the job's thread: queues the hand-over and waits until it is made (false when the
    /// object is being destroyed first).
    bool handOver(const HandOver &handOver);
    /// On the job's thread: waits until the last hand-over is made, then queues this one of
    /// `computed` without waiting: `computed` and `second` trade places first, so that the
    /// job goes on in the buffers the last hand-over gave back (false when being destroyed).
    bool handOverLater(HandOver handOver, attn::HeadTrace &computed, attn::HeadTrace &second);
    /// On the job's thread: waits until the last hand-over is made (false when being
    /// destroyed first).
    bool settle();
    /// With `lock` on m_mutex: waits until no hand-over waits to be made; false when the
    /// object is being destroyed.
    bool waitUntilMade(std::unique_lock<std::mutex> &lock);
    /// Queues makeHandOver() to the object's thread (m_mutex held).
    void postHandOver();
    /// On the object's thread, m_mutex held: swaps the waiting head in, if any.
    void makeHandOver();

    mutable std::mutex m_mutex;
    std::condition_variable m_wake;       ///< a job arrived or the thread must stop
    std::condition_variable m_done;       ///< a result is ready, or a head waits to be handed over
    std::condition_variable m_handedOver; ///< the waiting head was swapped in
    std::optional<Job> m_job;
    std::optional<HandOver> m_handOver;
    std::optional<Result> m_result;
    bool m_running = false;             ///< from start() until the result is taken
    std::atomic<bool> m_stopJob{false}; ///< read by the running job (see stopJob())
    std::atomic<int> m_progress{0};     ///< written by the running start() job's engine
    int m_reportedProgress = -1;        ///< the last progressed(), on the object's thread
    QTimer *m_progressTimer = nullptr;  ///< reads m_progress while a start() job runs
    bool m_stop = false;
    int m_jobsStarted = 0;
    int m_tracesCopied = 0; ///< guarded by m_mutex
    std::thread m_thread;
};
