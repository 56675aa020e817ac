#pragma once

#include <QString>

class QWidget;

/// Help > Keyboard shortcuts: every menu action of a window that has a shortcut, read from
/// the actions themselves so the list can never fall behind, followed by the mouse gestures.
class ShortcutHelp
{
public:
    /// Table rows "<tr><td>keys</td><td>what</td></tr>" for the window's actions.
    static QString actionRows(QWidget *window);
    /// Shows the list in a message box; `gestureRows` are extra rows in the same form.
    static void show(QWidget *window, const QString &gestureRows);
};
