#include "matrixjson.h"

#include "jsonnumber.h"
#include "jsonstreamwriter.h"

#include <QBuffer>
#include <QJsonDocument>
#include <QJsonObject>

#include <optional>

bool MatrixJson::fromJson(const QJsonValue &json, attn::Matrix &out, QString *error,
                          QStringList *rowLabels, QStringList *columnLabels)
{
    auto fail = [&](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    QJsonValue values = json;
    QStringList rowNames, columnNames;
    if (json.isObject()) {
        const QJsonObject object = json.toObject();
        values = object.value(QStringLiteral("values"));
        const auto labels = [&](const QString &key, QStringList &into) {
            const QJsonValue list = object.value(key);
            if (list.isUndefined())
                return true;
            if (!list.isArray())
                return false;
            for (const QJsonValue &label : list.toArray()) {
                if (!label.isString())
                    return false;
                into << label.toString();
            }
            return true;
        };
        if (!labels(QStringLiteral("row_labels"), rowNames))
            return fail(tr("\"%1\" must be an array of strings").arg(QStringLiteral("row_labels")));
        if (!labels(QStringLiteral("column_labels"), columnNames))
            return fail(
                tr("\"%1\" must be an array of strings").arg(QStringLiteral("column_labels")));
    }
    if (!values.isArray())
        return fail(tr("expected an array of rows, each an array of numbers"));
    const QJsonArray rows = values.toArray();
    const qsizetype cols = rows.isEmpty() ? 0 : rows.first().toArray().size();
    attn::Matrix m(rows.size(), cols);
    for (qsizetype r = 0; r < rows.size(); ++r) {
        if (!rows[r].isArray())
            return fail(tr("row %1 is not an array").arg(r));
        const QJsonArray row = rows[r].toArray();
        if (row.size() != cols)
            return fail(tr("row %1 has %2 values, row 0 has %3").arg(r).arg(row.size()).arg(cols));
        for (qsizetype c = 0; c < cols; ++c) {
            const std::optional<double> value = JsonNumber::fromJson(row[c]);
            if (!value)
                return fail(tr("row %1, column %2: expected a number, \"%3\" or \"%4\"")
                                .arg(r)
                                .arg(c)
                                .arg(QStringLiteral("Infinity"), QStringLiteral("-Infinity")));
            m(r, c) = *value;
        }
    }
    if (!rowNames.isEmpty() && rowNames.size() != m.rows())
        return fail(tr("%1 row labels for %2 rows").arg(rowNames.size()).arg(m.rows()));
    if (!columnNames.isEmpty() && columnNames.size() != m.cols())
        return fail(tr("%1 column labels for %2 columns").arg(columnNames.size()).arg(m.cols()));
    out = std::move(m);
    if (rowLabels)
        *rowLabels = rowNames;
    if (columnLabels)
        *columnLabels = columnNames;
    return true;
}

bool MatrixJson::write(QIODevice &device, const attn::Matrix &matrix, const QString &name,
                       const QStringList &rowLabels, const QStringList &columnLabels)
{
    const bool plain = name.isEmpty() && rowLabels.isEmpty() && columnLabels.isEmpty();
    JsonStreamWriter json(device, plain ? JsonStreamWriter::Layout::Compact
                                        : JsonStreamWriter::Layout::Indented);
    const auto labels = [&](const QStringList &list) {
        json.beginArray();
        for (const QString &label : list)
            json.string(label);
        json.endArray();
    };
    // The keys in QJsonObject's (sorted) order, as the text has always had them.
    if (!plain) {
        json.beginObject();
        if (!columnLabels.isEmpty()) {
            json.key(QLatin1StringView("column_labels"));
            labels(columnLabels);
        }
        json.key(QLatin1StringView("columns"));
        json.number(double(matrix.cols()));
        if (!name.isEmpty()) {
            json.key(QLatin1StringView("name"));
            json.string(name);
        }
        if (!rowLabels.isEmpty()) {
            json.key(QLatin1StringView("row_labels"));
            labels(rowLabels);
        }
        json.key(QLatin1StringView("rows"));
        json.number(double(matrix.rows()));
        json.key(QLatin1StringView("values"));
    }
    writeRows(json, matrix);
    if (!plain)
        json.endObject();
    return json.finish();
}

void MatrixJson::writeRows(JsonStreamWriter &json, const attn::Matrix &matrix)
{
    json.beginArray();
    for (Eigen::Index r = 0; r < matrix.rows(); ++r) {
        json.beginArray();
        for (Eigen::Index c = 0; c < matrix.cols(); ++c)
            json.number(matrix(r, c));
        json.endArray();
    }
    json.endArray();
}

QByteArray MatrixJson::write(const attn::Matrix &matrix, const QString &name,
                             const QStringList &rowLabels, const QStringList &columnLabels)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    write(buffer, matrix, name, rowLabels, columnLabels);
    return buffer.data();
}

bool MatrixJson::read(const QByteArray &text, attn::Matrix &out, QString *error,
                      QStringList *rowLabels, QStringList *columnLabels)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(text, &parseError);
    if (document.isNull()) {
        if (error)
            *error = tr("not valid JSON at offset %1: %2")
                         .arg(parseError.offset)
                         .arg(parseError.errorString());
        return false;
    }
    const QJsonValue root =
        document.isArray() ? QJsonValue(document.array()) : QJsonValue(document.object());
    return fromJson(root, out, error, rowLabels, columnLabels);
}
