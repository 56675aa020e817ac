#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

class QWidget;

/// Help > Keyboard shortcuts: every menu action of a window that has a shortcut, read from
/// the actions themselves so the list can never fall behind, followed by the mouse gestures.
/// Each key is listed once: a key already listed (by an action met earlier, or by an action
/// when a gesture names it too) is not listed again.
class ShortcutHelp
{
    Q_DECLARE_TR_FUNCTIONS(ShortcutHelp)

public:
    struct Row
    {
        QString keys; ///< "Ctrl+O", "Ctrl+V / Ctrl+C", "Alt+drag on a cell"
        QString text; ///< what they do
    };
    /// The window's actions with shortcuts (menu order, then actions on the window only),
    /// then `gestures`, each key once.
    static QList<Row> rows(QWidget *window, const QList<Row> &gestures = {});
    /// The mouse and editing gestures no action names (in the current language).
    static QList<Row> gestures();
    /// Table rows "<tr><td>keys</td><td>what</td></tr>" for the window's actions.
    static QString actionRows(QWidget *window);
    /// Shows the list in a message box.
    static void show(QWidget *window, const QList<Row> &gestures);
};
