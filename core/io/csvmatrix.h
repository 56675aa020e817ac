#pragma once

#include "matrix.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

class QIODevice;

/// A matrix read from CSV with the labels found around it.
struct CsvTable
{
    attn::Matrix values;
    QStringList columnLabels; ///< from a header row; empty when there is none
    QStringList rowLabels;    ///< from a first column of text; empty when there is none
};

/// Reads and writes matrices as CSV text (UTF-8).
///
/// Reading: the delimiter is a tab, else a semicolon, else a comma (the first that occurs
/// outside quotes in the first row); with ';' or tab a decimal comma ("0,5") is accepted too.
/// The first row is a header of column labels when any of its fields is not a number; the
/// first column holds row labels when none of its data fields is a number. Fields may be
/// "quoted" (RFC 4180); a quoted field is always a label. Empty lines and lines starting
/// with '#' (np.savetxt's header) are skipped. Every error names the line and the column
/// (both counting from 1). NaN is refused, and so is a number beyond the range of a double
/// ("1e999"); infinity spelled out ("inf", "-inf", "infinity", any case) is read, because
/// write() writes it (tempered scores at a tiny temperature). Whoever needs finite numbers
/// checks (MatrixImport does). The text is read a record at a time (CsvTableReader), the
/// memory it takes in proportion to the numbers; at most 4,096 rows and columns of numbers
/// (the program's largest matrix) are read, and fields of at most 4,096 characters.
///
/// Writing: shortest round-trip decimal form of every double (up to 17 significant digits;
/// "inf" and "-inf" for infinities), so read(write(m)) == m bit for bit; labels are quoted
/// where they would otherwise be read as numbers or split. A label a spreadsheet would run
/// as a formula (starting with = + - @, a tab or a carriage return) is written with a ' in
/// front, as OWASP advises against CSV injection; read() removes that mark.
class CsvMatrix
{
public:
    static constexpr qint64 kMaxFileBytes = qint64(256) * 1024 * 1024;

    static bool read(const QByteArray &text, CsvTable &out, QString *error);
    /// The same from a device, a record at a time (load() reads files this way).
    static bool read(QIODevice &device, CsvTable &out, QString *error);
    /// `columnLabels` (if not empty) must have one label per column, `rowLabels` one per row.
    static QByteArray write(const attn::Matrix &matrix, const QStringList &columnLabels = {},
                            const QStringList &rowLabels = {});
    /// The same text to `device`, a row at a time; false when the device refused a write.
    static bool write(QIODevice &device, const attn::Matrix &matrix,
                      const QStringList &columnLabels = {}, const QStringList &rowLabels = {});

    static bool load(const QString &path, CsvTable &out, QString *error);
    /// Atomic (QSaveFile): on failure the previous file is left intact.
    static bool save(const QString &path, const attn::Matrix &matrix,
                     const QStringList &columnLabels, const QStringList &rowLabels, QString *error);

    /// Shortest text that reads back as exactly `value` ("0.1", "1e+300", "-0").
    static QByteArray formatNumber(double value);

    // Messages are shown to users, so they are translatable (context "CsvMatrix").
    Q_DECLARE_TR_FUNCTIONS(CsvMatrix)
};
