#include "modelopener.h"

#include <QProgressDialog>
#include <QThread>
#include <QWidget>

#include <optional>

/// One reading: what the worker writes, read on the window's thread once it has finished.
struct ModelOpener::Reading
{
    QString folder;
    QString name;
    std::optional<attn::io::ModelCheckpoint> checkpoint;
    QString error;
    bool dropped = false; ///< canceled, or replaced by another open()
};

ModelOpener::ModelOpener(QWidget *dialogParent, QObject *parent)
    : QObject(parent), m_dialogParent(dialogParent)
{
}

ModelOpener::~ModelOpener()
{
    if (m_reading)
        m_reading->dropped = true;
}

void ModelOpener::open(const QString &folder, const QString &name)
{
    if (m_reading)
        m_reading->dropped = true;
    auto reading = std::make_shared<Reading>();
    reading->folder = folder;
    reading->name = name;
    m_reading = reading;
    // The thread owns a copy of the pointer: a dropped reading finishes on its own.
    QThread *thread = QThread::create([reading] {
        reading->checkpoint = attn::io::readModelCheckpoint(reading->folder, &reading->error);
    });
    connect(thread, &QThread::finished, this, [this, reading] { finish(reading); });
    connect(thread, &QThread::finished, thread, &QObject::deleteLater);

    if (!m_progress) {
        m_progress = new QProgressDialog(m_dialogParent);
        m_progress->setWindowModality(Qt::WindowModal);
        m_progress->setRange(0, 0); // how long is not known: a busy bar
        m_progress->setMinimumDuration(400);
        connect(m_progress, &QProgressDialog::canceled, this, &ModelOpener::cancel);
    }
    m_progress->setWindowTitle(tr("Open model"));
    m_progress->setLabelText(tr("Reading the model %1…").arg(name));
    m_progress->setCancelButtonText(tr("Cancel"));
    m_progress->reset();
    m_progress->setRange(0, 0);
    m_progress->setValue(0);
    thread->start();
}

void ModelOpener::cancel()
{
    if (m_reading)
        m_reading->dropped = true;
    m_reading.reset();
    if (m_progress)
        m_progress->reset();
}

void ModelOpener::finish(const std::shared_ptr<Reading> &reading)
{
    if (reading->dropped)
        return;
    m_reading.reset();
    if (m_progress)
        m_progress->reset(); // closes it without a cancel
    if (reading->checkpoint)
        emit opened(*reading->checkpoint, reading->name);
    else
        emit failed(reading->error);
}
