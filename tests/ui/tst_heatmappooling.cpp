// Heatmaps larger than their view are drawn at screen resolution: each pooled cell shows the
// covered entry of largest magnitude, masked only when all it covers is masked; the view
// pools to its pixels and an image export gets every entry back.
#include "attentionengine.h"
#include "document.h"
#include "heatmappooling.h"
#include "heatmapview.h"
#include "projectionfactory.h"
#include "rowhalves.h"

#include <qcustomplot.h>

#include <QTest>

#include <algorithm>
#include <cmath>

using attn::BoolMatrix;
using attn::Matrix;

namespace {

/// Self-attention over `tokens` seeded N(0, 1) token vectors of 8 components, random W.
attn::Scenario selfAttention(int tokens, std::uint64_t seed)
{
    attn::Scenario s;
    s.mode = attn::InputMode::SelfAttention;
    s.tokens = attn::seededNormal(tokens, 8, seed, 1.0);
    s.projectionInit = attn::ProjectionInit::Random;
    attn::refreshProjections(s);
    return s;
}

} // namespace

class TestHeatmapPooling : public QObject
{
    Q_OBJECT

private slots:
    void smallMatricesAreNotPooled();
    void pooledCellKeepsTheLargestMagnitude();
    void maskedOnlyWhenEverythingCoveredIsMasked();
    void blocksCoverEveryEntryOnce();
    void matchesAPlainLoopOverEachCell_data();
    void matchesAPlainLoopOverEachCell();
    void viewPoolsToItsPixelsAndExportsInFull();
    void maskOfAHeadOnlyWhenSomethingIsMasked();
};

void TestHeatmapPooling::smallMatricesAreNotPooled()
{
    const Matrix m = attn::seededNormal(5, 7, 1, 1.0);
    const HeatmapPooling p = HeatmapPooling::pool(m, nullptr, 100, 100);
    QVERIFY(!p.isPooled());
    QCOMPARE(p.rows, 5);
    QCOMPARE(p.columns, 7);
    for (int r = 0; r < 5; ++r)
        for (int c = 0; c < 7; ++c)
            QCOMPARE(p.values[std::size_t(r * 7 + c)], m(r, c));
}

void TestHeatmapPooling::pooledCellKeepsTheLargestMagnitude()
{
    Matrix m = Matrix::Constant(4, 4, 0.1);
    m(1, 0) = -3.0; // top-left block: the negative peak wins over 0.1
    m(2, 3) = 0.9;  // bottom-right block
    const HeatmapPooling p = HeatmapPooling::pool(m, nullptr, 2, 2);
    QVERIFY(p.isPooled());
    QCOMPARE(p.values, (std::vector<double>{-3.0, 0.1, 0.1, 0.9}));
    QCOMPARE(p.pooledRow(1), 0);
    QCOMPARE(p.pooledRow(2), 1);
    QCOMPARE(p.pooledColumn(3), 1);
}

void TestHeatmapPooling::maskedOnlyWhenEverythingCoveredIsMasked()
{
    // A causal mask of 4 x 4 pooled 2 x 2: the top-right block is all masked; the
    // diagonal blocks are partly visible and show their largest visible weight.
    Matrix weights = Matrix::Zero(4, 4);
    BoolMatrix mask = BoolMatrix::Constant(4, 4, false);
    for (int i = 0; i < 4; ++i)
        for (int j = 0; j <= i; ++j) {
            mask(i, j) = true;
            weights(i, j) = 1.0 / (i + 1);
        }
    const HeatmapPooling p = HeatmapPooling::pool(
        weights,
        [&](Eigen::Index r, bool *visible) { std::copy_n(mask.row(r).data(), 4, visible); }, 2, 2);
    QCOMPARE(p.masked, (std::vector<char>{0, 1, 0, 0}));
    QCOMPARE(p.values[0], 1.0);       // (0, 0)
    QCOMPARE(p.values[3], 1.0 / 3.0); // (2, 2)
}

void TestHeatmapPooling::blocksCoverEveryEntryOnce()
{
    const HeatmapPooling p = HeatmapPooling::pool(Matrix::Ones(1000, 7), nullptr, 333, 3);
    QCOMPARE(p.rows, 333);
    QCOMPARE(p.rowStart.front(), 0);
    QCOMPARE(p.rowStart.back(), 1000);
    for (std::size_t i = 0; i + 1 < p.rowStart.size(); ++i)
        QVERIFY(p.rowStart[i] < p.rowStart[i + 1]);
    for (int r = 0; r < 1000; ++r) {
        const int i = p.pooledRow(r);
        QVERIFY(p.rowStart[std::size_t(i)] <= r && r < p.rowStart[std::size_t(i) + 1]);
    }
}

void TestHeatmapPooling::matchesAPlainLoopOverEachCell_data()
{
    QTest::addColumn<int>("sourceRows");
    QTest::addColumn<int>("sourceColumns");
    QTest::addColumn<int>("pooledRows");
    QTest::addColumn<int>("pooledColumns");
    QTest::addColumn<double>("visibleAbove"); // N(0, 1) draws above it are visible
    QTest::newRow("37 x 53 into 10 x 17") << 37 << 53 << 10 << 17 << 0.8;
    // From kRowHalvesFrom entries on, two threads pool half the rows each.
    static_assert(2101LL * 2003 >= policy::kRowHalvesFrom);
    QTest::newRow("2101 x 2003 into 333 x 217, two threads") << 2101 << 2003 << 333 << 217 << 2.0;
}

void TestHeatmapPooling::matchesAPlainLoopOverEachCell()
{
    QFETCH(int, sourceRows);
    QFETCH(int, sourceColumns);
    QFETCH(int, pooledRows);
    QFETCH(int, pooledColumns);
    QFETCH(double, visibleAbove);
    // Uneven blocks both ways, signed values and a scattered mask: every pooled cell is the
    // covered entry of largest magnitude (the positive one on a tie) and is masked exactly
    // when no entry it covers is visible.
    Matrix m = attn::seededNormal(sourceRows, sourceColumns, 11, 1.0);
    m(4, 9) = -9.5;
    m(5, 9) = 9.5; // a tie of magnitudes in one cell: the positive one shows
    const Matrix draw = attn::seededNormal(sourceRows, sourceColumns, 12, 1.0);
    const BoolMatrix mask = (draw.array() > visibleAbove).cast<bool>().matrix();
    const HeatmapPooling p = HeatmapPooling::pool(
        m,
        [&](Eigen::Index r, bool *visible) {
            std::copy_n(mask.row(r).data(), sourceColumns, visible);
        },
        pooledRows, pooledColumns);
    QCOMPARE(p.rows, pooledRows);
    QCOMPARE(p.columns, pooledColumns);
    bool someMasked = false;
    for (int i = 0; i < p.rows; ++i)
        for (int j = 0; j < p.columns; ++j) {
            double best = m(p.rowStart[std::size_t(i)], p.columnStart[std::size_t(j)]);
            bool anyVisible = false;
            for (int r = p.rowStart[std::size_t(i)]; r < p.rowStart[std::size_t(i) + 1]; ++r)
                for (int c = p.columnStart[std::size_t(j)]; c < p.columnStart[std::size_t(j) + 1];
                     ++c) {
                    const double v = m(r, c);
                    if (std::abs(v) > std::abs(best) || (std::abs(v) == std::abs(best) && v > 0))
                        best = v;
                    anyVisible = anyVisible || mask(r, c);
                }
            const std::size_t at = std::size_t(i * p.columns + j);
            QCOMPARE(p.values[at], best);
            QCOMPARE(p.masked[at] != 0, !anyVisible);
            someMasked = someMasked || !anyVisible;
        }
    QVERIFY(someMasked);
    QCOMPARE(p.values[std::size_t(p.pooledRow(4) * p.columns + p.pooledColumn(9))], 9.5);
}

void TestHeatmapPooling::viewPoolsToItsPixelsAndExportsInFull()
{
    const attn::Scenario s = selfAttention(600, 5);
    Document document;
    document.resetScenario(s);
    HeatmapView view(&document);
    view.resize(500, 500);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.plot()->replot();
    const Matrix &w = document.trace().heads.front().weights;
    // Fewer pixels than keys: some entry is drawn with a larger neighbour's value, and no
    // drawn value is below the entry it covers.
    bool pooled = false;
    for (int r = 0; r < 600; r += 7)
        for (int c = 0; c < 600; ++c) {
            QVERIFY(view.cellValue(r, c) >= w(r, c));
            pooled = pooled || view.cellValue(r, c) != w(r, c);
        }
    QVERIFY(pooled);
    view.setFullResolution(true);
    for (int r = 0; r < 600; r += 7)
        for (int c = 0; c < 600; ++c)
            QCOMPARE(view.cellValue(r, c), w(r, c));
}

void TestHeatmapPooling::maskOfAHeadOnlyWhenSomethingIsMasked()
{
    attn::Scenario s = selfAttention(9, 6);
    const attn::AttentionTrace open = attn::computeTrace(s);
    QVERIFY(!HeatmapPooling::maskOf(open, 0)); // nothing masked: pool() asks no rows
    s.mask = attn::MaskKind::Causal;
    const attn::AttentionTrace causal = attn::computeTrace(s);
    const HeatmapPooling::MaskRows mask = HeatmapPooling::maskOf(causal, 0);
    QVERIFY(mask);
    bool visible[9];
    for (Eigen::Index r = 0; r < 9; ++r) {
        mask(r, visible);
        for (Eigen::Index c = 0; c < 9; ++c)
            QCOMPARE(visible[c], c <= r);
    }
}

QTEST_MAIN(TestHeatmapPooling)
#include "tst_heatmappooling.moc"
