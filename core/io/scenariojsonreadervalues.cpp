// The value-level readers of ScenarioJsonReader: numbers, integers, matrices, labels.
#include "scenariojsonnames.h"
#include "scenariojsonreader.h"
#include "validation.h"

#include <cmath>
#include <limits>

using namespace attn;

QString ScenarioJsonReader::typeName(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Bool:
        return tr("a boolean");
    case QJsonValue::Double:
        //: %1 is the number found
        return tr("a number (%1)").arg(QString::number(value.toDouble(), 'g', 17));
    case QJsonValue::String: {
        const QString text = value.toString();
        if (text.size() <= 24) {
            //: %1 is the text of the string found
            return tr("a string (\"%1\")").arg(text);
        }
        return tr("a string");
    }
    case QJsonValue::Array:
        return tr("an array");
    case QJsonValue::Object:
        return tr("an object");
    default:
        return tr("nothing");
    }
}

QString ScenarioJsonReader::indexed(const QString &field, qsizetype i)
{
    return field + QLatin1Char('[') + QString::number(i) + QLatin1Char(']');
}

bool ScenarioJsonReader::readNumber(const QJsonValue &value, const QString &field, double &out)
{
    if (!value.isDouble())
        return fail(field, tr("expected a number, found %1").arg(typeName(value)));
    const double d = value.toDouble();
    // Qt's parser already refuses numbers out of range; keep the guarantee local anyway.
    if (!std::isfinite(d))
        return fail(field, tr("expected a finite number"));
    out = d;
    return true;
}

bool ScenarioJsonReader::readInt(const QJsonValue &value, const QString &field, int min, int max,
                                 int &out)
{
    double d = 0;
    if (!readNumber(value, field, d))
        return false;
    if (std::trunc(d) != d || d < min || d > max) {
        return fail(
            field,
            tr("expected an integer from %1 to %2, found %3").arg(min).arg(max).arg(d, 0, 'g', 17));
    }
    out = int(d);
    return true;
}

bool ScenarioJsonReader::readBool(const QJsonValue &value, const QString &field, bool &out)
{
    if (!value.isBool())
        return fail(field, tr("expected true or false, found %1").arg(typeName(value)));
    out = value.toBool();
    return true;
}

bool ScenarioJsonReader::readSeed(const QJsonValue &value, std::uint64_t &out)
{
    const QString field = QStringLiteral("seed");
    if (value.isString()) {
        // Seeds above 2^53 do not fit a JSON number exactly, so they are written as text.
        bool ok = false;
        const qulonglong parsed = value.toString().toULongLong(&ok, 10);
        if (!ok || value.toString().startsWith(QLatin1Char('+')))
            return fail(field,
                        tr("expected a non-negative integer, found %1").arg(typeName(value)));
        out = parsed;
        return true;
    }
    double d = 0;
    if (!readNumber(value, field, d))
        return false;
    if (std::trunc(d) != d || d < 0 || d > 9007199254740992.0) {
        return fail(field, tr("expected an integer from 0 to 2^53 (larger seeds are written as "
                              "a string of digits)"));
    }
    out = std::uint64_t(d);
    return true;
}

bool ScenarioJsonReader::readTemperature(const QJsonValue &value, double &out)
{
    const QString field = QStringLiteral("temperature");
    if (value.isString()) {
        if (value.toString() != QLatin1StringView("infinity"))
            return fail(field, tr("expected a number or \"%1\", found %2")
                                   .arg(QStringLiteral("infinity"), typeName(value)));
        out = std::numeric_limits<double>::infinity();
        return true;
    }
    return readNumber(value, field, out);
}

bool ScenarioJsonReader::checkRectangular(const QJsonValue &value, const QString &field,
                                          int maxRows, int maxCols, int &rows, int &cols)
{
    if (!value.isArray())
        return fail(field, tr("expected an array of rows, found %1").arg(typeName(value)));
    const QJsonArray array = value.toArray();
    if (array.size() > maxRows) {
        return fail(field, tr("%1 rows, more than the limit of %2").arg(array.size()).arg(maxRows));
    }
    rows = int(array.size());
    cols = 0;
    for (qsizetype r = 0; r < array.size(); ++r) {
        const QJsonValue row = array.at(r);
        if (!row.isArray())
            return fail(indexed(field, r),
                        tr("expected an array (a row), found %1").arg(typeName(row)));
        const qsizetype size = row.toArray().size();
        if (size > maxCols) {
            return fail(indexed(field, r),
                        tr("%1 entries, more than the limit of %2").arg(size).arg(maxCols));
        }
        if (r == 0)
            cols = int(size);
        else if (size != cols) {
            return fail(indexed(field, r),
                        tr("expected %1 entries like row 0, found %2").arg(cols).arg(size));
        }
    }
    return true;
}

bool ScenarioJsonReader::readMatrix(const QJsonValue &value, const QString &field, int maxRows,
                                    int maxCols, Matrix &out)
{
    int rows = 0;
    int cols = 0;
    if (!checkRectangular(value, field, maxRows, maxCols, rows, cols))
        return false;
    const QJsonArray array = value.toArray();
    Matrix m(rows, cols);
    for (int r = 0; r < rows; ++r) {
        const QJsonArray row = array.at(r).toArray();
        for (int c = 0; c < cols; ++c) {
            if (!readNumber(row.at(c), indexed(indexed(field, r), c), m(r, c)))
                return false;
        }
    }
    out = std::move(m);
    return true;
}

bool ScenarioJsonReader::readMask(const QJsonValue &value, const QString &field, BoolMatrix &out)
{
    int rows = 0;
    int cols = 0;
    if (!checkRectangular(value, field, kMaxTokens, kMaxTokens, rows, cols))
        return false;
    const QJsonArray array = value.toArray();
    BoolMatrix m(rows, cols);
    for (int r = 0; r < rows; ++r) {
        const QJsonArray row = array.at(r).toArray();
        for (int c = 0; c < cols; ++c) {
            const QJsonValue entry = row.at(c);
            if (entry.isBool()) {
                m(r, c) = entry.toBool();
            } else if (entry.isDouble() && (entry.toDouble() == 0.0 || entry.toDouble() == 1.0)) {
                m(r, c) = entry.toDouble() == 1.0;
            } else {
                return fail(indexed(indexed(field, r), c),
                            tr("expected 0 or 1, found %1").arg(typeName(entry)));
            }
        }
    }
    out = std::move(m);
    return true;
}

bool ScenarioJsonReader::readVector(const QJsonValue &value, const QString &field, int maxSize,
                                    Vector &out)
{
    if (!value.isArray())
        return fail(field, tr("expected an array of numbers, found %1").arg(typeName(value)));
    const QJsonArray array = value.toArray();
    if (array.size() > maxSize) {
        return fail(field,
                    tr("%1 entries, more than the limit of %2").arg(array.size()).arg(maxSize));
    }
    Vector v(array.size());
    for (qsizetype i = 0; i < array.size(); ++i) {
        if (!readNumber(array.at(i), indexed(field, i), v(i)))
            return false;
    }
    out = std::move(v);
    return true;
}

bool ScenarioJsonReader::readLabels(const QJsonValue &value, const QString &field,
                                    std::vector<std::string> &out)
{
    if (!value.isArray())
        return fail(field, tr("expected an array of strings, found %1").arg(typeName(value)));
    const QJsonArray array = value.toArray();
    if (array.size() > kMaxTokens) {
        return fail(field,
                    tr("%1 labels, more than the limit of %2").arg(array.size()).arg(kMaxTokens));
    }
    std::vector<std::string> labels;
    labels.reserve(std::size_t(array.size()));
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QJsonValue label = array.at(i);
        if (!label.isString())
            return fail(indexed(field, i), tr("expected a string, found %1").arg(typeName(label)));
        labels.push_back(label.toString().toStdString());
    }
    out = std::move(labels);
    return true;
}
