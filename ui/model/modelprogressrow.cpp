#include "modelprogressrow.h"

#include "modelsession.h"
#include "retranslate.h"
#include "texttone.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QTimer>

ModelProgressRow::ModelProgressRow(ModelSession *session, QWidget *parent)
    : QWidget(parent), m_session(session), m_label(new QLabel), m_bar(new QProgressBar),
      m_stop(new QPushButton), m_showTimer(new QTimer(this))
{
    setObjectName(QStringLiteral("modelProgress"));
    m_stop->setObjectName(QStringLiteral("modelStop"));
    // The stopped sentence wraps rather than widen the tab.
    m_label->setWordWrap(true);
    m_bar->setTextVisible(false);
    m_bar->setMaximumWidth(240);
    auto *row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_label, 1);
    row->addWidget(m_bar);
    row->addWidget(m_stop);
    m_showTimer->setSingleShot(true);
    m_showTimer->setInterval(kShowAfterMs);
    connect(m_showTimer, &QTimer::timeout, this, &ModelProgressRow::follow);
    connect(m_stop, &QPushButton::clicked, m_session, &ModelSession::stopComputing);
    connect(m_session, &ModelSession::computingChanged, this, [this] {
        if (m_session->isComputing()) {
            m_stopped = false;
            if (!isVisible() && m_showTimer->interval() > 0)
                m_showTimer->start();
        }
        follow();
    });
    connect(m_session, &ModelSession::progressed, this, &ModelProgressRow::follow);
    connect(m_session, &ModelSession::stopped, this, [this] {
        m_stopped = true;
        follow();
    });
    connect(m_session, &ModelSession::changed, this, [this] {
        if (!m_session->isComputing())
            m_stopped = false;
        follow();
    });
    onLanguageChange(this, [this] { setTexts(); });
    setVisible(false);
}

void ModelProgressRow::setShowAfter(int ms)
{
    m_showTimer->setInterval(ms);
}

void ModelProgressRow::setTexts()
{
    m_stop->setText(tr("Stop"));
    m_stop->setToolTip(tr("Stop computing: the views keep the last result"));
    follow();
}

void ModelProgressRow::follow()
{
    const bool computing = m_session->isComputing();
    if (computing) {
        const int total = std::max(m_session->layersToCompute(), 1);
        const int done = std::min(m_session->layersDone(), total);
        m_bar->setRange(0, total);
        m_bar->setValue(done);
        m_label->setText(tr("Computing the model… %1 %").arg(100 * done / total));
        setTextTone(m_label, TextTone::Emphasis);
    } else if (m_stopped) {
        m_label->setText(tr("Stopped: the views show the last result computed, not the text "
                            "typed. Edit the text or an intervention to compute again."));
        setTextTone(m_label, TextTone::Problem);
    }
    m_bar->setVisible(computing);
    m_stop->setVisible(computing);
    const bool show = (computing && !m_showTimer->isActive()) || (!computing && m_stopped);
    setVisible(show);
}
