// The presets reproduce the worked examples of attention-spec.md section 7. Expected values
// are NumPy's (float64) at full precision; the table in the spec rounds some of them.
#include "attentionengine.h"
#include "presetlibrary.h"
#include "validation.h"

#include <QList>
#include <QTest>

#include <cmath>
#include <limits>
#include <set>

using namespace attn;

namespace {

constexpr double kTolerance = 1e-9;
constexpr double kInf = std::numeric_limits<double>::infinity();

AttentionTrace runPreset(const QString &id, double temperature = std::nan(""))
{
    const Preset *preset = findPreset(id.toStdString());
    if (!preset)
        qFatal("no preset %s", qPrintable(id));
    Scenario s = preset->scenario;
    if (!std::isnan(temperature))
        s.temperature = temperature;
    AttentionEngine engine;
    const ValidationIssues issues = engine.run(s);
    if (!issues.empty())
        qFatal("preset %s: %s", qPrintable(id), issues.front().message.c_str());
    return engine.trace();
}

int argmax(const Matrix &m, int row)
{
    Eigen::Index column = 0;
    m.row(row).maxCoeff(&column);
    return int(column);
}

} // namespace

class TestPresets : public QObject
{
    Q_OBJECT

private slots:
    void ids();
    void metadata_data();
    void metadata();
    void workedExamples_data();
    void workedExamples();
    void largestWeight_data();
    void largestWeight();
    void sleepyChildWeights();
    void hardAndUniform();
    void scalingDemo();
    void shapes_data();
    void shapes();
    void validLengthMasksExactly_data();
    void validLengthMasksExactly();
    void causalMask();
    void dogChasesBall();
};

void TestPresets::ids()
{
    const std::vector<std::string> expected = {"circle",
                                               "circle-3-queries",
                                               "circle-scaled",
                                               "circle-long-v4",
                                               "scaling-demo",
                                               "sleepy-child",
                                               "sleepy-child-scaled",
                                               "multihead-shapes",
                                               "valid-length",
                                               "self-attention-causal",
                                               "dog-chases-ball",
                                               "acetic-acid",
                                               "acetic-acid-complete",
                                               "friends"};
    std::vector<std::string> ids;
    for (const Preset &p : presetLibrary())
        ids.push_back(p.id);
    QCOMPARE(ids, expected);
    QCOMPARE(findPreset("no-such-preset"), nullptr);
    QCOMPARE(findPreset("sleepy-child"), &presetLibrary()[5]);
}

void TestPresets::metadata_data()
{
    QTest::addColumn<int>("index");
    for (std::size_t i = 0; i < presetLibrary().size(); ++i)
        QTest::newRow(presetLibrary()[i].id.c_str()) << int(i);
}

void TestPresets::metadata()
{
    QFETCH(int, index);
    const Preset &p = presetLibrary()[std::size_t(index)];
    QVERIFY(!p.titleEn.empty());
    QVERIFY(!p.titleJa.empty());
    QVERIFY(p.explanationEn.size() > 100);
    QVERIFY(p.explanationJa.size() > 100);
    QVERIFY(p.explanationEn != p.explanationJa);
    // Japanese text: the explanation uses the Japanese full stop.
    QVERIFY(p.explanationJa.find("。") != std::string::npos);
    const ValidationIssues issues = validate(p.scenario);
    QVERIFY2(issues.empty(), issues.empty() ? "" : issues.front().message.c_str());
    // Labels are set for every query and key.
    QCOMPARE(Eigen::Index(p.scenario.queryLabels.size()), p.scenario.queryInput().rows());
    QCOMPARE(Eigen::Index(p.scenario.effectiveKeyLabels().size()), p.scenario.keyInput().rows());
    QCOMPARE(p.scenario.heads.size(), std::size_t(p.scenario.headCount));
}

void TestPresets::workedExamples_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("temperature"); // NaN: the preset's own
    QTest::addColumn<int>("rows");
    QTest::addColumn<QList<double>>("output"); // row-major

    const double nan = std::nan("");
    // Spec: (0.315645375, 0.3156453689)
    QTest::newRow("circle") << "circle" << nan << 1
                            << QList<double>{0.31564537501415330, 0.31564536886398925};
    // Spec: (0.315645375, 0.3156453689), (0.4463899701, 0), (0, 0.4463899617)
    QTest::newRow("circle-3-queries")
        << "circle-3-queries" << nan << 3
        << QList<double>{0.31564537501415330, 0.31564536886398925, 0.44638997007096026, 0.0, 0.0,
                         0.44638996172210882};
    // Spec: (0.2355740807, 0.2355740804)
    QTest::newRow("circle-scaled")
        << "circle-scaled" << nan << 1 << QList<double>{0.23557408072163105, 0.23557408042026035};
    // Spec: (-0.5043066, 2.33685631)
    QTest::newRow("circle-long-v4")
        << "circle-long-v4" << nan << 1 << QList<double>{-0.5043066013947654, 2.3368563148159422};
    // Spec: 0.3624280762, scaled 0.3077897567, T = 0.5 / 2 / 10: 0.3945999049 / 0.2888082351
    // / 0.1277815972, T = 0: 0.4, T = infinity: 0.1
    QTest::newRow("sleepy-child") << "sleepy-child" << nan << 1
                                  << QList<double>{0.3624280762457071};
    QTest::newRow("sleepy-child-scaled")
        << "sleepy-child-scaled" << nan << 1 << QList<double>{0.3077897566746108};
    QTest::newRow("sleepy-child T=0.5")
        << "sleepy-child" << 0.5 << 1 << QList<double>{0.3945999049082684};
    QTest::newRow("sleepy-child T=2")
        << "sleepy-child" << 2.0 << 1 << QList<double>{0.2888082351179542};
    QTest::newRow("sleepy-child T=10")
        << "sleepy-child" << 10.0 << 1 << QList<double>{0.12778159720152996};
    QTest::newRow("sleepy-child T=0") << "sleepy-child" << 0.0 << 1 << QList<double>{0.4};
    QTest::newRow("sleepy-child T=inf") << "sleepy-child" << kInf << 1 << QList<double>{0.1};
}

void TestPresets::workedExamples()
{
    QFETCH(QString, id);
    QFETCH(double, temperature);
    QFETCH(int, rows);
    QFETCH(QList<double>, output);

    const AttentionTrace trace = runPreset(id, temperature);
    QCOMPARE(trace.output.rows(), Eigen::Index(rows));
    QCOMPARE(trace.output.size(), Eigen::Index(output.size()));
    for (qsizetype i = 0; i < output.size(); ++i) {
        const double actual = trace.output.data()[i];
        QVERIFY2(std::abs(actual - output[i]) <= kTolerance,
                 qPrintable(QStringLiteral("entry %1: %2, expected %3")
                                .arg(i)
                                .arg(actual, 0, 'g', 17)
                                .arg(output[i], 0, 'g', 17)));
    }
    for (const HeadTrace &head : trace.heads) {
        for (Eigen::Index r = 0; r < head.weights.rows(); ++r)
            QVERIFY(std::abs(head.weights.row(r).sum() - 1.0) <= 1e-12);
    }
}

void TestPresets::largestWeight_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("column");
    QTest::addColumn<double>("weight");
    // Spec: 0.212075887 on the vector at 36 degrees; v4 rises to 0.466118.
    QTest::newRow("circle") << "circle" << 1 << 0.21207588698057095;
    QTest::newRow("circle-long-v4") << "circle-long-v4" << 3 << 0.46611766045917236;
    QTest::newRow("sleepy-child") << "sleepy-child" << 3 << 0.87745891327845338;
}

void TestPresets::largestWeight()
{
    QFETCH(QString, id);
    QFETCH(int, column);
    QFETCH(double, weight);
    const AttentionTrace trace = runPreset(id);
    const Matrix &w = trace.heads.front().weights;
    QCOMPARE(argmax(w, 0), column);
    QVERIFY(std::abs(w(0, column) - weight) <= kTolerance);
}

void TestPresets::sleepyChildWeights()
{
    const AttentionTrace trace = runPreset(QStringLiteral("sleepy-child"));
    const HeadTrace &head = trace.heads.front();
    const double scores[] = {0, 1, -4, 7, 0, 5};
    const double weights[] = {8.0013895853368584e-04, 2.1750031912242639e-03,
                              1.4655056225310841e-05, 8.7745891327845338e-01,
                              8.0013895853368584e-04, 1.1875115055702984e-01};
    QCOMPARE(head.scores.cols(), Eigen::Index(6));
    for (int j = 0; j < 6; ++j) {
        QVERIFY(std::abs(head.scores(0, j) - scores[j]) <= kTolerance);
        QVERIFY(std::abs(head.weights(0, j) - weights[j]) <= kTolerance);
    }
    QCOMPARE(trace.keyLabels.at(3), std::string("reads"));
}

void TestPresets::hardAndUniform()
{
    const AttentionTrace hard = runPreset(QStringLiteral("sleepy-child"), 0.0);
    const Matrix &w0 = hard.heads.front().weights;
    for (int j = 0; j < 6; ++j)
        QCOMPARE(w0(0, j), j == 3 ? 1.0 : 0.0); // all on "reads"

    const AttentionTrace uniform = runPreset(QStringLiteral("sleepy-child"), kInf);
    const Matrix &wInf = uniform.heads.front().weights;
    for (int j = 0; j < 6; ++j)
        QVERIFY(std::abs(wInf(0, j) - 1.0 / 6.0) <= 1e-15);
}

void TestPresets::scalingDemo()
{
    const Preset *preset = findPreset("scaling-demo");
    QVERIFY(preset);
    QCOMPARE(preset->scenario.scaling, ScalingKind::None);
    QCOMPARE(preset->scenario.queryInput().cols(), Eigen::Index(100));
    QCOMPARE(preset->scenario.keyInput().rows(), Eigen::Index(20));

    const AttentionTrace unscaled = runPreset(QStringLiteral("scaling-demo"));
    const double unscaledMax = unscaled.heads.front().weights.maxCoeff();
    QVERIFY2(unscaledMax > 0.9, qPrintable(QString::number(unscaledMax)));

    Scenario scaled = preset->scenario;
    scaled.scaling = ScalingKind::InverseSqrtKeyDim;
    const AttentionTrace scaledTrace = computeTrace(scaled);
    const double scaledMax = scaledTrace.heads.front().weights.maxCoeff();
    QVERIFY2(scaledMax < 0.5, qPrintable(QString::number(scaledMax)));
    QVERIFY(scaledTrace.heads.front().entropy(0) > unscaled.heads.front().entropy(0) + 1.0);
}

void TestPresets::shapes_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("heads");
    QTest::addColumn<int>("queries");
    QTest::addColumn<int>("keys");
    QTest::addColumn<int>("outputWidth");
    QTest::newRow("multihead-shapes") << "multihead-shapes" << 4 << 3 << 4 << 16;
    QTest::newRow("valid-length") << "valid-length" << 5 << 4 << 6 << 100;
    QTest::newRow("self-attention-causal") << "self-attention-causal" << 4 << 5 << 5 << 128;
    QTest::newRow("dog-chases-ball") << "dog-chases-ball" << 1 << 7 << 7 << 4;
}

void TestPresets::shapes()
{
    QFETCH(QString, id);
    QFETCH(int, heads);
    QFETCH(int, queries);
    QFETCH(int, keys);
    QFETCH(int, outputWidth);
    const AttentionTrace trace = runPreset(id);
    QCOMPARE(int(trace.heads.size()), heads);
    QCOMPARE(trace.output.rows(), Eigen::Index(queries));
    QCOMPARE(trace.output.cols(), Eigen::Index(outputWidth));
    for (const HeadTrace &head : trace.heads) {
        QCOMPARE(head.weights.rows(), Eigen::Index(queries));
        QCOMPARE(head.weights.cols(), Eigen::Index(keys));
        QCOMPARE(head.output.cols(), Eigen::Index(outputWidth / heads));
    }
}

void TestPresets::validLengthMasksExactly_data()
{
    QTest::addColumn<int>("validLength");
    QTest::newRow("3 (preset)") << 3;
    QTest::newRow("2") << 2;
}

void TestPresets::validLengthMasksExactly()
{
    QFETCH(int, validLength);
    Scenario s = findPreset("valid-length")->scenario;
    QCOMPARE(s.validLength, 3);
    s.validLength = validLength;
    AttentionEngine engine;
    QVERIFY(engine.run(s).empty());
    for (const HeadTrace &head : engine.trace().heads) {
        for (Eigen::Index r = 0; r < head.weights.rows(); ++r) {
            for (Eigen::Index c = 0; c < head.weights.cols(); ++c) {
                if (c >= validLength)
                    QCOMPARE(head.weights(r, c), 0.0);
                else
                    QVERIFY(head.weights(r, c) > 0.0);
            }
        }
    }
}

void TestPresets::causalMask()
{
    const AttentionTrace trace = runPreset(QStringLiteral("self-attention-causal"));
    QCOMPARE(trace.queryLabels.front(), std::string("吾輩"));
    for (const HeadTrace &head : trace.heads) {
        QCOMPARE(head.weights.rows(), Eigen::Index(5));
        for (int r = 0; r < 5; ++r) {
            for (int c = 0; c < 5; ++c) {
                if (c > r)
                    QCOMPARE(head.weights(r, c), 0.0);
                else
                    QVERIFY(head.weights(r, c) > 0.0);
            }
        }
    }
}

void TestPresets::dogChasesBall()
{
    const Preset *preset = findPreset("dog-chases-ball");
    QVERIFY(preset);
    const std::vector<std::string> &labels = preset->scenario.queryLabels;
    QCOMPARE(labels.size(), std::size_t(7));
    const int verb = 6, dog = 0, garden = 2, ball = 4;
    QCOMPARE(labels[std::size_t(verb)], std::string("追いかけている"));
    const AttentionTrace trace = runPreset(QStringLiteral("dog-chases-ball"));
    const Matrix &w = trace.heads.front().weights;
    const int top = argmax(w, verb);
    QVERIFY2(top == dog || top == ball, qPrintable(QString::number(top)));
    // Both nouns above the garden, the garden above every particle.
    QVERIFY(w(verb, dog) > w(verb, garden));
    QVERIFY(w(verb, ball) > w(verb, garden));
    for (int particle : {1, 3, 5})
        QVERIFY(w(verb, garden) > w(verb, particle));
}

QTEST_APPLESS_MAIN(TestPresets)
#include "tst_presets.moc"
