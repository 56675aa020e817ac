// The whole trace to one .npz (read back here and by np.load) or one JSON file.
#include "matriximport.h"
#include "npzfile.h"
#include "pythonwithnumpy.h"
#include "tracearchive.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

attn::Matrix filled(int rows, int cols, double start)
{
    attn::Matrix m(rows, cols);
    for (Eigen::Index i = 0; i < m.size(); ++i)
        m.data()[i] = start + 0.1 * double(i);
    return m;
}

/// Two heads, 2 queries x 3 keys; the values only need to be distinguishable.
attn::AttentionTrace sampleTrace()
{
    attn::AttentionTrace trace;
    for (int h = 0; h < 2; ++h) {
        attn::HeadTrace head;
        head.q = filled(2, 2, h);
        head.k = filled(3, 2, h + 10);
        head.v = filled(3, 2, h + 20);
        head.scores = filled(2, 3, h + 30);
        head.weights = filled(2, 3, h * 0.01);
        head.output = filled(2, 2, h + 60);
        head.entropy = attn::Vector::Constant(2, 0.5 + h);
        head.argmax = {2, h};
        head.scale = 1.0 / std::sqrt(2.0);
        head.enabled = h == 0;
        trace.heads.push_back(head);
    }
    attn::Scenario masked;
    masked.mask = attn::MaskKind::Custom;
    masked.customMask = attn::BoolMatrix::Constant(2, 3, true);
    masked.customMask(0, 2) = false;
    trace.mask = attn::MaskRule::of(masked);
    trace.concatenated = filled(2, 4, 70);
    trace.output = filled(2, 4, 80);
    trace.maskedRows = {false, true};
    trace.queryLabels = {"I", "猫"};
    trace.keyLabels = {"k1", "k2", "k3"};
    return trace;
}

} // namespace

class TestNpzTraceArchive : public QObject
{
    Q_OBJECT

private slots:
    void arraysAreNamedAndShaped();
    void weightsImportBack();
    void numpyReadsTheArchive();
    void jsonAndSuffixes();
};

void TestNpzTraceArchive::arraysAreNamedAndShaped()
{
    const QList<NpzFile::NamedArray> arrays = TraceArchive::arrays(sampleTrace());
    QStringList names;
    for (const auto &[name, array] : arrays)
        names << name;
    for (const QString &expected :
         {u"head0_q"_s, u"head1_weights"_s, u"head0_mask"_s, u"head1_argmax"_s, u"weights"_s,
          u"output"_s, u"concatenated"_s, u"masked_rows"_s, u"head_scale"_s, u"head_enabled"_s,
          u"query_labels"_s, u"key_labels"_s})
        QVERIFY2(names.contains(expected), qPrintable(expected));
    QCOMPARE(names.size(), 2 * 11 + 8);
    const auto find = [&](const QString &name) {
        return std::find_if(arrays.begin(), arrays.end(),
                            [&](const auto &a) { return a.first == name; })
            ->second;
    };
    QCOMPARE(find(u"weights"_s).shape(), (std::vector<std::int64_t>{2, 2, 3}));
    QCOMPARE(find(u"head0_mask"_s).values(), (std::vector<double>{1, 1, 0, 1, 1, 1}));
    QCOMPARE(find(u"head1_argmax"_s).values(), (std::vector<double>{2, 1}));
    QCOMPARE(find(u"head_enabled"_s).values(), (std::vector<double>{1, 0}));
    QCOMPARE(find(u"query_labels"_s).strings(), (QStringList{u"I"_s, u"猫"_s}));
}

void TestNpzTraceArchive::weightsImportBack()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"trace.npz"_s);
    const attn::AttentionTrace trace = sampleTrace();
    QString error;
    QVERIFY2(TraceArchive::save(path, trace, &error), qPrintable(error));
    MatrixImportRequest request;
    request.arrayName = u"weights"_s;
    std::vector<attn::Matrix> heads;
    QVERIFY2(MatrixImport::loadStack(path, request, heads, &error), qPrintable(error));
    QCOMPARE(heads.size(), std::size_t(2));
    QCOMPARE(heads[0], trace.heads[0].weights);
    QCOMPARE(heads[1], trace.heads[1].weights);
    request.arrayName = u"head1_k"_s;
    ImportedMatrix k;
    QVERIFY2(MatrixImport::load(path, request, k, &error), qPrintable(error));
    QCOMPARE(k.values, trace.heads[1].k);
}

void TestNpzTraceArchive::numpyReadsTheArchive()
{
    if (pythonWithNumpy().isEmpty())
        QSKIP("python3 with numpy is not installed (Debian: python3-numpy)");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QString error;
    QVERIFY2(TraceArchive::saveNpz(dir.filePath(u"trace.npz"_s), sampleTrace(), &error),
             qPrintable(error));
    const QString script = u"import numpy as np\n"
                           u"z = np.load('trace.npz', allow_pickle=False)\n"
                           u"w = z['weights']\n"
                           u"assert w.shape == (2, 2, 3) and w.dtype == np.float64\n"
                           u"assert np.array_equal(w[1], z['head1_weights'])\n"
                           u"assert np.array_equal(w[0].ravel(), np.arange(6) * 0.1)\n"
                           u"assert z['query_labels'].tolist() == ['I', '猫']\n"
                           u"assert z['key_labels'].tolist() == ['k1', 'k2', 'k3']\n"
                           u"assert z['head0_mask'].tolist() == [[1, 1, 0], [1, 1, 1]]\n"
                           u"assert z['output'].shape == (2, 4)\n"_s;
    QProcess p;
    p.setWorkingDirectory(dir.path());
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(pythonWithNumpy(), {u"-c"_s, script});
    QVERIFY(p.waitForFinished(120000));
    QVERIFY2(p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0, p.readAll().constData());
}

void TestNpzTraceArchive::jsonAndSuffixes()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"trace.json"_s);
    QString error;
    QVERIFY2(TraceArchive::save(path, sampleTrace(), &error), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonDocument json = QJsonDocument::fromJson(file.readAll());
    QVERIFY(json.isObject());
    QVERIFY(json.object().contains(u"heads"_s));
    QVERIFY(!TraceArchive::save(dir.filePath(u"trace.csv"_s), sampleTrace(), &error));
    QCOMPARE(error, u"trace.csv: choose a .npz or .json file name"_s);
}

QTEST_GUILESS_MAIN(TestNpzTraceArchive)
#include "tst_npztracearchive.moc"
