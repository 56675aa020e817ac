#include "wordvocabulary.h"

#include <algorithm>
#include <cctype>

namespace attn::model {

namespace {

std::string lowerAscii(std::string word)
{
    for (char &ch : word)
        if (ch >= 'A' && ch <= 'Z')
            ch = char(ch - 'A' + 'a');
    return word;
}

bool isSpace(char ch)
{
    return ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r' || ch == '\f' || ch == '\v';
}

} // namespace

WordVocabulary::WordVocabulary(std::vector<std::string> words) : m_words(std::move(words)) {}

std::optional<int> WordVocabulary::find(const std::string &word) const
{
    const std::string lower = lowerAscii(word);
    const auto it = std::find(m_words.begin(), m_words.end(), lower);
    if (it == m_words.end())
        return std::nullopt;
    return int(it - m_words.begin());
}

std::vector<int> WordVocabulary::encode(const std::string &text,
                                        std::vector<std::string> *unknown) const
{
    std::vector<int> tokens;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && isSpace(text[i]))
            ++i;
        std::size_t end = i;
        while (end < text.size() && !isSpace(text[end]))
            ++end;
        if (end > i) {
            const std::string word = text.substr(i, end - i);
            if (const auto id = find(word))
                tokens.push_back(*id);
            else if (unknown)
                unknown->push_back(word);
        }
        i = end;
    }
    return tokens;
}

const std::string &WordVocabulary::word(int token) const
{
    static const std::string none;
    if (token < 0 || token >= size())
        return none;
    return m_words[std::size_t(token)];
}

} // namespace attn::model
