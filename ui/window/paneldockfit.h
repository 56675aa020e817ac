#pragma once

#include <QObject>

class QMainWindow;
class QScrollArea;

/// Keeps every dock that holds a panel in a scroll area at least as wide as the panel:
/// panels scroll vertically only, so a narrower dock would clip them. The panels' width
/// changes with their content (a preset with more heads, presentation mode's larger type,
/// another language and its font family), and the docks follow. On a language switch the
/// docks are sized to their panels, as a fresh start in that language sizes them.
class PanelDockFit : public QObject
{
    Q_OBJECT
public:
    /// Fits the docks of `window` that hold a panel now (call once the docks are built),
    /// and again whenever a panel's layout changes or the language switches.
    explicit PanelDockFit(QMainWindow *window);

    /// The least width of the dock around `area`: its panel's least width and a scrollbar.
    static int leastWidth(const QScrollArea *area);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    /// Sets each dock's least width from its panel; with `resize`, sizes the docks to it.
    void fit(bool resize);

    QMainWindow *m_window;
    bool m_pending = false; ///< a fit is queued (one per batch of layout changes)
};
