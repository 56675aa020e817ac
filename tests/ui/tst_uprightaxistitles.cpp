// Japanese titles of vertical axes read upright, one character under the other, in the
// margin QCustomPlot keeps for them; Latin titles stay turned; a Japanese title too tall for
// its axis is left out, never laid on its side.
#include "plotstyle.h"
#include "uprightaxistitles.h"

#include <qcustomplot.h>

#include <QImage>
#include <QTest>

namespace {

/// Dark pixels of `image` inside `rect`.
int inkIn(const QImage &image, const QRect &rect)
{
    int ink = 0;
    for (int y = std::max(0, rect.top()); y <= std::min(image.height() - 1, rect.bottom()); ++y)
        for (int x = std::max(0, rect.left()); x <= std::min(image.width() - 1, rect.right()); ++x)
            ink += qGray(image.pixel(x, y)) < 128;
    return ink;
}

} // namespace

class TestUprightAxisTitles : public QObject
{
    Q_OBJECT
private slots:
    void stacksCharacters()
    {
        QCOMPARE(UprightAxisTitles::stacked(QStringLiteral("第 2 主成分")),
                 QStringLiteral("第\n2\n主\n成\n分"));
        QCOMPARE(UprightAxisTitles::stacked(QStringLiteral("スコ…")), QStringLiteral("ス\nコ\n︙"));
        QVERIFY(UprightAxisTitles::wantsUpright(QStringLiteral("重み")));
        QVERIFY(UprightAxisTitles::wantsUpright(QStringLiteral("クエリ")));
        QVERIFY(!UprightAxisTitles::wantsUpright(QStringLiteral("weight")));
        QVERIFY(!UprightAxisTitles::wantsUpright(QStringLiteral("s·a′")));
    }

    void japaneseTitlesStandUpright()
    {
        QCustomPlot plot;
        plot.resize(400, 400);
        plot.show();
        QVERIFY(QTest::qWaitForWindowExposed(&plot));
        PlotStyle::applyToPlot(&plot);
        plot.yAxis->setLabel(QStringLiteral("クエリ"));
        plot.yAxis->setRange(0, 1);
        plot.replot(QCustomPlot::rpImmediateRefresh);
        plot.replot(QCustomPlot::rpImmediateRefresh); // chosen on the layout of the first
        QVERIFY(UprightAxisTitles::isUpright(plot.yAxis));
        const QRectF box = UprightAxisTitles::box(plot.yAxis);
        const QRect rect = plot.axisRect()->rect();
        // Taller than wide, left of the axis rect, inside the plot, centred on the axis.
        QVERIFY2(box.height() > 2 * box.width(),
                 qPrintable(QStringLiteral("%1 x %2").arg(box.width()).arg(box.height())));
        QVERIFY(box.right() < rect.left() && box.left() >= 0);
        QVERIFY(std::abs(box.center().y() - rect.center().y()) <= 1);
        // The characters are drawn there, and nowhere else in the margin.
        const QImage image = plot.toPixmap().toImage();
        QVERIFY(inkIn(image, box.toAlignedRect()) > 20);
        const QRect above(box.toAlignedRect().left(), rect.top(), box.toAlignedRect().width(),
                          int(box.top()) - rect.top() - 2);
        QCOMPARE(inkIn(image, above), 0); // no turned copy
    }

    void latinTitlesStayTurnedAndTooTallJapaneseIsLeftOut()
    {
        QCustomPlot plot;
        plot.resize(400, 400);
        plot.show();
        QVERIFY(QTest::qWaitForWindowExposed(&plot));
        PlotStyle::applyToPlot(&plot);
        plot.yAxis->setLabel(QStringLiteral("weight"));
        plot.replot(QCustomPlot::rpImmediateRefresh);
        plot.replot(QCustomPlot::rpImmediateRefresh);
        QVERIFY(!UprightAxisTitles::isUpright(plot.yAxis));
        QVERIFY(plot.yAxis->labelColor().alpha() > 0);

        plot.yAxis->setLabel(QStringLiteral("アテンションの重みの合計の値"));
        plot.resize(400, 160);
        QCoreApplication::processEvents();
        plot.replot(QCustomPlot::rpImmediateRefresh);
        plot.replot(QCustomPlot::rpImmediateRefresh);
        QVERIFY(!UprightAxisTitles::isUpright(plot.yAxis));
        QVERIFY(UprightAxisTitles::isLeftOut(plot.yAxis));
        QCOMPARE(plot.yAxis->labelColor().alpha(), 0); // not turned either

        // Tall enough again: upright.
        plot.resize(400, 800);
        QCoreApplication::processEvents();
        plot.replot(QCustomPlot::rpImmediateRefresh);
        plot.replot(QCustomPlot::rpImmediateRefresh);
        QVERIFY(UprightAxisTitles::isUpright(plot.yAxis));
        QVERIFY(!UprightAxisTitles::isLeftOut(plot.yAxis));
    }
};

QTEST_MAIN(TestUprightAxisTitles)
#include "tst_uprightaxistitles.moc"
