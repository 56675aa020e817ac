// Lesson files: the shipped lessons load; every kind of bad file is refused with a message
// naming the field; random damage never crashes the reader.
#include "lessonfile.h"
#include "lessonjson.h"
#include "presetlibrary.h"
#include "projectionfactory.h"

#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

namespace {

QString lessonsDir()
{
    return QStringLiteral(ATTENTION_LAB_SOURCE_DIR "/resources/lessons");
}

} // namespace

class TestLessonFile : public QObject
{
    Q_OBJECT
private slots:
    void stepsHoldAtMostTheLessonsShareOfMatrices()
    {
        // A small file whose every step generates large projections (a 1.2 MB lesson took
        // 6.6 GB and 25 s to open): each step here is one token of 1,024 components with
        // random 1,024 x 1,024 projections (W_Q, W_K, W_V, W_O), over 32 MiB of matrices; the
        // eighth passes 256 MiB.
        QByteArray token = "[";
        for (int c = 0; c < 1024; ++c)
            token += c ? ",0.5" : "0.5";
        token += "]";
        const QByteArray oneStep =
            R"({"title": {"en": "S", "ja": "S"}, "text": {"en": "T", "ja": "T"}, "scenario":)"
            R"( {"mode": "self", "projectionInit": "random", "tokens": [)" +
            token + "]}}";
        auto lesson = [&](int steps) {
            QByteArrayList list;
            for (int i = 0; i < steps; ++i)
                list << oneStep;
            return QByteArray(R"({"format": 1, "id": "wide", "title": {"en": "W", "ja": "W"},)"
                              R"( "steps": [)") +
                   list.join(',') + "]}";
        };
        const QByteArray hundred = lesson(100);
        QVERIFY(hundred.size() < LessonFile::kMaxFileBytes);
        Lesson out;
        QString error;
        QVERIFY(!LessonFile::fromJson(hundred, out, &error));
        QVERIFY2(
            error.contains(QStringLiteral("steps[7]: the steps up to this one hold 257 MiB")) &&
                error.contains(QStringLiteral("more than the 256 MiB a lesson may hold")),
            qPrintable(error));
        QVERIFY2(LessonFile::fromJson(lesson(7), out, &error), qPrintable(error));
        QCOMPARE(out.steps.size(), std::size_t(7));
        // Kept without the projections their seed makes: 7 x 24 MiB were held at once before.
        for (const LessonStep &step : out.steps)
            QCOMPARE(step.scenario.heads.front().wq.size(), Eigen::Index(0));
        const attn::Scenario shown = out.steps.front().shown();
        QCOMPARE(shown.heads.front().wq.rows(), Eigen::Index(1024));
        attn::Scenario made = shown;
        attn::refreshProjections(made);
        QVERIFY(made == shown); // exactly what the seed gives
    }

    void shippedLessonsLoad_data()
    {
        QTest::addColumn<QString>("path");
        const QDir dir(lessonsDir());
        const QStringList names = dir.entryList({QStringLiteral("*.json")}, QDir::Files);
        QCOMPARE(names.size(), 7);
        for (const QString &name : names)
            QTest::newRow(qPrintable(name)) << dir.filePath(name);
    }
    void shippedLessonsLoad()
    {
        QFETCH(QString, path);
        Lesson lesson;
        QString error;
        QVERIFY2(LessonFile::load(path, lesson, &error), qPrintable(error));
        QVERIFY(!lesson.steps.empty());
        bool anyQuestion = false;
        for (const LessonStep &step : lesson.steps) {
            QVERIFY(!step.text.en.isEmpty() && !step.text.ja.isEmpty());
            anyQuestion = anyQuestion || step.hasQuestion;
        }
        QVERIFY2(anyQuestion, "every lesson asks at least one predict-then-reveal question");
    }

    void documentedExampleLoads()
    {
        QFile doc(QStringLiteral(ATTENTION_LAB_SOURCE_DIR "/docs/lessons.md"));
        QVERIFY(doc.open(QIODevice::ReadOnly));
        const QByteArray text = doc.readAll();
        const qsizetype start = text.indexOf("```json\n");
        QVERIFY(start >= 0);
        const qsizetype end = text.indexOf("```", start + 8);
        QVERIFY(end > start);
        Lesson lesson;
        QString error;
        QVERIFY2(LessonFile::fromJson(text.mid(start + 8, end - start - 8), lesson, &error),
                 qPrintable(error));
        QCOMPARE(lesson.steps.size(), std::size_t(2));
        QCOMPARE(lesson.steps[1].scenario.temperature, 0.0);
    }

    void presetWithOverrides()
    {
        Lesson lesson;
        QString error;
        QVERIFY2(LessonFile::fromJson(lessonJson(R"("preset": "sleepy-child",
                 "overrides": {"temperature": "infinity", "mask": "valid-length", "validLength": 2},
                 "query": 0, "heatmap": "raw-scores", "question": {"en": "Q?", "ja": "Q?"})"),
                                      lesson, &error),
                 qPrintable(error));
        QCOMPARE(lesson.steps.size(), std::size_t(1));
        const LessonStep &step = lesson.steps.front();
        attn::Scenario expected = attn::findPreset("sleepy-child")->scenario;
        expected.temperature = INFINITY;
        expected.mask = attn::MaskKind::ValidLength;
        expected.validLength = 2;
        QVERIFY(step.shown() == expected);
        QCOMPARE(step.heatmap, LessonHeatmap::RawScores);
        QVERIFY(step.hasQuestion);
        QCOMPARE(step.question.ja, QStringLiteral("Q?"));
    }

    void presetWithoutOverridesIsThePreset()
    {
        Lesson lesson;
        QString error;
        QVERIFY2(LessonFile::fromJson(lessonJson(R"("preset": "circle")"), lesson, &error),
                 qPrintable(error));
        QVERIFY(lesson.steps.front().shown() == attn::findPreset("circle")->scenario);
        QVERIFY(!lesson.steps.front().hasQuestion);
    }

    void embeddedScenario()
    {
        Lesson lesson;
        QString error;
        QVERIFY2(LessonFile::fromJson(lessonJson(R"("scenario": {"mode": "direct",
                 "queries": [[1, 0]], "keys": [[1, 0], [0, 1], [-1, 0]]}, "question":
                 {"en": "Which?", "ja": "どれ？"}, "reveal": {"en": "k1", "ja": "k1"})"),
                                      lesson, &error),
                 qPrintable(error));
        const attn::Scenario &s = lesson.steps.front().scenario;
        QCOMPARE(s.keyCount(), 3);
        QCOMPARE(s.keys(2, 0), -1.0);
        QCOMPARE(lesson.steps.front().reveal.en, QStringLiteral("k1"));
    }

    void badFiles_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("field");
        const QByteArray good = R"("preset": "circle")";
        QTest::newRow("not json") << QByteArray("{\"format\": 1,") << QStringLiteral("file:");
        QTest::newRow("array at top") << QByteArray("[1, 2]") << QStringLiteral("file:");
        QTest::newRow("format missing")
            << QByteArray(R"({"id": "a", "title": {"en": "a", "ja": "a"}, "steps": []})")
            << QStringLiteral("format: missing");
        QTest::newRow("format 2") << lessonJson(good).replace("\"format\": 1", "\"format\": 2")
                                  << QStringLiteral("format: unsupported version 2");
        QTest::newRow("format string")
            << lessonJson(good).replace("\"format\": 1", "\"format\": \"1\"")
            << QStringLiteral("format: expected an integer");
        QTest::newRow("unknown top field")
            << lessonJson(good, R"("author": "me",)") << QStringLiteral("author: unknown field");
        QTest::newRow("bad id") << lessonJson(good).replace("\"demo\"", "\"Demo Lesson\"")
                                << QStringLiteral("id:");
        QTest::newRow("title not object")
            << lessonJson(good).replace(R"({"en": "Demo", "ja": "デモ"})", "\"Demo\"")
            << QStringLiteral("title: expected an object");
        QTest::newRow("title missing ja") << lessonJson(good).replace(R"(, "ja": "デモ")", "")
                                          << QStringLiteral("title.ja: missing");
        QTest::newRow("title unknown language")
            << lessonJson(good).replace(R"("ja": "デモ")", R"("ja": "デモ", "de": "x")")
            << QStringLiteral("title.de: unknown field");
        QTest::newRow("title empty") << lessonJson(good).replace(R"("en": "Demo")", R"("en": "  ")")
                                     << QStringLiteral("title.en: must not be empty");
        QTest::newRow("title too long")
            << lessonJson(good).replace(R"("en": "Demo")",
                                        "\"en\": \"" +
                                            QByteArray(LessonFile::kMaxTitleChars + 1, 'x') + "\"")
            << QStringLiteral("title.en: 201 characters");
        QTest::newRow("steps empty")
            << QByteArray(
                   R"({"format": 1, "id": "a", "title": {"en": "a", "ja": "a"}, "steps": []})")
            << QStringLiteral("steps: expected 1 to 100 steps, found 0");
        QTest::newRow("steps not array")
            << QByteArray(
                   R"({"format": 1, "id": "a", "title": {"en": "a", "ja": "a"}, "steps": {}})")
            << QStringLiteral("steps: expected an array");
        QTest::newRow("step not object")
            << QByteArray(
                   R"({"format": 1, "id": "a", "title": {"en": "a", "ja": "a"}, "steps": [3]})")
            << QStringLiteral("steps[0]: expected a step object, found a number");
        QTest::newRow("step unknown field") << lessonJson(R"("preset": "circle", "temprature": 2)")
                                            << QStringLiteral("steps[0].temprature: unknown field");
        QTest::newRow("step field twice")
            << lessonJson(R"("preset": "circle", "query": 0, "query": 1)")
            << QStringLiteral("steps[0].query: given twice");
        QTest::newRow("override field twice")
            << lessonJson(R"("preset": "circle", "overrides": {"mask": "causal", "mask": "none"})")
            << QStringLiteral("steps[0].overrides.mask: given twice");
        QTest::newRow("neither preset nor scenario")
            << lessonJson(R"("query": 0)") << QStringLiteral("steps[0].preset: give exactly one");
        QTest::newRow("preset and scenario") << lessonJson(R"("preset": "circle", "scenario": {})")
                                             << QStringLiteral("steps[0].preset: give exactly one");
        QTest::newRow("unknown preset")
            << lessonJson(R"("preset": "circel")")
            << QStringLiteral("steps[0].preset: unknown preset \"circel\"");
        QTest::newRow("bad override value")
            << lessonJson(R"("preset": "circle", "overrides": {"temperature": -1})")
            << QStringLiteral("steps[0].overrides: ");
        QTest::newRow("override unknown field")
            << lessonJson(R"("preset": "circle", "overrides": {"temprature": 2})")
            << QStringLiteral("steps[0].overrides: temprature");
        QTest::newRow("override format")
            << lessonJson(R"("preset": "circle", "overrides": {"format": 1})")
            << QStringLiteral("steps[0].overrides.format");
        QTest::newRow("overrides not object")
            << lessonJson(R"("preset": "circle", "overrides": [1])")
            << QStringLiteral("steps[0].overrides: expected an object");
        QTest::newRow("overrides with scenario")
            << lessonJson(R"("scenario": {"mode": "direct"}, "overrides": {})")
            << QStringLiteral("steps[0].overrides: only allowed");
        QTest::newRow("bad embedded scenario")
            << lessonJson(R"("scenario": {"mode": "direct", "queries": [[1, "x"]]})")
            << QStringLiteral("steps[0].scenario: queries[0][1]");
        QTest::newRow("query out of range")
            << lessonJson(R"("preset": "circle", "query": 1)")
            << QStringLiteral("steps[0].query: expected an integer from 0 to 0, found 1");
        QTest::newRow("query fractional") << lessonJson(R"("preset": "circle", "query": 0.5)")
                                          << QStringLiteral("steps[0].query:");
        QTest::newRow("head out of range")
            << lessonJson(R"("preset": "multihead-shapes", "head": 4)")
            << QStringLiteral("steps[0].head: expected an integer from 0 to 3, found 4");
        QTest::newRow("bad heatmap") << lessonJson(R"("preset": "circle", "heatmap": "scores")")
                                     << QStringLiteral("steps[0].heatmap: expected \"weights\"");
        QTest::newRow("reveal without question")
            << lessonJson(R"("preset": "circle", "reveal": {"en": "a", "ja": "a"})")
            << QStringLiteral("steps[0].reveal: only allowed");
        QTest::newRow("question missing en")
            << lessonJson(R"("preset": "circle", "question": {"ja": "a"})")
            << QStringLiteral("steps[0].question.en: missing");
        QTest::newRow("step text missing")
            << QByteArray(R"({"format": 1, "id": "a", "title": {"en": "a", "ja": "a"},
                "steps": [{"title": {"en": "a", "ja": "a"}, "preset": "circle"}]})")
            << QStringLiteral("steps[0].text: missing");
        QByteArray many = R"({"format": 1, "id": "a", "title": {"en": "a", "ja": "a"}, "steps": [)";
        for (int i = 0; i <= LessonFile::kMaxSteps; ++i)
            many += QByteArray(i ? "," : "") + "1";
        QTest::newRow("too many steps")
            << many + "]}" << QStringLiteral("steps: expected 1 to 100");
        QTest::newRow("huge file") << QByteArray(LessonFile::kMaxFileBytes + 1, ' ')
                                   << QStringLiteral("file: 4194305 bytes");
    }
    void badFiles()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, field);
        verifyRefused(json, field);
    }

    void loadMissingFile()
    {
        Lesson lesson;
        QString error;
        QVERIFY(!LessonFile::load(QStringLiteral("/nonexistent/lesson.json"), lesson, &error));
        QVERIFY(error.startsWith(QStringLiteral("file: cannot open")));
    }

    void randomDamageNeverCrashes()
    {
        QFile file(lessonsDir() + QStringLiteral("/03-temperature.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray original = file.readAll();
        QRandomGenerator random(20240611);
        int refused = 0;
        for (int round = 0; round < 300; ++round) {
            QByteArray damaged = original;
            const int edits = 1 + int(random.bounded(4));
            for (int e = 0; e < edits; ++e) {
                const qsizetype at = qsizetype(random.bounded(quint32(damaged.size())));
                switch (random.bounded(3)) {
                case 0:
                    damaged[at] = char(random.bounded(256));
                    break;
                case 1:
                    damaged.remove(at, 1 + qsizetype(random.bounded(8)));
                    break;
                default:
                    damaged.insert(at, "[{\"0\":-1e999}]");
                    break;
                }
            }
            Lesson lesson;
            QString error;
            if (!LessonFile::fromJson(damaged, lesson, &error)) {
                ++refused;
                QVERIFY2(!error.isEmpty(), "a refusal always says why");
            } else {
                QVERIFY(!lesson.steps.empty());
            }
        }
        QVERIFY(refused > 0);
    }
};

QTEST_GUILESS_MAIN(TestLessonFile)
#include "tst_lessonfile.moc"
