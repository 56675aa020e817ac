// GPT-2's pre-tokenizer: every branch of its pattern on worked examples (contractions,
// letters, numbers, punctuation, the whitespace runs before a word and at the end, tabs and
// newlines, Japanese, Cyrillic, emoji, combining marks), and the UTF-8 reading that turns
// each ill-formed sequence into one U+FFFD as Python's errors="replace" does.
#include "gpt2pretokenizer.h"

#include <QStringList>
#include <QTest>

using namespace Qt::StringLiterals;
using attn::io::Gpt2Pretokenizer;

namespace {

QStringList piecesOf(const QString &text)
{
    const QByteArray utf8 = text.toUtf8();
    QStringList pieces;
    for (const std::string &piece : Gpt2Pretokenizer::splitUtf8(utf8.toStdString()))
        pieces.append(QString::fromStdString(piece));
    return pieces;
}

} // namespace

class TestGpt2Pretokenizer : public QObject
{
    Q_OBJECT

private slots:
    void split_data();
    void split();
    void piecesJoinToTheText();
    void decodeUtf8_data();
    void decodeUtf8();
    void invalidUtf8IsOnePiecePerReplacement();
};

void TestGpt2Pretokenizer::split_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("pieces");

    QTest::newRow("empty") << QString() << QStringList();
    QTest::newRow("words") << u"Hello world"_s << QStringList{u"Hello"_s, u" world"_s};
    QTest::newRow("'s") << u"he's"_s << QStringList{u"he"_s, u"'s"_s};
    QTest::newRow("'t") << u"don't"_s << QStringList{u"don"_s, u"'t"_s};
    QTest::newRow("'re") << u"we're"_s << QStringList{u"we"_s, u"'re"_s};
    QTest::newRow("'ve") << u"they've"_s << QStringList{u"they"_s, u"'ve"_s};
    QTest::newRow("'m") << u"I'm"_s << QStringList{u"I"_s, u"'m"_s};
    QTest::newRow("'ll") << u"you'll"_s << QStringList{u"you"_s, u"'ll"_s};
    QTest::newRow("'d") << u"I'd"_s << QStringList{u"I"_s, u"'d"_s};
    QTest::newRow("upper-case contraction") << u"IT'S"_s << QStringList{u"IT"_s, u"'"_s, u"S"_s};
    QTest::newRow("'l alone") << u"'lo"_s << QStringList{u"'"_s, u"lo"_s};
    QTest::newRow("apostrophe run then s") << u"''s"_s << QStringList{u"''"_s, u"s"_s};
    QTest::newRow("space then contraction") << u"a 's"_s << QStringList{u"a"_s, u" '"_s, u"s"_s};
    QTest::newRow("contraction then letters") << u"'sto"_s << QStringList{u"'s"_s, u"to"_s};
    QTest::newRow("numbers") << u"abc123 456"_s << QStringList{u"abc"_s, u"123"_s, u" 456"_s};
    QTest::newRow("decimal") << u"3.14"_s << QStringList{u"3"_s, u"."_s, u"14"_s};
    QTest::newRow("other numbers") << u"x½ ٣٤"_s << QStringList{u"x"_s, u"½"_s, u" ٣٤"_s};
    QTest::newRow("punctuation runs") << u"Hi!!! ?!"_s << QStringList{u"Hi"_s, u"!!!"_s, u" ?!"_s};
    QTest::newRow("two spaces") << u"a  b"_s << QStringList{u"a"_s, u" "_s, u" b"_s};
    QTest::newRow("three spaces") << u"a   b"_s << QStringList{u"a"_s, u"  "_s, u" b"_s};
    QTest::newRow("space then tab") << u"a \tb"_s << QStringList{u"a"_s, u" "_s, u"\t"_s, u"b"_s};
    QTest::newRow("tab then space") << u"a\t b"_s << QStringList{u"a"_s, u"\t"_s, u" b"_s};
    QTest::newRow("leading spaces") << u"  a"_s << QStringList{u" "_s, u" a"_s};
    QTest::newRow("trailing space") << u"a "_s << QStringList{u"a"_s, u" "_s};
    QTest::newRow("trailing spaces") << u"a  \n "_s << QStringList{u"a"_s, u"  \n "_s};
    QTest::newRow("only spaces") << u"   "_s << QStringList{u"   "_s};
    QTest::newRow("newline") << u"a\nb"_s << QStringList{u"a"_s, u"\n"_s, u"b"_s};
    QTest::newRow("two newlines") << u"a\n\nb"_s << QStringList{u"a"_s, u"\n"_s, u"\n"_s, u"b"_s};
    QTest::newRow("newlines at the end") << u"a\n\n"_s << QStringList{u"a"_s, u"\n\n"_s};
    QTest::newRow("newline space word") << u"a\n b"_s << QStringList{u"a"_s, u"\n"_s, u" b"_s};
    QTest::newRow("tab first") << u"\tx"_s << QStringList{u"\t"_s, u"x"_s};
    QTest::newRow("carriage return")
        << u"a\r\n\r\nb"_s << QStringList{u"a"_s, u"\r\n\r"_s, u"\n"_s, u"b"_s};
    QTest::newRow("Japanese") << u"日本語のテキスト。です"_s
                              << QStringList{u"日本語のテキスト"_s, u"。"_s, u"です"_s};
    QTest::newRow("ideographic space")
        << u"日本\u3000語"_s << QStringList{u"日本"_s, u"\u3000"_s, u"語"_s};
    QTest::newRow("no-break space") << u"a\u00A0b"_s << QStringList{u"a"_s, u"\u00A0"_s, u"b"_s};
    QTest::newRow("Cyrillic") << u"Привет, мир"_s << QStringList{u"Привет"_s, u","_s, u" мир"_s};
    QTest::newRow("emoji") << u"hi 👋🏽!"_s << QStringList{u"hi"_s, u" 👋🏽!"_s};
    QTest::newRow("combining mark")
        << u"cafe\u0301 ok"_s << QStringList{u"cafe"_s, u"\u0301"_s, u" ok"_s};
    QTest::newRow("mixed") << u"GPT-2's 1st test:\tok?  Yes!\n"_s
                           << QStringList{u"GPT"_s, u"-"_s,     u"2"_s,    u"'s"_s, u" 1"_s,
                                          u"st"_s,  u" test"_s, u":"_s,    u"\t"_s, u"ok"_s,
                                          u"?"_s,   u" "_s,     u" Yes"_s, u"!"_s,  u"\n"_s};
}

void TestGpt2Pretokenizer::split()
{
    QFETCH(QString, text);
    QFETCH(QStringList, pieces);
    QCOMPARE(piecesOf(text), pieces);
}

void TestGpt2Pretokenizer::piecesJoinToTheText()
{
    const QString text = u"  The quick\t\tbrown 狐 's 123 ,,, \n\n😀 \u0301x  "_s;
    QCOMPARE(piecesOf(text).join(QString()), text);
}

void TestGpt2Pretokenizer::decodeUtf8_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("replacements");

    // What Python's bytes.decode("utf-8", errors="replace") gives.
    QTest::newRow("empty") << QByteArray() << QString() << 0;
    QTest::newRow("ASCII") << "abc"_ba << u"abc"_s << 0;
    QTest::newRow("4 bytes") << "\xF0\x9F\x98\x80"_ba << u"😀"_s << 0;
    QTest::newRow("stray continuation") << "a\x80z"_ba << u"a\uFFFDz"_s << 1;
    QTest::newRow("cut 3-byte") << "\xE3\x81"_ba << u"\uFFFD"_s << 1;
    QTest::newRow("cut 4-byte, then a") << "\xF0\x9F\x98"
                                           "a"_ba
                                        << u"\uFFFDa"_s << 1;
    QTest::newRow("overlong C0") << "\xC0\xAF"_ba << u"\uFFFD\uFFFD"_s << 2;
    QTest::newRow("overlong E0") << "\xE0\x80\xAF"_ba << u"\uFFFD\uFFFD\uFFFD"_s << 3;
    QTest::newRow("surrogate") << "\xED\xA0\x80"_ba << u"\uFFFD\uFFFD\uFFFD"_s << 3;
    QTest::newRow("over U+10FFFF") << "\xF4\x90\x80\x80"_ba << u"\uFFFD\uFFFD\uFFFD\uFFFD"_s << 4;
    QTest::newRow("F5") << "\xF5"_ba << u"\uFFFD"_s << 1;
    QTest::newRow("FF") << "x\xFF"_ba << u"x\uFFFD"_s << 1;
    QTest::newRow("lead then lead") << "\xE3\xE3\x81\x82"_ba << u"\uFFFDあ"_s << 1;
}

void TestGpt2Pretokenizer::decodeUtf8()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, text);
    QFETCH(int, replacements);
    qsizetype replaced = -1;
    const std::u32string decoded = Gpt2Pretokenizer::decodeUtf8(bytes.toStdString(), &replaced);
    QCOMPARE(QString::fromUcs4(decoded.data(), qsizetype(decoded.size())), text);
    QCOMPARE(replaced, qsizetype(replacements));
    std::string again;
    Gpt2Pretokenizer::appendUtf8(again, decoded);
    QCOMPARE(QByteArray::fromStdString(again), text.toUtf8());
}

void TestGpt2Pretokenizer::invalidUtf8IsOnePiecePerReplacement()
{
    const std::vector<std::string> pieces = Gpt2Pretokenizer::splitUtf8("ab\xFF\xFE cd");
    const std::vector<std::string> expected{"ab", "\xEF\xBF\xBD\xEF\xBF\xBD", " cd"};
    QVERIFY(pieces == expected);
}

QTEST_GUILESS_MAIN(TestGpt2Pretokenizer)
#include "tst_gpt2pretokenizer.moc"
