#pragma once

#include "matrix.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonValue>
#include <QString>
#include <QStringList>

class JsonStreamWriter;
class QIODevice;

/// Matrices as JSON. Plain form: an array of row arrays, [[0.5, 0.5], [1, 0]]. Labelled
/// form: {"name": "weights", "rows": 2, "columns": 2, "row_labels": [...],
/// "column_labels": [...], "values": [[...], ...]}. Numbers are written in their shortest
/// round-trip form, so reading gives back the same doubles bit for bit (except -0, which
/// JSON through Qt writes as 0). Infinities are written and read as the strings "Infinity"
/// and "-Infinity" (JsonNumber); NaN has no form and is refused on read.
class MatrixJson
{
public:
    /// Reads either form; errors name the row and column (counting from 0).
    static bool fromJson(const QJsonValue &json, attn::Matrix &out, QString *error,
                         QStringList *rowLabels = nullptr, QStringList *columnLabels = nullptr);

    /// Writes the plain form (compact, one line), or the labelled form (indented, one value
    /// a line) when a name or labels are given, to `device` a row at a time: the text of a
    /// 4,096 x 4,096 matrix is never whole in memory. False when the device refused a write.
    static bool write(QIODevice &device, const attn::Matrix &matrix, const QString &name = {},
                      const QStringList &rowLabels = {}, const QStringList &columnLabels = {});
    /// The plain form of `matrix`, an array of row arrays, as the next value of `json`: for
    /// writers of larger documents that hold matrices (TraceJson).
    static void writeRows(JsonStreamWriter &json, const attn::Matrix &matrix);
    /// The same text in memory, for small matrices.
    static QByteArray write(const attn::Matrix &matrix, const QString &name = {},
                            const QStringList &rowLabels = {},
                            const QStringList &columnLabels = {});
    static bool read(const QByteArray &text, attn::Matrix &out, QString *error,
                     QStringList *rowLabels = nullptr, QStringList *columnLabels = nullptr);

    // Messages are shown to users, so they are translatable (context "MatrixJson").
    Q_DECLARE_TR_FUNCTIONS(MatrixJson)
};
