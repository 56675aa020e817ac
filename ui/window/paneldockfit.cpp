#include "paneldockfit.h"

#include "retranslate.h"

#include <QDockWidget>
#include <QEvent>
#include <QMainWindow>
#include <QScrollArea>
#include <QStyle>
#include <QTimer>

namespace {

/// The scroll areas of `window` that are a dock's content, with a panel in them.
QList<QScrollArea *> panelAreas(QMainWindow *window)
{
    QList<QScrollArea *> areas;
    for (QScrollArea *area : window->findChildren<QScrollArea *>())
        if (area->widget() && qobject_cast<QDockWidget *>(area->parentWidget()))
            areas << area;
    return areas;
}

} // namespace

PanelDockFit::PanelDockFit(QMainWindow *window) : QObject(window), m_window(window)
{
    for (QScrollArea *area : panelAreas(window))
        area->widget()->installEventFilter(this);
    fit(false);
    // Once every panel has its new texts (and the application its new family).
    onLanguageChangeRebuild(window, [this] { fit(true); });
}

int PanelDockFit::leastWidth(const QScrollArea *area)
{
    return area->widget()->minimumSizeHint().width() +
           area->style()->pixelMetric(QStyle::PM_ScrollBarExtent) + 4;
}

bool PanelDockFit::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::LayoutRequest && !m_pending) {
        m_pending = true;
        QTimer::singleShot(0, this, [this] {
            m_pending = false;
            fit(false);
        });
    }
    return QObject::eventFilter(watched, event);
}

void PanelDockFit::fit(bool resize)
{
    QList<QDockWidget *> docks;
    QList<int> widths;
    for (QScrollArea *area : panelAreas(m_window)) {
        const int width = leastWidth(area);
        if (area->minimumWidth() != width)
            area->setMinimumWidth(width);
        docks << qobject_cast<QDockWidget *>(area->parentWidget());
        widths << width;
    }
    if (resize)
        m_window->resizeDocks(docks, widths, Qt::Horizontal);
}
