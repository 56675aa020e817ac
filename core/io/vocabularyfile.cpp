#include "vocabularyfile.h"

#include "boundedfile.h"
#include "modelconfigfile.h"

#include <QStringDecoder>

#include <unordered_map>

namespace attn::io {

namespace {

std::optional<std::vector<std::string>> fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return std::nullopt;
}

} // namespace

std::optional<std::vector<std::string>> VocabularyFile::read(const QString &path, QString *error)
{
    QByteArray bytes;
    if (!BoundedFile::read(path, kMaxFileBytes, bytes, error))
        return std::nullopt;
    return parse(bytes, path, error);
}

std::optional<std::vector<std::string>>
VocabularyFile::parse(const QByteArray &text, const QString &fileName, QString *error)
{
    QByteArrayView rest(text);
    if (rest.startsWith("\xEF\xBB\xBF"))
        rest = rest.sliced(3);
    if (rest.endsWith('\n'))
        rest.chop(1);
    if (rest.isEmpty())
        return fail(error, tr("%1 holds no words").arg(fileName));

    std::vector<std::string> words;
    std::unordered_map<std::string, qsizetype> lineOf; // word -> its line, from 1
    qsizetype line = 0;
    while (!rest.isNull()) {
        ++line;
        const qsizetype newline = rest.indexOf('\n');
        QByteArrayView word = newline < 0 ? rest : rest.first(newline);
        rest = newline < 0 ? QByteArrayView() : rest.sliced(newline + 1);
        if (word.endsWith('\r'))
            word.chop(1);
        if (word.isEmpty())
            return fail(error,
                        tr("%1: line %2 is empty (one word per line)").arg(fileName).arg(line));
        QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
        const QString decoded = decoder.decode(word);
        if (decoder.hasError())
            return fail(error, tr("%1: line %2 is not UTF-8 text").arg(fileName).arg(line));
        for (QChar c : decoded) {
            if (c.isSpace())
                return fail(error, tr("%1: line %2 (\"%3\") holds whitespace; one word per line")
                                       .arg(fileName)
                                       .arg(line)
                                       .arg(decoded.simplified()));
        }
        if (qsizetype(words.size()) >= ModelConfigFile::kMaxVocabSize)
            return fail(error, tr("%1 holds more than %2 words")
                                   .arg(fileName)
                                   .arg(ModelConfigFile::kMaxVocabSize));
        std::string owned(word.data(), std::size_t(word.size()));
        const auto [it, added] = lineOf.emplace(owned, line);
        if (!added)
            return fail(error, tr("%1: line %2 repeats \"%3\" of line %4")
                                   .arg(fileName)
                                   .arg(line)
                                   .arg(decoded)
                                   .arg(it->second));
        words.push_back(std::move(owned));
    }
    return words;
}

} // namespace attn::io
