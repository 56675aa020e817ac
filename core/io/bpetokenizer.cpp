#include "bpetokenizer.h"

#include "bytelevelalphabet.h"
#include "gpt2pretokenizer.h"

#include <algorithm>
#include <mutex>
#include <queue>
#include <unordered_set>

namespace attn::io {

struct BpeTokenizer::PieceCache
{
    std::mutex mutex;
    std::unordered_map<std::string, std::vector<int>> ids;
};

namespace {

std::uint64_t pairKey(int left, int right)
{
    return (std::uint64_t(std::uint32_t(left)) << 32) | std::uint32_t(right);
}

const std::string kReplacementUtf8 = "\xEF\xBF\xBD";

QString quoted(const std::string &token)
{
    return QLatin1Char('"') + QString::fromStdString(token) + QLatin1Char('"');
}

std::optional<BpeTokenizer> fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return std::nullopt;
}

} // namespace

BpeTokenizer::BpeTokenizer() : m_cache(std::make_unique<PieceCache>()) {}
BpeTokenizer::BpeTokenizer(BpeTokenizer &&) noexcept = default;
BpeTokenizer &BpeTokenizer::operator=(BpeTokenizer &&) noexcept = default;
BpeTokenizer::~BpeTokenizer() = default;

std::optional<BpeTokenizer>
BpeTokenizer::create(std::vector<std::string> tokens,
                     const std::vector<std::pair<std::string, std::string>> &merges, QString *error,
                     qsizetype *failedMerge)
{
    if (failedMerge)
        *failedMerge = -1;
    BpeTokenizer made;
    made.m_ids.reserve(tokens.size());
    made.m_bytes.reserve(tokens.size());
    for (std::size_t i = 0; i < tokens.size(); ++i) {
        const auto [it, added] = made.m_ids.emplace(tokens[i], int(i));
        if (!added)
            return fail(
                error,
                tr("token %1 (%2) is also token %3").arg(i).arg(quoted(tokens[i])).arg(it->second));
        // A token written outside the byte-level alphabet (an added token such as "<pad> x")
        // stands for its own UTF-8.
        made.m_bytes.push_back(ByteLevelAlphabet::decode(tokens[i]).value_or(tokens[i]));
    }
    for (int byte = 0; byte < 256; ++byte) {
        const std::string symbol = ByteLevelAlphabet::encode(std::string(1, char(byte)));
        const auto it = made.m_ids.find(symbol);
        if (it == made.m_ids.end())
            return fail(error, tr("the vocabulary lacks %1, the token of byte 0x%2")
                                   .arg(quoted(symbol))
                                   .arg(byte, 2, 16, QLatin1Char('0')));
        made.m_byteTokens[std::size_t(byte)] = it->second;
    }
    made.m_merges.reserve(merges.size());
    made.m_rankOfPair.reserve(merges.size());
    for (std::size_t rank = 0; rank < merges.size(); ++rank) {
        const auto &[left, right] = merges[rank];
        if (failedMerge)
            *failedMerge = qsizetype(rank);
        if (left.empty() || right.empty())
            return fail(
                error, tr("the merge %1 %2 names an empty token").arg(quoted(left), quoted(right)));
        Merge merge;
        for (const auto &[part, id] : {std::pair{&left, &merge.left}, {&right, &merge.right}}) {
            const auto it = made.m_ids.find(*part);
            if (it == made.m_ids.end())
                return fail(error, tr("the merge %1 %2 names %3, which is not in the vocabulary")
                                       .arg(quoted(left), quoted(right), quoted(*part)));
            *id = it->second;
        }
        const auto result = made.m_ids.find(left + right);
        if (result == made.m_ids.end())
            return fail(error, tr("the merge %1 %2 makes %3, which is not in the vocabulary")
                                   .arg(quoted(left), quoted(right), quoted(left + right)));
        merge.result = result->second;
        const auto [it, added] =
            made.m_rankOfPair.emplace(pairKey(merge.left, merge.right), int(rank));
        if (!added)
            return fail(error, tr("the merge %1 %2 was already given as merge %3")
                                   .arg(quoted(left), quoted(right))
                                   .arg(it->second));
        made.m_merges.push_back(merge);
    }
    if (failedMerge)
        *failedMerge = -1;
    made.m_tokens = std::move(tokens);
    return made;
}

std::optional<int> BpeTokenizer::rankOf(int left, int right) const
{
    const auto it = m_rankOfPair.find(pairKey(left, right));
    if (it == m_rankOfPair.end())
        return std::nullopt;
    return it->second;
}

void BpeTokenizer::mergeSymbols(std::vector<int> &symbols) const
{
    // encoder.py's loop, in O(n log n): the candidate pairs wait in a heap by (rank, left
    // position). All candidates of the lowest rank are taken out at once and merged from left
    // to right, skipping those that an earlier merge of the round used up; the pairs a merge
    // makes go into the heap for the later rounds (they hold the merge's result, so their rank
    // is not this round's).
    const int n = int(symbols.size());
    std::vector<int> next(static_cast<std::size_t>(n)), previous(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) {
        next[std::size_t(i)] = i + 1 < n ? i + 1 : -1;
        previous[std::size_t(i)] = i - 1;
    }
    using Candidate = std::pair<int, int>; // rank, left position
    std::priority_queue<Candidate, std::vector<Candidate>, std::greater<>> heap;
    auto offer = [&](int left) {
        const int right = next[std::size_t(left)];
        if (right < 0)
            return;
        if (const auto rank = rankOf(symbols[std::size_t(left)], symbols[std::size_t(right)]))
            heap.emplace(*rank, left);
    };
    for (int i = 0; i + 1 < n; ++i)
        offer(i);
    std::vector<int> round;
    while (!heap.empty()) {
        const int rank = heap.top().first;
        round.clear();
        while (!heap.empty() && heap.top().first == rank) {
            round.push_back(heap.top().second);
            heap.pop();
        }
        const Merge &merge = m_merges[std::size_t(rank)];
        for (const int left : round) {
            const int right = next[std::size_t(left)];
            if (symbols[std::size_t(left)] != merge.left || right < 0 ||
                symbols[std::size_t(right)] != merge.right)
                continue; // used up by an earlier merge of this round (or a repeated entry)
            symbols[std::size_t(left)] = merge.result;
            symbols[std::size_t(right)] = -1;
            const int after = next[std::size_t(right)];
            next[std::size_t(left)] = after;
            if (after >= 0)
                previous[std::size_t(after)] = left;
            if (previous[std::size_t(left)] >= 0)
                offer(previous[std::size_t(left)]);
            offer(left);
        }
    }
    symbols.erase(std::remove(symbols.begin(), symbols.end(), -1), symbols.end());
}

void BpeTokenizer::encodePiece(std::string_view bytes, std::vector<int> &out) const
{
    if (bytes.size() == 1) {
        out.push_back(m_byteTokens[std::uint8_t(bytes[0])]);
        return;
    }
    const bool cacheable = bytes.size() <= kMaxCachedPieceBytes;
    std::string key;
    if (cacheable) {
        key.assign(bytes);
        const std::lock_guard lock(m_cache->mutex);
        const auto it = m_cache->ids.find(key);
        if (it != m_cache->ids.end()) {
            out.insert(out.end(), it->second.begin(), it->second.end());
            return;
        }
    }
    std::vector<int> symbols;
    symbols.reserve(bytes.size());
    for (const char byte : bytes)
        symbols.push_back(m_byteTokens[std::uint8_t(byte)]);
    mergeSymbols(symbols);
    out.insert(out.end(), symbols.begin(), symbols.end());
    if (cacheable) {
        const std::lock_guard lock(m_cache->mutex);
        if (m_cache->ids.size() >= kCacheEntries)
            m_cache->ids.clear();
        m_cache->ids.emplace(std::move(key), std::move(symbols));
    }
}

BpeEncoding BpeTokenizer::encode(std::string_view utf8) const
{
    BpeEncoding encoding;
    const std::u32string text = Gpt2Pretokenizer::decodeUtf8(utf8, &encoding.replacements);
    std::string bytes;
    for (const std::u32string_view piece : Gpt2Pretokenizer::split(text)) {
        bytes.clear();
        Gpt2Pretokenizer::appendUtf8(bytes, piece);
        encodePiece(bytes, encoding.ids);
    }
    return encoding;
}

BpeEncoding BpeTokenizer::encode(const QByteArray &utf8) const
{
    return encode(std::string_view(utf8.constData(), std::size_t(utf8.size())));
}

std::vector<int> BpeTokenizer::encodeText(const QString &text) const
{
    return encode(text.toUtf8()).ids;
}

std::string BpeTokenizer::decodeBytes(const std::vector<int> &ids) const
{
    std::string out;
    for (const int id : ids)
        out += id >= 0 && id < size() ? m_bytes[std::size_t(id)] : kReplacementUtf8;
    return out;
}

QString BpeTokenizer::decode(const std::vector<int> &ids) const
{
    const std::u32string text = Gpt2Pretokenizer::decodeUtf8(decodeBytes(ids));
    return QString::fromUcs4(text.data(), qsizetype(text.size()));
}

QString BpeTokenizer::tokenText(int id) const
{
    if (id < 0 || id >= size())
        return {};
    const std::string &bytes = m_bytes[std::size_t(id)];
    QString shown;
    // Each well-formed sequence is itself; each byte of an ill-formed (here: cut) one is hex.
    for (std::size_t i = 0; i < bytes.size();) {
        std::size_t length = 1;
        for (; length <= 4 && i + length <= bytes.size(); ++length) {
            qsizetype replaced = 0;
            const std::u32string c =
                Gpt2Pretokenizer::decodeUtf8(std::string_view(bytes).substr(i, length), &replaced);
            if (replaced == 0) {
                shown += QString::fromUcs4(c.data(), qsizetype(c.size()));
                break;
            }
        }
        if (length > 4 || i + length > bytes.size()) {
            length = 1;
            shown += QChar(0x2039) +
                     QStringLiteral("%1")
                         .arg(std::uint8_t(bytes[i]), 2, 16, QLatin1Char('0'))
                         .toUpper() +
                     QChar(0x203A);
        }
        i += length;
    }
    return shown;
}

std::string BpeTokenizer::token(int id) const
{
    return id >= 0 && id < size() ? m_tokens[std::size_t(id)] : std::string();
}

std::optional<int> BpeTokenizer::id(std::string_view token) const
{
    const auto it = m_ids.find(std::string(token));
    if (it == m_ids.end())
        return std::nullopt;
    return it->second;
}

} // namespace attn::io
