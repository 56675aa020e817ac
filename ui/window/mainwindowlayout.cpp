// MainWindow's layout: fitted to a screen, the centre divided between the teaching views
// and the bars, the docks tabified on small screens, and the layout saved and restored.
#include "mainwindow.h"

#include "appsettings.h"
#include "autosave.h"
#include "classroomactions.h"
#include "document.h"
#include "exportactions.h"
#include "howtousepage.h"
#include "languageswitcher.h"
#include "presentationmode.h"
#include "presetlibrary.h"
#include "presetorigin.h"
#include "presettitle.h"
#include "recentfiles.h"
#include "retranslate.h"
#include "shortcuthelp.h"
#include "softmaxbarsview.h"
#include "teachingtabs.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QDockWidget>
#include <QGuiApplication>
#include <QLayout>
#include <QMenuBar>
#include <QScreen>
#include <QSettings>
#include <QSplitter>
#include <QStyle>
#include <QTabBar>
#include <QTabWidget>
#include <QTimer>
#include <QUndoStack>

namespace {

/// `splitter`'s state with the division it shows. QSplitter::saveState() writes the sizes
/// last asked for, which after a resize are not the sizes on screen (a window restored at
/// its first small size saved 210:140 for 687:458); a splitter with a hidden side keeps
/// what it had.
QByteArray divisionState(QSplitter *splitter)
{
    bool allShown = true;
    for (int i = 0; i < splitter->count(); ++i)
        allShown = allShown && !splitter->widget(i)->isHidden();
    if (allShown)
        splitter->setSizes(splitter->sizes());
    return splitter->saveState();
}

/// Screens shorter than this put the formula and explanation beside the inputs, not below.
constexpr int kRoomForPanelsBelow = 900;

} // namespace

void MainWindow::fitToScreen(const QSize &screen)
{
    m_classroom->presentation()->setScreenSize(screen);
    resize(screen);
    fitPanels(screen);
    resize(screen); // now that the panels that could not fit share a column
    // Docks settle their minimum sizes over the next few events: size again after them.
    QTimer::singleShot(0, this, [this, screen] { resize(screen); });
}

bool MainWindow::eventFilter(QObject *watched, QEvent *event)
{
    // The division follows the centre's size and the views' minimum heights (which settle
    // after their fonts and texts do).
    if (watched == m_centreSplitter &&
        (event->type() == QEvent::LayoutRequest || event->type() == QEvent::Resize))
        QTimer::singleShot(0, this, &MainWindow::balanceCentre);
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::balanceCentre()
{
    if (m_centreDividedByHand || m_centreSplitter->orientation() != Qt::Vertical ||
        m_centreSplitter->count() < 2 || m_centreSplitter->widget(1)->isHidden())
        return;
    const QList<int> sizes = m_centreSplitter->sizes();
    const int total = sizes.at(0) + sizes.at(1);
    auto stretch = [this](int i) {
        return std::max(1, m_centreSplitter->widget(i)->sizePolicy().verticalStretch());
    };
    const int share = total * stretch(1) / (stretch(0) + stretch(1));
    // What the page on show needs (a hidden page's need is of the width it last had: a
    // page that reflows stands another way once shown).
    auto *tabs = qobject_cast<QTabWidget *>(m_centreSplitter->widget(0));
    int upper = m_centreSplitter->widget(0)->minimumSize().height();
    if (tabs && tabs->currentWidget())
        upper = std::max(upper, tabs->currentWidget()->minimumSizeHint().height() +
                                    tabs->tabBar()->sizeHint().height());
    // The bars' unscrolled height, as far as the teaching views can spare it.
    const int lower =
        std::max({std::min(std::max(share, m_bars->unscrolledHeight()), total - upper),
                  m_centreSplitter->widget(1)->minimumSizeHint().height(), 0});
    if (lower != sizes.at(1))
        m_centreSplitter->setSizes({total - lower, lower});
}

void MainWindow::fitPanels(const QSize &screen)
{
    auto *inputs = findChild<QDockWidget *>(QStringLiteral("inputsDock"));
    auto *parameters = findChild<QDockWidget *>(QStringLiteral("parametersDock"));
    auto *explanation = findChild<QDockWidget *>(QStringLiteral("explanationDock"));
    auto *formula = findChild<QDockWidget *>(QStringLiteral("formulaDock"));
    if (minimumSizeHint().width() > screen.width() && inputs && parameters) {
        // Too narrow for panels on both sides (1024 or 1280 pixels): one column of panels
        // on the left, the explanation a tab beside the formula below.
        tabifyDockWidget(inputs, parameters);
        if (explanation && formula)
            tabifyDockWidget(formula, explanation);
        inputs->raise();
    }
    if (screen.height() < kRoomForPanelsBelow && inputs && explanation && formula) {
        // A short screen (720 or 768 pixels) has no height to spare under the plots: the
        // formula and the explanation become tabs of the column on the left.
        tabifyDockWidget(inputs, formula);
        tabifyDockWidget(inputs, explanation);
        inputs->raise();
    }
    // The top-level layout keeps the window at least at its last minimum, taken before
    // the docks were tabified: bring the layout up to date, then size the window.
    for (int i = 0; i < 3; ++i)
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    if (layout())
        layout()->activate();
    resize(size().boundedTo(screen));
}

void MainWindow::restoreLayout()
{
    QSettings settings(appSettingsOrganization(), appSettingsApplication());
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    // The centre's division is the window's rule unless it was dragged.
    m_centreDividedByHand = settings.value(QStringLiteral("window/centreDragged")).toBool();
    if (m_centreDividedByHand)
        m_savedCentre = settings.value(QStringLiteral("window/centre")).toByteArray();
    m_savedLower = settings.value(QStringLiteral("window/lower")).toByteArray();
    if (!m_savedCentre.isEmpty())
        m_centreSplitter->restoreState(m_savedCentre);
    m_lowerSplitter->restoreState(m_savedLower);
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    if (m_savedCentre.isEmpty() && m_savedLower.isEmpty())
        return;
    // Restored before the window had its size (the splitters were small then, and their
    // panels' minimum widths bent the division), then shared out again by the resize: give
    // the splitters the saved division once that resize is done. Presentation mode lays
    // the centre out its own way.
    QTimer::singleShot(0, this, [this] {
        if (!m_classroom->presentation()->isActive()) {
            if (!m_savedCentre.isEmpty())
                m_centreSplitter->restoreState(m_savedCentre);
            m_lowerSplitter->restoreState(m_savedLower);
        }
        m_savedCentre.clear();
        m_savedLower.clear();
    });
}

void MainWindow::saveLayout() const
{
    QSettings settings(appSettingsOrganization(), appSettingsApplication());
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    settings.setValue(QStringLiteral("window/centre"), divisionState(m_centreSplitter));
    settings.setValue(QStringLiteral("window/centreDragged"), m_centreDividedByHand);
    settings.setValue(QStringLiteral("window/lower"), divisionState(m_lowerSplitter));
}
