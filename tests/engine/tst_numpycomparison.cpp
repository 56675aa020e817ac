// Random scenarios computed by the engine and by tests/numpy/reference_attention.py.
// The test itself uses QtCore (QProcess, QTemporaryDir, JSON); the engine stays Qt-free.
#include "../io/pythonwithnumpy.h"
#include "attentionengine.h"
#include "jsonmatrixdifference.h"
#include "scenariobuilders.h"
#include "validation.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <random>

using namespace attn;

namespace {

constexpr int kScenarioCount = 24;
constexpr double kTolerance = 1e-10;

QByteArray number(double v)
{
    return QByteArray::number(v, 'g', 17);
}

template <typename M> QByteArray json(const Eigen::MatrixBase<M> &m)
{
    QByteArray out = "[";
    for (Eigen::Index r = 0; r < m.rows(); ++r) {
        out += r ? ",[" : "[";
        for (Eigen::Index c = 0; c < m.cols(); ++c) {
            if (c)
                out += ',';
            if constexpr (std::is_same_v<typename M::Scalar, bool>)
                out += m(r, c) ? "1" : "0";
            else
                out += number(m(r, c));
        }
        out += ']';
    }
    return out + ']';
}

QByteArray json(const Vector &v)
{
    QByteArray out = "[";
    for (Eigen::Index i = 0; i < v.size(); ++i)
        out += (i ? "," : "") + number(v[i]);
    return out + ']';
}

QByteArray json(const QByteArray &name, const Scenario &s)
{
    static const char *const masks[] = {"none", "causal", "valid_length", "custom"};
    static const char *const scalings[] = {"none", "inverse_sqrt_dk", "custom"};
    static const char *const combinations[] = {"concat", "weighted_sum", "mean"};
    QByteArray out = "{\"name\":\"" + name + "\",\"xq\":" + json(s.queryInput()) +
                     ",\"xk\":" + json(s.keyInput()) + ",\"xv\":" + json(s.valueInput()) +
                     ",\"heads\":[";
    for (std::size_t i = 0; i < s.heads.size(); ++i) {
        const HeadProjection &h = s.heads[i];
        out += (i ? ",{" : "{") + QByteArray("\"wq\":") + json(h.wq) + ",\"wk\":" + json(h.wk) +
               ",\"wv\":" + json(h.wv) + ",\"aq\":" + json(h.additiveQ) +
               ",\"ak\":" + json(h.additiveK) + ",\"av\":" + json(h.additiveV) +
               ",\"enabled\":" + (h.enabled ? "true" : "false") +
               ",\"weight\":" + number(h.combineWeight) + "}";
    }
    out += "],\"wo\":" + json(s.outputProjection);
    out += ",\"score\":\"" + QByteArray(s.score == ScoreKind::DotProduct ? "dot" : "additive");
    out += "\",\"scaling\":\"" + QByteArray(scalings[int(s.scaling)]) +
           "\",\"custom_scale\":" + number(s.customScale);
    out += ",\"temperature\":" +
           (std::isinf(s.temperature) ? QByteArray("\"inf\"") : number(s.temperature));
    out += ",\"mask\":\"" + QByteArray(masks[int(s.mask)]) +
           "\",\"valid_length\":" + QByteArray::number(s.validLength) +
           ",\"custom_mask\":" + json(s.customMask);
    return out + ",\"combination\":\"" + combinations[int(s.combination)] + "\"}";
}

// A varied random scenario: every mode, score, scaling, mask, combination and
// temperature regime turns up among the first couple of dozen seeds.
Scenario randomScenario(std::uint64_t seed)
{
    std::mt19937_64 g(seed);
    const auto pick = [&g](int n) { return int(g() % std::uint64_t(n)); };
    const int heads = 1 + pick(4);
    const int modelDim = heads * (1 + pick(5));
    const int m = 1 + pick(7), n = 1 + pick(7);
    const InputMode mode = InputMode(pick(3));
    Scenario s = builders::randomMultiHead(mode, mode == InputMode::SelfAttention ? n : m, n,
                                           modelDim, heads, seed);
    const int queries = s.queryCount(), keys = s.keyCount();
    s.score = pick(4) == 0 ? ScoreKind::Additive : ScoreKind::DotProduct;
    s.additiveHidden = 1 + pick(5);
    if (pick(3) == 0) {
        s.keyDim = 1 + pick(6);
        s.valueDim = 1 + pick(6);
        s.outputDim = 1 + pick(9);
    }
    refreshProjections(s);
    s.scaling = ScalingKind(pick(3));
    s.customScale = 0.1 + 2.0 * double(pick(100)) / 100.0;
    const double temperatures[] = {1.0, 0.0, std::numeric_limits<double>::infinity(), 0.3, 5.0};
    s.temperature = temperatures[pick(5)];
    s.mask = MaskKind(pick(4));
    s.validLength = 1 + pick(keys);
    s.customMask = BoolMatrix(queries, keys);
    for (Eigen::Index i = 0; i < s.customMask.size(); ++i)
        s.customMask.data()[i] = pick(4) != 0;
    s.combination = HeadCombination(pick(3));
    for (HeadProjection &h : s.heads) {
        h.enabled = pick(5) != 0;
        h.combineWeight = double(pick(41) - 20) / 10.0;
    }
    if (pick(2) == 0) { // sharper softmax rows as well as flat ones
        s.tokens *= 3.0;
        s.queries *= 3.0;
        s.keys *= 3.0;
    }
    return s;
}

} // namespace

class TestNumpyComparison : public QObject
{
    Q_OBJECT

private slots:
    void engineMatchesNumpy();
};

void TestNumpyComparison::engineMatchesNumpy()
{
    const QString python = pythonWithNumpy();
    if (python.isEmpty())
        QSKIP("python3 with numpy not found (install python3-numpy); comparison skipped");

    std::vector<Scenario> scenarios;
    QByteArray input = "[";
    for (int i = 0; i < kScenarioCount; ++i) {
        const Scenario s = randomScenario(std::uint64_t(1000 + i));
        const ValidationIssues issues = validate(s);
        QVERIFY2(issues.empty(), issues.empty() ? "" : issues.front().message.c_str());
        input += (i ? "," : "") + json("scenario " + QByteArray::number(i), s);
        scenarios.push_back(s);
    }
    input += ']';

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString inputPath = dir.filePath(QStringLiteral("scenarios.json"));
    const QString outputPath = dir.filePath(QStringLiteral("results.json"));
    QFile inputFile(inputPath);
    QVERIFY(inputFile.open(QIODevice::WriteOnly));
    QCOMPARE(inputFile.write(input), qint64(input.size()));
    inputFile.close();

    const QString script =
        QStringLiteral(ATTENTION_LAB_SOURCE_DIR "/tests/numpy/reference_attention.py");
    QProcess process;
    process.start(python, {script, inputPath, outputPath});
    QVERIFY(process.waitForFinished(120000));
    QVERIFY2(process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0,
             process.readAllStandardError().constData());

    QFile outputFile(outputPath);
    QVERIFY(outputFile.open(QIODevice::ReadOnly));
    QJsonParseError error;
    const QJsonArray results = QJsonDocument::fromJson(outputFile.readAll(), &error).array();
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
    QCOMPARE(results.size(), kScenarioCount);

    AttentionEngine engine;
    for (int i = 0; i < kScenarioCount; ++i) {
        const QJsonObject expected = results.at(i).toObject();
        const QByteArray where = "scenario " + QByteArray::number(i);
        QVERIFY2(engine.run(scenarios[std::size_t(i)]).empty(), where.constData());
        const AttentionTrace &t = engine.trace();
        const double outputError = maxDifference(t.output, expected[u"output"]);
        QVERIFY2(outputError <= kTolerance,
                 (where + " output differs by " + number(outputError)).constData());
        const QJsonArray heads = expected[u"heads"].toArray();
        QCOMPARE(heads.size(), qsizetype(t.heads.size()));
        for (int h = 0; h < heads.size(); ++h) {
            const QJsonObject head = heads.at(h).toObject();
            const double weightError =
                maxDifference(t.heads[std::size_t(h)].weights, head[u"weights"]);
            QVERIFY2(weightError <= kTolerance, (where + " head " + QByteArray::number(h) +
                                                 " weights differ by " + number(weightError))
                                                    .constData());
            const double headError = maxDifference(t.heads[std::size_t(h)].output, head[u"output"]);
            QVERIFY2(headError <= kTolerance,
                     (where + " head " + QByteArray::number(h) + " output differs").constData());
        }
    }
}

QTEST_GUILESS_MAIN(TestNumpyComparison)
#include "tst_numpycomparison.moc"
