#include "mainwindow.h"

#include "appsettings.h"
#include "document.h"
#include "explanationpanel.h"
#include "heatmapview.h"
#include "inputpanel.h"
#include "parameterpanel.h"
#include "presetlibrary.h"
#include "projectioneditor.h"
#include "projectionfactory.h"
#include "recentfiles.h"
#include "scenariofile.h"
#include "statusinfo.h"

// The bars and output views land separately; until then the window shows placeholders.
#if __has_include("softmaxbarsview.h") && __has_include("outputview.h")
#include "outputview.h"
#include "softmaxbarsview.h"
#define ATTENTION_LAB_HAVE_LOWER_VIEWS 1
#endif

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QScrollArea>
#include <QSplitter>
#include <QStatusBar>
#include <QStyle>
#include <QUndoStack>

namespace {

QDockWidget *makeDock(const QString &title, const QString &name, QWidget *content, bool scroll)
{
    auto *dock = new QDockWidget(title);
    dock->setObjectName(name);
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

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent), m_document(new Document(this)), m_untitledName(tr("Untitled"))
{
    // Projected in a classroom: a little larger than the desktop default.
    QFont f = font();
    if (f.pointSizeF() > 0 && f.pointSizeF() < 11.0) {
        f.setPointSizeF(11.0);
        setFont(f);
    }
    setDockNestingEnabled(true);
    buildCentre();
    buildDocks();
    buildMenus();
    m_statusInfo = new StatusInfo(m_document);
    statusBar()->addWidget(m_statusInfo, 1);

    connect(m_document, &Document::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_document, &Document::filePathChanged, this, &MainWindow::updateTitle);
    resize(1600, 1000);
    if (!openPreset(QStringLiteral("sleepy-child")))
        newScenario();
    // Panels scroll vertically only, so a dock must never be narrower than its panel.
    for (QScrollArea *area : findChildren<QScrollArea *>()) {
        if (area->widget() && qobject_cast<QDockWidget *>(area->parentWidget()))
            area->setMinimumWidth(area->widget()->minimumSizeHint().width() +
                                  area->style()->pixelMetric(QStyle::PM_ScrollBarExtent) + 4);
    }
    restoreLayout();
}

MainWindow::~MainWindow() = default;

void MainWindow::buildCentre()
{
    m_heatmap = new HeatmapView(m_document);
    m_lowerSplitter = new QSplitter(Qt::Horizontal);
    m_lowerSplitter->setObjectName(QStringLiteral("lowerSplitter"));
#ifdef ATTENTION_LAB_HAVE_LOWER_VIEWS
    m_bars = new SoftmaxBarsView(m_document);
    m_output = new OutputView(m_document);
    m_lowerSplitter->addWidget(m_bars);
    m_lowerSplitter->addWidget(m_output);
#else
    m_lowerSplitter->addWidget(new QLabel(tr("Softmax bars")));
    m_lowerSplitter->addWidget(new QLabel(tr("Output")));
#endif
    m_lowerSplitter->setChildrenCollapsible(false);
    m_centreSplitter = new QSplitter(Qt::Vertical);
    m_centreSplitter->setObjectName(QStringLiteral("centreSplitter"));
    m_centreSplitter->addWidget(m_heatmap);
    m_centreSplitter->addWidget(m_lowerSplitter);
    m_centreSplitter->setStretchFactor(0, 3);
    m_centreSplitter->setStretchFactor(1, 2);
    m_centreSplitter->setSizes({560, 380});
    m_centreSplitter->setChildrenCollapsible(false);
    setCentralWidget(m_centreSplitter);
}

void MainWindow::buildDocks()
{
    m_inputPanel = new InputPanel(m_document);
    m_projectionEditor = new ProjectionEditor(m_document);
    m_parameterPanel = new ParameterPanel(m_document);
    m_explanation = new ExplanationPanel;

    QDockWidget *inputs = makeDock(tr("Inputs"), QStringLiteral("inputsDock"), m_inputPanel, true);
    QDockWidget *projections =
        makeDock(tr("Projections"), QStringLiteral("projectionsDock"), m_projectionEditor, true);
    QDockWidget *parameters =
        makeDock(tr("Parameters"), QStringLiteral("parametersDock"), m_parameterPanel, true);
    QDockWidget *explanation =
        makeDock(tr("Explanation"), QStringLiteral("explanationDock"), m_explanation, false);
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
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&New"), QKeySequence::New, this, [this] {
        if (maybeSave())
            newScenario();
    });
    file->addAction(tr("&Open..."), QKeySequence::Open, this, &MainWindow::open);
    QMenu *recent = file->addMenu(tr("Open &Recent"));
    m_recentFiles = new RecentFiles(recent, this);
    connect(m_recentFiles, &RecentFiles::fileChosen, this, [this](const QString &path) {
        if (maybeSave())
            openFile(path);
    });
    file->addAction(tr("&Save"), QKeySequence::Save, this, &MainWindow::save);
    file->addAction(tr("Save &As..."), QKeySequence::SaveAs, this, &MainWindow::saveAs);
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *undo = m_document->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcuts(QKeySequence::Undo);
    QAction *redo = m_document->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcuts(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);

    buildPresetMenu(menuBar()->addMenu(tr("&Presets")));

    m_viewMenu = menuBar()->addMenu(tr("&View"));
    for (QDockWidget *dock : findChildren<QDockWidget *>())
        m_viewMenu->addAction(dock->toggleViewAction());

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&Keyboard shortcuts"), this, [this] {
        QMessageBox::information(
            this, tr("Keyboard shortcuts"),
            tr("<table>"
               "<tr><td><b>Ctrl+Z / Ctrl+Shift+Z</b></td><td>Undo / redo</td></tr>"
               "<tr><td><b>Ctrl+O / Ctrl+S</b></td><td>Open / save a scenario</td></tr>"
               "<tr><td><b>Wheel on the current cell</b></td><td>Nudge it by 0.1 "
               "(Shift 0.01, Ctrl 1)</td></tr>"
               "<tr><td><b>Alt+drag on a cell</b></td><td>Nudge it up and down</td></tr>"
               "<tr><td><b>Ctrl+V / Ctrl+C</b></td><td>Paste / copy spreadsheet cells</td></tr>"
               "<tr><td><b>Ctrl+click the heatmap</b></td><td>Mask or unmask a cell</td></tr>"
               "</table>"));
    });
    help->addAction(tr("&About Attention Lab"), this, [this] {
        QMessageBox::about(this, tr("About Attention Lab"),
                           tr("<h3>Attention Lab</h3><p>Edit queries, keys, values, "
                              "projections, temperature and masks, and watch the attention "
                              "weights and outputs follow.</p>"));
    });
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
}

bool MainWindow::openPreset(const QString &id)
{
    const attn::Preset *preset = attn::findPreset(id.toStdString());
    if (!preset)
        return false;
    m_untitledName = QString::fromStdString(preset->titleEn);
    m_document->resetScenario(preset->scenario);
    m_explanation->showPreset(*preset);
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
    m_untitledName = tr("Untitled");
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
            : QMessageBox::warning(this, tr("Unsaved changes"),
                                   tr("The scenario has unsaved changes. Save them?"),
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
        QMessageBox::warning(this, title, text);
}

void MainWindow::updateTitle()
{
    const QString path = m_document->filePath();
    const QString name = path.isEmpty() ? m_untitledName : QFileInfo(path).fileName();
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
    event->accept();
}

void MainWindow::restoreLayout()
{
    QSettings settings(appSettingsOrganization(), appSettingsApplication());
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    m_centreSplitter->restoreState(settings.value(QStringLiteral("window/centre")).toByteArray());
    m_lowerSplitter->restoreState(settings.value(QStringLiteral("window/lower")).toByteArray());
}

void MainWindow::saveLayout() const
{
    QSettings settings(appSettingsOrganization(), appSettingsApplication());
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    settings.setValue(QStringLiteral("window/centre"), m_centreSplitter->saveState());
    settings.setValue(QStringLiteral("window/lower"), m_lowerSplitter->saveState());
}
