// Presentation mode, themes and colour maps: fonts grow (and grow further with Ctrl+plus),
// plots follow, and leaving restores the window exactly.
#include "appsettings.h"
#include "classroomactions.h"
#include "colormap.h"
#include "explanationpanel.h"
#include "formulapanel.h"
#include "heatmapview.h"
#include "languageswitcher.h"
#include "mainwindow.h"
#include "outputview.h"
#include "plotstyle.h"
#include "plottextrects.h"
#include "presentationmode.h"
#include "shortcuthelp.h"
#include "softmaxbarsview.h"
#include "theme.h"

#include <qcustomplot.h>

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QFontInfo>
#include <QScrollArea>
#include <QSplitter>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>

#include <algorithm>
#include <cmath>

namespace {

/// The largest title font among the window's plots: what a student at the back reads.
double plotTitlePointSize(QWidget *window)
{
    double largest = 0;
    for (QCustomPlot *plot : window->findChildren<QCustomPlot *>()) {
        for (QCPLayoutElement *element : plot->plotLayout()->elements(true)) {
            if (auto *text = qobject_cast<QCPTextElement *>(element))
                largest = std::max(largest, text->font().pointSizeF());
        }
    }
    return largest;
}

QCPColorMap *heatmapCells(HeatmapView *view)
{
    QCustomPlot *plot = view->findChild<QCustomPlot *>();
    for (int i = 0; plot && i < plot->plottableCount(); ++i) {
        if (auto *map = qobject_cast<QCPColorMap *>(plot->plottable(i)))
            return map;
    }
    return nullptr;
}

} // namespace

class TestPresentation : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    /// Every test starts from the defaults, whatever an earlier run remembered.
    void init()
    {
        // The layout a closed window saved included.
        QSettings(appSettingsOrganization(), appSettingsApplication()).clear();
        ColorMap::setWeightsMap(ColorMap::WeightsMap::Viridis);
        ColorMap::setScoresMap(ColorMap::ScoresMap::BlueRed);
        Theme::apply(Theme::Kind::Light);
    }

    void f5ChangesFontSizesAndCtrlPlusEnlargesFurther()
    {
        MainWindow window;
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        PresentationMode *presentation = window.classroom()->presentation();
        QWidget *explanation = window.findChild<QDockWidget *>(QStringLiteral("explanationDock"));
        QWidget *inputs = window.findChild<QDockWidget *>(QStringLiteral("inputsDock"));
        QVERIFY(explanation && inputs);
        const double windowFont = window.font().pointSizeF();
        const double plotFont = plotTitlePointSize(&window);
        const double styleFont = PlotStyle::titleFont().pointSizeF();
        const double explanationFont = window.explanationPanel()->font().pointSizeF();
        QVERIFY(plotFont > 0);

        QTest::keyClick(&window, Qt::Key_F5);
        QVERIFY(presentation->isActive());
        QVERIFY(presentation->toggleAction()->isChecked());
        QVERIFY(window.isFullScreen());
        QVERIFY(explanation->isVisible());
        QVERIFY(!inputs->isVisible());
        QVERIFY(PlotStyle::isHighContrast());
        QCOMPARE(PlotStyle::lineScale(), PresentationMode::kLineScale);
        const double presentedFont = window.font().pointSizeF();
        // At least kMinFitScale: a small screen may take back some of the scale.
        const double least = PresentationMode::kMinFitScale * 0.999;
        QVERIFY(presentation->fontScale() >= least);
        QVERIFY(presentedFont > windowFont * least);
        QVERIFY(plotTitlePointSize(&window) > plotFont * least);
        QVERIFY(PlotStyle::titleFont().pointSizeF() > styleFont * least);
        const int fittedSteps = presentation->zoomSteps();
        // Panels that chose a font size of their own grow too.
        QVERIFY(window.explanationPanel()->font().pointSizeF() > explanationFont * least);

        QTest::keyClick(&window, Qt::Key_Plus, Qt::ControlModifier);
        QCOMPARE(presentation->zoomSteps(), fittedSteps + 1);
        QVERIFY(window.font().pointSizeF() > presentedFont);
        QVERIFY(plotTitlePointSize(&window) > plotFont * least * PresentationMode::kZoomStep);
        QTest::keyClick(&window, Qt::Key_Minus, Qt::ControlModifier);
        QTest::keyClick(&window, Qt::Key_Minus, Qt::ControlModifier);
        QVERIFY(window.font().pointSizeF() < presentedFont);
        QTest::keyClick(&window, Qt::Key_0, Qt::ControlModifier);
        QCOMPARE(presentation->zoomSteps(), 0);
        QVERIFY(qFuzzyCompare(presentation->fontScale(), presentation->presentationScale()));

        QTest::keyClick(&window, Qt::Key_Escape);
        QVERIFY(!presentation->isActive());
        QVERIFY(!presentation->toggleAction()->isChecked());
        QVERIFY(!window.isFullScreen());
        QVERIFY(inputs->isVisible());
        QVERIFY(!PlotStyle::isHighContrast());
        QCOMPARE(PlotStyle::lineScale(), 1.0);
        QVERIFY(qFuzzyCompare(window.font().pointSizeF(), windowFont));
        QVERIFY(qFuzzyCompare(plotTitlePointSize(&window), plotFont));
        QVERIFY(qFuzzyCompare(window.explanationPanel()->font().pointSizeF(), explanationFont));

        // Esc does nothing outside presentation mode; F5 enters, F5 leaves.
        QTest::keyClick(&window, Qt::Key_Escape);
        QVERIFY(!presentation->isActive());
        QTest::keyClick(&window, Qt::Key_F5);
        QVERIFY(presentation->isActive());
        QTest::keyClick(&window, Qt::Key_F5);
        QVERIFY(!presentation->isActive());
    }

    /// From the back of a lecture hall: the numbers in plots are at least 2.5 % of the
    /// projector's height, on a small and a large projector alike, and the window fits it.
    void numbersScaleWithTheScreen_data()
    {
        QTest::addColumn<QSize>("screen");
        QTest::newRow("1024x768") << QSize(1024, 768);
        QTest::newRow("1280x720") << QSize(1280, 720);
        QTest::newRow("1920x1080") << QSize(1920, 1080);
    }
    void numbersScaleWithTheScreen()
    {
        QFETCH(QSize, screen);
        MainWindow window;
        PresentationMode *presentation = window.classroom()->presentation();
        presentation->setScreenSize(screen);
        presentation->setActive(true);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const int numberPixels = QFontInfo(PlotStyle::valueFont()).pixelSize();
        QVERIFY2(numberPixels >= int(std::floor(0.025 * screen.height())),
                 qPrintable(QStringLiteral("numbers %1 px on a %2 px screen")
                                .arg(numberPixels)
                                .arg(screen.height())));
        QCOMPARE(window.size(), screen);
        presentation->setActive(false);
        QCOMPARE(PlotStyle::fontScale(), 1.0);
    }

    void shortProjectorsShowBarsAndOutputAsTabs_data()
    {
        QTest::addColumn<QSize>("screen");
        QTest::addColumn<bool>("tabbed");
        QTest::newRow("1024x768") << QSize(1024, 768) << true;
        QTest::newRow("1280x720") << QSize(1280, 720) << true;
        QTest::newRow("1920x1080") << QSize(1920, 1080) << true;
        QTest::newRow("2560x1440") << QSize(2560, 1440) << false;
    }
    void shortProjectorsShowBarsAndOutputAsTabs()
    {
        QFETCH(QSize, screen);
        QFETCH(bool, tabbed);
        MainWindow window;
        PresentationMode *presentation = window.classroom()->presentation();
        presentation->setScreenSize(screen);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *lower = window.findChild<QSplitter *>(QStringLiteral("lowerSplitter"));
        QVERIFY(lower);
        QWidget *bars = window.softmaxBarsView();
        QWidget *output = window.outputView();
        for (int round = 0; round < 2; ++round) { // and again, after the way back
            presentation->setActive(true);
            QCoreApplication::processEvents();
            auto *panels = window.findChild<QTabWidget *>(QStringLiteral("presentationPanels"));
            QCOMPARE(panels != nullptr, tabbed);
            if (tabbed) {
                QCOMPARE(panels->count(), 2);
                QCOMPARE(panels->widget(0), bars);
                QCOMPARE(panels->widget(1), output);
                QVERIFY(bars->isVisible());
                QVERIFY(!lower->isVisible());
            }
            presentation->setActive(false);
            QCoreApplication::processEvents();
            QVERIFY(!window.findChild<QTabWidget *>(QStringLiteral("presentationPanels")));
            QCOMPARE(bars->parentWidget(), lower);
            QCOMPARE(output->parentWidget(), lower);
            QVERIFY(lower->isVisible() && bars->isVisible() && output->isVisible());
            QCOMPARE(lower->orientation(), Qt::Horizontal);
        }
    }

    void barsShowEveryKeyUnscrolled_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QSize>("screen");
        for (const char *language : {"en", "ja"})
            for (const QSize &screen : {QSize(1024, 768), QSize(1280, 720), QSize(1920, 1080)})
                QTest::addRow("%s %dx%d", language, screen.width(), screen.height())
                    << QString::fromLatin1(language) << screen;
    }
    void barsShowEveryKeyUnscrolled()
    {
        // The bars' third line of key names under the weights was scrolled out of view in
        // Japanese at 1280 x 720: the caption below gives up the height they need.
        QFETCH(QString, language);
        QFETCH(QSize, screen);
        LanguageSwitcher::instance()->setLanguage(language, false);
        MainWindow window;
        PresentationMode *presentation = window.classroom()->presentation();
        presentation->setScreenSize(screen);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openPreset(QStringLiteral("dog-chases-ball")));
        presentation->setActive(true);
        SoftmaxBarsView *bars = window.softmaxBarsView();
        auto *area = bars->findChild<QScrollArea *>();
        QVERIFY(area);
        for (int i = 0; i < 4; ++i) {
            QTest::qWait(20);
            bars->plot()->replot(QCustomPlot::rpImmediateRefresh);
        }
        // The key names under the weights are the lowest text of the bars.
        double lowest = 0;
        for (const PlotText &text : plottext::collect(bars->plot()))
            lowest = std::max(lowest, text.rect.bottom());
        const QPoint keysBottom =
            bars->plot()->mapTo(area->viewport(), QPoint(0, int(std::ceil(lowest))));
        const QString sizes = QStringLiteral("key names end at %1 px of %2 shown")
                                  .arg(keysBottom.y())
                                  .arg(area->viewport()->height());
        LanguageSwitcher::instance()->setLanguage(QStringLiteral("en"), false);
        QVERIFY2(keysBottom.y() < area->viewport()->height(), qPrintable(sizes));
        auto *caption = window.findChild<QDockWidget *>(QStringLiteral("explanationDock"));
        QVERIFY(caption && caption->isVisible());
        QVERIFY2(caption->height() >= window.height() / PresentationMode::kLeastCaptionShare,
                 qPrintable(QString::number(caption->height())));
        presentation->setActive(false);
    }

    void theCaptionKeepsThePresetsExplanation()
    {
        MainWindow window;
        window.show();
        QVERIFY(window.openPreset(QStringLiteral("dog-chases-ball")));
        const QString before = window.explanationPanel()->toPlainText();
        QVERIFY(!before.isEmpty());
        window.classroom()->presentation()->setActive(true);
        QCoreApplication::processEvents();
        QCOMPARE(window.explanationPanel()->toPlainText(), before);
        window.classroom()->presentation()->setActive(false);
        QCOMPARE(window.explanationPanel()->toPlainText(), before);
        // Nor does a switch of language (the lesson panel, with no lesson, says nothing).
        LanguageSwitcher::instance()->setLanguage(QStringLiteral("ja"), false);
        QVERIFY(!window.explanationPanel()->toPlainText().isEmpty());
        LanguageSwitcher::instance()->setLanguage(QStringLiteral("en"), false);
        QCOMPARE(window.explanationPanel()->toPlainText(), before);
    }

    void darkThemeReachesWidgetsAndPlots()
    {
        MainWindow window;
        window.show();
        QCustomPlot *plot = window.heatmapView()->findChild<QCustomPlot *>();
        QVERIFY(plot);
        const QColor lightText = PlotStyle::textColor();
        QCOMPARE(plot->xAxis->tickLabelColor(), lightText);
        Theme::apply(Theme::Kind::Dark);
        QVERIFY(QApplication::palette().color(QPalette::Window).lightness() < 100);
        QVERIFY(PlotStyle::backgroundColor().lightness() < 100);
        QVERIFY(plot->xAxis->tickLabelColor().lightness() > 180);
        Theme::apply(Theme::Kind::Light);
        QCOMPARE(plot->xAxis->tickLabelColor(), lightText);
        QVERIFY(QApplication::palette().color(QPalette::Window).lightness() > 150);
    }

    void colourMapChoiceReachesTheHeatmap_data()
    {
        QTest::addColumn<int>("map");
        QTest::newRow("cividis") << int(ColorMap::WeightsMap::Cividis);
        QTest::newRow("magma") << int(ColorMap::WeightsMap::Magma);
        QTest::newRow("greyscale") << int(ColorMap::WeightsMap::Greyscale);
    }
    void colourMapChoiceReachesTheHeatmap()
    {
        QFETCH(int, map);
        MainWindow window;
        QCPColorMap *cells = heatmapCells(window.heatmapView());
        QVERIFY(cells);
        QVERIFY(cells->gradient() == ColorMap::viridis());
        const auto chosen = ColorMap::WeightsMap(map);
        // Through the View menu, as a user would.
        QAction *entry = nullptr;
        for (QAction *action : window.findChildren<QAction *>()) {
            if (action->isCheckable() &&
                action->text()
                    .remove(QLatin1Char('&'))
                    .startsWith(map == 1   ? QStringLiteral("Cividis")
                                : map == 2 ? QStringLiteral("Magma")
                                           : QStringLiteral("Greyscale")) &&
                action->parent() && qobject_cast<QMenu *>(action->parent()) &&
                qobject_cast<QMenu *>(action->parent())
                    ->title()
                    .contains(QStringLiteral("weights")))
                entry = action;
        }
        QVERIFY(entry);
        entry->trigger();
        QCOMPARE(ColorMap::weightsMap(), chosen);
        QVERIFY(cells->gradient() == ColorMap::weights());
        QVERIFY(!(cells->gradient() == ColorMap::viridis()));
        // Later edits keep the choice.
        window.openPreset(QStringLiteral("circle"));
        QVERIFY(cells->gradient() == ColorMap::weights());
        ColorMap::setWeightsMap(ColorMap::WeightsMap::Viridis);
    }

    void formulaFollowsTheSettings()
    {
        MainWindow window;
        window.openPreset(QStringLiteral("sleepy-child"));
        FormulaPanel *formula = window.classroom()->formulaPanel();
        QCOMPARE(formula->mainFormula(), QStringLiteral("out = softmax(Q K⊤) V"));
        window.openPreset(QStringLiteral("sleepy-child-scaled"));
        QVERIFY2(formula->mainFormula().contains(QStringLiteral("/ √dk")),
                 qPrintable(formula->mainFormula()));
        QVERIFY(formula->toPlainText().contains(QStringLiteral("1/√3")));
        attn::Scenario s = window.document()->scenario();
        s.temperature = 0.0;
        window.document()->editScenario(s, QStringLiteral("T"));
        QVERIFY(formula->mainFormula().startsWith(QStringLiteral("out = hardmax(")));
        s.temperature = 2.0;
        s.mask = attn::MaskKind::Causal;
        window.document()->editScenario(s, QStringLiteral("T"));
        QVERIFY2(formula->mainFormula().contains(QStringLiteral(") / T + M")),
                 qPrintable(formula->mainFormula()));
        QVERIFY(formula->toPlainText().contains(QStringLiteral("causal")));
        window.openPreset(QStringLiteral("multihead-shapes"));
        QVERIFY2(formula->mainFormula().contains(QStringLiteral("concat(head1, …, head4) WO")),
                 qPrintable(formula->mainFormula()));
    }

    void helpListsTheShortcuts()
    {
        MainWindow window;
        const QString rows = ShortcutHelp::actionRows(&window);
        for (const QString &key :
             {QStringLiteral("F5"), QStringLiteral("Ctrl++"), QStringLiteral("Ctrl+0"),
              QStringLiteral("PgDown"), QStringLiteral("Ctrl+Return"), QStringLiteral("Ctrl+O")})
            QVERIFY2(rows.contains(key), qPrintable(key));
        QVERIFY(rows.contains(QStringLiteral("Presentation mode")));
    }
};

QTEST_MAIN(TestPresentation)
#include "tst_presentation.moc"
