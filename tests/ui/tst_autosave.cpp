// Crash-safe editing: unsaved changes reach the autosave folder within the interval, a
// process killed with SIGKILL leaves them for the next start to restore, a clean exit
// leaves nothing, and no save (autosave or File > Save) ever damages the previous file when
// the folder cannot be written or the disk is full.
#include "../engine/scenariobuilders.h"
#include "autosave.h"
#include "document.h"
#include "mainwindow.h"
#include "matrixref.h"
#include "projectionfactory.h"
#include "restoredialog.h"
#include "scenariocompare.h"
#include "scenariofile.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QListWidget>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <csignal>
#include <sys/resource.h>

namespace {

constexpr double kEditedValue = 42.625;
const MatrixRef kQueries{MatrixRef::Kind::Queries, 0};
const MatrixRef kTokens{MatrixRef::Kind::Tokens, 0};

void setNames()
{
    QCoreApplication::setOrganizationName(QStringLiteral("AttentionLab"));
    QCoreApplication::setApplicationName(QStringLiteral("Attention Lab"));
}

/// Leaves an autosave file named `name` as a dead process would have: a window's document
/// with `edit` applied, written, and the window gone without removing the copy.
QString leaveOrphan(const QString &name, const std::function<void(Document &)> &edit)
{
    MainWindow dead;
    edit(*dead.document());
    const QString copy = Autosave::directory() + u'/' + name;
    if (dead.autosave()->saveNow())
        QFile::copy(dead.autosave()->filePath(), copy);
    dead.setSaveQuestion([] { return QMessageBox::Discard; });
    return copy;
}

/// A restore question that chooses every file and keeps what it was offered in `asked`.
Autosave::RestoreQuestion yesRecording(QStringList &asked)
{
    return [&asked](const QStringList &found) {
        asked = found;
        QList<int> all;
        for (int i = 0; i < found.size(); ++i)
            all.append(i);
        return all;
    };
}

/// A restore question that chooses only the file at `index`.
Autosave::RestoreQuestion only(int index)
{
    return [index](const QStringList &) { return QList<int>{index}; };
}

/// Top-level windows other than `except` (restored work opened in windows of their own).
QList<MainWindow *> otherWindows(const MainWindow *except)
{
    QList<MainWindow *> found;
    for (QWidget *widget : QApplication::topLevelWidgets())
        if (auto *window = qobject_cast<MainWindow *>(widget); window && window != except)
            found.append(window);
    return found;
}

/// The child process of killedProcessIsOfferedForRestore(): edits the window's document,
/// waits for the autosave timer to write it, says so, and waits to be killed.
int runChild(int argc, char **argv)
{
    QApplication app(argc, argv);
    setNames();
    MainWindow window;
    window.autosave()->setInterval(100);
    window.document()->setCell(kQueries, 0, 1, kEditedValue);
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, [&window] {
        if (QFile::exists(window.autosave()->filePath())) {
            fputs("saved\n", stdout);
            fflush(stdout);
        }
    });
    poll.start(50);
    return app.exec();
}

/// Two dead windows' files; the one with values[1] is the newer.
void leaveTwoOrphans(const double (&values)[2])
{
    for (int i = 0; i < 2; ++i) {
        const QString copy =
            leaveOrphan(QStringLiteral("autosave-%1-two.json").arg(i + 1),
                        [&](Document &doc) { doc.setCell(kQueries, 0, 0, values[i]); });
        QFile file(copy);
        QVERIFY(file.open(QIODevice::ReadWrite));
        file.setFileTime(QDateTime::currentDateTime().addSecs(i * 60 - 120),
                         QFileDevice::FileModificationTime);
    }
    QCOMPARE(Autosave::orphans().size(), 2);
}

QStringList filesIn(const QString &dir)
{
    return QDir(dir).entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot);
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestAutosave : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanup();
    void modifiedDocumentIsWrittenAndCleanExitRemovesIt();
    void killedProcessIsOfferedForRestore();
    void declinedRestoreRemovesTheOrphan();
    void anInvalidStateIsRestoredToo();
    void everyWindowsWorkIsOfferedAtTheNextStart();
    void whatIsNotChosenIsDeleted();
    void restoreDialogTakesTheTickedLines();
    void liveWindowIsNotAnOrphan();
    void saveToUnwritablePlaceFails_data();
    void saveToUnwritablePlaceFails();
    void fullDiskKeepsThePreviousFile();
    void autosaveFolderUnwritableIsReported();
    void slowSavesAreSpacedOut();
    void backgroundSaveRestoresTheScenario();
    void discardDuringABackgroundSaveLeavesNoFile();

private:
    QTemporaryDir m_data;
};

void TestAutosave::initTestCase()
{
    QVERIFY(m_data.isValid());
    // Child and parent share this data folder (QStandardPaths reads it on every call).
    qputenv("XDG_DATA_HOME", m_data.path().toLocal8Bit());
    qputenv("XDG_CONFIG_HOME", (m_data.path() + QStringLiteral("/config")).toLocal8Bit());
    QVERIFY(Autosave::directory().startsWith(m_data.path()));
}

void TestAutosave::cleanup()
{
    QDir(Autosave::directory()).removeRecursively();
}

void TestAutosave::modifiedDocumentIsWrittenAndCleanExitRemovesIt()
{
    MainWindow window;
    Autosave *autosave = window.autosave();
    autosave->setInterval(50);
    QVERIFY(!QFile::exists(autosave->filePath())); // nothing unsaved, nothing written
    window.document()->setCell(kQueries, 0, 0, kEditedValue);
    QTRY_VERIFY(QFile::exists(autosave->filePath()));

    // Undo back to the saved state: nothing left to lose, so the file goes.
    window.document()->undoStack()->undo();
    QTRY_VERIFY(!QFile::exists(autosave->filePath()));

    window.document()->setCell(kQueries, 0, 0, kEditedValue);
    QTRY_VERIFY(QFile::exists(autosave->filePath()));
    window.setSaveQuestion([] { return QMessageBox::Discard; });
    QVERIFY(window.close());
    QVERIFY(!QFile::exists(autosave->filePath()));
    QVERIFY(Autosave::orphans().isEmpty());
}

void TestAutosave::killedProcessIsOfferedForRestore()
{
    QProcess child;
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    child.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--autosave-child")});
    QVERIFY(child.waitForStarted());
    QByteArray said; // accumulated: the macro evaluates its condition once more at the end
    QTRY_VERIFY_WITH_TIMEOUT((said += child.readAllStandardOutput()).contains("saved"), 60000);
    child.kill(); // SIGKILL: no destructor, no clean-up
    QVERIFY(child.waitForFinished());
    QCOMPARE(child.exitStatus(), QProcess::CrashExit);
    QCOMPARE(Autosave::orphans().size(), 1);

    MainWindow window;
    QStringList asked;
    window.autosave()->setRestoreQuestion(yesRecording(asked));
    QCOMPARE(window.restoreUnsavedWork(), 1);
    QCOMPARE(asked.size(), 1);
    QVERIFY2(asked.first().contains(QStringLiteral("untitled")), qPrintable(asked.first()));
    QCOMPARE(kQueries.value(window.document()->scenario(), 0, 1), kEditedValue);
    QVERIFY(window.document()->isModified()); // restored work is not saved work
    QVERIFY(Autosave::orphans().isEmpty());   // offered once, not at every start
    QCOMPARE(window.restoreUnsavedWork(), 0);
}

void TestAutosave::declinedRestoreRemovesTheOrphan()
{
    // A dead process's file, written the way a living one would have.
    leaveOrphan(QStringLiteral("autosave-1-x.json"),
                [](Document &doc) { doc.setCell(kQueries, 0, 0, kEditedValue); });
    QCOMPARE(Autosave::orphans().size(), 1);
    MainWindow window;
    const attn::Scenario before = window.document()->scenario();
    window.autosave()->setRestoreQuestion([](const QStringList &) { return QList<int>(); });
    QCOMPARE(window.restoreUnsavedWork(), 0);
    QVERIFY(window.document()->scenario() == before);
    QVERIFY(Autosave::orphans().isEmpty());
}

void TestAutosave::anInvalidStateIsRestoredToo()
{
    // Two heads over three components: the window holds it (and says what is wrong) while
    // one edits on; the autosave of it was left on disk and never offered.
    leaveOrphan(QStringLiteral("autosave-1-invalid.json"), [](Document &doc) {
        attn::Scenario s = doc.scenario();
        s.headCount = 2; // as the heads box sets it
        attn::refreshProjections(s);
        doc.editScenario(s, QStringLiteral("heads"));
        QVERIFY(!doc.issues().empty());
    });
    QStringList problems;
    QVERIFY2(Autosave::orphans({}, &problems).size() == 1, qPrintable(problems.join(u'\n')));
    MainWindow window;
    window.autosave()->setRestoreQuestion(only(0));
    QCOMPARE(window.restoreUnsavedWork(), 1);
    QCOMPARE(window.document()->scenario().headCount, 2);
    QVERIFY(!window.document()->issues().empty()); // shown as the window showed it
    QVERIFY(Autosave::orphans().isEmpty());
}

void TestAutosave::everyWindowsWorkIsOfferedAtTheNextStart()
{
    // Two windows with unsaved edits, both killed: the next start offers both, restores
    // the newer here and the older in a window of its own, and deletes neither unoffered.
    const double values[] = {kEditedValue, kEditedValue + 1};
    leaveTwoOrphans(values);
    MainWindow window;
    QStringList asked;
    window.autosave()->setRestoreQuestion(yesRecording(asked));
    QCOMPARE(window.restoreUnsavedWork(), 2);
    QCOMPARE(asked.size(), 2);
    QCOMPARE(kQueries.value(window.document()->scenario(), 0, 0), values[1]);
    const QList<MainWindow *> others = otherWindows(&window);
    QCOMPARE(others.size(), 1);
    QCOMPARE(kQueries.value(others.first()->document()->scenario(), 0, 0), values[0]);
    QVERIFY(others.first()->document()->isModified());
    QVERIFY(others.first()->testAttribute(Qt::WA_DeleteOnClose));
    for (MainWindow *other : others) {
        other->setSaveQuestion([] { return QMessageBox::Discard; });
        delete other;
    }
    QVERIFY(Autosave::orphans().isEmpty()); // offered once, not at every start
    window.setSaveQuestion([] { return QMessageBox::Discard; });
}

void TestAutosave::whatIsNotChosenIsDeleted()
{
    // Of two, the user ticks the older only: it is restored here, the newer is gone.
    const double values[] = {kEditedValue, kEditedValue + 1};
    leaveTwoOrphans(values);
    MainWindow window;
    window.autosave()->setRestoreQuestion(only(1));
    QCOMPARE(window.restoreUnsavedWork(), 1);
    QCOMPARE(kQueries.value(window.document()->scenario(), 0, 0), values[0]);
    QVERIFY(otherWindows(&window).isEmpty());
    QVERIFY(Autosave::orphans().isEmpty());
    window.setSaveQuestion([] { return QMessageBox::Discard; });
}

void TestAutosave::restoreDialogTakesTheTickedLines()
{
    const QStringList found = {QStringLiteral("<h1>a.json</h1>, saved 1"),
                               QStringLiteral("an untitled scenario, saved 2"),
                               QStringLiteral("b.json, saved 3")};
    RestoreDialog dialog(found);
    auto *list = dialog.findChild<QListWidget *>();
    QVERIFY(list);
    QCOMPARE(list->count(), 3);
    QCOMPARE(list->item(0)->text(), found.at(0)); // plain text, as in the file
    list->item(1)->setCheckState(Qt::Unchecked);
    dialog.accept();
    QCOMPARE(dialog.chosen(), (QList<int>{0, 2}));
    dialog.reject();
    QVERIFY(dialog.chosen().isEmpty());
}

void TestAutosave::liveWindowIsNotAnOrphan()
{
    MainWindow first;
    first.document()->setCell(kQueries, 0, 0, kEditedValue);
    QVERIFY(first.autosave()->saveNow());
    MainWindow second;
    bool asked = false;
    second.autosave()->setRestoreQuestion([&asked](const QStringList &) {
        asked = true;
        return QList<int>{0};
    });
    QCOMPARE(second.restoreUnsavedWork(), 0);
    QVERIFY(!asked);
    QVERIFY(QFile::exists(first.autosave()->filePath()));
}

void TestAutosave::saveToUnwritablePlaceFails_data()
{
    QTest::addColumn<QString>("path");
    // Root ignores permission bits, so these fail for everyone: a pseudo-file system,
    // a missing folder, a folder in the way of the file, a file in the way of the folder.
    QTest::newRow("in /proc") << QStringLiteral("/proc/attention-lab-test.json");
    QTest::newRow("missing folder") << QStringLiteral("@/no/such/folder/scenario.json");
    QTest::newRow("target is a folder") << QStringLiteral("@/folder");
    QTest::newRow("parent is a file") << QStringLiteral("@/file.json/scenario.json");
}

void TestAutosave::saveToUnwritablePlaceFails()
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
void TestAutosave::fullDiskKeepsThePreviousFile()
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

void TestAutosave::autosaveFolderUnwritableIsReported()
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

void TestAutosave::slowSavesAreSpacedOut()
{
    // A quick save keeps the interval; a save that stalled the window for 1.5 s (a scenario
    // of 4,096 tokens) makes the next wait 30 s, so that saving takes at most 1/20 of the time.
    QCOMPARE(Autosave::spacingAfter(2, 3000), qint64(3000));
    QCOMPARE(Autosave::spacingAfter(150, 3000), qint64(3000));
    QCOMPARE(Autosave::spacingAfter(1500, 3000), qint64(30000));
    QCOMPARE(Autosave::spacingAfter(1500, 60000), qint64(60000));
}

namespace {

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

void TestAutosave::backgroundSaveRestoresTheScenario()
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

void TestAutosave::discardDuringABackgroundSaveLeavesNoFile()
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
    if (argc > 1 && qstrcmp(argv[1], "--autosave-child") == 0)
        return runChild(argc, argv);
    QApplication app(argc, argv);
    setNames();
    TestAutosave test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_autosave.moc"
