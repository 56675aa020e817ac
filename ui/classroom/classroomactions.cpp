#include "classroomactions.h"

#include "appsettings.h"
#include "colormap.h"
#include "explanationpanel.h"
#include "formulapanel.h"
#include "languageswitcher.h"
#include "lessonfile.h"
#include "lessonpanel.h"
#include "plainmessagebox.h"
#include "plotrestyler.h"
#include "presentationmode.h"
#include "presetorigin.h"
#include "retranslate.h"
#include "theme.h"

#include <QAction>
#include <QActionGroup>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenu>
#include <QTimer>

namespace {

const QString kThemeKey = QStringLiteral("view/theme");
const QString kWeightsMapKey = QStringLiteral("view/weightsColorMap");
const QString kScoresMapKey = QStringLiteral("view/scoresColorMap");

QSettings settings()
{
    return QSettings(appSettingsOrganization(), appSettingsApplication());
}

/// A group of checkable actions, one per value, calling `apply` on a pick. Texts are set
/// by the caller (and re-set on a language switch).
template <typename Value>
QList<QAction *> addChoice(QMenu *menu, const QList<Value> &values, Value current,
                           const std::function<void(Value)> &apply)
{
    auto *group = new QActionGroup(menu);
    QList<QAction *> actions;
    for (const Value value : values) {
        QAction *action = menu->addAction(QString());
        action->setCheckable(true);
        action->setChecked(value == current);
        group->addAction(action);
        QObject::connect(action, &QAction::triggered, menu, [apply, value] { apply(value); });
        actions << action;
    }
    return actions;
}

} // namespace

ClassroomActions::ClassroomActions(QMainWindow *window, Document *document, HeatmapView *heatmap,
                                   ExplanationPanel *explanation)
    : QObject(window), m_window(window), m_document(document), m_explanation(explanation)
{
    m_presentation = new PresentationMode(window);
    m_presetOrigin = new PresetOrigin(document, this);
    onLanguageChange(window, [this] { m_presetOrigin->retranslate(); });
    connect(m_presetOrigin, &PresetOrigin::stateChanged, this,
            &ClassroomActions::followPresetOrigin);

    m_formulaPanel = new FormulaPanel(document);
    m_formulaDock = new QDockWidget;
    m_formulaDock->setObjectName(QStringLiteral("formulaDock"));
    m_formulaDock->setWidget(m_formulaPanel);
    window->addDockWidget(Qt::BottomDockWidgetArea, m_formulaDock);
    window->resizeDocks({m_formulaDock}, {190}, Qt::Vertical);

    m_lessonPanel = new LessonPanel(document);
    connect(m_presentation, &PresentationMode::activeChanged, m_lessonPanel,
            &LessonPanel::setCaptioned);
    m_lessonPanel->setHeatmap(heatmap);
    m_lessonPanel->setCovered(window->centralWidget());
    m_lessonDock = new QDockWidget;
    m_lessonDock->setObjectName(QStringLiteral("lessonDock"));
    m_lessonDock->setWidget(m_lessonPanel);
    window->addDockWidget(Qt::RightDockWidgetArea, m_lessonDock);
    if (QWidget *explanationDock = explanation ? explanation->parentWidget() : nullptr) {
        if (auto *dock = qobject_cast<QDockWidget *>(explanationDock))
            window->tabifyDockWidget(dock, m_lessonDock);
    }
    m_lessonDock->hide(); // until a lesson starts
    connect(m_lessonPanel, &LessonPanel::lessonStarted, this, [this] {
        m_lessonDock->show();
        m_lessonDock->raise();
        // A window not shown yet has no tab bar to raise it in: again once it has. The
        // step's text and its remark must read without scrolling: the panel takes most of
        // the height of its column (the parameters above it scroll).
        QTimer::singleShot(0, m_lessonDock, [this] {
            m_lessonDock->raise();
            m_window->resizeDocks({m_lessonDock}, {m_window->height() * 2 / 3}, Qt::Vertical);
            fitLessonDock();
        });
    });
    // After the presentation's own layout (the window takes the screen's size first), and
    // after a step's own.
    connect(m_lessonPanel, &LessonPanel::stepChanged, this,
            [this] { QTimer::singleShot(0, this, &ClassroomActions::fitLessonDock); });
    connect(m_presentation, &PresentationMode::activeChanged, this,
            [this] { QTimer::singleShot(0, this, &ClassroomActions::fitLessonDock); });
    // The explanation is the caption under the plots in presentation mode: it shows the
    // step the class is on (the panel beside it may be put away), not the lesson's summary.
    connect(m_lessonPanel, &LessonPanel::captionChanged, this,
            [this](const QString &title, const QString &text) {
                if (m_explanation)
                    m_explanation->showText(title, text);
            });

    m_lessonsMenu = new QMenu(window);
    onLanguageChange(window, [this] {
        m_formulaDock->setWindowTitle(tr("Formula"));
        m_lessonDock->setWindowTitle(tr("Lesson"));
        m_lessonsMenu->setTitle(tr("&Lessons"));
    });
    connect(m_lessonsMenu, &QMenu::aboutToShow, this, &ClassroomActions::fillLessonsMenu);
    onLanguageChangeRebuild(m_lessonsMenu, [this] { fillLessonsMenu(); });
    // The step actions must work with the menu closed: they live on the window too.
    for (QAction *action : {m_lessonPanel->nextAction(), m_lessonPanel->previousAction(),
                            m_lessonPanel->revealAction()})
        window->addAction(action);
    restoreChoices();
}

void ClassroomActions::followPresetOrigin()
{
    if (!m_explanation)
        return;
    m_explanation->setPresetEdited(m_presetOrigin->isEdited());
    // New, Open and a lesson step write their own text once their scenario is in; an import
    // writes none: the last preset's story would describe numbers that are gone.
    if (!m_presetOrigin->preset() && m_explanation->preset())
        m_explanation->showText(
            tr("Your own scenario"),
            tr("This scenario comes from no preset, so there is no story to tell about its "
               "numbers. The Presets and Lessons menus hold ready-made examples with their "
               "explanations."));
}

QStringList ClassroomActions::builtInLessons()
{
    QStringList paths;
    const QDir dir(QStringLiteral(":/lessons"));
    for (const QString &name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
        paths << dir.filePath(name);
    return paths;
}

void ClassroomActions::fitLessonDock()
{
    if (!m_presentation->isActive() || m_lessonDock->isHidden() || m_lessonDock->isFloating())
        return;
    // A step without a question leaves the panel only Previous and Next (the caption has
    // its text): the least width they need.
    const int step = m_lessonPanel->currentStep();
    const bool question = step >= 0 && step < m_lessonPanel->stepCount() &&
                          m_lessonPanel->lesson().steps[std::size_t(step)].hasQuestion;
    const int width = question ? int(m_window->width() * kPresentedLessonShare)
                               : m_lessonDock->minimumSizeHint().width();
    m_window->resizeDocks({m_lessonDock}, {width}, Qt::Horizontal);
}

void ClassroomActions::fillLessonsMenu()
{
    m_lessonsMenu->clear();
    const bool japanese = LanguageSwitcher::instance()->language() == QLatin1String("ja");
    for (const QString &path : builtInLessons()) {
        Lesson lesson;
        if (!LessonFile::load(path, lesson, nullptr))
            continue; // a broken built-in lesson is caught by the tests, not shown
        m_lessonsMenu->addAction(lesson.title.in(japanese), this,
                                 [this, path] { openLesson(path); });
    }
    m_lessonsMenu->addSeparator();
    m_lessonsMenu->addAction(tr("Open &lesson file..."), this, &ClassroomActions::chooseLessonFile);
    m_lessonsMenu->addSeparator();
    m_lessonsMenu->addAction(m_lessonPanel->previousAction());
    m_lessonsMenu->addAction(m_lessonPanel->nextAction());
    m_lessonsMenu->addAction(m_lessonPanel->revealAction());
}

void ClassroomActions::chooseLessonFile()
{
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Open lesson"), QString(),
                                                      tr("Attention Lab lessons (*.json)"));
    if (!path.isEmpty())
        openLesson(path);
}

QString ClassroomActions::lessonPath(const QString &idOrPath)
{
    for (const QString &path : builtInLessons()) {
        Lesson lesson;
        if (LessonFile::load(path, lesson, nullptr) && lesson.id == idOrPath)
            return path;
    }
    return idOrPath;
}

bool ClassroomActions::openLesson(const QString &path, QString *error)
{
    Lesson lesson;
    QString message;
    if (!LessonFile::load(path, lesson, &message)) {
        if (error)
            *error = message;
        else
            PlainMessageBox::warning(
                m_window, tr("Could not open lesson %1").arg(QFileInfo(path).fileName()), message);
        return false;
    }
    m_lessonPanel->setLesson(lesson);
    return true;
}

void ClassroomActions::addViewActions(QMenu *view)
{
    view->addAction(m_formulaDock->toggleViewAction());
    view->addAction(m_lessonDock->toggleViewAction());
    view->addSeparator();
    view->addAction(m_presentation->toggleAction());
    view->addAction(m_presentation->zoomInAction());
    view->addAction(m_presentation->zoomOutAction());
    view->addAction(m_presentation->resetZoomAction());

    QMenu *theme = view->addMenu(QString());
    const QList<QAction *> themes = addChoice<Theme::Kind>(
        theme, {Theme::Kind::Light, Theme::Kind::Dark}, Theme::current(), [](Theme::Kind kind) {
            Theme::apply(kind);
            settings().setValue(kThemeKey, int(kind));
        });

    using W = ColorMap::WeightsMap;
    QMenu *weights = view->addMenu(QString());
    const QList<QAction *> weightMaps =
        addChoice<W>(weights, {W::Viridis, W::Cividis, W::Magma, W::Greyscale},
                     ColorMap::weightsMap(), [](W map) {
                         PlotRestyler::change([map] { ColorMap::setWeightsMap(map); });
                         settings().setValue(kWeightsMapKey, int(map));
                     });
    using S = ColorMap::ScoresMap;
    QMenu *scores = view->addMenu(QString());
    const QList<QAction *> scoreMaps = addChoice<S>(
        scores, {S::BlueRed, S::PurpleOrange, S::Greyscale}, ColorMap::scoresMap(), [](S map) {
            PlotRestyler::change([map] { ColorMap::setScoresMap(map); });
            settings().setValue(kScoresMapKey, int(map));
        });

    onLanguageChange(view, [=] {
        theme->setTitle(tr("&Theme"));
        themes[0]->setText(tr("&Light"));
        themes[1]->setText(tr("&Dark"));
        weights->setTitle(tr("&Colour map for weights"));
        weightMaps[0]->setText(tr("&Viridis"));
        weightMaps[1]->setText(tr("&Cividis (colour-blind safe)"));
        weightMaps[2]->setText(tr("&Magma"));
        weightMaps[3]->setText(tr("&Greyscale (for printing)"));
        scores->setTitle(tr("Colour map for &scores"));
        scoreMaps[0]->setText(tr("&Blue – red"));
        scoreMaps[1]->setText(tr("&Purple – orange (colour-blind safe)"));
        scoreMaps[2]->setText(tr("&Greyscale (for printing)"));
    });
}

void ClassroomActions::restoreChoices()
{
    QSettings s = settings();
    const int weights = s.value(kWeightsMapKey, 0).toInt();
    const int scores = s.value(kScoresMapKey, 0).toInt();
    PlotRestyler::change([&] {
        if (weights >= 0 && weights <= int(ColorMap::WeightsMap::Greyscale))
            ColorMap::setWeightsMap(ColorMap::WeightsMap(weights));
        if (scores >= 0 && scores <= int(ColorMap::ScoresMap::Greyscale))
            ColorMap::setScoresMap(ColorMap::ScoresMap(scores));
    });
    if (s.value(kThemeKey, 0).toInt() == int(Theme::Kind::Dark))
        Theme::apply(Theme::Kind::Dark);
}
