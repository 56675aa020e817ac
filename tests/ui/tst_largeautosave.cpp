// A large document's autosave: the writer prepares the buffers of the new shapes first on its
// own thread, then writes; what is written is the scenario, to the last bit.
#include "../engine/scenariobuilders.h"
#include "autosave.h"
#include "document.h"
#include "matrixref.h"
#include "scenariocompare.h"
#include "scenariofile.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QStandardPaths>
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

class TestLargeAutosave : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void autosaveOfALargeDocumentFollowsItsPreparation();
};

void TestLargeAutosave::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestLargeAutosave::autosaveOfALargeDocumentFollowsItsPreparation()
{
    Document document;
    document.resetScenario(largeScenario());
    document.waitForComputation();
    Autosave autosave(&document);
    autosave.setInterval(10);
    QSignalSpy started(&autosave, &Autosave::writingStarted);
    QSignalSpy failed(&autosave, &Autosave::saveFailed);
    document.setCell(MatrixRef{MatrixRef::Kind::Tokens, 0}, 3, 4, 42.625);
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(autosave.filePath()), 30000);
    QTRY_VERIFY_WITH_TIMEOUT(!autosave.isWriting(), 30000);
    QCOMPARE(started.count(), 1); // the write, not the preparation
    QCOMPARE(failed.count(), 0);
    attn::Scenario read;
    QVERIFY(readEnvelope(autosave.filePath(), read));
    QCOMPARE(read.tokens(3, 4), 42.625);
    QVERIFY(sameScenario(read, document.scenario()));
    autosave.discard();
}

QTEST_MAIN(TestLargeAutosave)
#include "tst_largeautosave.moc"
