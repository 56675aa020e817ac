// Lesson steps on the shipped model ("model": sentence, head, heads off, words masked): the
// step's scenario is the head as the model runs it; a bad step is refused with a message
// naming the field and what is wrong with it.
#include "attentionengine.h"
#include "lessonfile.h"
#include "lessonjson.h"
#include "modelcheckpoint.h"
#include "modelrun.h"

#include <QTest>

class TestLessonModelStep : public QObject
{
    Q_OBJECT
private slots:
    void modelStepIsTheHeadAsItRuns()
    {
        // The shipped model's head 4 of layer 2, with head 2 of layer 1 off and "blue"
        // masked, against the same run made here.
        Lesson lesson;
        QString error;
        QVERIFY2(LessonFile::fromJson(
                     lessonJson(R"("model": {"text": "Red cat  blue dog red cat", "head": "2.4",
                                "off": ["1.2"], "mask": [2]})"),
                     lesson, &error),
                 qPrintable(error));
        const LessonStep &step = lesson.steps.front();
        QVERIFY(step.model);
        QCOMPARE(step.model->text, QStringLiteral("Red cat blue dog red cat"));
        QVERIFY((step.model->head == ModelHeadAddress{1, 3}));
        QCOMPARE(int(step.model->off.size()), 1);
        QVERIFY((step.model->off.front() == ModelHeadAddress{0, 1}));
        QVERIFY(step.model->masked == std::vector<int>{2});
        QCOMPARE(step.query, 5); // the last word unless told
        QCOMPARE(step.scenario.queryLabels.at(0), std::string("red"));

        QString readError;
        const auto checkpoint =
            attn::io::readModelCheckpoint(attn::io::shippedModelFolder(), &readError);
        QVERIFY2(checkpoint, qPrintable(readError));
        attn::model::Interventions iv;
        iv.setHead(0, 1, {false, 1.0, 1.0});
        iv.maskedPositions = {2};
        attn::model::ModelRun run(checkpoint->weights);
        QVERIFY(
            run.run(checkpoint->tokenizer.words.encode("red cat blue dog red cat"), iv).empty());
        const attn::Matrix expected = run.layer(1).attention.heads[3].weights;
        const attn::Matrix shown = attn::computeTrace(step.shown()).heads[0].weights;
        QVERIFY2((shown - expected).cwiseAbs().maxCoeff() < 1e-12,
                 qPrintable(QString::number((shown - expected).cwiseAbs().maxCoeff())));
        QCOMPARE(shown(5, 2), 0.0); // masked
    }

    void badSteps_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("field");
        const QByteArray model = R"("model": {"text": "red cat blue dog red cat", "head": "2.4")";
        QTest::newRow("preset and model") << lessonJson(R"("preset": "circle", )" + model + "}")
                                          << QStringLiteral("steps[0].preset: give exactly one");
        QTest::newRow("model with overrides") << lessonJson(model + R"(}, "overrides": {})")
                                              << QStringLiteral("steps[0].overrides: only allowed");
        QTest::newRow("model not object") << lessonJson(R"("model": "2.4")")
                                          << QStringLiteral("steps[0].model: expected an object");
        QTest::newRow("model unknown field")
            << lessonJson(model + R"(, "heads": []})")
            << QStringLiteral("steps[0].model.heads: unknown field");
        QTest::newRow("model text missing") << lessonJson(R"("model": {"head": "2.4"})")
                                            << QStringLiteral("steps[0].model.text: missing");
        QTest::newRow("model unknown word")
            << lessonJson(R"("model": {"text": "red cat zebra", "head": "2.4"})")
            << QStringLiteral("steps[0].model.text: \"zebra\" is not a word of the model");
        QTest::newRow("model too many words")
            << lessonJson(R"("model": {"text": ")" +
                          QByteArray(65 * 4, 'x').replace("xxxx", "cat ") + R"(", "head": "2.4"})")
            << QStringLiteral("steps[0].model.text: 65 words, more than the 64");
        QTest::newRow("model head not layer.head")
            << lessonJson(R"("model": {"text": "red cat", "head": 2})")
            << QStringLiteral("steps[0].model.head: expected \"LAYER.HEAD\"");
        QTest::newRow("model head outside")
            << lessonJson(R"("model": {"text": "red cat", "head": "3.1"})")
            << QStringLiteral("steps[0].model.head: \"3.1\" is not a head of the model: it has 2 "
                              "layers of 4 heads");
        QTest::newRow("model head zero")
            << lessonJson(R"("model": {"text": "red cat", "head": "2.0"})")
            << QStringLiteral("steps[0].model.head: \"2.0\" is not a head");
        QTest::newRow("model off outside")
            << lessonJson(R"("model": {"text": "red cat", "head": "2.4", "off": ["1.2", "2.5"]})")
            << QStringLiteral("steps[0].model.off[1]: \"2.5\" is not a head");
        QTest::newRow("model off not array")
            << lessonJson(R"("model": {"text": "red cat", "head": "2.4", "off": "1.2"})")
            << QStringLiteral("steps[0].model.off: expected an array");
        QTest::newRow("model mask outside")
            << lessonJson(R"("model": {"text": "red cat", "head": "2.4", "mask": [0, 2]})")
            << QStringLiteral("steps[0].model.mask[1]: expected a word position from 0 to 1");
        QTest::newRow("model query outside")
            << lessonJson(R"("model": {"text": "red cat", "head": "2.4"}, "query": 2)")
            << QStringLiteral("steps[0].query: expected an integer from 0 to 1, found 2");
    }
    void badSteps()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, field);
        verifyRefused(json, field);
    }
};

QTEST_GUILESS_MAIN(TestLessonModelStep)
#include "tst_lessonmodelstep.moc"
