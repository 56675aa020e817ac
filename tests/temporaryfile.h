#pragma once

// A file with `content` in a test's temporary folder, for tests that hand files to the
// program or the window.

#include <QByteArray>
#include <QFile>
#include <QString>
#include <QTemporaryDir>

/// Writes `content` to `name` in `dir`; the path, or empty when it cannot be written.
inline QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &content)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write(content);
    return path;
}
