// Weights-only scenarios: attention weights imported from a model are checked like any
// input and become a trace with weights, masks, argmax and entropy, and nothing invented.
#include "attentionengine.h"
#include "importedweights.h"
#include "presetlibrary.h"
#include "scorestages.h"
#include "validation.h"

#include <QTest>

#include <cmath>
#include <limits>

using attn::Matrix;
using attn::Scenario;

namespace {

Scenario weightsOnly(std::vector<Matrix> heads)
{
    Scenario s;
    s.mode = attn::InputMode::ImportedWeights;
    s.headCount = int(heads.size());
    s.heads.resize(heads.size());
    s.importedWeights = std::move(heads);
    return s;
}

Matrix twoByThree(double a, double b, double c, double d, double e, double f)
{
    Matrix m(2, 3);
    m << a, b, c, d, e, f;
    return m;
}

bool hasIssue(const attn::ValidationIssues &issues, const std::string &field)
{
    for (const auto &issue : issues)
        if (issue.field == field)
            return true;
    return false;
}

} // namespace

class TestImportedWeights : public QObject
{
    Q_OBJECT
private slots:
    void invalidWeightsAreRefused_data();
    void invalidWeightsAreRefused();
    void float32RoundingIsAccepted();
    void traceHoldsWeightsAndNothingInvented();
    void zeroRowIsMasked();
    void countsComeFromTheWeights();
    void computedScenarioAfterImportedWeightsHasScores();
};

void TestImportedWeights::invalidWeightsAreRefused_data()
{
    QTest::addColumn<Scenario>("scenario");
    QTest::addColumn<QString>("field");
    const Matrix good = twoByThree(0.2, 0.3, 0.5, 1, 0, 0);
    QTest::newRow("no heads") << weightsOnly({}) << "importedWeights";
    QTest::newRow("row sums to 0.9")
        << weightsOnly({twoByThree(0.2, 0.2, 0.5, 1, 0, 0)}) << "importedWeights[0]";
    QTest::newRow("negative weight")
        << weightsOnly({twoByThree(-0.1, 0.6, 0.5, 1, 0, 0)}) << "importedWeights[0]";
    QTest::newRow("weight above 1")
        << weightsOnly({twoByThree(1.5, -0.5, 0, 1, 0, 0)}) << "importedWeights[0]";
    QTest::newRow("NaN") << weightsOnly({good, twoByThree(std::nan(""), 0.5, 0.5, 1, 0, 0)})
                         << "importedWeights[1]";
    QTest::newRow("infinity") << weightsOnly({twoByThree(std::numeric_limits<double>::infinity(), 0,
                                                         0, 1, 0, 0)})
                              << "importedWeights[0]";
    QTest::newRow("heads of different shapes")
        << weightsOnly({good, Matrix::Constant(2, 2, 0.5)}) << "importedWeights[1]";
    QTest::newRow("empty matrix") << weightsOnly({Matrix(0, 0)}) << "importedWeights[0]";
    Scenario wrongCount = weightsOnly({good, good});
    wrongCount.headCount = 3;
    QTest::newRow("headCount differs") << wrongCount << "headCount";
    Scenario labels = weightsOnly({good});
    labels.keyLabels = {"a", "b"};
    QTest::newRow("two key labels for three keys") << labels << "keyLabels";
    labels = weightsOnly({good});
    labels.queryLabels = {"only one"};
    QTest::newRow("one query label for two queries") << labels << "queryLabels";
}

void TestImportedWeights::invalidWeightsAreRefused()
{
    QFETCH(Scenario, scenario);
    QFETCH(QString, field);
    const attn::ValidationIssues issues = attn::validate(scenario);
    QVERIFY2(hasIssue(issues, field.toStdString()),
             issues.empty() ? "no issue" : issues.front().message.c_str());
    // The engine keeps no trace of a refused scenario.
    attn::AttentionEngine engine;
    QVERIFY(!engine.run(scenario).empty());
}

void TestImportedWeights::float32RoundingIsAccepted()
{
    // A softmax of 2000 keys computed in float32 may miss 1 by a few 1e-6.
    const int n = 2000;
    Matrix row = Matrix::Constant(1, n, (1.0 + 5e-6) / n);
    QVERIFY(std::abs(row.sum() - 1) > 1e-6);
    QVERIFY(attn::validate(weightsOnly({row})).empty());
    row(0, 0) += 1e-3; // but a real error is still refused
    QVERIFY(!attn::validate(weightsOnly({row})).empty());
}

void TestImportedWeights::traceHoldsWeightsAndNothingInvented()
{
    const Matrix a = twoByThree(0.25, 0.25, 0.5, 0, 1, 0);
    const Matrix b = twoByThree(0.5, 0.5, 0, 0.1, 0.2, 0.7);
    Scenario s = weightsOnly({a, b});
    s.queryLabels = {"x", "y"};
    attn::AttentionEngine engine;
    QVERIFY(engine.run(s).empty());
    const attn::AttentionTrace &t = engine.trace();
    QCOMPARE(t.heads.size(), std::size_t(2));
    QVERIFY(t.heads[0].weights == a);
    QVERIFY(t.heads[1].weights == b);
    for (std::size_t i = 0; i < t.heads.size(); ++i) {
        const attn::HeadTrace &h = t.heads[i];
        QVERIFY(h.weightsOnly);
        QVERIFY(!attn::hasScores(h));
        QCOMPARE(h.scores.size(), Eigen::Index(0));
        for (const attn::ScoreStage stage :
             {attn::ScoreStage::Raw, attn::ScoreStage::Scaled, attn::ScoreStage::Tempered})
            QCOMPARE(attn::scoreMatrix(t, i, stage).size(), Eigen::Index(0));
        QCOMPARE(h.q.size(), Eigen::Index(0));
        QCOMPARE(h.output.rows(), Eigen::Index(2));
        QCOMPARE(h.output.cols(), Eigen::Index(0));
        QVERIFY(attn::maskMatrix(t, i).all());
    }
    QCOMPARE(t.heads[0].argmax, (std::vector<int>{2, 1}));
    QCOMPARE(t.heads[1].argmax, (std::vector<int>{0, 2})); // a tie goes to the first key
    const double h00 = -(0.25 * std::log(0.25) * 2 + 0.5 * std::log(0.5));
    QCOMPARE(t.heads[0].entropy[0], h00);
    QCOMPARE(t.heads[0].entropy[1], 0.0);
    QCOMPARE(t.queryLabels, (std::vector<std::string>{"x", "y"}));
    QCOMPARE(t.keyLabels, (std::vector<std::string>{"k1", "k2", "k3"}));
    QCOMPARE(t.maskedRows, (std::vector<bool>{false, false}));
    QCOMPARE(t.output.cols(), Eigen::Index(0));
}

void TestImportedWeights::zeroRowIsMasked()
{
    const Matrix a = twoByThree(0, 0, 0, 0.5, 0.5, 0);
    const Matrix b = twoByThree(0, 0, 0, 0, 0, 1);
    Scenario s = weightsOnly({a, b});
    QVERIFY(attn::validate(s).empty());
    const attn::AttentionTrace t = attn::computeTrace(s);
    QCOMPARE(t.maskedRows, (std::vector<bool>{true, false}));
    QCOMPARE(t.heads[0].argmax[0], -1);
    QVERIFY(!attn::maskMatrix(t, 0).row(0).any());
    QVERIFY(attn::maskMatrix(t, 0).row(1).all());
    QVERIFY(!attn::maskMatrix(t, 1).row(0).any()); // head 2's first row is all zeros too
    // A row masked in one head only is not masked for the scenario.
    s.importedWeights[1].row(0) << 1, 0, 0;
    QCOMPARE(attn::computeTrace(s).maskedRows, (std::vector<bool>{false, false}));
}

void TestImportedWeights::countsComeFromTheWeights()
{
    const Scenario s = weightsOnly({Matrix::Constant(4, 5, 0.2)});
    QCOMPARE(s.queryCount(), 4);
    QCOMPARE(s.keyCount(), 5);
}

void TestImportedWeights::computedScenarioAfterImportedWeightsHasScores()
{
    // The window keeps one engine: a preset opened after imported weights of as many heads
    // must not keep the weights-only mark, or its scores would never be shown.
    const Scenario computed = attn::findPreset("self-attention-causal")->scenario;
    std::vector<Matrix> heads(computed.heads.size(), Matrix::Constant(2, 3, 1.0 / 3));
    attn::AttentionEngine engine;
    QVERIFY(engine.run(weightsOnly(heads)).empty());
    QVERIFY(engine.trace().heads[0].weightsOnly);
    QVERIFY(engine.run(computed).empty());
    for (const attn::HeadTrace &h : engine.trace().heads) {
        QVERIFY(!h.weightsOnly);
        QVERIFY(attn::hasScores(h));
    }
}

QTEST_MAIN(TestImportedWeights)
#include "tst_importedweights.moc"
