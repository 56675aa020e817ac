// Properties of the tempered, masked softmax of one row (attention-spec.md sections 3, 4).
#include "softmax.h"
#include "softmaxkernel.h"

#include <QTest>

#include <cmath>
#include <limits>
#include <random>
#include <vector>

using namespace attn;

Q_DECLARE_METATYPE(attn::RowVector)
Q_DECLARE_METATYPE(attn::BoolRowVector)

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

RowVector row(std::initializer_list<double> values)
{
    RowVector r(Eigen::Index(values.size()));
    Eigen::Index i = 0;
    for (double v : values)
        r[i++] = v;
    return r;
}

BoolRowVector visibility(std::initializer_list<bool> values)
{
    BoolRowVector r(Eigen::Index(values.size()));
    Eigen::Index i = 0;
    for (bool v : values)
        r[i++] = v;
    return r;
}

RowVector randomRow(std::mt19937_64 &generator, Eigen::Index n, double spread)
{
    std::uniform_real_distribution<double> uniform(-spread, spread);
    RowVector r(n);
    for (Eigen::Index j = 0; j < n; ++j)
        r[j] = uniform(generator);
    return r;
}

bool allFinite(const RowVector &r)
{
    return r.allFinite();
}

} // namespace

class TestSoftmax : public QObject
{
    Q_OBJECT

private slots:
    void rowsSumToOne_data();
    void rowsSumToOne();
    void shiftInvariance_data();
    void shiftInvariance();
    void hardmaxLimit_data();
    void hardmaxLimit();
    void uniformLimit();
    void extremeScoresStayFinite_data();
    void extremeScoresStayFinite();
    void maskedKeysGetExactlyZero();
    void fullyMaskedRow_data();
    void fullyMaskedRow();
    void oneLoopMatchesDefinition();
    void entropyAndArgmax();
    void finiteCheckFindsEveryNonFiniteEntry();
    void largestMagnitudeMatchesALoop();
};

void TestSoftmax::rowsSumToOne_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<double>("spread");
    QTest::addColumn<double>("temperature");
    QTest::newRow("n=1") << 1 << 1.0 << 1.0;
    QTest::newRow("n=10 small scores") << 10 << 1.0 << 1.0;
    QTest::newRow("n=100 large scores") << 100 << 50.0 << 1.0;
    QTest::newRow("n=1000 T=0.01") << 1000 << 5.0 << 0.01;
    QTest::newRow("n=50 T=100") << 50 << 5.0 << 100.0;
    QTest::newRow("n=7 T=0") << 7 << 5.0 << 0.0;
    QTest::newRow("n=7 T=inf") << 7 << 5.0 << kInf;
}

void TestSoftmax::rowsSumToOne()
{
    QFETCH(int, n);
    QFETCH(double, spread);
    QFETCH(double, temperature);
    std::mt19937_64 generator(42 + std::uint64_t(n));
    for (int trial = 0; trial < 20; ++trial) {
        const RowVector scores = randomRow(generator, n, spread);
        const RowVector w = temperedSoftmax(scores, temperature);
        QVERIFY(allFinite(w));
        QVERIFY((w.array() >= 0.0).all());
        QVERIFY2(std::abs(w.sum() - 1.0) <= 1e-12, qPrintable(QString::number(w.sum(), 'g', 17)));
    }
}

void TestSoftmax::shiftInvariance_data()
{
    QTest::addColumn<double>("shift");
    QTest::addColumn<double>("temperature");
    QTest::newRow("+1000") << 1000.0 << 1.0;
    QTest::newRow("-1000") << -1000.0 << 1.0;
    QTest::newRow("+1e6 T=0.5") << 1e6 << 0.5;
    QTest::newRow("-3.5 T=4") << -3.5 << 4.0;
}

void TestSoftmax::shiftInvariance()
{
    QFETCH(double, shift);
    QFETCH(double, temperature);
    std::mt19937_64 generator(7);
    const BoolRowVector visible = visibility({true, false, true, true, true, false, true, true});
    for (int trial = 0; trial < 20; ++trial) {
        const RowVector scores = randomRow(generator, 8, 10.0);
        const RowVector shifted = (scores.array() + shift).matrix();
        const RowVector a = temperedSoftmax(scores, temperature, visible);
        const RowVector b = temperedSoftmax(shifted, temperature, visible);
        // The shift itself is rounded: |x + c| carries an error of eps |c| per entry.
        const double tolerance =
            8 * std::numeric_limits<double>::epsilon() * (1.0 + std::abs(shift) / temperature);
        QVERIFY2((a - b).cwiseAbs().maxCoeff() <= tolerance,
                 qPrintable(QString::number((a - b).cwiseAbs().maxCoeff())));
    }
}

void TestSoftmax::hardmaxLimit_data()
{
    QTest::addColumn<RowVector>("scores");
    QTest::addColumn<RowVector>("expected");
    QTest::newRow("unique maximum") << row({0, 1, -4, 7, 0, 5}) << row({0, 0, 0, 1, 0, 0});
    QTest::newRow("two-way tie") << row({3, 1, 3, -2}) << row({0.5, 0, 0.5, 0});
    QTest::newRow("three-way tie") << row({2, 2, 2, 1.9}) << row({1. / 3, 1. / 3, 1. / 3, 0});
    QTest::newRow("negative scores") << row({-5, -1, -3}) << row({0, 1, 0});
}

void TestSoftmax::hardmaxLimit()
{
    QFETCH(RowVector, scores);
    QFETCH(RowVector, expected);
    const RowVector hard = temperedSoftmax(scores, 0.0);
    QVERIFY((hard - expected).cwiseAbs().maxCoeff() <= 1e-15);
    // The limit T -> 0 approaches the hardmax: closer for smaller T.
    const double err3 = (temperedSoftmax(scores, 1e-3) - hard).cwiseAbs().maxCoeff();
    const double err6 = (temperedSoftmax(scores, 1e-6) - hard).cwiseAbs().maxCoeff();
    QVERIFY2(err3 < 1e-12, qPrintable(QString::number(err3)));
    QVERIFY(err6 <= err3);
    const double err1 = (temperedSoftmax(scores, 1.0) - hard).cwiseAbs().maxCoeff();
    QVERIFY(err1 > err3); // T = 1 is genuinely soft, so the check above measures something
    // A tie that differs only by rounding of the dot product still shares the mass.
    RowVector nearlyTied = scores;
    const Eigen::Index top = [&] {
        Eigen::Index i;
        scores.maxCoeff(&i);
        return i;
    }();
    nearlyTied[top == 0 ? 1 : 0] = std::nextafter(scores[top], -kInf);
    const RowVector shared = temperedSoftmax(nearlyTied, 0.0);
    QCOMPARE(shared[top], shared[top == 0 ? 1 : 0]);
}

void TestSoftmax::uniformLimit()
{
    std::mt19937_64 generator(3);
    const BoolRowVector visible = visibility({true, true, false, true, true});
    for (int trial = 0; trial < 10; ++trial) {
        const RowVector scores = randomRow(generator, 5, 10.0);
        const RowVector uniform = temperedSoftmax(scores, kInf, visible);
        const RowVector expected = row({0.25, 0.25, 0, 0.25, 0.25});
        QVERIFY((uniform - expected).cwiseAbs().maxCoeff() <= 1e-15);
        const double errBig =
            (temperedSoftmax(scores, 1e3, visible) - expected).cwiseAbs().maxCoeff();
        const double errHuge =
            (temperedSoftmax(scores, 1e9, visible) - expected).cwiseAbs().maxCoeff();
        QVERIFY(errBig < 1e-2);
        QVERIFY(errHuge < 1e-8);
        QVERIFY(errHuge < errBig);
    }
}

void TestSoftmax::extremeScoresStayFinite_data()
{
    QTest::addColumn<RowVector>("scores");
    QTest::addColumn<double>("temperature");
    QTest::addColumn<int>("winner");
    QTest::newRow("1e300 vs -1e300") << row({1e300, -1e300}) << 1.0 << 0;
    QTest::newRow("1e300 vs -1e300, tiny T") << row({-1e300, 1e300, 0}) << 1e-300 << 1;
    QTest::newRow("1e308 vs -1e308 (difference overflows)") << row({-1e308, 1e308}) << 1.0 << 1;
    QTest::newRow("all 1e300 but one") << row({1e300, 1e300, 9e299}) << 1.0 << 0;
    QTest::newRow("huge T") << row({1e300, -1e300}) << 1e300 << 0;
}

void TestSoftmax::extremeScoresStayFinite()
{
    QFETCH(RowVector, scores);
    QFETCH(double, temperature);
    QFETCH(int, winner);
    SoftmaxRowInfo info;
    const RowVector w =
        temperedSoftmax(scores, temperature, BoolRowVector::Constant(scores.size(), true), &info);
    QVERIFY(allFinite(w));
    QVERIFY(std::abs(w.sum() - 1.0) <= 1e-12);
    QCOMPARE(info.argmax, winner);
    QVERIFY(!info.fullyMasked);
}

void TestSoftmax::maskedKeysGetExactlyZero()
{
    // Enormous masked scores must neither leak weight nor disturb the visible ones.
    const RowVector scores = row({1e300, 2.0, -kInf, 1.0, 50.0});
    const BoolRowVector visible = visibility({false, true, false, true, false});
    for (double t : {0.0, 0.5, 1.0, 10.0, kInf}) {
        const RowVector w = temperedSoftmax(scores, t, visible);
        QCOMPARE(w[0], 0.0);
        QCOMPARE(w[2], 0.0);
        QCOMPARE(w[4], 0.0);
        QVERIFY(!std::signbit(w[0]));
        QVERIFY(std::abs(w[1] + w[3] - 1.0) <= 1e-15);
    }
    const RowVector w = temperedSoftmax(scores, 1.0, visible);
    QVERIFY(std::abs(w[1] - 1.0 / (1.0 + std::exp(-1.0))) <= 1e-15);
}

void TestSoftmax::fullyMaskedRow_data()
{
    QTest::addColumn<double>("temperature");
    QTest::newRow("T=1") << 1.0;
    QTest::newRow("T=0") << 0.0;
    QTest::newRow("T=inf") << kInf;
}

void TestSoftmax::fullyMaskedRow()
{
    QFETCH(double, temperature);
    const RowVector scores = row({1.0, 2.0, 3.0});
    SoftmaxRowInfo info;
    const RowVector w =
        temperedSoftmax(scores, temperature, BoolRowVector::Constant(3, false), &info);
    QVERIFY(info.fullyMasked);
    QCOMPARE(info.argmax, -1);
    QCOMPARE(info.entropy, 0.0);
    QVERIFY(allFinite(w));
    QCOMPARE(w, RowVector(RowVector::Zero(3)));

    // One visible key is enough to lift the flag.
    const RowVector single =
        temperedSoftmax(scores, temperature, visibility({false, true, false}), &info);
    QVERIFY(!info.fullyMasked);
    QCOMPARE(single, row({0, 1, 0}));
}

void TestSoftmax::oneLoopMatchesDefinition()
{
    // softmaxRow writes the scaled scores beside the weights: check them against the
    // textbook formula exp(s x_j / T) / sum exp(s x_l / T), safe here as the scores are small.
    std::mt19937_64 generator(11);
    const RowVector scores = randomRow(generator, 9, 3.0);
    const BoolRowVector visible =
        visibility({true, true, true, false, true, true, true, true, false});
    const double s = 0.37, t = 1.7;
    RowVector scaled(9), weights(9);
    softmaxRow(scores, s, t, visible, scaled, weights);
    double sum = 0;
    for (Eigen::Index j = 0; j < 9; ++j)
        sum += visible[j] ? std::exp(s * scores[j] / t) : 0.0;
    for (Eigen::Index j = 0; j < 9; ++j) {
        QCOMPARE(scaled[j], s * scores[j]);
        const double expected = visible[j] ? std::exp(s * scores[j] / t) / sum : 0.0;
        QVERIFY(std::abs(weights[j] - expected) <= 1e-15);
    }
    // T = 0 and T = inf scale the scores all the same.
    for (const double extreme : {0.0, kInf}) {
        scaled.setZero();
        softmaxRow(scores, s, extreme, visible, scaled, weights);
        QCOMPARE(scaled, RowVector(s * scores));
    }
}

void TestSoftmax::entropyAndArgmax()
{
    SoftmaxRowInfo info;
    temperedSoftmax(row({1, 1, 1, 1}), 1.0, BoolRowVector::Constant(4, true), &info);
    QVERIFY(std::abs(info.entropy - std::log(4.0)) <= 1e-15);
    QCOMPARE(info.argmax, 0);
    temperedSoftmax(row({0, 9, 1}), 0.0, BoolRowVector::Constant(3, true), &info);
    QCOMPARE(info.entropy, 0.0); // 0 ln 0 = 0 and 1 ln 1 = 0
    QCOMPARE(info.argmax, 1);
    const RowVector w =
        temperedSoftmax(row({0.3, -1, 2}), 1.0, BoolRowVector::Constant(3, true), &info);
    const double expected = -(w.array() * w.array().log()).sum();
    QVERIFY(std::abs(info.entropy - expected) <= 1e-15);
    QCOMPARE(info.argmax, 2);
}

void TestSoftmax::finiteCheckFindsEveryNonFiniteEntry()
{
    // Lengths around the 8-lane blocks, the extremes of double, and one bad entry at each
    // position (in the vector part and in the tail).
    const double inf = std::numeric_limits<double>::infinity();
    const double bad[] = {inf, -inf, std::numeric_limits<double>::quiet_NaN()};
    for (int n = 0; n <= 35; ++n) {
        std::vector<double> x(static_cast<std::size_t>(n));
        for (int j = 0; j < n; ++j)
            x[std::size_t(j)] = j % 3 == 0 ? 1.7e308 : j % 3 == 1 ? -4.9e-324 : -1.7e308;
        QVERIFY(attn::kernel::allFinite(x.data(), n));
        for (int j = 0; j < n; ++j) {
            for (double b : bad) {
                const double kept = x[std::size_t(j)];
                x[std::size_t(j)] = b;
                QVERIFY2(!attn::kernel::allFinite(x.data(), n),
                         qPrintable(QStringLiteral("n = %1, entry %2 = %3").arg(n).arg(j).arg(b)));
                x[std::size_t(j)] = kept;
            }
        }
    }
}

// max_j |x_j| against a plain loop at lengths around the 8-lane blocks, with the largest
// entry at each position; NaN as soon as one entry is not finite.
void TestSoftmax::largestMagnitudeMatchesALoop()
{
    const double inf = std::numeric_limits<double>::infinity();
    const double bad[] = {inf, -inf, std::numeric_limits<double>::quiet_NaN()};
    QCOMPARE(attn::kernel::largestMagnitude(nullptr, 0), 0.0);
    for (int n = 1; n <= 35; ++n) {
        std::vector<double> x(static_cast<std::size_t>(n));
        for (int j = 0; j < n; ++j)
            x[std::size_t(j)] = (j % 2 ? -1.0 : 1.0) * (0.25 + 0.01 * j);
        for (int top = 0; top < n; ++top) {
            const double kept = x[std::size_t(top)];
            for (const double big : {-1.7e308, 3.0, -4.5}) {
                x[std::size_t(top)] = big;
                double expected = 0.0;
                for (double v : x)
                    expected = std::max(expected, std::abs(v));
                QCOMPARE(attn::kernel::largestMagnitude(x.data(), n), expected);
            }
            for (double b : bad) {
                x[std::size_t(top)] = b;
                QVERIFY2(
                    std::isnan(attn::kernel::largestMagnitude(x.data(), n)),
                    qPrintable(QStringLiteral("n = %1, entry %2 = %3").arg(n).arg(top).arg(b)));
            }
            x[std::size_t(top)] = kept;
        }
    }
}

QTEST_APPLESS_MAIN(TestSoftmax)
#include "tst_softmax.moc"
