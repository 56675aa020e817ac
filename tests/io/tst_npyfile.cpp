// .npy reading and writing, checked against files NumPy itself writes and reads.
#include "npyfile.h"
#include "pythonwithnumpy.h"
#include "validation.h"

#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <bit>
#include <cstring>
#include <limits>

using namespace Qt::StringLiterals;

namespace {

/// Runs a Python script in `dir` with numpy imported as np; returns its exit code.
int runPython(const QString &dir, const QString &script, QString *output = nullptr)
{
    QProcess p;
    p.setWorkingDirectory(dir);
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(pythonWithNumpy(),
            {QStringLiteral("-c"), QStringLiteral("import numpy as np\n") + script});
    if (!p.waitForFinished(120000) || p.exitStatus() != QProcess::NormalExit)
        return -1;
    if (output)
        *output = QString::fromUtf8(p.readAll());
    return p.exitCode();
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool bitEqual(const std::vector<double> &a, const std::vector<double> &b)
{
    return a.size() == b.size() &&
           (a.empty() || std::memcmp(a.data(), b.data(), a.size() * sizeof(double)) == 0);
}

} // namespace

class TestNpyFile : public QObject
{
    Q_OBJECT

private slots:
    void readsWhatNumpyWrites_data();
    void readsWhatNumpyWrites();
    void numpyReadsWhatWeWrite_data();
    void numpyReadsWhatWeWrite();
    void roundTripIsBitExact();
    void writesVersionOneAlignedHeader();
    void stringsRoundTrip();
    void moreStringsThanTokensAreRefused();
    void matrixConversion();
    void readsCommittedNumpyFiles_data();
    void readsCommittedNumpyFiles();
    void randomDamageNeverCrashes();
    void malformedFilesGiveErrors_data();
    void malformedFilesGiveErrors();
    void everyTruncationIsAnError();
    void emptyArraysWithAbsurdAxes();
};

void TestNpyFile::readsWhatNumpyWrites_data()
{
    QTest::addColumn<QString>("expression");
    QTest::addColumn<QString>("saveCall");
    const QString save = QStringLiteral("np.save('a.npy', a)");
    const QString rnd = QStringLiteral("np.random.default_rng(7).standard_normal");
    QTest::newRow("float64 2-D C") << rnd + u"((3, 4))"_s << save;
    QTest::newRow("float32 2-D C") << rnd + u"((3, 4)).astype('<f4')"_s << save;
    QTest::newRow("float64 Fortran") << u"np.asfortranarray("_s + rnd + u"((3, 5)))"_s << save;
    QTest::newRow("float32 Fortran big-endian")
        << u"np.asfortranarray("_s + rnd + u"((4, 2)).astype('>f4'))"_s << save;
    QTest::newRow("float64 big-endian") << rnd + u"((2, 3)).astype('>f8')"_s << save;
    QTest::newRow("1-D") << rnd + u"(5)"_s << save;
    QTest::newRow("3-D heads") << u"np.random.default_rng(3).random((2, 3, 4))"_s << save;
    QTest::newRow("3-D Fortran")
        << u"np.asfortranarray(np.random.default_rng(4).random((2, 3, 4)))"_s << save;
    QTest::newRow("int32") << u"np.arange(-6, 6, dtype='<i4').reshape(3, 4)"_s << save;
    QTest::newRow("int64 big-endian")
        << u"np.arange(12, dtype='>i8').reshape(4, 3) * 1000003"_s << save;
    QTest::newRow("uint8") << u"np.arange(6, dtype='u1').reshape(2, 3)"_s << save;
    QTest::newRow("bool") << u"np.array([[True, False], [False, True]])"_s << save;
    QTest::newRow("extremes")
        << u"np.array([[1e300, -1e-300, 5e-324], [-0.0, np.finfo('f8').max, 1/3]])"_s << save;
    QTest::newRow("empty rows") << u"np.zeros((0, 3))"_s << save;
    QTest::newRow("version 2.0")
        << rnd + u"((3, 2))"_s
        << u"np.lib.format.write_array(open('a.npy', 'wb'), a, version=(2, 0))"_s;
    QTest::newRow("version 3.0")
        << rnd + u"((2, 2))"_s
        << u"np.lib.format.write_array(open('a.npy', 'wb'), a, version=(3, 0))"_s;
}

void TestNpyFile::readsWhatNumpyWrites()
{
    if (pythonWithNumpy().isEmpty())
        QSKIP("python3 with numpy is not installed (Debian: python3-numpy)");
    QFETCH(QString, expression);
    QFETCH(QString, saveCall);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // The reference: every element as a little-endian double in C order, and the shape.
    const QString script = u"a = "_s + expression + u"\n"_s + saveCall +
                           u"\nnp.ascontiguousarray(a, dtype='<f8').tofile('ref.bin')\n"
                           u"open('shape.txt', 'w').write(' '.join(map(str, a.shape)))\n"_s;
    QString output;
    QCOMPARE(runPython(dir.path(), script, &output), 0);

    NpyArray array;
    QString error;
    QVERIFY2(NpyFile::load(dir.filePath(u"a.npy"_s), array, &error), qPrintable(error));
    QStringList shapeText =
        QString::fromLatin1(readAll(dir.filePath(u"shape.txt"_s))).split(u' ', Qt::SkipEmptyParts);
    std::vector<std::int64_t> shape;
    for (const QString &n : shapeText)
        shape.push_back(n.toLongLong());
    QCOMPARE(array.shape(), shape);
    const QByteArray ref = readAll(dir.filePath(u"ref.bin"_s));
    std::vector<double> expected(std::size_t(ref.size()) / 8);
    if (!expected.empty())
        std::memcpy(expected.data(), ref.constData(), expected.size() * 8);
    QVERIFY(bitEqual(array.values(), expected));
}

void TestNpyFile::numpyReadsWhatWeWrite_data()
{
    QTest::addColumn<std::vector<std::int64_t>>("shape");
    QTest::addColumn<std::vector<double>>("values");
    const double denormal = std::numeric_limits<double>::denorm_min();
    const double maxDouble = std::numeric_limits<double>::max();
    QTest::newRow("2 x 3") << std::vector<std::int64_t>{2, 3}
                           << std::vector<double>{0.1, -0.0, 1.0 / 3, denormal, maxDouble, -1e300};
    QTest::newRow("1-D") << std::vector<std::int64_t>{4}
                         << std::vector<double>{1, 2.5, -3.25, 0.30000000000000004};
    QTest::newRow("3-D") << std::vector<std::int64_t>{2, 2, 2}
                         << std::vector<double>{0.125, 0.875, 0.5, 0.5, 1, 0, 0.2, 0.8};
    QTest::newRow("empty") << std::vector<std::int64_t>{0, 2} << std::vector<double>{};
}

void TestNpyFile::numpyReadsWhatWeWrite()
{
    if (pythonWithNumpy().isEmpty())
        QSKIP("python3 with numpy is not installed (Debian: python3-numpy)");
    QFETCH(std::vector<std::int64_t>, shape);
    QFETCH(std::vector<double>, values);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QString error;
    QVERIFY2(NpyFile::save(dir.filePath(u"ours.npy"_s), NpyArray(shape, values), &error),
             qPrintable(error));
    QFile raw(dir.filePath(u"ref.bin"_s));
    QVERIFY(raw.open(QIODevice::WriteOnly));
    raw.write(reinterpret_cast<const char *>(values.data()), qint64(values.size() * 8));
    raw.close();
    QStringList dims;
    for (std::int64_t n : shape)
        dims << QString::number(n);
    const QString script =
        u"a = np.load('ours.npy', allow_pickle=False)\n"
        u"ref = np.fromfile('ref.bin', dtype='<f8').reshape(("_s +
        dims.join(u", "_s) +
        u",))\n"
        u"assert a.dtype == np.dtype('<f8') and a.shape == ref.shape, (a.dtype, a.shape)\n"
        u"assert np.array_equal(a.view('<u8'), ref.view('<u8'))\n"_s;
    QString output;
    QVERIFY2(runPython(dir.path(), script, &output) == 0, qPrintable(output));
}

void TestNpyFile::roundTripIsBitExact()
{
    std::vector<double> values;
    for (std::uint64_t bits : {0x0000000000000001ull, 0x8000000000000000ull, 0x3FB999999999999Aull,
                               0x7FEFFFFFFFFFFFFFull, 0xC0DEADBEEF123456ull, 0x3FF0000000000001ull})
        values.push_back(std::bit_cast<double>(bits));
    const NpyArray original({3, 2}, values);
    NpyArray back;
    QString error;
    QVERIFY2(NpyFile::read(NpyFile::write(original), back, &error), qPrintable(error));
    QCOMPARE(back.shape(), original.shape());
    QVERIFY(bitEqual(back.values(), values));
}

void TestNpyFile::writesVersionOneAlignedHeader()
{
    const QByteArray bytes = NpyFile::write(NpyArray({2, 3}, std::vector<double>(6, 1.5)));
    QVERIFY(bytes.startsWith(QByteArrayLiteral("\x93NUMPY\x01\x00")));
    const int headerLength = quint8(bytes[8]) | (quint8(bytes[9]) << 8);
    QCOMPARE((10 + headerLength) % 64, 0);
    QCOMPARE(bytes.size(), 10 + headerLength + 6 * 8);
    QCOMPARE(bytes[10 + headerLength - 1], '\n');
    QVERIFY(bytes.contains("'descr': '<f8', 'fortran_order': False, 'shape': (2, 3), }"));
}

void TestNpyFile::stringsRoundTrip()
{
    const QStringList labels = {u"the"_s, u"cat"_s, u"日本語"_s, u"😀"_s, QString()};
    NpyArray back;
    QString error;
    QVERIFY2(NpyFile::read(NpyFile::write(NpyArray::fromStrings(labels)), back, &error),
             qPrintable(error));
    QVERIFY(back.isText());
    QCOMPARE(back.strings(), labels);
    attn::Matrix m;
    QVERIFY(!back.toMatrix(m, &error));
    QVERIFY(error.contains(u"text"_s));
}

void TestNpyFile::moreStringsThanTokensAreRefused()
{
    // A text array of one-character strings: 512 MiB of them became 134 million QStrings.
    // Text arrays are token labels, at most attn::kMaxTokens of them.
    const QStringList many(attn::kMaxTokens + 1, u"a"_s);
    NpyArray back;
    QString error;
    QVERIFY(!NpyFile::read(NpyFile::write(NpyArray::fromStrings(many)), back, &error));
    QVERIFY2(error.contains(u"4097 strings, more than the 4096 token labels"_s), qPrintable(error));
    const QStringList enough(attn::kMaxTokens, u"a"_s);
    QVERIFY2(NpyFile::read(NpyFile::write(NpyArray::fromStrings(enough)), back, &error),
             qPrintable(error));
    QCOMPARE(back.strings().size(), attn::kMaxTokens);
}

void TestNpyFile::matrixConversion()
{
    const NpyArray vector({3}, {1, 2, 3});
    attn::Matrix m;
    QString error;
    QVERIFY(vector.toMatrix(m, &error));
    QCOMPARE(m.rows(), 1);
    QCOMPARE(m.cols(), 3);
    QVERIFY(vector.toMatrix(m, &error, NpyArray::VectorAs::Column));
    QCOMPARE(m.rows(), 3);
    QCOMPARE(m(2, 0), 3.0);

    const NpyArray batch({1, 2, 2, 3}, {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11});
    std::vector<attn::Matrix> heads;
    QVERIFY2(batch.toMatrices(heads, &error), qPrintable(error));
    QCOMPARE(heads.size(), std::size_t(2));
    QCOMPARE(heads[1](1, 2), 11.0);
    QCOMPARE(heads[0](1, 0), 3.0);
    QVERIFY(!batch.toMatrix(m, &error));
    QCOMPARE(error, u"the array is 1 x 2 x 2 x 3, expected a matrix (2 axes)"_s);

    const NpyArray stacked = NpyArray::fromMatrices(heads);
    QCOMPARE(stacked.shape(), (std::vector<std::int64_t>{2, 2, 3}));
    QCOMPARE(stacked.values(), batch.values());
}

void TestNpyFile::readsCommittedNumpyFiles_data()
{
    // Written by numpy 1.24 (tests/data/npy/make_valid.py): element i is i / 8 (or i).
    QTest::addColumn<QString>("file");
    QTest::addColumn<std::vector<std::int64_t>>("shape");
    QTest::addColumn<double>("divisor");
    using Shape = std::vector<std::int64_t>;
    QTest::newRow("C float64") << u"valid_c_f8.npy"_s << Shape{3, 4} << 8.0;
    QTest::newRow("Fortran big-endian float32")
        << u"valid_fortran_be_f4.npy"_s << Shape{3, 4} << 8.0;
    QTest::newRow("3-D") << u"valid_heads_3d.npy"_s << Shape{2, 3, 4} << 8.0;
    QTest::newRow("1-D") << u"valid_row_1d.npy"_s << Shape{4} << 8.0;
    QTest::newRow("int32") << u"valid_i4.npy"_s << Shape{3, 4} << 1.0;
    QTest::newRow("version 2.0") << u"valid_v2.npy"_s << Shape{3, 4} << 8.0;
}

void TestNpyFile::readsCommittedNumpyFiles()
{
    QFETCH(QString, file);
    QFETCH(std::vector<std::int64_t>, shape);
    QFETCH(double, divisor);
    NpyArray array;
    QString error;
    QVERIFY2(NpyFile::load(QStringLiteral(ATTENTION_LAB_SOURCE_DIR "/tests/data/npy/") + file,
                           array, &error),
             qPrintable(error));
    QCOMPARE(array.shape(), shape);
    for (std::size_t i = 0; i < array.values().size(); ++i)
        QCOMPARE(array.values()[i], double(i) / divisor);
}

void TestNpyFile::randomDamageNeverCrashes()
{
    // Seeded random byte changes to a valid file: each read either succeeds or explains.
    const QByteArray valid = NpyFile::write(NpyArray({3, 4}, std::vector<double>(12, 0.25)));
    QRandomGenerator rng(5);
    int failures = 0;
    for (int round = 0; round < 5000; ++round) {
        QByteArray bytes = valid;
        const int changes = 1 + int(rng.bounded(4));
        for (int c = 0; c < changes; ++c)
            bytes[rng.bounded(int(bytes.size()))] = char(rng.bounded(256));
        if (rng.bounded(4) == 0)
            bytes.truncate(rng.bounded(int(bytes.size())));
        NpyArray array;
        QString error;
        if (!NpyFile::read(bytes, array, &error)) {
            ++failures;
            QVERIFY2(!error.isEmpty(), bytes.toHex().constData());
        }
    }
    QVERIFY(failures > 0);
}

void TestNpyFile::malformedFilesGiveErrors_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("expected");
    QTest::newRow("wrong magic") << u"wrong_magic.npy"_s << u"wrong magic bytes"_s;
    QTest::newRow("empty") << u"empty.npy"_s << u"wrong magic bytes"_s;
    QTest::newRow("truncated header") << u"truncated_header.npy"_s << u"truncated header"_s;
    QTest::newRow("truncated data")
        << u"truncated_data.npy"_s
        << u"truncated data: the header claims 6 elements (48 bytes) of <f8, the file holds 40"_s;
    QTest::newRow("trailing bytes") << u"trailing_bytes.npy"_s << u"8 bytes after"_s;
    QTest::newRow("giant shape") << u"giant_shape.npy"_s
                                 << u"claims 1000000000000 elements (8000000000000 bytes)"_s;
    QTest::newRow("overflowing shape") << u"overflow_shape.npy"_s << u"too large to exist"_s;
    QTest::newRow("complex") << u"complex_dtype.npy"_s
                             << u"unsupported dtype '<c16' (complex numbers)"_s;
    QTest::newRow("float16") << u"half_dtype.npy"_s << u"only float32 and float64"_s;
    QTest::newRow("object") << u"object_dtype.npy"_s << u"unsupported dtype '|O'"_s;
    QTest::newRow("structured") << u"structured_dtype.npy"_s << u"structured"_s;
    QTest::newRow("version") << u"bad_version.npy"_s << u"unsupported .npy format version 9.0"_s;
    QTest::newRow("NaN") << u"nan.npy"_s
                         << u"non-finite value NaN at row 1, column 2 (counting from 0)"_s;
    QTest::newRow("-inf 3-D") << u"neg_inf_3d.npy"_s
                              << u"non-finite value -infinity at index [1, 0, 1]"_s;
    QTest::newRow("not a dict") << u"not_a_dict.npy"_s << u"expected a dictionary"_s;
    QTest::newRow("code") << u"code_in_header.npy"_s << u"expected a quoted string"_s;
    QTest::newRow("missing shape") << u"missing_shape.npy"_s << u"are required"_s;
    QTest::newRow("negative shape") << u"negative_shape.npy"_s << u"non-negative integers"_s;
    QTest::newRow("unknown key") << u"unknown_key.npy"_s << u"unexpected key 'x'"_s;
}

void TestNpyFile::malformedFilesGiveErrors()
{
    QFETCH(QString, file);
    QFETCH(QString, expected);
    const QString path = QStringLiteral(ATTENTION_LAB_SOURCE_DIR "/tests/data/npy/") + file;
    QVERIFY2(QFile::exists(path), qPrintable(path));
    NpyArray array({1}, {42.0});
    QString error;
    QVERIFY(!NpyFile::load(path, array, &error));
    QVERIFY2(error.contains(expected), qPrintable(error));
    QCOMPARE(array, NpyArray({1}, {42.0})); // left untouched
}

void TestNpyFile::everyTruncationIsAnError()
{
    const QByteArray whole = NpyFile::write(NpyArray({2, 3}, {1, 2, 3, 4, 5, 6}));
    for (qsizetype n = 0; n < whole.size(); ++n) {
        NpyArray array;
        QString error;
        QVERIFY2(!NpyFile::read(whole.left(n), array, &error), qPrintable(QString::number(n)));
        QVERIFY(!error.isEmpty());
    }
}

void TestNpyFile::emptyArraysWithAbsurdAxes()
{
    // Found by fuzzing: no elements, so the file is valid, but the other axes are huge.
    NpyArray array;
    QString error;
    QVERIFY2(NpyFile::load(QStringLiteral(ATTENTION_LAB_SOURCE_DIR
                                          "/tests/data/npy/zero_axis_huge_shape.npy"),
                           array, &error),
             qPrintable(error));
    QCOMPARE(array.elementCount(), 0);
    attn::Matrix m;
    QVERIFY(!array.toMatrix(m, &error));
    QVERIFY2(error.startsWith(u"the array is 0 x 1 x 90 x 1 x 9951100000000"_s), qPrintable(error));
    std::vector<attn::Matrix> stack;
    QVERIFY(!array.toMatrices(stack, &error));

    const std::int64_t many = 1000000000000000;
    QVERIFY(NpyFile::read(NpyFile::write(NpyArray({many, 0, 5}, {})), array, &error));
    QVERIFY(!array.toMatrices(stack, &error));
    QCOMPARE(error, u"the array holds 1000000000000000 matrices, more than 4096"_s);
}

QTEST_GUILESS_MAIN(TestNpyFile)
#include "tst_npyfile.moc"
