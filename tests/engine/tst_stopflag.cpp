// A run asked to stop ends early, says so, and leaves nothing half-computed behind: the
// engine keeps no trace, and the next run computes everything, bit for bit as from scratch.
#include "attentionengine.h"
#include "projectionfactory.h"
#include "scenariobuilders.h"
#include "validation.h"

#include <QTest>

#include <atomic>
#include <chrono>
#include <thread>

using namespace attn;
using namespace builders;

namespace {

/// Additive scores of 256 tokens at hidden width 1,024: 6.7 x 10^7 tanh terms, most of a
/// second of one core.
Scenario wideAdditive()
{
    Scenario s = selfAttention(256, 8, 1, 5);
    s.score = ScoreKind::Additive;
    s.additiveHidden = 1024;
    refreshProjections(s);
    return s;
}

bool sameWeights(const AttentionTrace &a, const AttentionTrace &b)
{
    if (a.heads.size() != b.heads.size())
        return false;
    for (std::size_t i = 0; i < a.heads.size(); ++i)
        if (a.heads[i].weights != b.heads[i].weights)
            return false;
    return a.output == b.output;
}

} // namespace

class TestStopFlag : public QObject
{
    Q_OBJECT
private slots:
    void aStoppedRunKeepsNoTrace()
    {
        const Scenario first = sleepyChild();
        AttentionEngine engine;
        QVERIFY(engine.run(first).empty());
        std::atomic<bool> stop{true};
        engine.setStopFlag(&stop);
        const Scenario next = wideAdditive();
        const ValidationIssues issues = engine.run(next);
        QVERIFY(AttentionEngine::wasStopped(issues));
        QCOMPARE(issues.front().field, std::string("computation"));
        QVERIFY(!engine.hasTrace());
        QCOMPARE(engine.workFor(first), Stage::Projections);

        stop = false;
        QVERIFY(engine.run(first).empty());
        QVERIFY(sameWeights(engine.trace(), computeTrace(first)));
    }

    void aRunStopsWhileItComputes()
    {
        const Scenario s = wideAdditive();
        AttentionEngine engine;
        std::atomic<bool> stop{false};
        engine.setStopFlag(&stop);
        std::thread stopper([&stop] {
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
            stop = true;
        });
        const ValidationIssues issues = engine.run(s);
        stopper.join();
        QVERIFY(AttentionEngine::wasStopped(issues));
        QVERIFY(!engine.hasTrace());
        stop = false;
        QVERIFY(engine.run(s).empty());
        QVERIFY(sameWeights(engine.trace(), computeTrace(s)));
    }

    void progressIsReportedAsTheRunGoes()
    {
        // Watched from another thread: the share done rises during the run (here it is read
        // past a tenth, then the run is stopped short of the end) and is whole at its end.
        const Scenario s = wideAdditive();
        AttentionEngine engine;
        std::atomic<int> permille{-1};
        std::atomic<bool> stop{false};
        engine.setProgress(&permille);
        engine.setStopFlag(&stop);
        int seen = -1;
        std::thread watcher([&] {
            const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(60);
            while (permille.load() < 100 && std::chrono::steady_clock::now() < until)
                std::this_thread::sleep_for(std::chrono::milliseconds(1));
            seen = permille.load();
            stop = true;
        });
        QVERIFY(AttentionEngine::wasStopped(engine.run(s)));
        watcher.join();
        QVERIFY2(seen >= 100 && seen < 1000, qPrintable(QString::number(seen)));
        QVERIFY(permille.load() < 1000);

        stop = false;
        QVERIFY(engine.run(s).empty());
        QCOMPARE(permille.load(), 1000);
        QVERIFY(engine.run(sleepyChild()).empty()); // dot products: the row blocks alone
        QCOMPARE(permille.load(), 1000);
    }

    void noFlagNeverStops()
    {
        AttentionEngine engine;
        QVERIFY(engine.run(sleepyChild()).empty());
        QVERIFY(!AttentionEngine::wasStopped({}));
        QVERIFY(!AttentionEngine::wasStopped(validate(Scenario())));
    }
};

QTEST_APPLESS_MAIN(TestStopFlag)
#include "tst_stopflag.moc"
