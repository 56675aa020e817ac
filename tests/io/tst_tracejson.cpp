// The trace as JSON (attention-lab compute): every field present with the trace's shapes,
// and every double surviving a write and a parse bit for bit.
#include "attentionengine.h"
#include "matrixjson.h"
#include "presetlibrary.h"
#include "projectionfactory.h"
#include "scorestages.h"
#include "tracejson.h"

#include <QBuffer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>

using namespace attn;
using namespace Qt::StringLiterals;

namespace {

AttentionTrace presetTrace(const char *id)
{
    const Preset *p = findPreset(id);
    if (!p)
        qFatal("no preset %s", id);
    return computeTrace(p->scenario);
}

// The text as `attention-lab compute` writes it.
QByteArray traceText(const AttentionTrace &trace,
                     JsonStreamWriter::Layout layout = JsonStreamWriter::Layout::Indented)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    if (!TraceJson::write(buffer, trace, layout))
        qFatal("the trace was not written");
    return buffer.data();
}

// Through text and back, as a consumer of `attention-lab compute` sees it.
QJsonObject reparsed(const AttentionTrace &trace,
                     JsonStreamWriter::Layout layout = JsonStreamWriter::Layout::Indented)
{
    QJsonParseError error;
    const QJsonDocument d = QJsonDocument::fromJson(traceText(trace, layout), &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("trace JSON does not parse: %s", qPrintable(error.errorString()));
    return d.object();
}

/// A device that keeps only the size of what it is given: the largest single write shows
/// how much text the writer held at once.
class WriteCounter : public QIODevice
{
public:
    qint64 total = 0;
    qint64 largest = 0;
    int writes = 0;
    qint64 refuseAfter = -1; ///< >= 0: writes fail once this many bytes were taken

protected:
    qint64 readData(char *, qint64) override { return -1; }
    qint64 writeData(const char *, qint64 size) override
    {
        if (refuseAfter >= 0 && total >= refuseAfter)
            return -1;
        total += size;
        largest = std::max(largest, size);
        ++writes;
        return size;
    }
};

bool sameBits(double a, double b)
{
    return std::memcmp(&a, &b, sizeof a) == 0;
}

// Number of mismatches between a JSON matrix and an Eigen matrix (shape errors count as 1).
int matrixMismatches(const QJsonValue &value, const Matrix &m)
{
    const QJsonArray rows = value.toArray();
    if (rows.size() != m.rows())
        return 1;
    int bad = 0;
    for (Eigen::Index r = 0; r < m.rows(); ++r) {
        const QJsonArray row = rows.at(r).toArray();
        if (row.size() != m.cols())
            return 1;
        for (Eigen::Index c = 0; c < m.cols(); ++c) {
            const QJsonValue v = row.at(c);
            const double expected = m(r, c) == 0.0 ? 0.0 : m(r, c); // the sign of 0 is dropped
            if (!v.isDouble() || !sameBits(v.toDouble(), expected))
                ++bad;
        }
    }
    return bad;
}

} // namespace

class TestTraceJson : public QObject
{
    Q_OBJECT

private slots:
    void structure_data();
    void structure();
    void precision_data();
    void precision();
    void maskedRows();
    void infinitiesAreWrittenAsWords();
    void tinyTemperatureKeepsInfinities();
    void matrixJsonRoundTripsInfinities();
    void textIsWhatQJsonDocumentWrites_data();
    void textIsWhatQJsonDocumentWrites();
    void matrixTextIsWhatQJsonDocumentWrites();
    void textGoesOutAMegabyteAtATime();
    void refusedWriteIsReported();
};

void TestTraceJson::structure_data()
{
    QTest::addColumn<QString>("id");
    for (const Preset &p : presetLibrary())
        QTest::newRow(p.id.c_str()) << QString::fromStdString(p.id);
}

void TestTraceJson::structure()
{
    QFETCH(QString, id);
    const std::string name = id.toStdString();
    const AttentionTrace trace = presetTrace(name.c_str());
    const QJsonObject o = reparsed(trace, JsonStreamWriter::Layout::Compact);

    for (const char *key : {"output", "heads", "masked_rows", "query_labels", "key_labels"})
        QVERIFY2(o.contains(QLatin1StringView(key)), key);
    QCOMPARE(o.value(QStringLiteral("output")).toArray().size(), trace.output.rows());
    QCOMPARE(o.value(QStringLiteral("masked_rows")).toArray().size(),
             qsizetype(trace.maskedRows.size()));
    const QJsonArray labels = o.value(QStringLiteral("query_labels")).toArray();
    QCOMPARE(labels.size(), qsizetype(trace.queryLabels.size()));
    QCOMPARE(labels.first().toString().toStdString(), trace.queryLabels.front());

    const QJsonArray heads = o.value(QStringLiteral("heads")).toArray();
    QCOMPARE(heads.size(), qsizetype(trace.heads.size()));
    for (qsizetype h = 0; h < heads.size(); ++h) {
        const QJsonObject head = heads.at(h).toObject();
        const HeadTrace &expected = trace.heads[std::size_t(h)];
        for (const char *key : {"q", "k", "v", "scores", "scaled", "tempered", "mask", "weights",
                                "output", "entropy", "argmax", "enabled", "scale"})
            QVERIFY2(head.contains(QLatin1StringView(key)), key);
        QCOMPARE(matrixMismatches(head.value(QStringLiteral("weights")), expected.weights), 0);
        QCOMPARE(matrixMismatches(head.value(QStringLiteral("scores")), expected.scores), 0);
        const QJsonArray argmax = head.value(QStringLiteral("argmax")).toArray();
        QCOMPARE(argmax.size(), qsizetype(expected.argmax.size()));
        for (qsizetype r = 0; r < argmax.size(); ++r)
            QCOMPARE(argmax.at(r).toInt(), expected.argmax[std::size_t(r)]);
        const QJsonArray entropy = head.value(QStringLiteral("entropy")).toArray();
        QCOMPARE(entropy.size(), expected.entropy.size());
        QCOMPARE(head.value(QStringLiteral("enabled")).toBool(), expected.enabled);
        const QJsonArray maskRow = head.value(QStringLiteral("mask")).toArray().first().toArray();
        QCOMPARE(maskRow.size(), expected.weights.cols());
        QCOMPARE(maskRow.first().toBool(), isVisible(trace, std::size_t(h), 0, 0));
    }
}

void TestTraceJson::precision_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("format");
    for (const char *id : {"circle-3-queries", "scaling-demo", "self-attention-causal"}) {
        QTest::addRow("%s compact", id)
            << QString::fromLatin1(id) << int(JsonStreamWriter::Layout::Compact);
        QTest::addRow("%s indented", id)
            << QString::fromLatin1(id) << int(JsonStreamWriter::Layout::Indented);
    }
}

void TestTraceJson::precision()
{
    QFETCH(QString, id);
    QFETCH(int, format);
    const std::string name = id.toStdString();
    const AttentionTrace trace = presetTrace(name.c_str());
    const QJsonObject o = reparsed(trace, JsonStreamWriter::Layout(format));
    QCOMPARE(matrixMismatches(o.value(QStringLiteral("output")), trace.output), 0);
    const QJsonArray heads = o.value(QStringLiteral("heads")).toArray();
    for (qsizetype h = 0; h < heads.size(); ++h) {
        const QJsonObject head = heads.at(h).toObject();
        const HeadTrace &expected = trace.heads[std::size_t(h)];
        QCOMPARE(matrixMismatches(head.value(QStringLiteral("q")), expected.q), 0);
        QCOMPARE(matrixMismatches(head.value(QStringLiteral("k")), expected.k), 0);
        QCOMPARE(matrixMismatches(head.value(QStringLiteral("v")), expected.v), 0);
        QCOMPARE(matrixMismatches(head.value(QStringLiteral("scaled")),
                                  scoreMatrix(trace, std::size_t(h), ScoreStage::Scaled)),
                 0);
        QCOMPARE(matrixMismatches(head.value(QStringLiteral("output")), expected.output), 0);
        const QJsonArray entropy = head.value(QStringLiteral("entropy")).toArray();
        for (qsizetype r = 0; r < entropy.size(); ++r)
            QVERIFY(sameBits(entropy.at(r).toDouble(), expected.entropy(r) + 0.0));
        QVERIFY(sameBits(head.value(QStringLiteral("scale")).toDouble(), expected.scale));
    }
}

void TestTraceJson::maskedRows()
{
    Scenario s = findPreset("sleepy-child")->scenario;
    s.mask = MaskKind::Custom;
    s.customMask = BoolMatrix::Zero(1, 6); // the only query sees nothing
    const AttentionTrace trace = computeTrace(s);
    const QJsonObject o = reparsed(trace, JsonStreamWriter::Layout::Compact);
    QCOMPARE(o.value(QStringLiteral("masked_rows")).toArray(), QJsonArray{true});
    const QJsonObject head = o.value(QStringLiteral("heads")).toArray().first().toObject();
    QCOMPARE(head.value(QStringLiteral("argmax")).toArray(), QJsonArray{-1});
    const QJsonArray weights = head.value(QStringLiteral("weights")).toArray().first().toArray();
    for (const QJsonValue &w : weights)
        QCOMPARE(w.toDouble(-1.0), 0.0);
}

void TestTraceJson::infinitiesAreWrittenAsWords()
{
    // Tempered scores at a tiny T are +-infinity: they must stay distinguishable, and the
    // text must stay valid JSON. NaN (which the engine never produces) is null.
    AttentionTrace trace;
    trace.output = Matrix(1, 4);
    trace.output << std::numeric_limits<double>::quiet_NaN(),
        std::numeric_limits<double>::infinity(), -std::numeric_limits<double>::infinity(), -0.0;
    trace.maskedRows = {false};
    const QByteArray text = traceText(trace, JsonStreamWriter::Layout::Compact);
    QJsonParseError error;
    const QJsonObject o = QJsonDocument::fromJson(text, &error).object();
    QCOMPARE(error.error, QJsonParseError::NoError);
    const QJsonArray row = o.value(QStringLiteral("output")).toArray().first().toArray();
    QVERIFY(row.at(0).isNull());
    QCOMPARE(row.at(1).toString(), QStringLiteral("Infinity"));
    QCOMPARE(row.at(2).toString(), QStringLiteral("-Infinity"));
    QVERIFY(row.at(3).isDouble());
    QCOMPARE(row.at(3).toDouble(), 0.0);
}

void TestTraceJson::tinyTemperatureKeepsInfinities()
{
    Scenario s = findPreset("sleepy-child")->scenario;
    s.temperature = 5e-324;
    AttentionEngine engine;
    QVERIFY(engine.run(s).empty());
    const Matrix tempered = scoreMatrix(engine.trace(), 0, ScoreStage::Tempered);
    QVERIFY(tempered.array().isInf().any());
    const QJsonObject o = reparsed(engine.trace());
    const QJsonArray rows = o.value(QStringLiteral("heads"))
                                .toArray()
                                .first()
                                .toObject()
                                .value(QStringLiteral("tempered"))
                                .toArray();
    QCOMPARE(rows.size(), int(tempered.rows()));
    for (int r = 0; r < rows.size(); ++r) {
        const QJsonArray row = rows.at(r).toArray();
        for (int c = 0; c < row.size(); ++c) {
            const double expected = tempered(r, c);
            const QJsonValue value = row.at(c);
            if (std::isinf(expected))
                QCOMPARE(value.toString(),
                         expected > 0 ? QStringLiteral("Infinity") : QStringLiteral("-Infinity"));
            else
                QCOMPARE(value.toDouble(), expected);
        }
    }
}

void TestTraceJson::matrixJsonRoundTripsInfinities()
{
    // `export --matrix tempered --out t.json` and its import: +-infinity survive, NaN and
    // other words do not pass as numbers.
    const double inf = std::numeric_limits<double>::infinity();
    Matrix m(2, 2);
    m << inf, -inf, 0.25, -0.0;
    for (const QString &name : {QString(), QStringLiteral("tempered")}) {
        const QByteArray text = MatrixJson::write(m, name);
        QVERIFY2(text.contains("\"Infinity\"") && text.contains("\"-Infinity\""), text.constData());
        Matrix back;
        QString error;
        QVERIFY2(MatrixJson::read(text, back, &error), qPrintable(error));
        QCOMPARE(back(0, 0), inf);
        QCOMPARE(back(0, 1), -inf);
        QCOMPARE(back(1, 0), 0.25);
        QCOMPARE(back(1, 1), 0.0);
    }
    Matrix back;
    QString error;
    QVERIFY(!MatrixJson::read("[[null, 1]]", back, &error));
    QVERIFY(!MatrixJson::read("[[\"NaN\", 1]]", back, &error));
    QVERIFY2(error.contains(QStringLiteral("row 0, column 0")), qPrintable(error));
}

void TestTraceJson::textIsWhatQJsonDocumentWrites_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("temperature");
    for (const Preset &p : presetLibrary())
        QTest::newRow(p.id.c_str()) << QString::fromStdString(p.id) << -1.0;
    QTest::newRow("tiny temperature") << QStringLiteral("sleepy-child") << 5e-324;
}

void TestTraceJson::textIsWhatQJsonDocumentWrites()
{
    // The streamed text is the text the program wrote when it built the whole QJsonObject
    // first: QJsonDocument writes what it parses back from it unchanged (the same key
    // order, indentation, number forms and string escapes), in both layouts.
    QFETCH(QString, id);
    QFETCH(double, temperature);
    Scenario s = findPreset(id.toStdString())->scenario;
    if (temperature >= 0)
        s.temperature = temperature;
    const AttentionTrace trace = computeTrace(s);
    const QByteArray indented = traceText(trace);
    const QByteArray compact = traceText(trace, JsonStreamWriter::Layout::Compact);
    const QJsonDocument document = QJsonDocument::fromJson(indented);
    QVERIFY(document.isObject());
    QCOMPARE(indented, document.toJson(QJsonDocument::Indented));
    QCOMPARE(compact, document.toJson(QJsonDocument::Compact) + '\n');
}

void TestTraceJson::matrixTextIsWhatQJsonDocumentWrites()
{
    Matrix m(3, 2);
    m << 0.1, -1e-300, 4096, 1e21, -0.0, 2.5e-324;
    const QByteArray plain = MatrixJson::write(m);
    QCOMPARE(plain, QJsonDocument::fromJson(plain).toJson(QJsonDocument::Compact) + '\n');
    const QByteArray labelled = MatrixJson::write(
        m, QStringLiteral("weights"), {u"q\"1"_s, u"日本"_s, u"<b>"_s}, {u"k1"_s, u"k\\2"_s});
    QCOMPARE(labelled, QJsonDocument::fromJson(labelled).toJson(QJsonDocument::Indented));
    const QByteArray empty = MatrixJson::write(Matrix(0, 0), QStringLiteral("q"));
    QCOMPARE(empty, QJsonDocument::fromJson(empty).toJson(QJsonDocument::Indented));
}

void TestTraceJson::textGoesOutAMegabyteAtATime()
{
    // 600 tokens: about 70 MB of text, handed on in pieces of about a megabyte; never more
    // than one piece is held.
    Scenario s;
    s.mode = InputMode::Direct;
    s.queries = Matrix::Random(600, 3);
    s.keys = Matrix::Random(600, 3);
    refreshProjections(s);
    AttentionEngine engine;
    QVERIFY(engine.run(s).empty());
    const AttentionTrace &trace = engine.trace();
    WriteCounter device;
    device.open(QIODevice::WriteOnly);
    QVERIFY(TraceJson::write(device, trace));
    QCOMPARE(device.total, qint64(traceText(trace).size()));
    QVERIFY2(device.total > 20'000'000, qPrintable(QString::number(device.total)));
    QVERIFY2(device.largest < (qint64(3) << 20), qPrintable(QString::number(device.largest)));
    QVERIFY(device.writes > 10);
}

void TestTraceJson::refusedWriteIsReported()
{
    const AttentionTrace trace = presetTrace("sleepy-child");
    WriteCounter device;
    device.refuseAfter = 0;
    device.open(QIODevice::WriteOnly);
    QVERIFY(!TraceJson::write(device, trace));
    QBuffer readOnly;
    readOnly.open(QIODevice::ReadOnly);
    QVERIFY(!MatrixJson::write(readOnly, trace.output));
}

QTEST_APPLESS_MAIN(TestTraceJson)
#include "tst_tracejson.moc"
