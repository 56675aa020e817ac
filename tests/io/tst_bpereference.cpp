// BpeTokenizer against an independent reference: tests/numpy/reference_bpe.py, OpenAI's
// encoder.py loop with the GPT-2 pattern in Python's `regex` module. The script makes two
// tokenizers (400 merges learnt on a seeded corpus; 300 random merges with the tokens numbered
// in a random order), both as vocab.json + merges.txt and as tokenizer.json, and encodes
// thousands of seeded random texts (ASCII words and whitespace runs, any BMP character, emoji,
// combining marks, ill-formed UTF-8); each piece and each id must be the same.
// Python's regex module knows Unicode 15 and Qt 6.4 Unicode 14: the texts keep to characters
// both know (every BMP character and the emoji block are; some of Unicode 15's are not).
#include "bpetokenizerfiles.h"
#include "gpt2pretokenizer.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <random>

using namespace Qt::StringLiterals;
using attn::io::BpeTokenizer;
using attn::io::BpeTokenizerFiles;

namespace {

/// The python3 that has the `regex` module (Debian's python3-regex), or empty.
QString pythonWithRegex()
{
    for (const QString &candidate : {u"/usr/bin/python3"_s, u"python3"_s}) {
        QProcess p;
        p.start(candidate, {u"-c"_s, u"import regex"_s});
        if (p.waitForFinished(60000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0)
            return candidate;
    }
    return {};
}

bool runScript(const QString &python, const QStringList &arguments, QString *output)
{
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(python, QStringList{QStringLiteral(ATTENTION_LAB_SOURCE_DIR
                                                     "/tests/numpy/reference_bpe.py")} +
                              arguments);
    const bool finished = process.waitForFinished(300000);
    *output = QString::fromUtf8(process.readAll());
    return finished && process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0;
}

void appendCodePoint(std::string &out, char32_t c)
{
    attn::io::Gpt2Pretokenizer::appendUtf8(out, std::u32string_view(&c, 1));
}

/// A seeded random text as bytes: mostly ASCII words and whitespace, with any BMP character,
/// emoji, combining marks, contractions, and now and then bytes that are not UTF-8.
std::string randomBytes(std::mt19937 &rng)
{
    static const std::vector<std::string> words = {
        "the",    "thing", "and",   "in",      "on",   "quest",  "stand", "at",
        "it's",   "I'll",  "we're", "they've", "he'd", "I'm",    "don't", "IT'S",
        "SHE'LL", "2024",  "3.14",  "日本語",  "です", "привет", "x"};
    const auto pick = [&](unsigned n) { return rng() % n; };
    std::string out;
    const unsigned parts = pick(24);
    for (unsigned i = 0; i < parts; ++i) {
        switch (pick(14)) {
        case 0:
        case 1:
        case 2:
            out += words[pick(unsigned(words.size()))];
            break;
        case 3:
            out += std::string(pick(4) + 1, ' ');
            break;
        case 4:
            out += " ";
            break;
        case 5:
            out += "\t\n\r\v\f"[pick(5)];
            break;
        case 6:
            out += "!?.,'-\"()$%"[pick(11)];
            break;
        case 7:
            out += char('0' + pick(10));
            break;
        case 8: {
            char32_t c = 0xA0 + pick(0x10000 - 0xA0);
            if (c >= 0xD800 && c < 0xE000)
                c = 0x3042;
            appendCodePoint(out, c);
            break;
        }
        case 9:
            appendCodePoint(out, 0x1F600 + pick(0x50));
            break;
        case 10:
            appendCodePoint(out, 0x0300 + pick(0x70));
            break;
        case 11:
            appendCodePoint(out, pick(2) ? 0x3000 : 0x2003);
            break;
        case 12:
            out += char(0x80 + pick(0x80));
            break; // usually not UTF-8
        default:
            out += char('a' + pick(26));
            break;
        }
    }
    return out;
}

QString hex(const std::string &bytes)
{
    return QString::fromLatin1(QByteArray::fromStdString(bytes).toHex());
}

} // namespace

class TestBpeReference : public QObject
{
    Q_OBJECT

private slots:
    void sameAsReference_data();
    void sameAsReference();
};

void TestBpeReference::sameAsReference_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<int>("seed");
    QTest::addColumn<int>("merges");
    QTest::newRow("trained") << u"trained"_s << 1 << 400;
    QTest::newRow("random") << u"random"_s << 2 << 300;
}

void TestBpeReference::sameAsReference()
{
    QFETCH(QString, kind);
    QFETCH(int, seed);
    QFETCH(int, merges);
    const QString python = pythonWithRegex();
    if (python.isEmpty())
        QSKIP("python3 with the regex module not found (install python3-regex); skipped");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QString output;
    QVERIFY2(runScript(python,
                       {u"make"_s, dir.path(), u"--kind"_s, kind, u"--seed"_s,
                        QString::number(seed), u"--merges"_s, QString::number(merges)},
                       &output),
             qPrintable(output));

    std::mt19937 rng(std::uint32_t(seed) * 7919u);
    std::vector<std::string> texts;
    QJsonArray input;
    for (int i = 0; i < 3000; ++i) {
        texts.push_back(randomBytes(rng));
        input.append(hex(texts.back()));
    }
    const QString inputPath = dir.filePath(u"input.json"_s);
    const QString outputPath = dir.filePath(u"output.json"_s);
    QFile inputFile(inputPath);
    QVERIFY(inputFile.open(QIODevice::WriteOnly));
    inputFile.write(QJsonDocument(input).toJson(QJsonDocument::Compact));
    inputFile.close();
    QVERIFY2(runScript(python, {u"encode"_s, dir.path(), inputPath, outputPath}, &output),
             qPrintable(output));
    QFile outputFile(outputPath);
    QVERIFY(outputFile.open(QIODevice::ReadOnly));
    const QJsonObject reference = QJsonDocument::fromJson(outputFile.readAll()).object();
    const QJsonArray pieces = reference.value(u"pieces"_s).toArray();
    const QJsonArray ids = reference.value(u"ids"_s).toArray();
    QCOMPARE(pieces.size(), qsizetype(texts.size()));
    QCOMPARE(ids.size(), qsizetype(texts.size()));

    QString error;
    const std::optional<BpeTokenizer> fromVocab = BpeTokenizerFiles::readVocabAndMerges(
        dir.filePath(u"vocab.json"_s), dir.filePath(u"merges.txt"_s), &error);
    QVERIFY2(fromVocab, qPrintable(error));
    const std::optional<BpeTokenizer> fromJson =
        BpeTokenizerFiles::readTokenizerJson(dir.filePath(u"tokenizer.json"_s), &error);
    QVERIFY2(fromJson, qPrintable(error));
    QCOMPARE(fromVocab->size(), fromJson->size());
    QCOMPARE(fromVocab->mergeCount(), merges);

    qsizetype mergedTokens = 0;
    for (std::size_t i = 0; i < texts.size(); ++i) {
        QStringList expectedPieces, actualPieces;
        for (const QJsonValue &piece : pieces.at(qsizetype(i)).toArray())
            expectedPieces.append(piece.toString());
        for (const std::string &piece : attn::io::Gpt2Pretokenizer::splitUtf8(texts[i]))
            actualPieces.append(hex(piece));
        const QByteArray context = "text " + QByteArray::number(qsizetype(i)) + ": " +
                                   QByteArray::fromStdString(texts[i]).toHex();
        QVERIFY2(actualPieces == expectedPieces, context.constData());
        std::vector<int> expectedIds;
        for (const QJsonValue &id : ids.at(qsizetype(i)).toArray())
            expectedIds.push_back(id.toInt());
        QVERIFY2(fromVocab->encode(texts[i]).ids == expectedIds, context.constData());
        QVERIFY2(fromJson->encode(texts[i]).ids == expectedIds, context.constData());
        mergedTokens += std::count_if(expectedIds.begin(), expectedIds.end(), [&](int id) {
            return fromVocab->decodeBytes({id}).size() > 1;
        });
    }
    // The merges were used: the comparison is not only of byte tokens.
    QVERIFY2(mergedTokens > 1000, qPrintable(QString::number(mergedTokens)));
}

QTEST_GUILESS_MAIN(TestBpeReference)
#include "tst_bpereference.moc"
