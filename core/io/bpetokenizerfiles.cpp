#include "bpetokenizerfiles.h"

#include "boundedfile.h"
#include "jsonobjectfile.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

#include <algorithm>
#include <cmath>
#include <map>

namespace attn::io {

namespace {

using Merges = std::vector<std::pair<std::string, std::string>>;

std::nullopt_t fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return std::nullopt;
}

QString quoted(const QString &text)
{
    return QLatin1Char('"') + text + QLatin1Char('"');
}

/// The tokens of a vocabulary object (token -> id) by id; `where` names it in messages.
std::optional<std::vector<std::string>> tokensOf(const QJsonObject &vocab, const QString &where,
                                                 QString *error)
{
    const qsizetype count = vocab.size();
    if (count > BpeTokenizerFiles::kMaxTokens)
        return fail(error, BpeTokenizerFiles::tr("%1 holds %2 tokens, more than %3")
                               .arg(where)
                               .arg(count)
                               .arg(BpeTokenizerFiles::kMaxTokens));
    std::vector<std::string> tokens(static_cast<std::size_t>(count));
    std::vector<QString> owner(static_cast<std::size_t>(count));
    std::vector<bool> taken(static_cast<std::size_t>(count)); // the key "" is a null QString
    for (auto it = vocab.begin(); it != vocab.end(); ++it) {
        const double value = it.value().toDouble(-1);
        if (!it.value().isDouble() || value != std::floor(value) || value < 0 ||
            value >= double(count))
            return fail(error, BpeTokenizerFiles::tr("%1: token %2 has the id %3, not a whole "
                                                     "number from 0 to %4")
                                   .arg(where, quoted(it.key()),
                                        QString::fromUtf8(QJsonDocument(QJsonArray{it.value()})
                                                              .toJson(QJsonDocument::Compact)
                                                              .chopped(1)
                                                              .sliced(1)))
                                   .arg(count - 1));
        const auto id = std::size_t(value);
        if (taken[id])
            return fail(error, BpeTokenizerFiles::tr("%1: tokens %2 and %3 both have the id %4")
                                   .arg(where, quoted(owner[id]), quoted(it.key()))
                                   .arg(id));
        owner[id] = it.key();
        taken[id] = true;
        tokens[id] = it.key().toStdString();
    }
    return tokens;
}

/// "a b" as the pair of its tokens, or nothing when it is not two tokens and one space.
std::optional<std::pair<std::string, std::string>> mergeOf(QByteArrayView line)
{
    const qsizetype space = line.indexOf(' ');
    if (space <= 0 || space + 1 >= line.size() || line.sliced(space + 1).contains(' '))
        return std::nullopt;
    return std::pair{line.first(space).toByteArray().toStdString(),
                     line.sliced(space + 1).toByteArray().toStdString()};
}

} // namespace

std::optional<BpeTokenizer> BpeTokenizerFiles::readVocabAndMerges(const QString &vocabPath,
                                                                  const QString &mergesPath,
                                                                  QString *error)
{
    QByteArray vocab, merges;
    if (!BoundedFile::read(vocabPath, kMaxFileBytes, vocab, error) ||
        !BoundedFile::read(mergesPath, kMaxFileBytes, merges, error))
        return std::nullopt;
    return parseVocabAndMerges(vocab, vocabPath, merges, mergesPath, error);
}

std::optional<BpeTokenizer> BpeTokenizerFiles::readTokenizerJson(const QString &path,
                                                                 QString *error)
{
    QByteArray json;
    if (!BoundedFile::read(path, kMaxFileBytes, json, error))
        return std::nullopt;
    return parseTokenizerJson(json, path, error);
}

std::optional<BpeTokenizer> BpeTokenizerFiles::parseVocabAndMerges(const QByteArray &vocabJson,
                                                                   const QString &vocabName,
                                                                   const QByteArray &mergesText,
                                                                   const QString &mergesName,
                                                                   QString *error)
{
    const std::optional<QJsonObject> vocab = JsonObjectFile::parse(vocabJson, vocabName, error);
    if (!vocab)
        return std::nullopt;
    std::optional<std::vector<std::string>> tokens = tokensOf(*vocab, vocabName, error);
    if (!tokens)
        return std::nullopt;

    Merges merges;
    std::vector<qsizetype> lineOf; // of each merge, from 1
    QByteArrayView rest(mergesText);
    if (rest.startsWith("\xEF\xBB\xBF"))
        rest = rest.sliced(3);
    qsizetype line = 0;
    qsizetype firstBlank = 0; // blank lines are allowed at the end only
    while (!rest.isEmpty()) {
        ++line;
        const qsizetype newline = rest.indexOf('\n');
        QByteArrayView text = newline < 0 ? rest : rest.first(newline);
        rest = newline < 0 ? QByteArrayView() : rest.sliced(newline + 1);
        if (text.endsWith('\r'))
            text.chop(1);
        if (line == 1 && text.startsWith("#version"))
            continue;
        if (text.trimmed().isEmpty()) {
            if (firstBlank == 0)
                firstBlank = line;
            continue;
        }
        if (firstBlank != 0)
            return fail(
                error,
                tr("%1: line %2 is blank, within the merges").arg(mergesName).arg(firstBlank));
        const auto merge = mergeOf(text);
        if (!merge)
            return fail(error, tr("%1: line %2 is not two tokens separated by one space")
                                   .arg(mergesName)
                                   .arg(line));
        if (merges.size() >= std::size_t(kMaxMerges))
            return fail(error, tr("%1 holds more than %2 merges").arg(mergesName).arg(kMaxMerges));
        merges.push_back(*merge);
        lineOf.push_back(line);
    }
    qsizetype failedMerge = -1;
    QString problem;
    std::optional<BpeTokenizer> made =
        BpeTokenizer::create(std::move(*tokens), merges, &problem, &failedMerge);
    if (!made)
        return failedMerge >= 0 ? fail(error, tr("%1: line %2: %3")
                                                  .arg(mergesName)
                                                  .arg(lineOf[std::size_t(failedMerge)])
                                                  .arg(problem))
                                : fail(error, tr("%1: %2").arg(vocabName, problem));
    return made;
}

std::optional<BpeTokenizer> BpeTokenizerFiles::parseTokenizerJson(const QByteArray &json,
                                                                  const QString &fileName,
                                                                  QString *error)
{
    const std::optional<QJsonObject> root = JsonObjectFile::parse(json, fileName, error);
    if (!root)
        return std::nullopt;
    const QJsonObject model = root->value(QLatin1String("model")).toObject();
    const QString type = model.value(QLatin1String("type")).toString();
    if (type != QLatin1String("BPE"))
        return fail(error, tr("%1: model.type is %2, not \"BPE\"").arg(fileName, quoted(type)));
    const QJsonObject preTokenizer = root->value(QLatin1String("pre_tokenizer")).toObject();
    if (!preTokenizer.isEmpty() &&
        (preTokenizer.value(QLatin1String("type")).toString() != QLatin1String("ByteLevel") ||
         preTokenizer.value(QLatin1String("add_prefix_space")).toBool()))
        return fail(
            error,
            tr("%1: pre_tokenizer is not GPT-2's ByteLevel without a prefix space").arg(fileName));
    if (!model.value(QLatin1String("vocab")).isObject())
        return fail(error, tr("%1: model.vocab is not an object of tokens and ids").arg(fileName));
    std::optional<std::vector<std::string>> tokens =
        tokensOf(model.value(QLatin1String("vocab")).toObject(),
                 fileName + QStringLiteral(": model.vocab"), error);
    if (!tokens)
        return std::nullopt;

    // Added tokens already in the vocabulary keep their ids; the others follow it, in order.
    std::map<qint64, std::pair<QString, qsizetype>> extra; // id -> content, entry
    const QJsonArray added = root->value(QLatin1String("added_tokens")).toArray();
    for (qsizetype i = 0; i < added.size(); ++i) {
        const QJsonObject entry = added.at(i).toObject();
        const QString content = entry.value(QLatin1String("content")).toString();
        const qint64 id = qint64(entry.value(QLatin1String("id")).toDouble(-1));
        if (content.isEmpty() || id < 0 ||
            double(id) != entry.value(QLatin1String("id")).toDouble())
            return fail(
                error,
                tr("%1: added_tokens[%2] lacks a content or a whole id").arg(fileName).arg(i));
        const std::string utf8 = content.toStdString();
        if (id < qint64(tokens->size())) {
            if ((*tokens)[std::size_t(id)] != utf8)
                return fail(error,
                            tr("%1: added_tokens[%2] gives the id %3 to %4, which the "
                               "vocabulary gives to %5")
                                .arg(fileName)
                                .arg(i)
                                .arg(id)
                                .arg(quoted(content),
                                     quoted(QString::fromStdString((*tokens)[std::size_t(id)]))));
        } else if (!extra.emplace(id, std::pair{content, i}).second) {
            return fail(error,
                        tr("%1: added_tokens[%2] repeats the id %3").arg(fileName).arg(i).arg(id));
        }
    }
    for (const auto &[id, contentAndEntry] : extra) {
        if (id != qint64(tokens->size()) || tokens->size() >= std::size_t(kMaxTokens))
            return fail(error, tr("%1: added_tokens[%2] has the id %3; the next free id is %4")
                                   .arg(fileName)
                                   .arg(contentAndEntry.second)
                                   .arg(id)
                                   .arg(tokens->size()));
        tokens->push_back(contentAndEntry.first.toStdString());
    }

    const QJsonArray mergeArray = model.value(QLatin1String("merges")).toArray();
    if (mergeArray.size() > kMaxMerges)
        return fail(error, tr("%1 holds more than %2 merges").arg(fileName).arg(kMaxMerges));
    Merges merges;
    merges.reserve(std::size_t(mergeArray.size()));
    for (qsizetype i = 0; i < mergeArray.size(); ++i) {
        const QJsonValue value = mergeArray.at(i);
        std::optional<std::pair<std::string, std::string>> merge;
        if (value.isString()) {
            merge = mergeOf(value.toString().toUtf8());
        } else if (const QJsonArray pair = value.toArray();
                   pair.size() == 2 && pair.at(0).isString() && pair.at(1).isString()) {
            merge =
                std::pair{pair.at(0).toString().toStdString(), pair.at(1).toString().toStdString()};
        }
        if (!merge)
            return fail(error, tr("%1: model.merges[%2] is neither \"a b\" nor [\"a\", \"b\"]")
                                   .arg(fileName)
                                   .arg(i));
        merges.push_back(std::move(*merge));
    }
    qsizetype failedMerge = -1;
    QString problem;
    std::optional<BpeTokenizer> made =
        BpeTokenizer::create(std::move(*tokens), merges, &problem, &failedMerge);
    if (!made)
        return failedMerge >= 0
                   ? fail(
                         error,
                         tr("%1: model.merges[%2]: %3").arg(fileName).arg(failedMerge).arg(problem))
                   : fail(error, tr("%1: model.vocab: %2").arg(fileName, problem));
    return made;
}

} // namespace attn::io
