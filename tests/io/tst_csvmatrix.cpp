// CSV matrices: header and row-label detection, delimiters, errors naming line and column,
// and a bit-exact round trip.
#include "csvmatrix.h"
#include "matriximport.h"

#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <bit>
#include <cstring>
#include <limits>

using namespace Qt::StringLiterals;

namespace {

attn::Matrix matrixOf(int rows, int cols, std::initializer_list<double> values)
{
    attn::Matrix m(rows, cols);
    std::copy(values.begin(), values.end(), m.data());
    return m;
}

bool bitEqual(const attn::Matrix &a, const attn::Matrix &b)
{
    if (a.rows() != b.rows() || a.cols() != b.cols())
        return false;
    for (Eigen::Index i = 0; i < a.size(); ++i)
        if (std::bit_cast<std::uint64_t>(a.data()[i]) != std::bit_cast<std::uint64_t>(b.data()[i]))
            return false;
    return true;
}

QString dataFile(const QString &name)
{
    return QStringLiteral(ATTENTION_LAB_SOURCE_DIR "/tests/data/csv/") + name;
}

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

class TestCsvMatrix : public QObject
{
    Q_OBJECT

private slots:
    void readsLayouts_data();
    void readsLayouts();
    void readsFiles_data();
    void readsFiles();
    void errorsNameLineAndColumn_data();
    void errorsNameLineAndColumn();
    void roundTripIsBitExact_data();
    void roundTripIsBitExact();
    void randomRoundTripIsBitExact();
    void saveAndLoad();
    void formulaLabelsAreNeutralised();
    void outOfRangeNumbersAreRefused();
    void importRefusesInfinity();
    void readsInPiecesAsWhole_data();
    void readsInPiecesAsWhole();
    void largeTableRoundTrips();
    void limitsAreKeptWhileReading_data();
    void limitsAreKeptWhileReading();
};

void TestCsvMatrix::readsLayouts_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<attn::Matrix>("expected");
    QTest::addColumn<QStringList>("columnLabels");
    QTest::addColumn<QStringList>("rowLabels");
    const attn::Matrix m = matrixOf(2, 2, {1, 2, 3, 4});
    const QStringList ab = {u"a"_s, u"b"_s};
    QTest::newRow("plain") << "1,2\n3,4\n"_ba << m << QStringList() << QStringList();
    QTest::newRow("no final newline") << "1,2\n3,4"_ba << m << QStringList() << QStringList();
    QTest::newRow("CRLF, spaces") << " 1 , 2 \r\n3,4\r\n"_ba << m << QStringList() << QStringList();
    QTest::newRow("header") << "a,b\n1,2\n3,4\n"_ba << m << ab << QStringList();
    QTest::newRow("row labels") << "x,1,2\ny,3,4\n"_ba << m << QStringList()
                                << QStringList{u"x"_s, u"y"_s};
    QTest::newRow("both, empty corner")
        << ",a,b\nx,1,2\ny,3,4\n"_ba << m << ab << QStringList{u"x"_s, u"y"_s};
    QTest::newRow("both, no corner")
        << "a,b\nx,1,2\ny,3,4\n"_ba << m << ab << QStringList{u"x"_s, u"y"_s};
    QTest::newRow("semicolon, decimal comma")
        << "a;b\n1,0;2\n3;4,0\n"_ba << m << ab << QStringList();
    QTest::newRow("tab") << "1\t2\n3\t4\n"_ba << m << QStringList() << QStringList();
    QTest::newRow("quoted labels") << "\"a,1\",\"say \"\"hi\"\"\"\n1,2\n3,4\n"_ba << m
                                   << QStringList{u"a,1"_s, u"say \"hi\""_s} << QStringList();
    QTest::newRow("quoted numeric labels")
        << "\"1\",\"2\"\n1,2\n3,4\n"_ba << m << QStringList{u"1"_s, u"2"_s} << QStringList();
    QTest::newRow("comments, blank lines")
        << "# made by numpy\n\n1,2\n\n3,4\n\n"_ba << m << QStringList() << QStringList();
    QTest::newRow("UTF-8 labels and BOM") << "\xef\xbb\xbf猫,犬\n1,2\n3,4\n"_ba << m
                                          << QStringList{u"猫"_s, u"犬"_s} << QStringList();
    QTest::newRow("exponents and signs")
        << "+1e0,2.0E+00\n-3e-0,4.\n"_ba << matrixOf(2, 2, {1, 2, -3, 4}) << QStringList()
        << QStringList();
    QTest::newRow("one column with header") << "w\n0.5\n0.25\n"_ba << matrixOf(2, 1, {0.5, 0.25})
                                            << QStringList{u"w"_s} << QStringList();
}

void TestCsvMatrix::readsLayouts()
{
    QFETCH(QByteArray, text);
    QFETCH(attn::Matrix, expected);
    QFETCH(QStringList, columnLabels);
    QFETCH(QStringList, rowLabels);
    CsvTable table;
    QString error;
    QVERIFY2(CsvMatrix::read(text, table, &error), qPrintable(error));
    QCOMPARE(table.values, expected);
    QCOMPARE(table.columnLabels, columnLabels);
    QCOMPARE(table.rowLabels, rowLabels);
}

void TestCsvMatrix::readsFiles_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<attn::Matrix>("expected");
    QTest::addColumn<QStringList>("columnLabels");
    QTest::addColumn<QStringList>("rowLabels");
    QTest::newRow("np.savetxt") << u"numpy_savetxt.csv"_s << matrixOf(2, 2, {0.25, 0.75, 1, 0})
                                << QStringList() << QStringList();
    QTest::newRow("pandas") << u"pandas_labels.csv"_s
                            << matrixOf(2, 3, {0.5, 0.25, 0.25, 0.1, 0.8, 0.1})
                            << QStringList{u"the"_s, u"cat"_s, u"sat"_s}
                            << QStringList{u"the"_s, u"cat"_s};
    QTest::newRow("Excel, semicolons")
        << u"excel_semicolon.csv"_s << matrixOf(2, 2, {0.5, -1.25e-3, 3, 4})
        << QStringList{u"k1"_s, u"k2"_s} << QStringList{u"q1"_s, u"q2"_s};
    QTest::newRow("tabs") << u"tabs.csv"_s << matrixOf(1, 3, {1, 2, 3})
                          << QStringList{u"a"_s, u"b"_s, u"c"_s} << QStringList();
}

void TestCsvMatrix::readsFiles()
{
    QFETCH(QString, file);
    QFETCH(attn::Matrix, expected);
    QFETCH(QStringList, columnLabels);
    QFETCH(QStringList, rowLabels);
    CsvTable table;
    QString error;
    QVERIFY2(CsvMatrix::load(dataFile(file), table, &error), qPrintable(error));
    QCOMPARE(table.values, expected);
    QCOMPARE(table.columnLabels, columnLabels);
    QCOMPARE(table.rowLabels, rowLabels);
}

void TestCsvMatrix::errorsNameLineAndColumn_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("expected");
    QTest::newRow("NaN") << u"nan.csv"_s
                         << u"line 3, column 2: 'nan' is NaN, which is not accepted"_s;
    QTest::newRow("ragged") << u"ragged.csv"_s << u"line 2 has 2 fields, line 1 has 3"_s;
    QTest::newRow("not a number") << u"not_a_number.csv"_s
                                  << u"line 2, column 2: 'abc' is not a number"_s;
    QTest::newRow("open quote") << u"open_quote.csv"_s
                                << u"line 1, column 1: a quoted field is never closed"_s;
    QTest::newRow("not UTF-8") << u"not_utf8.csv"_s << u"the file is not UTF-8 text"_s;
    QTest::newRow("missing file") << u"no_such_file.csv"_s << u"cannot open"_s;
}

void TestCsvMatrix::errorsNameLineAndColumn()
{
    QFETCH(QString, file);
    QFETCH(QString, expected);
    CsvTable table;
    table.values = matrixOf(1, 1, {7});
    QString error;
    QVERIFY(!CsvMatrix::load(dataFile(file), table, &error));
    QVERIFY2(error.contains(expected), qPrintable(error));
    QCOMPARE(table.values, matrixOf(1, 1, {7})); // untouched
}

void TestCsvMatrix::roundTripIsBitExact_data()
{
    QTest::addColumn<attn::Matrix>("matrix");
    QTest::addColumn<QStringList>("columnLabels");
    QTest::addColumn<QStringList>("rowLabels");
    const double tiny = std::numeric_limits<double>::denorm_min();
    const double big = std::numeric_limits<double>::max();
    const attn::Matrix m = matrixOf(2, 3, {0.1, 1.0 / 3, -0.0, tiny, big, 0.30000000000000004});
    QTest::newRow("bare") << m << QStringList() << QStringList();
    QTest::newRow("header") << m << QStringList{u"k1"_s, u"k2"_s, u"k3"_s} << QStringList();
    QTest::newRow("both") << m << QStringList{u"the"_s, u"cat"_s, u"sat"_s}
                          << QStringList{u"q1"_s, u"q2"_s};
    QTest::newRow("awkward labels")
        << m << QStringList{u"1"_s, u"a,b"_s, u"\"q\""_s} << QStringList{u""_s, u" x;y "_s};
    QTest::newRow("1 x 1") << matrixOf(1, 1, {-1e-300}) << QStringList() << QStringList();
    // Tempered scores at a tiny temperature.
    const double inf = std::numeric_limits<double>::infinity();
    QTest::newRow("infinities") << matrixOf(2, 2, {inf, -inf, 0.5, -inf})
                                << QStringList{u"k1"_s, u"k2"_s} << QStringList{u"q1"_s, u"q2"_s};
    // OWASP CSV injection: written with a ' in front, read back without it.
    QTest::newRow("formula labels")
        << m << QStringList{u"=cmd|' /C calc'!A0"_s, u"+x"_s, u"@SUM(A1)"_s}
        << QStringList{u"-y"_s, u"'=z"_s};
}

void TestCsvMatrix::roundTripIsBitExact()
{
    QFETCH(attn::Matrix, matrix);
    QFETCH(QStringList, columnLabels);
    QFETCH(QStringList, rowLabels);
    CsvTable table;
    QString error;
    const QByteArray text = CsvMatrix::write(matrix, columnLabels, rowLabels);
    QVERIFY2(CsvMatrix::read(text, table, &error),
             qPrintable(error + u"\n"_s + QString::fromUtf8(text)));
    QVERIFY2(bitEqual(table.values, matrix), text.constData());
    QCOMPARE(table.columnLabels, columnLabels);
    QCOMPARE(table.rowLabels, rowLabels);
}

void TestCsvMatrix::randomRoundTripIsBitExact()
{
    QRandomGenerator rng(20240501);
    attn::Matrix m(40, 25);
    for (Eigen::Index i = 0; i < m.size(); ++i) {
        // Random bit patterns cover every exponent; non-finite ones are not valid input.
        double v;
        do {
            v = std::bit_cast<double>(rng.generate64());
        } while (!std::isfinite(v));
        m.data()[i] = v;
    }
    CsvTable table;
    QString error;
    QVERIFY2(CsvMatrix::read(CsvMatrix::write(m), table, &error), qPrintable(error));
    QVERIFY(bitEqual(table.values, m));
}

void TestCsvMatrix::saveAndLoad()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"w.csv"_s);
    const attn::Matrix m = matrixOf(1, 2, {0.2, 0.8});
    QString error;
    QVERIFY2(CsvMatrix::save(path, m, {u"a"_s, u"b"_s}, {u"q"_s}, &error), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), "\"\",a,b\nq,0.2,0.8\n"_ba);
    CsvTable table;
    QVERIFY2(CsvMatrix::load(path, table, &error), qPrintable(error));
    QCOMPARE(table.values, m);
}

void TestCsvMatrix::formulaLabelsAreNeutralised()
{
    // A spreadsheet runs a cell starting with = + - @ as a formula; numbers stay numbers.
    const QByteArray text = CsvMatrix::write(
        matrixOf(1, 3, {-1, 2, 3}), {u"=cmd|' /C calc'!A0"_s, u"-2"_s, u"ok"_s}, {u"@x"_s});
    const QList<QByteArray> lines = text.split('\n');
    QVERIFY2(lines.at(0).startsWith("\"\",'=cmd|' /C calc'!A0,"), text.constData());
    QVERIFY2(lines.at(0).endsWith(",\"-2\",ok"), text.constData());
    QVERIFY2(lines.at(1).startsWith("'@x,-1,2,3"), text.constData());
}

void TestCsvMatrix::outOfRangeNumbersAreRefused()
{
    CsvTable table;
    QString error;
    QVERIFY(!CsvMatrix::read("1,1e999\n", table, &error));
    QVERIFY2(error.contains(u"line 1, column 2: '1e999' is beyond"_s), qPrintable(error));
}

void TestCsvMatrix::importRefusesInfinity()
{
    // An exported matrix of tempered scores reads back, but cannot become an input.
    QTemporaryDir dir;
    const QString path = dir.filePath(u"tempered.csv"_s);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("0.5,1\n2,-inf\n");
    file.close();
    ImportedMatrix imported;
    QString error;
    QVERIFY(!MatrixImport::load(path, MatrixImportRequest{}, imported, &error));
    QVERIFY2(error.contains(u"non-finite value -infinity at row 1, column 1"_s), qPrintable(error));
}

void TestCsvMatrix::readsInPiecesAsWhole_data()
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

void TestCsvMatrix::readsInPiecesAsWhole()
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

void TestCsvMatrix::largeTableRoundTrips()
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

void TestCsvMatrix::limitsAreKeptWhileReading_data()
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

void TestCsvMatrix::limitsAreKeptWhileReading()
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

QTEST_GUILESS_MAIN(TestCsvMatrix)
#include "tst_csvmatrix.moc"
