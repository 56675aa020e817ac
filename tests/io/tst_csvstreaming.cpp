// CSV matrices read as a stream: a table handed over a few bytes at a time reads as a
// whole, a large table round-trips, and the row, column and field limits hold while reading.
#include "bitequal.h"
#include "csvmatrix.h"

#include <QBuffer>
#include <QRandomGenerator>
#include <QTest>

#include <algorithm>
#include <cstring>

using namespace Qt::StringLiterals;

namespace {

/// Hands its text out a few bytes at a time (1 to 7, in turn), so that records, fields,
/// line breaks and UTF-8 characters are split between reads.
class TrickleDevice : public QIODevice
{
public:
    explicit TrickleDevice(QByteArray text) : m_text(std::move(text)) {}
    bool isSequential() const override { return true; }

protected:
    qint64 readData(char *data, qint64 maxSize) override
    {
        const qint64 size =
            std::min({maxSize, qint64(m_text.size()) - m_pos, qint64(m_turn++ % 7 + 1)});
        std::memcpy(data, m_text.constData() + m_pos, size_t(size));
        m_pos += size;
        return size;
    }
    qint64 writeData(const char *, qint64) override { return -1; }

private:
    QByteArray m_text;
    qint64 m_pos = 0;
    int m_turn = 0;
};

} // namespace

class TestCsvStreaming : public QObject
{
    Q_OBJECT
private slots:
    void readsInPiecesAsWhole_data();
    void readsInPiecesAsWhole();
    void largeTableRoundTrips();
    void limitsAreKeptWhileReading_data();
    void limitsAreKeptWhileReading();
};

void TestCsvStreaming::readsInPiecesAsWhole_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::newRow("plain") << "1,2\n3,4\n"_ba;
    QTest::newRow("CRLF, no final newline") << " 1 , 2 \r\n3,4\r\n5,6"_ba;
    QTest::newRow("CR only") << "a,b\r1,2\r3,4\r"_ba;
    QTest::newRow("both labels") << "\"\",a,b\nx,1,2\ny,3,4\n"_ba;
    QTest::newRow("semicolon, decimal comma") << "a;b\n0,5;1\n2;3,25\n"_ba;
    QTest::newRow("quoted over lines") << "\"a\nb\",\"say \"\"hi\"\"\"\n1,2\n3,4\n"_ba;
    QTest::newRow("UTF-8, BOM") << "\xef\xbb\xbf\xe7\x8c\xab,\xf0\x9f\x98\x80\n1,2\n3,4\n"_ba;
    QTest::newRow("U+FEFF inside") << "\xef\xbb\xbf"
                                      "a,\xef\xbb\xbf\xef\xbb\xbf"
                                      "b\n1,2\n"_ba; // only the first is a BOM
    QTest::newRow("comments, blanks") << "# a header\n\n1,2\n\n# more\n3,4\n"_ba;
    QTest::newRow("comments, CRLF and CR") << "# a;b\r\n#\r1;2\r\n# c\r\n3;4\r\n# end"_ba;
    QTest::newRow("error: ragged") << "1,2,3\n4,5\n"_ba;
    QTest::newRow("error: NaN") << "1,2\n3,nan\n"_ba;
    QTest::newRow("error: open quote") << "\"a,1\n2,3\n"_ba;
    QTest::newRow("error: after quote") << "\"a\"x,1\n"_ba;
    QTest::newRow("error: bad UTF-8") << "a,b\n1,2\n\xff,3\n"_ba;
    QTest::newRow("error: cut UTF-8") << "a,\xe7\x8c"_ba;
    QTest::newRow("error: empty") << "\n\n# nothing\n"_ba;
}

void TestCsvStreaming::readsInPiecesAsWhole()
{
    // The reader takes a file a chunk at a time; wherever the chunks end, it reads the
    // same table, or gives the same error, as from the whole text.
    QFETCH(QByteArray, text);
    CsvTable whole, pieces;
    QString wholeError, piecesError;
    const bool wholeOk = CsvMatrix::read(text, whole, &wholeError);
    TrickleDevice device(text);
    device.open(QIODevice::ReadOnly);
    QCOMPARE(CsvMatrix::read(device, pieces, &piecesError), wholeOk);
    QCOMPARE(piecesError, wholeError);
    QCOMPARE(pieces.values, whole.values);
    QCOMPARE(pieces.columnLabels, whole.columnLabels);
    QCOMPARE(pieces.rowLabels, whole.rowLabels);
    if (QByteArray(QTest::currentDataTag()).startsWith("error"))
        QVERIFY(!wholeOk);
}

void TestCsvStreaming::largeTableRoundTrips()
{
    // About 9 MB of text: many chunks, labels of multi-byte characters across their ends.
    const int rows = 3000, cols = 200;
    attn::Matrix m(rows, cols);
    QRandomGenerator random(20);
    for (Eigen::Index i = 0; i < m.size(); ++i)
        m.data()[i] = random.generateDouble() * 2 - 1;
    QStringList rowLabels, columnLabels;
    for (int r = 0; r < rows; ++r)
        rowLabels << u"行 %1 \"猫\", 😀"_s.arg(r);
    for (int c = 0; c < cols; ++c)
        columnLabels << u"列%1"_s.arg(c);
    const QByteArray text = CsvMatrix::write(m, columnLabels, rowLabels);
    QVERIFY(text.size() > 4 * (1 << 20));
    CsvTable table;
    QString error;
    QVERIFY2(CsvMatrix::read(text, table, &error), qPrintable(error));
    QVERIFY(bitEqual(table.values, m));
    QCOMPARE(table.rowLabels, rowLabels);
    QCOMPARE(table.columnLabels, columnLabels);
}

void TestCsvStreaming::limitsAreKeptWhileReading_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("expected");
    QTest::newRow("4,096 rows and a header") << "a\n"_ba + "1\n"_ba.repeated(4096) << QString();
    QTest::newRow("4,097 rows after a header")
        << "a\n"_ba + "1\n"_ba.repeated(4097)
        << u"line 4098: more than 4096 rows of numbers, more than the 4096 tokens"_s;
    QTest::newRow("4,096 columns and labels")
        << "x,"_ba + "1,"_ba.repeated(4095) + "1\n"_ba << QString();
    QTest::newRow("4,098 fields") << "1,"_ba.repeated(20000) + "1\n"_ba
                                  << u"line 1 has more than 4097 fields"_s;
    QTest::newRow("4,097 columns of numbers")
        << "1,"_ba.repeated(4096) + "1\n"_ba << u"line 1: 4097 columns of numbers"_s;
    QTest::newRow("a long field") << "1,"_ba + QByteArray(5000, '7') + "\n"_ba
                                  << u"line 1, column 2: a field of more than 4096 characters"_s;
    QTest::newRow("a comment of 20 MB")
        << "# "_ba + QByteArray(20 << 20, 'c') + "\n1;2\n"_ba << QString();
    QTest::newRow("20 MB of spaces")
        << QByteArray(20 << 20, ' ') << u"line 1, column 1: a field of more than 4096"_s;
    QTest::newRow("a quote never closed, long")
        << "\"a,1\n"_ba + "2,3\n"_ba.repeated(100000)
        << u"line 1, column 1: a field of more than 4096 characters"_s;
}

void TestCsvStreaming::limitsAreKeptWhileReading()
{
    // No matrix of the program has more than 4,096 rows or columns: a file with more is
    // refused where it passes the limit, not after it is read whole.
    QFETCH(QByteArray, text);
    QFETCH(QString, expected);
    CsvTable table;
    QString error;
    QCOMPARE(CsvMatrix::read(text, table, &error), expected.isEmpty());
    QVERIFY2(error.contains(expected), qPrintable(error));
}

QTEST_GUILESS_MAIN(TestCsvStreaming)
#include "tst_csvstreaming.moc"
