// The model runtime's properties on random models: interventions recompute from the layer
// they change and give what a fresh run gives, a head taken out as a scenario computes the
// model's own numbers, causality, and bad input refused with a sentence.

#include "layerscenario.h"
#include "modelrun.h"
#include "randommodel.h"
#include "validation.h"
#include "wordvocabulary.h"

#include <QTest>

using attn::Matrix;
using attn::model::HeadIntervention;
using attn::model::Interventions;
using attn::model::ModelRun;

namespace {

const std::vector<int> kTokens = {3, 7, 1, 3, 7, 12, 0, 5, 3};

double largest(const Matrix &a, const Matrix &b)
{
    return (a - b).cwiseAbs().maxCoeff();
}

/// Largest difference of every layer's attention weights and the logits of two runs.
double runDifference(const ModelRun &a, const ModelRun &b)
{
    double worst = largest(a.logits(), b.logits());
    for (std::size_t l = 0; l < a.layerCount(); ++l)
        for (std::size_t h = 0; h < a.layer(l).attention.heads.size(); ++h)
            worst = std::max(worst, largest(a.layer(l).attention.heads[h].weights,
                                            b.layer(l).attention.heads[h].weights));
    return worst;
}

} // namespace

class TestModelRun : public QObject
{
    Q_OBJECT

private slots:
    void interventionRecomputesFromItsLayer()
    {
        const auto weights = randommodel::make(3, 2, 8, 1);
        ModelRun run(weights);
        QVERIFY(run.run(kTokens).empty());
        QCOMPARE(run.firstLayerComputed(), 0);
        const Matrix before = run.logits();
        const Matrix layer0 = run.layer(0).residualOut;

        Interventions iv;
        iv.setHead(1, 1, HeadIntervention{false, 1.0, 1.0});
        QVERIFY(run.intervene(iv).empty());
        QCOMPARE(run.firstLayerComputed(), 1);
        QVERIFY(run.layer(0).residualOut == layer0);   // left as it was
        QVERIFY(largest(run.logits(), before) > 1e-3); // the head mattered
        QVERIFY(run.layer(1).attention.heads[1].output.isZero(0.0));

        ModelRun fresh(weights);
        QVERIFY(fresh.run(kTokens, iv).empty());
        QCOMPARE(runDifference(run, fresh), 0.0);

        QVERIFY(run.intervene(iv).empty()); // nothing changed
        QCOMPARE(run.firstLayerComputed(), 3);
        QVERIFY(run.intervene({}).empty());
        QCOMPARE(run.firstLayerComputed(), 1);
        QVERIFY(largest(run.logits(), before) == 0.0);
    }

    void temperatureAndScaleTemperTheHeadsScores()
    {
        const auto weights = randommodel::make(2, 2, 8, 2);
        ModelRun plain(weights);
        QVERIFY(plain.run(kTokens).empty());
        Interventions iv;
        iv.setHead(1, 0, HeadIntervention{true, 2.5, 0.8});
        ModelRun tempered(weights);
        QVERIFY(tempered.run(kTokens, iv).empty());
        // Layer 2's input is layer 1's output, which the intervention leaves alone: the
        // weights must be softmax(c s q.k / T) of the untempered q and k, row by row.
        const attn::HeadTrace &h = plain.layer(1).attention.heads[0];
        const double factor = 0.8 / 2.5 / std::sqrt(double(h.k.cols()));
        const Matrix &got = tempered.layer(1).attention.heads[0].weights;
        for (Eigen::Index i = 0; i < h.q.rows(); ++i) {
            const Eigen::VectorXd z = factor * (h.k.topRows(i + 1) * h.q.row(i).transpose());
            const Eigen::VectorXd e = (z.array() - z.maxCoeff()).exp().matrix();
            QVERIFY(largest(got.row(i).head(i + 1), (e / e.sum()).transpose()) < 1e-12);
            QVERIFY(got.row(i).tail(got.cols() - i - 1).isZero(0.0));
        }
        QVERIFY(largest(got, h.weights) > 1e-3);
    }

    void maskedTokenIsHiddenFromLaterQueries()
    {
        const auto weights = randommodel::make(2, 3, 9, 3);
        Interventions iv;
        iv.maskedPositions = {2};
        ModelRun run(weights);
        ModelRun plain(weights);
        QVERIFY(run.run(kTokens, iv).empty());
        QVERIFY(plain.run(kTokens).empty());
        for (std::size_t l = 0; l < run.layerCount(); ++l)
            for (std::size_t i = 0; i < run.layer(l).attention.heads.size(); ++i) {
                const Matrix &w = run.layer(l).attention.heads[i].weights;
                // Queries up to the masked token itself see what they saw.
                QVERIFY(largest(w.topRows(3),
                                plain.layer(l).attention.heads[i].weights.topRows(3)) == 0.0);
                for (Eigen::Index q = 3; q < w.rows(); ++q) {
                    QCOMPARE(w(q, 2), 0.0);
                    QVERIFY(w(q, 1) > 0.0);
                }
            }
    }

    void headScenariosAddUpToTheBlock()
    {
        const auto weights = randommodel::make(2, 3, 9, 4);
        ModelRun run(weights);
        QVERIFY(run.run(kTokens).empty());
        for (int layer = 0; layer < 2; ++layer) {
            const attn::model::LayerRun &r = run.layer(std::size_t(layer));
            Matrix sum = r.residualIn;
            sum.rowwise() += weights->blocks[std::size_t(layer)].outputBias.transpose();
            for (int head = 0; head < 3; ++head) {
                const attn::Scenario s =
                    attn::model::headScenario(*weights, layer, head, r.attentionInput);
                QVERIFY(attn::validate(s).empty());
                const attn::AttentionTrace t = attn::computeTrace(s);
                QVERIFY(largest(t.heads[0].weights, r.attention.heads[std::size_t(head)].weights) <
                        1e-12);
                sum += t.output;
            }
            QVERIFY2(largest(sum, r.residualMid) < 1e-12,
                     qPrintable(QString::number(largest(sum, r.residualMid))));
        }
    }

    void runHeadScenarioCarriesTheInterventions()
    {
        const auto weights = randommodel::make(2, 3, 9, 8);
        Interventions iv;
        iv.setHead(1, 2, HeadIntervention{true, 0.6, 1.7});
        iv.setHead(1, 0, HeadIntervention{false, 1.0, 1.0});
        iv.maskedPositions = {1, 4};
        ModelRun run(weights);
        QVERIFY(run.run(kTokens, iv).empty());
        for (int head : {0, 1, 2}) {
            const attn::Scenario s = attn::model::runHeadScenario(run, 1, head);
            QVERIFY(attn::validate(s).empty());
            const attn::AttentionTrace t = attn::computeTrace(s);
            const Matrix &inModel = run.layer(1).attention.heads[std::size_t(head)].weights;
            QVERIFY2(largest(t.heads[0].weights, inModel) < 1e-12,
                     qPrintable(QString::number(largest(t.heads[0].weights, inModel))));
        }
        // Without the interventions carried over, the tempered head would differ.
        const attn::Scenario bare =
            attn::model::headScenario(*weights, 1, 2, run.layer(1).attentionInput);
        QVERIFY(largest(attn::computeTrace(bare).heads[0].weights,
                        run.layer(1).attention.heads[2].weights) > 1e-3);
    }

    void laterTokensDoNotChangeEarlierLogits()
    {
        const auto weights = randommodel::make(2, 2, 8, 5);
        ModelRun a(weights);
        ModelRun b(weights);
        std::vector<int> changed = kTokens;
        changed.back() = 11;
        QVERIFY(a.run(kTokens).empty());
        QVERIFY(b.run(changed).empty());
        const Eigen::Index early = Eigen::Index(kTokens.size()) - 1;
        QCOMPARE(largest(a.logits().topRows(early), b.logits().topRows(early)), 0.0);
        QVERIFY(largest(a.logits().bottomRows(1), b.logits().bottomRows(1)) > 1e-6);
    }

    void nextTokensAreRankedProbabilities()
    {
        const auto weights = randommodel::make(1, 2, 8, 6);
        ModelRun run(weights);
        QVERIFY(run.run(kTokens).empty());
        const auto all = run.topNextTokens(100);
        QCOMPARE(int(all.size()), weights->config.vocabSize);
        double total = 0.0;
        for (std::size_t i = 0; i < all.size(); ++i) {
            total += all[i].probability;
            if (i > 0)
                QVERIFY(all[i - 1].probability >= all[i].probability);
            QCOMPARE(run.nextTokenProbability(all[i].token), all[i].probability);
        }
        QVERIFY(std::abs(total - 1.0) < 1e-12);
        QCOMPARE(int(run.topNextTokens(3).size()), 3);
    }

    void badInputIsRefusedWithASentence_data()
    {
        QTest::addColumn<std::vector<int>>("tokens");
        QTest::addColumn<double>("temperature");
        QTest::addColumn<QString>("expected");
        QTest::newRow("no tokens") << std::vector<int>{} << 1.0 << "no tokens";
        QTest::newRow("outside") << std::vector<int>{1, 13} << 1.0 << "token 1 is 13";
        QTest::newRow("negative") << std::vector<int>{-1} << 1.0 << "token 0 is -1";
        QTest::newRow("too long") << std::vector<int>(17, 1) << 1.0 << "only 16 positions";
        QTest::newRow("zero temperature") << kTokens << 0.0 << "layer 1 head 2: the temperature";
        QTest::newRow("nan temperature")
            << kTokens << std::numeric_limits<double>::quiet_NaN() << "temperature";
    }
    void badInputIsRefusedWithASentence()
    {
        QFETCH(std::vector<int>, tokens);
        QFETCH(double, temperature);
        QFETCH(QString, expected);
        ModelRun run(randommodel::make(1, 2, 8, 7));
        QVERIFY(run.run(kTokens).empty());
        const Matrix before = run.logits();
        Interventions iv;
        iv.setHead(0, 1, HeadIntervention{true, temperature, 1.0});
        const QString error = QString::fromStdString(run.run(tokens, iv));
        QVERIFY2(error.contains(expected), qPrintable(error));
        QVERIFY(run.logits() == before); // the last result stays
    }

    void wordsAreLookedUpIgnoringCase()
    {
        const attn::model::WordVocabulary vocabulary({"red", "cat", "blue"});
        std::vector<std::string> unknown;
        QCOMPARE(vocabulary.encode("  Red CAT\tzebra blue\n", &unknown),
                 (std::vector<int>{0, 1, 2}));
        QCOMPARE(unknown, std::vector<std::string>{"zebra"});
        QCOMPARE(vocabulary.word(2), std::string("blue"));
        QCOMPARE(vocabulary.word(3), std::string());
    }

    void eachPositionsLogitsAreARowOfAll()
    {
        ModelRun run(randommodel::make(2, 2, 8, 5));
        QVERIFY(run.run(kTokens).empty());
        const Matrix all = run.logits();
        QCOMPARE(all.rows(), Eigen::Index(kTokens.size()));
        for (int i = 0; i < int(kTokens.size()); ++i)
            QVERIFY(largest(run.logitsAt(i), all.row(i)) < 1e-13);
        QVERIFY(largest(run.logitsAt(), all.bottomRows(1)) < 1e-13);
        QCOMPARE(run.logitsAt(int(kTokens.size())).size(), Eigen::Index(0));
    }

    void weightsKeptInFloatComputeInDouble()
    {
        // The same values kept as float (as an F32 checkpoint is read) and as double give
        // the same run: only the storage differs, never the arithmetic.
        auto asFloat = randommodel::make(2, 2, 8, 6);
        auto asDouble = std::make_shared<attn::model::ModelWeights>(*asFloat);
        const auto round = [](attn::model::WeightMatrix &m, attn::model::WeightMatrix &exact) {
            const attn::model::FloatMatrix f = m.toDouble().cast<float>();
            m = f;
            exact = Matrix(f.cast<double>());
        };
        round(asFloat->tokenEmbedding, asDouble->tokenEmbedding);
        round(asFloat->positionEmbedding, asDouble->positionEmbedding);
        for (std::size_t l = 0; l < asFloat->blocks.size(); ++l) {
            attn::model::BlockWeights &f = asFloat->blocks[l];
            attn::model::BlockWeights &d = asDouble->blocks[l];
            for (auto member :
                 {&attn::model::BlockWeights::queryWeight, &attn::model::BlockWeights::keyWeight,
                  &attn::model::BlockWeights::valueWeight, &attn::model::BlockWeights::outputWeight,
                  &attn::model::BlockWeights::mlpInWeight,
                  &attn::model::BlockWeights::mlpOutWeight})
                round(f.*member, d.*member);
        }
        QVERIFY(!asFloat->blocks[1].mlpOutWeight.isDouble());
        ModelRun a(asFloat), b(asDouble);
        QVERIFY(a.run(kTokens).empty());
        QVERIFY(b.run(kTokens).empty());
        QVERIFY(runDifference(a, b) < 1e-12);
        QVERIFY(largest(a.logitsAt(), b.logitsAt()) < 1e-12);
    }

    void aCopyRunsWithoutChangingTheOriginal()
    {
        ModelRun original(randommodel::make(3, 2, 8, 7));
        QVERIFY(original.run(kTokens).empty());
        const Matrix before = original.logits();
        ModelRun copy = original;
        Interventions iv;
        iv.setHead(2, 0, HeadIntervention{false, 1.0, 1.0});
        QCOMPARE(copy.layersToRun(kTokens, iv), 1);
        QCOMPARE(copy.layersToRun(kTokens, {}), 0);
        QVERIFY(copy.intervene(iv).empty());
        QCOMPARE(copy.firstLayerComputed(), 2);
        QVERIFY(original.logits() == before); // the original's layers were not touched
        QVERIFY(!original.layer(2).attention.heads[0].output.isZero(0.0));
        QVERIFY(copy.layer(2).attention.heads[0].output.isZero(0.0));
        QCOMPARE(&copy.layer(1), &original.layer(1)); // shared, not copied
    }

    void aStopFlagStopsBeforeTheNextLayer()
    {
        ModelRun run(randommodel::make(3, 2, 8, 8));
        std::atomic<bool> stop{true};
        std::atomic<int> done{0};
        run.setStopFlag(&stop);
        run.setLayerCounter(&done);
        QVERIFY(!run.run(kTokens).empty()); // a sentence saying it stopped
        QVERIFY(!run.hasResult());
        QCOMPARE(done.load(), 0);
        stop = false;
        QVERIFY(run.run(kTokens).empty());
        QCOMPARE(done.load(), 3);
        QCOMPARE(run.firstLayerComputed(), 0);
    }
};

QTEST_APPLESS_MAIN(TestModelRun)
#include "tst_modelrun.moc"
