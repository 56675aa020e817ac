#include "autosavewriter.h"

#include "scenariofile.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#ifdef Q_OS_LINUX
#include <sys/resource.h>
#include <unistd.h>
#endif

namespace {

// The scenario file's own JSON inside a small envelope that remembers where it came from:
// {"attentionLabAutosave": 1, "originalPath": "...", "scenario": {...}}. The scenario's text
// streams into the file, never whole in memory (about 90 MB at 4,096 x 1,024 tokens).
bool writeEnvelope(QIODevice &device, const attn::Scenario &scenario, const QString &originalPath)
{
    QJsonObject o;
    o.insert(QStringLiteral("attentionLabAutosave"), AutosaveWriter::kFormatVersion);
    o.insert(QStringLiteral("originalPath"), originalPath);
    QByteArray head = QJsonDocument(o).toJson(QJsonDocument::Compact);
    head.chop(1); // the closing brace
    head += ",\"scenario\":";
    return device.write(head) == head.size() && ScenarioFile::write(device, scenario) &&
           device.write("}") == 1;
}

/// Writes the envelope to `path` through QSaveFile unless `cancelled` is set before the
/// commit; on failure the previous file stays as it was.
bool commit(const QString &path, const attn::Scenario &scenario, const QString &originalPath,
            const std::atomic<bool> *cancelled, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || !writeEnvelope(file, scenario, originalPath)) {
        *error = file.errorString();
        file.cancelWriting();
        return false;
    }
    if (cancelled && *cancelled) {
        file.cancelWriting();
        return false;
    }
    if (!file.commit()) {
        *error = file.errorString();
        return false;
    }
    return true;
}

/// Lowers the calling thread's priority to the least (nice 19), so that a save running
/// beside a computation leaves the cores to the computation.
void yieldToComputation()
{
#ifdef Q_OS_LINUX
    // On Linux a thread has a nice value of its own.
    setpriority(PRIO_PROCESS, id_t(gettid()), 19);
#endif
}

} // namespace

AutosaveWriter::AutosaveWriter(QObject *parent) : QObject(parent) {}

AutosaveWriter::~AutosaveWriter()
{
    cancel();
    wait();
}

bool AutosaveWriter::write(const QString &path, const attn::Scenario &scenario,
                           const QString &originalPath, QString *error)
{
    return commit(path, scenario, originalPath, nullptr, error);
}

void AutosaveWriter::start(const QString &path, const attn::Scenario &scenario,
                           const QString &originalPath)
{
    Q_ASSERT(!m_busy);
    m_busy = true;
    m_cancelled = false;
    m_snapshot = scenario; // the writer's thread reads it until wait() has joined it
    m_thread = std::thread([this, path, originalPath] {
        yieldToComputation();
        QElapsedTimer clock;
        clock.start();
        Result result;
        result.written = commit(path, m_snapshot, originalPath, &m_cancelled, &result.error);
        result.cancelled = !result.written && m_cancelled;
        result.durationMs = clock.elapsed();
        {
            const std::lock_guard<std::mutex> lock(m_mutex);
            m_result = std::move(result);
        }
        QMetaObject::invokeMethod(this, &AutosaveWriter::finished, Qt::QueuedConnection);
    });
}

std::optional<AutosaveWriter::Result> AutosaveWriter::wait()
{
    if (!m_busy)
        return std::nullopt;
    if (m_thread.joinable())
        m_thread.join();
    m_busy = false;
    const std::lock_guard<std::mutex> lock(m_mutex);
    std::optional<Result> result = std::move(m_result);
    m_result.reset();
    return result;
}
