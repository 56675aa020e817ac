// Byte-level BPE on a small vocabulary made here: merges by rank, all occurrences of the best
// pair from left to right, pieces kept apart by the pre-tokenizer, bytes of characters no merge
// covers (Japanese, emoji) as byte tokens, ill-formed UTF-8 as U+FFFD; decode(encode(text))
// gives the text back for thousands of seeded random strings; tokens shown as text with cut
// characters as hex; what create() refuses.
#include "bpetokenizer.h"
#include "bytelevelalphabet.h"
#include "gpt2pretokenizer.h"

#include <QTest>

#include <random>

using namespace Qt::StringLiterals;
using attn::io::BpeTokenizer;
using attn::io::ByteLevelAlphabet;
using Merges = std::vector<std::pair<std::string, std::string>>;

namespace {

/// The merges of the small vocabulary, written as the bytes they join (not in the alphabet).
const Merges kPlainMerges = {
    {"h", "e"},       {"l", "l"},       {"he", "ll"},      {"hell", "o"},    {" ", "w"},
    {"o", "r"},       {" w", "or"},     {"l", "d"},        {" wor", "ld"},   {"ab", "a"},
    {"b", "c"},       {"a", "b"},       {"x", "y"},        {"y", "z"},       {"a", "a"},
    {"aa", "aa"},     {"'", "s"},       {"\n", "\n"},      {"\xE6", "\x97"}, {"\xE6\x97", "\xA5"},
    {"\xF0", "\x9F"}, {"\xD0", "\xBC"}, {" ", "\xD0\xBC"}, {"1", "2"},       {" ", "1"},
};

/// Tokens 0..255 are the bytes in byte order, then each merge's result in merge order.
BpeTokenizer smallTokenizer(const Merges &plain = kPlainMerges)
{
    std::vector<std::string> tokens;
    for (int byte = 0; byte < 256; ++byte)
        tokens.push_back(ByteLevelAlphabet::encode(std::string(1, char(byte))));
    Merges merges;
    for (const auto &[left, right] : plain) {
        merges.emplace_back(ByteLevelAlphabet::encode(left), ByteLevelAlphabet::encode(right));
        tokens.push_back(ByteLevelAlphabet::encode(left + right));
    }
    QString error;
    std::optional<BpeTokenizer> made = BpeTokenizer::create(tokens, merges, &error);
    if (!made)
        qFatal("%s", qPrintable(error));
    return std::move(*made);
}

/// The bytes of each token of `ids`.
QList<QByteArray> bytesOf(const BpeTokenizer &tokenizer, const std::vector<int> &ids)
{
    QList<QByteArray> out;
    for (const int id : ids)
        out.append(QByteArray::fromStdString(tokenizer.decodeBytes({id})));
    return out;
}

/// A seeded random string mixing ASCII words, whitespace runs, digits, punctuation, CJK,
/// kana, Cyrillic, emoji, combining marks and Unicode spaces.
QString randomText(std::mt19937 &rng)
{
    static const QList<QString> words = {u"hello"_s, u"world"_s, u"abc"_s, u"xyz"_s,
                                         u"it's"_s,  u"aaaa"_s,  u"12"_s,  u"I'll"_s};
    const auto pick = [&](int n) { return int(rng() % unsigned(n)); };
    QString text;
    const int parts = pick(30);
    for (int i = 0; i < parts; ++i) {
        switch (pick(12)) {
        case 0:
            text += words[pick(int(words.size()))];
            break;
        case 1:
            text += QString(pick(4) + 1, QLatin1Char(' '));
            break;
        case 2:
            text += QLatin1Char("\t\n\r"[pick(3)]);
            break;
        case 3:
            text += QChar(char16_t(u'0' + pick(10)));
            break;
        case 4:
            text += QLatin1Char("!?.,'-\"()"[pick(9)]);
            break;
        case 5:
            text += QChar(char16_t(0x4E00 + pick(0x5000)));
            break;
        case 6:
            text += QChar(char16_t(0x3041 + pick(0x50)));
            break;
        case 7:
            text += QChar(char16_t(0x0410 + pick(0x40)));
            break;
        case 8:
            text += QString::fromUcs4(std::u32string(1, char32_t(0x1F600 + pick(0x50))).data(), 1);
            break;
        case 9:
            text += QChar(char16_t(0x0300 + pick(0x70)));
            break;
        case 10:
            text += QChar(char16_t(pick(2) ? 0x3000 : 0x00A0));
            break;
        default:
            text += QChar(char16_t(u'a' + pick(26)));
            break;
        }
    }
    return text;
}

} // namespace

class TestBpeTokenizer : public QObject
{
    Q_OBJECT

private slots:
    void encode_data();
    void encode();
    void invalidUtf8BecomesReplacementCharacters();
    void qstringEncodeIsTheUtf8Encode();
    void roundTripOfRandomText();
    void roundTripOfRandomBytes();
    void longPieceAndCache();
    void tokenText_data();
    void tokenText();
    void decodeJoinsCutCharacters();
    void lookups();
    void createRefuses_data();
    void createRefuses();
};

void TestBpeTokenizer::encode_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QList<QByteArray>>("tokens");

    QTest::newRow("empty") << QByteArray() << QList<QByteArray>{};
    QTest::newRow("merged words") << "hello world"_ba << QList<QByteArray>{"hello", " world"};
    QTest::newRow("pieces stay apart")
        << "helloworld hello"_ba << QList<QByteArray>{"hello", "w", "or", "ld", " ", "hello"};
    QTest::newRow("lower rank first") << "abc"_ba << QList<QByteArray>{"a", "bc"};
    // encoder.py merges every "a b" before the lower-ranked "ab a" that the first one makes.
    QTest::newRow("whole round before a new pair") << "abab"_ba << QList<QByteArray>{"ab", "ab"};
    QTest::newRow("lower rank first, other side") << "xyz"_ba << QList<QByteArray>{"xy", "z"};
    QTest::newRow("all occurrences, left to right") << "aaaaa"_ba << QList<QByteArray>{"aaaa", "a"};
    QTest::newRow("pairs of pairs") << "aaaaaaaaa"_ba << QList<QByteArray>{"aaaa", "aaaa", "a"};
    QTest::newRow("contraction") << "it's"_ba << QList<QByteArray>{"i", "t", "'s"};
    QTest::newRow("number after a space, lower rank first")
        << "x 12"_ba << QList<QByteArray>{"x", " ", "12"};
    QTest::newRow("newlines at the end") << "a\n\n"_ba << QList<QByteArray>{"a", "\n\n"};
    QTest::newRow("newlines before a word")
        << "a\n\nb"_ba << QList<QByteArray>{"a", "\n", "\n", "b"};
    QTest::newRow("spaces before a word")
        << "a   world"_ba << QList<QByteArray>{"a", " ", " ", " world"};
    QTest::newRow("Japanese, merged and not")
        << "日本"_ba << QList<QByteArray>{"日", "\xE6", "\x9C", "\xAC"};
    QTest::newRow("Cyrillic") << "мир м"_ba
                              << QList<QByteArray>{"м", "\xD0", "\xB8", "\xD1", "\x80", " м"};
    QTest::newRow("emoji as bytes") << "😀"_ba << QList<QByteArray>{"\xF0\x9F", "\x98", "\x80"};
}

void TestBpeTokenizer::encode()
{
    QFETCH(QByteArray, text);
    QFETCH(QList<QByteArray>, tokens);
    const BpeTokenizer tokenizer = smallTokenizer();
    const attn::io::BpeEncoding encoding = tokenizer.encode(text.toStdString());
    QCOMPARE(bytesOf(tokenizer, encoding.ids), tokens);
    QCOMPARE(encoding.replacements, 0);
    QCOMPARE(QByteArray::fromStdString(tokenizer.decodeBytes(encoding.ids)), text);
}

void TestBpeTokenizer::invalidUtf8BecomesReplacementCharacters()
{
    const BpeTokenizer tokenizer = smallTokenizer();
    const attn::io::BpeEncoding encoding = tokenizer.encode("he\xFF\xE3\x81 world");
    QCOMPARE(encoding.replacements, 2);
    QCOMPARE(bytesOf(tokenizer, encoding.ids),
             (QList<QByteArray>{"he", "\xEF", "\xBF", "\xBD", "\xEF", "\xBF", "\xBD", " world"}));
    QCOMPARE(tokenizer.decode(encoding.ids), u"he\uFFFD\uFFFD world"_s);
}

void TestBpeTokenizer::qstringEncodeIsTheUtf8Encode()
{
    const BpeTokenizer tokenizer = smallTokenizer();
    const QString text = u"hello мир 日本 😀"_s;
    QCOMPARE(tokenizer.encodeText(text), tokenizer.encode(text.toUtf8().toStdString()).ids);
    QCOMPARE(tokenizer.encode(text.toUtf8()).ids, tokenizer.encodeText(text));
}

void TestBpeTokenizer::roundTripOfRandomText()
{
    const BpeTokenizer tokenizer = smallTokenizer();
    std::mt19937 rng(20261127);
    for (int i = 0; i < 3000; ++i) {
        const QString text = randomText(rng);
        const attn::io::BpeEncoding encoding = tokenizer.encode(text.toUtf8().toStdString());
        QCOMPARE(encoding.replacements, 0);
        QCOMPARE(tokenizer.decode(encoding.ids), text);
    }
}

void TestBpeTokenizer::roundTripOfRandomBytes()
{
    // Any bytes come back as they are read: ill-formed sequences as U+FFFD.
    const BpeTokenizer tokenizer = smallTokenizer();
    std::mt19937 rng(7);
    for (int i = 0; i < 2000; ++i) {
        std::string bytes(rng() % 40, '\0');
        for (char &byte : bytes)
            byte = char(rng() % 3 == 0 ? 0x80 + rng() % 0x80 : rng() % 0x80);
        std::string expected;
        attn::io::Gpt2Pretokenizer::appendUtf8(expected,
                                               attn::io::Gpt2Pretokenizer::decodeUtf8(bytes));
        QCOMPARE(QByteArray::fromStdString(tokenizer.decodeBytes(tokenizer.encode(bytes).ids)),
                 QByteArray::fromStdString(expected));
    }
}

void TestBpeTokenizer::longPieceAndCache()
{
    const BpeTokenizer tokenizer = smallTokenizer();
    // Longer than the cache takes: 25,001 a's are 6,250 "aaaa" and an "a".
    const std::string word(25001, 'a');
    const std::vector<int> ids = tokenizer.encode(word).ids;
    QCOMPARE(ids.size(), std::size_t(6251));
    QCOMPARE(tokenizer.decodeBytes(ids), word);
    // More distinct pieces than the cache holds: the cache is emptied, results stay the same.
    std::string text;
    for (std::size_t i = 0; i < BpeTokenizer::kCacheEntries + 100; ++i)
        text += " hello" + std::to_string(i % 7) + "x" + std::to_string(i);
    const std::vector<int> first = tokenizer.encode(text).ids;
    QCOMPARE(tokenizer.encode(text).ids, first);
    QCOMPARE(tokenizer.decodeBytes(first), text);
}

void TestBpeTokenizer::tokenText_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("text");

    QTest::newRow("space") << " world"_ba << u" world"_s;
    QTest::newRow("newline") << "\n\n"_ba << u"\n\n"_s;
    QTest::newRow("whole character") << "日"_ba << u"日"_s;
    QTest::newRow("whole Cyrillic") << " м"_ba << u" м"_s;
    QTest::newRow("first bytes of emoji") << "\xF0\x9F"_ba << u"‹F0›‹9F›"_s;
    QTest::newRow("one byte of emoji") << "\x98"_ba << u"‹98›"_s;
    QTest::newRow("lead of 日") << "\xE6"_ba << u"‹E6›"_s;
    QTest::newRow("two bytes of 日") << "\xE6\x97"_ba << u"‹E6›‹97›"_s;
}

void TestBpeTokenizer::tokenText()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, text);
    const BpeTokenizer tokenizer = smallTokenizer();
    const std::optional<int> id = tokenizer.id(ByteLevelAlphabet::encode(bytes.toStdString()));
    QVERIFY(id);
    QCOMPARE(tokenizer.tokenText(*id), text);
}

void TestBpeTokenizer::decodeJoinsCutCharacters()
{
    const BpeTokenizer tokenizer = smallTokenizer();
    const std::vector<int> ids = tokenizer.encode("😀 日本").ids;
    QVERIFY(ids.size() > 4);
    QCOMPARE(tokenizer.decode(ids), u"😀 日本"_s);
    // Ids outside the vocabulary decode as U+FFFD; they show as nothing.
    QCOMPARE(tokenizer.decode({-1, ids[0], ids[1], ids[2], tokenizer.size()}), u"\uFFFD😀\uFFFD"_s);
    QCOMPARE(tokenizer.tokenText(-1), QString());
    QCOMPARE(tokenizer.tokenText(tokenizer.size()), QString());
}

void TestBpeTokenizer::lookups()
{
    const BpeTokenizer tokenizer = smallTokenizer();
    QCOMPARE(tokenizer.size(), 256 + int(kPlainMerges.size()));
    QCOMPARE(tokenizer.mergeCount(), int(kPlainMerges.size()));
    QCOMPARE(tokenizer.id("\xC4\xA0world"), std::optional<int>(256 + 8)); // "Ġworld"
    QCOMPARE(tokenizer.token(256 + 8), std::string("\xC4\xA0world"));
    QCOMPARE(tokenizer.token(-3), std::string());
    QCOMPARE(tokenizer.id("nope"), std::nullopt);
}

void TestBpeTokenizer::createRefuses_data()
{
    QTest::addColumn<int>("change");
    QTest::addColumn<QString>("message");
    QTest::addColumn<int>("failedMerge");

    QTest::newRow("byte token missing") << 0 << u"lacks \"Ġ\", the token of byte 0x20"_s << -1;
    QTest::newRow("token twice") << 1 << u"token 257 (\"a\") is also token 97"_s << -1;
    QTest::newRow("unknown part") << 2 << u"names \"zz\", which is not in the vocabulary"_s << 1;
    QTest::newRow("result missing") << 3 << u"makes \"qq\", which is not in the vocabulary"_s << 1;
    QTest::newRow("merge twice") << 4 << u"was already given as merge 0"_s << 1;
    QTest::newRow("empty part") << 5 << u"names an empty token"_s << 1;
}

void TestBpeTokenizer::createRefuses()
{
    QFETCH(int, change);
    QFETCH(QString, message);
    QFETCH(int, failedMerge);
    std::vector<std::string> tokens;
    for (int byte = 0; byte < 256; ++byte)
        tokens.push_back(ByteLevelAlphabet::encode(std::string(1, char(byte))));
    tokens.push_back("ab");
    Merges merges{{"a", "b"}, {"b", "a"}};
    tokens.push_back("ba");
    switch (change) {
    case 0:
        tokens[0x20] = "unused";
        break;
    case 1:
        tokens[257] = "a";
        break;
    case 2:
        merges[1] = {"zz", "a"};
        break;
    case 3:
        merges[1] = {"q", "q"};
        break;
    case 4:
        merges[1] = {"a", "b"};
        break;
    case 5:
        merges[1] = {"", "a"};
        break;
    }
    QString error;
    qsizetype where = -2;
    QVERIFY(!BpeTokenizer::create(tokens, merges, &error, &where));
    QVERIFY2(error.contains(message), qPrintable(error));
    QCOMPARE(where, qsizetype(failedMerge));
}

QTEST_GUILESS_MAIN(TestBpeTokenizer)
#include "tst_bpetokenizer.moc"
