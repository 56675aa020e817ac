// Attention Lab: the window by default, or a headless command (compute, presets).
#include "autosave.h"
#include "classroomactions.h"
#include "document.h"
#include "exportcommand.h"
#include "headlesscommands.h"
#include "languageswitcher.h"
#include "lessonpanel.h"
#include "mainwindow.h"
#include "modelarguments.h"
#include "modelopener.h"
#include "modelsession.h"
#include "modelview.h"
#include "permutecommand.h"
#include "presentationmode.h"
#include "scenariosource.h"
#include "teachingtabs.h"
#include "windowsnapshot.h"

#include <QApplication>
#include <QCoreApplication>
#include <QFileInfo>
#include <QSize>
#include <QTextStream>

namespace {

bool isHeadless(const QStringList &args)
{
    if (args.isEmpty())
        return false;
    const QString &first = args.first();
    return first == QLatin1String("compute") || first == QLatin1String("presets") ||
           first == QLatin1String("permute") || first == QLatin1String("--help") ||
           first == QLatin1String("-h") || first == QLatin1String("--version");
}

int runHeadless(QStringList args)
{
    const QString command = args.takeFirst();
    if (command == QLatin1String("compute"))
        return runComputeCommand(args);
    if (command == QLatin1String("presets"))
        return runPresetsCommand(args);
    if (command == QLatin1String("permute"))
        return runPermuteCommand(args);
    if (command == QLatin1String("--version")) {
        QTextStream(stdout) << "attention-lab " << ATTENTION_LAB_VERSION << Qt::endl;
        return ExitOk;
    }
    QTextStream(stdout) << usageText();
    return ExitOk;
}

constexpr QSize kMinWindowSize(640, 480);
constexpr int kMaxWindowSide = 8192;

// "1280x720" -> QSize(1280, 720), within kMinWindowSize and kMaxWindowSide.
bool parseWindowSize(const QString &text, QSize *size)
{
    const QStringList parts = text.split(QLatin1Char('x'));
    if (parts.size() != 2)
        return false;
    bool okWidth = false;
    bool okHeight = false;
    const int width = parts.at(0).toInt(&okWidth);
    const int height = parts.at(1).toInt(&okHeight);
    if (!okWidth || !okHeight || width < kMinWindowSize.width() ||
        height < kMinWindowSize.height() || width > kMaxWindowSide || height > kMaxWindowSide)
        return false;
    *size = QSize(width, height);
    return true;
}

int failWith(const QString &message)
{
    QTextStream(stderr) << "attention-lab: " << message << Qt::endl;
    return ExitBadInput;
}

int runWindow(QApplication &app, QStringList args)
{
    QString snapshotPath;
    const qsizetype snapshotAt = args.indexOf(QStringLiteral("--snapshot"));
    if (snapshotAt >= 0) {
        if (snapshotAt + 1 >= args.size())
            return failWith(QStringLiteral("--snapshot needs an output file name"));
        snapshotPath = args.at(snapshotAt + 1);
        args.remove(snapshotAt, 2);
    }
    // --language en|ja: this run only; otherwise the View menu's last choice or the system's.
    QString language = LanguageSwitcher::savedLanguage();
    const qsizetype languageAt = args.indexOf(QStringLiteral("--language"));
    if (languageAt >= 0) {
        if (languageAt + 1 >= args.size() ||
            !LanguageSwitcher::languages().contains(args.at(languageAt + 1)))
            return failWith(QStringLiteral("--language needs one of: %1")
                                .arg(LanguageSwitcher::languages().join(QStringLiteral(", "))));
        language = args.at(languageAt + 1);
        args.remove(languageAt, 2);
    }
    LanguageSwitcher::instance()->setLanguage(language, false);
    // --size WxH: the window at that size, and presentation mode fitted to a WxH screen.
    QSize size;
    const qsizetype sizeAt = args.indexOf(QStringLiteral("--size"));
    if (sizeAt >= 0) {
        if (sizeAt + 1 >= args.size() || !parseWindowSize(args.at(sizeAt + 1), &size))
            return failWith(QStringLiteral("--size needs WIDTHxHEIGHT in pixels, from %1x%2 to "
                                           "%3x%3, for example 1280x720")
                                .arg(kMinWindowSize.width())
                                .arg(kMinWindowSize.height())
                                .arg(kMaxWindowSide));
        args.remove(sizeAt, 2);
    }
    // --presentation: start in presentation mode; --lesson ID|FILE: start a lesson.
    const bool presentation = args.removeAll(QStringLiteral("--presentation")) > 0;
    QString lesson;
    const qsizetype lessonAt = args.indexOf(QStringLiteral("--lesson"));
    if (lessonAt >= 0) {
        if (lessonAt + 1 >= args.size())
            return failWith(QStringLiteral("--lesson needs a lesson id or file"));
        lesson = args.at(lessonAt + 1);
        args.remove(lessonAt, 2);
    }
    // --lesson-step N: the lesson's step to start on (from 1); --reveal: its answer shown.
    int lessonStep = 1;
    const qsizetype stepAt = args.indexOf(QStringLiteral("--lesson-step"));
    if (stepAt >= 0) {
        bool ok = false;
        lessonStep = stepAt + 1 < args.size() ? args.at(stepAt + 1).toInt(&ok) : 0;
        if (!ok || lessonStep < 1 || lesson.isEmpty())
            return failWith(QStringLiteral("--lesson-step needs --lesson and a step number from "
                                           "1"));
        args.remove(stepAt, 2);
    }
    const bool reveal = args.removeAll(QStringLiteral("--reveal")) > 0;
    if (reveal && lesson.isEmpty())
        return failWith(QStringLiteral("--reveal needs --lesson"));
    // --tab heatmap|heads|steps|plane|compare|lines|graph|model: the centre view to start on.
    static const QStringList tabs = {QStringLiteral("heatmap"), QStringLiteral("heads"),
                                     QStringLiteral("steps"),   QStringLiteral("plane"),
                                     QStringLiteral("compare"), QStringLiteral("lines"),
                                     QStringLiteral("graph"),   QStringLiteral("model")};
    int tab = -1; // as the window (or a lesson's step) has it
    const qsizetype tabAt = args.indexOf(QStringLiteral("--tab"));
    if (tabAt >= 0) {
        if (tabAt + 1 >= args.size() || !tabs.contains(args.at(tabAt + 1)))
            return failWith(
                QStringLiteral("--tab needs one of: %1").arg(tabs.join(QStringLiteral(", "))));
        tab = int(tabs.indexOf(args.at(tabAt + 1)));
        args.remove(tabAt, 2);
    }
    // --model-text, --model-head, --model-off, --model-mask, --model-folder: the Model tab.
    ModelArguments model;
    QString modelError;
    if (!model.parse(args, &modelError))
        return failWith(modelError);
    for (const QString &arg : std::as_const(args))
        if (arg.startsWith(QLatin1Char('-')) && arg != QLatin1String("--preset"))
            return failWith(QStringLiteral("unknown option '%1' (see --help)").arg(arg));

    ScenarioSource source;
    QString error;
    if (!args.isEmpty() && !source.parse(args, &error))
        return failWith(error);
    if (!args.isEmpty())
        return failWith(QStringLiteral("unexpected argument '%1'").arg(args.first()));

    MainWindow window;
    if (!snapshotPath.isEmpty()) {
        // Nobody is at the screen: a modal dialog would wait for ever. Messages go to stderr.
        window.setMessageHandler([](const QString &title, const QString &text) {
            QTextStream(stderr) << "attention-lab: " << title << ": " << text << Qt::endl;
        });
    }
    if (size.isValid())
        window.fitToScreen(size);
    if (!source.presetId().isEmpty())
        window.openPreset(source.presetId());
    else if (!source.path().isEmpty() && !window.openFile(source.path()) && !snapshotPath.isEmpty())
        return failWith(QStringLiteral("could not open %1").arg(source.path()));
    if (!lesson.isEmpty()) {
        if (!window.classroom()->openLesson(ClassroomActions::lessonPath(lesson), &error))
            return failWith(error);
        LessonPanel *panel = window.classroom()->lessonPanel();
        if (lessonStep > panel->stepCount())
            return failWith(QStringLiteral("--lesson-step %1: the lesson has %2 steps")
                                .arg(lessonStep)
                                .arg(panel->stepCount()));
        panel->goToStep(lessonStep - 1);
        if (reveal)
            panel->reveal();
    }
    if (presentation)
        window.classroom()->presentation()->setActive(true);
    if (auto *teachingTabs = window.findChild<TeachingTabs *>()) {
        ModelView *modelView = teachingTabs->modelView();
        if (model.hasFolder() && snapshotPath.isEmpty()) {
            // The window comes up at once; the folder is read off its thread, with the busy
            // dialog and Cancel of File > Open Model, and the other options applied then.
            QObject::connect(
                modelView->opener(), &ModelOpener::opened, modelView,
                [modelView, model] {
                    QString applyError;
                    if (!model.apply(modelView, &applyError))
                        QTextStream(stderr) << "attention-lab: " << applyError << Qt::endl;
                },
                Qt::SingleShotConnection);
            modelView->openFolder(model.folder(), QFileInfo(model.folder()).fileName());
        } else if ((model.any() || tab == TeachingTabs::ModelTab) &&
                   !model.apply(modelView, &error) && model.any()) {
            return failWith(error);
        }
        if (tab < 0 && model.hasFolder())
            tab = TeachingTabs::ModelTab; // a model named is a model to look at
        if (tab >= 0)
            teachingTabs->setCurrentIndex(tab);
    }

    if (!snapshotPath.isEmpty()) {
        window.document()->waitForComputation();
        if (auto *teachingTabs = window.findChild<TeachingTabs *>())
            teachingTabs->modelView()->waitForComputation();
        if (!saveWindowSnapshot(&window, snapshotPath))
            return failWith(QStringLiteral("could not write %1").arg(snapshotPath));
        return ExitOk;
    }
    window.show();
    // After a crash or kill: offer the unsaved changes dead windows left behind.
    window.restoreUnsavedWork();
    return app.exec();
}

} // namespace

int main(int argc, char *argv[])
{
    QStringList args;
    for (int i = 1; i < argc; ++i)
        args << QString::fromLocal8Bit(argv[i]);

    if (!args.isEmpty() && args.first() == QLatin1String("export")) {
        // Renders plots without a window, so it must work with no display at all.
        qputenv("QT_QPA_PLATFORM", "offscreen");
        QApplication app(argc, argv);
        args.removeFirst();
        return runExportCommand(args);
    }
    if (isHeadless(args)) {
        QCoreApplication app(argc, argv);
        return runHeadless(args);
    }
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("AttentionLab"));
    QApplication::setApplicationName(QStringLiteral("Attention Lab"));
    QApplication::setApplicationVersion(QStringLiteral(ATTENTION_LAB_VERSION));
    return runWindow(app, args);
}
