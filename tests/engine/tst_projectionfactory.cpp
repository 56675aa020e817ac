// Identity, random and explicit projections: shapes, reproducibility, statistics.
#include "attentionengine.h"
#include "projectionfactory.h"
#include "scenariobuilders.h"
#include "validation.h"

#include <QTest>

#include <cmath>

using namespace attn;
using namespace builders;

class TestProjectionFactory : public QObject
{
    Q_OBJECT

private slots:
    void identitySliceSelectsComponents();
    void seededNormalIsDeterministic();
    void seededNormalStatistics_data();
    void seededNormalStatistics();
    void identityOneHeadIsPlainAttention();
    void identityHeadsSliceAndConcatenateBack();
    void randomProjectionsAreReproducible();
    void randomProjectionsHaveFanInVariance();
    void explicitKeepsMatricesAndResizes();
    void flagsSurviveRefresh();
    void additiveWeights();
    void absurdCountsDoNotCrash();
};

void TestProjectionFactory::identitySliceSelectsComponents()
{
    const Matrix w = identitySlice(6, 2, 1);
    QCOMPARE(w.rows(), Eigen::Index(6));
    QCOMPARE(w.cols(), Eigen::Index(2));
    for (Eigen::Index r = 0; r < 6; ++r)
        for (Eigen::Index c = 0; c < 2; ++c)
            QCOMPARE(w(r, c), r == 2 + c ? 1.0 : 0.0);
    // X W picks columns 2..3 of X.
    const Matrix x = seededNormal(3, 6, 4, 1.0);
    QCOMPARE(Matrix(x * w), Matrix(x.middleCols(2, 2)));
    QCOMPARE(identitySlice(4, 4, 0), Matrix(Matrix::Identity(4, 4)));
}

void TestProjectionFactory::seededNormalIsDeterministic()
{
    const Matrix a = seededNormal(7, 9, 1, 1.0);
    QCOMPARE(seededNormal(7, 9, 1, 1.0), a);
    QVERIFY(seededNormal(7, 9, 2, 1.0) != a);
    // The stddev only scales: the same stream underneath.
    QVERIFY((seededNormal(7, 9, 1, 0.25) - 0.25 * a).cwiseAbs().maxCoeff() <= 1e-16);
    // Odd sizes use the first of each Box-Muller pair: a prefix of the same stream.
    const Matrix odd = seededNormal(1, 63, 1, 1.0);
    QCOMPARE(Matrix(odd.leftCols(62)), Matrix(seededNormal(1, 62, 1, 1.0)));
    QVERIFY(a.allFinite());
}

void TestProjectionFactory::seededNormalStatistics_data()
{
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<double>("stddev");
    QTest::newRow("seed 1, sigma 1") << quint64(1) << 1.0;
    QTest::newRow("seed 2, sigma 0.125") << quint64(2) << 0.125;
    QTest::newRow("seed 2^63, sigma 3") << (quint64(1) << 63) << 3.0;
}

void TestProjectionFactory::seededNormalStatistics()
{
    QFETCH(quint64, seed);
    QFETCH(double, stddev);
    const Matrix x = seededNormal(256, 256, seed, stddev) / stddev;
    const double n = double(x.size());
    const double mean = x.mean();
    const double variance = (x.array() - mean).square().sum() / (n - 1);
    const double kurtosis = (x.array() - mean).pow(4).mean() / (variance * variance);
    const double within1 = double((x.array().abs() < 1.0).count()) / n;
    // Bounds at about five standard errors for n = 65536 samples of N(0, 1).
    QVERIFY2(std::abs(mean) < 5.0 / 256, qPrintable(QString::number(mean)));
    QVERIFY2(std::abs(variance - 1.0) < 5.0 * std::sqrt(2.0 / n),
             qPrintable(QString::number(variance)));
    QVERIFY2(std::abs(kurtosis - 3.0) < 0.1, qPrintable(QString::number(kurtosis)));
    QVERIFY2(std::abs(within1 - 0.682689) < 0.01, qPrintable(QString::number(within1)));
    // Neighbouring entries are uncorrelated (Box-Muller pairs are independent).
    double lag = 0;
    for (Eigen::Index i = 0; i + 1 < x.size(); ++i)
        lag += x.data()[i] * x.data()[i + 1];
    QVERIFY(std::abs(lag / n) < 5.0 / 256);
}

void TestProjectionFactory::identityOneHeadIsPlainAttention()
{
    const Scenario s = direct(rows({{1, 2, 3}}), rows({{0, 1, 0}, {1, 0, 1}}), rows({{5}, {7}}));
    QCOMPARE(s.heads.size(), std::size_t(1));
    QCOMPARE(s.heads[0].wq, Matrix(Matrix::Identity(3, 3)));
    QCOMPARE(s.heads[0].wk, Matrix(Matrix::Identity(3, 3)));
    QCOMPARE(s.heads[0].wv, Matrix(Matrix::Identity(1, 1)));
    QCOMPARE(s.outputProjection, Matrix(Matrix::Identity(1, 1)));
    const AttentionTrace t = computeTrace(s);
    const double e2 = std::exp(2.0), e4 = std::exp(4.0);
    QVERIFY(std::abs(t.output(0, 0) - (5 * e2 + 7 * e4) / (e2 + e4)) <= 1e-14);
}

void TestProjectionFactory::identityHeadsSliceAndConcatenateBack()
{
    Scenario s = randomMultiHead(InputMode::SelfAttention, 5, 5, 12, 3, 1);
    s.projectionInit = ProjectionInit::Identity;
    refreshProjections(s);
    QVERIFY(validate(s).empty());
    for (int i = 0; i < 3; ++i) {
        QCOMPARE(s.heads[std::size_t(i)].wq, identitySlice(12, 4, i));
        QCOMPARE(s.heads[std::size_t(i)].wv, identitySlice(12, 4, i));
    }
    QCOMPARE(s.outputProjection, Matrix(Matrix::Identity(12, 12)));
    // Uniform weights make every head's output the column means of its slice: the
    // concatenation is the mean token, so identity heads really put X back together.
    s.temperature = std::numeric_limits<double>::infinity();
    const AttentionTrace t = computeTrace(s);
    for (Eigen::Index i = 0; i < 5; ++i)
        QVERIFY((t.output.row(i) - s.tokens.colwise().mean()).cwiseAbs().maxCoeff() <= 1e-15);
}

void TestProjectionFactory::randomProjectionsAreReproducible()
{
    const Scenario a = randomMultiHead(InputMode::SelfAttention, 4, 4, 16, 4, 77);
    const Scenario b = randomMultiHead(InputMode::SelfAttention, 4, 4, 16, 4, 77);
    QVERIFY(a == b);
    QCOMPARE(computeTrace(a).output, computeTrace(b).output);
    const Scenario c = randomMultiHead(InputMode::SelfAttention, 4, 4, 16, 4, 78);
    QVERIFY(a.heads[0].wq != c.heads[0].wq);
    // Every matrix has its own stream: no two of them are equal.
    std::vector<Matrix> all{a.outputProjection};
    for (const HeadProjection &h : a.heads)
        all.insert(all.end(), {h.wq, h.wk, h.wv, h.additiveQ, h.additiveK});
    for (std::size_t i = 0; i < all.size(); ++i)
        for (std::size_t j = i + 1; j < all.size(); ++j)
            QVERIFY(all[i].rows() != all[j].rows() || all[i].cols() != all[j].cols() ||
                    all[i] != all[j]);
    // Refreshing again with the same seed changes nothing.
    Scenario again = a;
    refreshProjections(again);
    QVERIFY(again == a);
}

void TestProjectionFactory::randomProjectionsHaveFanInVariance()
{
    Scenario s = randomMultiHead(InputMode::SelfAttention, 2, 2, 64, 1, 5);
    s.keyDim = 512;
    s.valueDim = 256;
    refreshProjections(s);
    const HeadProjection &h = s.heads[0];
    QCOMPARE(h.wq.rows(), Eigen::Index(64));
    QCOMPARE(h.wq.cols(), Eigen::Index(512));
    QCOMPARE(h.wv.cols(), Eigen::Index(256));
    QCOMPARE(s.outputProjection.rows(), Eigen::Index(256));
    QCOMPARE(s.outputProjection.cols(), Eigen::Index(256));
    const double n = double(h.wq.size());
    const double variance = h.wq.array().square().sum() / n;
    QVERIFY2(std::abs(variance * 64 - 1.0) < 5 * std::sqrt(2.0 / n),
             qPrintable(QString::number(variance * 64)));
    const double outVariance = s.outputProjection.array().square().sum() / 65536.0;
    QVERIFY(std::abs(outVariance * 256 - 1.0) < 5 * std::sqrt(2.0 / 65536.0));

    s.outputDim = 10;
    refreshProjections(s);
    QCOMPARE(s.outputProjection.cols(), Eigen::Index(10));
}

void TestProjectionFactory::explicitKeepsMatricesAndResizes()
{
    Scenario s = randomMultiHead(InputMode::SelfAttention, 3, 3, 8, 2, 9);
    s.projectionInit = ProjectionInit::Explicit;
    s.heads[0].wq(0, 0) = 42.0;
    const Matrix wo = s.outputProjection;
    const HeadProjection second = s.heads[1];
    refreshProjections(s);
    QCOMPARE(s.heads[0].wq(0, 0), 42.0);
    QCOMPARE(s.outputProjection, wo);

    s.headCount = 4;
    refreshProjections(s);
    QCOMPARE(s.heads.size(), std::size_t(4));
    QCOMPARE(s.heads[0].wq(0, 0), 42.0);
    QVERIFY(s.heads[1] == second);
    QCOMPARE(s.heads[3].wq, identitySlice(8, 2, 3)); // new heads get identity slices

    s.headCount = 1;
    refreshProjections(s);
    QCOMPARE(s.heads.size(), std::size_t(1));
    QCOMPARE(s.heads[0].wq(0, 0), 42.0);
}

void TestProjectionFactory::flagsSurviveRefresh()
{
    Scenario s = randomMultiHead(InputMode::SelfAttention, 3, 3, 8, 2, 9);
    s.heads[1].enabled = false;
    s.heads[0].combineWeight = -2.5;
    s.seed = 10;
    refreshProjections(s);
    QVERIFY(!s.heads[1].enabled);
    QCOMPARE(s.heads[0].combineWeight, -2.5);
    s.projectionInit = ProjectionInit::Identity;
    refreshProjections(s);
    QVERIFY(!s.heads[1].enabled);
    QCOMPARE(s.heads[0].combineWeight, -2.5);
}

void TestProjectionFactory::additiveWeights()
{
    Scenario s = direct(rows({{1, 2}}), rows({{1, 2, 3}, {0, 0, 1}}));
    s.score = ScoreKind::Additive;
    s.additiveHidden = 3;
    refreshProjections(s);
    QVERIFY(validate(s).empty());
    const HeadProjection &h = s.heads[0];
    QCOMPARE(h.additiveQ, identitySlice(2, 3, 0));
    QCOMPARE(h.additiveK, identitySlice(3, 3, 0));
    QCOMPARE(h.additiveV, Vector(Vector::Ones(3)));
    // Identity additive score: sum_c tanh(q_c + k_c), q padded with zeros.
    const AttentionTrace t = computeTrace(s);
    const double expected = std::tanh(2.0) + std::tanh(4.0) + std::tanh(3.0);
    QVERIFY(std::abs(t.heads[0].scores(0, 0) - expected) <= 1e-15);

    s.projectionInit = ProjectionInit::Random;
    refreshProjections(s);
    QVERIFY(validate(s).empty());
    QCOMPARE(s.heads[0].additiveQ.rows(), s.heads[0].wq.cols());
    QCOMPARE(s.heads[0].additiveV.size(), Eigen::Index(3));
    QVERIFY(s.heads[0].additiveV != Vector(Vector::Ones(3)));
}

void TestProjectionFactory::absurdCountsDoNotCrash()
{
    Scenario s = sleepyChild();
    s.headCount = -3;
    refreshProjections(s);
    QVERIFY(s.heads.empty());
    QVERIFY(!validate(s).empty());
    s.headCount = 1000000;
    s.projectionInit = ProjectionInit::Random;
    refreshProjections(s);
    QCOMPARE(s.heads.size(), std::size_t(kMaxHeads));
    QVERIFY(!validate(s).empty());
    s.headCount = 7; // wider than d_model = 3: d_k would be 0
    refreshProjections(s);
    const ValidationIssues issues = validate(s);
    QVERIFY(std::any_of(issues.begin(), issues.end(),
                        [](const ValidationIssue &i) { return i.field == "headCount"; }));
}

QTEST_APPLESS_MAIN(TestProjectionFactory)
#include "tst_projectionfactory.moc"
