#include "presentationmode.h"

#include "plotrestyler.h"
#include "plotstyle.h"
#include "retranslate.h"
#include "softmaxbarsview.h"
#include "theme.h"

#include <qcustomplot.h>

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QFontInfo>
#include <QGuiApplication>
#include <QMainWindow>
#include <QScreen>
#include <QScrollArea>
#include <QSplitter>
#include <QTabWidget>
#include <QTimer>

#include <algorithm>
#include <cmath>

namespace {

QFont scaledFont(QFont font, double ratio)
{
    if (font.pointSizeF() > 0)
        font.setPointSizeF(font.pointSizeF() * ratio);
    else if (font.pixelSize() > 0)
        font.setPixelSize(std::max(1, int(std::lround(font.pixelSize() * ratio))));
    return font;
}

// The panels a lecture does not need, so that the plots get the room the larger fonts
// take; they stay one click away in the View menu.
const char *const kEditingDocks[] = {"inputsDock", "projectionsDock", "parametersDock",
                                     "formulaDock"};

} // namespace

PresentationMode::PresentationMode(QMainWindow *window) : QObject(window), m_window(window)
{
    m_toggle = new QAction(this);
    m_toggle->setCheckable(true);
    m_toggle->setShortcut(QKeySequence(Qt::Key_F5));
    connect(m_toggle, &QAction::toggled, this, &PresentationMode::setActive);

    // Esc leaves but never enters: an action of its own, enabled only while presenting.
    m_leave = new QAction(this);
    m_leave->setShortcut(QKeySequence(Qt::Key_Escape));
    m_leave->setEnabled(false);
    connect(m_leave, &QAction::triggered, this, [this] { setActive(false); });
    window->addAction(m_leave);

    m_zoomIn = new QAction(this);
    m_zoomIn->setShortcuts({QKeySequence::ZoomIn, QKeySequence(Qt::CTRL | Qt::Key_Equal)});
    connect(m_zoomIn, &QAction::triggered, this, [this] { setZoomSteps(m_zoomSteps + 1); });
    m_zoomOut = new QAction(this);
    m_zoomOut->setShortcuts({QKeySequence::ZoomOut, QKeySequence(Qt::CTRL | Qt::Key_Underscore)});
    connect(m_zoomOut, &QAction::triggered, this, [this] { setZoomSteps(m_zoomSteps - 1); });
    m_resetZoom = new QAction(this);
    m_resetZoom->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    connect(m_resetZoom, &QAction::triggered, this, [this] { setZoomSteps(0); });
    for (QAction *action : {m_toggle, m_zoomIn, m_zoomOut, m_resetZoom})
        window->addAction(action);
    onLanguageChange(window, [this] {
        m_toggle->setText(tr("&Presentation mode"));
        m_toggle->setStatusTip(tr("Full screen, large fonts and high contrast for a projector"));
        m_leave->setText(tr("Leave presentation mode"));
        m_zoomIn->setText(tr("&Larger text"));
        m_zoomOut->setText(tr("&Smaller text"));
        m_resetZoom->setText(tr("&Normal text size"));
        if (m_panelTabs) {
            m_panelTabs->setTabText(0, tr("Scores and weights"));
            m_panelTabs->setTabText(1, tr("Output"));
        }
    });
}

double PresentationMode::targetScale() const
{
    return (m_active ? presentationScale() : 1.0) * std::pow(kZoomStep, m_zoomSteps);
}

double PresentationMode::presentationScale() const
{
    // The numbers in cells and over bars are in PlotStyle's value font; size its type (the
    // em, in pixels) from the screen's height. Measured unscaled and unrounded, so that
    // the scale does not depend on the scale it is measured at.
    const QScreen *screen = QGuiApplication::primaryScreen();
    const double dpi = screen ? screen->logicalDotsPerInchY() : 96.0;
    const double numberPixels =
        PlotStyle::valueFont().pointSizeF() / std::max(PlotStyle::fontScale(), 1e-9) * dpi / 72.0;
    // Half a pixel over the whole pixel asked for, so that rounding the scaled font to
    // whole pixels never lands under it.
    const double wanted = std::ceil(kNumberHeightShare * screenSize().height()) + 0.5;
    return std::max(kMinFitScale, wanted / std::max(numberPixels, 1.0));
}

void PresentationMode::setZoomSteps(int steps)
{
    m_zoomSteps = std::clamp(steps, -kMaxZoomSteps / 2, kMaxZoomSteps);
    applyScale(targetScale());
}

void PresentationMode::setActive(bool active)
{
    if (active == m_active)
        return;
    m_active = active;
    m_zoomSteps = 0; // each layout starts at its own size
    if (active) {
        m_savedState = m_window->saveState();
        m_savedGeometry = m_window->saveGeometry();
        m_savedWindowState = m_window->windowState();
        if (auto *centre = m_window->findChild<QSplitter *>(QStringLiteral("centreSplitter"))) {
            m_savedCentre = centre->saveState();
            m_savedStretch.clear();
            for (int i = 0; i < centre->count(); ++i)
                m_savedStretch << centre->widget(i)->sizePolicy().verticalStretch();
            auto *lower = m_window->findChild<QSplitter *>(QStringLiteral("lowerSplitter"));
            m_savedLower = lower ? lower->saveState() : QByteArray();
            const QSize screen = screenSize();
            if (lower && screen.width() >= kSideBySideAspect * screen.height()) {
                // A projector has width to spare and height to none: the teaching
                // views on the left keep the whole height (square cells, every row
                // label), the bars over the output on the right.
                centre->setOrientation(Qt::Horizontal);
                if (screen.height() < kTabbedPanelsHeight) {
                    tabPanels(centre, lower);
                } else {
                    lower->setOrientation(Qt::Vertical);
                    // The bars hold two plots and a legend, the output one plot.
                    lower->setSizes({2 * screen.height(), screen.height()});
                }
                centre->setSizes({screen.width() * 2 / 3, screen.width() / 3});
            } else {
                // Larger text needs more height below (bars with a legend, two panels) than
                // the heatmap does: share the centre evenly, now and on every resize.
                for (int i = 0; i < centre->count(); ++i) {
                    QSizePolicy policy = centre->widget(i)->sizePolicy();
                    policy.setVerticalStretch(1);
                    centre->widget(i)->setSizePolicy(policy);
                }
                centre->setSizes(QList<int>(centre->count(), 1000));
            }
        }
        for (const char *name : kEditingDocks) {
            if (auto *dock = m_window->findChild<QDockWidget *>(QLatin1String(name)))
                dock->hide();
        }
    }
    Theme::setHighContrast(active);
    if (auto *bars = m_window->findChild<SoftmaxBarsView *>())
        bars->setPresentationLayout(active);
    PlotRestyler::change([active] { PlotStyle::setLineScale(active ? kLineScale : 1.0); });
    applyScale(targetScale());
    if (active) {
        if (m_screenSize.isValid())
            m_window->resize(m_screenSize);
        else
            m_window->setWindowState(m_window->windowState() | Qt::WindowFullScreen);
        // The explanation becomes a caption under the plots: full-width lines read well
        // from the back, and the plots keep the whole width (their views need it).
        if (auto *dock = m_window->findChild<QDockWidget *>(QStringLiteral("explanationDock"))) {
            m_window->addDockWidget(Qt::BottomDockWidgetArea, dock);
            dock->show();
            QTimer::singleShot(0, this, &PresentationMode::fitCaption);
        }
        if (auto *bars = m_window->findChild<SoftmaxBarsView *>())
            connect(bars, &SoftmaxBarsView::unscrolledHeightChanged, this,
                    &PresentationMode::fitCaption, Qt::UniqueConnection);
        fitScreen();
        // The top-level layout keeps the window at least as large as its last minimum,
        // taken before the panels were hidden: now that it is up to date, size again.
        if (m_screenSize.isValid())
            m_window->resize(m_screenSize);
    } else {
        m_window->setWindowState(m_savedWindowState);
        m_window->restoreGeometry(m_savedGeometry);
        m_window->restoreState(m_savedState);
        if (auto *centre = m_window->findChild<QSplitter *>(QStringLiteral("centreSplitter"))) {
            if (auto *lower = m_window->findChild<QSplitter *>(QStringLiteral("lowerSplitter")))
                untabPanels(centre, lower);
            centre->setOrientation(Qt::Vertical);
            for (int i = 0; i < centre->count() && i < m_savedStretch.size(); ++i) {
                QSizePolicy policy = centre->widget(i)->sizePolicy();
                policy.setVerticalStretch(m_savedStretch.at(i));
                centre->widget(i)->setSizePolicy(policy);
            }
            centre->restoreState(m_savedCentre);
        }
        if (auto *lower = m_window->findChild<QSplitter *>(QStringLiteral("lowerSplitter"))) {
            lower->setOrientation(Qt::Horizontal);
            lower->restoreState(m_savedLower);
        }
    }
    m_leave->setEnabled(active);
    {
        const QSignalBlocker blocker(m_toggle);
        m_toggle->setChecked(active);
    }
    emit activeChanged(active);
}

void PresentationMode::tabPanels(QSplitter *centre, QSplitter *lower)
{
    const int index = centre->indexOf(lower);
    if (m_panelTabs || index < 0 || lower->count() < 2)
        return;
    QWidget *bars = lower->widget(0);
    QWidget *output = lower->widget(1);
    m_panelTabs = new QTabWidget;
    m_panelTabs->setObjectName(QStringLiteral("presentationPanels"));
    m_panelTabs->setDocumentMode(true);
    centre->replaceWidget(index, m_panelTabs); // takes the splitter's visibility
    m_panelTabs->addTab(bars, tr("Scores and weights"));
    m_panelTabs->addTab(output, tr("Output"));
    // Kept in the window, hidden, for the way back (and found by its name).
    lower->setParent(m_window);
    lower->hide();
}

void PresentationMode::untabPanels(QSplitter *centre, QSplitter *lower)
{
    const int index = centre->indexOf(m_panelTabs);
    if (!m_panelTabs || index < 0)
        return;
    QWidget *bars = m_panelTabs->widget(0);
    QWidget *output = m_panelTabs->widget(1);
    lower->insertWidget(0, bars);
    lower->insertWidget(1, output);
    bars->show();
    output->show();
    const bool shown = !m_panelTabs->isHidden(); // hidden on the Steps and Compare tabs
    centre->replaceWidget(index, lower);
    lower->setVisible(shown);
    delete m_panelTabs;
    m_panelTabs = nullptr;
}

QSize PresentationMode::screenSize() const
{
    if (m_screenSize.isValid())
        return m_screenSize;
    const QScreen *screen = m_window->screen();
    return screen ? screen->geometry().size() : m_window->size();
}

QSize PresentationMode::neededSize() const
{
    // A font change reaches the layouts as posted LayoutRequest events: let them run first,
    // or the size measured is the one before the change.
    for (int i = 0; i < 3; ++i)
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    if (m_window->layout())
        m_window->layout()->activate();
    return m_window->minimumSizeHint().expandedTo(m_window->minimumSize());
}

void PresentationMode::fitScreen()
{
    // Some views need more room as their text grows; a window larger than the projector
    // would lose its edges, so give up a little size (never below kMinFitScale).
    const QSize available = screenSize();
    auto tooLarge = [&] {
        const QSize needed = neededSize();
        return needed.width() > available.width() || needed.height() > available.height();
    };
    while (tooLarge() && presentationScale() * std::pow(kZoomStep, m_zoomSteps - 1) >= kMinFitScale)
        setZoomSteps(m_zoomSteps - 1);
}

void PresentationMode::applyScale(double scale)
{
    const double ratio = scale / m_appliedScale;
    if (std::abs(ratio - 1.0) < 1e-9)
        return;
    m_appliedScale = scale;
    // Widgets that chose a size of their own (a panel with larger text) must be scaled
    // themselves; the others follow by inheritance. Qt does not say which is which, so
    // look: whoever did not follow its parent's new size has one of its own.
    QList<std::pair<QWidget *, QFont>> explicitFonts;
    for (QWidget *widget : m_window->findChildren<QWidget *>()) {
        if (widget->testAttribute(Qt::WA_SetFont) && !qobject_cast<QCustomPlot *>(widget))
            explicitFonts.append({widget, widget->font()});
    }
    m_window->setFont(scaledFont(m_window->font(), ratio));
    for (const auto &[widget, before] : std::as_const(explicitFonts)) {
        if (widget->font().pointSizeF() == before.pointSizeF() &&
            widget->font().pixelSize() == before.pixelSize())
            widget->setFont(scaledFont(before, ratio));
    }
    // Menus and dialogs are windows of their own and take the application's font.
    QApplication::setFont(scaledFont(QApplication::font(), ratio));
    PlotRestyler::change([scale] { PlotStyle::setFontScale(scale); });
}

void PresentationMode::fitCaption()
{
    auto *dock = m_window->findChild<QDockWidget *>(QStringLiteral("explanationDock"));
    if (!m_active || !dock || dock->isHidden() || dock->isFloating())
        return;
    // The caption gives the bars what they lack to show every key name unscrolled, down to
    // its least share. Read from the geometry as laid out (a height asked for before may
    // not be applied yet), and always asked for: the last request wins.
    const int most = m_window->height() / kCaptionShare;
    const int least = m_window->height() / kLeastCaptionShare;
    int height = most;
    auto *bars = m_window->findChild<SoftmaxBarsView *>();
    auto *area = bars ? bars->findChild<QScrollArea *>() : nullptr;
    if (area && area->isVisible())
        height = std::clamp(dock->height() + area->viewport()->height() - bars->unscrolledHeight(),
                            least, most);
    m_window->resizeDocks({dock}, {height}, Qt::Vertical);
}
