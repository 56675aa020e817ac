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

bool DeferredRefresh::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view && event->type() == QEvent::Show && m_pending) {
        m_pending = false;
        m_refresh();
    }
    return QObject::eventFilter(watched, event);
}
