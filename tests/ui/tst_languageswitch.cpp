// A language switch at run time gives the window a teacher would get by starting in that
// language: every text every widget and every plot draws or holds (tooltips, menus, combo box
// items), on every tab, in normal and presentation mode, through every lesson step, compared
// between a window switched en -> ja -> en -> ja and a window started in Japanese. And the
// Japanese window speaks Japanese: no English word outside the symbols of the mathematics,
// file formats, key names and the data's own labels.

#include "appsettings.h"
#include "classroomactions.h"
#include "document.h"
#include "drawntexts.h"
#include "explanationpanel.h"
#include "languageswitcher.h"
#include "lessonpanel.h"
#include "mainwindow.h"
#include "presentationmode.h"
#include "presetlibrary.h"
#include "teachingtabs.h"

#include <qcustomplot.h>

#include <QAbstractFileIconProvider>
#include <QApplication>
#include <QDialog>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFileSystemModel>
#include <QFontDatabase>
#include <QFontInfo>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>
#include <QTimer>

namespace {

const char *const kTabNames[] = {"heatmap", "heads", "steps", "plane", "compare"};

void switchTo(const char *language)
{
    LanguageSwitcher::instance()->setLanguage(QLatin1String(language), false);
    // QApplication posts LanguageChange to the windows; deliver it, then the layouts and
    // the deferred refreshes it starts.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    QCoreApplication::processEvents();
}

void settleWindow(MainWindow *window)
{
    for (int i = 0; i < 3; ++i) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
        QTest::qWait(20);
    }
    for (QCustomPlot *plot : window->findChildren<QCustomPlot *>())
        if (plot->isVisible())
            plot->replot(QCustomPlot::rpImmediateRefresh);
}

QStringList labelsOf(const Document *document)
{
    QStringList labels;
    for (const auto &list : {document->scenario().queryLabels, document->scenario().keyLabels})
        for (const std::string &label : list)
            labels << QString::fromStdString(label);
    // The presets' ids (the Presets menu shows each one's in the status bar) and their
    // tokens (a preset's Japanese title may quote its English sentence).
    for (const attn::Preset &preset : attn::presetLibrary()) {
        labels << QString::fromStdString(preset.id);
        for (const auto &list : {preset.scenario.queryLabels, preset.scenario.keyLabels})
            for (const std::string &label : list)
                labels << QString::fromStdString(label);
    }
    labels.removeDuplicates();
    // Longest first, so that "dog" does not leave "s" of "dogs".
    std::sort(labels.begin(), labels.end(),
              [](const QString &a, const QString &b) { return a.size() > b.size(); });
    return labels;
}

/// What a reader meets in one state of the window: "where: text" lines.
struct Scene
{
    QString where;
    QStringList texts;
    QStringList labels; ///< the data's own labels at that moment (see labelsOf())
};

/// The window on each tab of the centre (and, in presentation on short screens, with
/// each of the bars and the output in front).
QList<Scene> scenes(MainWindow &window, const QString &prefix)
{
    QList<Scene> out;
    auto *tabs = window.findChild<TeachingTabs *>();
    auto *panels = window.findChild<QTabWidget *>(QStringLiteral("presentationPanels"));
    for (int panel = 0; panel < (panels && panels->isVisible() ? panels->count() : 1); ++panel) {
        if (panels && panels->isVisible())
            panels->setCurrentIndex(panel);
        for (int tab = 0; tab < tabs->count(); ++tab) {
            tabs->setCurrentIndex(tab);
            settleWindow(&window);
            out << Scene{prefix + QStringLiteral(" / ") + QLatin1String(kTabNames[tab]) +
                             (panel ? QStringLiteral(" (output)") : QString()),
                         drawntext::painted(&window) + drawntext::waiting(&window),
                         labelsOf(window.document())};
        }
    }
    tabs->setCurrentIndex(0);
    return out;
}

/// The notes a view adds, and the short names it takes, where its pixels are too few
/// (labels thinned or left out, numbers hidden): the switched window keeps panes a few
/// pixels wider or narrower than a start in Japanese lays out (the panels were sized for
/// English first), so these may come and go between the two.
/// The fit notes' texts in the current language, as comparable() writes them (a note cut
/// short by an ellipsis is known by its beginning).
QStringList &fitNoteTexts()
{
    static QStringList texts;
    return texts;
}

const QList<QRegularExpression> &fitNotes()
{
    static const QList<QRegularExpression> notes = [] {
        const std::pair<const char *, const char *> sources[] = {
            {"HeatmapView", "One key label in %1."},
            {"HeatmapView", "One query label in %1."},
            {"HeatmapView", "Cells too small for their numbers: hover a cell to read it."},
            {"SoftmaxBarsView", "One key label in %1: hover a bar to read its key."},
            {"PlaneView", "labels left out where arrows crowd: %1 (point at a tip to read it)"},
            {"HeadsGridView", "One key name in %1 shown, the first and the last always; point "
                              "at a cell for its tokens"},
            {"HeadsGridView", "H%1"},
            {"HeadsGridView", "Head %1"},
        };
        QList<QRegularExpression> out;
        for (const auto &[context, source] : sources) {
            const QString text = QCoreApplication::translate(context, source);
            QStringList pieces = text.split(QStringLiteral("%1"));
            for (QString &piece : pieces)
                piece = QRegularExpression::escape(piece);
            out << QRegularExpression(pieces.join(QStringLiteral("[0-9]+")));
            fitNoteTexts() << QString(text)
                                  .remove(QRegularExpression(QStringLiteral("\\s+")))
                                  .replace(QStringLiteral("%1"), QStringLiteral("#"));
        }
        return out;
    }();
    return notes;
}

/// `text` as compared: fit notes out, no spaces (lines wrap at other places), any number
/// as #, and of an elided text only what is shown before the ellipsis.
QString comparable(QString text)
{
    for (const QRegularExpression &note : fitNotes())
        text.remove(note);
    static const QRegularExpression space(QStringLiteral("\\s+"));
    static const QRegularExpression digits(QStringLiteral("[0-9]+([.,][0-9]+)?"));
    text.remove(space).replace(digits, QStringLiteral("#"));
    const qsizetype cut = text.indexOf(u'…');
    return cut < 0 ? text : text.left(cut);
}

/// Texts that follow the pixels, not the language: numbers (a cell shows more decimals
/// when it is wider), the data's own labels (one in k where they crowd), the single
/// characters of a title set upright where it fits, what is left of a fit note.
bool followsThePixels(const QString &text, const QStringList &labels)
{
    const QString shown = comparable(text);
    const QStringList &notes = fitNoteTexts();
    return shown.isEmpty() || shown == QStringLiteral("#") || labels.contains(text) ||
           (text.contains(u'…') &&
            std::any_of(notes.begin(), notes.end(),
                        [&shown](const QString &note) { return note.startsWith(shown); })) ||
           std::any_of(labels.begin(), labels.end(),
                       [&shown](const QString &label) { return label.startsWith(shown); }) ||
           (shown.size() == 1 && shown.at(0).unicode() >= 0x3000);
}

/// The texts of `a` that `b` does not show: each text is compared as comparable() makes it,
/// and counts as shown when the other window shows it, or its beginning (a pane a few
/// pixels narrower cuts a title short or breaks it into two lines at another place).
QStringList missingFrom(const QStringList &a, const QStringList &b, const QStringList &labels)
{
    QString other;
    QStringList cutShort; // the other window's texts that end in an ellipsis
    for (const QString &text : b) {
        other += comparable(text);
        if (text.contains(u'…'))
            cutShort << comparable(text);
    }
    QStringList missing;
    for (int i = 0; i < a.size(); ++i) {
        const QString text = comparable(a.at(i));
        if (followsThePixels(a.at(i), labels) || other.contains(text.left(8)))
            continue;
        // The second line of a title the other window shows on one line, cut short.
        const QString before = i > 0 ? comparable(a.at(i - 1)) : QString();
        const QString both = before + text;
        if (!before.isEmpty() &&
            std::any_of(cutShort.begin(), cutShort.end(), [&](const QString &cut) {
                return cut.size() > before.size() && both.startsWith(cut);
            }))
            continue;
        missing << a.at(i);
    }
    return missing;
}

QString difference(const QStringList &a, const QStringList &b, const QStringList &labels)
{
    const QStringList onlyA = missingFrom(a, b, labels), onlyB = missingFrom(b, a, labels);
    if (onlyA.isEmpty() && onlyB.isEmpty())
        return QString();
    return QStringLiteral("switched only: [%1]; fresh only: [%2]")
        .arg(onlyA.join(QStringLiteral(" | ")), onlyB.join(QStringLiteral(" | ")));
}

QStringList compare(const QList<Scene> &switched, const QList<Scene> &fresh)
{
    QStringList failures;
    if (switched.size() != fresh.size()) {
        QStringList where;
        for (const Scene &scene : switched + fresh)
            where << scene.where;
        return {QStringLiteral("%1 scenes after the switch, %2 fresh: %3")
                    .arg(switched.size())
                    .arg(fresh.size())
                    .arg(where.join(QStringLiteral(", ")))};
    }
    for (int i = 0; i < switched.size(); ++i) {
        const QString diff = difference(switched.at(i).texts, fresh.at(i).texts,
                                        switched.at(i).labels + fresh.at(i).labels);
        if (!diff.isEmpty())
            failures << switched.at(i).where + QStringLiteral(": ") + diff;
    }
    return failures;
}

/// Words of two or more Latin letters that a Japanese window may show: the mathematics'
/// symbols and functions, file formats, units and key names.
const QStringList &allowedWords()
{
    static const QStringList words = {
        QStringLiteral("softmax"),
        QStringLiteral("argmax"),
        QStringLiteral("exp"),
        QStringLiteral("max"),
        QStringLiteral("sqrt"),
        QStringLiteral("tanh"),
        QStringLiteral("model"),
        QStringLiteral("PNG"),
        QStringLiteral("SVG"),
        QStringLiteral("PDF"),
        QStringLiteral("CSV"),
        QStringLiteral("JSON"),
        QStringLiteral("npy"),
        QStringLiteral("npz"),
        QStringLiteral("json"),
        QStringLiteral("csv"),
        QStringLiteral("png"),
        QStringLiteral("svg"),
        QStringLiteral("pdf"),
        QStringLiteral("Ctrl"),
        QStringLiteral("Shift"),
        QStringLiteral("Alt"),
        QStringLiteral("Esc"),
        QStringLiteral("Del"),
        QStringLiteral("PgUp"),
        QStringLiteral("PgDown"),
        QStringLiteral("Tab"),
        QStringLiteral("Enter"),
        QStringLiteral("Attention"),
        QStringLiteral("Lab"),
        QStringLiteral("dpi"),
        QStringLiteral("px"),
        QStringLiteral("pt"),
        QStringLiteral("mm"),
        QStringLiteral("cm"),
        QStringLiteral("in"),
        QStringLiteral("ms"),
        QStringLiteral("KB"),
        QStringLiteral("MB"),
        QStringLiteral("GB"),
        QStringLiteral("GiB"),
        QStringLiteral("MiB"),
        QStringLiteral("KiB"),
        QStringLiteral("PCA"),
        QStringLiteral("Q"),
        QStringLiteral("NumPy"),
        QStringLiteral("ln"),
        QStringLiteral("inf"),
        QStringLiteral("nat"),
        QStringLiteral("out"),
        QStringLiteral("hardmax"),
        QStringLiteral("MultiHead"),
        QStringLiteral("Return"),
        QStringLiteral("head"),
        QStringLiteral("concat"),
        QStringLiteral("ij"), // subscripts of the formula (a_ij)
        // Names: the architecture, the colour maps, a language named in itself.
        QStringLiteral("Transformer"),
        QStringLiteral("Viridis"),
        QStringLiteral("Cividis"),
        QStringLiteral("Magma"),
        QStringLiteral("English"),
    };
    return words;
}

/// The English words of `texts` that are neither allowed nor one of `labels` (the data's
/// own token names, which the user typed in whatever language).
QStringList englishWords(const QStringList &texts, const QStringList &labels)
{
    static const QRegularExpression word(QStringLiteral("[A-Za-z][A-Za-z]+"));
    QStringList found;
    for (const QString &text : texts) {
        QString rest = text;
        for (const QString &label : labels) // whole words only: "a" is no part of "softmax"
            if (!label.isEmpty())
                rest.replace(QRegularExpression(QStringLiteral("(?<![A-Za-z])") +
                                                QRegularExpression::escape(label) +
                                                QStringLiteral("(?![A-Za-z])")),
                             QStringLiteral(" "));
        // Latin labels and allowed words cut short ("sle…" of "sleepy", "argm…" of
        // "argmax"), and one technical term.
        for (const QString &label : labels + allowedWords())
            for (qsizetype n = label.size() - 1; n >= 2; --n)
                rest.replace(label.left(n) + u'…', QStringLiteral(" "));
        rest.replace(QStringLiteral("one-hot"), QStringLiteral(" "));
        // Paths of the user's files.
        rest.remove(QRegularExpression(QStringLiteral("(^|\\s)/\\S*")));
        // Subscripted symbols (W_Q, d_k, d_model) and the letters of formulas.
        rest.replace(QRegularExpression(QStringLiteral("\\b[A-Za-z]+_\\w+")), QStringLiteral(" "));
        for (auto it = word.globalMatch(rest); it.hasNext();) {
            const QString match = it.next().captured();
            // Symbols: Q, K, QK, and the like.
            const bool symbol = match.size() <= 3 && match == match.toUpper();
            if (!symbol && !allowedWords().contains(match) &&
                !found.contains(match + QStringLiteral(" in “") + text + u'”'))
                found << match + QStringLiteral(" in “") + text + u'”';
        }
    }
    return found;
}

/// The texts of every dialog the window's menus open (the entries that end in "...", and
/// the Help menu), each read while it is open and then closed unanswered.
QList<Scene> dialogScenes(MainWindow &window, const QString &prefix)
{
    QList<QAction *> openers;
    std::function<void(QMenu *, bool)> collect = [&](QMenu *menu, bool all) {
        for (QAction *action : menu->actions()) {
            if (action->menu())
                collect(action->menu(), all);
            else if (!action->isSeparator() && action->isEnabled() &&
                     (all || action->text().endsWith(QStringLiteral("...")) ||
                      action->text().endsWith(u'…')))
                openers << action;
        }
    };
    const QList<QAction *> menus = window.menuBar()->actions();
    for (int i = 0; i < menus.size(); ++i)
        if (menus[i]->menu())
            collect(menus[i]->menu(), i == menus.size() - 1); // the last is Help
    QList<Scene> out;
    for (QAction *action : openers) {
        const QString where =
            prefix + QStringLiteral(" / dialog of “") + QString(action->text()).remove(u'&') + u'”';
        QList<QWidget *> before; // the windows open before the action
        for (QWidget *widget : QApplication::topLevelWidgets())
            if (widget->isVisible())
                before << widget;
        bool read = false;
        QTimer poll;
        QObject::connect(&poll, &QTimer::timeout, [&] {
            QWidget *dialog = QApplication::activeModalWidget();
            if (!dialog || read)
                return;
            read = true;
            QCoreApplication::processEvents();
            // A file dialog lists the user's files: of it, its title and filters are ours.
            if (auto *files = qobject_cast<QFileDialog *>(dialog))
                out << Scene{where, {files->windowTitle(), files->nameFilters().join(u';')}, {}};
            else
                out << Scene{where, drawntext::painted(dialog) + drawntext::waiting(dialog),
                             labelsOf(window.document())};
            dialog->close();
        });
        poll.start(50);
        action->trigger();
        // A dialog that is not modal (How to use) stays open beside the window.
        for (QWidget *widget : QApplication::topLevelWidgets())
            if (!read && widget->isVisible() && !before.contains(widget) &&
                qobject_cast<QDialog *>(widget)) {
                read = true;
                QTest::qWait(50);
                out << Scene{where, drawntext::painted(widget) + drawntext::waiting(widget),
                             labelsOf(window.document())};
                widget->close();
            }
        poll.stop();
    }
    return out;
}

/// The fonts of every text a plot draws, each with the kind of element that draws it.
QList<std::pair<QFont, QString>> plotFonts(QCustomPlot *plot)
{
    QList<std::pair<QFont, QString>> fonts;
    auto addAxis = [&fonts](QCPAxis *axis) {
        fonts.append({axis->tickLabelFont(), QStringLiteral("tick label")});
        fonts.append({axis->labelFont(), QStringLiteral("axis title")});
    };
    for (QCPLayoutElement *element : plot->plotLayout()->elements(true)) {
        if (auto *text = qobject_cast<QCPTextElement *>(element))
            fonts.append({text->font(), QStringLiteral("text element “%1”").arg(text->text())});
        else if (auto *rect = qobject_cast<QCPAxisRect *>(element))
            for (QCPAxis *axis : rect->axes())
                addAxis(axis);
        else if (auto *scale = qobject_cast<QCPColorScale *>(element))
            addAxis(scale->axis());
        else if (auto *legend = qobject_cast<QCPLegend *>(element))
            fonts.append({legend->font(), QStringLiteral("legend")});
    }
    for (int i = 0; i < plot->itemCount(); ++i)
        if (auto *text = qobject_cast<QCPItemText *>(plot->item(i)))
            fonts.append({text->font(), QStringLiteral("text item “%1”").arg(text->text())});
    return fonts;
}

/// Opens each built-in lesson and reads it at each of its steps.
QList<Scene> lessonScenes(MainWindow &window, const QString &prefix)
{
    QList<Scene> out;
    for (const QString &path : ClassroomActions::builtInLessons()) {
        QString error;
        if (!window.classroom()->openLesson(path, &error))
            return {Scene{path, {error}, {}}};
        LessonPanel *panel = window.classroom()->lessonPanel();
        for (int step = 0; step < panel->stepCount(); ++step) {
            panel->goToStep(step);
            settleWindow(&window);
            // What a step changes: the lesson panel, the views, the caption. (The panels
            // beside them are read by the other walks; which of their rows a short dock
            // scrolls into view depends on the window's past, not on the language.)
            out << Scene{prefix + QStringLiteral(" / ") + QFileInfo(path).baseName() +
                             QStringLiteral(" step %1").arg(step + 1),
                         drawntext::painted(panel) + drawntext::painted(window.centralWidget()) +
                             drawntext::painted(window.explanationPanel()),
                         labelsOf(window.document())};
        }
    }
    return out;
}

using Walk = std::function<QList<Scene>(MainWindow &, const QString &)>;

/// A window started in English on `preset` and walked (so that every part of it is built
/// in English), switched en -> ja -> en -> ja and walked again; then a window started in
/// Japanese, laid out as the first was left (closing saves the layout, a start restores
/// it), walked twice the same way. The problems: English words in either Japanese walk, and
/// texts one window shows and the other does not.
QStringList switchedAgainstFresh(const QString &preset, bool presenting, QSize screen,
                                 const Walk &walk)
{
    switchTo("en");
    MainWindow switched;
    switched.fitToScreen(screen);
    if (!switched.openPreset(preset))
        return {QStringLiteral("no preset ") + preset};
    switched.classroom()->presentation()->setActive(presenting);
    switched.show();
    if (!QTest::qWaitForWindowExposed(&switched))
        return {QStringLiteral("window not shown")};
    settleWindow(&switched);
    walk(switched, QStringLiteral("en"));
    switchTo("ja");
    switchTo("en");
    switchTo("ja");
    const QList<Scene> afterSwitch = walk(switched, QStringLiteral("switched ") + preset);
    switched.classroom()->presentation()->setActive(false);
    switched.close();

    MainWindow fresh;
    fresh.fitToScreen(screen);
    fresh.openPreset(preset);
    fresh.classroom()->presentation()->setActive(presenting);
    fresh.show();
    if (!QTest::qWaitForWindowExposed(&fresh))
        return {QStringLiteral("window not shown")};
    settleWindow(&fresh);
    walk(fresh, preset); // as often as the switched window: a walk leaves docks raised
    const QList<Scene> freshScenes = walk(fresh, preset);
    fresh.classroom()->presentation()->setActive(false);

    QStringList problems;
    for (const Scene &scene : afterSwitch + freshScenes)
        for (const QString &word : englishWords(scene.texts, scene.labels))
            if (!problems.contains(scene.where + QStringLiteral(": ") + word))
                problems << scene.where + QStringLiteral(": ") + word;
    problems << compare(afterSwitch, freshScenes);
    if (!problems.isEmpty())
        qWarning().noquote() << problems.join(QStringLiteral("\n\n"));
    return problems;
}

} // namespace

class TestLanguageSwitch : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings(appSettingsOrganization(), appSettingsApplication()).clear();
    }
    // Each case starts from the default layout (a closed window saves its own), and leaves
    // none behind for the tests that follow.
    void init() { QSettings(appSettingsOrganization(), appSettingsApplication()).clear(); }
    void cleanup() { QSettings(appSettingsOrganization(), appSettingsApplication()).clear(); }
    void cleanupTestCase() { switchTo("en"); }

    void switchedWindowEqualsAFreshJapaneseOne_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<bool>("presenting");
        QTest::addColumn<QSize>("screen");
        for (const char *preset : {"sleepy-child", "dog-chases-ball", "multihead-shapes",
                                   "scaling-demo", "self-attention-causal"})
            for (bool presenting : {false, true})
                QTest::addRow("%s %s", preset, presenting ? "presentation" : "normal")
                    << QString::fromLatin1(preset) << presenting << QSize(1920, 1080);
    }

    void switchedWindowEqualsAFreshJapaneseOne()
    {
        QFETCH(QString, preset);
        QFETCH(bool, presenting);
        QFETCH(QSize, screen);
        const QStringList problems = switchedAgainstFresh(preset, presenting, screen, scenes);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.value(0)));
    }

    void everyLessonStepAfterASwitch()
    {
        const QStringList problems = switchedAgainstFresh(QStringLiteral("sleepy-child"), false,
                                                          QSize(1920, 1080), lessonScenes);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.value(0)));
    }

    void japaneseTextIsInOneFamily()
    {
        // Japanese text in the system's Latin family takes its kana from a fallback font of
        // other proportions: the Latin beside them at another size ("ボール = (0.3, ...)"
        // smaller than "犬 = (2.5, ...)"). In Japanese every widget and every plot text
        // is in one family with both scripts; English gets its own family back.
        const QString family = QStringLiteral("Noto Sans CJK JP");
        if (!QFontDatabase::families().contains(family))
            QSKIP("Noto Sans CJK JP (fonts-noto-cjk) is not installed");
        switchTo("en");
        MainWindow window;
        window.resize(1600, 1000);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openPreset(QStringLiteral("sleepy-child")));
        const QString english = QFontInfo(window.font()).family();
        QVERIFY(english != family);
        auto familiesOf = [&window] {
            QMap<QString, QString> found; // family -> one place that uses it
            for (QWidget *widget : window.findChildren<QWidget *>())
                found.insert(QFontInfo(widget->font()).family(),
                             QString::fromLatin1(widget->metaObject()->className()) + u' ' +
                                 widget->property("text").toString());
            for (QCustomPlot *plot : window.findChildren<QCustomPlot *>())
                for (const auto &[font, where] : plotFonts(plot))
                    found.insert(QFontInfo(font).family(), where);
            return found;
        };
        // Normal, then presenting (which scales every font of the window and switches
        // with the language too).
        for (bool presenting : {false, true}) {
            window.classroom()->presentation()->setActive(presenting);
            switchTo("ja");
            settleWindow(&window);
            QMap<QString, QString> families = familiesOf();
            families.remove(family);
            const QString other =
                families.isEmpty()
                    ? QString()
                    : families.firstKey() + QStringLiteral(" in ") + families.first();
            QVERIFY2(families.isEmpty(), qPrintable(other));
            switchTo("en");
            settleWindow(&window);
            families = familiesOf();
            QVERIFY2(!families.contains(family), qPrintable(families.value(family)));
        }
        window.classroom()->presentation()->setActive(false);
    }

    void fileDialogsNameFoldersInJapanese()
    {
        // The Type column of Qt's file dialog: qtbase_ja has no Japanese for "Folder".
        switchTo("ja");
        const QAbstractFileIconProvider icons;
        QCOMPARE(icons.type(QFileInfo(QDir::tempPath())), QStringLiteral("フォルダー"));
        QFileSystemModel files;
        for (int column = 0; column < files.columnCount(); ++column) {
            const QString header = files.headerData(column, Qt::Horizontal).toString();
            QVERIFY2(englishWords({header}, {}).isEmpty(), qPrintable(header));
        }
        switchTo("en");
        QCOMPARE(icons.type(QFileInfo(QDir::tempPath())), QStringLiteral("Folder"));
    }

    void everyDialogAfterASwitch()
    {
        const QStringList problems = switchedAgainstFresh(QStringLiteral("sleepy-child"), false,
                                                          QSize(1920, 1080), dialogScenes);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.value(0)));
    }
};

QTEST_MAIN(TestLanguageSwitch)
#include "tst_languageswitch.moc"
