// Saving keeps work safe: no save (autosave or File > Save) ever damages the previous file
// when the folder cannot be written or the disk is full, a slow autosave is spaced out, and
// a large one is written in the background, whole or not at all.
#include "../engine/scenariobuilders.h"
#include "autosavefixture.h"
#include "document.h"
#include "mainwindow.h"
#include "projectionfactory.h"
#include "scenariocompare.h"
#include "scenariofile.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/resource.h>

namespace {

QStringList filesIn(const QString &dir)
{
    return QDir(dir).entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot);
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// A document whose scenario's JSON takes a while to format (512 tokens of 256 numbers),
/// computed, with an autosave that ticks every 10 ms.
struct LargeDocument
{
    LargeDocument()
    {
        document.resetScenario(builders::selfAttention(512, 256, 4, 7));
        document.waitForComputation(); // no later changed() to start another save
        autosave.setInterval(10);
    }
    Document document;
    Autosave autosave{&document};
    QSignalSpy failed{&autosave, &Autosave::saveFailed};
};

} // namespace

class TestSafeSaving : public QObject, public AutosaveFixture
{
    Q_OBJECT
private slots:
    void initTestCase() { useTemporaryDataFolder(); }
    void cleanup() { removeAutosaves(); }
    void saveToUnwritablePlaceFails_data();
    void saveToUnwritablePlaceFails();
    void fullDiskKeepsThePreviousFile();
    void autosaveFolderUnwritableIsReported();
    void slowSavesAreSpacedOut();
    void backgroundSaveRestoresTheScenario();
    void discardDuringABackgroundSaveLeavesNoFile();
};

void TestSafeSaving::saveToUnwritablePlaceFails_data()
{
    QTest::addColumn<QString>("path");
    // Root ignores permission bits, so these fail for everyone: a pseudo-file system,
    // a missing folder, a folder in the way of the file, a file in the way of the folder.
    QTest::newRow("in /proc") << QStringLiteral("/proc/attention-lab-test.json");
    QTest::newRow("missing folder") << QStringLiteral("@/no/such/folder/scenario.json");
    QTest::newRow("target is a folder") << QStringLiteral("@/folder");
    QTest::newRow("parent is a file") << QStringLiteral("@/file.json/scenario.json");
}

void TestSafeSaving::saveToUnwritablePlaceFails()
{
    QFETCH(QString, path);
    QTemporaryDir dir;
    path.replace(QLatin1Char('@'), dir.path());
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("folder")));
    const QString existing = dir.filePath(QStringLiteral("file.json"));
    MainWindow window;
    QVERIFY(window.saveFile(existing));
    const QByteArray old = readAll(existing);
    const QStringList filesBefore = filesIn(dir.path());

    window.document()->setCell(kQueries, 0, 0, kEditedValue);
    QString shown;
    window.setMessageHandler([&shown](const QString &, const QString &text) { shown = text; });
    QVERIFY(!window.saveFile(path));
    QVERIFY(!shown.isEmpty());
    QVERIFY(window.document()->isModified());
    QCOMPARE(readAll(existing), old);
    QCOMPARE(filesIn(dir.path()), filesBefore); // no temporary file left behind
    QVERIFY(QFileInfo(dir.filePath(QStringLiteral("folder"))).isDir());
    window.setSaveQuestion([] { return QMessageBox::Discard; });
}

// RLIMIT_FSIZE makes every write past the limit fail with EFBIG, as a full disk does.
void TestSafeSaving::fullDiskKeepsThePreviousFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("scenario.json"));
    attn::Scenario small;
    small.queries = attn::Matrix::Ones(1, 2);
    small.keys = attn::Matrix::Ones(2, 2);
    attn::refreshProjections(small);
    QString error;
    QVERIFY(ScenarioFile::save(path, small, &error));
    const QByteArray old = readAll(path);

    attn::Scenario large = small;
    large.queries = attn::Matrix::Constant(40, 40, 0.123456789012345);
    large.keys = attn::Matrix::Constant(40, 40, 0.987654321098765);
    attn::refreshProjections(large);
    QVERIFY(ScenarioFile::toJson(large).size() > 8192);

    std::signal(SIGXFSZ, SIG_IGN);
    rlimit saved{};
    QCOMPARE(getrlimit(RLIMIT_FSIZE, &saved), 0);
    rlimit tight = saved;
    tight.rlim_cur = 4096;
    QCOMPARE(setrlimit(RLIMIT_FSIZE, &tight), 0);
    const bool written = ScenarioFile::save(path, large, &error);
    setrlimit(RLIMIT_FSIZE, &saved);

    QVERIFY(!written);
    QVERIFY(!error.isEmpty());
    QCOMPARE(readAll(path), old);
    QCOMPARE(filesIn(dir.path()), QStringList{QStringLiteral("scenario.json")});
}

void TestSafeSaving::autosaveFolderUnwritableIsReported()
{
    const QByteArray data = qgetenv("XDG_DATA_HOME");
    qputenv("XDG_DATA_HOME", "/proc/attention-lab-no-such-folder");
    Document document;
    attn::Scenario s;
    s.queries = attn::Matrix::Ones(1, 2);
    s.keys = attn::Matrix::Ones(2, 2);
    attn::refreshProjections(s);
    document.resetScenario(s);
    Autosave autosave(&document);
    qputenv("XDG_DATA_HOME", data);
    QSignalSpy failed(&autosave, &Autosave::saveFailed);
    document.setCell(kQueries, 0, 0, kEditedValue);
    QVERIFY(!autosave.saveNow());
    QCOMPARE(failed.count(), 1);
    QVERIFY(!autosave.lastError().isEmpty());
}

void TestSafeSaving::slowSavesAreSpacedOut()
{
    // A quick save keeps the interval; a save that stalled the window for 1.5 s (a scenario
    // of 4,096 tokens) makes the next wait 30 s, so that saving takes at most 1/20 of the time.
    QCOMPARE(Autosave::spacingAfter(2, 3000), qint64(3000));
    QCOMPARE(Autosave::spacingAfter(150, 3000), qint64(3000));
    QCOMPARE(Autosave::spacingAfter(1500, 3000), qint64(30000));
    QCOMPARE(Autosave::spacingAfter(1500, 60000), qint64(60000));
}

void TestSafeSaving::backgroundSaveRestoresTheScenario()
{
    LargeDocument large;
    Document &document = large.document;
    Autosave &autosave = large.autosave;
    QSignalSpy started(&autosave, &Autosave::writingStarted);
    document.setCell(kTokens, 3, 4, kEditedValue);
    QTRY_COMPARE(started.count(), 1);
    // Writing the large scenario's text takes seconds, ten and more under AddressSanitizer
    // on a busy machine.
    QTRY_VERIFY_WITH_TIMEOUT(!autosave.isWriting(), 120000);
    QVERIFY(QFile::exists(autosave.filePath()));
    QCOMPARE(large.failed.count(), 0);

    // What a later start would restore is the edited scenario, to the last bit.
    QFile::copy(autosave.filePath(),
                Autosave::directory() + QStringLiteral("/autosave-1-2-3.json"));
    const QList<Autosave::Orphan> found = Autosave::orphans(autosave.filePath());
    QCOMPARE(found.size(), 1);
    QCOMPARE(found.front().scenario.tokens(3, 4), kEditedValue);
    QVERIFY(sameScenario(found.front().scenario, document.scenario()));
}

void TestSafeSaving::discardDuringABackgroundSaveLeavesNoFile()
{
    LargeDocument large;
    Document &document = large.document;
    Autosave &autosave = large.autosave;
    bool wasWriting = false;
    bool discarded = false;
    connect(&autosave, &Autosave::writingStarted, &autosave, [&] {
        wasWriting = autosave.isWriting();
        autosave.discard(); // a clean exit while the file is being written
        discarded = true;
    });
    document.setCell(kTokens, 3, 4, kEditedValue);
    QTRY_VERIFY(discarded);
    QVERIFY(wasWriting);
    QVERIFY(!autosave.isWriting());
    QCoreApplication::processEvents(); // the writer's finished() comes after: harmless
    QVERIFY(!QFile::exists(autosave.filePath()));
    QCOMPARE(QDir(Autosave::directory()).entryList(QDir::Files), QStringList());
    QCOMPARE(large.failed.count(), 0);
}

int main(int argc, char **argv)
{
    return runAutosaveTests<TestSafeSaving>(argc, argv);
}

#include "tst_safesaving.moc"
