// Archives and .npy files written as they are made: the same bytes as made whole, ZIP64
// where sizes or offsets need it, read back here and by NumPy.
#include "npyfile.h"
#include "npystream.h"
#include "npzfile.h"
#include "pythonwithnumpy.h"
#include "ziparchive.h"
#include "zipstreamwriter.h"

#include <QBuffer>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QByteArray bytesOf(const NpyStream::Content &content)
{
    QByteArray out;
    content([&](QByteArrayView piece) {
        out += piece;
        return true;
    });
    return out;
}

attn::Matrix counting(int rows, int cols, double start)
{
    attn::Matrix m(rows, cols);
    for (Eigen::Index i = 0; i < m.size(); ++i)
        m.data()[i] = start + 0.25 * double(i);
    return m;
}

/// An archive of three arrays, ZIP64 from `zip64From` bytes on.
QByteArray threeArrays(quint64 zip64From, const std::vector<attn::Matrix> &arrays)
{
    QByteArray zip;
    QBuffer buffer(&zip);
    buffer.open(QIODevice::WriteOnly);
    ZipStreamWriter writer(buffer, zip64From);
    for (std::size_t i = 0; i < arrays.size(); ++i)
        if (!writer.add(u"a%1.npy"_s.arg(i), NpyStream::ofMatrix(arrays[i])))
            return {};
    return writer.finish() ? zip : QByteArray();
}

} // namespace

class TestZipStreamWriter : public QObject
{
    Q_OBJECT

private slots:
    void npyPiecesAreTheWholeFilesBytes();
    void zip64WhereSizesOrOffsetsNeedIt_data();
    void zip64WhereSizesOrOffsetsNeedIt();
    void aRefusingDeviceFails();
};

void TestZipStreamWriter::npyPiecesAreTheWholeFilesBytes()
{
    // 400 x 400 is more than one piece of 2^17 elements.
    const attn::Matrix big = counting(400, 400, -3);
    QCOMPARE(bytesOf(NpyStream::ofMatrix(big)), NpyFile::write(NpyArray::fromMatrix(big)));
    const attn::Matrix other = counting(400, 400, 7);
    QCOMPARE(bytesOf(NpyStream::ofMatrices({&big, &other})),
             NpyFile::write(NpyArray::fromMatrices({big, other})));
    int pieces = 0;
    NpyStream::ofMatrix(big)([&](QByteArrayView) { return ++pieces > 0; });
    QCOMPARE(pieces, 1 + 2); // the header, then 160,000 elements in two pieces
}

void TestZipStreamWriter::zip64WhereSizesOrOffsetsNeedIt_data()
{
    QTest::addColumn<quint64>("zip64From");
    QTest::newRow("none") << ZipStreamWriter::kZip64From;
    QTest::newRow("every size and offset") << quint64(0);
    // Members of 8 x 8 doubles (640 bytes): the later offsets and the directory only.
    QTest::newRow("later offsets") << quint64(700);
}

void TestZipStreamWriter::zip64WhereSizesOrOffsetsNeedIt()
{
    QFETCH(quint64, zip64From);
    const std::vector<attn::Matrix> arrays = {counting(8, 8, 0), counting(8, 8, 100),
                                              counting(8, 8, 200)};
    const QByteArray zip = threeArrays(zip64From, arrays);
    QVERIFY(!zip.isEmpty());
    QCOMPARE(zip.contains("PK\x06\x06"), zip64From != ZipStreamWriter::kZip64From);

    QList<ZipEntry> entries;
    QString error;
    QVERIFY2(ZipArchive::entries(zip, entries, &error), qPrintable(error));
    QCOMPARE(entries.size(), 3);
    for (int i = 0; i < 3; ++i) {
        NpyArray array;
        QVERIFY2(NpzFile::readArray(zip, u"a%1"_s.arg(i), array, &error), qPrintable(error));
        attn::Matrix m;
        QVERIFY(array.toMatrix(m, &error));
        QCOMPARE(m, arrays[std::size_t(i)]);
    }

    if (pythonWithNumpy().isEmpty())
        QSKIP("python3 with numpy is not installed (Debian: python3-numpy)");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QFile file(dir.filePath(u"z.npz"_s));
    QVERIFY(file.open(QIODevice::WriteOnly) && file.write(zip) == zip.size());
    file.close();
    QProcess p;
    p.setWorkingDirectory(dir.path());
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(pythonWithNumpy(), {u"-c"_s, u"import numpy as np\n"
                                         u"z = np.load('z.npz', allow_pickle=False)\n"
                                         u"assert sorted(z.files) == ['a0', 'a1', 'a2']\n"
                                         u"for i in range(3):\n"
                                         u"    assert np.array_equal(z['a%d' % i].ravel(),"
                                         u" 100 * i + 0.25 * np.arange(64))\n"_s});
    QVERIFY(p.waitForFinished(120000));
    QVERIFY2(p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0, p.readAll().constData());
}

void TestZipStreamWriter::aRefusingDeviceFails()
{
    QBuffer closed; // never opened: every write fails
    ZipStreamWriter writer(closed);
    const attn::Matrix m = counting(2, 2, 0);
    QVERIFY(!writer.add(u"a.npy"_s, NpyStream::ofMatrix(m)));
}

QTEST_GUILESS_MAIN(TestZipStreamWriter)
#include "tst_zipstreamwriter.moc"
