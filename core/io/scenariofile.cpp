#include "scenariofile.h"

#include "boundedfile.h"
#include "jsonduplicatekey.h"
#include "readablejson.h"
#include "scenariojsonnames.h"
#include "scenariojsonreader.h"
#include "scenariolimits.h"
#include "validation.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#include <cmath>

using namespace attn;
namespace names = ScenarioJsonNames;

namespace {

/// `m` as an array of row arrays, each entry as `entry` turns it into JSON.
template <typename Rows, typename Entry> QJsonArray rowsToJson(const Rows &m, Entry entry)
{
    QJsonArray rows;
    for (Eigen::Index r = 0; r < m.rows(); ++r) {
        QJsonArray row;
        for (Eigen::Index c = 0; c < m.cols(); ++c)
            row.append(entry(m(r, c)));
        rows.append(row);
    }
    return rows;
}

QJsonArray matrixToJson(const Matrix &m)
{
    return rowsToJson(m, [](double value) { return QJsonValue(value); });
}

/// A mask as 0 and 1, the form ScenarioJsonReader::readMask() reads.
QJsonArray maskToJson(const BoolMatrix &m)
{
    return rowsToJson(m, [](bool visible) { return QJsonValue(visible ? 1 : 0); });
}

QJsonArray vectorToJson(const Vector &v)
{
    QJsonArray array;
    for (Eigen::Index i = 0; i < v.size(); ++i)
        array.append(v(i));
    return array;
}

/// The "graph" object ScenarioJsonReader::readGraph() reads: places as [x, y], edges as
/// [sender, receiver] with the weight third when it is not 1.
QJsonObject graphToJson(const Graph &graph)
{
    QJsonArray nodes;
    for (const GraphNode &node : graph.nodes)
        nodes.append(QJsonArray{node.x, node.y});
    QJsonArray edges;
    for (const GraphEdge &edge : graph.edges) {
        QJsonArray e{edge.sender, edge.receiver};
        if (edge.weight != 1.0)
            e.append(edge.weight);
        edges.append(e);
    }
    QJsonObject o;
    o.insert(QStringLiteral("directed"), graph.directed);
    o.insert(QStringLiteral("selfLoops"), graph.selfLoops);
    o.insert(QStringLiteral("nodes"), nodes);
    o.insert(QStringLiteral("edges"), edges);
    return o;
}

QJsonArray labelsToJson(const std::vector<std::string> &labels)
{
    QJsonArray array;
    for (const std::string &label : labels)
        array.append(QString::fromStdString(label));
    return array;
}

QJsonObject headToJson(const HeadProjection &head, bool explicitInit)
{
    QJsonObject o;
    o.insert(QStringLiteral("enabled"), head.enabled);
    o.insert(QStringLiteral("combineWeight"), head.combineWeight);
    if (explicitInit) {
        o.insert(QStringLiteral("wq"), matrixToJson(head.wq));
        o.insert(QStringLiteral("wk"), matrixToJson(head.wk));
        o.insert(QStringLiteral("wv"), matrixToJson(head.wv));
        o.insert(QStringLiteral("additiveQ"), matrixToJson(head.additiveQ));
        o.insert(QStringLiteral("additiveK"), matrixToJson(head.additiveK));
        o.insert(QStringLiteral("additiveV"), vectorToJson(head.additiveV));
        // Biases only where there are some: files without them stay as they were.
        if (head.queryBias.size() > 0)
            o.insert(QStringLiteral("queryBias"), vectorToJson(head.queryBias));
        if (head.keyBias.size() > 0)
            o.insert(QStringLiteral("keyBias"), vectorToJson(head.keyBias));
        if (head.valueBias.size() > 0)
            o.insert(QStringLiteral("valueBias"), vectorToJson(head.valueBias));
    }
    return o;
}

// Seeds up to 2^53 are exact JSON numbers; larger ones are written as a string of digits.
QJsonValue seedToJson(std::uint64_t seed)
{
    if (seed <= (std::uint64_t(1) << 53))
        return QJsonValue(qint64(seed));
    return QJsonValue(QString::number(qulonglong(seed)));
}

QJsonValue temperatureToJson(double t)
{
    if (std::isinf(t) && t > 0)
        return QJsonValue(QStringLiteral("infinity"));
    return QJsonValue(t);
}

const QStringList &keyOrder()
{
    static const QStringList order = {
        QStringLiteral("format"),
        QStringLiteral("mode"),
        QStringLiteral("keysAreValues"),
        QStringLiteral("queryLabels"),
        QStringLiteral("keyLabels"),
        QStringLiteral("queries"),
        QStringLiteral("keys"),
        QStringLiteral("values"),
        QStringLiteral("tokens"),
        QStringLiteral("sourceTokens"),
        QStringLiteral("importedWeights"),
        QStringLiteral("score"),
        QStringLiteral("scaling"),
        QStringLiteral("customScale"),
        QStringLiteral("temperature"),
        QStringLiteral("mask"),
        QStringLiteral("validLength"),
        QStringLiteral("customMask"),
        QStringLiteral("headCount"),
        QStringLiteral("keyDim"),
        QStringLiteral("valueDim"),
        QStringLiteral("outputDim"),
        QStringLiteral("additiveHidden"),
        QStringLiteral("projectionInit"),
        QStringLiteral("seed"),
        QStringLiteral("combination"),
        QStringLiteral("heads"),
        QStringLiteral("outputProjection"),
        QStringLiteral("enabled"),
        QStringLiteral("combineWeight"),
        QStringLiteral("wq"),
        QStringLiteral("wk"),
        QStringLiteral("wv"),
        QStringLiteral("additiveQ"),
        QStringLiteral("additiveK"),
        QStringLiteral("additiveV"),
        QStringLiteral("graph"),
        QStringLiteral("directed"),
        QStringLiteral("selfLoops"),
        QStringLiteral("nodes"),
        QStringLiteral("edges"),
    };
    return order;
}

QString issuesText(const ValidationIssues &issues)
{
    QStringList lines;
    for (const ValidationIssue &issue : issues) {
        const QString field = QString::fromStdString(issue.field);
        const QString message = QString::fromStdString(issue.message);
        // The engine's messages usually start with the field already.
        lines.append(message.startsWith(field) ? message : field + QStringLiteral(": ") + message);
    }
    return lines.join(QLatin1Char('\n'));
}

bool setError(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return false;
}

/// The scenario as a JSON object (the file's content; see keyOrder() for the order).
QJsonObject toObject(const Scenario &s)
{
    const bool explicitInit = s.projectionInit == ProjectionInit::Explicit;
    QJsonObject o;
    o.insert(QStringLiteral("format"), s.graph.empty() ? 1 : ScenarioFile::kFormatVersion);
    o.insert(QStringLiteral("mode"), names::nameOf(names::kModes, s.mode));
    o.insert(QStringLiteral("keysAreValues"), s.keysAreValues);
    // Empty inputs are left out: a reader takes a missing matrix as empty.
    const std::pair<const char *, const Matrix *> inputs[] = {
        {"queries", &s.queries},
        {"keys", &s.keys},
        {"values", &s.values},
        {"tokens", &s.tokens},
        {"sourceTokens", &s.sourceTokens},
    };
    for (const auto &[name, matrix] : inputs) {
        if (matrix->size() > 0 || matrix->rows() > 0)
            o.insert(QString::fromLatin1(name), matrixToJson(*matrix));
    }
    if (!s.importedWeights.empty()) {
        QJsonArray heads;
        for (const Matrix &weights : s.importedWeights)
            heads.append(matrixToJson(weights));
        o.insert(QStringLiteral("importedWeights"), heads);
    }
    o.insert(QStringLiteral("queryLabels"), labelsToJson(s.queryLabels));
    o.insert(QStringLiteral("keyLabels"), labelsToJson(s.keyLabels));
    o.insert(QStringLiteral("score"), names::nameOf(names::kScores, s.score));
    o.insert(QStringLiteral("scaling"), names::nameOf(names::kScalings, s.scaling));
    o.insert(QStringLiteral("customScale"), s.customScale);
    o.insert(QStringLiteral("temperature"), temperatureToJson(s.temperature));
    o.insert(QStringLiteral("mask"), names::nameOf(names::kMasks, s.mask));
    o.insert(QStringLiteral("validLength"), s.validLength);
    if (s.customMask.size() > 0 || s.customMask.rows() > 0 || s.mask == MaskKind::Custom)
        o.insert(QStringLiteral("customMask"), maskToJson(s.customMask));
    o.insert(QStringLiteral("headCount"), s.headCount);
    o.insert(QStringLiteral("keyDim"), s.keyDim);
    o.insert(QStringLiteral("valueDim"), s.valueDim);
    o.insert(QStringLiteral("outputDim"), s.outputDim);
    o.insert(QStringLiteral("additiveHidden"), s.additiveHidden);
    o.insert(QStringLiteral("projectionInit"),
             names::nameOf(names::kProjectionInits, s.projectionInit));
    o.insert(QStringLiteral("seed"), seedToJson(s.seed));
    o.insert(QStringLiteral("combination"), names::nameOf(names::kCombinations, s.combination));
    QJsonArray heads;
    for (const HeadProjection &head : s.heads)
        heads.append(headToJson(head, explicitInit));
    o.insert(QStringLiteral("heads"), heads);
    if (explicitInit)
        o.insert(QStringLiteral("outputProjection"), matrixToJson(s.outputProjection));
    if (!s.graph.empty())
        o.insert(QStringLiteral("graph"), graphToJson(s.graph));
    return o;
}

} // namespace

QByteArray ScenarioFile::toJson(const Scenario &s)
{
    return ReadableJson::write(toObject(s), keyOrder());
}

bool ScenarioFile::write(QIODevice &device, const Scenario &s)
{
    return ReadableJson::write(device, toObject(s), keyOrder());
}

namespace {

/// fromJson() and fromJsonEditable(): the same reading, a different final check.
bool parseScenario(const QByteArray &json, Scenario &out, QString *error, bool editable)
{
    if (json.size() > ScenarioFile::kMaxFileBytes) {
        return setError(error, ScenarioFile::tr("file: %1 bytes, more than the limit of %2")
                                   .arg(json.size())
                                   .arg(ScenarioFile::kMaxFileBytes));
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        return setError(error, ScenarioFile::tr("file: not valid JSON at offset %1: %2")
                                   .arg(parseError.offset)
                                   .arg(parseError.errorString()));
    }
    if (!document.isObject()) {
        return setError(error, ScenarioFile::tr("file: expected a JSON object at the top level, "
                                                "found an array"));
    }
    const QString repeated = JsonDuplicateKey::find(json);
    if (!repeated.isEmpty())
        return setError(error, ScenarioFile::tr("%1: given twice; each field may appear only once "
                                                "in an object")
                                   .arg(repeated));
    Scenario scenario;
    ScenarioJsonReader reader;
    if (!reader.read(document.object(), scenario))
        return setError(error, reader.error());
    if (editable) {
        QString beyond;
        if (!ScenarioLimits::check(scenario, &beyond))
            return setError(error, beyond);
    } else {
        const ValidationIssues issues = validate(scenario);
        if (!issues.empty())
            return setError(error, issuesText(issues));
    }
    out = std::move(scenario);
    return true;
}

} // namespace

bool ScenarioFile::fromJson(const QByteArray &json, Scenario &out, QString *error)
{
    return parseScenario(json, out, error, false);
}

bool ScenarioFile::fromJsonEditable(const QByteArray &json, Scenario &out, QString *error)
{
    return parseScenario(json, out, error, true);
}

bool ScenarioFile::load(const QString &path, Scenario &out, QString *error)
{
    QByteArray data;
    QString message;
    if (!BoundedFile::read(path, kMaxFileBytes, data, &message))
        return setError(error, tr("file: %1").arg(message));
    return fromJson(data, out, error);
}

bool ScenarioFile::save(const QString &path, const Scenario &scenario, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return setError(error, QStringLiteral("%1: %2").arg(path, file.errorString()));
    if (!write(file, scenario)) {
        const QString message = file.errorString();
        file.cancelWriting();
        return setError(error, QStringLiteral("%1: %2").arg(path, message));
    }
    if (!file.commit())
        return setError(error, QStringLiteral("%1: %2").arg(path, file.errorString()));
    return true;
}
