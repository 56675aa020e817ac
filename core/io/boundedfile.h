#pragma once

#include <QBuffer>
#include <QByteArray>
#include <QCoreApplication>
#include <QFile>
#include <QString>

class QIODevice;

/// A file opened for reading that is never held past a limit of bytes: what every file
/// reader uses before it parses. Refused, with a message that names the path: a file that
/// cannot be opened, one whose size is over the limit, and one that gives more bytes than the
/// limit while it is read. A pipe or a device (/dev/zero) reports no size, so it is read at
/// most one byte past the limit and refused if that byte came: no input takes more than the
/// limit (and a byte) in memory.
class BoundedFile
{
public:
    BoundedFile(const QString &path, qint64 maxBytes);
    BoundedFile(const BoundedFile &) = delete;
    BoundedFile &operator=(const BoundedFile &) = delete;

    /// The whole file at `path` in `out`, or false with a message in `error` (`out` is then
    /// left as it was).
    static bool read(const QString &path, qint64 maxBytes, QByteArray &out, QString *error);

    /// Opens the file for device(), or false with a message in `error`. A regular file is
    /// checked by its size and then read by the caller as it goes; anything else is read
    /// here, up to the limit.
    bool open(QString *error);
    /// After open() succeeded: the contents, to read a piece at a time.
    QIODevice &device();

    // Messages are shown to users, so they are translatable (context "BoundedFile").
    Q_DECLARE_TR_FUNCTIONS(BoundedFile)

private:
    /// Opens the file and refuses it when its size is over the limit.
    bool openChecked(QString *error);
    /// Reads what is left of the open file, at most one byte past the limit.
    bool readBounded(QByteArray &out, QString *error);

    QFile m_file;
    QBuffer m_buffer;
    qint64 m_maxBytes;
    QIODevice *m_device = nullptr;
};
