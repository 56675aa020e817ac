// The window as a class sees it: every preset on every tab, at the projector sizes met in
// lecture halls and the default window size, in the normal layout and in presentation mode,
// in English and Japanese. Nothing may fall off the screen or shrink below a readable
// size, a heatmap shows its numbers or says why not, and no two texts of a plot overlap.
#include "appsettings.h"
#include "categorylabelfit.h"
#include "classroomactions.h"
#include "heatmapview.h"
#include "languageswitcher.h"
#include "mainwindow.h"
#include "plottextrects.h"
#include "presentationmode.h"
#include "presetlibrary.h"
#include "softmaxbarsview.h"
#include "teachingtabs.h"

#include <qcustomplot.h>

#include <QSettings>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTest>

#include <iterator>

namespace {

// A plot smaller than this cannot show its axes and labels at a readable size.
constexpr QSize kMinPlot(160, 120);
// In the normal window from 1600 x 1000 up, heatmaps up to this many keys show the numbers
// in their cells; elsewhere each shows them or says under its title that they are hidden.
constexpr int kNumberedColumns = 10;

// One name per tab of TeachingTabs, in order (checked against the window).
const char *const kTabNames[] = {"heatmap", "heads", "steps", "plane",
                                 "compare", "lines", "graph", "model"};

void settleWindow(QWidget *window)
{
    for (int i = 0; i < 4; ++i) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
    }
    for (QCustomPlot *plot : window->findChildren<QCustomPlot *>())
        if (plot->isVisible())
            plot->replot(QCustomPlot::rpImmediateRefresh);
    QCoreApplication::processEvents();
}

bool isShown(QWidget *widget)
{
    return widget->isVisible() && !widget->visibleRegion().isEmpty();
}

QString plotName(QCustomPlot *plot)
{
    for (QWidget *w = plot->parentWidget(); w; w = w->parentWidget())
        if (qstrcmp(w->metaObject()->className(), "QWidget") &&
            qstrcmp(w->metaObject()->className(), "QScrollArea"))
            return QString::fromLatin1(w->metaObject()->className());
    return QStringLiteral("plot");
}

/// The innermost shown widget that asks for more than `screen` (the one to fix), as
/// "Class (objectName) WxH".
QString culprit(QWidget *window, const QSize &screen)
{
    QWidget *found = nullptr;
    for (QWidget *w : window->findChildren<QWidget *>()) {
        // Hidden pages of a tab widget count: its stack is as large as its largest page.
        if (w->isHidden() && !qobject_cast<QStackedWidget *>(w->parentWidget()))
            continue;
        const QSize need = w->minimumSizeHint().expandedTo(w->minimumSize());
        if (need.width() > screen.width() || need.height() > screen.height())
            found = w; // children come after their parents
    }
    if (!found) { // no one widget: the sum of the panels and the centre
        QStringList parts;
        for (QWidget *w : window->findChildren<QWidget *>(Qt::FindDirectChildrenOnly))
            if (!w->isHidden()) {
                const QSize need = w->minimumSizeHint().expandedTo(w->minimumSize());
                if (need.width() > 100 || need.height() > 100)
                    parts << QStringLiteral("%1#%2 %3x%4")
                                 .arg(QString::fromLatin1(w->metaObject()->className()),
                                      w->objectName())
                                 .arg(need.width())
                                 .arg(need.height());
            }
        return QStringLiteral(" (needs %1x%2: %3)")
            .arg(window->minimumSizeHint().width())
            .arg(window->minimumSizeHint().height())
            .arg(parts.join(QStringLiteral(", ")));
    }
    const QSize need = found->minimumSizeHint().expandedTo(found->minimumSize());
    QStringList chain;
    for (QWidget *w = found; w && w != window && chain.size() < 4; w = w->parentWidget())
        chain << QString::fromLatin1(w->metaObject()->className()) +
                     (w->objectName().isEmpty() ? QString() : u'#' + w->objectName());
    return QStringLiteral(" (%1 needs %3x%4)")
        .arg(chain.join(QStringLiteral(" < ")))
        .arg(need.width())
        .arg(need.height());
}

/// What is wrong with the window as it is on screen now.
QStringList problems(MainWindow &window, const QSize &screen, bool presenting)
{
    QStringList found;
    if (window.width() > screen.width() || window.height() > screen.height())
        found << QStringLiteral("window %1x%2 larger than the screen")
                         .arg(window.width())
                         .arg(window.height()) +
                     culprit(&window, screen);
    for (QCustomPlot *plot : window.findChildren<QCustomPlot *>()) {
        if (!isShown(plot))
            continue;
        const QString name = plotName(plot);
        if (plot->width() < kMinPlot.width() || plot->height() < kMinPlot.height())
            found << QStringLiteral("%1 only %2x%3 px")
                         .arg(name)
                         .arg(plot->width())
                         .arg(plot->height());
        for (const QString &overlap : plottext::overlaps(plot))
            found << name + QStringLiteral(": ") + overlap;
        // A legend's entries get the width their text needs (a legend of two columns was
        // laid out for the plot's width, not the legend's, and cut its second column).
        for (QCPLayoutElement *element : plot->plotLayout()->elements(true))
            if (auto *legend = qobject_cast<QCPLegend *>(element); legend && legend->visible())
                for (int i = 0; i < legend->itemCount(); ++i)
                    if (QCPAbstractLegendItem *item = legend->item(i);
                        item && item->visible() &&
                        item->outerRect().width() < item->minimumOuterSizeHint().width())
                        found << QStringLiteral("%1: legend entry %2 cut (%3 of %4 px)")
                                     .arg(name)
                                     .arg(i)
                                     .arg(item->outerRect().width())
                                     .arg(item->minimumOuterSizeHint().width());
        // No text runs past the plot's edges (a legend of two columns was cut at the right).
        const QRectF inside = QRectF(plot->rect()).adjusted(-1, -1, 1, 1);
        for (const PlotText &text : plottext::collect(plot))
            if (!inside.contains(text.rect))
                found << QStringLiteral("%1: “%2” (%3) cut at the plot's edge")
                             .arg(name, text.text, text.source);
    }
    for (HeatmapView *heatmap : window.findChildren<HeatmapView *>()) {
        if (!isShown(heatmap) || heatmap->queryLabels().isEmpty())
            continue;
        // Labels thinned out to one in k: the note says so, with k.
        for (const CategoryLabelFit *fit : {&heatmap->columnLabelFit(), &heatmap->rowLabelFit()})
            if (fit->kind() == CategoryLabelFit::Kind::EveryKth &&
                !heatmap->note().contains(QString::number(fit->step())))
                found << QStringLiteral("heatmap shows one label in %1 without saying so (%2)")
                             .arg(fit->step())
                             .arg(heatmap->note());
        const bool large = !presenting && screen.width() >= 1600;
        if (heatmap->showsCellNumbers())
            continue;
        if (large && heatmap->keyLabels().size() <= kNumberedColumns)
            found << QStringLiteral("heatmap of %1 keys without its numbers")
                         .arg(heatmap->keyLabels().size());
        else if (heatmap->note().isEmpty())
            found << QStringLiteral("heatmap hides its numbers without saying so");
    }
    // The bars name every key under its bar, whole or shortened, or say that they name
    // one in k.
    for (SoftmaxBarsView *bars : window.findChildren<SoftmaxBarsView *>()) {
        if (!isShown(bars) || bars->keyLabels().isEmpty())
            continue;
        QCPAxis *keys = nullptr;
        for (QCPAxisRect *rect : bars->plot()->axisRects())
            keys = rect->axis(QCPAxis::atBottom); // the lowest panel's axis names the keys
        int named = 0;
        for (const QString &label : keys->tickVectorLabels())
            named += !label.trimmed().isEmpty();
        const int step = int((bars->keyLabels().size() + named - 1) / std::max(named, 1));
        QString note;
        for (QCPLayoutElement *element : bars->plot()->plotLayout()->elements(true))
            if (auto *text = qobject_cast<QCPTextElement *>(element))
                note += text->text();
        if (named < bars->keyLabels().size() && !note.contains(QString::number(step)))
            found << QStringLiteral("bars name %1 of %2 keys without saying so")
                         .arg(named)
                         .arg(bars->keyLabels().size());
    }
    return found;
}

} // namespace

class TestClassroomLayout : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings(appSettingsOrganization(), appSettingsApplication()).clear();
    }
    void cleanupTestCase()
    {
        LanguageSwitcher::instance()->setLanguage(QStringLiteral("en"), false);
    }

    void everyPresetOnEveryTab_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<bool>("presenting");
        QTest::addColumn<QSize>("screen");
        for (const char *language : {"en", "ja"})
            for (bool presenting : {false, true})
                for (QSize screen :
                     {QSize(1024, 768), QSize(1280, 720), QSize(1600, 1000), QSize(1920, 1080)})
                    QTest::addRow("%s %s %dx%d", language, presenting ? "presentation" : "normal",
                                  screen.width(), screen.height())
                        << QString::fromLatin1(language) << presenting << screen;
    }

    void everyPresetOnEveryTab()
    {
        QFETCH(QString, language);
        QFETCH(bool, presenting);
        QFETCH(QSize, screen);
        LanguageSwitcher::instance()->setLanguage(language, false);
        MainWindow window;
        PresentationMode *presentation = window.classroom()->presentation();
        window.fitToScreen(screen);
        presentation->setActive(presenting);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *tabs = window.findChild<TeachingTabs *>();
        QVERIFY(tabs);
        QCOMPARE(tabs->count(), int(std::size(kTabNames)));
        QStringList failures;
        for (const attn::Preset &preset : attn::presetLibrary()) {
            const QString id = QString::fromStdString(preset.id);
            QVERIFY(window.openPreset(id));
            // On short projectors presentation mode shows the bars and output as two tabs
            // of their own: each of them with each teaching view.
            auto *panels = window.findChild<QTabWidget *>(QStringLiteral("presentationPanels"));
            for (int panel = 0; panel < (panels ? panels->count() : 1); ++panel) {
                if (panels)
                    panels->setCurrentIndex(panel);
                for (int tab = 0; tab < tabs->count(); ++tab) {
                    tabs->setCurrentIndex(tab);
                    settleWindow(&window);
                    const QString where = id + QStringLiteral(" / ") +
                                          QLatin1String(kTabNames[tab]) +
                                          (panel ? QStringLiteral(" (output)") : QString());
                    for (const QString &problem : problems(window, screen, presenting))
                        failures << where + QStringLiteral(": ") + problem;
                }
            }
        }
        tabs->setCurrentIndex(0);
        if (!failures.isEmpty())
            qWarning().noquote() << failures.size() << "problems:\n  "
                                 << failures.join(QStringLiteral("\n  "));
        QVERIFY2(failures.isEmpty(), qPrintable(QStringLiteral("%1 problems, first: %2")
                                                    .arg(failures.size())
                                                    .arg(failures.value(0))));
    }
};

QTEST_MAIN(TestClassroomLayout)
#include "tst_classroomlayout.moc"
