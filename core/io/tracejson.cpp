#include "tracejson.h"

#include "jsonnumber.h"
#include "scorestages.h"

#include <QJsonArray>
#include <QString>

#include <cmath>

using namespace attn;

namespace {

// Infinities (tempered scores at a tiny T) as "Infinity" / "-Infinity", NaN as null (see
// JsonNumber). A negative zero is written as 0 (Qt's writer and parser drop the sign of
// zero; every other double round-trips bit-exactly through Qt's shortest representation).
QJsonValue number(double value)
{
    return JsonNumber::toJson(value);
}

QJsonArray matrixToJson(const Matrix &m)
{
    QJsonArray rows;
    for (Eigen::Index r = 0; r < m.rows(); ++r) {
        QJsonArray row;
        for (Eigen::Index c = 0; c < m.cols(); ++c)
            row.append(number(m(r, c)));
        rows.append(row);
    }
    return rows;
}

QJsonArray maskToJson(const BoolMatrix &m)
{
    QJsonArray rows;
    for (Eigen::Index r = 0; r < m.rows(); ++r) {
        QJsonArray row;
        for (Eigen::Index c = 0; c < m.cols(); ++c)
            row.append(m(r, c));
        rows.append(row);
    }
    return rows;
}

QJsonArray vectorToJson(const Vector &v)
{
    QJsonArray array;
    for (Eigen::Index i = 0; i < v.size(); ++i)
        array.append(number(v(i)));
    return array;
}

QJsonArray labelsToJson(const std::vector<std::string> &labels)
{
    QJsonArray array;
    for (const std::string &label : labels)
        array.append(QString::fromStdString(label));
    return array;
}

QJsonObject headToJson(const AttentionTrace &trace, std::size_t index)
{
    const HeadTrace &head = trace.heads[index];
    QJsonObject o;
    o.insert(QStringLiteral("q"), matrixToJson(head.q));
    o.insert(QStringLiteral("k"), matrixToJson(head.k));
    o.insert(QStringLiteral("v"), matrixToJson(head.v));
    o.insert(QStringLiteral("scores"), matrixToJson(scoreMatrix(trace, index, ScoreStage::Raw)));
    o.insert(QStringLiteral("scaled"), matrixToJson(scoreMatrix(trace, index, ScoreStage::Scaled)));
    o.insert(QStringLiteral("tempered"),
             matrixToJson(scoreMatrix(trace, index, ScoreStage::Tempered)));
    o.insert(QStringLiteral("mask"), maskToJson(maskMatrix(trace, index)));
    o.insert(QStringLiteral("weights"), matrixToJson(head.weights));
    o.insert(QStringLiteral("output"), matrixToJson(head.output));
    o.insert(QStringLiteral("entropy"), vectorToJson(head.entropy));
    QJsonArray argmax;
    for (int column : head.argmax)
        argmax.append(column);
    o.insert(QStringLiteral("argmax"), argmax);
    o.insert(QStringLiteral("scale"), number(head.scale));
    o.insert(QStringLiteral("enabled"), head.enabled);
    return o;
}

} // namespace

QJsonObject traceToJson(const AttentionTrace &trace)
{
    QJsonObject o;
    o.insert(QStringLiteral("output"), matrixToJson(trace.output));
    if (trace.concatenated.size() > 0)
        o.insert(QStringLiteral("concatenated"), matrixToJson(trace.concatenated));
    QJsonArray masked;
    for (bool row : trace.maskedRows)
        masked.append(row);
    o.insert(QStringLiteral("masked_rows"), masked);
    o.insert(QStringLiteral("query_labels"), labelsToJson(trace.queryLabels));
    o.insert(QStringLiteral("key_labels"), labelsToJson(trace.keyLabels));
    QJsonArray heads;
    for (std::size_t i = 0; i < trace.heads.size(); ++i)
        heads.append(headToJson(trace, i));
    o.insert(QStringLiteral("heads"), heads);
    return o;
}
