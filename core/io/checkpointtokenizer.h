#pragma once

#include "bpetokenizer.h"
#include "wordvocabulary.h"

#include <QString>

#include <memory>

namespace attn::io {

/// How the text typed for a checkpoint becomes its tokens: a word list (vocab.txt, the
/// word-level models Attention Lab ships) or GPT-2's byte-level BPE (tokenizer.json, else
/// vocab.json with merges.txt, as Hugging Face saves them). A folder may hold neither.
struct CheckpointTokenizer
{
    model::WordVocabulary words;                   ///< empty unless the folder has vocab.txt
    std::shared_ptr<const BpeTokenizer> bytePairs; ///< null unless it has a BPE tokenizer

    /// Reads the tokenizer files of the checkpoint folder `folder` for a model of
    /// `vocabSize` token embeddings. vocab.txt is taken first, then tokenizer.json, then
    /// vocab.json with merges.txt (one without the other is refused). Refused, with a sentence
    /// naming the file in `error`: what VocabularyFile and BpeTokenizerFiles refuse, a word
    /// list of another size than vocabSize, a BPE vocabulary larger than vocabSize (a model
    /// may have more embeddings than its tokenizer has tokens, never fewer).
    static bool read(const QString &folder, int vocabSize, CheckpointTokenizer &out,
                     QString *error);

    /// Whether there is a tokenizer at all (a word list or BPE).
    bool canEncode() const { return bytePairs || words.size() > 0; }
    /// The tokens of `text`: BPE takes any text; a word list leaves out the words it lacks,
    /// listed in `unknown` when given.
    std::vector<int> encode(const QString &text, std::vector<std::string> *unknown = nullptr) const;
    /// The text token `id` covers: its word, or BpeTokenizer::tokenText().
    QString tokenText(int id) const;
    /// tokenText() to show on a chip, an axis or a bar: a token of whitespace only (which
    /// would be drawn empty) with its spaces as "␣", line breaks as "↵" and tabs as "⇥".
    static QString visible(QString tokenText);

    // Messages are shown to users, so they are translatable (context "CheckpointTokenizer").
    Q_DECLARE_TR_FUNCTIONS(CheckpointTokenizer)
};

} // namespace attn::io
