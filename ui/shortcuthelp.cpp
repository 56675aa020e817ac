#include "shortcuthelp.h"

#include <QAction>
#include <QCoreApplication>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QSet>
#include <QWidget>

namespace {

void collect(const QList<QAction *> &actions, QList<QAction *> &out, QSet<QAction *> &seen)
{
    for (QAction *action : actions) {
        if (seen.contains(action))
            continue;
        seen.insert(action);
        if (action->menu())
            collect(action->menu()->actions(), out, seen);
        else if (!action->shortcuts().isEmpty() && !action->text().isEmpty())
            out.append(action);
    }
}

} // namespace

QString ShortcutHelp::actionRows(QWidget *window)
{
    QList<QAction *> actions;
    QSet<QAction *> seen;
    // Menu order first (the order a reader knows), then actions living on the window only.
    for (QMenuBar *bar : window->findChildren<QMenuBar *>())
        collect(bar->actions(), actions, seen);
    collect(window->actions(), actions, seen);
    QString rows;
    for (QAction *action : std::as_const(actions)) {
        QStringList keys;
        for (const QKeySequence &key : action->shortcuts())
            keys << key.toString(QKeySequence::NativeText).toHtmlEscaped();
        QString text = action->text();
        text.remove(QLatin1Char('&'));
        if (text.endsWith(QStringLiteral("...")))
            text.chop(3);
        rows += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>")
                    .arg(keys.join(QStringLiteral(" / ")), text.toHtmlEscaped());
    }
    return rows;
}

void ShortcutHelp::show(QWidget *window, const QString &gestureRows)
{
    const QString html = QStringLiteral("<table cellspacing='4'>") + actionRows(window) +
                         gestureRows + QStringLiteral("</table>");
    QMessageBox::information(
        window, QCoreApplication::translate("ShortcutHelp", "Keyboard shortcuts"), html);
}
