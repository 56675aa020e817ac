#pragma once

#include "matrix.h"
#include "npyarray.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <vector>

/// What the caller wants from a file: which array, and the shape it must have.
struct MatrixImportRequest
{
    QString arrayName; ///< .npz: the array to read; may stay empty when there is only one
    NpyArray::VectorAs vectorAs = NpyArray::VectorAs::Row; ///< how a 1-D array becomes a matrix
    qint64 expectedRows = -1;                              ///< -1: any number of rows
    qint64 expectedCols = -1;                              ///< -1: any number of columns
    QString role; ///< what the matrix is for ("K", "weights"), named in messages
};

/// A matrix read from a file, with the labels the file carried (CSV header and first
/// column, JSON "row_labels"/"column_labels"); the labels are empty when there were none.
struct ImportedMatrix
{
    attn::Matrix values;
    QStringList rowLabels;
    QStringList columnLabels;
};

/// One entry point for importing Q, K, V, X or weights from .npy, .npz, .csv (.tsv, .txt)
/// and .json files, chosen by the file's suffix (or, without one, its first bytes).
/// Shapes are checked against the request and against the program's limits
/// (attn::kMaxTokens rows, attn::kMaxDimension columns, attn::kMaxHeads heads).
class MatrixImport
{
public:
    enum class Format
    {
        Npy,
        Npz,
        Csv,
        Json,
        Unknown
    };

    static Format formatOf(const QString &path);
    /// The file dialog filter for every format import() reads.
    static QString fileFilter();
    /// The arrays an .npz holds; for other formats one name, the file's base name.
    static bool arrayNames(const QString &path, QStringList &out, QString *error);

    /// One matrix (rows = tokens). On failure `out` is untouched and `error` says why,
    /// e.g. "expected 6 x 3 for K, the file has 6 x 4".
    static bool load(const QString &path, const MatrixImportRequest &request, ImportedMatrix &out,
                     QString *error);
    /// Attention weights heads x queries x keys: a 3-D array gives one matrix per head,
    /// a 2-D array (or a CSV/JSON file) one head. The expected shape applies to every head.
    static bool loadStack(const QString &path, const MatrixImportRequest &request,
                          std::vector<attn::Matrix> &out, QString *error);

    /// Token labels: from a 1-D unicode array of an .npy or .npz (`arrayName` in an .npz with
    /// several, e.g. the `tokens` a script saved beside the weights), otherwise from a text
    /// file of one label per line (TokenLabelFile).
    static bool loadLabels(const QString &path, const QString &arrayName, QStringList &out,
                           QString *error);

    /// Checks `matrix` against an expected shape (-1 = any) and the program's limits.
    static bool checkShape(const attn::Matrix &matrix, qint64 expectedRows, qint64 expectedCols,
                           const QString &role, QString *error);

    // Messages are shown to users, so they are translatable (context "MatrixImport").
    Q_DECLARE_TR_FUNCTIONS(MatrixImport)

private:
    static bool loadArray(const QString &path, Format format, const MatrixImportRequest &request,
                          NpyArray &out, QString *error);
};
