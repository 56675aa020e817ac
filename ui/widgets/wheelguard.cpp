#include "wheelguard.h"

#include <QAbstractScrollArea>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QEvent>
#include <QScrollBar>
#include <QWheelEvent>

namespace {

bool isGuardedKind(const QObject *object)
{
    return qobject_cast<const QComboBox *>(object) ||
           qobject_cast<const QAbstractSpinBox *>(object) ||
           (qobject_cast<const QAbstractSlider *>(object) &&
            !qobject_cast<const QScrollBar *>(object));
}

// Qt::WheelFocus (the default of combo and spin boxes) would let the wheel itself give the
// focus, and with it the value; clicks and Tab still focus the control.
void takeFocusOnlyByClickOrTab(QWidget *widget)
{
    if (widget->focusPolicy() == Qt::WheelFocus)
        widget->setFocusPolicy(Qt::StrongFocus);
}

// Qt would hand an ignored wheel event on to the parents only when the mouse sent it, not
// when it was synthesised; sending it to the scroll area scrolls in both cases.
void scrollEnclosingArea(QWidget *widget, QWheelEvent *wheel)
{
    for (QWidget *parent = widget->parentWidget(); parent; parent = parent->parentWidget()) {
        auto *area = qobject_cast<QAbstractScrollArea *>(parent);
        if (!area || !area->viewport()->isAncestorOf(widget))
            continue;
        QWheelEvent forwarded(widget->mapTo(area->viewport(), wheel->position()),
                              wheel->globalPosition(), wheel->pixelDelta(), wheel->angleDelta(),
                              wheel->buttons(), wheel->modifiers(), wheel->phase(),
                              wheel->inverted(), wheel->source());
        QCoreApplication::sendEvent(area->viewport(), &forwarded);
        break;
    }
    wheel->accept();
}

} // namespace

void WheelGuard::install()
{
    QCoreApplication *app = QCoreApplication::instance();
    if (!app || app->findChild<WheelGuard *>(QString(), Qt::FindDirectChildrenOnly))
        return;
    app->installEventFilter(new WheelGuard(app));
    // Widgets polished before the guard came still default to Qt::WheelFocus.
    for (QWidget *widget : QApplication::allWidgets()) {
        if (isGuardedKind(widget))
            takeFocusOnlyByClickOrTab(widget);
    }
}

bool WheelGuard::holdsBack(const QWidget *widget)
{
    if (!widget || !isGuardedKind(widget) || !widget->isEnabled())
        return false;
    if (widget->hasFocus())
        return false;
    const QWidget *focus = QApplication::focusWidget();
    return !(focus && widget->isAncestorOf(focus)); // e.g. an editable combo's line edit
}

bool WheelGuard::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Polish && isGuardedKind(watched)) {
        takeFocusOnlyByClickOrTab(static_cast<QWidget *>(watched));
    } else if (event->type() == QEvent::Wheel && watched->isWidgetType()) {
        auto *widget = static_cast<QWidget *>(watched);
        if (holdsBack(widget)) {
            takeFocusOnlyByClickOrTab(widget);
            scrollEnclosingArea(widget, static_cast<QWheelEvent *>(event));
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}
