#include "scrollingplot.h"

#include <qcustomplot.h>

#include <QScrollArea>
#include <QVBoxLayout>

void placeScrollingPlot(QWidget *view, QCustomPlot *plot)
{
    auto *layout = new QVBoxLayout(view);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *scroll = new QScrollArea(view);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setWidget(plot);
    layout->addWidget(scroll);
}
