// sameScenario() is exact equality: every field, small or matrix, tells two scenarios apart,
// whatever the order in which it compares them (the small fields first, so that a switched
// head or a new temperature is found without reading the matrices).
#include "scenariobuilders.h"
#include "scenariocompare.h"

#include <QTest>

#include <functional>

using namespace attn;

Q_DECLARE_METATYPE(std::function<void(attn::Scenario &)>)

class TestScenarioCompare : public QObject
{
    Q_OBJECT

private slots:
    void aCopyIsTheSame();
    void everyFieldTellsThemApart_data();
    void everyFieldTellsThemApart();
};

void TestScenarioCompare::aCopyIsTheSame()
{
    const Scenario s = builders::selfAttention(6, 4, 2, 3);
    const Scenario copy = s;
    QVERIFY(sameScenario(s, copy));
}

void TestScenarioCompare::everyFieldTellsThemApart_data()
{
    using Edit = std::function<void(Scenario &)>;
    QTest::addColumn<Edit>("edit");
    QTest::newRow("temperature") << Edit([](Scenario &s) { s.temperature = 0.5; });
    QTest::newRow("head switched off") << Edit([](Scenario &s) { s.heads[1].enabled = false; });
    QTest::newRow("head weight") << Edit([](Scenario &s) { s.heads[0].combineWeight = 2.0; });
    QTest::newRow("token") << Edit([](Scenario &s) { s.tokens(5, 3) += 1.0; });
    QTest::newRow("W_Q") << Edit([](Scenario &s) { s.heads[1].wq(0, 0) += 1.0; });
    QTest::newRow("W_O") << Edit([](Scenario &s) { s.outputProjection(1, 1) += 1.0; });
    QTest::newRow("imported weights") << Edit(
        [](Scenario &s) { s.importedWeights.push_back(Matrix::Constant(6, 6, 1.0 / 6.0)); });
    QTest::newRow("label") << Edit([](Scenario &s) { s.queryLabels.assign(6, "t"); });
}

void TestScenarioCompare::everyFieldTellsThemApart()
{
    QFETCH(std::function<void(Scenario &)>, edit);
    const Scenario s = builders::selfAttention(6, 4, 2, 3);
    Scenario other = s;
    edit(other);
    QVERIFY(!sameScenario(s, other));
    QVERIFY(!sameScenario(other, s));
}

QTEST_APPLESS_MAIN(TestScenarioCompare)
#include "tst_scenariocompare.moc"
