#pragma once

// A window switched between languages at run time against a window started in the language:
// the scenes a reader meets in each (one "walk" through the window), what counts as the same
// text in both, and the switch itself. Shared by tst_languageswitch and tst_japanesewindow.

#include "appsettings.h"
#include "classroomactions.h"
#include "document.h"
#include "englishwords.h"
#include "languageswitcher.h"
#include "mainwindow.h"
#include "modelsession.h"
#include "modelview.h"
#include "presentationmode.h"
#include "presetlibrary.h"

#include <qcustomplot.h>

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

#include <algorithm>
#include <functional>
#include <utility>

namespace languagewalk {

/// The tests' own settings (QStandardPaths' test mode), emptied: each case starts from the
/// default layout (a closed window saves its own), and leaves none behind for the next.
inline void clearTestSettings()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings(appSettingsOrganization(), appSettingsApplication()).clear();
}

inline void switchTo(const char *language)
{
    LanguageSwitcher::instance()->setLanguage(QLatin1String(language), false);
    // QApplication posts LanguageChange to the windows; deliver it, then the layouts and
    // the deferred refreshes it starts.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    QCoreApplication::processEvents();
}

inline void settleWindow(MainWindow *window)
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

inline QStringList labelsOf(const Document *document)
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
    // The words of the Model tab's model: its vocabulary is its data.
    if (const auto *window = qobject_cast<const QWidget *>(document->parent()))
        if (const auto *model = window->findChild<ModelView *>())
            for (const std::string &word : model->session()->vocabulary().words())
                labels << QString::fromStdString(word);
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

/// The notes a view adds, and the short names it takes, where its pixels are too few
/// (labels thinned or left out, numbers hidden): the switched window keeps panes a few
/// pixels wider or narrower than a start in Japanese lays out (the panels were sized for
/// English first), so these may come and go between the two.
/// The fit notes' texts in the current language, as comparable() writes them (a note cut
/// short by an ellipsis is known by its beginning).
inline QStringList &fitNoteTexts()
{
    static QStringList texts;
    return texts;
}

inline const QList<QRegularExpression> &fitNotes()
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
inline QString comparable(QString text)
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
inline bool followsThePixels(const QString &text, const QStringList &labels)
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
inline QStringList missingFrom(const QStringList &a, const QStringList &b,
                               const QStringList &labels)
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

inline QString difference(const QStringList &a, const QStringList &b, const QStringList &labels)
{
    const QStringList onlyA = missingFrom(a, b, labels), onlyB = missingFrom(b, a, labels);
    if (onlyA.isEmpty() && onlyB.isEmpty())
        return QString();
    return QStringLiteral("switched only: [%1]; fresh only: [%2]")
        .arg(onlyA.join(QStringLiteral(" | ")), onlyB.join(QStringLiteral(" | ")));
}

inline QStringList compare(const QList<Scene> &switched, const QList<Scene> &fresh)
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

using Walk = std::function<QList<Scene>(MainWindow &, const QString &)>;

/// A window started in English on `preset` and walked (so that every part of it is built
/// in English), switched en -> ja -> en -> ja and walked again; then a window started in
/// Japanese, laid out as the first was left (closing saves the layout, a start restores
/// it), walked twice the same way. The problems: English words in either Japanese walk, and
/// texts one window shows and the other does not.
inline QStringList switchedAgainstFresh(const QString &preset, bool presenting, QSize screen,
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

} // namespace languagewalk
