#pragma once

#include <QObject>

#include <functional>

class QWidget;

/// Refreshes a view at once when it can be seen, or when it is next shown if it sits on a
/// hidden page of a window on screen (a tab that is not in front): an edit then costs
/// nothing for the views nobody looks at. A view whose window is not on screen (exports,
/// tests) refreshes at once. A language switch requests a refresh too: a view builds its
/// texts in its refresh, so that a switch and a fresh start show the same.
class DeferredRefresh : public QObject
{
    Q_OBJECT
public:
    DeferredRefresh(QWidget *view, std::function<void()> refresh);

    /// Refreshes now, or marks the view to be refreshed when it is shown.
    void request();
    /// True while a refresh waits for the view to be shown.
    bool isPending() const { return m_pending; }
    /// Refreshes now if a refresh waits: an export of a view nobody looks at.
    void flush();
    /// Flushes every deferred refresh of `root` and the widgets in it, so that what they
    /// hold (titles, plots) is up to date though hidden.
    static void flushWithin(QWidget *root);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *m_view;
    std::function<void()> m_refresh;
    bool m_pending = false;
};
