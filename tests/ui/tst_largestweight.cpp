// Where keys share the largest weight (T = inf, equal scores) no key won: the entropy column
// and the lesson's reveal say "tie" and name the tied keys, never the first of them alone.
#include "document.h"
#include "heatmapview.h"
#include "largestweight.h"
#include "lessonfile.h"
#include "lessonpanel.h"
#include "rowmeasuresview.h"
#include "viewtesting.h"

#include <QStandardPaths>
#include <QTest>

#include <limits>

namespace {

attn::Scenario sleepyChild(double temperature)
{
    attn::Scenario s = preset("sleepy-child");
    s.temperature = temperature;
    return s;
}

/// sleepy-child with "book" given the same key as "reads": the two top scores are equal.
attn::Scenario readsAndBookTied()
{
    attn::Scenario s = sleepyChild(1.0);
    s.keys.row(5) = s.keys.row(3);
    return s;
}

/// One question step on `scenario`, about query 0 of head 0.
Lesson questionOn(const attn::Scenario &scenario)
{
    Lesson lesson;
    lesson.id = QStringLiteral("tie");
    lesson.title = {QStringLiteral("Ties"), QStringLiteral("Ties")};
    LessonStep step;
    step.title = {QStringLiteral("Which word?"), QStringLiteral("Which word?")};
    step.text = {QStringLiteral("Predict."), QStringLiteral("Predict.")};
    step.scenario = scenario;
    step.hasQuestion = true;
    step.question = {QStringLiteral("Which key?"), QStringLiteral("Which key?")};
    lesson.steps.push_back(step);
    return lesson;
}

QString revealAfterPredicting(const attn::Scenario &scenario, int key)
{
    Document doc;
    LessonPanel panel(&doc);
    panel.setLesson(questionOn(scenario));
    if (key >= 0)
        panel.predict(key);
    panel.reveal();
    return panel.feedback();
}

} // namespace

class TestLargestWeight : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void entropyColumnSaysTieAtInfiniteTemperature()
    {
        Document doc;
        doc.resetScenario(sleepyChild(std::numeric_limits<double>::infinity()));
        HeatmapView heatmap(&doc);
        RowMeasuresView measures(&doc, &heatmap);
        // Lesson "temperature", step 5: every word gets 1/6; none of the six won.
        QCOMPARE(LargestWeight::keys(doc.trace().heads[0], 0), (std::vector<int>{0, 1, 2, 3, 4, 5}));
        QCOMPARE(measures.argmaxLabels(), QStringList{QStringLiteral("tie of 6")});
        doc.resetScenario(sleepyChild(1.0));
        QCOMPARE(measures.argmaxLabels(), QStringList{QStringLiteral("reads")});
    }

    void fewTiedKeysAreNamed()
    {
        Document doc;
        doc.resetScenario(readsAndBookTied());
        HeatmapView heatmap(&doc);
        RowMeasuresView measures(&doc, &heatmap);
        QCOMPARE(measures.argmaxLabels(), QStringList{QStringLiteral("tie: reads, book")});
        // At T = 0 the two share the hard attention as well.
        attn::Scenario hard = readsAndBookTied();
        hard.temperature = 0.0;
        doc.resetScenario(hard);
        QCOMPARE(measures.argmaxLabels(), QStringList{QStringLiteral("tie: reads, book")});
    }

    void roundingIsATieAGenuineLeadIsNot()
    {
        // q . k = 0.1 + 0.2 for "reads" and 0.3 for "book": equal on paper, an ulp apart in
        // doubles. 1e-9 more is a real (if tiny) lead.
        attn::Scenario s = sleepyChild(1.0);
        s.keys.setZero();
        s.queries.row(0) << 1.0, 1.0, 0.0;
        s.keys.row(3) << 0.1, 0.2, 0.0;
        s.keys.row(5) << 0.3, 0.0, 0.0;
        Document doc;
        doc.resetScenario(s);
        QCOMPARE(LargestWeight::keys(doc.trace().heads[0], 0), (std::vector<int>{3, 5}));
        s.keys(5, 0) = 0.3 + 1e-9;
        doc.resetScenario(s);
        QCOMPARE(LargestWeight::keys(doc.trace().heads[0], 0), (std::vector<int>{5}));
        QCOMPARE(LargestWeight::describe(doc.trace(), 0, 0), QStringLiteral("book"));
    }

    void maskedKeysAreNotInTheTie()
    {
        attn::Scenario s = sleepyChild(std::numeric_limits<double>::infinity());
        s.mask = attn::MaskKind::ValidLength;
        s.validLength = 2;
        Document doc;
        doc.resetScenario(s);
        QCOMPARE(LargestWeight::describe(doc.trace(), 0, 0), QStringLiteral("tie: The, sleepy"));
        s.validLength = 1;
        doc.resetScenario(s);
        QCOMPARE(LargestWeight::describe(doc.trace(), 0, 0), QStringLiteral("The"));
    }

    void lessonRevealNamesEveryTiedKey()
    {
        const double inf = std::numeric_limits<double>::infinity();
        const QString none = revealAfterPredicting(sleepyChild(inf), -1);
        QVERIFY2(none.contains(QStringLiteral("tie for the most weight")), qPrintable(none));
        for (const char *word : {"The", "sleepy", "child", "reads", "a", "book"})
            QVERIFY2(none.contains(QLatin1String(word)), qPrintable(none));
        QVERIFY(!none.contains(QStringLiteral("gets the most weight")));
        // Any of the six is right.
        const QString right = revealAfterPredicting(sleepyChild(inf), 4);
        QVERIFY2(right.contains(QStringLiteral("Right!")), qPrintable(right));
        // Not one of the tied two: both are named, and the guess with its weight.
        const QString wrong = revealAfterPredicting(readsAndBookTied(), 0);
        QVERIFY2(wrong.contains(QStringLiteral("Not this time")), qPrintable(wrong));
        QVERIFY2(wrong.contains(QStringLiteral("<b>reads</b>, <b>book</b> tie")), qPrintable(wrong));
        // A clear winner is still named alone.
        const QString clear = revealAfterPredicting(sleepyChild(1.0), 3);
        QVERIFY2(clear.contains(QStringLiteral("<b>reads</b> gets the most weight")),
                 qPrintable(clear));
    }
};

QTEST_MAIN(TestLargestWeight)
#include "tst_largestweight.moc"
