// GPT-2's byte-level alphabet: the bytes that stand for themselves, the 68 others from U+0100
// up in byte order, and the way back.
#include "bytelevelalphabet.h"

#include <QTest>

#include <set>

using attn::io::ByteLevelAlphabet;

class TestByteLevelAlphabet : public QObject
{
    Q_OBJECT

private slots:
    void printableBytesStandForThemselves();
    void othersFromU0100InByteOrder();
    void isOneToOne();
    void textRoundTrip();
    void decodeRefusesOtherCharacters();
};

void TestByteLevelAlphabet::printableBytesStandForThemselves()
{
    for (int byte = 33; byte <= 126; ++byte)
        QCOMPARE(ByteLevelAlphabet::charOf(std::uint8_t(byte)), char32_t(byte));
    for (int byte = 161; byte <= 172; ++byte)
        QCOMPARE(ByteLevelAlphabet::charOf(std::uint8_t(byte)), char32_t(byte));
    for (int byte = 174; byte <= 255; ++byte)
        QCOMPARE(ByteLevelAlphabet::charOf(std::uint8_t(byte)), char32_t(byte));
}

void TestByteLevelAlphabet::othersFromU0100InByteOrder()
{
    QCOMPARE(ByteLevelAlphabet::charOf(0x00), char32_t(0x100));
    QCOMPARE(ByteLevelAlphabet::charOf(0x0A), char32_t(0x10A)); // "Ċ"
    QCOMPARE(ByteLevelAlphabet::charOf(0x20), char32_t(0x120)); // "Ġ"
    QCOMPARE(ByteLevelAlphabet::charOf(0x7F), char32_t(0x121));
    QCOMPARE(ByteLevelAlphabet::charOf(0xA0), char32_t(0x142));
    QCOMPARE(ByteLevelAlphabet::charOf(0xAD), char32_t(0x143)); // the last of the 68
}

void TestByteLevelAlphabet::isOneToOne()
{
    std::set<char32_t> seen;
    for (int byte = 0; byte < 256; ++byte) {
        const char32_t c = ByteLevelAlphabet::charOf(std::uint8_t(byte));
        QVERIFY(seen.insert(c).second);
        QCOMPARE(ByteLevelAlphabet::byteOf(c), std::optional<std::uint8_t>(std::uint8_t(byte)));
    }
    QCOMPARE(ByteLevelAlphabet::byteOf(0x20), std::nullopt);
    QCOMPARE(ByteLevelAlphabet::byteOf(0xAD), std::nullopt);
    QCOMPARE(ByteLevelAlphabet::byteOf(0x144), std::nullopt);
    QCOMPARE(ByteLevelAlphabet::byteOf(0x1F600), std::nullopt);
}

void TestByteLevelAlphabet::textRoundTrip()
{
    std::string all;
    for (int byte = 0; byte < 256; ++byte)
        all.push_back(char(byte));
    const std::string written = ByteLevelAlphabet::encode(all);
    QCOMPARE(ByteLevelAlphabet::decode(written), std::optional<std::string>(all));
    // " the" is "Ġthe"; "日" (E6 97 A5) is "æĹ¥".
    QCOMPARE(ByteLevelAlphabet::encode(" the"), std::string("\xC4\xA0the"));
    QCOMPARE(ByteLevelAlphabet::encode("\xE6\x97\xA5"), std::string("\xC3\xA6\xC4\xB9\xC2\xA5"));
}

void TestByteLevelAlphabet::decodeRefusesOtherCharacters()
{
    QCOMPARE(ByteLevelAlphabet::decode("a b"), std::nullopt);          // the space is "Ġ"
    QCOMPARE(ByteLevelAlphabet::decode("\xE6\x97\xA5"), std::nullopt); // 日 is outside
    QCOMPARE(ByteLevelAlphabet::decode("\xC4"), std::nullopt);         // cut UTF-8
    QCOMPARE(ByteLevelAlphabet::decode(""), std::optional<std::string>(std::string()));
}

QTEST_GUILESS_MAIN(TestByteLevelAlphabet)
#include "tst_bytelevelalphabet.moc"
