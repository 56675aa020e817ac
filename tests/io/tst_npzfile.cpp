// .npz archives: NumPy's np.savez / np.savez_compressed read here, ours read by np.load.
#include "npzfile.h"
#include "pythonwithnumpy.h"
#include "ziparchive.h"

#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <cstring>

using namespace Qt::StringLiterals;

namespace {

int runPython(const QString &dir, const QString &script, QString *output = nullptr)
{
    QProcess p;
    p.setWorkingDirectory(dir);
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(pythonWithNumpy(), {u"-c"_s, u"import numpy as np\n"_s + script});
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

std::vector<double> doublesOf(const QByteArray &raw)
{
    std::vector<double> values(std::size_t(raw.size()) / 8);
    if (!values.empty())
        std::memcpy(values.data(), raw.constData(), values.size() * 8);
    return values;
}

bool bitEqual(const std::vector<double> &a, const std::vector<double> &b)
{
    return a.size() == b.size() &&
           (a.empty() || std::memcmp(a.data(), b.data(), a.size() * sizeof(double)) == 0);
}

} // namespace

class TestNpzFile : public QObject
{
    Q_OBJECT

private slots:
    void readsWhatNumpyWrites_data();
    void readsWhatNumpyWrites();
    void numpyReadsWhatWeWrite();
    void picksArrayByName();
    void readsCommittedNumpyArchives_data();
    void readsCommittedNumpyArchives();
    void randomDamageNeverCrashes();
    void malformedArchivesGiveErrors_data();
    void malformedArchivesGiveErrors();
    void everyTruncationIsAnError();
    void shapeBeyondTheProgramIsRefusedFromTheHeader_data();
    void shapeBeyondTheProgramIsRefusedFromTheHeader();
};

void TestNpzFile::readsWhatNumpyWrites_data()
{
    QTest::addColumn<QString>("saveFunction");
    QTest::newRow("np.savez") << u"np.savez"_s;
    QTest::newRow("np.savez_compressed") << u"np.savez_compressed"_s;
}

void TestNpzFile::readsWhatNumpyWrites()
{
    if (pythonWithNumpy().isEmpty())
        QSKIP("python3 with numpy is not installed (Debian: python3-numpy)");
    QFETCH(QString, saveFunction);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString script =
        u"rng = np.random.default_rng(11)\n"
        u"arrays = dict(q=rng.standard_normal((3, 4)),\n"
        u"              k=np.asfortranarray(rng.standard_normal((5, 4)).astype('>f4')),\n"
        u"              weights=rng.random((2, 3, 5)),\n"
        u"              zeros=np.zeros(200))\n"_s +
        saveFunction +
        u"('a.npz', labels=np.array(['the', 'cat', '猫']), **arrays)\n"
        u"for name, a in arrays.items():\n"
        u"    np.ascontiguousarray(a, dtype='<f8').tofile(name + '.bin')\n"_s;
    QString output;
    QVERIFY2(runPython(dir.path(), script, &output) == 0, qPrintable(output));

    const QString path = dir.filePath(u"a.npz"_s);
    QStringList names;
    QString error;
    QVERIFY2(NpzFile::loadArrayNames(path, names, &error), qPrintable(error));
    QCOMPARE(names, (QStringList{u"labels"_s, u"q"_s, u"k"_s, u"weights"_s, u"zeros"_s}));

    QList<NpzFile::NamedArray> arrays;
    QVERIFY2(NpzFile::loadAll(path, arrays, &error), qPrintable(error));
    QCOMPARE(arrays.size(), 5);
    QCOMPARE(arrays[0].second.strings(), (QStringList{u"the"_s, u"cat"_s, u"猫"_s}));
    const QList<std::vector<std::int64_t>> shapes = {{3, 4}, {5, 4}, {2, 3, 5}, {200}};
    for (int i = 1; i < arrays.size(); ++i) {
        const auto &[name, array] = arrays[i];
        QCOMPARE(array.shape(), shapes[i - 1]);
        QVERIFY2(bitEqual(array.values(), doublesOf(readAll(dir.filePath(name + u".bin"_s)))),
                 qPrintable(name));
    }
}

void TestNpzFile::numpyReadsWhatWeWrite()
{
    if (pythonWithNumpy().isEmpty())
        QSKIP("python3 with numpy is not installed (Debian: python3-numpy)");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::vector<double> weights = {0.1, 0.9, 1.0 / 3, 2.0 / 3, 0.5, 0.5, 1, 0};
    const std::vector<double> output = {-0.0, 1e-310, 1e300, 0.30000000000000004};
    const QList<NpzFile::NamedArray> arrays = {
        {u"head0_weights"_s, NpyArray({2, 2, 2}, weights)},
        {u"output"_s, NpyArray({2, 2}, output)},
        {u"query_labels"_s, NpyArray::fromStrings({u"I"_s, u"ate"_s})}};
    QString error;
    QVERIFY2(NpzFile::save(dir.filePath(u"ours.npz"_s), arrays, &error), qPrintable(error));
    const QString script =
        u"import struct\n"
        u"z = np.load('ours.npz', allow_pickle=False)\n"
        u"assert z.files == ['head0_weights', 'output', 'query_labels'], z.files\n"
        u"def bits(values): return np.array(values, dtype='<f8').view('<u8')\n"
        u"w = z['head0_weights']; o = z['output']\n"
        u"assert w.dtype == np.float64 and w.shape == (2, 2, 2)\n"
        u"assert np.array_equal(w.ravel().view('<u8'), bits([0.1, 0.9, 1/3, 2/3, 0.5, 0.5, 1, "
        u"0]))\n"
        u"assert np.array_equal(o.ravel().view('<u8'), bits([-0.0, 1e-310, 1e300, "
        u"0.30000000000000004]))\n"
        u"assert z['query_labels'].tolist() == ['I', 'ate']\n"_s;
    QString log;
    QVERIFY2(runPython(dir.path(), script, &log) == 0, qPrintable(log));
}

void TestNpzFile::picksArrayByName()
{
    const QByteArray npz =
        NpzFile::write({{u"a"_s, NpyArray({1}, {1})}, {u"b"_s, NpyArray({2}, {2, 3})}});
    NpyArray b;
    QString error;
    QVERIFY2(NpzFile::readArray(npz, u"b"_s, b, &error), qPrintable(error));
    QCOMPARE(b, NpyArray({2}, {2, 3}));
    QVERIFY(!NpzFile::readArray(npz, u"c"_s, b, &error));
    QCOMPARE(error, u"no array named 'c' (the archive holds: a, b)"_s);
    QVERIFY(!NpzFile::readArray(NpzFile::write({}), u"c"_s, b, &error));
    QCOMPARE(error, u"no array named 'c': the archive is empty"_s);
}

void TestNpzFile::readsCommittedNumpyArchives_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("np.savez") << u"valid_savez.npz"_s;
    QTest::newRow("np.savez_compressed") << u"valid_savez_compressed.npz"_s;
}

void TestNpzFile::readsCommittedNumpyArchives()
{
    // Written by numpy 1.24 (tests/data/npy/make_valid.py): q[i] = i / 8, labels a, b, c.
    QFETCH(QString, file);
    const QString path = QStringLiteral(ATTENTION_LAB_SOURCE_DIR "/tests/data/npy/") + file;
    QList<NpzFile::NamedArray> arrays;
    QString error;
    QVERIFY2(NpzFile::loadAll(path, arrays, &error), qPrintable(error));
    QCOMPARE(arrays.size(), 2);
    QCOMPARE(arrays[0].first, u"q"_s);
    QCOMPARE(arrays[0].second.shape(), (std::vector<std::int64_t>{3, 4}));
    for (std::size_t i = 0; i < 12; ++i)
        QCOMPARE(arrays[0].second.values()[i], double(i) / 8);
    QCOMPARE(arrays[1].first, u"labels"_s);
    QCOMPARE(arrays[1].second.strings(), (QStringList{u"a"_s, u"b"_s, u"c"_s}));
}

void TestNpzFile::randomDamageNeverCrashes()
{
    // Seeded random byte changes to numpy's compressed archive: read or explain, never crash.
    QFile file(
        QStringLiteral(ATTENTION_LAB_SOURCE_DIR "/tests/data/npy/valid_savez_compressed.npz"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray valid = file.readAll();
    QRandomGenerator rng(9);
    int failures = 0;
    for (int round = 0; round < 5000; ++round) {
        QByteArray bytes = valid;
        const int changes = 1 + int(rng.bounded(4));
        for (int c = 0; c < changes; ++c)
            bytes[rng.bounded(int(bytes.size()))] = char(rng.bounded(256));
        QList<NpzFile::NamedArray> arrays;
        QString error;
        if (!NpzFile::readAll(bytes, arrays, &error)) {
            ++failures;
            QVERIFY2(!error.isEmpty(), bytes.toHex().constData());
        }
    }
    QVERIFY(failures > 0);
}

void TestNpzFile::malformedArchivesGiveErrors_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("expected");
    QTest::newRow("not a zip") << u"not_a_zip.npz"_s << u"no end-of-directory record"_s;
    QTest::newRow("truncated") << u"truncated.npz"_s << u"no end-of-directory record"_s;
    QTest::newRow("bad CRC") << u"bad_crc.npz"_s << u"checksum of member 'a.npy'"_s;
    QTest::newRow("directory outside")
        << u"directory_outside.npz"_s << u"central directory lies outside the file"_s;
    QTest::newRow("huge member") << u"huge_member.npz"_s << u"more than the 512 MiB"_s;
    QTest::newRow("understated size")
        << u"understated_size.npz"_s << u"compressed member 'a.npy' is damaged"_s;
    QTest::newRow("member not .npy")
        << u"member_not_npy.npz"_s << u"array 'a': not a NumPy .npy file"_s;
    QTest::newRow("encrypted") << u"encrypted.npz"_s << u"member 'a.npy' is encrypted"_s;
    QTest::newRow("bzip2") << u"bzip2_member.npz"_s << u"compression method 12"_s;
    QTest::newRow("local header at 2^63 - 1")
        << u"local_offset_near_2p63.npz"_s << u"local header of"_s;
    QTest::newRow("NaN member") << u"nan_member.npz"_s
                                << u"array 'bad': non-finite value +infinity at row 1, column 1"_s;
}

void TestNpzFile::malformedArchivesGiveErrors()
{
    QFETCH(QString, file);
    QFETCH(QString, expected);
    const QString path = QStringLiteral(ATTENTION_LAB_SOURCE_DIR "/tests/data/npy/") + file;
    QVERIFY2(QFile::exists(path), qPrintable(path));
    QList<NpzFile::NamedArray> arrays;
    QString error;
    QVERIFY(!NpzFile::loadAll(path, arrays, &error));
    QVERIFY2(error.contains(expected), qPrintable(error));
    QVERIFY(arrays.isEmpty());
}

void TestNpzFile::everyTruncationIsAnError()
{
    const QByteArray whole = NpzFile::write({{u"x"_s, NpyArray({2, 2}, {1, 2, 3, 4})}});
    for (qsizetype n = 0; n < whole.size(); ++n) {
        QList<NpzFile::NamedArray> arrays;
        QString error;
        QVERIFY2(!NpzFile::readAll(whole.left(n), arrays, &error), qPrintable(QString::number(n)));
        QVERIFY(!error.isEmpty());
    }
}

void TestNpzFile::shapeBeyondTheProgramIsRefusedFromTheHeader_data()
{
    QTest::addColumn<QByteArray>("shape");
    QTest::addColumn<QString>("expected");
    QTest::newRow("4,096 x 16,383") << "4096, 16383"_ba << u"4096 x 16383"_s;
    QTest::newRow("4,097 x 2") << "4097, 2"_ba << u"4097 x 2"_s;
    QTest::newRow("65 heads") << "65, 2, 2"_ba << u"65 x 2 x 2"_s;
    QTest::newRow("a vector of 5,000") << "5000,"_ba << u"5000"_s;
}

void TestNpzFile::shapeBeyondTheProgramIsRefusedFromTheHeader()
{
    // A member of half a megabyte may inflate to 512 MiB (a deflate bomb): its header is
    // read first, and an array the program cannot hold is refused before the rest is
    // inflated. Here the member is the header alone: nothing else is looked at.
    QFETCH(QByteArray, shape);
    QFETCH(QString, expected);
    QByteArray header = "{'descr': '<f8', 'fortran_order': False, 'shape': (" + shape + "), }";
    header += QByteArray(63 - (10 + header.size()) % 64, ' ') + '\n';
    QByteArray npy("\x93NUMPY\x01\x00", 8);
    npy += char(header.size() & 0xFF);
    npy += char(header.size() >> 8);
    npy += header;
    const QByteArray npz = ZipArchive::write({{u"x.npy"_s, npy}});
    QList<NpzFile::NamedArray> arrays;
    QString error;
    QVERIFY(!NpzFile::readAll(npz, arrays, &error));
    QVERIFY2(error.contains(u"array 'x': "_s + expected + u" is larger than the program handles"_s),
             qPrintable(error));
}

QTEST_GUILESS_MAIN(TestNpzFile)
#include "tst_npzfile.moc"
