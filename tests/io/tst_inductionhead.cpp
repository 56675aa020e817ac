// The model shipped with the application (resources/models/induction), run by the app's own
// runtime on held sequences of distinct random words whose first half repeats: in the
// repeat, a layer-2 head (an induction head) puts most of its weight on the word after the
// earlier copy of the current one; switching it off makes the correct next word less
// probable, and switching off every such head makes the model fail. Over the first copy a
// layer-1 head looks at the previous word, and without it the induction heads lose their
// target. The figures are printed (ctest -V) for docs/model-runtime.md.

#include "modelcheckpoint.h"
#include "modelrun.h"

#include <QTest>

#include <algorithm>
#include <numeric>
#include <random>

namespace {

constexpr int kHalf = 10;      ///< words before the repeat
constexpr int kSequences = 50; ///< held sequences (seeded: not the training generator's)

struct InductionFigures
{
    double weightOnNext = 0.0; ///< mean weight of the head on the token after the copy
    double correctOn = 0.0;    ///< mean probability of the correct next word, head on
    double correctOff = 0.0;   ///< the same with the head switched off
    double accuracyOn = 0.0;   ///< share of positions whose most probable word is correct
    double accuracyOff = 0.0;
};

std::vector<std::vector<int>> heldSequences(int vocabulary)
{
    std::mt19937_64 random(20261127);
    std::vector<std::vector<int>> sequences;
    std::vector<int> words(static_cast<std::size_t>(vocabulary));
    std::iota(words.begin(), words.end(), 0);
    for (int s = 0; s < kSequences; ++s) {
        std::shuffle(words.begin(), words.end(), random);
        std::vector<int> tokens(words.begin(), words.begin() + kHalf);
        tokens.insert(tokens.end(), words.begin(), words.begin() + kHalf);
        sequences.push_back(tokens);
    }
    return sequences;
}

/// Over the repeat's positions i = kHalf .. 2 kHalf - 2, whose next word is known, with the
/// heads `off` (layer, head) switched off; the weight is head (layer, head)'s.
InductionFigures measure(const std::shared_ptr<const attn::model::ModelWeights> &weights, int layer,
                         int head, const std::vector<std::pair<int, int>> &off)
{
    InductionFigures f;
    attn::model::ModelRun run(weights);
    attn::model::Interventions switchedOff;
    for (const auto &[l, h] : off)
        switchedOff.setHead(l, h, {false, 1.0, 1.0});
    int count = 0;
    for (const std::vector<int> &tokens : heldSequences(weights->config.vocabSize)) {
        if (!run.run(tokens).empty())
            return {};
        std::vector<double> on;
        for (int i = kHalf; i < 2 * kHalf - 1; ++i) {
            const int next = tokens[std::size_t(i + 1)];
            f.weightOnNext += run.layer(std::size_t(layer))
                                  .attention.heads[std::size_t(head)]
                                  .weights(i, i - kHalf + 1);
            on.push_back(run.nextTokenProbability(next, i));
            f.accuracyOn += run.topNextTokens(1, i).front().token == next;
        }
        if (!run.intervene(switchedOff).empty())
            return {};
        for (int i = kHalf; i < 2 * kHalf - 1; ++i) {
            const int next = tokens[std::size_t(i + 1)];
            f.correctOn += on[std::size_t(i - kHalf)];
            f.correctOff += run.nextTokenProbability(next, i);
            f.accuracyOff += run.topNextTokens(1, i).front().token == next;
            ++count;
        }
    }
    for (double *x : {&f.weightOnNext, &f.correctOn, &f.correctOff, &f.accuracyOn, &f.accuracyOff})
        *x /= count;
    return f;
}

/// Mean weight of head (layer, head) over `positions` (query i -> key key(i)) on the held
/// sequences, with the heads `off` switched off.
template <typename Key>
double meanWeight(const std::shared_ptr<const attn::model::ModelWeights> &weights, int layer,
                  int head, int first, int last, Key key,
                  const std::vector<std::pair<int, int>> &off = {})
{
    attn::model::ModelRun run(weights);
    attn::model::Interventions switchedOff;
    for (const auto &[l, h] : off)
        switchedOff.setHead(l, h, {false, 1.0, 1.0});
    double sum = 0.0;
    int count = 0;
    for (const std::vector<int> &tokens : heldSequences(weights->config.vocabSize)) {
        if (!run.run(tokens, switchedOff).empty())
            return 0.0;
        const attn::Matrix &w =
            run.layer(std::size_t(layer)).attention.heads[std::size_t(head)].weights;
        for (int i = first; i <= last; ++i, ++count)
            sum += w(i, key(i));
    }
    return sum / count;
}

} // namespace

class TestInductionHead : public QObject
{
    Q_OBJECT

private slots:
    void secondLayerHasAnInductionHead();
    void firstLayerHasThePreviousTokenHeadItReads();
};

void TestInductionHead::secondLayerHasAnInductionHead()
{
    QString error;
    const auto checkpoint = attn::io::readModelCheckpoint(attn::io::shippedModelFolder(), &error);
    QVERIFY2(checkpoint, qPrintable(error));
    const auto &weights = checkpoint->weights;
    QCOMPARE(weights->config.layerCount, 2);
    QVERIFY(weights->config.vocabSize >= 2 * kHalf);
    QCOMPARE(checkpoint->tokenizer.words.size(), weights->config.vocabSize);

    // The induction head is the layer-2 head that looks at the word after the copy most.
    int best = 0;
    std::vector<InductionFigures> figures;
    std::vector<std::pair<int, int>> inductionHeads;
    for (int h = 0; h < weights->config.headCount; ++h) {
        figures.push_back(measure(weights, 1, h, {{1, h}}));
        const InductionFigures &f = figures.back();
        qInfo("layer 2 head %d: weight on the word after the copy %.3f; correct next word "
              "%.3f (top-1 %.3f) with the head on, %.3f (top-1 %.3f) off",
              h + 1, f.weightOnNext, f.correctOn, f.accuracyOn, f.correctOff, f.accuracyOff);
        if (f.weightOnNext > figures[std::size_t(best)].weightOnNext)
            best = h;
        if (f.weightOnNext > 0.5)
            inductionHeads.push_back({1, h});
    }
    const InductionFigures &f = figures[std::size_t(best)];
    QVERIFY2(f.weightOnNext > 0.5, qPrintable(QString::number(f.weightOnNext)));
    QVERIFY2(f.accuracyOn > 0.9, qPrintable(QString::number(f.accuracyOn)));
    // Switching it off makes the correct next word clearly less probable ...
    QVERIFY2(f.correctOff < f.correctOn - 0.1,
             qPrintable(QStringLiteral("%1 -> %2").arg(f.correctOn).arg(f.correctOff)));
    // ... and without every head that does it the model no longer completes the repeat.
    const InductionFigures all = measure(weights, 1, best, inductionHeads);
    qInfo("the %d induction heads off: correct next word %.3f (top-1 %.3f)",
          int(inductionHeads.size()), all.correctOff, all.accuracyOff);
    QVERIFY2(all.correctOff < 0.2, qPrintable(QString::number(all.correctOff)));

    // The induction heads read what a layer-1 head wrote: without it they fail too.
    double worst = 1.0;
    for (int h = 0; h < weights->config.headCount; ++h) {
        const InductionFigures one = measure(weights, 1, best, {{0, h}});
        qInfo("layer 1 head %d off: correct next word %.3f (top-1 %.3f)", h + 1, one.correctOff,
              one.accuracyOff);
        worst = std::min(worst, one.correctOff);
    }
    QVERIFY2(worst < 0.2, qPrintable(QString::number(worst)));
}

void TestInductionHead::firstLayerHasThePreviousTokenHeadItReads()
{
    QString error;
    const auto checkpoint = attn::io::readModelCheckpoint(attn::io::shippedModelFolder(), &error);
    QVERIFY2(checkpoint, qPrintable(error));
    const auto &weights = checkpoint->weights;
    const int heads = weights->config.headCount;
    auto previous = [](int i) { return i - 1; };
    auto afterCopy = [](int i) { return i - kHalf + 1; };

    // Over the first copy, one layer-1 head looks at the word before each word: a
    // previous-token head. It tells each word which word it follows.
    int best = 0;
    std::vector<double> onPrevious;
    for (int h = 0; h < heads; ++h) {
        onPrevious.push_back(meanWeight(weights, 0, h, 1, kHalf - 1, previous));
        qInfo("layer 1 head %d: weight on the previous word over the first copy %.3f", h + 1,
              onPrevious.back());
        if (onPrevious.back() > onPrevious[std::size_t(best)])
            best = h;
    }
    QVERIFY2(onPrevious[std::size_t(best)] > 0.55,
             qPrintable(QString::number(onPrevious[std::size_t(best)])));

    // The induction heads find the word after the earlier copy through it: without it they
    // lose their target.
    for (int h = 0; h < heads; ++h) {
        const double on = meanWeight(weights, 1, h, kHalf, 2 * kHalf - 2, afterCopy);
        if (on < 0.5)
            continue; // not an induction head
        const double off = meanWeight(weights, 1, h, kHalf, 2 * kHalf - 2, afterCopy, {{0, best}});
        qInfo("layer 2 head %d: weight on the word after the copy %.3f, with layer 1 head %d off "
              "%.3f",
              h + 1, on, best + 1, off);
        QVERIFY2(off < 0.3, qPrintable(QStringLiteral("%1 -> %2").arg(on).arg(off)));
    }
}

QTEST_GUILESS_MAIN(TestInductionHead)
#include "tst_inductionhead.moc"
