#include "csvtablereader.h"

#include "csvrecordreader.h"
#include "validation.h"

#include <algorithm>

CsvTableReader::Row CsvTableReader::summarise(int line, const QList<CsvField> &fields,
                                              std::vector<double> &values) const
{
    Row row;
    row.line = line;
    row.fieldCount = fields.size();
    row.first = fields.first();
    row.firstStatus = row.first.toNumber(m_decimalComma, row.firstValue);
    row.valuesAt = qsizetype(values.size());
    for (qsizetype f = 1; f < fields.size(); ++f) {
        double value = 0;
        const CsvField::Number status = fields[f].toNumber(m_decimalComma, value);
        values.push_back(value);
        if (status != CsvField::Number::Ok && row.badField < 0) {
            row.badField = f;
            row.bad = fields[f];
            row.badStatus = status;
        }
    }
    return row;
}

bool CsvTableReader::checkNumber(const Row &row, qsizetype field, const CsvField &text,
                                 CsvField::Number status, QString *error) const
{
    // Line and column (counting from 1) first, the field's text last: it is the file's.
    const qsizetype column = field + 1;
    if (text.text.isEmpty())
        *error = tr("line %1, column %2: empty field, expected a number").arg(row.line).arg(column);
    else if (status == CsvField::Number::NaN)
        *error = tr("line %1, column %2: '%3' is NaN, which is not accepted (not a number)")
                     .arg(row.line)
                     .arg(column)
                     .arg(text.text);
    else if (status == CsvField::Number::OutOfRange)
        *error = tr("line %1, column %2: '%3' is beyond +-1.8e308, the range of a double (write "
                    "inf for infinity)")
                     .arg(row.line)
                     .arg(column)
                     .arg(text.text);
    else if (status != CsvField::Number::Ok)
        *error =
            tr("line %1, column %2: '%3' is not a number").arg(row.line).arg(column).arg(text.text);
    return status == CsvField::Number::Ok && !text.text.isEmpty();
}

bool CsvTableReader::read(QIODevice &device, CsvTable &out, QString *error)
{
    QString message;
    auto fail = [&](const QString &text) {
        if (error)
            *error = text;
        return false;
    };
    CsvRecordReader records(device, qsizetype(attn::kMaxDimension) + 1, kMaxFieldChars);
    if (!records.start(&message))
        return fail(message);
    const CsvTableReader reader(records.delimiter() != u',');
    const auto isLabel = [&](const CsvField &f) { return f.isText(reader.m_decimalComma); };

    // The first record whole (it may be the header), then what is kept of the others.
    CsvRecord first;
    if (!records.next(first, &message))
        return fail(message.isEmpty() ? tr("the file holds no numbers") : message);
    std::vector<Row> rows;
    std::vector<double> values;
    bool laterFirstColumnText = true; // the first field of every record after the first
    CsvRecord record;
    while (records.next(record, &message)) {
        if (qsizetype(rows.size()) >= attn::kMaxTokens)
            return fail(tr("line %1: more than %2 rows of numbers, more than the %2 tokens this "
                           "program handles")
                            .arg(record.line)
                            .arg(attn::kMaxTokens));
        rows.push_back(reader.summarise(record.line, record.fields, values));
        laterFirstColumnText = laterFirstColumnText && isLabel(record.fields.first());
    }
    if (!message.isEmpty())
        return fail(message);

    // Row labels without a header ("the,1,2") must not be mistaken for a header: when the
    // first column is text all the way down, only the first row's other fields decide.
    const auto headerFrom = first.fields.begin() + (laterFirstColumnText ? 1 : 0);
    const bool hasHeader = std::any_of(headerFrom, first.fields.end(), isLabel) ||
                           (first.fields.size() == 1 && isLabel(first.fields.first()));
    if (hasHeader && rows.empty())
        return fail(tr("the file has a header row but no numbers"));
    std::vector<double> firstValues;
    if (!hasHeader)
        rows.insert(rows.begin(), reader.summarise(first.line, first.fields, firstValues));
    const bool hasRowLabels = laterFirstColumnText && (hasHeader || isLabel(first.fields.first()));
    const Row &top = rows.front();
    const qsizetype width = top.fieldCount;
    const qsizetype cols = width - (hasRowLabels ? 1 : 0);
    if (cols == 0)
        return fail(tr("line %1: no numbers, only a label").arg(top.line));
    if (cols > attn::kMaxDimension)
        return fail(tr("line %1: %2 columns of numbers, more than the %3 this program handles")
                        .arg(top.line)
                        .arg(cols)
                        .arg(attn::kMaxDimension));
    CsvTable table;
    if (hasHeader) {
        QStringList labels;
        for (const CsvField &f : first.fields)
            labels << f.label();
        if (hasRowLabels && labels.size() == width)
            labels.removeFirst(); // the corner above the row labels
        if (labels.size() != cols)
            return fail(tr("line %1: the header has %2 labels for %3 columns of numbers")
                            .arg(first.line)
                            .arg(labels.size())
                            .arg(cols));
        table.columnLabels = labels;
    }
    table.values.resize(Eigen::Index(rows.size()), Eigen::Index(cols));
    for (std::size_t r = 0; r < rows.size(); ++r) {
        const Row &row = rows[r];
        if (row.fieldCount != width)
            return fail(tr("line %1 has %2 fields, line %3 has %4")
                            .arg(row.line)
                            .arg(row.fieldCount)
                            .arg(top.line)
                            .arg(width));
        if (hasRowLabels)
            table.rowLabels << row.first.label();
        else if (!reader.checkNumber(row, 0, row.first, row.firstStatus, &message))
            return fail(message);
        if (row.badField >= 0 &&
            !reader.checkNumber(row, row.badField, row.bad, row.badStatus, &message))
            return fail(message);
        const double *from =
            (!hasHeader && r == 0 ? firstValues.data() : values.data()) + row.valuesAt;
        const Eigen::Index r0 = Eigen::Index(r);
        if (!hasRowLabels)
            table.values(r0, 0) = row.firstValue;
        for (qsizetype f = 1; f < width; ++f)
            table.values(r0, Eigen::Index(f - (hasRowLabels ? 1 : 0))) = from[f - 1];
    }
    out = std::move(table);
    return true;
}
