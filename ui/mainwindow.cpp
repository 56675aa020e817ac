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

/// The stretch of the teaching views above and of the bars and output below (520 : 420).
constexpr std::pair<int, int> kCentreStretch = {26, 21};

/// Screens shorter than this put the formula and explanation beside the inputs, not below.
constexpr int kRoomForPanelsBelow = 900;

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
    buildMenus();
    m_statusInfo = new StatusInfo(m_document);
    statusBar()->addWidget(m_statusInfo, 1);
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
    m_centreSplitter->addWidget(m_lowerSplitter);
    // The steps and the comparison show their own softmax and outputs: they take the height.
    // (Whatever holds the bars and output: presentation mode may put them in tabs.)
    connect(tabs, &QTabWidget::currentChanged, this, [this](int tab) {
        m_centreSplitter->widget(1)->setVisible(tab != TeachingTabs::StepsTab &&
                                                tab != TeachingTabs::CompareTab);
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

void MainWindow::buildMenus()
{
    QMenu *file = menuBar()->addMenu(QString());
    QAction *newAction = file->addAction(QString(), QKeySequence::New, this, [this] {
        if (maybeSave())
            newScenario();
    });
    QAction *openAction = file->addAction(QString(), QKeySequence::Open, this, &MainWindow::open);
    QMenu *recent = file->addMenu(QString());
    m_recentFiles = new RecentFiles(recent, this);
    connect(m_recentFiles, &RecentFiles::fileChosen, this, [this](const QString &path) {
        if (maybeSave())
            openFile(path);
    });
    QAction *saveAction = file->addAction(QString(), QKeySequence::Save, this, &MainWindow::save);
    QAction *saveAsAction =
        file->addAction(QString(), QKeySequence::SaveAs, this, &MainWindow::saveAs);
    file->addSeparator();
    new ExportActions(this, m_document, m_heatmap, file);
    file->addSeparator();
    QAction *quitAction = file->addAction(QString(), QKeySequence::Quit, this, &QWidget::close);
    onLanguageChange(this, [=] {
        file->setTitle(tr("&File"));
        newAction->setText(tr("&New"));
        openAction->setText(tr("&Open..."));
        recent->setTitle(tr("Open &Recent"));
        saveAction->setText(tr("&Save"));
        saveAsAction->setText(tr("Save &As..."));
        quitAction->setText(tr("&Quit"));
    });

    QMenu *edit = menuBar()->addMenu(QString());
    onLanguageChange(this, [edit] { edit->setTitle(tr("&Edit")); });
    // Undo and Redo name the edit they take back, in the language of the moment.
    QUndoStack *stack = m_document->undoStack();
    QAction *undo = edit->addAction(QString(), QKeySequence::Undo, stack, &QUndoStack::undo);
    QAction *redo = edit->addAction(QString(), QKeySequence::Redo, stack, &QUndoStack::redo);
    auto setUndoTexts = [stack, undo, redo] {
        undo->setText(stack->undoText().isEmpty() ? tr("&Undo")
                                                  : tr("&Undo %1").arg(stack->undoText()));
        redo->setText(stack->redoText().isEmpty() ? tr("&Redo")
                                                  : tr("&Redo %1").arg(stack->redoText()));
        undo->setEnabled(stack->canUndo());
        redo->setEnabled(stack->canRedo());
    };
    connect(stack, &QUndoStack::canUndoChanged, this, setUndoTexts);
    connect(stack, &QUndoStack::canRedoChanged, this, setUndoTexts);
    connect(stack, &QUndoStack::undoTextChanged, this, setUndoTexts);
    connect(stack, &QUndoStack::redoTextChanged, this, setUndoTexts);
    // The edits' names first: the window hears of a switch before its children do.
    onLanguageChange(this, [stack, setUndoTexts] {
        NamedUndoCommand::retranslateAll(*stack);
        setUndoTexts();
    });

    QMenu *presets = menuBar()->addMenu(QString());
    presets->setObjectName(QStringLiteral("presetsMenu"));
    onLanguageChange(this, [presets] { presets->setTitle(tr("&Presets")); });
    buildPresetMenu(presets);

    m_viewMenu = menuBar()->addMenu(QString());
    onLanguageChange(this, [this] { m_viewMenu->setTitle(tr("&View")); });
    for (QDockWidget *dock : findChildren<QDockWidget *>())
        m_viewMenu->addAction(dock->toggleViewAction());
    if (auto *tabs = findChild<TeachingTabs *>()) {
        m_viewMenu->addSeparator();
        m_viewMenu->addActions(tabs->viewActions());
    }

    // Presentation mode, themes, colour maps, lessons and the formula.
    m_classroom = new ClassroomActions(this, m_document, m_heatmap, m_explanation);
    m_classroom->addViewActions(m_viewMenu);
    presets->addSeparator();
    presets->addAction(m_classroom->presetOrigin()->resetAction());
    // A scenario from no preset (an import, a lesson step) is not named after the last one.
    connect(m_classroom->presetOrigin(), &PresetOrigin::stateChanged, this, [this] {
        m_titlePreset = m_classroom->presetOrigin()->preset();
        updateTitle();
    });
    menuBar()->addMenu(m_classroom->lessonsMenu());

    m_viewMenu->addSeparator();
    buildLanguageMenu(m_viewMenu->addMenu(QString()));

    QMenu *help = menuBar()->addMenu(QString());
    QAction *howTo = help->addAction(QString(), QKeySequence::HelpContents, this,
                                     [this] { HowToUsePage::showFor(this); });
    // Every menu shortcut is listed from the actions themselves, each key once.
    QAction *shortcuts = help->addAction(
        QString(), this, [this] { ShortcutHelp::show(this, ShortcutHelp::gestures()); });
    QAction *about = help->addAction(QString(), this, [this] {
        QMessageBox::about(this, tr("About Attention Lab"),
                           tr("<h3>Attention Lab</h3><p>Edit queries, keys, values, "
                              "projections, temperature and masks, and watch the attention "
                              "weights and outputs follow.</p>"));
    });
    onLanguageChange(this, [=] {
        help->setTitle(tr("&Help"));
        howTo->setText(tr("&How to use"));
        shortcuts->setText(tr("&Keyboard shortcuts"));
        about->setText(tr("&About Attention Lab"));
    });
}

void MainWindow::buildLanguageMenu(QMenu *menu)
{
    // Each language is named in itself, so a user lost in a foreign UI can find theirs.
    menu->setObjectName(QStringLiteral("languageMenu"));
    auto *group = new QActionGroup(menu);
    LanguageSwitcher *switcher = LanguageSwitcher::instance();
    const QList<std::pair<QString, QString>> languages = {
        {QStringLiteral("en"), QStringLiteral("English")},
        {QStringLiteral("ja"), QString::fromUtf8("日本語")}};
    for (const auto &[code, name] : languages) {
        QAction *action = menu->addAction(name);
        action->setCheckable(true);
        action->setChecked(switcher->language() == code);
        action->setData(code);
        group->addAction(action);
        connect(action, &QAction::triggered, switcher,
                [switcher, code = code] { switcher->setLanguage(code); });
    }
    connect(switcher, &LanguageSwitcher::languageChanged, group, [group](const QString &code) {
        for (QAction *action : group->actions())
            action->setChecked(action->data().toString() == code);
    });
    onLanguageChange(this, [menu] { menu->setTitle(tr("&Language")); });
}

void MainWindow::buildPresetMenu(QMenu *menu)
{
    for (const attn::Preset &preset : attn::presetLibrary()) {
        const QString id = QString::fromStdString(preset.id);
        QAction *action = menu->addAction(QString::fromStdString(preset.titleEn), this, [this, id] {
            if (maybeSave())
                openPreset(id);
        });
        action->setStatusTip(id);
        action->setData(id);
    }
    onLanguageChange(menu, [menu] {
        for (QAction *action : menu->actions())
            if (const attn::Preset *preset =
                    attn::findPreset(action->data().toString().toStdString()))
                action->setText(presetTitle(*preset));
    });
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
