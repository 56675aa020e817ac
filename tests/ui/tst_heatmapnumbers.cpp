// The heatmap's numbers: in the value font while the cells have room, a little smaller where
// they almost have, none (and the note says so) where they have not.
#include "document.h"
#include "heatmapcells.h"
#include "heatmapview.h"
#include "plotstyle.h"
#include "presetlibrary.h"

#include <QTest>

class TestHeatmapNumbers : public QObject
{
    Q_OBJECT
private slots:
    void numbersShrinkALittleBeforeTheyGo()
    {
        Document document;
        document.resetScenario(attn::findPreset("dog-chases-ball")->scenario); // 7 x 7
        HeatmapView view(&document);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        auto *cells = view.findChild<HeatmapCells *>();
        QVERIFY(cells);
        const double full = PlotStyle::valueFont().pointSizeF();
        bool whole = false, smaller = false, none = false;
        for (int width = 900; width >= 250; width -= 10) {
            view.resize(width, 600);
            QCoreApplication::processEvents();
            view.plot()->replot(QCustomPlot::rpImmediateRefresh);
            const std::optional<QFont> font = cells->numberFont();
            QCOMPARE(view.showsCellNumbers(), font.has_value());
            if (!font) {
                none = true;
                QVERIFY2(view.note().contains(QStringLiteral("too small")),
                         qPrintable(view.note()));
                continue;
            }
            const QFontMetricsF metrics(*font);
            const QRectF cell = cells->cellRect(0, 0);
            QVERIFY(cell.width() - 4 >= metrics.horizontalAdvance(QStringLiteral("0.00")));
            QVERIFY(cell.height() >= metrics.height() + 2);
            QVERIFY(font->pointSizeF() >= full * HeatmapCells::kLeastNumberScale - 1e-9);
            whole = whole || font->pointSizeF() == full;
            smaller = smaller || font->pointSizeF() < full;
            QVERIFY2(!none, "numbers came back in a narrower view");
        }
        QVERIFY(whole);
        QVERIFY(smaller);
        QVERIFY(none);
    }
};

QTEST_MAIN(TestHeatmapNumbers)
#include "tst_heatmapnumbers.moc"
