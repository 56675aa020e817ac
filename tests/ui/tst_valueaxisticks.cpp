// Ticks of a value axis: neighbouring labels never touch, whatever the axis' length, range
// and font, and a short axis keeps at least one number when one fits.
#include "valueaxisticks.h"

#include <qcustomplot.h>

#include <QTest>

class TestValueAxisTicks : public QObject
{
    Q_OBJECT
private slots:
    void roundStepsAtLeast()
    {
        QCOMPARE(ValueAxisTicks::roundStepAtLeast(1.7), 2.0);
        QCOMPARE(ValueAxisTicks::roundStepAtLeast(2.1), 5.0);
        QCOMPARE(ValueAxisTicks::roundStepAtLeast(0.3), 0.5);
        QCOMPARE(ValueAxisTicks::roundStepAtLeast(6.0), 10.0);
        QCOMPARE(ValueAxisTicks::roundStepAtLeast(5.0), 5.0);
        QCOMPARE(ValueAxisTicks::roundStepAtLeast(0.0), 0.0);
    }

    void neighboursAreALabelApart_data()
    {
        QTest::addColumn<int>("pixels");
        QTest::addColumn<double>("upper");
        QTest::addColumn<int>("fontPixels");
        // The bars' score axis in presentation type on a 1600 x 1000 screen: ticks 2 and 4
        // were 27 px apart with 33 px labels.
        QTest::newRow("presentation scores") << 90 << 6.63488 << 26;
        QTest::newRow("presentation tempered") << 90 << 3.31744 << 26;
        QTest::newRow("presentation weights") << 58 << 1.0 << 26;
        QTest::newRow("normal weights") << 184 << 1.17537 << 12;
        QTest::newRow("long axis") << 400 << 100.0 << 14;
        for (int pixels = 40; pixels <= 400; pixels += 9)
            QTest::addRow("sweep %d px", pixels) << pixels << 1.0 + pixels / 37.0 << 20;
    }

    void neighboursAreALabelApart()
    {
        QFETCH(int, pixels);
        QFETCH(double, upper);
        QFETCH(int, fontPixels);
        QCustomPlot plot;
        plot.resize(300, pixels + 100);
        QFont font = plot.yAxis->tickLabelFont();
        font.setPixelSize(fontPixels);
        plot.yAxis->setTickLabelFont(font);
        plot.yAxis->setRange(0, upper);
        plot.replot(QCustomPlot::rpImmediateRefresh);
        QCPAxisRect *rect = plot.axisRect();
        rect->setMinimumSize(0, pixels);
        rect->setMaximumSize(QWIDGETSIZE_MAX, pixels);
        plot.replot(QCustomPlot::rpImmediateRefresh);
        QCOMPARE(rect->height(), pixels);

        ValueAxisTicks::fit(plot.yAxis);
        plot.replot(QCustomPlot::rpImmediateRefresh);
        const QVector<double> ticks = plot.yAxis->tickVector();
        const double line = QFontMetricsF(font).height();
        if (pixels >= 2 * line)
            QVERIFY2(!ticks.isEmpty(), "an axis two labels long shows a number");
        for (int i = 1; i < ticks.size(); ++i) {
            const double apart = std::abs(plot.yAxis->coordToPixel(ticks.at(i)) -
                                          plot.yAxis->coordToPixel(ticks.at(i - 1)));
            QVERIFY2(apart >= line, qPrintable(QStringLiteral("ticks %1 and %2 %3 px apart, labels "
                                                              "%4 px tall")
                                                   .arg(ticks.at(i - 1))
                                                   .arg(ticks.at(i))
                                                   .arg(apart)
                                                   .arg(line)));
        }
        // A lone tick is the value of fewest digits in reach: 0.5, not 0.25.
        if (ticks.size() == 1)
            QVERIFY2(plot.yAxis->tickVectorLabels().value(0).size() <= 3,
                     qPrintable(plot.yAxis->tickVectorLabels().value(0)));
        for (double tick : ticks) {
            const double at = plot.yAxis->coordToPixel(tick);
            QVERIFY2(at - line / 2 >= rect->top() - 1 && at + line / 2 <= rect->bottom() + 1,
                     qPrintable(QStringLiteral("tick %1 at %2 px with labels %3 px tall: beyond "
                                               "the rect %4..%5")
                                    .arg(tick)
                                    .arg(at)
                                    .arg(line)
                                    .arg(rect->top())
                                    .arg(rect->bottom())));
        }
    }
};

QTEST_MAIN(TestValueAxisTicks)
#include "tst_valueaxisticks.moc"
