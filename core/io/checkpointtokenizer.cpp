#include "checkpointtokenizer.h"

#include "bpetokenizerfiles.h"
#include "vocabularyfile.h"

#include <QDir>
#include <QFileInfo>

namespace attn::io {

namespace {

bool fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return false;
}

} // namespace

bool CheckpointTokenizer::read(const QString &folder, int vocabSize, CheckpointTokenizer &out,
                               QString *error)
{
    const QDir dir(folder);
    out = CheckpointTokenizer();
    const QString wordsPath = dir.filePath(QStringLiteral("vocab.txt"));
    if (QFileInfo::exists(wordsPath)) {
        std::optional<std::vector<std::string>> words = VocabularyFile::read(wordsPath, error);
        if (!words)
            return false;
        if (qsizetype(words->size()) != vocabSize)
            return fail(error, tr("%1 holds %2 words, but config.json gives vocab_size %3")
                                   .arg(wordsPath)
                                   .arg(words->size())
                                   .arg(vocabSize));
        out.words = model::WordVocabulary(std::move(*words));
        return true;
    }

    const QString tokenizerJson = dir.filePath(QStringLiteral("tokenizer.json"));
    const QString vocabJson = dir.filePath(QStringLiteral("vocab.json"));
    const QString merges = dir.filePath(QStringLiteral("merges.txt"));
    std::optional<BpeTokenizer> bpe;
    QString read; // the file the tokenizer came from, for messages
    if (QFileInfo::exists(tokenizerJson)) {
        bpe = BpeTokenizerFiles::readTokenizerJson(tokenizerJson, error);
        read = tokenizerJson;
    } else if (QFileInfo::exists(vocabJson) != QFileInfo::exists(merges)) {
        const bool hasVocab = QFileInfo::exists(vocabJson);
        return fail(error, tr("%1 has no %2 beside it: a GPT-2 tokenizer needs both")
                               .arg(hasVocab ? vocabJson : merges,
                                    QFileInfo(hasVocab ? merges : vocabJson).fileName()));
    } else if (QFileInfo::exists(vocabJson)) {
        bpe = BpeTokenizerFiles::readVocabAndMerges(vocabJson, merges, error);
        read = vocabJson;
    } else {
        return true; // no tokenizer: the model runs, but nothing can be typed
    }
    if (!bpe)
        return false;
    if (bpe->size() > vocabSize)
        return fail(error, tr("%1 has %2 tokens, but config.json gives vocab_size %3: the "
                              "model has no embedding for the tokens past it")
                               .arg(read)
                               .arg(bpe->size())
                               .arg(vocabSize));
    out.bytePairs = std::make_shared<const BpeTokenizer>(std::move(*bpe));
    return true;
}

std::vector<int> CheckpointTokenizer::encode(const QString &text,
                                             std::vector<std::string> *unknown) const
{
    if (bytePairs)
        return bytePairs->encodeText(text);
    return words.encode(text.toStdString(), unknown);
}

QString CheckpointTokenizer::tokenText(int id) const
{
    return bytePairs ? bytePairs->tokenText(id) : QString::fromStdString(words.word(id));
}

QString CheckpointTokenizer::visible(QString tokenText)
{
    if (!tokenText.isEmpty() && tokenText.trimmed().isEmpty()) {
        tokenText.replace(u' ', u'␣');
        tokenText.replace(u'\n', u'↵');
        tokenText.replace(u'\t', u'⇥');
    }
    return tokenText;
}

} // namespace attn::io
