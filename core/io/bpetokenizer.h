#pragma once

#include <QCoreApplication>
#include <QString>

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

namespace attn::io {

/// The token ids of a text, and how many ill-formed UTF-8 sequences of it were read as U+FFFD.
struct BpeEncoding
{
    std::vector<int> ids;
    qsizetype replacements = 0;
};

/// GPT-2's byte-level byte-pair encoding, as OpenAI's encoder.py and Hugging Face's GPT-2
/// tokenizer do it: the text is split into pieces (Gpt2Pretokenizer), each piece's UTF-8
/// bytes are written in the byte-level alphabet (ByteLevelAlphabet), one symbol per byte,
/// and merged by rank: the adjacent pair of lowest rank is found, all its occurrences are
/// merged from left to right, again until no adjacent pair has a rank. (Where a merge makes a
/// pair ranked before it, which learnt merges never do, this is encoder.py's order: the
/// round's other occurrences first; Hugging Face's heap may take the new pair first.) Tokens are
/// the vocabulary's strings (in the byte-level alphabet, as vocab.json writes them) numbered
/// 0..size()-1. Encodings of pieces are kept in a cache of at most kCacheEntries pieces,
/// emptied when full; encode() may be called from several threads at once.
class BpeTokenizer
{
public:
    static constexpr std::size_t kCacheEntries = 16384;
    /// Longer pieces are encoded every time rather than cached.
    static constexpr std::size_t kMaxCachedPieceBytes = 256;

    /// The tokenizer of `tokens` (token i has id i) and `merges` (in rank order, the first
    /// merged first). Refused, with a sentence in `error` and, for a merge, its index in
    /// `failedMerge` (else -1): a token given twice, a vocabulary without the 256 one-byte
    /// tokens, a merge naming a token the vocabulary lacks or an empty one, a merge whose
    /// result is not in the vocabulary, a merge given twice.
    static std::optional<BpeTokenizer>
    create(std::vector<std::string> tokens,
           const std::vector<std::pair<std::string, std::string>> &merges, QString *error,
           qsizetype *failedMerge = nullptr);

    BpeTokenizer(BpeTokenizer &&) noexcept;
    BpeTokenizer &operator=(BpeTokenizer &&) noexcept;
    ~BpeTokenizer();

    /// The ids of the UTF-8 text `utf8`; ill-formed UTF-8 is read as U+FFFD (one per maximal
    /// subpart, as Python's errors="replace"), counted in the result. The text is taken
    /// literally: "<|endoftext|>" in it is encoded as the characters it is made of.
    BpeEncoding encode(std::string_view utf8) const;
    /// As encode(std::string_view), for a NUL-terminated string.
    BpeEncoding encode(const char *utf8) const { return encode(std::string_view(utf8)); }
    /// As encode(std::string_view), for bytes in a QByteArray.
    BpeEncoding encode(const QByteArray &utf8) const;
    /// The ids of `text`, by its UTF-8 (a lone surrogate in it becomes U+FFFD).
    std::vector<int> encodeText(const QString &text) const;
    /// The ids of one piece of the pre-tokenizer, given by its UTF-8 bytes, appended to `out`.
    void encodePiece(std::string_view bytes, std::vector<int> &out) const;

    /// The bytes the tokens stand for, one after another. An id outside 0..size()-1 gives the
    /// UTF-8 of U+FFFD.
    std::string decodeBytes(const std::vector<int> &ids) const;
    /// decodeBytes() read as UTF-8, an ill-formed sequence as U+FFFD.
    QString decode(const std::vector<int> &ids) const;
    /// The text one token covers, to show it: whole UTF-8 characters as themselves (the
    /// space "Ġ" as a space, the newline "Ċ" as a newline), each byte of a character the
    /// token holds only part of as its hex value in single guillemets, "‹E3›". Empty for an
    /// id outside 0..size()-1.
    QString tokenText(int id) const;

    /// How many tokens the vocabulary holds.
    int size() const { return int(m_tokens.size()); }
    /// The vocabulary's string of token `id` ("Ġthe"); empty for an id outside 0..size()-1.
    std::string token(int id) const;
    /// The id of the vocabulary's string `token`, or nothing.
    std::optional<int> id(std::string_view token) const;
    /// How many merges there are.
    int mergeCount() const { return int(m_merges.size()); }

    // Messages are shown to users, so they are translatable (context "BpeTokenizer").
    Q_DECLARE_TR_FUNCTIONS(BpeTokenizer)

private:
    struct Merge
    {
        int left = 0;
        int right = 0;
        int result = 0;
    };
    struct PieceCache;

    BpeTokenizer();
    void mergeSymbols(std::vector<int> &symbols) const;
    std::optional<int> rankOf(int left, int right) const;

    std::vector<std::string> m_tokens;
    std::vector<std::string> m_bytes; // what each token stands for
    std::unordered_map<std::string, int> m_ids;
    std::array<int, 256> m_byteTokens{};
    std::vector<Merge> m_merges; // by rank
    std::unordered_map<std::uint64_t, int> m_rankOfPair;
    std::unique_ptr<PieceCache> m_cache;
};

} // namespace attn::io
