// A large model computes off the window's thread: the window answers at once, the views keep
// the last result until the new one is in, edits made meanwhile are computed next together,
// Stop keeps the last result and says so, a model replaced while computing drops the job, and
// what comes back is what computing at once gives.

#include "modelprogressrow.h"
#include "modelsession.h"
#include "randommodel.h"

#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

using attn::model::HeadIntervention;

namespace {

const QString kFirst = QStringLiteral("red cat blue dog red cat blue");
const QString kSecond = QStringLiteral("green fish apple green fish");

/// A session over the random model (6 layers of 32 heads: width 128) that computes every
/// run off the window's thread, as it does a large model's.
std::unique_ptr<ModelSession> backgroundSession()
{
    auto session = std::make_unique<ModelSession>();
    session->setBackgroundAbove(0.0);
    session->setModel(randommodel::weights(6, 32), randommodel::vocabulary(), "random");
    return session;
}

/// The same model and edits computed at once.
std::unique_ptr<ModelSession> atOnce(const QString &text, const attn::model::Interventions &iv)
{
    auto session = std::make_unique<ModelSession>();
    session->setModel(randommodel::weights(6, 32), randommodel::vocabulary(), "random");
    session->setText(text);
    session->setInterventions(iv);
    return session;
}

double difference(const ModelSession &a, const ModelSession &b)
{
    double worst = (a.run().logitsAt() - b.run().logitsAt()).cwiseAbs().maxCoeff();
    worst =
        std::max(worst, (a.plainRun().logitsAt() - b.plainRun().logitsAt()).cwiseAbs().maxCoeff());
    for (int l = 0; l < a.layerCount(); ++l)
        worst = std::max(worst,
                         (a.layerTrace(l).output - b.layerTrace(l).output).cwiseAbs().maxCoeff());
    return worst;
}

} // namespace

class TestModelComputation : public QObject
{
    Q_OBJECT

private slots:
    void smallModelRunsAtOnce()
    {
        ModelSession session;
        session.setModel(randommodel::weights(6, 32), randommodel::vocabulary(), "random");
        session.setText(kFirst);
        QVERIFY(!session.isComputing());
        QVERIFY(session.hasResult());
        QCOMPARE(session.words().size(), 7);
    }

    void largeModelComputesOffTheWindowThread()
    {
        auto session = backgroundSession();
        QSignalSpy changed(session.get(), &ModelSession::changed);
        session->setText(kFirst);
        QVERIFY(session->isComputing()); // setText() returned before the result
        QVERIFY(!session->hasResult());
        QVERIFY(session->hasTokens());
        // The plain run's 6 layers; the run without interventions is the same run.
        QCOMPARE(session->layersToCompute(), 6);
        QTRY_VERIFY(!session->isComputing());
        QVERIFY(session->hasResult());
        QCOMPARE(&session->run().layer(5), &session->plainRun().layer(5)); // shared
        QVERIFY(changed.count() >= 1);
        QVERIFY(difference(*session, *atOnce(kFirst, {})) < 1e-12);

        // An intervention recomputes from its layer, off the thread as well.
        attn::model::Interventions iv;
        iv.setHead(4, 3, HeadIntervention{false, 1.0, 1.0});
        session->setInterventions(iv);
        QVERIFY(session->isComputing());
        QCOMPARE(session->layersToCompute(), 2); // layers 5 and 6 of the run, none plain
        QTRY_VERIFY(!session->isComputing());
        QVERIFY(difference(*session, *atOnce(kFirst, iv)) < 1e-12);
        QCOMPARE(&session->run().layer(3), &session->plainRun().layer(3)); // below it: shared
        QVERIFY(&session->run().layer(4) != &session->plainRun().layer(4));
    }

    void editsMadeWhileComputingAreComputedNext()
    {
        auto session = backgroundSession();
        session->setText(kFirst);
        QVERIFY(session->isComputing());
        session->setText(kSecond);
        attn::model::Interventions iv;
        iv.setHead(1, 0, HeadIntervention{true, 2.0, 1.0});
        session->setInterventions(iv);
        QTRY_VERIFY(!session->isComputing());
        QCOMPARE(session->words().join(u' '), kSecond);
        QCOMPARE(session->run().interventions(), iv);
        QVERIFY(difference(*session, *atOnce(kSecond, iv)) < 1e-12);
    }

    void stopKeepsTheLastResultAndSaysSo()
    {
        // 12 layers of width 256 on 20 words: the click comes long before the end.
        auto session = std::make_unique<ModelSession>();
        session->setBackgroundAbove(0.0);
        session->setModel(randommodel::weights(12, 64), randommodel::vocabulary(), "random");
        const QString kSecond = kFirst + u' ' + kFirst + QStringLiteral(" green fish apple");
        QWidget window;
        auto *row = new ModelProgressRow(session.get(), &window);
        row->setShowAfter(0);
        window.show();
        session->setText(kFirst);
        session->waitForComputation();
        QVERIFY(!row->isVisible());

        QSignalSpy stopped(session.get(), &ModelSession::stopped);
        session->setText(kSecond);
        QVERIFY(row->isVisible());
        QVERIFY(row->stopButton()->isVisible());
        QVERIFY(row->label()->text().contains(u'%'));
        row->stopButton()->click();
        QTRY_VERIFY(!session->isComputing());
        QCOMPARE(stopped.count(), 1);
        QCOMPARE(session->words().join(u' '), kFirst); // the last result, kept
        QVERIFY(row->isVisible());
        QVERIFY(!row->stopButton()->isVisible());
        QVERIFY(row->label()->text().contains(QStringLiteral("Stopped")));

        // The next edit is computed as usual.
        session->setText(kSecond + QStringLiteral(" bread"));
        QTRY_VERIFY(!session->isComputing());
        QCOMPARE(session->words().size(), 18);
        QCOMPARE(session->plainRun().firstLayerComputed(), 0);
        QVERIFY(!row->isVisible());
    }

    void aModelReplacedWhileComputingDropsTheJob()
    {
        auto session = backgroundSession();
        session->setText(kFirst);
        QVERIFY(session->isComputing());
        const auto other = randommodel::weights(2, 4, 11);
        session->setModel(other, randommodel::vocabulary(), "other");
        QTRY_VERIFY(!session->isComputing());
        QVERIFY(session->hasResult());
        QCOMPARE(&session->run().weights(), other.get());
        QCOMPARE(session->run().layerCount(), std::size_t(2));
    }
};

QTEST_MAIN(TestModelComputation)
#include "tst_modelcomputation.moc"
