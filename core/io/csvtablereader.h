#pragma once

#include "csvfield.h"
#include "csvmatrix.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

class QIODevice;

/// Reads a CsvTable from a device record by record (CsvRecordReader), keeping of each
/// record only its numbers, its first field and where its first bad field is: memory in
/// proportion to the numbers, not to the text and a string per field. Whether the first
/// row is a header and the first column labels is decided at the end, as CsvMatrix
/// documents; errors name the line and the column as they always have.
///
/// At most attn::kMaxTokens rows of numbers (and a header) and attn::kMaxDimension columns
/// (and a column of labels) are read: no matrix of the program is larger, and a file that
/// is stops being read where it passes the limit.
class CsvTableReader
{
public:
    /// Longest field read: a label holds at most 1,000 bytes, a number a few dozen digits.
    static constexpr qsizetype kMaxFieldChars = 4096;

    static bool read(QIODevice &device, CsvTable &out, QString *error);

    // Messages are shown to users, so they are translatable (context "CsvTableReader").
    Q_DECLARE_TR_FUNCTIONS(CsvTableReader)

private:
    /// What is kept of one record.
    struct Row
    {
        int line = 0;
        qsizetype fieldCount = 0;
        CsvField first;
        double firstValue = 0;
        CsvField::Number firstStatus = CsvField::Number::NotANumber;
        qsizetype badField = -1; ///< the first field after the first that is not a number
        CsvField bad;
        CsvField::Number badStatus = CsvField::Number::Ok;
        qsizetype valuesAt = 0; ///< where fields 1.. start in m_values
    };

    explicit CsvTableReader(bool decimalComma) : m_decimalComma(decimalComma) {}
    Row summarise(int line, const QList<CsvField> &fields, std::vector<double> &values) const;
    bool checkNumber(const Row &row, qsizetype field, const CsvField &text, CsvField::Number status,
                     QString *error) const;

    bool m_decimalComma;
};
