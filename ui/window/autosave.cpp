#include "autosave.h"

#include "autosavewriter.h"
#include "document.h"
#include "plainmessagebox.h"
#include "restoredialog.h"
#include "scenariofile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QLockFile>
#include <QMessageBox>
#include <QScopeGuard>
#include <QSet>
#include <QStandardPaths>
#include <QTimer>

#include <algorithm>

namespace {

constexpr int kDefaultIntervalMs = 3000;

// Autosave files of this process (a test may run several windows): never orphans.
QSet<QString> &livePaths()
{
    static QSet<QString> paths;
    return paths;
}

QString uniquePath()
{
    static int counter = 0;
    return Autosave::directory() +
           QStringLiteral("/autosave-%1-%2-%3.json")
               .arg(QCoreApplication::applicationPid())
               .arg(QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMddhhmmsszzz")))
               .arg(++counter);
}

QString lockPathFor(const QString &autosavePath)
{
    return autosavePath.left(autosavePath.size() - 5) + QStringLiteral(".lock");
}

bool readEnvelope(const QString &path, Autosave::Orphan &out, QString *error)
{
    QFile file(path);
    if (file.size() > ScenarioFile::kMaxFileBytes || !file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("%1: cannot be read").arg(path);
        return false;
    }
    const QJsonObject o = QJsonDocument::fromJson(file.readAll()).object();
    if (o.value(QStringLiteral("attentionLabAutosave")).toInt() != AutosaveWriter::kFormatVersion) {
        *error = QStringLiteral("%1: not an autosave file").arg(path);
        return false;
    }
    QString scenarioError;
    const QByteArray scenario =
        QJsonDocument(o.value(QStringLiteral("scenario")).toObject()).toJson();
    // The window holds inconsistent states while one edits (heads = 2 with d_model = 3):
    // they are work too, so any scenario within the program's limits is restored.
    if (!ScenarioFile::fromJsonEditable(scenario, out.scenario, &scenarioError)) {
        *error = path + QStringLiteral(": ") + scenarioError;
        return false;
    }
    out.path = path;
    out.originalPath = o.value(QStringLiteral("originalPath")).toString();
    out.saved = QFileInfo(file).lastModified();
    return true;
}

} // namespace

Autosave::Autosave(Document *document, QObject *parent)
    : QObject(parent), m_document(document), m_timer(new QTimer(this)),
      m_writer(new AutosaveWriter(this)), m_path(uniquePath())
{
    livePaths().insert(m_path);
    m_timer->setInterval(kDefaultIntervalMs);
    connect(m_timer, &QTimer::timeout, this, [this] {
        if (m_pending && !m_writer->isBusy() &&
            (m_prepared || !m_sinceSave.isValid() ||
             m_sinceSave.elapsed() >= spacingAfter(m_lastSaveMs, interval())))
            startSave();
    });
    connect(m_writer, &AutosaveWriter::finished, this, &Autosave::finishBackgroundSave);
    m_timer->start();
    connect(m_document, &Document::changed, this, &Autosave::documentChanged);
    connect(m_document, &Document::modifiedChanged, this, &Autosave::documentChanged);
}

Autosave::~Autosave()
{
    discard();
    livePaths().remove(m_path);
}

QString Autosave::directory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/autosave");
}

void Autosave::setInterval(int milliseconds)
{
    m_timer->setInterval(milliseconds);
}

int Autosave::interval() const
{
    return m_timer->interval();
}

qint64 Autosave::spacingAfter(qint64 savedInMs, int intervalMs)
{
    return std::max<qint64>(intervalMs, kStallShare * savedInMs);
}

void Autosave::documentChanged()
{
    m_pending = true;
}

// The lock says "this file's owner is alive"; a later start treats files without a live
// owner as orphans. Taken only when there is something to save.
bool Autosave::ensureLocked()
{
    if (m_lock)
        return true;
    if (!QDir().mkpath(directory())) {
        m_lastError = tr("Could not create the autosave folder %1").arg(directory());
        return false;
    }
    // The folder too is the owner's only (0700), as its files are (AutosaveWriter).
    QFile::setPermissions(directory(),
                          QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    auto lock = std::make_unique<QLockFile>(lockPathFor(m_path));
    lock->setStaleLockTime(0); // never stale while we live, whatever the time
    if (!lock->tryLock(0)) {
        m_lastError = tr("Could not lock the autosave file %1").arg(lockPathFor(m_path));
        return false;
    }
    m_lock = std::move(lock);
    return true;
}

Autosave::Begun Autosave::beginSave()
{
    m_sinceSave.start();
    m_pending = false;
    if (!m_document->isModified()) {
        QFile::remove(m_path);
        return Begun::NothingUnsaved;
    }
    if (!ensureLocked()) {
        emit saveFailed(m_lastError);
        return Begun::Failed;
    }
    return Begun::Write;
}

void Autosave::endSave(bool written, const QString &error)
{
    if (written) {
        m_lastError.clear();
        return;
    }
    m_lastError = tr("Autosave failed: %1").arg(error);
    m_pending = true; // try again at the next tick
    emit saveFailed(m_lastError);
}

void Autosave::startSave()
{
    m_prepared = false;
    if (beginSave() != Begun::Write)
        return;
    if (m_writer->start(m_path, m_document->scenario(), m_document->filePath()))
        emit writingStarted();
}

void Autosave::finishBackgroundSave()
{
    const std::optional<AutosaveWriter::Result> result = m_writer->wait();
    if (!result || result->cancelled)
        return; // already taken by saveNow() or discard(), or cancelled by discard()
    if (result->prepared) {
        // Buffers for the copy are ready: the save itself follows now, not an interval on.
        m_prepared = true;
        m_pending = true;
        QTimer::singleShot(0, this, [this] {
            if (m_prepared && m_pending && !m_writer->isBusy())
                startSave();
        });
        return;
    }
    m_lastSaveMs = result->durationMs;
    endSave(result->written, result->error);
}

bool Autosave::saveNow()
{
    finishBackgroundSave();
    const auto measure = qScopeGuard([this] { m_lastSaveMs = m_sinceSave.elapsed(); });
    switch (beginSave()) {
    case Begun::NothingUnsaved:
        return true;
    case Begun::Failed:
        return false;
    case Begun::Write:
        break;
    }
    QString error;
    const bool written =
        AutosaveWriter::write(m_path, m_document->scenario(), m_document->filePath(), &error);
    endSave(written, error);
    return written;
}

bool Autosave::isWriting() const
{
    return m_writer->isBusy();
}

void Autosave::discard()
{
    m_writer->cancel();
    m_writer->wait();
    m_pending = false;
    QFile::remove(m_path);
    if (m_lock) {
        m_lock->unlock();
        m_lock.reset();
    }
}

QList<Autosave::Orphan> Autosave::orphans(const QString &ownPath, QStringList *problems)
{
    QList<Orphan> found;
    const QDir dir(directory());
    const QStringList names = dir.entryList({QStringLiteral("autosave-*.json")}, QDir::Files);
    for (const QString &name : names) {
        const QString path = dir.filePath(name);
        // Alive owner: its lock cannot be taken. A stale lock (dead pid) is taken over.
        if (path == ownPath || livePaths().contains(path))
            continue;
        QLockFile lock(lockPathFor(path));
        lock.setStaleLockTime(0);
        if (!lock.tryLock(0)) {
            // Held by a live process, unless that "process" is us reusing a dead one's pid
            // (common in containers): our own file is ownPath, so this one is an orphan.
            qint64 pid = 0;
            QString host, application;
            if (!lock.getLockInfo(&pid, &host, &application) ||
                pid != QCoreApplication::applicationPid())
                continue;
        }
        Orphan orphan;
        QString error;
        if (readEnvelope(path, orphan, &error))
            found.append(orphan);
        else if (problems)
            problems->append(error);
        lock.unlock();
    }
    std::sort(found.begin(), found.end(),
              [](const Orphan &a, const Orphan &b) { return a.saved > b.saved; });
    return found;
}

QString Autosave::describe(const Orphan &orphan)
{
    const QString name = orphan.originalPath.isEmpty() ? tr("an untitled scenario")
                                                       : QFileInfo(orphan.originalPath).fileName();
    return tr("%1, saved %2").arg(name, QLocale().toString(orphan.saved, QLocale::ShortFormat));
}

QList<Autosave::Orphan> Autosave::askWhichToRestore(QWidget *dialogParent)
{
    const QList<Orphan> found = orphans(m_path);
    if (found.isEmpty())
        return {};
    QStringList lines;
    for (const Orphan &orphan : found)
        lines.append(describe(orphan));
    QList<int> chosen;
    if (m_question) {
        chosen = m_question(lines);
    } else if (found.size() == 1) {
        const QString question =
            tr("Attention Lab did not exit cleanly. Unsaved changes were kept: %1. "
               "Restore them?")
                .arg(lines.first());
        if (PlainMessageBox::question(dialogParent, tr("Restore unsaved changes"), question,
                                      QMessageBox::Yes | QMessageBox::No,
                                      QMessageBox::Yes) == QMessageBox::Yes)
            chosen = {0};
    } else {
        RestoreDialog dialog(lines, dialogParent);
        dialog.exec();
        chosen = dialog.chosen();
    }
    // Offered once: what was not chosen goes now, the chosen go as they are restored.
    QList<Orphan> kept;
    for (qsizetype i = 0; i < found.size(); ++i) {
        if (chosen.contains(int(i))) {
            kept.append(found.at(i));
        } else {
            QFile::remove(found.at(i).path);
            QFile::remove(lockPathFor(found.at(i).path));
        }
    }
    return kept;
}

void Autosave::restore(const Orphan &orphan)
{
    m_document->setFilePath(orphan.originalPath);
    // An undoable edit, so the restored work counts as unsaved until saved again.
    m_document->editScenario(orphan.scenario, [] { return tr("Restore unsaved changes"); });
    QFile::remove(orphan.path);
    QFile::remove(lockPathFor(orphan.path));
}
