// The autosave writer copies the scenario on the window's thread into buffers it keeps from
// the last write. For a large scenario of new shapes it first makes those buffers, pages and
// all, on its own thread, so that the window's thread never faults in fresh pages; the save
// follows at once, and what is written is the scenario, to the last bit.
#include "../engine/scenariobuilders.h"
#include "autosavewriter.h"
#include "scenariocompare.h"
#include "scenariofile.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace {

/// The scenario inside an autosave envelope written to `path`.
bool readEnvelope(const QString &path, attn::Scenario &out)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const QJsonObject envelope = QJsonDocument::fromJson(file.readAll()).object();
    const QByteArray scenario =
        QJsonDocument(envelope.value(QStringLiteral("scenario")).toObject()).toJson();
    QString error;
    return ScenarioFile::fromJson(scenario, out, &error);
}

/// Self-attention over 1,100 tokens of 512 numbers with 4 heads: 1.6 M numbers, beyond the
/// 2^20 from which the writer prepares its buffers first.
attn::Scenario largeScenario()
{
    return builders::selfAttention(1100, 512, 4, 11);
}

} // namespace

class TestAutosaveWriter : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void largeScenarioOfNewShapesIsPreparedThenWritten();
    void smallScenarioIsWrittenAtOnce();
    void fileIsTheOwnersOnly();
};

void TestAutosaveWriter::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestAutosaveWriter::largeScenarioOfNewShapesIsPreparedThenWritten()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("autosave.json"));
    AutosaveWriter writer;
    attn::Scenario s = largeScenario();
    QVERIFY(!writer.start(path, s, QString()));
    QVERIFY(writer.isBusy());
    std::optional<AutosaveWriter::Result> result = writer.wait();
    QVERIFY(result && result->prepared && !result->written);
    QVERIFY(!QFile::exists(path));

    QVERIFY(writer.start(path, s, QString()));
    result = writer.wait();
    QVERIFY(result && result->written && !result->prepared);
    attn::Scenario read;
    QVERIFY(readEnvelope(path, read));
    QVERIFY(sameScenario(read, s));

    // The same shapes again: written at once, into the kept buffers.
    s.tokens(5, 6) = 0.375;
    s.temperature = 2.0;
    QVERIFY(writer.start(path, s, QString()));
    result = writer.wait();
    QVERIFY(result && result->written);
    QVERIFY(readEnvelope(path, read));
    QCOMPARE(read.tokens(5, 6), 0.375);
    QVERIFY(sameScenario(read, s));
}

void TestAutosaveWriter::smallScenarioIsWrittenAtOnce()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("autosave.json"));
    AutosaveWriter writer;
    QVERIFY(writer.start(path, largeScenario(), QString()) == false);
    writer.wait();
    // Other shapes, but small: copied whole on the window's thread, written at once.
    const attn::Scenario small = builders::selfAttention(12, 8, 2, 3);
    QVERIFY(writer.start(path, small, QString()));
    const std::optional<AutosaveWriter::Result> result = writer.wait();
    QVERIFY(result && result->written);
    attn::Scenario read;
    QVERIFY(readEnvelope(path, read));
    QVERIFY(sameScenario(read, small));
}

void TestAutosaveWriter::fileIsTheOwnersOnly()
{
    // A new file, and one that an older version left readable by everyone.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("autosave.json"));
    const auto ownerOnly = QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                           QFileDevice::ReadUser | QFileDevice::WriteUser;
    for (int round = 0; round < 2; ++round) {
        AutosaveWriter writer;
        QVERIFY(writer.start(path, builders::selfAttention(3, 2, 1, 1), QString()));
        const std::optional<AutosaveWriter::Result> result = writer.wait();
        QVERIFY(result && result->written);
        QCOMPARE(QFile::permissions(path), ownerOnly);
        QVERIFY(QFile::setPermissions(path,
                                      ownerOnly | QFileDevice::ReadGroup | QFileDevice::ReadOther));
    }
}

QTEST_MAIN(TestAutosaveWriter)
#include "tst_autosavewriter.moc"
