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

class AutosaveWriter;
class Document;
class QLockFile;
class QTimer;
class QWidget;

/// Keeps a copy of the open document's unsaved changes on disk, so that a crash or a kill
/// loses at most the last few seconds of work.
///
/// Every interval (default 3 s) a modified document is written atomically (QSaveFile), on a
/// thread of its own (AutosaveWriter), to
/// <AppDataLocation>/autosave/autosave-<pid>-<start time>.json, beside a QLockFile that marks this
/// process as alive. An unmodified document has no autosave file; a clean exit (discard(), or the
/// destructor) removes both. At the next start, files whose lock is stale (the process
/// died) are offered for restore, all at once (MainWindow::restoreUnsavedWork()).
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

    /// Saves of a large scenario take seconds of a core (formatting its JSON): after a save
    /// that took `savedInMs`, the next waits at least this many times as long, so that
    /// autosaving takes at most 1/kStallShare of a core's time.
    static constexpr int kStallShare = 20;
    /// The least time between two saves: the interval, or kStallShare times the last save's
    /// duration when that is longer.
    static qint64 spacingAfter(qint64 savedInMs, int intervalMs);

    /// Writes the document now, on this thread, if it has unsaved changes (after the
    /// background save, if one is running); removes the file if it has none.
    /// False (and lastError()) when the file could not be written; the previous autosave,
    /// if any, is then left intact.
    bool saveNow();
    QString lastError() const { return m_lastError; }
    /// Whether a save is being written in the background.
    bool isWriting() const;
    /// Removes this process's autosave and lock (clean exit), cancelling a background save.
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

    /// How the restore question names an orphan: its file's name (or "an untitled
    /// scenario") and when it was saved.
    static QString describe(const Orphan &orphan);

    /// Asked before restoring; receives what was found, one describe() line per file,
    /// newest first, and answers which to restore (indices into it). Replaces the dialog
    /// (tests).
    using RestoreQuestion = std::function<QList<int>(const QStringList &found)>;
    void setRestoreQuestion(RestoreQuestion question) { m_question = std::move(question); }
    /// If dead processes left unsaved changes, asks (a yes/no question for one file, a list
    /// to tick for several, or the hook) which to restore. The files not chosen are removed;
    /// the chosen ones (newest first) stay until restore() takes them.
    QList<Orphan> askWhichToRestore(QWidget *dialogParent);
    /// Brings an orphan's changes into the document as one undoable, unsaved edit (also a
    /// state the window marks invalid), with the file name it had, and removes its file.
    void restore(const Orphan &orphan);

signals:
    /// A save began to be written in the background (isWriting() is true).
    void writingStarted();
    /// A save failed (full disk, read-only folder): the message is for the status bar.
    void saveFailed(const QString &message);

private:
    /// What beginSave() found.
    enum class Begun
    {
        NothingUnsaved, ///< the file was removed
        Failed,         ///< no lock: saveFailed() was emitted
        Write,          ///< the scenario is to be written
    };

    void documentChanged();
    bool ensureLocked();
    /// Starts a save (and the spacing clock).
    Begun beginSave();
    /// Records how a write went; a failure is reported and tried again at the next tick.
    void endSave(bool written, const QString &error);
    /// Begins a save and starts the writer (which may only prepare its buffers first).
    void startSave();
    /// Takes the background write's result, if there is one.
    void finishBackgroundSave();

    Document *m_document;
    QTimer *m_timer;
    AutosaveWriter *m_writer;
    QString m_path;
    std::unique_ptr<QLockFile> m_lock;
    QString m_lastError;
    bool m_pending = false;
    bool m_prepared = false;   ///< the writer has buffers for a save that is to start at once
    QElapsedTimer m_sinceSave; ///< since the last save began
    qint64 m_lastSaveMs = 0;   ///< how long the last save took
    RestoreQuestion m_question;
};
