// Crash-safe editing: unsaved changes reach the autosave folder within the interval, a
// process killed with SIGKILL leaves them for the next start to restore, a clean exit
// leaves nothing, and no save (autosave or File > Save) ever damages the previous file when
// the folder cannot be written or the disk is full.
// How saving keeps work safe when it fails, and in the background, is tst_safesaving.
#include "autosavefixture.h"
#include "document.h"
#include "mainwindow.h"
#include "projectionfactory.h"
#include "restoredialog.h"

#include <QApplication>
#include <QFile>
#include <QListWidget>
#include <QProcess>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

namespace {

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

} // namespace

class TestAutosave : public QObject, public AutosaveFixture
{
    Q_OBJECT
private slots:
    void initTestCase() { useTemporaryDataFolder(); }
    void cleanup() { removeAutosaves(); }
    void modifiedDocumentIsWrittenAndCleanExitRemovesIt();
    void killedProcessIsOfferedForRestore();
    void declinedRestoreRemovesTheOrphan();
    void anInvalidStateIsRestoredToo();
    void everyWindowsWorkIsOfferedAtTheNextStart();
    void whatIsNotChosenIsDeleted();
    void restoreDialogTakesTheTickedLines();
    void liveWindowIsNotAnOrphan();
};

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

int main(int argc, char **argv)
{
    if (argc > 1 && qstrcmp(argv[1], "--autosave-child") == 0)
        return runChild(argc, argv);
    return runAutosaveTests<TestAutosave>(argc, argv);
}

#include "tst_autosave.moc"
