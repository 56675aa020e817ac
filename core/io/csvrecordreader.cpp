#include "csvrecordreader.h"

#include <QIODevice>
#include <QStringDecoder>

#include <algorithm>

namespace {

/// Text is read at least this many bytes at a time.
constexpr qint64 kChunkBytes = qint64(1) << 20;

/// How much text decides the delimiter at most.
constexpr qsizetype kDelimiterScanChars = qsizetype(8) << 20;

bool isLineEnd(QChar c)
{
    return c == u'\n' || c == u'\r';
}

/// How many bytes at the end of `bytes` begin a UTF-8 character that is not complete yet.
qsizetype incompleteTail(const QByteArray &bytes)
{
    const qsizetype size = bytes.size();
    qsizetype lead = size - 1;
    while (lead >= 0 && size - lead < 4 && (uchar(bytes[lead]) & 0xC0) == 0x80)
        --lead;
    if (lead < 0)
        return 0;
    const uchar c = uchar(bytes[lead]);
    const qsizetype length = c < 0x80 ? 1 : (c & 0xE0) == 0xC0 ? 2 : (c & 0xF0) == 0xE0 ? 3 : 4;
    return size - lead < length ? size - lead : 0;
}

} // namespace

CsvRecordReader::CsvRecordReader(QIODevice &device, qsizetype maxFields, qsizetype maxFieldChars)
    : m_device(device), m_maxFields(maxFields), m_maxFieldChars(maxFieldChars)
{
}

bool CsvRecordReader::fill(QString *error)
{
    // Keep what is not consumed; read at least as much again, so that a long record is
    // parsed again only a logarithmic number of times.
    m_text.remove(0, m_pos);
    m_pos = 0;
    const qint64 want = std::max<qint64>(kChunkBytes, m_text.size());
    const QByteArray fresh = m_device.read(want);
    QByteArray bytes = m_pending + fresh;
    m_pending.clear();
    if (fresh.isEmpty()) // the end, or a device that cannot give more
        m_deviceDone = true;
    if (!m_deviceDone) {
        const qsizetype tail = incompleteTail(bytes);
        m_pending = bytes.right(tail);
        bytes.chop(tail);
    }
    // Stateless, and a byte-order mark kept as U+FEFF: only the file's first one is dropped.
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless |
                                                     QStringDecoder::Flag::ConvertInitialBom);
    QString text = decoder.decode(bytes);
    if (decoder.hasError()) {
        *error = tr("the file is not UTF-8 text");
        return false;
    }
    if (!m_started && !text.isEmpty()) {
        m_started = true;
        if (text.startsWith(QChar(0xFEFF)))
            text.remove(0, 1);
    }
    m_text += text;
    return true;
}

bool CsvRecordReader::has(qsizetype i)
{
    if (i < m_text.size())
        return true;
    if (!m_deviceDone)
        m_needMore = true;
    return false;
}

CsvRecordReader::Parse CsvRecordReader::findDelimiter()
{
    // Only so much of the text is looked at: a first line longer than this is not one a
    // record may have (a header of 4,096 labels of 1,000 bytes has 4.1 million characters).
    const qsizetype scanEnd = m_pos + kDelimiterScanChars;
    qsizetype i = m_pos;
    while (i < scanEnd && has(i)) {
        qsizetype end = i;
        while (end < scanEnd && has(end) && !isLineEnd(m_text[end]))
            ++end;
        if (m_needMore)
            return Parse::NeedMore;
        const QStringView line = QStringView(m_text).mid(i, end - i);
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
        m_delimiter = tab ? u'\t' : semicolon ? u';' : u',';
        return Parse::Done;
    }
    return m_needMore ? Parse::NeedMore : Parse::Done;
}

CsvRecordReader::Parse CsvRecordReader::skipLine()
{
    m_inComment = true;
    while (has(m_pos) && !isLineEnd(m_text[m_pos]))
        ++m_pos;
    if (!has(m_pos) || (m_text[m_pos] == u'\r' && !has(m_pos + 1))) {
        if (m_needMore)
            return Parse::NeedMore;
    }
    if (has(m_pos)) {
        const bool crlf = m_text[m_pos] == u'\r' && has(m_pos + 1) && m_text[m_pos + 1] == u'\n';
        m_pos += crlf ? 2 : 1;
        ++m_line;
    }
    m_inComment = false;
    return Parse::Done;
}

bool CsvRecordReader::start(QString *error)
{
    while (true) {
        m_needMore = false;
        // Comments and empty lines before the first record go as they are read (records
        // skip them too), so that a long comment does not hide the delimiter.
        if (has(m_pos) && (m_inComment || m_text[m_pos] == u'#' || isLineEnd(m_text[m_pos]))) {
            if (skipLine() == Parse::Done)
                continue;
        } else if (m_needMore) {
            // nothing read yet
        } else if (findDelimiter() == Parse::Done) {
            return true;
        }
        if (!fill(error))
            return false;
    }
}

bool CsvRecordReader::next(CsvRecord &record, QString *error)
{
    while (true) {
        const int line = m_line;
        m_needMore = false;
        record = CsvRecord();
        if (!has(m_pos)) {
            if (!m_needMore)
                return false; // the end of the text
        } else if (m_inComment || m_text[m_pos] == u'#') {
            // A comment line (np.savetxt's header): consumed as it is read, however long.
            if (skipLine() == Parse::Done)
                continue;
            if (!fill(error))
                return false;
            continue;
        } else {
            const qsizetype pos = m_pos;
            const Parse parse = parseRecord(record, error);
            if (parse == Parse::Failed && !m_needMore)
                return false; // (with m_needMore the text read so far may have misled it)
            if (parse == Parse::Done) {
                const bool blank = record.fields.size() == 1 && !record.fields[0].quoted &&
                                   record.fields[0].text.isEmpty();
                if (!blank)
                    return true;
                continue;
            }
            m_pos = pos; // parse the record again with more text
        }
        m_line = line;
        if (!fill(error))
            return false;
    }
}

CsvRecordReader::Parse CsvRecordReader::parseRecord(CsvRecord &record, QString *error)
{
    const QString &text = m_text;
    const QChar delimiter = m_delimiter;
    qsizetype i = m_pos;
    auto newline = [&] {
        if (text[i] == u'\r' && has(i + 1) && text[i + 1] == u'\n')
            ++i;
        ++i;
        ++m_line;
    };
    auto failAt = [&](int line, qsizetype column, const QString &what) {
        //: %1 and %2 count from 1; %3 says what is wrong there
        *error = tr("line %1, column %2: %3").arg(line).arg(column).arg(what);
        return Parse::Failed;
    };
    const QString tooLong = tr("a field of more than %1 characters (no label or number this "
                               "program reads is that long)")
                                .arg(m_maxFieldChars);
    record.line = m_line;
    while (true) {
        CsvField field;
        const qsizetype column = record.fields.size() + 1;
        if (column > m_maxFields) {
            *error = tr("line %1 has more than %2 fields, more than this program reads")
                         .arg(record.line)
                         .arg(m_maxFields);
            return Parse::Failed;
        }
        // Every character of the field counts towards its limit: spaces, quotes and all.
        const qsizetype fieldStart = i;
        const auto tooLongAt = [&](qsizetype at) { return at - fieldStart > m_maxFieldChars; };
        while (has(i) && text[i] == u' ') {
            if (tooLongAt(++i))
                return failAt(m_line, column, tooLong);
        }
        if (has(i) && text[i] == u'"') {
            field.quoted = true;
            const int startLine = m_line;
            ++i;
            while (true) {
                if (!has(i)) {
                    if (m_needMore)
                        return Parse::NeedMore;
                    return failAt(startLine, column, tr("a quoted field is never closed"));
                }
                if (text[i] == u'"') {
                    if (has(i + 1) && text[i + 1] == u'"') {
                        field.text += u'"';
                        i += 2;
                        continue;
                    }
                    ++i;
                    break;
                }
                if (text[i] == u'\n')
                    ++m_line;
                field.text += text[i++];
                if (tooLongAt(i))
                    return failAt(startLine, column, tooLong);
            }
            while (has(i) && text[i] == u' ') {
                if (tooLongAt(++i))
                    return failAt(m_line, column, tooLong);
            }
            if (has(i) && text[i] != delimiter && !isLineEnd(text[i]))
                return failAt(m_line, column, tr("text after a closing quote"));
        } else {
            const qsizetype start = i;
            while (has(i) && text[i] != delimiter && !isLineEnd(text[i])) {
                if (tooLongAt(++i))
                    return failAt(m_line, column, tooLong);
            }
            field.text = text.mid(start, i - start).trimmed();
        }
        record.fields << field;
        if (has(i) && text[i] == delimiter) {
            ++i;
            continue;
        }
        break;
    }
    if (has(i))
        newline();
    m_pos = i;
    return m_needMore ? Parse::NeedMore : Parse::Done;
}
