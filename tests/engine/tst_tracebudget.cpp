// The memory budget of a computation: the trace's bytes follow its formula, the largest
// documented computation fits, and beyond the budget a scenario is refused before the
// engine allocates, with what would fit. Additive scores of many minutes' work likewise.
#include "attentionengine.h"
#include "presetlibrary.h"
#include "projectionfactory.h"
#include "tracebudget.h"
#include "validation.h"

#include <QTest>

namespace {

attn::Scenario selfAttention(int tokens, int model, int heads)
{
    attn::Scenario s;
    s.mode = attn::InputMode::SelfAttention;
    s.tokens = attn::Matrix::Constant(tokens, model, 0.25);
    s.headCount = heads;
    s.projectionInit = attn::ProjectionInit::Random;
    attn::refreshProjections(s);
    return s;
}

} // namespace

class TestTraceBudget : public QObject
{
    Q_OBJECT
private slots:
    void bytesFollowTheFormula()
    {
        // sleepy-child: m = 1, n = 6, one head, d_k = 3, d_v = 1, raw scores kept.
        const attn::Scenario s = attn::findPreset("sleepy-child")->scenario;
        attn::AttentionEngine engine;
        QVERIFY(engine.run(s).empty());
        const attn::AttentionTrace &t = engine.trace();
        const attn::HeadTrace &h = t.heads[0];
        const double held = double(h.weights.size() + h.scores.size() + h.q.size() + h.k.size() +
                                   h.v.size() + h.output.size() + h.entropy.size() +
                                   h.argmax.size() + t.concatenated.size() + t.output.size());
        QCOMPARE(attn::traceBytes(s), 8 * held);
    }

    void theLargestDocumentedComputationFits()
    {
        // L = 4096, 16 heads (2 GiB of weights, computed in place head by head).
        const attn::Scenario s = selfAttention(4096, 1024, 16);
        QVERIFY(attn::traceBytes(s) > 2.0 * 1024 * 1024 * 1024);
        QVERIFY(!attn::overBudget(s));
        QVERIFY(attn::validate(s).empty());
    }

    void beyondTheBudgetIsRefusedWithWhatFits()
    {
        // 4,096 tokens of 64 components with 64 heads: a 2 MB file, 8 GiB of weights.
        const attn::Scenario s = selfAttention(4096, 64, 64);
        const attn::ValidationIssues issues = attn::validate(s);
        QCOMPARE(issues.size(), std::size_t(1));
        QCOMPARE(issues[0].field, std::string("headCount"));
        const QString message = QString::fromStdString(issues[0].message);
        QVERIFY2(message.contains(QStringLiteral("8.0 GiB")) &&
                     message.contains(QStringLiteral("at most 19 heads fit")),
                 qPrintable(message));
        QVERIFY(attn::validate(selfAttention(4096, 64, 16)).empty());
    }

    void additiveScoresOfManyMinutesAreRefusedWithWhatFits()
    {
        // 4,096 tokens at hidden width 4,096: 6.9 x 10^10 tanh evaluations, more than 13
        // minutes of one core (a 110 KB file).
        attn::Scenario s = selfAttention(4096, 4, 1);
        s.score = attn::ScoreKind::Additive;
        s.additiveHidden = 4096;
        attn::refreshProjections(s);
        QCOMPARE(attn::additiveWork(s), 4096.0 * 4096 * 4096);
        const attn::ValidationIssues issues = attn::validate(s);
        QCOMPARE(issues.size(), std::size_t(1));
        QCOMPARE(issues[0].field, std::string("additiveHidden"));
        const QString message = QString::fromStdString(issues[0].message);
        QVERIFY2(message.contains(QStringLiteral("68.7 x 10^9 tanh evaluations")) &&
                     message.contains(QStringLiteral("a hidden width of at most 512 fits")),
                 qPrintable(message));
        // What it says fits, fits; the engine's other scores have no such work.
        s.additiveHidden = 512;
        attn::refreshProjections(s);
        QVERIFY(attn::validate(s).empty());
        s.score = attn::ScoreKind::DotProduct;
        QCOMPARE(attn::additiveWork(s), 0.0);
    }
};

QTEST_MAIN(TestTraceBudget)
#include "tst_tracebudget.moc"
