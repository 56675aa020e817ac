#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

/// Token labels from a text file: UTF-8, one label per line, kept as written (a label may
/// have spaces, e.g. a tokenizer's " the"); a BOM, the line ends and trailing empty lines
/// are dropped. At most attn::kMaxTokens labels.
class TokenLabelFile
{
public:
    static constexpr qint64 kMaxFileBytes = qint64(16) * 1024 * 1024;

    static bool read(const QByteArray &bytes, QStringList &out, QString *error);
    static bool load(const QString &path, QStringList &out, QString *error);
    /// One label per line, '\n' ends; labels must not contain line breaks.
    static QByteArray write(const QStringList &labels);

    // Messages are shown to users, so they are translatable (context "TokenLabelFile").
    Q_DECLARE_TR_FUNCTIONS(TokenLabelFile)
};
