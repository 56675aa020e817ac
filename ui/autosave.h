#pragma once

#include "scenario.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>

class Document;
class QLockFile;
class QTimer;
class QWidget;

/// Keeps a copy of the open document's unsaved changes on disk, so that a crash or a kill
/// loses at most the last few seconds of work.
///
/// Every interval (default 3 s) a modified document is written atomically (QSaveFile) to
/// <AppDataLocation>/autosave/autosave-<pid>-<start time>.json, beside a QLockFile that marks this
/// process as alive. An unmodified document has no autosave file; a clean exit (discard(), or the
/// destructor) removes both. At the next start, files whose lock is stale (the process
/// died) are offered for restore.
class Autosave : public QObject
{
    Q_OBJECT
public:
    explicit Autosave(Document *document, QObject *parent = nullptr);
    ~Autosave() override;

    /// The folder of the autosave files; created on the first save.
    static QString directory();
    /// This process's autosave file.
    QString filePath() const { return m_path; }

    void setInterval(int milliseconds);
    int interval() const;

    /// Saves of a large scenario stall the window (its JSON is written on the window's
    /// thread): after a save that took `savedInMs`, the next waits at least this many times
    /// as long, so that autosaving takes at most 1/kStallShare of the window's time.
    static constexpr int kStallShare = 20;
    /// The least time between two saves: the interval, or kStallShare times the last save's
    /// duration when that is longer.
    static qint64 spacingAfter(qint64 savedInMs, int intervalMs);

    /// Writes the document now if it has unsaved changes, removes the file if it has none.
    /// False (and lastError()) when the file could not be written; the previous autosave,
    /// if any, is then left intact.
    bool saveNow();
    QString lastError() const { return m_lastError; }
    /// Removes this process's autosave and lock (clean exit).
    void discard();

    /// A scenario left behind by a process that did not exit cleanly.
    struct Orphan
    {
        QString path;         ///< the autosave file
        QString originalPath; ///< the file the document was opened from; empty = untitled
        QDateTime saved;      ///< when it was written
        attn::Scenario scenario;
    };
    /// Autosave files of dead processes (other than `ownPath`), newest first; unreadable
    /// ones are skipped (and reported in `problems` when given).
    static QList<Orphan> orphans(const QString &ownPath = {}, QStringList *problems = nullptr);

    /// Asked before restoring; receives a description of what was found and answers
    /// whether to restore. Replaces the dialog (tests).
    using RestoreQuestion = std::function<bool(const QString &description)>;
    void setRestoreQuestion(RestoreQuestion question) { m_question = std::move(question); }
    /// If a dead process left unsaved changes, asks (dialog or hook) whether to restore the
    /// newest; restores it into the document as one undoable, unsaved edit. Every orphan is
    /// removed afterwards either way. Returns whether something was restored.
    bool offerRestore(QWidget *dialogParent);

signals:
    /// A save failed (full disk, read-only folder): the message is for the status bar.
    void saveFailed(const QString &message);

private:
    void documentChanged();
    bool ensureLocked();

    Document *m_document;
    QTimer *m_timer;
    QString m_path;
    std::unique_ptr<QLockFile> m_lock;
    QString m_lastError;
    bool m_pending = false;
    QElapsedTimer m_sinceSave; ///< since the last save began
    qint64 m_lastSaveMs = 0;   ///< how long the last save took
    RestoreQuestion m_question;
};
