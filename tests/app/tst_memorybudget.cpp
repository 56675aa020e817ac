// Small files that ask for more memory than the budget (docs/reliability.md) are refused
// with a message before anything large is allocated: the real executable runs under a hard
// limit on its address space, and must answer within it, quickly, with exit status 2.
#include "projectionfactory.h"
#include "scenariofile.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <sys/resource.h>

namespace {

/// 1 GiB of address space: the program itself, Qt and OpenBLAS fit with room to spare;
/// the 8 GiB the refused computation would take do not.
constexpr rlim_t kAddressSpace = rlim_t(1) << 30;

struct Run
{
    int exitCode = -1;
    QByteArray err;
    qint64 ms = 0;
};

Run runLimited(const QStringList &args)
{
    QProcess process;
    process.setChildProcessModifier([] {
        const rlimit limit{kAddressSpace, kAddressSpace};
        setrlimit(RLIMIT_AS, &limit);
    });
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    process.setProcessEnvironment(env);
    QElapsedTimer clock;
    clock.start();
    process.start(QStringLiteral(ATTENTION_LAB_BINARY), args);
    Run run;
    if (!process.waitForFinished(60000))
        return run;
    run.ms = clock.elapsed();
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.err = process.readAllStandardError();
    return run;
}

} // namespace

class TestMemoryBudget : public QObject
{
    Q_OBJECT
private slots:
    void manyHeadsOverManyTokensAreRefused_data()
    {
        QTest::addColumn<QStringList>("command");
        QTest::newRow("compute") << QStringList{QStringLiteral("compute"), QStringLiteral("FILE")};
        QTest::newRow("export matrix") << QStringList{
            QStringLiteral("export"),  QStringLiteral("FILE"),  QStringLiteral("--matrix"),
            QStringLiteral("weights"), QStringLiteral("--out"), QStringLiteral("OUT.npy")};
        QTest::newRow("snapshot") << QStringList{QStringLiteral("--snapshot"),
                                                 QStringLiteral("OUT.png"), QStringLiteral("FILE")};
    }
    void manyHeadsOverManyTokensAreRefused()
    {
        // 4,096 tokens of 64 components, 64 heads: every size within the limits, 8 GiB of
        // weights (it took 9.0 GB before being refused by the kernel's out-of-memory killer).
        QFETCH(QStringList, command);
#if defined(__SANITIZE_ADDRESS__)
        QSKIP("AddressSanitizer reserves terabytes of address space: the limit applies to the "
              "normal build");
#endif
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        attn::Scenario s;
        s.mode = attn::InputMode::SelfAttention;
        s.tokens = attn::Matrix::Constant(4096, 64, 0.5);
        s.headCount = 64;
        s.projectionInit = attn::ProjectionInit::Random;
        attn::refreshProjections(s);
        const QString path = dir.filePath(QStringLiteral("many-heads.json"));
        QString error;
        QVERIFY2(ScenarioFile::save(path, s, &error), qPrintable(error));
        for (QString &arg : command) {
            arg.replace(QStringLiteral("OUT"), dir.filePath(QStringLiteral("out")));
            if (arg == QLatin1String("FILE"))
                arg = path;
        }
        const Run run = runLimited(command);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("more than the 2.5 GiB this program allows") &&
                     run.err.contains("at most 19 heads fit"),
                 run.err.constData());
        QVERIFY2(run.ms < 20000, qPrintable(QStringLiteral("%1 ms").arg(run.ms)));
    }
};

QTEST_MAIN(TestMemoryBudget)
#include "tst_memorybudget.moc"
