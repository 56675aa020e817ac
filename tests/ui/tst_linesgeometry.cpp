// The Lines view's arithmetic without a widget: a line's opacity and width grow with its
// weight, and crowded names are thinned without ever touching, the first, the last and the
// emphasised one always shown; each head has a colour of its own.
#include "headcolours.h"
#include "linesgeometry.h"
#include "linesstrokes.h"

#include <QSet>
#include <QTest>

using Side = LinesGeometry::Side;

class TestLinesGeometry : public QObject
{
    Q_OBJECT
private slots:
    void opacityAndWidthGrowWithTheWeight_data();
    void opacityAndWidthGrowWithTheWeight();
    void namesAreThinnedWhenCrowded();
    void everyHeadHasAColourOfItsOwn();
};

void TestLinesGeometry::opacityAndWidthGrowWithTheWeight_data()
{
    QTest::addColumn<double>("lower");
    QTest::addColumn<double>("higher");
    QTest::newRow("0 < 0.01") << 0.0 << 0.01;
    QTest::newRow("0.1 < 0.2") << 0.1 << 0.2;
    QTest::newRow("0.49 < 0.5") << 0.49 << 0.5;
    QTest::newRow("0.9 < 1") << 0.9 << 1.0;
}

void TestLinesGeometry::opacityAndWidthGrowWithTheWeight()
{
    QFETCH(double, lower);
    QFETCH(double, higher);
    QVERIFY(LinesStrokes::opacityOf(lower) < LinesStrokes::opacityOf(higher));
    QVERIFY(LinesStrokes::widthOf(lower) < LinesStrokes::widthOf(higher));
    QCOMPARE(LinesStrokes::opacityOf(1.0), 1.0);
    QVERIFY(LinesStrokes::widthOf(0.0) > 0); // a weak line is thin, never nothing
    // Every line up to 64 tokens a side and 20,000 lines; beyond, one query's.
    QVERIFY(LinesStrokes::drawsEveryLine(64, 64, 4));
    QVERIFY(!LinesStrokes::drawsEveryLine(65, 10, 1));
    QVERIFY(!LinesStrokes::drawsEveryLine(64, 64, 8)); // 32,768 lines
}

void TestLinesGeometry::namesAreThinnedWhenCrowded()
{
    LinesGeometry g;
    LinesGeometry::Input input;
    input.plot = QRectF(0, 0, 800, 300);
    input.labelHeight = 20;
    input.queryNames = input.keyNames = 60;
    input.queries = 5;
    input.keys = 100; // 3 px apart
    g.layOut(input);
    QCOMPARE(g.labelStep(Side::Query), 1);
    const int step = g.labelStep(Side::Key);
    QCOMPARE(step, 7);
    // The shown names never come closer than a name is tall, the first and last shown.
    QVERIFY(g.showsLabel(Side::Key, 0));
    QVERIFY(g.showsLabel(Side::Key, 99));
    double last = -1e9;
    for (int j = 0; j < 100; ++j)
        if (g.showsLabel(Side::Key, j)) {
            const double y = g.anchor(Side::Key, j).y();
            QVERIFY2(y - last >= input.labelHeight - 1e-9, qPrintable(QString::number(j)));
            last = y;
        }
    // An emphasised name is shown, and its neighbours give way.
    QVERIFY(g.showsLabel(Side::Key, 50, 50));
    QVERIFY(!g.showsLabel(Side::Key, 49, 50));
    QVERIFY(!g.showsLabel(Side::Key, 56, 50));
    // The columns sit apart, queries left of keys, within the plot.
    QVERIFY(g.anchor(Side::Query, 0).x() < g.anchor(Side::Key, 0).x());
    QVERIFY(g.column(Side::Key).right() <= 800 + 1e-9);
    QCOMPARE(g.tokenAt(Side::Query, g.labelRect(Side::Query, 4).center()), 4);
    QCOMPARE(g.tokenAt(Side::Key, QPointF(400, 150)), -1); // between the columns
}

void TestLinesGeometry::everyHeadHasAColourOfItsOwn()
{
    QSet<QRgb> colours;
    for (int head = 0; head < 16; ++head)
        colours.insert(HeadColours::of(head).rgb());
    QCOMPARE(colours.size(), 16);
}

QTEST_MAIN(TestLinesGeometry)
#include "tst_linesgeometry.moc"
