#pragma once

#include <optional>
#include <string>
#include <vector>

namespace attn::model {

/// A tokenizer a class can type: one token per word. Text is split at whitespace and
/// each word looked up, lower-cased (ASCII letters only), in a fixed list of words.
class WordVocabulary
{
public:
    WordVocabulary() = default;
    /// Token i is words[i] (precondition: no duplicates, no whitespace inside a word).
    explicit WordVocabulary(std::vector<std::string> words);

    /// The tokens of `text`. Words not in the vocabulary are listed in `unknown` (when given)
    /// and left out.
    std::vector<int> encode(const std::string &text,
                            std::vector<std::string> *unknown = nullptr) const;
    /// The word of token `token` (empty when out of range).
    const std::string &word(int token) const;
    /// The id of `word` after lower-casing, if the vocabulary has it.
    std::optional<int> find(const std::string &word) const;
    int size() const { return int(m_words.size()); }
    const std::vector<std::string> &words() const { return m_words; }

private:
    std::vector<std::string> m_words;
};

} // namespace attn::model
