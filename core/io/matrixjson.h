#pragma once

#include "matrix.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonValue>
#include <QString>
#include <QStringList>

/// Matrices as JSON. Plain form: an array of row arrays, [[0.5, 0.5], [1, 0]]. Labelled
/// form: {"name": "weights", "rows": 2, "columns": 2, "row_labels": [...],
/// "column_labels": [...], "values": [[...], ...]}. Numbers are written in their shortest
/// round-trip form, so reading gives back the same doubles bit for bit (except -0, which
/// JSON through Qt writes as 0). Infinities are written and read as the strings "Infinity"
/// and "-Infinity" (JsonNumber); NaN has no form and is refused on read.
class MatrixJson
{
public:
    static QJsonArray toJson(const attn::Matrix &matrix);
    /// Reads either form; errors name the row and column (counting from 0).
    static bool fromJson(const QJsonValue &json, attn::Matrix &out, QString *error,
                         QStringList *rowLabels = nullptr, QStringList *columnLabels = nullptr);

    /// JSON text of the plain form, or of the labelled form when a name or labels are given.
    static QByteArray write(const attn::Matrix &matrix, const QString &name = {},
                            const QStringList &rowLabels = {},
                            const QStringList &columnLabels = {});
    static bool read(const QByteArray &text, attn::Matrix &out, QString *error,
                     QStringList *rowLabels = nullptr, QStringList *columnLabels = nullptr);
};
