// The central views show exactly what the document's trace holds, follow its edits, and
// turn clicks into selections.
#include "document.h"
#include "heatmapview.h"
#include "outputview.h"
#include "presetlibrary.h"
#include "projectionfactory.h"
#include "scorestages.h"
#include "softmaxbarsview.h"

#include <qcustomplot.h>

#include <QSignalSpy>
#include <QTabWidget>
#include <QTest>
#include <QVBoxLayout>

#include <cmath>

using attn::Matrix;
using attn::Scenario;

namespace {

/// Identity projections sized to the inputs, as the editors leave a scenario.
Scenario ready(Scenario s)
{
    attn::refreshProjections(s);
    return s;
}

/// "The sleepy child reads a book": query "book" over six keys with one-component values.
Scenario sleepyChild()
{
    Scenario s;
    s.keys.resize(6, 3);
    s.keys << 0, 0, 0, 2, 0, 1, 1, -1, -2, 2, 3, 1, -2, 0, 0, 0, 2, 1;
    s.keysAreValues = false;
    s.values.resize(6, 1);
    s.values << 0, -0.2, 0.3, 0.4, 0, 0.1;
    s.queries.resize(1, 3);
    s.queries << 0, 2, 1;
    s.queryLabels = {"book"};
    s.keyLabels = {"The", "sleepy", "child", "reads", "a", "book"};
    return ready(s);
}

/// Ten unit vectors around the circle as keys = values, three queries.
Scenario circle()
{
    Scenario s;
    s.keys.resize(10, 2);
    for (int i = 0; i < 10; ++i) {
        s.keys(i, 0) = std::cos(2 * M_PI * i / 10);
        s.keys(i, 1) = std::sin(2 * M_PI * i / 10);
    }
    s.queries.resize(3, 2);
    s.queries << 1 / std::sqrt(2.0), 1 / std::sqrt(2.0), 1, 0, 0, 1;
    return ready(s);
}

Scenario withMask(Scenario s)
{
    s.mask = attn::MaskKind::Custom;
    s.customMask = attn::BoolMatrix::Constant(s.queries.rows(), s.keys.rows(), true);
    s.customMask(0, 3) = false;
    s.customMask(0, 7) = false;
    s.customMask.row(1).setConstant(false); // a row with every key masked
    s.customMask(2, 0) = false;
    return ready(s);
}

Scenario scenarioNamed(const QString &name)
{
    if (name == u"sleepy-child")
        return sleepyChild();
    if (name == u"sleepy-child, scaled, T = 0.5") {
        Scenario s = sleepyChild();
        s.scaling = attn::ScalingKind::InverseSqrtKeyDim;
        s.temperature = 0.5;
        return ready(s);
    }
    if (name == u"circle")
        return circle();
    if (name == u"circle, causal") {
        Scenario s = circle();
        s.mask = attn::MaskKind::Causal;
        return ready(s);
    }
    if (name == u"circle, two heads") {
        Scenario s = circle();
        s.headCount = 2;
        return ready(s);
    }
    return withMask(circle());
}

void addScenarioRows()
{
    QTest::addColumn<QString>("scenario");
    for (const char *name : {"sleepy-child", "sleepy-child, scaled, T = 0.5", "circle",
                             "circle, causal", "circle, two heads", "circle, custom mask"})
        QTest::newRow(name) << QString::fromLatin1(name);
}

/// Lays the widget out at a projector-like size and paints once, so pixel positions are real.
void layOut(QWidget *view, QCustomPlot *plot)
{
    view->resize(800, 500);
    view->show();
    QVERIFY(QTest::qWaitForWindowExposed(view));
    plot->replot();
}

QVector<double> rowOf(const Matrix &m, int row)
{
    QVector<double> values;
    for (int c = 0; c < m.cols(); ++c)
        values << m(row, c);
    return values;
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
    void barsEqualSelectedQuery_data() { addScenarioRows(); }
    void barsEqualSelectedQuery();
    void barsTitleNamesQueryAndTemperature();
    void outputEqualsTraceRows_data() { addScenarioRows(); }
    void outputEqualsTraceRows();
    void wideOutputIsTruncated();
    void presetRendersInEveryView();
    void hiddenTabRefreshesWhenShown();
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

void TestViews::barsEqualSelectedQuery()
{
    QFETCH(QString, scenario);
    Document doc;
    doc.resetScenario(scenarioNamed(scenario));
    SoftmaxBarsView view(&doc);
    const attn::AttentionTrace &trace = doc.trace();
    for (int h = 0; h < int(trace.heads.size()); ++h) {
        const attn::HeadTrace &head = trace.heads[std::size_t(h)];
        for (int q = 0; q < head.weights.rows(); ++q) {
            doc.setSelection(h, q, -1);
            QCOMPARE(view.shownQuery(), q);
            const Matrix raw = attn::scoreMatrix(trace, std::size_t(h), attn::ScoreStage::Raw);
            const Matrix tempered =
                attn::scoreMatrix(trace, std::size_t(h), attn::ScoreStage::Tempered);
            QCOMPARE(view.scoreBars(), rowOf(raw, q));
            QCOMPARE(view.weightBars(), rowOf(head.weights, q));
            if (tempered.row(q) == raw.row(q))
                QVERIFY(view.temperedBars().isEmpty());
            else
                QCOMPARE(view.temperedBars(), rowOf(tempered, q));
        }
    }
    QCOMPARE(view.keyLabels().size(), int(trace.keyLabels.size()));
    for (int j = 0; j < view.keyLabels().size(); ++j)
        QCOMPARE(view.keyLabels().at(j), QString::fromStdString(trace.keyLabels[std::size_t(j)]));

    doc.setSelection(0, 0, 1);
    QCOMPARE(view.highlightedKey(), 1);
}

void TestViews::barsTitleNamesQueryAndTemperature()
{
    Document doc;
    doc.resetScenario(sleepyChild());
    SoftmaxBarsView view(&doc);
    QCOMPARE(view.title(), QStringLiteral("Query “book”: scores and softmax weights (T = 1)"));
    QVERIFY(view.temperedBars().isEmpty());
    Scenario hot = sleepyChild();
    hot.temperature = 2;
    doc.editScenario(ready(hot), QStringLiteral("temperature"));
    QCOMPARE(view.title(), QStringLiteral("Query “book”: scores and softmax weights (T = 2)"));
    // T = 2 halves the raw scores (no scaling in this preset).
    const attn::HeadTrace &head = doc.trace().heads[0];
    QCOMPARE(view.temperedBars(), rowOf(Matrix(head.q * head.k.transpose() / 2.0), 0));
}

void TestViews::outputEqualsTraceRows()
{
    QFETCH(QString, scenario);
    Document doc;
    doc.resetScenario(scenarioNamed(scenario));
    OutputView view(&doc);
    const attn::AttentionTrace &trace = doc.trace();
    for (int h = 0; h < int(trace.heads.size()); ++h)
        for (int q = 0; q < trace.output.rows(); ++q) {
            doc.setSelection(h, q, -1);
            QCOMPARE(view.headOutputBars(), rowOf(trace.heads[std::size_t(h)].output, q));
            if (trace.heads.size() > 1)
                QCOMPARE(view.combinedOutputBars(), rowOf(trace.output, q));
            if (view.combinedShown())
                QCOMPARE(view.combinedOutputBars(), rowOf(trace.output, q));
        }
    QVERIFY(view.headReadout().contains(QStringLiteral(" = ")));
}

void TestViews::wideOutputIsTruncated()
{
    Scenario s;
    s.keys = Matrix::Random(5, 100);
    s.queries = Matrix::Random(2, 100);
    Document doc;
    doc.resetScenario(ready(s));
    QVERIFY(doc.issues().empty());
    OutputView view(&doc);
    QCOMPARE(view.headOutputBars().size(), OutputView::maxComponents);
    QCOMPARE(view.headOutputBars(),
             rowOf(doc.trace().heads[0].output, 0).first(OutputView::maxComponents));
    QVERIFY(view.note().contains(QStringLiteral("first 64 of 100")));
    QVERIFY(view.headReadout().endsWith(QStringLiteral("…)")));
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

void TestViews::hiddenTabRefreshesWhenShown()
{
    // Views on a tab that is not in front skip the edits (nobody sees them) and catch up
    // with the document's latest state when their tab comes to the front.
    Document doc;
    doc.resetScenario(circle());
    QTabWidget tabs;
    auto *front = new HeatmapView(&doc);
    auto *heatmap = new HeatmapView(&doc);
    auto *bars = new SoftmaxBarsView(&doc);
    auto *output = new OutputView(&doc);
    auto *hidden = new QWidget;
    auto *layout = new QVBoxLayout(hidden);
    layout->addWidget(heatmap);
    layout->addWidget(bars);
    layout->addWidget(output);
    tabs.addTab(front, QStringLiteral("front"));
    tabs.addTab(hidden, QStringLiteral("hidden"));
    tabs.resize(900, 900);
    tabs.show();
    QVERIFY(QTest::qWaitForWindowExposed(&tabs));

    Scenario smaller = circle();
    smaller.keys.conservativeResize(8, 2);
    smaller.temperature = 0.25;
    doc.editScenario(ready(smaller), QStringLiteral("remove keys"));
    QVERIFY(doc.issues().empty());
    QCOMPARE(front->columnCount(), 8);
    QCOMPARE(heatmap->columnCount(), 10); // still the scenario before the edit
    QCOMPARE(bars->weightBars().size(), 10);

    tabs.setCurrentIndex(1);
    QVERIFY(heatmap->isVisible());
    QCOMPARE(heatmap->columnCount(), 8);
    QVERIFY(heatmap->cellValue(0, 7) == doc.trace().heads[0].weights(0, 7));
    QCOMPARE(bars->weightBars(), rowOf(doc.trace().heads[0].weights, bars->shownQuery()));
    QCOMPARE(output->headOutputBars(), rowOf(doc.trace().heads[0].output, doc.selectedQuery()));
}

QTEST_MAIN(TestViews)
#include "tst_views.moc"
