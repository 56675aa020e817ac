#pragma once

#include <QObject>

class QWidget;

/// Keeps the mouse wheel from changing a value by accident: over a combo box, spin box or
/// slider that does not have the keyboard focus, a wheel turn scrolls the panel around it
/// instead (the side panels scroll, so a turn meant for them often lands on a control).
/// Once clicked or tabbed to, the control takes the wheel as usual. Scroll bars and the
/// matrix tables (whose current cell takes the wheel on purpose) are left alone.
class WheelGuard : public QObject
{
    Q_OBJECT
public:
    /// Installs one guard on the application; calling it again does nothing.
    static void install();

    /// Whether the wheel over `widget` would be held back: a guarded kind without focus.
    static bool holdsBack(const QWidget *widget);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    explicit WheelGuard(QObject *parent) : QObject(parent) {}
};
