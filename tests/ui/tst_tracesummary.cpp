// TraceSummary: head importance, mean weights and row sums computed once per trace, equal
// to what the engine computes, and the views showing them share one computation.
#include "document.h"
#include "headimportance.h"
#include "headimportanceview.h"
#include "headsgridview.h"
#include "statusinfo.h"
#include "tracesummary.h"
#include "viewtesting.h"
#include "weightsonlyscenario.h"

#include <QTest>

class TestTraceSummary : public QObject
{
    Q_OBJECT
private slots:
    void importanceIsComputedOncePerTrace();
    void viewsShareOneComputation();
    void aViewMadeFirstReadsTheNewTrace();
    void meanWeightsAndRowSumsAreTheTraces();
    void importedWeightsHaveNoImportance();
};

namespace {

void editTemperature(Document &doc, double temperature)
{
    attn::Scenario s = doc.scenario();
    s.temperature = temperature;
    doc.editScenario(s, QStringLiteral("Temperature"));
}

} // namespace

void TestTraceSummary::importanceIsComputedOncePerTrace()
{
    Document doc;
    doc.resetScenario(preset("multihead-shapes"));
    TraceSummary *summary = TraceSummary::of(doc);
    QCOMPARE(TraceSummary::of(doc), summary); // one per document
    const std::vector<double> expected = attn::headImportance(doc.tracedScenario(), doc.trace());
    QCOMPARE(summary->headImportance(), expected);
    QCOMPARE(summary->headImportance(), expected);
    QCOMPARE(summary->importanceComputations(), 1);
    doc.setSelection(2, 1, -1); // the trace is the same
    QCOMPARE(summary->headImportance(), expected);
    QCOMPARE(summary->importanceComputations(), 1);
    editTemperature(doc, 0.5);                      // a new trace
    QCOMPARE(summary->importanceComputations(), 1); // not before it is asked for
    QCOMPARE(summary->headImportance(), attn::headImportance(doc.tracedScenario(), doc.trace()));
    QCOMPARE(summary->importanceComputations(), 2);
}

void TestTraceSummary::viewsShareOneComputation()
{
    Document doc;
    doc.resetScenario(preset("multihead-shapes"));
    HeadImportanceView bars(&doc);
    HeadsGridView grid(&doc);
    TraceSummary *summary = TraceSummary::of(doc);
    const int before = summary->importanceComputations();
    QCOMPARE(before, 1); // both views, one computation
    editTemperature(doc, 0.5);
    QCOMPARE(summary->importanceComputations(), before + 1);
    doc.setSelection(1, 0, -1); // the bars mark the selected head again, from the summary
    QCOMPARE(summary->importanceComputations(), before + 1);
    const std::vector<double> expected = attn::headImportance(doc.tracedScenario(), doc.trace());
    QCOMPARE(bars.importance(), QVector<double>(expected.begin(), expected.end()));
}

void TestTraceSummary::aViewMadeFirstReadsTheNewTrace()
{
    // The view's binding hears changed() before it asks: the summary must have forgotten
    // the last trace by then, though the view made it.
    Document doc;
    doc.resetScenario(preset("multihead-shapes"));
    HeadImportanceView bars(&doc);
    for (double temperature : {0.3, 2.0}) {
        editTemperature(doc, temperature);
        const std::vector<double> expected =
            attn::headImportance(doc.tracedScenario(), doc.trace());
        QCOMPARE(bars.importance(), QVector<double>(expected.begin(), expected.end()));
    }
}

void TestTraceSummary::meanWeightsAndRowSumsAreTheTraces()
{
    Document doc;
    attn::Scenario s = preset("multihead-shapes");
    s.heads[1].enabled = false;
    doc.resetScenario(s);
    const attn::AttentionTrace &t = doc.trace();
    attn::Matrix mean = attn::Matrix::Zero(t.heads[0].weights.rows(), t.heads[0].weights.cols());
    int on = 0;
    for (const attn::HeadTrace &h : t.heads)
        if (h.enabled) {
            mean += h.weights;
            ++on;
        }
    mean /= double(on);
    TraceSummary *summary = TraceSummary::of(doc);
    QVERIFY((summary->meanWeights() - mean).norm() < 1e-15);
    QVERIFY((summary->meanWeights() - mean).norm() < 1e-15);
    QCOMPARE(summary->meanComputations(), 1);
    for (int head = 0; head < int(t.heads.size()); ++head) {
        const std::vector<double> &sums = summary->rowSums(head);
        QCOMPARE(int(sums.size()), int(t.heads[std::size_t(head)].weights.rows()));
        for (int r = 0; r < int(sums.size()); ++r)
            QCOMPARE(sums[std::size_t(r)], t.heads[std::size_t(head)].weights.row(r).sum());
    }
    QVERIFY(summary->rowSums(-1).empty());
    QVERIFY(summary->rowSums(int(t.heads.size())).empty());
    const int runs = summary->rowSumComputations();
    QCOMPARE(runs, int(t.heads.size()));
    (void)StatusInfo::describeRowSums(doc); // the status line reads the same sums
    QCOMPARE(summary->rowSumComputations(), runs);
}

void TestTraceSummary::importedWeightsHaveNoImportance()
{
    Document doc;
    doc.resetScenario(preset("multihead-shapes"));
    TraceSummary *summary = TraceSummary::of(doc);
    QVERIFY(!summary->headImportance().empty());
    doc.resetScenario(weightsOnlyScenario());
    QVERIFY(doc.issues().empty());
    QVERIFY(summary->headImportance().empty());
    QCOMPARE(summary->importanceComputations(), 1);
}

QTEST_MAIN(TestTraceSummary)
#include "tst_tracesummary.moc"
