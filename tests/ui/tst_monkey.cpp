// A seeded monkey on the real window, offscreen: 20,000 random actions through the widgets
// and the document (typing anything into cells, wheel and Alt+drag nudges, tokens, modes,
// heads, masks, temperature, heatmap clicks, undo/redo, presets, save and open). Nothing
// may crash, no Qt warning may be printed, and memory must not grow.
// The monkey itself is monkey.h.
#include "document.h"
#include "mainwindow.h"
#include "monkey.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QHash>
#include <QMessageBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <malloc.h>

#if defined(__SANITIZE_ADDRESS__)
#define ATTENTION_LAB_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define ATTENTION_LAB_ASAN 1
#endif
#endif
#ifdef ATTENTION_LAB_ASAN
// From the sanitizer runtime (GCC ships no allocator_interface.h).
extern "C" std::size_t __sanitizer_get_current_allocated_bytes();
#endif

namespace {

constexpr int kActions = 20000;
// Memory is compared from here on: after the one-time growth of the first actions (caches,
// fonts, each view's first drawing of each preset), which on 2-vCPU runs went on to about
// 4,000 actions (76 MB at 2,000, 80 MB at 4,000, 81-85 MB from then to 40,000).
constexpr int kBaselineAt = 4000;

QStringList g_messages; // Qt warnings and criticals seen while the monkey ran
QtMessageHandler g_previousHandler = nullptr;

void failOnWarnings(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type == QtDebugMsg || type == QtInfoMsg) {
        if (g_previousHandler)
            g_previousHandler(type, context, message);
        return;
    }
    // The offscreen platform plugin's own limitation (QPlatformWindow's default says so
    // whenever a window's size constraints change); xcb and wayland implement it.
    if (message == QLatin1String("This plugin does not support propagateSizeHints()"))
        return;
    if (type == QtWarningMsg || type == QtCriticalMsg || type == QtFatalMsg)
        g_messages.append(message);
    if (type == QtFatalMsg)
        abort();
}

qint64 residentBytes()
{
    QFile statm(QStringLiteral("/proc/self/statm"));
    if (!statm.open(QIODevice::ReadOnly))
        return 0;
    const QList<QByteArray> fields = statm.readAll().split(' ');
    return fields.size() > 1 ? fields[1].toLongLong() * 4096 : 0;
}

/// How many objects of each class live under `root` (QCustomPlot's items and layers are
/// QObjects too), to name what grew when memory does.
QHash<QByteArray, int> census(const QObject *root)
{
    QHash<QByteArray, int> count;
    for (const QObject *o : root->findChildren<QObject *>())
        ++count[o->metaObject()->className()];
    return count;
}

QString growth(const QHash<QByteArray, int> &before, const QHash<QByteArray, int> &after)
{
    QStringList grew;
    for (auto it = after.cbegin(); it != after.cend(); ++it)
        if (it.value() > before.value(it.key()))
            grew << QStringLiteral("%1 %2 -> %3")
                        .arg(QString::fromLatin1(it.key()))
                        .arg(before.value(it.key()))
                        .arg(it.value());
    return grew.join(QStringLiteral(", "));
}

/// Live heap in bytes. Under AddressSanitizer its own count (freed blocks wait in a
/// quarantine that would look like growth); otherwise the resident set after giving free
/// pages back, from /proc/self/statm.
qint64 memoryInUse()
{
#ifdef ATTENTION_LAB_ASAN
    return qint64(__sanitizer_get_current_allocated_bytes());
#else
    malloc_trim(0);
    QFile statm(QStringLiteral("/proc/self/statm"));
    if (!statm.open(QIODevice::ReadOnly))
        return -1;
    const QList<QByteArray> fields = statm.readAll().split(' ');
    return fields.size() > 1 ? fields[1].toLongLong() * 4096 : -1;
#endif
}

/// NaN and infinity typed anywhere must be refused at the editor, never stored.
bool numbersFinite(const attn::Scenario &s)
{
    for (const attn::Matrix *m :
         {&s.queries, &s.keys, &s.values, &s.tokens, &s.sourceTokens, &s.outputProjection})
        if (!m->allFinite())
            return false;
    for (const attn::HeadProjection &h : s.heads)
        if (!h.wq.allFinite() || !h.wk.allFinite() || !h.wv.allFinite() ||
            !std::isfinite(h.combineWeight))
            return false;
    return std::isfinite(s.customScale) && !std::isnan(s.temperature) && s.temperature >= 0;
}
} // namespace

class TestMonkey : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void twentyThousandActions();
};

void TestMonkey::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true); // autosave and settings in a test folder
}

void TestMonkey::twentyThousandActions()
{
    QTemporaryDir scratch;
    QVERIFY(scratch.isValid());
    MainWindow window;
    window.setMessageHandler([](const QString &, const QString &) {});
    window.setSaveQuestion([] { return QMessageBox::Discard; });
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    g_messages.clear();
    g_previousHandler = qInstallMessageHandler(failOnWarnings);
    Monkey monkey(window, 20240611, scratch.path());
    qint64 baseline = -1;
    QHash<QByteArray, int> baselineObjects;
    // The same state at both measurements: a preset (which clears the undo history) in a
    // window of the same size (its plots' paint buffers scale with it; a window a panel
    // once pushed wider does not shrink by itself).
    QSize widest = window.size();
    const auto settle = [&window, &widest] {
        widest = widest.expandedTo(window.size());
        window.openPreset(QStringLiteral("sleepy-child"));
        window.resize(1600, 1000);
        QCoreApplication::processEvents();
    };
    QString lastAction;
    QElapsedTimer clock; // progress for the log only, never asserted
    QHash<QString, qint64> spent, grown;
    clock.start();
    // ATTENTION_LAB_MONKEY_ACTIONS: a shorter run for a quick look (at least 5,000); the
    // suite runs 20,000.
    const int actions =
        qEnvironmentVariableIsSet("ATTENTION_LAB_MONKEY_ACTIONS")
            ? qMax(kBaselineAt + 1000, qEnvironmentVariableIntValue("ATTENTION_LAB_MONKEY_ACTIONS"))
            : kActions;
    for (int i = 0; i < actions && g_messages.isEmpty(); ++i) {
        const qint64 before = clock.nsecsElapsed();
        const qint64 rssBefore = residentBytes();
        lastAction = monkey.act();
        spent[lastAction] += clock.nsecsElapsed() - before;
        grown[lastAction] += residentBytes() - rssBefore;
        if (!numbersFinite(window.document()->scenario()))
            QFAIL(qPrintable(QStringLiteral("action %1 (%2) stored a non-finite number")
                                 .arg(i)
                                 .arg(lastAction)));
        // Views replot on a queued signal: let a burst of edits pile up now and then.
        if (i % 3 == 0) {
            const qint64 start = clock.nsecsElapsed();
            QCoreApplication::processEvents();
            spent[QStringLiteral("(events and replots)")] += clock.nsecsElapsed() - start;
        }
        if ((i + 1) % 2000 == 0)
            qInfo("%d actions, %lld ms, %lld kB", i + 1, qint64(clock.elapsed()),
                  memoryInUse() / 1024);
        if (i + 1 == kBaselineAt) {
            settle();
            baseline = memoryInUse();
            baselineObjects = census(&window);
        }
    }
    settle();
    const qint64 final = memoryInUse();
    for (auto it = spent.cbegin(); it != spent.cend(); ++it)
        qInfo("%-32s %8lld ms %8lld kB", qPrintable(it.key()), it.value() / 1000000,
              grown.value(it.key()) / 1024);
    qInstallMessageHandler(g_previousHandler);

    QVERIFY2(
        g_messages.isEmpty(),
        qPrintable(QStringLiteral("after \"%1\": %2").arg(lastAction, g_messages.join(u'\n'))));
    QVERIFY(baseline > 0 && final > 0);
    qInfo("widest window during the run: %d x %d", widest.width(), widest.height());
    qInfo("memory after %d actions: %lld bytes; at the end: %lld bytes", kBaselineAt, baseline,
          final);
    const QString grewObjects = growth(baselineObjects, census(&window));
    QVERIFY2(final <= baseline + baseline / 10,
             qPrintable(QStringLiteral("memory grew from %1 to %2 bytes; objects: %3")
                            .arg(baseline)
                            .arg(final)
                            .arg(grewObjects)));
    window.close();
}

int main(int argc, char **argv)
{
    // Under AddressSanitizer in a Debug build 20,000 actions take longer than QTest's
    // default five minutes per function.
    if (!qEnvironmentVariableIsSet("QTEST_FUNCTION_TIMEOUT"))
        qputenv("QTEST_FUNCTION_TIMEOUT", "3600000");
    QApplication app(argc, argv);
    TestMonkey test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}
#include "tst_monkey.moc"
