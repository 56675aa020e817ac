#include "matrixexport.h"

#include "csvmatrix.h"
#include "matrixjson.h"
#include "npystream.h"

#include <QFileInfo>
#include <QSaveFile>

std::optional<MatrixExport::Format> MatrixExport::formatOf(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == u"csv" || suffix == u"tsv" || suffix == u"txt")
        return Format::Csv;
    if (suffix == u"json")
        return Format::Json;
    if (suffix == u"npy")
        return Format::Npy;
    return std::nullopt;
}

QString MatrixExport::fileFilter()
{
    return tr("CSV (*.csv);;JSON (*.json);;NumPy array (*.npy)");
}

bool MatrixExport::save(const QString &path, Format format, const attn::Matrix &matrix,
                        const QStringList &rowLabels, const QStringList &columnLabels,
                        const QString &name, QString *error)
{
    auto fail = [&](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    if (!rowLabels.isEmpty() && rowLabels.size() != matrix.rows())
        return fail(tr("%1 row labels for %2 rows").arg(rowLabels.size()).arg(matrix.rows()));
    if (!columnLabels.isEmpty() && columnLabels.size() != matrix.cols())
        return fail(
            tr("%1 column labels for %2 columns").arg(columnLabels.size()).arg(matrix.cols()));
    // Every format goes to the file as it is made (a row, or a megabyte, at a time): the text
    // of a 4,096 x 4,096 matrix is several hundred megabytes.
    QSaveFile file(path);
    bool written = file.open(QIODevice::WriteOnly);
    if (written) {
        switch (format) {
        case Format::Csv:
            written = CsvMatrix::write(file, matrix, columnLabels, rowLabels);
            break;
        case Format::Json:
            written = MatrixJson::write(file, matrix, name, rowLabels, columnLabels);
            break;
        case Format::Npy:
            written = NpyStream::ofMatrix(matrix)([&file](QByteArrayView piece) {
                return file.write(piece.data(), piece.size()) == piece.size();
            });
            break;
        }
    }
    if (!written || !file.commit())
        return fail(tr("cannot write %1: %2").arg(path, file.errorString()));
    return true;
}

bool MatrixExport::save(const QString &path, const attn::Matrix &matrix,
                        const QStringList &rowLabels, const QStringList &columnLabels,
                        const QString &name, QString *error)
{
    const std::optional<Format> format = formatOf(path);
    if (!format) {
        if (error)
            *error =
                tr("%1: choose a .csv, .json or .npy file name").arg(QFileInfo(path).fileName());
        return false;
    }
    return save(path, *format, matrix, rowLabels, columnLabels, name, error);
}
