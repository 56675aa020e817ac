// The heatmap shows exactly what the document's trace holds, follows its edits, marks masked
// cells, keeps its last result through an invalid edit, and turns clicks into selections;
// the softmax bars and the output are tst_barsandoutput.
#include "document.h"
#include "heatmapview.h"
#include "outputview.h"
#include "presetlibrary.h"
#include "softmaxbarsview.h"
#include "viewscenarios.h"

#include <qcustomplot.h>

#include <QSignalSpy>
#include <QTest>

#include <cmath>

using namespace viewscenarios;

namespace {

/// Lays the widget out at a projector-like size and paints once, so pixel positions are real.
void layOut(QWidget *view, QCustomPlot *plot)
{
    view->resize(800, 500);
    view->show();
    QVERIFY(QTest::qWaitForWindowExposed(view));
    plot->replot();
}

} // namespace

class TestViews : public QObject
{
    Q_OBJECT
private slots:
    void heatmapEqualsTraceWeights_data() { addScenarioRows(); }
    void heatmapEqualsTraceWeights();
    void heatmapFollowsEdits();
    void heatmapShowsScores_data();
    void heatmapShowsScores();
    void maskedCellsAreMarked();
    void invalidScenarioKeepsLastResult();
    void clickingCellSelectsQueryAndKey_data();
    void clickingCellSelectsQueryAndKey();
    void presetRendersInEveryView();
};

void TestViews::heatmapEqualsTraceWeights()
{
    QFETCH(QString, scenario);
    Document doc;
    doc.resetScenario(scenarioNamed(scenario));
    QVERIFY(doc.issues().empty());
    for (int h = 0; h < int(doc.trace().heads.size()); ++h) {
        doc.setSelection(h, 0, -1);
        HeatmapView view(&doc);
        const Matrix &weights = doc.trace().heads[std::size_t(h)].weights;
        QCOMPARE(view.rowCount(), int(weights.rows()));
        QCOMPARE(view.columnCount(), int(weights.cols()));
        for (int r = 0; r < weights.rows(); ++r)
            for (int c = 0; c < weights.cols(); ++c)
                QVERIFY2(view.cellValue(r, c) == weights(r, c),
                         qPrintable(QStringLiteral("cell (%1, %2)").arg(r).arg(c)));
        QCOMPARE(view.title(), QStringLiteral("Attention weights — head %1").arg(h + 1));
    }
}

void TestViews::heatmapFollowsEdits()
{
    Document doc;
    doc.resetScenario(circle());
    QVERIFY(doc.issues().empty());
    HeatmapView view(&doc);
    const double before = view.cellValue(0, 1);

    Scenario edited = circle();
    edited.temperature = 0.25;
    doc.editScenario(ready(edited), QStringLiteral("temperature"));
    const Matrix &weights = doc.trace().heads[0].weights;
    QVERIFY(view.cellValue(0, 1) != before);
    for (int r = 0; r < weights.rows(); ++r)
        for (int c = 0; c < weights.cols(); ++c)
            QVERIFY(view.cellValue(r, c) == weights(r, c));

    // A change of shape (two keys fewer, new labels) re-lays the matrix.
    Scenario smaller = circle();
    smaller.keys.conservativeResize(8, 2);
    smaller.keyLabels = {"a", "b", "c", "d", "e", "f", "g", "h"};
    doc.editScenario(ready(smaller), QStringLiteral("remove keys"));
    QVERIFY(doc.issues().empty());
    QCOMPARE(view.columnCount(), 8);
    QCOMPARE(view.keyLabels().first(), QStringLiteral("a"));
    QVERIFY(view.cellValue(2, 7) == doc.trace().heads[0].weights(2, 7));
}

void TestViews::heatmapShowsScores_data()
{
    QTest::addColumn<int>("quantity");
    QTest::newRow("raw") << int(HeatmapView::Quantity::RawScores);
    QTest::newRow("scaled") << int(HeatmapView::Quantity::ScaledScores);
    QTest::newRow("tempered") << int(HeatmapView::Quantity::TemperedScores);
}

void TestViews::heatmapShowsScores()
{
    QFETCH(int, quantity);
    Document doc;
    doc.resetScenario(scenarioNamed(QStringLiteral("sleepy-child, scaled, T = 0.5")));
    HeatmapView view(&doc);
    view.setQuantity(HeatmapView::Quantity(quantity));
    // s = 1 / sqrt(d_k), T = 0.5, from the projected queries and keys.
    const attn::HeadTrace &head = doc.trace().heads[0];
    const Matrix raw = head.q * head.k.transpose();
    const double s = 1.0 / std::sqrt(double(head.k.cols()));
    const Matrix expected = quantity == int(HeatmapView::Quantity::RawScores) ? raw
                            : quantity == int(HeatmapView::Quantity::ScaledScores)
                                ? Matrix(raw * s)
                                : Matrix(raw * s / 0.5);
    for (int c = 0; c < expected.cols(); ++c)
        QVERIFY(std::abs(view.cellValue(0, c) - expected(0, c)) <=
                1e-12 * (1 + std::abs(expected(0, c))));
    QVERIFY(!view.title().contains(QStringLiteral("weights")));
}

void TestViews::maskedCellsAreMarked()
{
    Document doc;
    doc.resetScenario(withMask(circle()));
    QVERIFY(doc.issues().empty());
    HeatmapView heatmap(&doc);
    const attn::BoolMatrix &mask = doc.scenario().customMask;
    QCOMPARE(mask.rows(), doc.trace().heads[0].weights.rows());
    QCOMPARE(mask.cols(), doc.trace().heads[0].weights.cols());
    for (int r = 0; r < mask.rows(); ++r)
        for (int c = 0; c < mask.cols(); ++c)
            QCOMPARE(heatmap.isCellMasked(r, c), !mask(r, c));
    QVERIFY(!heatmap.isRowFullyMasked(0));
    QVERIFY(heatmap.isRowFullyMasked(1));
    QVERIFY(!heatmap.isRowFullyMasked(2));

    doc.setSelection(0, 0, -1);
    SoftmaxBarsView bars(&doc);
    QVERIFY(bars.isKeyMasked(3));
    QVERIFY(bars.isKeyMasked(7));
    QVERIFY(!bars.isKeyMasked(0));
    QCOMPARE(bars.weightBars().at(3), 0.0);
}

void TestViews::invalidScenarioKeepsLastResult()
{
    Document doc;
    doc.resetScenario(sleepyChild());
    HeatmapView heatmap(&doc);
    SoftmaxBarsView bars(&doc);
    OutputView output(&doc);
    const QVector<double> weights = bars.weightBars();
    const double cell = heatmap.cellValue(0, 3);

    Scenario broken = sleepyChild();
    broken.queries.resize(1, 2); // two components against keys of three
    broken.queries << 1, 1;
    doc.editScenario(broken, QStringLiteral("break"));
    QVERIFY(!doc.issues().empty());
    QCOMPARE(heatmap.cellValue(0, 3), cell);
    QCOMPARE(bars.weightBars(), weights);
    QCOMPARE(heatmap.columnCount(), 6);
    QVERIFY(output.note().contains(QStringLiteral("last valid result")));
}

void TestViews::clickingCellSelectsQueryAndKey_data()
{
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("column");
    QTest::newRow("first cell") << 0 << 0;
    QTest::newRow("middle") << 1 << 4;
    QTest::newRow("last cell") << 2 << 9;
    QTest::newRow("bottom left") << 2 << 0;
}

void TestViews::clickingCellSelectsQueryAndKey()
{
    QFETCH(int, row);
    QFETCH(int, column);
    Document doc;
    doc.resetScenario(circle());
    doc.setSelection(0, row == 0 ? 1 : 0, -1);
    HeatmapView view(&doc);
    layOut(&view, view.plot());

    const QPoint pixel(int(view.plot()->xAxis->coordToPixel(column)),
                       int(view.plot()->yAxis->coordToPixel(row)));
    QCOMPARE(view.cellAt(pixel), QPoint(column, row));
    QSignalSpy spy(&doc, &Document::changed);
    QTest::mouseClick(view.plot(), Qt::LeftButton, {}, pixel);
    QCOMPARE(doc.selectedQuery(), row);
    QCOMPARE(doc.selectedKey(), column);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.first().first().value<Document::Change>(), Document::Change::Selection);
    QCOMPARE(view.outlinedRow(), row);
}

void TestViews::presetRendersInEveryView()
{
    const attn::Preset *preset = attn::findPreset("sleepy-child");
    if (!preset)
        QSKIP("no sleepy-child preset");
    Document doc;
    doc.resetScenario(preset->scenario);
    HeatmapView heatmap(&doc);
    SoftmaxBarsView bars(&doc);
    OutputView output(&doc);
    QCOMPARE(heatmap.keyLabels().join(u' '), QStringLiteral("The sleepy child reads a book"));
    QCOMPARE(output.headOutputBars().size(), 1);
    QVERIFY(std::abs(output.headOutputBars().first() - 0.3624280762) < 1e-9);
    // Every view paints to an image of the size asked for.
    for (QCustomPlot *plot : {heatmap.plot(), bars.plot(), output.plot()}) {
        const QPixmap pixmap = plot->toPixmap(800, 500);
        QCOMPARE(pixmap.size(), QSize(800, 500));
    }
}

QTEST_MAIN(TestViews)
#include "tst_views.moc"
