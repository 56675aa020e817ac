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

QList<QPointF> centres(const QList<PlaneLabelPlacer::Placement> &placements)
{
    QList<QPointF> out;
    for (const PlaneLabelPlacer::Placement &p : placements)
        out << p.centre;
    return out;
}

} // namespace

class TestPlaneLabelPlacer : public QObject
{
    Q_OBJECT
private slots:
    void aLoneLabelGoesBeyondItsTip()
    {
        const QList<QPointF> c =
            centres(PlaneLabelPlacer(QRectF(0, 0, 400, 400)).place({label({300, 200}, {1, 0})}));
        QCOMPARE(c.size(), 1);
        QVERIFY(c[0].x() > 300);
        QCOMPARE(c[0].y(), 200.0);
    }

    void labelsOfTipsThatMeetDoNotOverlap()
    {
        // A query and a key ending at the same point, and a third arrow close by.
        const QList<PlaneLabelPlacer::Label> labels = {
            label({200, 100}, {0, -1}), label({200, 100}, {0, -1}), label({210, 104}, {0.1, -1})};
        const QList<QPointF> c = centres(PlaneLabelPlacer(QRectF(0, 0, 400, 400)).place(labels));
        for (int i = 0; i < c.size(); ++i)
            for (int j = i + 1; j < c.size(); ++j)
                QVERIFY2(!box(c[i], labels[i].size).intersects(box(c[j], labels[j].size)),
                         qPrintable(QStringLiteral("labels %1 and %2 overlap").arg(i).arg(j)));
    }

    void aLabelAtTheEdgeStaysInside()
    {
        const QRectF area(0, 0, 400, 300);
        const PlaneLabelPlacer::Label l = label({395, 5}, {0.7, -0.7});
        const QList<QPointF> c = centres(PlaneLabelPlacer(area).place({l}));
        QVERIFY(area.contains(box(c[0], l.size)));
    }

    void aLabelNeverCoversATip()
    {
        const QList<PlaneLabelPlacer::Label> labels = {label({200, 200}, {1, 0}),
                                                       label({240, 200}, {1, 0})};
        const QList<QPointF> c = centres(PlaneLabelPlacer(QRectF(0, 0, 400, 400)).place(labels));
        for (int i = 0; i < c.size(); ++i)
            for (const PlaneLabelPlacer::Label &other : labels)
                QVERIFY(!box(c[i], labels[i].size).contains(other.tip));
    }

    void crowdedLabelsAreShortenedOrLeftOutNeverStacked()
    {
        // Twenty keys ending within a few pixels of each other in a small plot, as the
        // principal plane of `scaling-demo` draws them on a short screen.
        const QRectF area(0, 0, 220, 160);
        QList<PlaneLabelPlacer::Label> labels;
        for (int i = 0; i < 20; ++i) {
            PlaneLabelPlacer::Label l = label({110.0 + (i % 5) * 3, 80.0 + (i / 5) * 3}, {1, 0});
            l.shortSize = QSizeF(24, 16);
            l.mustShow = i == 0;
            labels << l;
        }
        const QList<PlaneLabelPlacer::Placement> placed = PlaneLabelPlacer(area).place(labels);
        QCOMPARE(placed.size(), labels.size());
        QList<QRectF> drawn;
        int whole = 0, shortened = 0, hidden = 0;
        for (int i = 0; i < placed.size(); ++i) {
            switch (placed[i].fit) {
            case PlaneLabelPlacer::Fit::Whole:
            case PlaneLabelPlacer::Fit::Forced:
                ++whole;
                drawn << box(placed[i].centre, labels[i].size);
                break;
            case PlaneLabelPlacer::Fit::Short:
                ++shortened;
                drawn << box(placed[i].centre, labels[i].shortSize);
                break;
            case PlaneLabelPlacer::Fit::Hidden:
                ++hidden;
                break;
            }
        }
        QVERIFY(placed[0].fit == PlaneLabelPlacer::Fit::Whole); // the first has room
        QVERIFY2(shortened > 0, "short forms are used before labels are left out");
        QVERIFY2(hidden > 0, "twenty labels do not fit around one point of a small plot");
        for (int i = 0; i < drawn.size(); ++i) {
            QVERIFY(area.contains(drawn[i]));
            for (int j = i + 1; j < drawn.size(); ++j)
                QVERIFY2(
                    !drawn[i].intersects(drawn[j]),
                    qPrintable(QStringLiteral("drawn labels %1 and %2 overlap").arg(i).arg(j)));
        }
    }

    void aLabelThatMustShowIsDrawnEvenWithoutRoom()
    {
        PlaneLabelPlacer::Label l = label({20, 20}, {1, 0}, QSizeF(300, 30));
        l.mustShow = true;
        const QList<PlaneLabelPlacer::Placement> placed =
            PlaneLabelPlacer(QRectF(0, 0, 100, 100)).place({l});
        QVERIFY(placed[0].fit == PlaneLabelPlacer::Fit::Forced);
        l.mustShow = false;
        QVERIFY(PlaneLabelPlacer(QRectF(0, 0, 100, 100)).place({l})[0].fit ==
                PlaneLabelPlacer::Fit::Hidden);
    }
};

QTEST_MAIN(TestPlaneLabelPlacer)
#include "tst_planelabelplacer.moc"
