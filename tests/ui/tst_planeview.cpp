// The 2-D plane: dragging an arrow edits the scenario as one undo step (Shift snaps it to the
// unit circle), and above two dimensions the view says which projection it shows and moves a
// token only within the plane.
#include "document.h"
#include "planeprojection.h"
#include "planeview.h"
#include "plottextrects.h"
#include "viewtesting.h"

#include <qcustomplot.h>

#include <QTest>
#include <QUndoStack>

#include <cmath>

class TestPlaneView : public QObject
{
    Q_OBJECT
private slots:
    void dragOnThePlaneIsOneUndoStep();
    void shiftSnapsToTheUnitCircle();
    void projectionIsLabelledInHigherDimensions();
    void crowdedLabelsAreLeftOutAndSaidSo();
};

void TestPlaneView::dragOnThePlaneIsOneUndoStep()
{
    Document doc;
    doc.resetScenario(preset("circle"));
    PlaneView view(&doc);
    view.resize(900, 700);
    settle(&view);
    QCOMPARE(view.arrowCount(PlaneView::Role::Key), 10);
    QCOMPARE(view.arrowCount(PlaneView::Role::Query), 1);
    QCOMPARE(view.arrowCount(PlaneView::Role::Output), 1);
    QVERIFY(view.projection().isExact());

    const attn::Matrix before = doc.trace().heads[0].weights;
    QCOMPARE(doc.trace().heads[0].argmax[0], 1); // 36 degrees, nearest to 45
    const QPoint start = view.tipPixel(PlaneView::Role::Query, 0).toPoint();
    // Towards the key at 180 degrees: (-1, 0) in the plane.
    const QPoint end(int(view.plot()->xAxis->coordToPixel(-1.0)),
                     int(view.plot()->yAxis->coordToPixel(0.0)));
    QTest::mousePress(view.plot(), Qt::LeftButton, {}, start);
    for (int i = 1; i <= 5; ++i)
        QTest::mouseMove(view.plot(), start + (end - start) * i / 5);
    QTest::mouseRelease(view.plot(), Qt::LeftButton, {}, end);

    QVERIFY(!sameValues(doc.trace().heads[0].weights, before));
    QCOMPARE(doc.trace().heads[0].argmax[0], 5); // now the key at 180 degrees
    QVERIFY(std::abs(doc.scenario().queries(0, 0) + 1.0) < 0.02);
    QCOMPARE(doc.undoStack()->count(), 1);
    // The view followed the edit while dragging.
    QVERIFY(std::abs(view.tip(PlaneView::Role::Query, 0).x() + 1.0) < 0.02);
    doc.undoStack()->undo();
    QVERIFY(sameValues(doc.trace().heads[0].weights, before));
}

void TestPlaneView::shiftSnapsToTheUnitCircle()
{
    Document doc;
    doc.resetScenario(preset("circle"));
    PlaneView view(&doc);
    view.resize(900, 700);
    settle(&view);
    const QPoint start = view.tipPixel(PlaneView::Role::Key, 2).toPoint();
    const QPoint end(int(view.plot()->xAxis->coordToPixel(0.3)),
                     int(view.plot()->yAxis->coordToPixel(0.4)));
    QTest::mousePress(view.plot(), Qt::LeftButton, {}, start);
    QTest::mouseMove(view.plot(), end);
    QTest::mouseRelease(view.plot(), Qt::LeftButton, Qt::ShiftModifier, end);
    const attn::Matrix &k = doc.scenario().keys;
    QVERIFY2(std::abs(k.row(2).norm() - 1.0) < 1e-12, "the key is not on the unit circle");
    QVERIFY(std::abs(k(2, 1) / k(2, 0) - 0.4 / 0.3) < 0.05);
    QCOMPARE(doc.selectedKey(), 2);
    QCOMPARE(doc.undoStack()->count(), 1);
}

void TestPlaneView::projectionIsLabelledInHigherDimensions()
{
    Document doc;
    doc.resetScenario(preset("self-attention-causal"));
    PlaneView view(&doc);
    view.resize(900, 700);
    settle(&view);
    QVERIFY(!view.projection().isExact());
    QVERIFY(view.projection().isPrincipal()); // the default above two dimensions
    view.setPrincipal(false);
    view.setComponents(2, 6);
    QVERIFY(!view.projection().isPrincipal());
    QVERIFY(view.title().contains(QStringLiteral("projected")));
    QVERIFY(view.note().contains(QStringLiteral("components 3 and 7")));
    QCOMPARE(view.tip(PlaneView::Role::Key, 1).x(), doc.scenario().tokens(1, 2));
    QCOMPARE(view.tip(PlaneView::Role::Key, 1).y(), doc.scenario().tokens(1, 6));
    view.setPrincipal(true);
    QVERIFY(view.projection().isPrincipal());
    QVERIFY(view.note().contains(QStringLiteral("principal directions")));
    // Dragging in a projection moves the token within the plane only.
    const attn::Matrix before = doc.scenario().tokens;
    const PlaneProjection basis = view.projection(); // the principal directions move after
    const QPointF tip = view.tip(PlaneView::Role::Key, 3);
    const QPoint start = view.tipPixel(PlaneView::Role::Key, 3).toPoint();
    const QPoint end = start + QPoint(40, -30);
    QTest::mousePress(view.plot(), Qt::LeftButton, {}, start);
    QTest::mouseMove(view.plot(), end);
    const QPointF target(view.plot()->xAxis->pixelToCoord(end.x()),
                         view.plot()->yAxis->pixelToCoord(end.y()));
    QTest::mouseRelease(view.plot(), Qt::LeftButton, {}, end);
    const attn::Matrix &after = doc.scenario().tokens;
    QVERIFY(!sameValues(after, before));
    QVERIFY(sameValues(after.row(0), before.row(0)));
    // Within the plane: the projection lands on the pointer, the rest of the vector is kept.
    const QPointF moved = basis.project(after.row(3));
    const attn::Matrix back = basis.moved(after.row(3), basis.project(before.row(3)));
    QVERIFY((back - before.row(3)).norm() < 1e-9);
    QVERIFY(std::hypot(moved.x() - target.x(), moved.y() - target.y()) < 1e-9);
    QVERIFY(std::hypot(moved.x() - tip.x(), moved.y() - tip.y()) > 0.01);
}

QTEST_MAIN(TestPlaneView)
#include "tst_planeview.moc"

void TestPlaneView::crowdedLabelsAreLeftOutAndSaidSo()
{
    // Twenty keys in a small plane: their labels cannot all have room.
    Document doc;
    doc.resetScenario(preset("scaling-demo"));
    PlaneView view(&doc);
    view.resize(420, 420);
    settle(&view);
    view.plot()->replot(QCustomPlot::rpImmediateRefresh);
    const QStringList overlaps = plottext::overlaps(view.plot());
    QVERIFY2(overlaps.isEmpty(), qPrintable(overlaps.join(QStringLiteral("\n"))));
    int drawn = 0;
    for (int i = 0; i < view.plot()->itemCount(); ++i)
        if (auto *text = qobject_cast<QCPItemText *>(view.plot()->item(i)))
            drawn += text->visible();
    const int arrows = view.arrowCount(PlaneView::Role::Key) +
                       view.arrowCount(PlaneView::Role::Query) +
                       view.arrowCount(PlaneView::Role::Output);
    QVERIFY2(drawn < arrows, "twenty keys' labels do not all fit 420 x 420 pixels");
    QVERIFY2(view.note().contains(
                 QStringLiteral("labels left out where arrows crowd: %1").arg(arrows - drawn)),
             qPrintable(view.note()));
    // In a large plane every label has room again, and the note says nothing of it.
    view.resize(1400, 1000);
    settle(&view);
    view.plot()->replot(QCustomPlot::rpImmediateRefresh);
    QVERIFY(plottext::overlaps(view.plot()).isEmpty());
}
