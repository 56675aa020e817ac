// Importing and exporting single matrices through the format-neutral entry points:
// MatrixImport, MatrixExport, MatrixJson and TokenLabelFile.
#include "bitequal.h"
#include "csvmatrix.h"
#include "matrixexport.h"
#include "matriximport.h"
#include "matrixjson.h"
#include "npyfile.h"
#include "npzfile.h"
#include "tokenlabelfile.h"
#include "validation.h"

#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <bit>

using namespace Qt::StringLiterals;

namespace {

attn::Matrix randomMatrix(int rows, int cols, quint32 seed)
{
    QRandomGenerator rng(seed);
    attn::Matrix m(rows, cols);
    for (Eigen::Index i = 0; i < m.size(); ++i)
        m.data()[i] = (rng.generateDouble() - 0.5) * std::pow(10.0, rng.bounded(-300, 300));
    return m;
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

} // namespace

class TestNpyImport : public QObject
{
    Q_OBJECT

private slots:
    void exportThenImportIsBitExact_data();
    void exportThenImportIsBitExact();
    void shapeErrors_data();
    void shapeErrors();
    void npzNeedsAName();
    void weightStacks();
    void refusesTooManyHeads();
    void unknownFormats();
    void jsonErrors_data();
    void jsonErrors();
    void tokenLabels_data();
    void tokenLabels();
    void tokenLabelErrors_data();
    void tokenLabelErrors();
    void tokenLabelsFromAnArchive();
};

void TestNpyImport::exportThenImportIsBitExact_data()
{
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<bool>("keepsLabels");
    QTest::newRow("csv") << u"w.csv"_s << true;
    QTest::newRow("json") << u"w.json"_s << true;
    QTest::newRow("npy") << u"w.npy"_s << false;
    QTest::newRow("tsv suffix") << u"w.tsv"_s << true;
}

void TestNpyImport::exportThenImportIsBitExact()
{
    QFETCH(QString, fileName);
    QFETCH(bool, keepsLabels);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(fileName);
    const attn::Matrix m = randomMatrix(3, 4, 99);
    const QStringList rows = {u"I"_s, u"saw"_s, u"her"_s};
    const QStringList cols = {u"k1"_s, u"k,2"_s, u"3"_s, u"鍵"_s};
    QString error;
    QVERIFY2(MatrixExport::save(path, m, rows, cols, u"weights"_s, &error), qPrintable(error));
    ImportedMatrix imported;
    QVERIFY2(MatrixImport::load(path, {}, imported, &error), qPrintable(error));
    QVERIFY(bitEqual(imported.values, m));
    QCOMPARE(imported.rowLabels, keepsLabels ? rows : QStringList());
    QCOMPARE(imported.columnLabels, keepsLabels ? cols : QStringList());
}

void TestNpyImport::shapeErrors_data()
{
    QTest::addColumn<qint64>("rows");
    QTest::addColumn<qint64>("cols");
    QTest::addColumn<QString>("expected");
    QTest::newRow("both") << qint64(6) << qint64(3)
                          << u"expected 6 x 3 for K, the file has 6 x 4"_s;
    QTest::newRow("rows") << qint64(5) << qint64(-1)
                          << u"expected 5 rows for K, the file has 6 x 4"_s;
    QTest::newRow("cols") << qint64(-1) << qint64(2)
                          << u"expected 2 columns for K, the file has 6 x 4"_s;
    QTest::newRow("fits") << qint64(6) << qint64(4) << QString();
    QTest::newRow("any") << qint64(-1) << qint64(-1) << QString();
}

void TestNpyImport::shapeErrors()
{
    QFETCH(qint64, rows);
    QFETCH(qint64, cols);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"k.npy"_s);
    QVERIFY(NpyFile::save(path, NpyArray::fromMatrix(attn::Matrix::Ones(6, 4)), nullptr));
    MatrixImportRequest request;
    request.expectedRows = rows;
    request.expectedCols = cols;
    request.role = u"K"_s;
    ImportedMatrix imported;
    QString error;
    const bool ok = MatrixImport::load(path, request, imported, &error);
    QCOMPARE(ok, expected.isEmpty());
    QCOMPARE(error, expected);
    QCOMPARE(imported.values.rows(), ok ? 6 : 0);
}

void TestNpyImport::npzNeedsAName()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"qkv.npz"_s);
    QString error;
    QVERIFY(NpzFile::save(
        path, {{u"q"_s, NpyArray({2, 2}, {1, 2, 3, 4})}, {u"k"_s, NpyArray({3}, {5, 6, 7})}},
        &error));
    QStringList names;
    QVERIFY(MatrixImport::arrayNames(path, names, &error));
    QCOMPARE(names, (QStringList{u"q"_s, u"k"_s}));
    ImportedMatrix imported;
    QVERIFY(!MatrixImport::load(path, {}, imported, &error));
    QCOMPARE(error, u"the archive holds 2 arrays (q, k): choose one"_s);
    MatrixImportRequest request;
    request.arrayName = u"k"_s;
    request.vectorAs = NpyArray::VectorAs::Column;
    QVERIFY2(MatrixImport::load(path, request, imported, &error), qPrintable(error));
    QCOMPARE(imported.values.rows(), 3);
    QCOMPARE(imported.values(2, 0), 7.0);
}

void TestNpyImport::weightStacks()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::vector<attn::Matrix> heads = {randomMatrix(2, 3, 1), randomMatrix(2, 3, 2)};
    const QString npy = dir.filePath(u"w.npy"_s);
    QVERIFY(NpyFile::save(npy, NpyArray::fromMatrices(heads), nullptr));
    std::vector<attn::Matrix> read;
    QString error;
    MatrixImportRequest request;
    QVERIFY2(MatrixImport::loadStack(npy, request, read, &error), qPrintable(error));
    QCOMPARE(read.size(), std::size_t(2));
    QVERIFY(bitEqual(read[0], heads[0]) && bitEqual(read[1], heads[1]));
    request.expectedRows = 2;
    request.expectedCols = 4;
    request.role = u"the weights"_s;
    QVERIFY(!MatrixImport::loadStack(npy, request, read, &error));
    QCOMPARE(error, u"head 0: expected 2 x 4 for the weights, the file has 2 x 3"_s);

    const QString csv = dir.filePath(u"w.csv"_s);
    QVERIFY(CsvMatrix::save(csv, heads[1], {}, {}, nullptr));
    request.expectedCols = 3;
    QVERIFY2(MatrixImport::loadStack(csv, request, read, &error), qPrintable(error));
    QCOMPARE(read.size(), std::size_t(1));
    QVERIFY(bitEqual(read[0], heads[1]));
}

void TestNpyImport::refusesTooManyHeads()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString heads = dir.filePath(u"heads.npy"_s);
    const std::int64_t h = attn::kMaxHeads + 1;
    QVERIFY(NpyFile::save(heads, NpyArray({h, 1, 1}, std::vector<double>(std::size_t(h), 1.0)),
                          nullptr));
    std::vector<attn::Matrix> read;
    QString error;
    QVERIFY(!MatrixImport::loadStack(heads, {}, read, &error));
    QVERIFY2(error.contains(u"65 heads"_s), qPrintable(error));

    const QString tokens = dir.filePath(u"tokens.npy"_s);
    const std::int64_t n = attn::kMaxTokens + 1;
    QVERIFY(NpyFile::save(tokens, NpyArray({n, 1}, std::vector<double>(std::size_t(n))), nullptr));
    ImportedMatrix imported;
    QVERIFY(!MatrixImport::load(tokens, {}, imported, &error));
    QVERIFY2(error.contains(u"4097 rows"_s), qPrintable(error));

    const QString empty = dir.filePath(u"empty.npy"_s);
    QVERIFY(NpyFile::save(empty, NpyArray({0, 3}, {}), nullptr));
    QVERIFY(!MatrixImport::load(empty, {}, imported, &error));
    QCOMPARE(error, u"the matrix is empty (0 x 3)"_s);
}

void TestNpyImport::unknownFormats()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString noSuffix = dir.filePath(u"weights"_s);
    QVERIFY(NpyFile::save(noSuffix, NpyArray({1, 2}, {0.5, 0.5}), nullptr));
    QCOMPARE(MatrixImport::formatOf(noSuffix), MatrixImport::Format::Npy); // by magic bytes
    const QString odd = dir.filePath(u"weights.xlsx"_s);
    QVERIFY(writeFile(odd, "PK"_ba));
    ImportedMatrix imported;
    QString error;
    QVERIFY(!MatrixImport::load(odd, {}, imported, &error));
    QCOMPARE(error, u"weights.xlsx: unknown format (expected .npy, .npz, .csv or .json)"_s);
    QVERIFY(!MatrixExport::save(odd, attn::Matrix::Ones(1, 1), {}, {}, {}, &error));
    QCOMPARE(error, u"weights.xlsx: choose a .csv, .json or .npy file name"_s);
    QVERIFY(!MatrixExport::save(dir.filePath(u"a.csv"_s), attn::Matrix::Ones(2, 1), {u"only one"_s},
                                {}, {}, &error));
    QCOMPARE(error, u"1 row labels for 2 rows"_s);
}

void TestNpyImport::jsonErrors_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected");
    QTest::newRow("ragged") << "[[1, 2], [3]]"_ba << u"row 1 has 1 values, row 0 has 2"_s;
    QTest::newRow("string") << "[[1, \"x\"]]"_ba << u"row 0, column 1: expected a number"_s;
    QTest::newRow("null") << "[[null]]"_ba << u"row 0, column 0: expected a number"_s;
    QTest::newRow("not rows") << "{\"values\": 3}"_ba << u"expected an array of rows"_s;
    QTest::newRow("labels") << "{\"values\": [[1]], \"row_labels\": [\"a\", \"b\"]}"_ba
                            << u"2 row labels for 1 rows"_s;
    QTest::newRow("broken") << "[[1, 2"_ba << u"not valid JSON at offset"_s;
}

void TestNpyImport::jsonErrors()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    attn::Matrix m;
    QString error;
    QVERIFY(!MatrixJson::read(json, m, &error));
    QVERIFY2(error.contains(expected), qPrintable(error));
}

void TestNpyImport::tokenLabels_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("plain") << "the\ncat\nsat\n"_ba << QStringList{u"the"_s, u"cat"_s, u"sat"_s};
    QTest::newRow("CRLF, BOM, trailing blank lines") << "\xef\xbb\xbf"
                                                        "a\r\nb\r\n\r\n\n"_ba
                                                     << QStringList{u"a"_s, u"b"_s};
    QTest::newRow("spaces kept") << " the\n, \n"_ba << QStringList{u" the"_s, u", "_s};
    QTest::newRow("no final newline") << "私\nは"_ba << QStringList{u"私"_s, u"は"_s};
    QTest::newRow("empty label inside") << "a\n\nb\n"_ba << QStringList{u"a"_s, u""_s, u"b"_s};
}

void TestNpyImport::tokenLabels()
{
    QFETCH(QByteArray, text);
    QFETCH(QStringList, expected);
    QStringList labels;
    QString error;
    QVERIFY2(TokenLabelFile::read(text, labels, &error), qPrintable(error));
    QCOMPARE(labels, expected);
    QStringList again;
    QVERIFY(TokenLabelFile::read(TokenLabelFile::write(labels), again, &error));
    QCOMPARE(again, labels);
}

void TestNpyImport::tokenLabelErrors_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("expected");
    QTest::newRow("empty") << QByteArray() << u"the file holds no labels"_s;
    QTest::newRow("blank") << "\n\n"_ba << u"the file holds no labels"_s;
    QTest::newRow("not UTF-8") << "ok\n\xff\xfe\n"_ba << u"line 2 is not UTF-8 text"_s;
    QTest::newRow("too many") << QByteArray("t\n").repeated(attn::kMaxTokens + 1)
                              << u"the file holds 4097 labels"_s;
}

void TestNpyImport::tokenLabelErrors()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, expected);
    QStringList labels = {u"kept"_s};
    QString error;
    QVERIFY(!TokenLabelFile::read(text, labels, &error));
    QVERIFY2(error.contains(expected), qPrintable(error));
    QCOMPARE(labels, QStringList{u"kept"_s});
}

QTEST_GUILESS_MAIN(TestNpyImport)
#include "tst_npyimport.moc"

void TestNpyImport::tokenLabelsFromAnArchive()
{
    // As docs/import.md saves them: the weights and np.array(tokens) in one .npz.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"bert_attention.npz"_s);
    const QStringList tokens{u"[CLS]"_s, u"the"_s, u"猫"_s, u"[SEP]"_s};
    QString error;
    QVERIFY(NpzFile::save(path,
                          {{u"weights"_s, NpyArray({4, 4}, std::vector<double>(16, 0.25))},
                           {u"tokens"_s, NpyArray::fromStrings(tokens)}},
                          &error));
    QStringList labels;
    QVERIFY2(MatrixImport::loadLabels(path, u"tokens"_s, labels, &error), qPrintable(error));
    QCOMPARE(labels, tokens);
    // The weights are numbers, not labels; an archive of two arrays needs a name.
    QVERIFY(!MatrixImport::loadLabels(path, u"weights"_s, labels, &error));
    QVERIFY2(error.contains(u"numbers, not token labels"_s), qPrintable(error));
    QVERIFY(!MatrixImport::loadLabels(path, QString(), labels, &error));
    QVERIFY2(error.contains(u"choose one"_s), qPrintable(error));
    // A single .npy of strings, and a text file, read as well.
    const QString npy = dir.filePath(u"tokens.npy"_s);
    QVERIFY(NpyFile::save(npy, NpyArray::fromStrings(tokens), &error));
    QVERIFY2(MatrixImport::loadLabels(npy, QString(), labels, &error), qPrintable(error));
    QCOMPARE(labels, tokens);
    QCOMPARE(labels.size(), 4);
}
