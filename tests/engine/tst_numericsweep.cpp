// A seeded sweep over random scenarios with extreme numbers: whatever the user types, the
// engine either refuses it with a message naming a field or returns weights in [0, 1] whose
// unmasked rows sum to 1, fully masked rows flagged, and no NaN anywhere on screen.
// The scenarios come from scenariogenerator.h.
#include "attentionengine.h"
#include "projectionfactory.h"
#include "referenceattention.h"
#include "scenariogenerator.h"
#include "scorestages.h"
#include "validation.h"

#include <QTest>

#include <cmath>

using namespace attn;
using namespace sweep;

namespace {

bool hasNaN(const Matrix &m)
{
    return m.array().isNaN().any();
}

/// Whether the scenario's mask lets query i see key j (the plain reference's definition).
bool visibleIn(const Scenario &s, Eigen::Index i, Eigen::Index j)
{
    return reference::visible(s, std::size_t(i), std::size_t(j));
}

/// Checks one trace against the promises of trace.h; returns the first broken one or "".
QString checkTrace(const Scenario &s, const AttentionTrace &t)
{
    const Eigen::Index m = s.queryCount(), n = s.keyCount();
    if (t.heads.size() != std::size_t(s.headCount) || t.maskedRows.size() != std::size_t(m))
        return QStringLiteral("wrong number of heads or masked-row flags");
    for (std::size_t head = 0; head < t.heads.size(); ++head) {
        const HeadTrace &h = t.heads[head];
        if (h.weights.rows() != m || h.weights.cols() != n)
            return QStringLiteral("weights have the wrong shape");
        const Matrix scores = scoreMatrix(t, head, ScoreStage::Raw);
        const Matrix scaled = scoreMatrix(t, head, ScoreStage::Scaled);
        for (const Matrix *shown : {&h.q, &h.k, &h.v, &scores, &scaled, &h.output})
            if (!shown->allFinite())
                return QStringLiteral("a projection, score or head output is not finite");
        if (hasNaN(scoreMatrix(t, head, ScoreStage::Tempered)))
            return QStringLiteral("a tempered score is NaN");
        for (Eigen::Index i = 0; i < m; ++i) {
            bool anyVisible = false;
            for (Eigen::Index j = 0; j < n; ++j)
                anyVisible = anyVisible || visibleIn(s, i, j);
            for (Eigen::Index j = 0; j < n; ++j)
                if (isVisible(t, head, i, j) != visibleIn(s, i, j))
                    return QStringLiteral("the trace's mask differs at (%1, %2)").arg(i).arg(j);
            if (t.maskedRows[std::size_t(i)] == anyVisible)
                return QStringLiteral("row %1: masked-row flag is wrong").arg(i);
            double sum = 0.0;
            for (Eigen::Index j = 0; j < n; ++j) {
                const double a = h.weights(i, j);
                if (!(a >= 0.0 && a <= 1.0))
                    return QStringLiteral("weight (%1, %2) = %3").arg(i).arg(j).arg(a);
                if (!visibleIn(s, i, j) && a != 0.0)
                    return QStringLiteral("masked weight (%1, %2) = %3").arg(i).arg(j).arg(a);
                sum += a;
            }
            if (anyVisible ? std::abs(sum - 1.0) > 1e-12 : sum != 0.0)
                return QStringLiteral("row %1 sums to %2").arg(i).arg(sum, 0, 'g', 17);
            if (!std::isfinite(h.entropy[i]) || h.entropy[i] < -1e-12)
                return QStringLiteral("row %1 has entropy %2").arg(i).arg(h.entropy[i]);
            const int argmax = h.argmax[std::size_t(i)];
            if (anyVisible ? (argmax < 0 || argmax >= n || !visibleIn(s, i, argmax)) : argmax != -1)
                return QStringLiteral("row %1 has argmax %2").arg(i).arg(argmax);
        }
    }
    if (!t.output.allFinite() || !t.concatenated.allFinite())
        return QStringLiteral("the combined output is not finite");
    return {};
}

QString describe(const ValidationIssues &issues)
{
    QStringList lines;
    for (const ValidationIssue &i : issues)
        lines << QString::fromStdString(i.field + ": " + i.message);
    return lines.join(QLatin1Char('\n'));
}

/// Whether the generator may have produced numbers whose products leave the range of double.
bool mayOverflow(Magnitudes magnitudes)
{
    return magnitudes == Magnitudes::Huge || magnitudes == Magnitudes::Mixed;
}

} // namespace

Q_DECLARE_METATYPE(Magnitudes)

class TestNumericSweep : public QObject
{
    Q_OBJECT

private slots:
    void sweep_data();
    void sweep();
    void thousandTokens_data();
    void thousandTokens();
    void overflowKeepsPreviousTrace();
    void nonFiniteInputsRefused_data();
    void nonFiniteInputsRefused();
};

void TestNumericSweep::sweep_data()
{
    QTest::addColumn<Magnitudes>("magnitudes");
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<int>("count");
    // 100,000 scenarios in all, each with up to 8 queries and keys.
    QTest::newRow("normal") << Magnitudes::Normal << quint64(1) << 30000;
    QTest::newRow("zeros") << Magnitudes::Zeros << quint64(2) << 10000;
    QTest::newRow("denormals") << Magnitudes::Denormals << quint64(3) << 20000;
    QTest::newRow("huge") << Magnitudes::Huge << quint64(4) << 20000;
    QTest::newRow("mixed") << Magnitudes::Mixed << quint64(5) << 20000;
}

void TestNumericSweep::sweep()
{
    QFETCH(Magnitudes, magnitudes);
    QFETCH(quint64, seed);
    QFETCH(int, count);
    Generator generator(seed, magnitudes);
    AttentionEngine engine;
    int computed = 0, refused = 0;
    for (int i = 0; i < count; ++i) {
        const Scenario s = generator.scenario(8);
        const ValidationIssues issues = engine.run(s);
        if (!issues.empty()) {
            // Only numbers too large for double may be refused, and only as an overflow.
            if (!mayOverflow(magnitudes))
                QFAIL(qPrintable(
                    QStringLiteral("scenario %1 refused: %2").arg(i).arg(describe(issues))));
            for (const ValidationIssue &issue : issues)
                if (issue.message.find("overflow") == std::string::npos)
                    QFAIL(
                        qPrintable(QStringLiteral("scenario %1: %2").arg(i).arg(describe(issues))));
            ++refused;
            continue;
        }
        ++computed;
        const QString problem = checkTrace(s, engine.trace());
        if (!problem.isEmpty())
            QFAIL(qPrintable(
                QStringLiteral("scenario %1 (seed %2): %3").arg(i).arg(seed).arg(problem)));
    }
    qInfo("%d computed, %d refused as overflowing", computed, refused);
    if (!mayOverflow(magnitudes)) {
        QCOMPARE(refused, 0);
    } else {
        QVERIFY(refused > 0); // the generator does reach the overflow
        // Mixed entries often stay in range (masks, zeros, small partners): those compute.
        if (magnitudes == Magnitudes::Mixed)
            QVERIFY(computed > count / 10);
    }
}

void TestNumericSweep::thousandTokens_data()
{
    QTest::addColumn<Magnitudes>("magnitudes");
    QTest::addColumn<quint64>("seed");
    QTest::newRow("normal") << Magnitudes::Normal << quint64(11);
    QTest::newRow("zeros") << Magnitudes::Zeros << quint64(12);
    QTest::newRow("denormals") << Magnitudes::Denormals << quint64(13);
    QTest::newRow("mixed") << Magnitudes::Mixed << quint64(14);
}

// A few scenarios of 1,000 tokens on both sides: long rows, causal runs of masked keys.
void TestNumericSweep::thousandTokens()
{
    QFETCH(Magnitudes, magnitudes);
    QFETCH(quint64, seed);
    Generator generator(seed, magnitudes);
    AttentionEngine engine;
    for (int i = 0; i < 2; ++i) {
        Scenario s = generator.scenario(2);
        const Matrix &x = s.queryInput();
        // Grow the inputs to 1,000 rows by repeating the generated ones, then resize the rest.
        const auto grow = [](const Matrix &from) {
            Matrix to(1000, from.cols());
            for (Eigen::Index r = 0; r < to.rows(); ++r)
                to.row(r) = from.row(r % from.rows());
            return to;
        };
        s.queries = s.queries.size() ? grow(s.queries) : s.queries;
        s.keys = s.keys.size() ? grow(s.keys) : s.keys;
        s.values = s.values.size() ? grow(s.values) : s.values;
        s.tokens = s.tokens.size() ? grow(s.tokens) : s.tokens;
        s.sourceTokens = s.sourceTokens.size() ? grow(s.sourceTokens) : s.sourceTokens;
        Q_UNUSED(x);
        s.mask = i == 0 ? MaskKind::Causal : MaskKind::Custom;
        s.customMask = BoolMatrix::Constant(1000, 1000, true);
        s.customMask.row(999).setConstant(false);
        s.customMask.col(0).setConstant(false);
        const ValidationIssues issues = engine.run(s);
        if (!issues.empty()) {
            QVERIFY2(mayOverflow(magnitudes), qPrintable(describe(issues)));
            continue;
        }
        const QString problem = checkTrace(s, engine.trace());
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        if (s.mask == MaskKind::Custom)
            QVERIFY(engine.trace().maskedRows[999]);
    }
}

// 1e300 * 1e300 overflows: the engine says so and the last good result stays on screen.
void TestNumericSweep::overflowKeepsPreviousTrace()
{
    Scenario s;
    s.queries = Matrix::Constant(2, 2, 1.0);
    s.keys = Matrix::Constant(3, 2, 2.0);
    refreshProjections(s);
    AttentionEngine engine;
    QVERIFY(engine.run(s).empty());
    const Matrix good = engine.trace().output;

    Scenario huge = s;
    huge.queries(1, 0) = 1e300;
    huge.keys(2, 0) = -1e300;
    const ValidationIssues issues = engine.run(huge);
    QVERIFY(!issues.empty());
    QVERIFY2(issues.front().message.find("overflow") != std::string::npos,
             qPrintable(describe(issues)));
    QCOMPARE(engine.trace().output, good);

    // Huge entries whose products stay in range are computed, not refused.
    Scenario fine = s;
    fine.queries(1, 0) = 1e300;
    fine.keys.setConstant(1e-300);
    QVERIFY2(engine.run(fine).empty(), qPrintable(describe(engine.run(fine))));
    QCOMPARE(checkTrace(fine, engine.trace()), QString());
}

void TestNumericSweep::nonFiniteInputsRefused_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<double>("value");
    for (const char *field : {"queries", "keys", "values", "tokens", "sourceTokens", "wq",
                              "outputProjection", "temperature", "customScale"}) {
        QTest::newRow(qPrintable(QStringLiteral("%1 NaN").arg(QLatin1String(field))))
            << QString::fromLatin1(field) << kNaN;
        QTest::newRow(qPrintable(QStringLiteral("%1 -inf").arg(QLatin1String(field))))
            << QString::fromLatin1(field) << -kInf;
    }
}

// NaN and infinity never reach the engine: validate() names the field (T = +inf is legal).
void TestNumericSweep::nonFiniteInputsRefused()
{
    QFETCH(QString, field);
    QFETCH(double, value);
    Scenario s;
    s.mode = field == QLatin1String("tokens")         ? InputMode::SelfAttention
             : field == QLatin1String("sourceTokens") ? InputMode::CrossAttention
                                                      : InputMode::Direct;
    s.queries = s.tokens = Matrix::Ones(2, 2);
    s.keys = s.values = s.sourceTokens = Matrix::Ones(3, 2);
    s.keysAreValues = field != QLatin1String("values");
    s.scaling = ScalingKind::Custom;
    refreshProjections(s);
    s.projectionInit = ProjectionInit::Explicit;
    const std::string name = field.toStdString();
    if (name == "temperature")
        s.temperature = value;
    else if (name == "customScale")
        s.customScale = value;
    else if (name == "wq")
        s.heads[0].wq(1, 1) = value;
    else if (name == "outputProjection")
        s.outputProjection(0, 1) = value;
    else
        (name == "queries"  ? s.queries
         : name == "keys"   ? s.keys
         : name == "values" ? s.values
         : name == "tokens" ? s.tokens
                            : s.sourceTokens)(1, 0) = value;

    const ValidationIssues issues = validate(s);
    QVERIFY(!issues.empty());
    const std::string expected = name == "wq" ? "heads[0].wq" : name;
    QCOMPARE(QString::fromStdString(issues.front().field), QString::fromStdString(expected));
    AttentionEngine engine;
    QCOMPARE(engine.run(s).size(), issues.size());
}

int main(int argc, char **argv)
{
    // Unoptimised sanitizer builds are many times slower than QTest's five-minute default.
    if (!qEnvironmentVariableIsSet("QTEST_FUNCTION_TIMEOUT"))
        qputenv("QTEST_FUNCTION_TIMEOUT", "3600000");
    TestNumericSweep test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}
#include "tst_numericsweep.moc"
