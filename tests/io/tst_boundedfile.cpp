// Files read up to a limit of bytes: within it they read whole, past it (by size, or by what
// a pipe gives) they are refused with a message naming the path, and a pipe is never read
// more than a byte past the limit.
#include "boundedfile.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <chrono>
#include <csignal>
#include <thread>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace {

constexpr qint64 kLimit = qint64(1) << 20;

/// What the reader leaves in `out` when it refuses: anything else means it wrote there.
const QByteArray kUntouched = "untouched"_ba;

QByteArray pattern(qint64 size)
{
    QByteArray bytes(qsizetype(size), Qt::Uninitialized);
    for (qsizetype i = 0; i < bytes.size(); ++i)
        bytes[i] = char('a' + i % 26);
    return bytes;
}

/// Writes up to `total` bytes of pattern() into the FIFO at `path` from a thread of its own, until
/// they are all written or the reader closes its end.
class FifoWriter
{
public:
    FifoWriter(const QString &path, qint64 total)
        : m_path(QFile::encodeName(path)), m_thread([this, total] { run(total); })
    {
    }
    ~FifoWriter() { finish(); }

    /// Waits for the thread. Where the reader never opened the FIFO, opening it here lets the
    /// writer's open() return (its writes then fail), so a broken reader fails the test
    /// instead of hanging it.
    void finish()
    {
        if (!m_thread.joinable())
            return;
        while (!m_done) {
            const int fd = ::open(m_path.constData(), O_RDONLY | O_NONBLOCK);
            if (fd >= 0)
                ::close(fd);
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
        }
        m_thread.join();
    }
    qint64 written() const { return m_written; }
    /// The pipe's buffer: bytes that may be written and never read.
    qint64 pipeBytes() const { return m_pipeBytes; }

private:
    void run(qint64 total)
    {
        const int fd = ::open(m_path.constData(), O_WRONLY);
        if (fd < 0) {
            m_done = true;
            return;
        }
        m_pipeBytes = ::fcntl(fd, F_GETPIPE_SZ);
        const QByteArray content = pattern(total);
        while (m_written < total) {
            const qint64 want = std::min<qint64>(4096, total - m_written);
            const ssize_t n = ::write(fd, content.constData() + m_written, size_t(want));
            if (n <= 0)
                break; // EPIPE: the reader has closed its end
            m_written += n;
        }
        ::close(fd);
        m_done = true;
    }

    QByteArray m_path;
    std::atomic<qint64> m_written = 0;
    std::atomic<qint64> m_pipeBytes = 0;
    std::atomic<bool> m_done = false;
    std::thread m_thread;
};

} // namespace

class TestBoundedFile : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // A write to a pipe whose reader has gone must fail with EPIPE, not end the test.
        std::signal(SIGPIPE, SIG_IGN);
        QVERIFY(m_dir.isValid());
    }

    void fileWithinTheLimitReads()
    {
        const QString path = m_dir.filePath(u"exact.bin"_s);
        const QByteArray content = pattern(kLimit);
        QVERIFY(writeFile(path, content));
        QByteArray out = kUntouched;
        QString error;
        QVERIFY2(BoundedFile::read(path, kLimit, out, &error), qPrintable(error));
        QCOMPARE(out.size(), content.size());
        QVERIFY(out == content);

        const QString empty = m_dir.filePath(u"empty.bin"_s);
        QVERIFY(writeFile(empty, {}));
        QVERIFY2(BoundedFile::read(empty, kLimit, out, &error), qPrintable(error));
        QVERIFY(out.isEmpty());
    }

    void fileOneByteOverIsRefused()
    {
        const QString path = m_dir.filePath(u"over.bin"_s);
        QVERIFY(writeFile(path, pattern(kLimit + 1)));
        QByteArray out = kUntouched;
        QString error;
        QVERIFY(!BoundedFile::read(path, kLimit, out, &error));
        QVERIFY2(error.contains(path), qPrintable(error));
        // Refused by its size, rounded up: 1 MiB and a byte is "2 MiB", not "1 MiB".
        QVERIFY2(error.contains(u"is 2 MiB, more than the 1 MiB"_s), qPrintable(error));
        QCOMPARE(out, kUntouched);

        BoundedFile file(path, kLimit);
        QString openError;
        QVERIFY(!file.open(&openError));
        QCOMPARE(openError, error);
    }

    void missingFileIsRefused()
    {
        const QString path = m_dir.filePath(u"no_such_file.bin"_s);
        QByteArray out = kUntouched;
        QString error;
        QVERIFY(!BoundedFile::read(path, kLimit, out, &error));
        QVERIFY2(error.startsWith(u"cannot open "_s + path + u": "_s), qPrintable(error));
        QVERIFY2(error.size() > (u"cannot open "_s + path + u": "_s).size(), qPrintable(error));
        QCOMPARE(out, kUntouched);
    }

    void regularFileIsReadAsItGoes()
    {
        // CsvMatrix reads a file a piece at a time: open() must not read it whole.
        const QString path = m_dir.filePath(u"stream.bin"_s);
        const QByteArray content = pattern(1000);
        QVERIFY(writeFile(path, content));
        BoundedFile file(path, kLimit);
        QString error;
        QVERIFY2(file.open(&error), qPrintable(error));
        QVERIFY(qobject_cast<QFile *>(&file.device()));
        QCOMPARE(file.device().read(10), content.left(10));
        QCOMPARE(file.device().readAll(), content.mid(10));
    }

    void pipeOverTheLimitIsRefusedUnread()
    {
        const QString path = fifo(u"over.fifo"_s);
        QVERIFY(!path.isEmpty());
        // Eight times the limit: reading it all is what an unbounded reader would do.
        FifoWriter writer(path, 8 * kLimit);
        QByteArray out = kUntouched;
        QString error;
        const bool read = BoundedFile::read(path, kLimit, out, &error);
        writer.finish();
        QVERIFY(!read);
        QVERIFY2(error.contains(path), qPrintable(error));
        QVERIFY2(error.contains(u"more than the 1 MiB"_s), qPrintable(error));
        QCOMPARE(out, kUntouched);
        // What was written was read, or is still in the pipe's buffer.
        QVERIFY(writer.pipeBytes() > 0);
        QVERIFY2(writer.written() <= kLimit + 1 + writer.pipeBytes(),
                 qPrintable(u"%1 bytes written"_s.arg(writer.written())));
    }

    void pipeWithinTheLimitReads()
    {
        const QString path = fifo(u"exact.fifo"_s);
        QVERIFY(!path.isEmpty());
        FifoWriter writer(path, kLimit);
        BoundedFile file(path, kLimit);
        QString error;
        const bool opened = file.open(&error);
        const QByteArray content = opened ? file.device().readAll() : QByteArray();
        writer.finish();
        QVERIFY2(opened, qPrintable(error));
        QCOMPARE(writer.written(), kLimit);
        QCOMPARE(content.size(), kLimit);
        QVERIFY(content == pattern(kLimit));
    }

    void endlessDeviceIsRefused()
    {
        // /dev/zero reports a size of 0 and never ends.
        const QString path = u"/dev/zero"_s;
        if (!QFile::exists(path))
            QSKIP("no /dev/zero here");
        QByteArray out = kUntouched;
        QString error;
        QVERIFY(!BoundedFile::read(path, kLimit, out, &error));
        QVERIFY2(error.contains(path) && error.contains(u"more than the 1 MiB"_s),
                 qPrintable(error));
        QCOMPARE(out, kUntouched);
        BoundedFile file(path, kLimit);
        QVERIFY(!file.open(&error));
        QVERIFY2(error.contains(path), qPrintable(error));
    }

private:
    static bool writeFile(const QString &path, const QByteArray &content)
    {
        QFile file(path);
        return file.open(QIODevice::WriteOnly) && file.write(content) == content.size();
    }

    /// A new FIFO in the test's folder; empty when it cannot be made.
    QString fifo(const QString &name)
    {
        const QString path = m_dir.filePath(name);
        return ::mkfifo(QFile::encodeName(path).constData(), 0600) == 0 ? path : QString();
    }

    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(TestBoundedFile)
#include "tst_boundedfile.moc"
