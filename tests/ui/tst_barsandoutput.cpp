// The softmax bars and the output show exactly what the document's trace holds for the
// selected query, name it and the temperature, truncate a wide output, and views on a hidden
// tab catch up when it comes to the front.
#include "document.h"
#include "heatmapview.h"
#include "outputview.h"
#include "scorestages.h"
#include "softmaxbarsview.h"
#include "viewscenarios.h"

#include <QTabWidget>
#include <QTest>
#include <QVBoxLayout>

using namespace viewscenarios;

class TestBarsAndOutput : public QObject
{
    Q_OBJECT
private slots:
    void barsEqualSelectedQuery_data() { addScenarioRows(); }
    void barsEqualSelectedQuery();
    void barsTitleNamesQueryAndTemperature();
    void outputEqualsTraceRows_data() { addScenarioRows(); }
    void outputEqualsTraceRows();
    void wideOutputIsTruncated();
    void hiddenTabRefreshesWhenShown();
};

void TestBarsAndOutput::barsEqualSelectedQuery()
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

void TestBarsAndOutput::barsTitleNamesQueryAndTemperature()
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

void TestBarsAndOutput::outputEqualsTraceRows()
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

void TestBarsAndOutput::wideOutputIsTruncated()
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

void TestBarsAndOutput::hiddenTabRefreshesWhenShown()
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

QTEST_MAIN(TestBarsAndOutput)
#include "tst_barsandoutput.moc"
