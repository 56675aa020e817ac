#include "attentionengine.h"
#include "headimportance.h"
#include "presetlibrary.h"

#include <QTest>

#include <cmath>

Q_DECLARE_METATYPE(attn::HeadCombination)

namespace {

attn::Scenario preset(const char *id)
{
    const attn::Preset *p = attn::findPreset(id);
    Q_ASSERT(p);
    return p->scenario;
}

double relativeDifference(const attn::Matrix &a, const attn::Matrix &b)
{
    return (a - b).norm() / std::max(1.0, a.norm());
}

} // namespace

class TestHeadImportance : public QObject
{
    Q_OBJECT
private slots:
    void combinationReproducesTheEngine_data();
    void combinationReproducesTheEngine();
    void matchesSwitchingTheHeadOff_data();
    void matchesSwitchingTheHeadOff();
    void headWithZeroOutputBlockHasNoImportance();
    void switchedOffHeadHasNoImportance();
    void onlyHeadHasImportanceOne();
    void zeroOutputGivesZeros();
    void scenarioOfOtherShapeGivesZeros();
};

void TestHeadImportance::combinationReproducesTheEngine_data()
{
    QTest::addColumn<attn::HeadCombination>("combination");
    QTest::newRow("concat W_O") << attn::HeadCombination::ConcatProject;
    QTest::newRow("weighted sum") << attn::HeadCombination::WeightedSum;
    QTest::newRow("mean") << attn::HeadCombination::Mean;
}

void TestHeadImportance::combinationReproducesTheEngine()
{
    QFETCH(attn::HeadCombination, combination);
    attn::Scenario s = preset("multihead-shapes");
    s.combination = combination;
    s.heads[1].combineWeight = 0.25;
    s.heads[2].enabled = false;
    const attn::AttentionTrace t = attn::computeTrace(s);
    const attn::Matrix y = attn::combineHeadOutputs(s, t);
    QCOMPARE(y.rows(), t.output.rows());
    QCOMPARE(y.cols(), t.output.cols());
    QVERIFY2(relativeDifference(t.output, y) < 1e-12, "combination differs from the engine");
}

void TestHeadImportance::matchesSwitchingTheHeadOff_data()
{
    combinationReproducesTheEngine_data();
}

void TestHeadImportance::matchesSwitchingTheHeadOff()
{
    // I_i = ||Y - Y_{-i}|| / ||Y||, with Y_{-i} from a full engine run with head i off.
    QFETCH(attn::HeadCombination, combination);
    attn::Scenario s = preset("self-attention-causal");
    s.combination = combination;
    const attn::AttentionTrace t = attn::computeTrace(s);
    const std::vector<double> importance = attn::headImportance(s, t);
    QCOMPARE(importance.size(), s.heads.size());
    for (std::size_t i = 0; i < s.heads.size(); ++i) {
        attn::Scenario ablated = s;
        ablated.heads[i].enabled = false;
        const attn::AttentionTrace u = attn::computeTrace(ablated);
        const double expected = (t.output - u.output).norm() / t.output.norm();
        QVERIFY(expected > 0.0);
        QVERIFY2(
            std::abs(importance[i] - expected) < 1e-12 * std::max(1.0, expected),
            qPrintable(
                QStringLiteral("head %1: %2 vs %3").arg(i + 1).arg(importance[i]).arg(expected)));
    }
}

void TestHeadImportance::headWithZeroOutputBlockHasNoImportance()
{
    attn::Scenario s = preset("multihead-shapes");
    s.projectionInit = attn::ProjectionInit::Explicit;
    const Eigen::Index dv = s.heads[1].wv.cols();
    s.outputProjection.middleRows(dv, dv).setZero(); // W_O rows that read head 2
    const attn::AttentionTrace t = attn::computeTrace(s);
    QVERIFY(t.heads[1].output.norm() > 0.0); // the head itself still attends
    const std::vector<double> importance = attn::headImportance(s, t);
    QCOMPARE(importance[1], 0.0);
    QVERIFY(importance[0] > 0.0);
    QVERIFY(importance[2] > 0.0);
    QVERIFY(importance[3] > 0.0);
}

void TestHeadImportance::switchedOffHeadHasNoImportance()
{
    attn::Scenario s = preset("multihead-shapes");
    s.heads[3].enabled = false;
    const attn::AttentionTrace t = attn::computeTrace(s);
    const std::vector<double> importance = attn::headImportance(s, t);
    QCOMPARE(importance[3], 0.0);
    QVERIFY(importance[0] > 0.0);
}

void TestHeadImportance::onlyHeadHasImportanceOne()
{
    // Without its only head the output is zero: ||Y - 0|| / ||Y|| = 1.
    const attn::Scenario s = preset("circle");
    const attn::AttentionTrace t = attn::computeTrace(s);
    const std::vector<double> importance = attn::headImportance(s, t);
    QCOMPARE(importance.size(), std::size_t(1));
    QVERIFY(std::abs(importance[0] - 1.0) < 1e-15);
}

void TestHeadImportance::zeroOutputGivesZeros()
{
    attn::Scenario s = preset("multihead-shapes");
    s.projectionInit = attn::ProjectionInit::Explicit;
    s.outputProjection.setZero();
    const attn::AttentionTrace t = attn::computeTrace(s);
    for (double value : attn::headImportance(s, t))
        QCOMPARE(value, 0.0);
}

void TestHeadImportance::scenarioOfOtherShapeGivesZeros()
{
    // A trace of 4 heads read beside a scenario whose W_O has other rows: no read past W_O.
    const attn::Scenario s = preset("multihead-shapes");
    const attn::AttentionTrace t = attn::computeTrace(s);
    attn::Scenario other = s;
    other.outputProjection = attn::Matrix::Ones(s.outputProjection.rows() + 3, 2);
    QCOMPARE(attn::combineHeadOutputs(other, t).size(), Eigen::Index(0));
    const std::vector<double> importance = attn::headImportance(other, t);
    QCOMPARE(importance.size(), t.heads.size());
    for (double value : importance)
        QCOMPARE(value, 0.0);
}

QTEST_APPLESS_MAIN(TestHeadImportance)
#include "tst_headimportance.moc"
