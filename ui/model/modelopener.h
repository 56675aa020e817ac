#pragma once

#include "modelcheckpoint.h"

#include <QObject>
#include <QString>

#include <atomic>
#include <memory>

class QProgressDialog;
class QWidget;

/// Reads a checkpoint folder off the window's thread (readModelCheckpoint), a dialog saying
/// which, with Cancel, shown while it takes more than a moment. Cancel stops the waiting: the
/// reading goes on to its end out of sight and its result is dropped, so the model shown
/// stays. One reading at a time: open() while one runs drops that one.
class ModelOpener : public QObject
{
    Q_OBJECT
public:
    explicit ModelOpener(QWidget *dialogParent, QObject *parent = nullptr);
    ~ModelOpener() override;

    /// Starts reading `folder`; `name` names it in the dialog ("gpt2").
    void open(const QString &folder, const QString &name);
    bool isReading() const { return m_reading != nullptr; }
    /// Stops waiting for the reading (the dialog's Cancel): its result will be dropped.
    void cancel();

signals:
    /// The folder was read.
    void opened(const attn::io::ModelCheckpoint &checkpoint, const QString &name);
    /// The folder could not be read: `message` says why, naming the file.
    void failed(const QString &message);

private:
    struct Reading;
    void finish(const std::shared_ptr<Reading> &reading);

    QWidget *m_dialogParent;
    std::shared_ptr<Reading> m_reading;
    QProgressDialog *m_progress = nullptr;
};
