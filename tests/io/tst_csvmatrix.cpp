// CSV matrices: header and row-label detection, delimiters, errors naming line and column,
// and a bit-exact round trip.
#include "bitequal.h"
#include "csvmatrix.h"
#include "matriximport.h"

#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <bit>
#include <limits>

using namespace Qt::StringLiterals;

namespace {

attn::Matrix matrixOf(int rows, int cols, std::initializer_list<double> values)
{
    attn::Matrix m(rows, cols);
    std::copy(values.begin(), values.end(), m.data());
    return m;
}

QString dataFile(const QString &name)
{
    return QStringLiteral(ATTENTION_LAB_SOURCE_DIR "/tests/data/csv/") + name;
}

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

QTEST_GUILESS_MAIN(TestCsvMatrix)
#include "tst_csvmatrix.moc"
