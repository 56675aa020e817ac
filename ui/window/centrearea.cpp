#include "centrearea.h"

#include "document.h"
#include "retranslate.h"

#include <QLabel>

#include <algorithm>

CentreArea::CentreArea(Document *document, QWidget *views, QWidget *parent)
    : QStackedWidget(parent), m_document(document), m_views(views), m_waiting(new QLabel)
{
    addWidget(m_views);
    m_waiting->setObjectName(QStringLiteral("waitingForTrace"));
    m_waiting->setAlignment(Qt::AlignCenter);
    m_waiting->setWordWrap(true);
    m_waiting->setMargin(24);
    addWidget(m_waiting);
    connect(m_document, &Document::traceDropped, this, &CentreArea::follow);
    connect(m_document, &Document::changed, this, &CentreArea::follow);
    connect(m_document, &Document::computingChanged, this, &CentreArea::follow);
    onLanguageChange(this, [this] { follow(); });
}

bool CentreArea::showsViews() const
{
    return currentWidget() == m_views;
}

QString CentreArea::waitingText() const
{
    return m_waiting->text();
}

void CentreArea::follow()
{
    if (m_document->hasTrace()) {
        setCurrentWidget(m_views);
        return;
    }
    const attn::Scenario &s = m_document->scenario();
    const int heads = std::max(1, s.headCount);
    const QString size = tr("%1 queries x %2 keys, %3")
                             .arg(s.queryInput().rows())
                             .arg(s.keyInput().rows())
                             .arg(heads == 1 ? tr("1 head") : tr("%1 heads").arg(heads));
    m_waiting->setText(
        m_document->isComputing()
            ? tr("Computing attention for %1. The views show it when it is in; Stop in the "
                 "status bar ends the computation.")
                  .arg(size)
            : tr("Nothing to show: the computation of %1 did not finish (see the status bar). "
                 "Undo returns to the scenario before.")
                  .arg(size));
    setCurrentWidget(m_waiting);
}
