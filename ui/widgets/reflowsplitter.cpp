#include "reflowsplitter.h"

#include <QResizeEvent>

#include <algorithm>

namespace {

QSize leastSize(const QWidget *widget)
{
    return widget->minimumSizeHint().expandedTo(widget->minimumSize());
}

} // namespace

ReflowSplitter::ReflowSplitter(QWidget *parent) : QSplitter(Qt::Horizontal, parent)
{
    setChildrenCollapsible(false);
}

int ReflowSplitter::sideBySideWidth() const
{
    int width = 0;
    for (int i = 0; i < count(); ++i)
        if (!widget(i)->isHidden())
            width += leastSize(widget(i)).width() + (width > 0 ? handleWidth() : 0);
    return width;
}

QSize ReflowSplitter::minimumSizeHint() const
{
    // Whichever way it stands now, it can always stand the other way: only the widest
    // panel's width is needed, and the height of the way it stands.
    int width = 0, height = 0;
    for (int i = 0; i < count(); ++i) {
        if (widget(i)->isHidden())
            continue;
        const QSize least = leastSize(widget(i));
        width = std::max(width, least.width());
        height = orientation() == Qt::Vertical
                     ? height + least.height() + (height > 0 ? handleWidth() : 0)
                     : std::max(height, least.height());
    }
    return QSize(width, height);
}

void ReflowSplitter::resizeEvent(QResizeEvent *event)
{
    const Qt::Orientation fitting =
        event->size().width() >= sideBySideWidth() ? Qt::Horizontal : Qt::Vertical;
    if (fitting != orientation()) {
        setOrientation(fitting);
        updateGeometry(); // the height it needs changes with the orientation
    }
    QSplitter::resizeEvent(event);
}
