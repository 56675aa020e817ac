#pragma once

#include <QDialog>
#include <QList>
#include <QStringList>

class QListWidget;

/// Asks which of several windows' unsaved changes to bring back after a crash or kill: one
/// checkable line per autosave file (its document's name and when it was saved), all ticked
/// at first. "Restore" takes the ticked ones; "Discard all" (or Escape) none. Every text is
/// plain: a file's name cannot turn into markup.
class RestoreDialog : public QDialog
{
    Q_OBJECT
public:
    RestoreDialog(const QStringList &found, QWidget *parent = nullptr);

    /// Indices into `found` of the ticked lines (none after Discard all).
    QList<int> chosen() const;

private:
    QListWidget *m_list;
};
