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

QString htmlOf(const QList<ShortcutHelp::Row> &rows)
{
    QString html;
    for (const ShortcutHelp::Row &row : rows)
        html += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>")
                    .arg(row.keys.toHtmlEscaped(), row.text.toHtmlEscaped());
    return html;
}

} // namespace

QList<ShortcutHelp::Row> ShortcutHelp::rows(QWidget *window, const QList<Row> &gestures)
{
    QList<QAction *> actions;
    QSet<QAction *> seen;
    // Menu order first (the order a reader knows), then actions living on the window only.
    for (QMenuBar *bar : window->findChildren<QMenuBar *>())
        collect(bar->actions(), actions, seen);
    collect(window->actions(), actions, seen);
    QList<Row> out;
    QSet<QString> listed;
    for (QAction *action : std::as_const(actions)) {
        QStringList keys;
        for (const QKeySequence &key : action->shortcuts()) {
            const QString text = key.toString(QKeySequence::NativeText);
            if (!listed.contains(text))
                keys << text;
            listed.insert(text);
        }
        if (keys.isEmpty())
            continue;
        QString text = action->text();
        text.remove(QLatin1Char('&'));
        if (text.endsWith(QStringLiteral("...")) || text.endsWith(QChar(0x2026)))
            text.chop(text.endsWith(QChar(0x2026)) ? 1 : 3);
        out.append({keys.join(QStringLiteral(" / ")), text});
    }
    for (const Row &gesture : gestures) {
        if (listed.contains(gesture.keys))
            continue;
        listed.insert(gesture.keys);
        out.append(gesture);
    }
    return out;
}

QList<ShortcutHelp::Row> ShortcutHelp::gestures()
{
    // Esc is not here: the presentation mode's Leave action lists it.
    return {{tr("Wheel on the current cell"), tr("Nudge it by 0.1 (Shift 0.01, Ctrl 1)")},
            {tr("Alt+drag on a cell"), tr("Nudge it up and down")},
            {tr("Ctrl+V / Ctrl+C"), tr("Paste / copy spreadsheet cells")},
            {tr("Ctrl+click the heatmap"), tr("Mask or unmask a cell")}};
}

QString ShortcutHelp::actionRows(QWidget *window)
{
    return htmlOf(rows(window));
}

void ShortcutHelp::show(QWidget *window, const QList<Row> &gestures)
{
    const QString html = QStringLiteral("<table cellspacing='4'>") + htmlOf(rows(window, gestures)) +
                         QStringLiteral("</table>");
    QMessageBox::information(
        window, QCoreApplication::translate("ShortcutHelp", "Keyboard shortcuts"), html);
}
