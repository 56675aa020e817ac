#include "deferredrefresh.h"

#include <QEvent>
#include <QWidget>

DeferredRefresh::DeferredRefresh(QWidget *view, std::function<void()> refresh)
    : QObject(view), m_view(view), m_refresh(std::move(refresh))
{
    view->installEventFilter(this);
}

void DeferredRefresh::request()
{
    if (m_view->window()->isVisible() && !m_view->isVisible()) {
        m_pending = true;
        return;
    }
    m_pending = false;
    m_refresh();
}

void DeferredRefresh::flush()
{
    if (!m_pending)
        return;
    m_pending = false;
    m_refresh();
}

void DeferredRefresh::flushWithin(QWidget *root)
{
    for (DeferredRefresh *deferred : root->findChildren<DeferredRefresh *>())
        deferred->flush();
}

bool DeferredRefresh::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view && event->type() == QEvent::Show && m_pending) {
        m_pending = false;
        m_refresh();
    } else if (watched == m_view && event->type() == QEvent::LanguageChange) {
        // After the view's own texts follow the switch (its children hear of it after it):
        // the refresh makes the rest of its texts in the language of the moment.
        QMetaObject::invokeMethod(this, &DeferredRefresh::request, Qt::QueuedConnection);
    }
    return QObject::eventFilter(watched, event);
}
