#pragma once

#include "bpetokenizer.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <optional>

namespace attn::io {

/// Reads a GPT-2 tokenizer from the files Hugging Face and OpenAI give it in: vocab.json (an
/// object from token to id) with merges.txt (a merge "a b" a line, in rank order, perhaps
/// after a first line "#version: 0.2", perhaps followed by blank lines), or tokenizer.json
/// (model.type "BPE", model.vocab as in vocab.json, model.merges as "a b" strings or ["a", "b"]
/// pairs, added_tokens such as <|endoftext|> taken into the vocabulary by their ids). Every
/// refusal is a sentence that names the file and the line or entry. Refused besides what
/// BpeTokenizer::create refuses: a file over kMaxFileBytes, invalid JSON, a key given twice,
/// ids that are not whole numbers 0..n-1 for n tokens, an id given to two tokens, a vocabulary
/// over kMaxTokens tokens, a merges line that is not two tokens separated by one space.
class BpeTokenizerFiles
{
public:
    static constexpr qint64 kMaxFileBytes = qint64(64) << 20;
    static constexpr int kMaxTokens = 1'000'000;
    static constexpr int kMaxMerges = 2'000'000;

    /// The tokenizer of the files at `vocabPath` (vocab.json) and `mergesPath` (merges.txt).
    static std::optional<BpeTokenizer>
    readVocabAndMerges(const QString &vocabPath, const QString &mergesPath, QString *error);
    /// The tokenizer of the file at `path` (tokenizer.json).
    static std::optional<BpeTokenizer> readTokenizerJson(const QString &path, QString *error);

    /// As readVocabAndMerges, from the files' contents; the names are those messages give.
    static std::optional<BpeTokenizer>
    parseVocabAndMerges(const QByteArray &vocabJson, const QString &vocabName,
                        const QByteArray &mergesText, const QString &mergesName, QString *error);
    /// As readTokenizerJson, from the file's contents; `fileName` is the name messages give.
    static std::optional<BpeTokenizer> parseTokenizerJson(const QByteArray &json,
                                                          const QString &fileName, QString *error);

    // Messages are shown to users, so they are translatable (context "BpeTokenizerFiles").
    Q_DECLARE_TR_FUNCTIONS(BpeTokenizerFiles)
};

} // namespace attn::io
