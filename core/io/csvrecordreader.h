#pragma once

#include "csvfield.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

class QIODevice;

/// One record of a CSV file: its fields and the line it starts on (counting from 1).
struct CsvRecord
{
    int line = 0;
    QList<CsvField> fields;
};

/// Splits CSV text into records as it reads it from a device, decoding UTF-8 a chunk at a
/// time: it holds the record being read and about a megabyte of text ahead, never the
/// whole file (a 200 MB file read whole, with a string per field, took 8.1 GB).
///
/// The delimiter is a tab, else ';', else ',': the first kind that appears outside quotes
/// on the first line that is neither empty nor a comment (of its first 8 million
/// characters). Fields may be "quoted" (RFC 4180,
/// "" for a quote, line breaks inside); unquoted fields are trimmed. Lines starting with
/// '#' (np.savetxt's header) and blank lines are skipped. Records of more than `maxFields`
/// fields and fields of more than `maxFieldChars` characters (spaces and quotes included)
/// are refused as soon as they are seen, so that no line, however long, is held whole.
class CsvRecordReader
{
public:
    CsvRecordReader(QIODevice &device, qsizetype maxFields, qsizetype maxFieldChars);

    /// Reads up to the first line that decides the delimiter. False when the text is not
    /// UTF-8 or the device fails (`error` says so).
    bool start(QString *error);
    QChar delimiter() const { return m_delimiter; }

    /// The next record that is not blank. False at the end of the text (`error` untouched)
    /// or on a malformed record (`error` names line and column).
    bool next(CsvRecord &record, QString *error);

    // Messages are shown to users, so they are translatable (context "CsvRecordReader").
    Q_DECLARE_TR_FUNCTIONS(CsvRecordReader)

private:
    enum class Parse
    {
        Done,
        NeedMore, ///< the record may go on beyond the text read so far
        Failed,
    };

    bool fill(QString *error);
    /// Whether position i holds text; at the end of what is read, notes that more is needed.
    bool has(qsizetype i);
    Parse parseRecord(CsvRecord &record, QString *error);
    Parse findDelimiter();
    /// Consumes the comment or empty line at m_pos (or the rest of one), its line break
    /// included, however long it is.
    Parse skipLine();

    QIODevice &m_device;
    qsizetype m_maxFields;
    qsizetype m_maxFieldChars;
    QString m_text; ///< decoded text not yet consumed, from m_pos
    qsizetype m_pos = 0;
    QByteArray m_pending; ///< the bytes of a character split between two reads
    bool m_deviceDone = false;
    bool m_needMore = false;
    bool m_inComment = false; ///< within a comment line that goes on beyond the text read
    bool m_started = false;   ///< the first text is decoded (a byte-order mark is dropped)
    int m_line = 1;
    QChar m_delimiter = u',';
};
