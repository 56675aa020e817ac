#pragma once

#include "scenario.h"

#include <QObject>
#include <QString>

#include <atomic>
#include <mutex>
#include <optional>
#include <thread>

/// Writes autosave files on a thread of its own. A large scenario's JSON takes seconds to
/// format (about 1.5 s at 4,096 tokens and d_model = 1,024); written on the window's thread
/// it froze the window for that long. One write at a time: start() takes a copy of the
/// scenario, finished() fires on the object's thread when wait() has the result.
class AutosaveWriter : public QObject
{
    Q_OBJECT
public:
    /// The envelope's "attentionLabAutosave" version.
    static constexpr int kFormatVersion = 1;

    /// How a write went.
    struct Result
    {
        bool written = false;
        bool cancelled = false; ///< by cancel() before the commit: nothing was written
        QString error;          ///< why not, when neither written nor cancelled
        qint64 durationMs = 0;  ///< formatting and writing, on the writer's thread
        /// Nothing was written: start() found a large scenario of new shapes and only made
        /// the buffers for its copy; the next start() copies into them and writes.
        bool prepared = false;
    };

    /// A writer with no write running.
    explicit AutosaveWriter(QObject *parent = nullptr);
    /// Cancels the running write, if any, and waits for its thread.
    ~AutosaveWriter() override;

    /// Writes the autosave envelope of `scenario` (opened from `originalPath`, empty when
    /// untitled) to `path` atomically (QSaveFile): on failure the previous file stays as it
    /// was. `error` receives the reason.
    static bool write(const QString &path, const attn::Scenario &scenario,
                      const QString &originalPath, QString *error);

    /// Starts write() of a copy of `scenario` on the writer's thread and returns true.
    /// Precondition: !isBusy(). The copy goes into the buffers of the last write's, kept for
    /// it: at L = 4096 with d_model = 1,024 a fresh 67 MB copy faults in its pages (34 to 37
    /// ms alone, 39 to 226 ms on the window's thread beside a computation), a copy into kept
    /// buffers 11.5 ms. So when those buffers have other shapes and the scenario holds 2^20
    /// numbers or more (8 MB), it returns false instead: the writer's thread makes buffers of
    /// the new shapes and faults in their pages, and the result says `prepared`.
    bool start(const QString &path, const attn::Scenario &scenario, const QString &originalPath);
    /// From start() until the result is taken.
    bool isBusy() const { return m_busy; }
    /// Blocks until the running write is done; returns its result (nothing when none ran).
    std::optional<Result> wait();
    /// Makes the running write leave the file as it was (it has not committed yet) or, if it
    /// has, tells wait() nothing; the caller then removes the file.
    void cancel() { m_cancelled = true; }

signals:
    /// The write is done: wait() returns its result at once.
    void finished();

private:
    /// Runs `work` on the writer's thread, then stores its result and signals finished().
    template <typename Work> void run(Work work);

    attn::Scenario m_snapshot; ///< what the running write writes; the GUI's while !m_busy
    std::thread m_thread;
    std::mutex m_mutex;
    std::optional<Result> m_result; ///< guarded by m_mutex
    std::atomic<bool> m_cancelled{false};
    bool m_busy = false;
};
