// The plane's arrow labels: each beyond its tip when there is room, never on another label,
// never off the plot.
#include "planelabelplacer.h"

#include <QTest>

namespace {

QRectF box(const QPointF &centre, const QSizeF &size)
{
    return QRectF(centre - QPointF(size.width() / 2, size.height() / 2), size);
}

PlaneLabelPlacer::Label label(QPointF tip, QPointF direction, QSizeF size = QSizeF(50, 30))
{
    PlaneLabelPlacer::Label l;
    l.tip = tip;
    l.direction = direction;
    l.size = size;
    l.reach = 35;
    return l;
}

} // namespace

class TestPlaneLabelPlacer : public QObject
{
    Q_OBJECT
private slots:
    void aLoneLabelGoesBeyondItsTip()
    {
        const QList<QPointF> c =
            PlaneLabelPlacer(QRectF(0, 0, 400, 400)).place({label({300, 200}, {1, 0})});
        QCOMPARE(c.size(), 1);
        QVERIFY(c[0].x() > 300);
        QCOMPARE(c[0].y(), 200.0);
    }

    void labelsOfTipsThatMeetDoNotOverlap()
    {
        // A query and a key ending at the same point, and a third arrow close by.
        const QList<PlaneLabelPlacer::Label> labels = {
            label({200, 100}, {0, -1}), label({200, 100}, {0, -1}), label({210, 104}, {0.1, -1})};
        const QList<QPointF> c = PlaneLabelPlacer(QRectF(0, 0, 400, 400)).place(labels);
        for (int i = 0; i < c.size(); ++i)
            for (int j = i + 1; j < c.size(); ++j)
                QVERIFY2(!box(c[i], labels[i].size).intersects(box(c[j], labels[j].size)),
                         qPrintable(QStringLiteral("labels %1 and %2 overlap").arg(i).arg(j)));
    }

    void aLabelAtTheEdgeStaysInside()
    {
        const QRectF area(0, 0, 400, 300);
        const PlaneLabelPlacer::Label l = label({395, 5}, {0.7, -0.7});
        const QList<QPointF> c = PlaneLabelPlacer(area).place({l});
        QVERIFY(area.contains(box(c[0], l.size)));
    }

    void aLabelNeverCoversATip()
    {
        const QList<PlaneLabelPlacer::Label> labels = {label({200, 200}, {1, 0}),
                                                       label({240, 200}, {1, 0})};
        const QList<QPointF> c = PlaneLabelPlacer(QRectF(0, 0, 400, 400)).place(labels);
        for (int i = 0; i < c.size(); ++i)
            for (const PlaneLabelPlacer::Label &other : labels)
                QVERIFY(!box(c[i], labels[i].size).contains(other.tip));
    }
};

QTEST_MAIN(TestPlaneLabelPlacer)
#include "tst_planelabelplacer.moc"
