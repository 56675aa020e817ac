#include "csvmatrix.h"

#include <QBuffer>
#include <QFile>
#include <QSaveFile>
#include <QStringDecoder>

#include <charconv>
#include <cmath>

namespace {

struct Field
{
    QString text;
    bool quoted = false;
};

struct Record
{
    int line = 0;
    QList<Field> fields;
};

bool isLineEnd(QChar c)
{
    return c == u'\n' || c == u'\r';
}

/// Tab, else ';', else ',': the first kind that appears outside quotes on the first row
/// that is neither empty nor a comment.
QChar detectDelimiter(const QString &text)
{
    qsizetype i = 0;
    while (i < text.size()) {
        qsizetype end = i;
        while (end < text.size() && !isLineEnd(text[end]))
            ++end;
        const QString line = text.mid(i, end - i);
        i = end + 1;
        if (line.trimmed().isEmpty() || line.startsWith(u'#'))
            continue;
        bool quoted = false, tab = false, semicolon = false;
        for (QChar c : line) {
            if (c == u'"')
                quoted = !quoted;
            else if (!quoted && c == u'\t')
                tab = true;
            else if (!quoted && c == u';')
                semicolon = true;
        }
        return tab ? u'\t' : semicolon ? u';' : u',';
    }
    return u',';
}

bool splitRecords(const QString &text, QChar delimiter, QList<Record> &records, QString *error)
{
    int line = 1;
    qsizetype i = 0;
    const qsizetype n = text.size();
    auto newline = [&] {
        if (text[i] == u'\r' && i + 1 < n && text[i + 1] == u'\n')
            ++i;
        ++i;
        ++line;
    };
    while (i < n) {
        if (text[i] == u'#') { // comment line, e.g. np.savetxt(header=...)
            while (i < n && !isLineEnd(text[i]))
                ++i;
            if (i < n)
                newline();
            continue;
        }
        Record record;
        record.line = line;
        while (true) {
            Field field;
            const int column = int(record.fields.size()) + 1;
            while (i < n && text[i] == u' ')
                ++i;
            if (i < n && text[i] == u'"') {
                field.quoted = true;
                const int startLine = line;
                ++i;
                while (true) {
                    if (i >= n) {
                        *error = QStringLiteral("line %1, column %2: a quoted field is never "
                                                "closed")
                                     .arg(startLine)
                                     .arg(column);
                        return false;
                    }
                    if (text[i] == u'"') {
                        if (i + 1 < n && text[i + 1] == u'"') {
                            field.text += u'"';
                            i += 2;
                            continue;
                        }
                        ++i;
                        break;
                    }
                    if (text[i] == u'\n')
                        ++line;
                    field.text += text[i++];
                }
                while (i < n && text[i] == u' ')
                    ++i;
                if (i < n && text[i] != delimiter && !isLineEnd(text[i])) {
                    *error = QStringLiteral("line %1, column %2: text after a closing quote")
                                 .arg(line)
                                 .arg(column);
                    return false;
                }
            } else {
                const qsizetype start = i;
                while (i < n && text[i] != delimiter && !isLineEnd(text[i]))
                    ++i;
                field.text = text.mid(start, i - start).trimmed();
            }
            record.fields << field;
            if (i < n && text[i] == delimiter) {
                ++i;
                continue;
            }
            break;
        }
        if (i < n)
            newline();
        const bool blank = record.fields.size() == 1 && !record.fields[0].quoted &&
                           record.fields[0].text.isEmpty();
        if (!blank)
            records << record;
    }
    return true;
}

enum class NumberStatus
{
    Ok,         ///< a finite number, or infinity spelled out ("inf", "-inf": what write() writes)
    NotANumber, ///< text: a label, or an error where a number belongs
    NaN,
    OutOfRange, ///< digits beyond +-1.8e308 ("1e999")
};

NumberStatus parseNumber(const Field &field, bool decimalComma, double &value)
{
    QString text = field.text;
    if (decimalComma)
        text.replace(u',', u'.');
    if (text.startsWith(u'+'))
        text.remove(0, 1);
    const QByteArray latin = text.toLatin1();
    if (latin.isEmpty() || text.size() != latin.size())
        return NumberStatus::NotANumber;
    const char *end = latin.constData() + latin.size();
    const auto result = std::from_chars(latin.constData(), end, value);
    if (result.ec == std::errc::result_out_of_range) {
        value = latin.startsWith('-') ? -HUGE_VAL : HUGE_VAL;
        return NumberStatus::OutOfRange;
    }
    if (result.ec != std::errc() || result.ptr != end)
        return NumberStatus::NotANumber;
    return std::isnan(value) ? NumberStatus::NaN : NumberStatus::Ok;
}

/// A label, not a number: quoted, or non-empty text that does not parse.
bool isText(const Field &field, bool decimalComma)
{
    double value = 0;
    return field.quoted || (!field.text.isEmpty() &&
                            parseNumber(field, decimalComma, value) == NumberStatus::NotANumber);
}

/// Whether a spreadsheet would take `label` for a formula (OWASP, "CSV Injection"): it
/// starts with = + - @, a tab or a carriage return, after any number of our own ' marks.
bool looksLikeFormula(const QString &label)
{
    static const QString triggers = QStringLiteral("=+-@\t\r");
    qsizetype i = 0;
    while (i < label.size() && label[i] == u'\'')
        ++i;
    return i < label.size() && triggers.contains(label[i]);
}

/// A label as written: "=cmd|..." becomes "'=cmd|..." so that a spreadsheet shows it as
/// text instead of running it; read() takes the mark off again.
QString neutralised(const QString &label)
{
    double value = 0;
    const bool numeric = parseNumber(Field{label, false}, false, value) != NumberStatus::NotANumber;
    return !numeric && looksLikeFormula(label) ? u'\'' + label : label;
}

/// The label a field holds: a field that write() marked with ' loses the mark.
QString labelOf(const Field &field)
{
    return field.text.startsWith(u'\'') && looksLikeFormula(field.text) ? field.text.mid(1)
                                                                        : field.text;
}

QString quoteIfNeeded(const QString &text)
{
    const QString label = neutralised(text);
    double value = 0;
    const bool numeric = parseNumber(Field{label, false}, false, value) != NumberStatus::NotANumber;
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

bool CsvMatrix::read(const QByteArray &bytes, CsvTable &out, QString *error)
{
    QString message;
    auto fail = [&](const QString &text) {
        if (error)
            *error = text;
        return false;
    };
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    QString text = decoder.decode(bytes);
    if (decoder.hasError())
        return fail(QStringLiteral("the file is not UTF-8 text"));
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);
    const QChar delimiter = detectDelimiter(text);
    const bool decimalComma = delimiter != u',';
    QList<Record> records;
    if (!splitRecords(text, delimiter, records, &message))
        return fail(message);
    if (records.isEmpty())
        return fail(QStringLiteral("the file holds no numbers"));

    CsvTable table;
    const Record &first = records.first();
    auto isLabel = [&](const Field &f) { return isText(f, decimalComma); };
    // Row labels without a header ("the,1,2") must not be mistaken for a header: when the
    // first column is text all the way down, only the first row's other fields decide.
    bool firstColumnText = true;
    for (qsizetype r = 1; r < records.size(); ++r)
        firstColumnText = firstColumnText && isLabel(records[r].fields.first());
    const auto headerFrom = first.fields.begin() + (firstColumnText ? 1 : 0);
    const bool hasHeader = std::any_of(headerFrom, first.fields.end(), isLabel) ||
                           (first.fields.size() == 1 && isLabel(first.fields.first()));
    const qsizetype dataStart = hasHeader ? 1 : 0;
    if (dataStart == records.size())
        return fail(QStringLiteral("the file has a header row but no numbers"));
    bool hasRowLabels = true;
    for (qsizetype r = dataStart; r < records.size(); ++r)
        hasRowLabels = hasRowLabels && isLabel(records[r].fields.first());
    const qsizetype width = records[dataStart].fields.size();
    const qsizetype cols = width - (hasRowLabels ? 1 : 0);
    if (cols == 0)
        return fail(
            QStringLiteral("line %1: no numbers, only a label").arg(records[dataStart].line));
    if (hasHeader) {
        QStringList labels;
        for (const Field &f : first.fields)
            labels << labelOf(f);
        if (hasRowLabels && labels.size() == width)
            labels.removeFirst(); // the corner above the row labels
        if (labels.size() != cols)
            return fail(
                QStringLiteral("line %1: the header has %2 labels for %3 columns of numbers")
                    .arg(first.line)
                    .arg(labels.size())
                    .arg(cols));
        table.columnLabels = labels;
    }
    const qsizetype rows = records.size() - dataStart;
    table.values.resize(Eigen::Index(rows), Eigen::Index(cols));
    for (qsizetype r = 0; r < rows; ++r) {
        const Record &record = records[dataStart + r];
        if (record.fields.size() != width)
            return fail(QStringLiteral("line %1 has %2 fields, line %3 has %4")
                            .arg(record.line)
                            .arg(record.fields.size())
                            .arg(records[dataStart].line)
                            .arg(width));
        if (hasRowLabels)
            table.rowLabels << labelOf(record.fields.first());
        for (qsizetype c = 0; c < cols; ++c) {
            const qsizetype column = c + (hasRowLabels ? 1 : 0);
            const Field &field = record.fields[column];
            double value = 0;
            const NumberStatus status = parseNumber(field, decimalComma, value);
            const QString where =
                QStringLiteral("line %1, column %2: ").arg(record.line).arg(column + 1);
            if (field.text.isEmpty())
                return fail(where + QStringLiteral("empty field, expected a number"));
            if (status == NumberStatus::NaN)
                return fail(where + QStringLiteral("'%1' is NaN, which is not accepted (not a "
                                                   "number)")
                                        .arg(field.text));
            if (status == NumberStatus::OutOfRange)
                return fail(where + QStringLiteral("'%1' is beyond +-1.8e308, the range of a "
                                                   "double (write inf for infinity)")
                                        .arg(field.text));
            if (status != NumberStatus::Ok)
                return fail(where + QStringLiteral("'%1' is not a number").arg(field.text));
            table.values(Eigen::Index(r), Eigen::Index(c)) = value;
        }
    }
    out = std::move(table);
    return true;
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
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QStringLiteral("cannot open %1: %2").arg(path, file.errorString());
        return false;
    }
    if (file.size() > kMaxFileBytes) {
        if (error)
            *error = QStringLiteral("%1 is %2 MiB, more than the %3 MiB this program reads")
                         .arg(path)
                         .arg(file.size() >> 20)
                         .arg(kMaxFileBytes >> 20);
        return false;
    }
    return read(file.readAll(), out, error);
}

bool CsvMatrix::save(const QString &path, const attn::Matrix &matrix,
                     const QStringList &columnLabels, const QStringList &rowLabels, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || !write(file, matrix, columnLabels, rowLabels) ||
        !file.commit()) {
        if (error)
            *error = QStringLiteral("cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}
