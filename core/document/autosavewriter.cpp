#include "autosavewriter.h"

#include "computationpolicy.h"
#include "scenariofields.h"
#include "scenariofile.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#include <type_traits>

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
    // Unsaved work is for its owner only (0600), whatever the umask or an earlier file's
    // mode. Where the file system cannot say (setPermissions fails), the work is still
    // saved: losing it would be worse.
    const bool opened = file.open(QIODevice::WriteOnly);
    if (opened)
        file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    if (!opened || !writeEnvelope(file, scenario, originalPath)) {
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

/// Calls op(x, y) on every matrix of `a` and the one in its place in `b` (the imported
/// weights one by one, the heads both have).
template <typename A, typename B, typename Op> void forEveryMatrix(A &a, B &b, Op op)
{
    using namespace scenariofields;
    forFields(kEveryField, [&](unsigned field) {
        forFieldMatrices(a, b, field, [&](auto &x, auto &y) {
            if constexpr (std::is_same_v<std::decay_t<decltype(x)>, std::vector<attn::Matrix>>) {
                for (std::size_t i = 0; i < x.size() && i < y.size(); ++i)
                    op(x[i], y[i]);
            } else {
                op(x, y);
            }
        });
    });
}

/// Whether copying `from` into `to` allocates no matrix: each has its shape already.
bool sameShapes(const attn::Scenario &to, const attn::Scenario &from)
{
    if (to.heads.size() != from.heads.size() ||
        to.importedWeights.size() != from.importedWeights.size())
        return false;
    bool same = true;
    forEveryMatrix(to, from, [&same](const auto &x, const auto &y) {
        same = same && x.rows() == y.rows() && x.cols() == y.cols();
    });
    return same;
}

/// Numbers held in the matrices of `s`.
double matrixNumbers(const attn::Scenario &s)
{
    double numbers = 0.0;
    forEveryMatrix(s, s, [&numbers](const auto &x, const auto &) { numbers += double(x.size()); });
    return numbers;
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

template <typename Work> void AutosaveWriter::run(Work work)
{
    m_thread = std::thread([this, work] {
        yieldToComputation();
        QElapsedTimer clock;
        clock.start();
        Result result = work();
        result.durationMs = clock.elapsed();
        {
            const std::lock_guard<std::mutex> lock(m_mutex);
            m_result = std::move(result);
        }
        QMetaObject::invokeMethod(this, &AutosaveWriter::finished, Qt::QueuedConnection);
    });
}

bool AutosaveWriter::start(const QString &path, const attn::Scenario &scenario,
                           const QString &originalPath)
{
    Q_ASSERT(!m_busy);
    m_busy = true;
    m_cancelled = false;
    if (!sameShapes(m_snapshot, scenario) &&
        matrixNumbers(scenario) >= policy::kAutosavePreparedFrom) {
        // The shapes only: a large matrix is mapped, its pages untouched until written.
        m_snapshot.heads.resize(scenario.heads.size());
        m_snapshot.importedWeights.resize(scenario.importedWeights.size());
        forEveryMatrix(m_snapshot, scenario,
                       [](auto &x, const auto &y) { x.resize(y.rows(), y.cols()); });
        run([this] {
            forEveryMatrix(m_snapshot, m_snapshot, [](auto &x, auto &) { x.setZero(); });
            Result result;
            result.prepared = true;
            return result;
        });
        return false;
    }
    m_snapshot = scenario; // the writer's thread reads it until wait() has joined it
    run([this, path, originalPath] {
        Result result;
        result.written = commit(path, m_snapshot, originalPath, &m_cancelled, &result.error);
        result.cancelled = !result.written && m_cancelled;
        return result;
    });
    return true;
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
