// The per-row summaries of a head: the entropy bars beside the heatmap (the trace's entropies
// and argmax, pooled per pixel row when the rows outnumber the pixels) and the status line's
// check that every row of weights sums to 1.
#include "document.h"
#include "heatmapview.h"
#include "rowhalves.h"
#include "rowmeasuresview.h"
#include "statusinfo.h"
#include "viewtesting.h"

#include <QTest>

#include <cmath>

class TestRowSummaries : public QObject
{
    Q_OBJECT

private slots:
    void rowMeasuresAreTheTraceEntropies();
    void rowMeasuresPoolRowsThatShareAPixel();
    void statusNamesOnlyTheOddRows();
    void statusSumsALargeHeadOnTwoThreads();
};

void TestRowSummaries::rowMeasuresAreTheTraceEntropies()
{
    Document doc;
    doc.resetScenario(preset("circle-3-queries"));
    HeatmapView heatmap(&doc);
    RowMeasuresView measures(&doc, &heatmap);
    const attn::HeadTrace &h = doc.trace().heads[0];
    QCOMPARE(measures.entropies().size(), 3);
    for (int r = 0; r < 3; ++r) {
        QCOMPARE(measures.entropies()[r], h.entropy[r]);
        QVERIFY(measures.sharpness()[r] > 0.0 && measures.sharpness()[r] < 1.0);
    }
    QCOMPARE(measures.argmaxLabels().at(1), QStringLiteral("0°")); // query at 0 degrees
    // 90 degrees lies halfway between 72 and 108: equal weights up to rounding, a tie.
    QCOMPARE(measures.argmaxLabels().at(2), QStringLiteral("tie: 72°, 108°"));
}

void TestRowSummaries::rowMeasuresPoolRowsThatShareAPixel()
{
    // Rows 1-3 fall on one pixel, rows 4 and 5 on the next: one bar each, their mean;
    // the selected query (4) marks its pixel row.
    const QVector<int> y{10, 11, 11, 11, 12, 12};
    const QVector<double> share{0.1, 0.2, 0.4, 0.9, 0.5, 0.7};
    const QVector<RowMeasuresView::PixelRow> pixels = RowMeasuresView::pixelRows(y, share, 4);
    QCOMPARE(pixels.size(), 3);
    QCOMPARE(pixels[0].y, 10);
    QCOMPARE(pixels[0].share, 0.1);
    QCOMPARE(pixels[1].y, 11);
    QVERIFY(std::abs(pixels[1].share - 0.5) < 1e-15);
    QVERIFY(!pixels[1].selected);
    QCOMPARE(pixels[2].y, 12);
    QVERIFY(std::abs(pixels[2].share - 0.6) < 1e-15);
    QVERIFY(pixels[2].selected);
}

void TestRowSummaries::statusNamesOnlyTheOddRows()
{
    Document doc;
    attn::Scenario s = preset("circle-3-queries");
    doc.resetScenario(s);
    QCOMPARE(StatusInfo::describeRowSums(doc), QStringLiteral("Every row of head 1 sums to 1"));
    // Hide every key from the second query: that row, and only it, is named.
    s.mask = attn::MaskKind::Custom;
    s.customMask = attn::BoolMatrix::Constant(s.queryCount(), s.keyCount(), true);
    s.customMask.row(1).setConstant(false);
    doc.resetScenario(s);
    const QString text = StatusInfo::describeRowSums(doc);
    const QString second = QString::fromStdString(doc.trace().queryLabels.at(1));
    QCOMPARE(text, QStringLiteral("Head 1: \"%1\" has every key masked").arg(second));
}

void TestRowSummaries::statusSumsALargeHeadOnTwoThreads()
{
    // Imported weights of 2100 x 2100, from kRowHalvesFrom entries on summed on two threads:
    // rows of either half that sum to 1 are not named (a half left unsummed would read 0).
    const int n = 2100;
    static_assert(2100LL * 2100 >= policy::kRowHalvesFrom);
    attn::Scenario s;
    s.mode = attn::InputMode::ImportedWeights;
    s.importedWeights = {attn::Matrix::Constant(n, n, 1.0 / n)};
    Document doc;
    doc.resetScenario(s);
    doc.waitForComputation();
    QVERIFY(doc.hasTrace());
    QCOMPARE(StatusInfo::describeRowSums(doc), QStringLiteral("Every row of head 1 sums to 1"));
    // A query that sees no key, in the second half: named as such, and alone.
    s.importedWeights[0].row(1500).setZero();
    doc.resetScenario(s);
    doc.waitForComputation();
    QCOMPARE(StatusInfo::describeRowSums(doc),
             QStringLiteral("Head 1: \"q1501\" has every key masked"));
}

QTEST_MAIN(TestRowSummaries)
#include "tst_rowsummaries.moc"
