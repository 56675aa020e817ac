#pragma once

#include "matrix.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

/// Writes one matrix of a trace (scores, weights, outputs, projections) to CSV, JSON or .npy,
/// every value at full precision so it reads back bit for bit. Saves are atomic.
class MatrixExport
{
public:
    enum class Format
    {
        Csv,
        Json,
        Npy
    };

    /// By suffix: .csv/.tsv/.txt, .json, .npy; nullopt for anything else.
    static std::optional<Format> formatOf(const QString &path);
    static QString fileFilter();

    /// Labels are optional (empty = none); when given they must match the matrix's rows and
    /// columns. CSV puts them in a header row and first column, JSON in "row_labels" and
    /// "column_labels" (with `name`), .npy has no place for them.
    static bool save(const QString &path, Format format, const attn::Matrix &matrix,
                     const QStringList &rowLabels, const QStringList &columnLabels,
                     const QString &name, QString *error);
    /// As above with the format from the suffix.
    static bool save(const QString &path, const attn::Matrix &matrix,
                     const QStringList &rowLabels = {}, const QStringList &columnLabels = {},
                     const QString &name = {}, QString *error = nullptr);

    // Messages are shown to users, so they are translatable (context "MatrixExport").
    Q_DECLARE_TR_FUNCTIONS(MatrixExport)
};
