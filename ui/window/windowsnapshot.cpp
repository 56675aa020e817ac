#include "windowsnapshot.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QPixmap>
#include <QWidget>
#include <qcustomplot.h>

namespace {

void settle()
{
    // Layouts post LayoutRequest events, QCustomPlot queues replots as zero timers: a few
    // rounds let each one trigger the next without waiting on any clock.
    for (int i = 0; i < 5; ++i) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents(QEventLoop::AllEvents);
    }
}

} // namespace

bool saveWindowSnapshot(QWidget *window, const QString &path)
{
    if (!window)
        return false;
    if (!window->isVisible())
        window->show();
    settle();
    for (QCustomPlot *plot : window->findChildren<QCustomPlot *>())
        if (plot->isVisible())
            plot->replot(QCustomPlot::rpImmediateRefresh);
    settle();
    const QPixmap image = window->grab();
    if (image.isNull())
        return false;
    return image.save(path, "PNG");
}
