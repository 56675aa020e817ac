#include "matriximport.h"

#include "boundedfile.h"
#include "csvmatrix.h"
#include "matrixjson.h"
#include "npyfile.h"
#include "npzfile.h"
#include "tokenlabelfile.h"
#include "validation.h"

#include <QFile>
#include <QFileInfo>

#include <cmath>

namespace {

bool fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return false;
}

QString shapeText(qint64 rows, qint64 cols)
{
    return QStringLiteral("%1 x %2").arg(rows).arg(cols);
}

} // namespace

MatrixImport::Format MatrixImport::formatOf(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == u"npy")
        return Format::Npy;
    if (suffix == u"npz")
        return Format::Npz;
    if (suffix == u"csv" || suffix == u"tsv" || suffix == u"txt")
        return Format::Csv;
    if (suffix == u"json")
        return Format::Json;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Format::Unknown;
    const QByteArray head = file.read(8);
    if (head.startsWith("\x93NUMPY"))
        return Format::Npy;
    if (head.startsWith("PK\x03\x04") || head.startsWith("PK\x05\x06"))
        return Format::Npz;
    return Format::Unknown;
}

QString MatrixImport::fileFilter()
{
    return tr("Matrices (*.npy *.npz *.csv *.tsv *.txt *.json);;NumPy arrays (*.npy *.npz);;CSV "
              "(*.csv *.tsv *.txt);;JSON (*.json)");
}

bool MatrixImport::arrayNames(const QString &path, QStringList &out, QString *error)
{
    if (formatOf(path) == Format::Npz)
        return NpzFile::loadArrayNames(path, out, error);
    if (!QFileInfo::exists(path))
        return fail(error, tr("%1 does not exist").arg(path));
    out = QStringList{QFileInfo(path).completeBaseName()};
    return true;
}

bool MatrixImport::loadArray(const QString &path, Format format, const MatrixImportRequest &request,
                             NpyArray &out, QString *error)
{
    if (format == Format::Npy)
        return NpyFile::load(path, out, error);
    QString name = request.arrayName;
    if (name.isEmpty()) {
        QStringList names;
        if (!NpzFile::loadArrayNames(path, names, error))
            return false;
        if (names.size() != 1)
            return fail(error, names.isEmpty() ? tr("the archive holds no arrays")
                                               //: %2 lists the names of the arrays
                                               : tr("the archive holds %1 arrays (%2): choose one")
                                                     .arg(names.size())
                                                     .arg(names.join(QStringLiteral(", "))));
        name = names.first();
    }
    return NpzFile::loadArray(path, name, out, error);
}

bool MatrixImport::loadLabels(const QString &path, const QString &arrayName, QStringList &out,
                              QString *error)
{
    const Format format = formatOf(path);
    if (format != Format::Npy && format != Format::Npz)
        return TokenLabelFile::load(path, out, error);
    MatrixImportRequest request;
    request.arrayName = arrayName;
    NpyArray array;
    if (!loadArray(path, format, request, array, error))
        return false;
    if (array.strings().isEmpty() || array.shape().size() != 1)
        return fail(error, array.strings().isEmpty()
                               ? tr("the array holds numbers, not token labels (a 1-D array of "
                                    "strings, such as np.array(tokens))")
                               : tr("the array holds a %1-D array, not token labels (a 1-D array "
                                    "of strings, such as np.array(tokens))")
                                     .arg(array.shape().size()));
    if (array.strings().size() > attn::kMaxTokens)
        return fail(error, tr("the array holds %1 labels, more than the %2 tokens this program "
                              "handles")
                               .arg(array.strings().size())
                               .arg(attn::kMaxTokens));
    out = array.strings();
    return true;
}

bool MatrixImport::load(const QString &path, const MatrixImportRequest &request,
                        ImportedMatrix &out, QString *error)
{
    ImportedMatrix result;
    const Format format = formatOf(path);
    switch (format) {
    case Format::Npy:
    case Format::Npz: {
        NpyArray array;
        if (!loadArray(path, format, request, array, error) ||
            !array.toMatrix(result.values, error, request.vectorAs))
            return false;
        break;
    }
    case Format::Csv: {
        CsvTable table;
        if (!CsvMatrix::load(path, table, error))
            return false;
        result = {std::move(table.values), table.rowLabels, table.columnLabels};
        break;
    }
    case Format::Json: {
        QByteArray text;
        if (!BoundedFile::read(path, CsvMatrix::kMaxFileBytes, text, error) ||
            !MatrixJson::read(text, result.values, error, &result.rowLabels, &result.columnLabels))
            return false;
        break;
    }
    case Format::Unknown:
        return fail(error, tr("%1: unknown format (expected .npy, .npz, .csv or .json)")
                               .arg(QFileInfo(path).fileName()));
    }
    // CSV and JSON read the infinities that exports of tempered scores write; a matrix
    // that goes into a scenario must be finite, as .npy files are checked to be.
    if (!result.values.allFinite()) {
        for (Eigen::Index r = 0; r < result.values.rows(); ++r)
            for (Eigen::Index c = 0; c < result.values.cols(); ++c)
                if (!std::isfinite(result.values(r, c)))
                    return fail(
                        error,
                        //: %1 is +infinity or -infinity
                        tr("non-finite value %1 at row %2, column %3 (counting from 0)")
                            .arg(result.values(r, c) > 0 ? tr("+infinity") : tr("-infinity"))
                            .arg(r)
                            .arg(c));
    }
    if (!checkShape(result.values, request.expectedRows, request.expectedCols, request.role, error))
        return false;
    out = std::move(result);
    return true;
}

bool MatrixImport::loadStack(const QString &path, const MatrixImportRequest &request,
                             std::vector<attn::Matrix> &out, QString *error)
{
    const Format format = formatOf(path);
    std::vector<attn::Matrix> stack;
    if (format == Format::Npy || format == Format::Npz) {
        NpyArray array;
        if (!loadArray(path, format, request, array, error) || !array.toMatrices(stack, error))
            return false;
    } else {
        ImportedMatrix single;
        MatrixImportRequest anyShape = request;
        anyShape.expectedRows = anyShape.expectedCols = -1;
        if (!load(path, anyShape, single, error))
            return false;
        stack.push_back(std::move(single.values));
    }
    if (qsizetype(stack.size()) > attn::kMaxHeads)
        return fail(error, tr("the file holds %1 heads, more than the %2 this program handles")
                               .arg(stack.size())
                               .arg(attn::kMaxHeads));
    if (stack.empty())
        return fail(error, tr("the file holds no heads"));
    for (std::size_t h = 0; h < stack.size(); ++h) {
        QString message;
        if (!checkShape(stack[h], request.expectedRows, request.expectedCols, request.role,
                        &message))
            return fail(error, stack.size() == 1
                                   ? message
                                   //: %1 is the number of a head, %2 what is wrong with it
                                   : tr("head %1: %2").arg(h).arg(message));
    }
    out = std::move(stack);
    return true;
}

bool MatrixImport::checkShape(const attn::Matrix &matrix, qint64 expectedRows, qint64 expectedCols,
                              const QString &role, QString *error)
{
    const qint64 rows = matrix.rows();
    const qint64 cols = matrix.cols();
    const bool rowsOk = expectedRows < 0 || rows == expectedRows;
    const bool colsOk = expectedCols < 0 || cols == expectedCols;
    // A role names what the matrix is for ("K"): every message has a variant with it.
    const bool hasRole = !role.isEmpty();
    if (!rowsOk || !colsOk) {
        QString message;
        if (expectedRows >= 0 && expectedCols >= 0)
            //: %1 and %3 are shapes ("6 x 3"), %2 what the matrix is for ("K")
            message =
                hasRole
                    ? tr("expected %1 for %2, the file has %3")
                          .arg(shapeText(expectedRows, expectedCols), role, shapeText(rows, cols))
                    : tr("expected %1, the file has %2")
                          .arg(shapeText(expectedRows, expectedCols), shapeText(rows, cols));
        else if (expectedRows >= 0)
            //: %2 is what the matrix is for ("K"), %3 a shape ("6 x 3")
            message = hasRole ? tr("expected %1 rows for %2, the file has %3")
                                    .arg(QString::number(expectedRows), role, shapeText(rows, cols))
                              : tr("expected %1 rows, the file has %2")
                                    .arg(QString::number(expectedRows), shapeText(rows, cols));
        else
            //: %2 is what the matrix is for ("K"), %3 a shape ("6 x 3")
            message = hasRole ? tr("expected %1 columns for %2, the file has %3")
                                    .arg(QString::number(expectedCols), role, shapeText(rows, cols))
                              : tr("expected %1 columns, the file has %2")
                                    .arg(QString::number(expectedCols), shapeText(rows, cols));
        return fail(error, message);
    }
    if (rows == 0 || cols == 0)
        return fail(error,
                    hasRole ? tr("the matrix for %1 is empty (%2)").arg(role, shapeText(rows, cols))
                            : tr("the matrix is empty (%1)").arg(shapeText(rows, cols)));
    if (rows > attn::kMaxTokens)
        return fail(error, hasRole ? tr("the matrix for %1 has %2 rows, more than the %3 tokens "
                                        "this program handles")
                                         .arg(role, QString::number(rows),
                                              QString::number(attn::kMaxTokens))
                                   : tr("the matrix has %1 rows, more than the %2 tokens this "
                                        "program handles")
                                         .arg(rows)
                                         .arg(attn::kMaxTokens));
    if (cols > attn::kMaxDimension)
        return fail(error, hasRole ? tr("the matrix for %1 has %2 columns, more than the %3 this "
                                        "program handles")
                                         .arg(role, QString::number(cols),
                                              QString::number(attn::kMaxDimension))
                                   : tr("the matrix has %1 columns, more than the %2 this program "
                                        "handles")
                                         .arg(cols)
                                         .arg(attn::kMaxDimension));
    return true;
}
