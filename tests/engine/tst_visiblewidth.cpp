// Each softmax row of the engine runs only over the keys up to its last visible one (rounded
// up to whole blocks of the kernels' lanes): the rows are bit for bit those of the softmax
// over the whole row, and scores hidden by the mask still count for overflow.
#include "attentionengine.h"
#include "scenariobuilders.h"
#include "scorestages.h"
#include "softmax.h"
#include "validation.h"

#include <QTest>

using namespace attn;
using namespace builders;

Q_DECLARE_METATYPE(attn::Scenario)

class TestVisibleWidth : public QObject
{
    Q_OBJECT

private slots:
    void maskedRowEndsMatchTheWholeRowBitForBit_data();
    void maskedRowEndsMatchTheWholeRowBitForBit();
    void overflowInAMaskedScoreIsReported();
    void scoresBeyondTheBoundAreRead_data();
    void scoresBeyondTheBoundAreRead();
};

void TestVisibleWidth::maskedRowEndsMatchTheWholeRowBitForBit_data()
{
    QTest::addColumn<Scenario>("scenario");
    // 37 keys: rows end in partial and whole blocks of 8 masked keys.
    Scenario causal = randomMultiHead(InputMode::SelfAttention, 37, 37, 8, 2, 21);
    causal.mask = MaskKind::Causal;
    causal.temperature = 0.7;
    QTest::newRow("causal, T = 0.7") << causal;
    Scenario padded = causal;
    padded.mask = MaskKind::ValidLength;
    padded.validLength = 13;
    padded.temperature = 1.0;
    QTest::newRow("valid length 13") << padded;
    Scenario custom = causal;
    custom.mask = MaskKind::Custom;
    custom.customMask = BoolMatrix::Constant(37, 37, false);
    for (int i = 0; i < 37; ++i)
        for (int j = 0; j <= (5 * i) % 37; j += 1 + i % 3)
            custom.customMask(i, j) = true;
    QTest::newRow("custom, ragged ends") << custom;
}

// The engine runs each row's softmax only over the keys up to its last visible one (rounded
// up to whole blocks of the kernels' lanes): the weights, entropy and argmax are exactly,
// bit for bit, those of the softmax over the whole row with its mask.
void TestVisibleWidth::maskedRowEndsMatchTheWholeRowBitForBit()
{
    QFETCH(Scenario, scenario);
    QVERIFY(validate(scenario).empty());
    const AttentionTrace t = computeTrace(scenario);
    const Eigen::Index n = t.heads.front().weights.cols();
    for (std::size_t h = 0; h < t.heads.size(); ++h) {
        const HeadTrace &head = t.heads[h];
        for (Eigen::Index i = 0; i < head.weights.rows(); ++i) {
            BoolRowVector visible(n);
            t.mask.fillRow(i, n, visible.data());
            RowVector scaled(n), weights(n);
            const SoftmaxRowInfo info = softmaxRow(rawScoreRow(head, i), head.scale,
                                                   scenario.temperature, visible, scaled, weights);
            QVERIFY2(weights == head.weights.row(i),
                     qPrintable(QStringLiteral("head %1 row %2").arg(h).arg(i)));
            QCOMPARE(head.entropy[i], info.entropy);
            QCOMPARE(head.argmax[std::size_t(i)], info.argmax);
        }
    }
}

// A score that overflows counts even where the mask hides it, as it always did: the run is
// refused with the overflow named, whether or not the trace keeps its raw scores.
void TestVisibleWidth::overflowInAMaskedScoreIsReported()
{
    Matrix queries = Matrix::Ones(20, 2);
    Matrix keys = Matrix::Ones(20, 2);
    queries(0, 0) = 1e200;
    keys(19, 0) = 1e200; // q_0 . k_19 = 1e400; row 0 sees key 0 only under the causal mask
    Scenario s = direct(queries, keys);
    s.mask = MaskKind::Causal;
    for (const double limit : {1e12, 0.0}) {
        AttentionEngine engine;
        engine.setKeptScoresLimit(limit);
        const ValidationIssues issues = engine.run(s);
        QVERIFY(!issues.empty());
        QVERIFY2(issues.front().message.find("overflow") != std::string::npos,
                 issues.front().message.c_str());
    }
}

void TestVisibleWidth::scoresBeyondTheBoundAreRead_data()
{
    QTest::addColumn<Scenario>("scenario");
    QTest::addColumn<bool>("overflows");
    // Entries whose products d_k max|Q| max|K| leave double although no score does (the
    // large entries never meet): the engine may not take the bound for an overflow.
    Matrix queries = Matrix::Ones(20, 2);
    Matrix keys = Matrix::Ones(20, 2);
    queries(3, 0) = 1e200;
    keys(11, 1) = 1e200;
    Scenario apart = direct(queries, keys);
    apart.mask = MaskKind::Causal;
    QTest::newRow("large entries apart") << apart << false;
    // A scale of 0 does not hide a raw score that overflows (0 * inf is not a number).
    Matrix meeting = keys;
    meeting(11, 0) = 1e200;
    Scenario zeroScale = direct(queries, meeting);
    zeroScale.scaling = ScalingKind::Custom;
    zeroScale.customScale = 0.0;
    QTest::newRow("scale 0, raw overflow") << zeroScale << true;
    // Within the bound but a scale that takes the scores out of range.
    Scenario scaled = direct(Matrix::Constant(20, 2, 1e150), Matrix::Constant(20, 2, 1e150));
    scaled.scaling = ScalingKind::Custom;
    scaled.customScale = 1e10;
    QTest::newRow("scale overflows") << scaled << true;
    scaled.customScale = 1.0; // 2e300: large, finite
    QTest::newRow("large, in range") << scaled << false;
}

// Whether the scores are finite is known from a bound on Q and K where it holds; where it does
// not, the scores are read: a run is refused for an overflow exactly when a score overflows,
// with and without kept raw scores, in a run and in a softmax-only run after it.
void TestVisibleWidth::scoresBeyondTheBoundAreRead()
{
    QFETCH(Scenario, scenario);
    QFETCH(bool, overflows);
    for (const double limit : {1e12, 0.0}) {
        AttentionEngine engine;
        engine.setKeptScoresLimit(limit);
        const ValidationIssues issues = engine.run(scenario);
        QCOMPARE(!issues.empty(), overflows);
        if (overflows) {
            QVERIFY2(issues.front().message.find("overflow") != std::string::npos,
                     issues.front().message.c_str());
            continue;
        }
        const HeadTrace &h = engine.trace().heads.front();
        QVERIFY(h.finiteScaled && h.finiteScores && h.weights.allFinite());
        Scenario hotter = scenario;
        hotter.temperature = 3.0;
        QVERIFY(engine.run(hotter).empty());
        QVERIFY(engine.trace().heads.front().weights.allFinite());
    }
}

QTEST_APPLESS_MAIN(TestVisibleWidth)
#include "tst_visiblewidth.moc"
