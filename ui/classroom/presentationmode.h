#pragma once

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QSize>

class QAction;
class QMainWindow;
class QSplitter;
class QTabWidget;

/// Projector layout for a main window (F5): full screen, larger fonts everywhere including
/// the plots, thicker plot lines, the high-contrast theme, the explanation panel shown and
/// the editing panels put away (the View menu brings them back). F5 or Esc restores the window
/// exactly as it was.
///
/// The font size is a zoom level on top (Ctrl+plus / Ctrl+minus / Ctrl+0), usable in the
/// normal layout as well: a scale of kZoomStep^steps, times presentationScale() when active.
class PresentationMode : public QObject
{
    Q_OBJECT
public:
    /// Readable from 10 m: the type of the numbers in plots (their em, in pixels) is this
    /// share of the screen's height (27 px at 1080, 18 px at 720).
    static constexpr double kNumberHeightShare = 0.025;
    static constexpr double kLineScale = 2.0;
    static constexpr double kZoomStep = 1.15;
    /// Screens at least this much wider than tall (16:9, 16:10, 4:3) show the bars and output
    /// beside the teaching views instead of below them.
    static constexpr double kSideBySideAspect = 1.3;
    /// Side by side on screens shorter than this, the bars and the output take turns as two
    /// tabs: one above the other, each would be too short for its plots in large type (at
    /// 1920 x 1080 the bars' two lower lines of key names were scrolled out of view).
    static constexpr int kTabbedPanelsHeight = 1200;
    static constexpr int kMaxZoomSteps = 8;
    /// The caption (the explanation under the plots) takes 1/kCaptionShare of the window's
    /// height, and down to 1/kLeastCaptionShare where the bars need the room to show every
    /// key name unscrolled (fitCaption()).
    static constexpr int kCaptionShare = 5;
    static constexpr int kLeastCaptionShare = 7;
    /// The least scale of presentation mode; entering shrinks the text down to it at most
    /// to fit the screen's width.
    static constexpr double kMinFitScale = 1.15;

    explicit PresentationMode(QMainWindow *window);

    bool isActive() const { return m_active; }
    void setActive(bool active);
    int zoomSteps() const { return m_zoomSteps; }
    void setZoomSteps(int steps);
    /// The font scale of presentation mode at zoom 0 on screenSize(): numbers in plots at
    /// kNumberHeightShare of its height, at least kMinFitScale.
    double presentationScale() const;
    /// The factor applied to every font now (1 in the normal layout at zoom 0).
    double fontScale() const { return m_appliedScale; }

    /// The screen the layout is made for: the window's own screen unless set. Setting a size
    /// (`--size WxH`, the layout tests) makes presentation mode size the window to it instead
    /// of going full screen, so that any projector can be looked at from any display.
    QSize screenSize() const;
    void setScreenSize(const QSize &size) { m_screenSize = size; }

    QAction *toggleAction() const { return m_toggle; }
    QAction *zoomInAction() const { return m_zoomIn; }
    QAction *zoomOutAction() const { return m_zoomOut; }
    QAction *resetZoomAction() const { return m_resetZoom; }

signals:
    void activeChanged(bool active);

private:
    void applyScale(double scale);
    void fitScreen();
    /// Sizes the caption (kCaptionShare) less what the bars lack to show unscrolled.
    void fitCaption();
    /// The least size the window needs with its current fonts (layouts brought up to date).
    QSize neededSize() const;
    double targetScale() const;
    /// Puts the bars and the output of `lower` into tabs in its place in `centre`, and back.
    void tabPanels(QSplitter *centre, QSplitter *lower);
    void untabPanels(QSplitter *centre, QSplitter *lower);

    QMainWindow *m_window;
    QSize m_screenSize;
    bool m_active = false;
    int m_zoomSteps = 0;
    double m_appliedScale = 1.0;
    QByteArray m_savedState;
    QByteArray m_savedGeometry;
    QByteArray m_savedCentre;
    QByteArray m_savedLower;
    QList<int> m_savedStretch;
    Qt::WindowStates m_savedWindowState;
    QAction *m_toggle;
    QAction *m_leave;
    QAction *m_zoomIn;
    QAction *m_zoomOut;
    QAction *m_resetZoom;
    QTabWidget *m_panelTabs = nullptr; ///< the bars and output as tabs (tabPanels)
};
