#include "csvmatrix.h"

#include "boundedfile.h"
#include "csvfield.h"
#include "csvtablereader.h"

#include <QBuffer>
#include <QSaveFile>

#include <algorithm>
#include <charconv>

namespace {

/// A label as written: "=cmd|..." becomes "'=cmd|..." so that a spreadsheet shows it as
/// text instead of running it; read() takes the mark off again.
QString neutralised(const QString &label)
{
    double value = 0;
    const bool numeric =
        CsvField{label, false}.toNumber(false, value) != CsvField::Number::NotANumber;
    return !numeric && CsvField::looksLikeFormula(label) ? u'\'' + label : label;
}

QString quoteIfNeeded(const QString &text)
{
    const QString label = neutralised(text);
    double value = 0;
    const bool numeric =
        CsvField{label, false}.toNumber(false, value) != CsvField::Number::NotANumber;
    static const QString special = QStringLiteral(",;\t\"\r\n");
    const bool plain =
        std::none_of(label.begin(), label.end(), [](QChar c) { return special.contains(c); });
    if (!numeric && plain && !label.isEmpty() && !label.startsWith(u'#') &&
        label.trimmed() == label)
        return label;
    QString quoted = label;
    quoted.replace(u'"', QStringLiteral("\"\""));
    return u'"' + quoted + u'"';
}

} // namespace

bool CsvMatrix::read(const QByteArray &text, CsvTable &out, QString *error)
{
    QBuffer buffer;
    buffer.setData(text);
    buffer.open(QIODevice::ReadOnly);
    return read(buffer, out, error);
}

bool CsvMatrix::read(QIODevice &device, CsvTable &out, QString *error)
{
    return CsvTableReader::read(device, out, error);
}

QByteArray CsvMatrix::formatNumber(double value)
{
    char buffer[32];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
    return QByteArray(buffer, result.ptr - buffer);
}

QByteArray CsvMatrix::write(const attn::Matrix &matrix, const QStringList &columnLabels,
                            const QStringList &rowLabels)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    write(buffer, matrix, columnLabels, rowLabels);
    return buffer.data();
}

bool CsvMatrix::write(QIODevice &device, const attn::Matrix &matrix,
                      const QStringList &columnLabels, const QStringList &rowLabels)
{
    Q_ASSERT(columnLabels.isEmpty() || columnLabels.size() == matrix.cols());
    Q_ASSERT(rowLabels.isEmpty() || rowLabels.size() == matrix.rows());
    QByteArray out;
    bool ok = true;
    const auto flushIfLarge = [&](qsizetype atLeast) {
        if (out.size() >= atLeast) {
            ok = ok && device.write(out) == out.size();
            out.clear();
        }
    };
    if (!columnLabels.isEmpty()) {
        QStringList header;
        if (!rowLabels.isEmpty())
            header << QStringLiteral("\"\"");
        for (const QString &label : columnLabels)
            header << quoteIfNeeded(label);
        out += header.join(u',').toUtf8() + '\n';
    }
    for (Eigen::Index r = 0; r < matrix.rows(); ++r) {
        if (!rowLabels.isEmpty())
            out += quoteIfNeeded(rowLabels[r]).toUtf8() + ',';
        for (Eigen::Index c = 0; c < matrix.cols(); ++c)
            out += (c ? "," : "") + formatNumber(matrix(r, c));
        out += '\n';
        flushIfLarge(qsizetype(1) << 20);
    }
    flushIfLarge(1);
    return ok;
}

bool CsvMatrix::load(const QString &path, CsvTable &out, QString *error)
{
    BoundedFile file(path, kMaxFileBytes);
    return file.open(error) && read(file.device(), out, error);
}

bool CsvMatrix::save(const QString &path, const attn::Matrix &matrix,
                     const QStringList &columnLabels, const QStringList &rowLabels, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || !write(file, matrix, columnLabels, rowLabels) ||
        !file.commit()) {
        if (error)
            *error = tr("cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}
