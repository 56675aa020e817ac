#include "mainwindow.h"

#include "appsettings.h"
#include "autosave.h"
#include "centrearea.h"
#include "classroomactions.h"
#include "document.h"
#include "explanationpanel.h"
#include "exportactions.h"
#include "heatmapview.h"
#include "howtousepage.h"
#include "inputpanel.h"
#include "languageswitcher.h"
#include "modelview.h"
#include "namedundocommand.h"
#include "outputview.h"
#include "paneldockfit.h"
#include "parameterpanel.h"
#include "plainmessagebox.h"
#include "presentationmode.h"
#include "presetlibrary.h"
#include "presetorigin.h"
#include "presettitle.h"
#include "projectioneditor.h"
#include "projectionfactory.h"
#include "recentfiles.h"
#include "retranslate.h"
#include "scenariofile.h"
#include "shortcuthelp.h"
#include "softmaxbarsview.h"
#include "statusinfo.h"
#include "teachingtabs.h"
#include "wheelguard.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLayout>
#include <QMenuBar>
#include <QScreen>
#include <QScrollArea>
#include <QSplitter>
#include <QStatusBar>
#include <QStyle>
#include <QTabBar>
#include <QTimer>
#include <QUndoStack>

namespace {

/// The stretch of the teaching views above and of the bars and output below (520 : 420).
constexpr std::pair<int, int> kCentreStretch = {26, 21};

QDockWidget *makeDock(const char *title, const QString &name, QWidget *content, bool scroll)
{
    auto *dock = new QDockWidget;
    dock->setObjectName(name);
    onLanguageChange(dock, [dock, title] { dock->setWindowTitle(MainWindow::tr(title)); });
    if (scroll) {
        auto *area = new QScrollArea;
        area->setWidget(content);
        area->setWidgetResizable(true);
        area->setFrameShape(QFrame::NoFrame);
        // Panels scroll vertically only: a sideways scroll bar hides half of every control.
        area->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        dock->setWidget(area);
    } else {
        dock->setWidget(content);
    }
    return dock;
}

} // namespace

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent), m_document(new Document(this))
{
    // Projected in a classroom: a little larger than the desktop default.
    QFont f = font();
    if (f.pointSizeF() > 0 && f.pointSizeF() < 11.0) {
        f.setPointSizeF(11.0);
        setFont(f);
    }
    setDockNestingEnabled(true);
    WheelGuard::install();
    buildCentre();
    buildDocks();
    m_statusInfo = new StatusInfo(m_document); // before the menus, which tell it the tab
    statusBar()->addWidget(m_statusInfo, 1);
    buildMenus();
    // The status line's own text gives way to a message, explicitly: a message shown
    // before the window is (--model-open) would otherwise be drawn over it once the window
    // shows its children.
    connect(statusBar(), &QStatusBar::messageChanged, m_statusInfo,
            [this](const QString &message) { m_statusInfo->setVisible(message.isEmpty()); });
    m_autosave = new Autosave(m_document, this);
    connect(m_autosave, &Autosave::saveFailed, this,
            [this](const QString &message) { statusBar()->showMessage(message, 10000); });

    connect(m_document, &Document::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_document, &Document::filePathChanged, this, &MainWindow::updateTitle);
    connect(LanguageSwitcher::instance(), &LanguageSwitcher::languageChanged, this,
            &MainWindow::updateTitle);
    // Views build their titles, axis labels and tooltips when the document changes, so a
    // language switch redraws them as if the whole scenario had changed.
    connect(LanguageSwitcher::instance(), &LanguageSwitcher::languageChanged, m_document,
            [this] { emit m_document->changed(Document::Change::Structure); });
    // 1600 x 1000, or the screen's free area where that is smaller (a 1280 x 720 projector).
    // The offscreen platform's screen is a fiction (800 x 600): there, renders and tests ask
    // for the size they want (fitToScreen, --size).
    resize(1600, 1000);
    const QScreen *screen = this->screen();
    if (screen && QGuiApplication::platformName() != QLatin1String("offscreen"))
        fitPanels(screen->availableGeometry().size());
    if (!openPreset(QStringLiteral("sleepy-child")))
        newScenario();
    // Panels scroll vertically only, so a dock must never be narrower than its panel.
    new PanelDockFit(this);
    restoreLayout();
}

MainWindow::~MainWindow()
{
    // Presentation mode changed what every window shares (the application's type, the
    // plots' type and lines, the contrast): a window closed while presenting gives it back.
    m_classroom->presentation()->setActive(false);
}

void MainWindow::buildCentre()
{
    m_heatmap = new HeatmapView(m_document);
    m_lowerSplitter = new QSplitter(Qt::Horizontal);
    m_lowerSplitter->setObjectName(QStringLiteral("lowerSplitter"));
    m_bars = new SoftmaxBarsView(m_document);
    m_output = new OutputView(m_document);
    m_lowerSplitter->addWidget(m_bars);
    m_lowerSplitter->addWidget(m_output);
    m_lowerSplitter->setChildrenCollapsible(false);
    m_lowerSplitter->setStretchFactor(0, 3);
    m_lowerSplitter->setStretchFactor(1, 2);
    m_bars->setMinimumSize(320, 200);
    m_output->setMinimumSize(240, 200);
    m_centreSplitter = new QSplitter(Qt::Vertical);
    m_centreSplitter->setObjectName(QStringLiteral("centreSplitter"));
    // The heatmap shares the centre with the teaching views, one tab each.
    auto *tabs = new TeachingTabs(m_document, m_heatmap);
    // Its pages' own minimum (the comparison's two plots of each kind) would take the height
    // from the panels below, mostly as empty space around the heatmap's cells.
    tabs->setMinimumHeight(240);
    m_centreSplitter->addWidget(tabs);
    connect(tabs->modelView(), &ModelView::openedInLab, this, [this](const QString &message) {
        statusBar()->showMessage(message, 15000);
        m_explanation->showText(message, tr("The head's input X (its layer's tokens after the "
                                            "LayerNorm), its W_Q, W_K, W_V and W_O and the "
                                            "causal mask, as the model computes it. Edit it "
                                            "like any scenario; Undo brings back the one "
                                            "before."));
    });
    m_centreSplitter->addWidget(m_lowerSplitter);
    // The steps and the comparison show their own softmax and outputs, the lines and the
    // graph their weights, the model its own heads and prediction: they take the height (a
    // graph or a column of tokens needs it).
    // (Whatever holds the bars and output: presentation mode may put them in tabs.)
    connect(tabs, &QTabWidget::currentChanged, this, [this](int tab) {
        m_centreSplitter->widget(1)->setVisible(
            tab != TeachingTabs::StepsTab && tab != TeachingTabs::CompareTab &&
            tab != TeachingTabs::LinesTab && tab != TeachingTabs::GraphTab &&
            tab != TeachingTabs::ModelTab);
        // Shown again after a division made while they were hidden (a language switch).
        QTimer::singleShot(0, this, &MainWindow::balanceCentre);
    });
    // The teaching views above and the bars and output below share the centre in the
    // proportion of their stretch (presentation mode makes it even), or more below where
    // the bars need it to show their weights unscrolled (MainWindow::balanceCentre).
    m_centreSplitter->setStretchFactor(0, kCentreStretch.first);
    m_centreSplitter->setStretchFactor(1, kCentreStretch.second);
    m_centreSplitter->setChildrenCollapsible(false);
    // Until the divider is dragged, the division is a rule of the window's size, fonts and
    // contents, never of what came before: a language switch lays the centre out as a
    // start in that language does.
    connect(m_centreSplitter, &QSplitter::splitterMoved, this,
            [this] { m_centreDividedByHand = true; });
    m_centreSplitter->installEventFilter(this);
    // While a new size is computed after a large trace was dropped, a page says so instead.
    setCentralWidget(new CentreArea(m_document, m_centreSplitter));
    // A heatmap of few rows leaves height the bars need to show their weights unscrolled.
    connect(m_bars, &SoftmaxBarsView::unscrolledHeightChanged, this,
            [this] { QTimer::singleShot(0, this, &MainWindow::balanceCentre); });
}

void MainWindow::buildDocks()
{
    m_inputPanel = new InputPanel(m_document);
    m_projectionEditor = new ProjectionEditor(m_document);
    m_parameterPanel = new ParameterPanel(m_document);
    m_explanation = new ExplanationPanel;

    QDockWidget *inputs =
        makeDock(QT_TR_NOOP("Inputs"), QStringLiteral("inputsDock"), m_inputPanel, true);
    QDockWidget *projections = makeDock(
        QT_TR_NOOP("Projections"), QStringLiteral("projectionsDock"), m_projectionEditor, true);
    QDockWidget *parameters = makeDock(QT_TR_NOOP("Parameters"), QStringLiteral("parametersDock"),
                                       m_parameterPanel, true);
    QDockWidget *explanation = makeDock(QT_TR_NOOP("Explanation"),
                                        QStringLiteral("explanationDock"), m_explanation, false);
    addDockWidget(Qt::LeftDockWidgetArea, inputs);
    addDockWidget(Qt::LeftDockWidgetArea, projections);
    tabifyDockWidget(inputs, projections);
    inputs->raise();
    addDockWidget(Qt::RightDockWidgetArea, parameters);
    addDockWidget(Qt::RightDockWidgetArea, explanation);
    splitDockWidget(parameters, explanation, Qt::Vertical);
    resizeDocks({inputs, parameters}, {480, 440}, Qt::Horizontal);
    resizeDocks({parameters, explanation}, {700, 260}, Qt::Vertical);
}

bool MainWindow::openPreset(const QString &id)
{
    const attn::Preset *preset = attn::findPreset(id.toStdString());
    if (!preset)
        return false;
    m_titlePreset = preset;
    m_document->resetScenario(preset->scenario);
    m_explanation->showPreset(*preset);
    m_classroom->presetOrigin()->setPreset(*preset);
    if (auto *dock = qobject_cast<QDockWidget *>(m_explanation->parentWidget())) {
        dock->show();
        dock->raise();
    }
    updateTitle();
    return true;
}

void MainWindow::newScenario()
{
    attn::Scenario s;
    s.mode = attn::InputMode::Direct;
    s.queries = attn::Matrix::Zero(1, 2);
    s.keys = attn::Matrix::Zero(3, 2);
    s.queryLabels = {"q1"};
    s.keyLabels = {"k1", "k2", "k3"};
    attn::refreshProjections(s);
    m_titlePreset = nullptr;
    m_document->resetScenario(s);
    m_explanation->showText(tr("New scenario"),
                            tr("One query and three keys, all zero, so every key gets the "
                               "same weight. Type numbers into Q and K to see the weights move."));
    updateTitle();
}

bool MainWindow::openFile(const QString &path)
{
    attn::Scenario loaded;
    QString error;
    if (!ScenarioFile::load(path, loaded, &error)) {
        showMessage(tr("Could not open %1").arg(QFileInfo(path).fileName()), error);
        return false;
    }
    m_document->resetScenario(loaded, QFileInfo(path).absoluteFilePath());
    m_recentFiles->add(path);
    m_explanation->showText(QFileInfo(path).fileName(), QDir::toNativeSeparators(path));
    updateTitle();
    return true;
}

bool MainWindow::saveFile(const QString &path)
{
    QString error;
    if (!ScenarioFile::save(path, m_document->scenario(), &error)) {
        showMessage(tr("Could not save %1").arg(QFileInfo(path).fileName()), error);
        return false;
    }
    m_document->setFilePath(QFileInfo(path).absoluteFilePath());
    m_document->markSaved();
    m_recentFiles->add(path);
    updateTitle();
    return true;
}

void MainWindow::open()
{
    if (!maybeSave())
        return;
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open scenario"), QFileInfo(m_document->filePath()).absolutePath(),
        tr("Attention Lab scenarios (*.json);;All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

bool MainWindow::save()
{
    if (m_document->filePath().isEmpty())
        return saveAs();
    return saveFile(m_document->filePath());
}

bool MainWindow::saveAs()
{
    QString path = QFileDialog::getSaveFileName(this, tr("Save scenario"), m_document->filePath(),
                                                tr("Attention Lab scenarios (*.json)"));
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".json");
    return saveFile(path);
}

bool MainWindow::maybeSave()
{
    if (!m_document->isModified())
        return true;
    const QMessageBox::StandardButton answer =
        m_saveQuestion
            ? m_saveQuestion()
            : PlainMessageBox::warning(
                  this, tr("Unsaved changes"), tr("The scenario has unsaved changes. Save them?"),
                  QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::showMessage(const QString &title, const QString &text)
{
    if (m_messageHandler)
        m_messageHandler(title, text);
    else
        PlainMessageBox::warning(this, title, text);
}

void MainWindow::updateTitle()
{
    const QString path = m_document->filePath();
    const QString name = !path.isEmpty() ? QFileInfo(path).fileName()
                         : m_titlePreset ? presetTitle(*m_titlePreset)
                                         : tr("Untitled");
    setWindowTitle(tr("%1[*] - Attention Lab").arg(name));
    setWindowModified(m_document->isModified());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    saveLayout();
    m_autosave->discard(); // a clean exit leaves nothing to restore
    event->accept();
}

int MainWindow::restoreUnsavedWork()
{
    const QList<Autosave::Orphan> chosen = m_autosave->askWhichToRestore(this);
    for (qsizetype i = 0; i < chosen.size(); ++i) {
        MainWindow *target = this;
        if (i > 0) {
            target = new MainWindow;
            target->setAttribute(Qt::WA_DeleteOnClose);
            target->move(pos() + QPoint(40, 40) * int(i)); // each title bar in sight
            if (isVisible())
                target->show();
        }
        target->m_autosave->restore(chosen.at(i));
    }
    return int(chosen.size());
}
