// MainWindow's menus: File, Edit, Presets, View (with Language), Lessons, Help.
#include "mainwindow.h"

#include "appsettings.h"
#include "autosave.h"
#include "classroomactions.h"
#include "document.h"
#include "explanationpanel.h"
#include "exportactions.h"
#include "howtousepage.h"
#include "languageswitcher.h"
#include "lessonpanel.h"
#include "modelsession.h"
#include "modelview.h"
#include "openmodeldialog.h"
#include "presentationmode.h"
#include "presetlibrary.h"
#include "presetorigin.h"
#include "presettitle.h"
#include "recentfiles.h"
#include "retranslate.h"
#include "shortcuthelp.h"
#include "shuffletokensaction.h"
#include "softmaxbarsview.h"
#include "statusinfo.h"
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
#include <QStatusBar>
#include <QStyle>
#include <QTabBar>
#include <QTabWidget>
#include <QTimer>
#include <QUndoStack>

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
    // A trained model to look at on the Model tab; the scenario is not touched.
    QAction *openModelAction =
        file->addAction(QString(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M), this, [this] {
            OpenModelDialog dialog(this);
            if (dialog.exec() != QDialog::Accepted)
                return;
            if (auto *tabs = findChild<TeachingTabs *>()) {
                tabs->setCurrentIndex(TeachingTabs::ModelTab);
                tabs->modelView()->openFolder(dialog.folder(), dialog.name());
            }
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
        openModelAction->setText(tr("Open &Model..."));
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
    edit->addSeparator();
    auto *shuffle = new ShuffleTokensAction(m_document, this);
    connect(shuffle, &ShuffleTokensAction::told, this,
            [this](const QString &message) { statusBar()->showMessage(message, 10000); });
    edit->addAction(shuffle);
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
    if (auto *tabs = findChild<TeachingTabs *>()) {
        connect(m_classroom->lessonPanel(), &LessonPanel::modelStepShown, tabs,
                &TeachingTabs::showLessonModel);
        connect(m_classroom->lessonPanel(), &LessonPanel::labStepShown, tabs,
                &TeachingTabs::showLessonLab);
        // Outside a lesson the Model tab in front has an explanation of its own (projected,
        // the caption under it); the scenario's comes back with any other tab.
        auto followTab = [this, tabs] {
            if (tabs->currentIndex() == TeachingTabs::ModelTab &&
                !m_classroom->lessonPanel()->hasLesson())
                m_explanation->showAside(tabs->modelView()->captionTitle(),
                                         tabs->modelView()->captionText());
            else
                m_explanation->endAside();
        };
        connect(tabs->modelView(), &ModelView::openFailed, this, [this](const QString &message) {
            showMessage(tr("Open model"), tr("The model could not be read: %1").arg(message));
        });
        // The status bar describes the model while its tab is in front, in a lesson too.
        auto followTabInStatus = [this, tabs] {
            if (tabs->currentIndex() == TeachingTabs::ModelTab)
                m_statusInfo->showAside(tabs->modelView()->statusText());
            else
                m_statusInfo->endAside();
        };
        connect(tabs->modelView()->session(), &ModelSession::changed, this, followTabInStatus);
        onLanguageChange(this, followTabInStatus);
        // After the tab is shown: it reads its model then.
        connect(tabs, &QTabWidget::currentChanged, this, [this, followTab, followTabInStatus] {
            QTimer::singleShot(0, this, followTab);
            QTimer::singleShot(0, this, followTabInStatus);
        });
        connect(m_classroom->lessonPanel(), &LessonPanel::lessonStarted, this, followTab);
        onLanguageChange(this, followTab);
    }
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
