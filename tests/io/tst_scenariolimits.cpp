// What a scenario may be and still be held (autosave files of work in progress): any state
// within the program's sizes, consistent or not; nothing beyond them.
#include "presetlibrary.h"
#include "projectionfactory.h"
#include "scenariofile.h"
#include "scenariolimits.h"
#include "validation.h"

#include <QTest>

class TestScenarioLimits : public QObject
{
    Q_OBJECT
private slots:
    void inconsistentWorkInProgressIsHeld()
    {
        attn::Scenario s = attn::findPreset("sleepy-child")->scenario;
        s.headCount = 2; // two heads over three components: the window says what is wrong
        attn::refreshProjections(s);
        QVERIFY(!attn::validate(s).empty());
        QVERIFY(ScenarioLimits::check(s, nullptr));
        const QByteArray json = ScenarioFile::toJson(s);
        attn::Scenario read;
        QString error;
        QVERIFY(!ScenarioFile::fromJson(json, read, &error)); // not a file to open as is
        QVERIFY2(ScenarioFile::fromJsonEditable(json, read, &error), qPrintable(error));
        QVERIFY(read == s);
    }

    void beyondTheLimitsIsRefusedEvenAsWork()
    {
        attn::Scenario s = attn::findPreset("sleepy-child")->scenario;
        s.keys = attn::Matrix::Zero(attn::kMaxTokens + 1, 3);
        QString error;
        QVERIFY(!ScenarioLimits::check(s, &error));
        QVERIFY2(error.startsWith(QStringLiteral("keys: 4097 x 3")), qPrintable(error));
        attn::Scenario read;
        QVERIFY(!ScenarioFile::fromJsonEditable(ScenarioFile::toJson(s), read, &error));

        s = attn::findPreset("sleepy-child")->scenario;
        s.heads.resize(std::size_t(attn::kMaxHeads) + 1, s.heads.front());
        QVERIFY(!ScenarioLimits::check(s, &error));
        QVERIFY2(error.startsWith(QStringLiteral("heads:")), qPrintable(error));
    }
};

QTEST_MAIN(TestScenarioLimits)
#include "tst_scenariolimits.moc"
