#include "tokenlabelfile.h"

#include "boundedfile.h"
#include "validation.h"

#include <QStringDecoder>

bool TokenLabelFile::read(const QByteArray &bytes, QStringList &out, QString *error)
{
    auto fail = [&](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    QStringList lines;
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QList<QByteArray> rawLines = bytes.split('\n');
    for (qsizetype i = 0; i < rawLines.size(); ++i) {
        lines << decoder.decode(rawLines[i]);
        if (decoder.hasError())
            return fail(tr("line %1 is not UTF-8 text").arg(i + 1));
    }
    if (!lines.isEmpty() && lines.first().startsWith(QChar(0xFEFF)))
        lines.first().remove(0, 1);
    for (QString &line : lines)
        if (line.endsWith(u'\r'))
            line.chop(1);
    while (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast();
    if (lines.isEmpty())
        return fail(tr("the file holds no labels"));
    if (lines.size() > attn::kMaxTokens)
        return fail(tr("the file holds %1 labels, more than the %2 tokens this program handles")
                        .arg(lines.size())
                        .arg(attn::kMaxTokens));
    out = lines;
    return true;
}

bool TokenLabelFile::load(const QString &path, QStringList &out, QString *error)
{
    QByteArray bytes;
    return BoundedFile::read(path, kMaxFileBytes, bytes, error) && read(bytes, out, error);
}

QByteArray TokenLabelFile::write(const QStringList &labels)
{
    QByteArray out;
    for (const QString &label : labels)
        out += label.toUtf8() + '\n';
    return out;
}
