// Reading GPT-2 tokenizers from vocab.json + merges.txt and from tokenizer.json: the forms
// Hugging Face writes (a "#version" line, blank last lines, CRLF, merges as strings or pairs,
// added tokens), the same tokenizer from either; and every refusal naming the file and the
// line or entry: invalid JSON, a key twice, ids out of range or given twice, merges naming
// tokens the vocabulary lacks or making one it lacks, malformed lines, files over the limit.
#include "bpetokenizerfiles.h"
#include "bytelevelalphabet.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using attn::io::BpeTokenizer;
using attn::io::BpeTokenizerFiles;

namespace {

/// The 256 byte tokens by byte value, then "he" (256), "ll" (257), "hell" (258), "Ġw" (259).
QJsonObject vocabObject()
{
    QJsonObject vocab;
    for (int byte = 0; byte < 256; ++byte)
        vocab.insert(
            QString::fromStdString(attn::io::ByteLevelAlphabet::encode(std::string(1, char(byte)))),
            byte);
    vocab.insert(u"he"_s, 256);
    vocab.insert(u"ll"_s, 257);
    vocab.insert(u"hell"_s, 258);
    vocab.insert(u"Ġw"_s, 259);
    return vocab;
}

QByteArray json(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

const QByteArray kMerges = "#version: 0.2\nh e\nl l\nhe ll\nĠ w\n\n\n"_ba;

QJsonObject tokenizerObject(const QJsonArray &merges)
{
    QJsonObject model{{u"type"_s, u"BPE"_s}, {u"vocab"_s, vocabObject()}, {u"merges"_s, merges}};
    QJsonObject root{{u"model"_s, model},
                     {u"pre_tokenizer"_s,
                      QJsonObject{{u"type"_s, u"ByteLevel"_s}, {u"add_prefix_space"_s, false}}}};
    root.insert(u"added_tokens"_s,
                QJsonArray{QJsonObject{{u"id"_s, 260}, {u"content"_s, u"<|endoftext|>"_s}}});
    return root;
}

QJsonObject withModel(QJsonObject root, const QString &key, const QJsonValue &value)
{
    QJsonObject model = root.value(u"model"_s).toObject();
    model.insert(key, value);
    root.insert(u"model"_s, model);
    return root;
}

QList<QByteArray> tokensOf(const BpeTokenizer &tokenizer, const char *text)
{
    QList<QByteArray> out;
    for (const int id : tokenizer.encode(text).ids)
        out.append(QByteArray::fromStdString(tokenizer.decodeBytes({id})));
    return out;
}

} // namespace

class TestBpeTokenizerFiles : public QObject
{
    Q_OBJECT

private slots:
    void vocabAndMerges();
    void tokenizerJsonBothMergeForms();
    void readsFilesFromDisk();
    void refusesVocabAndMerges_data();
    void refusesVocabAndMerges();
    void refusesTokenizerJson_data();
    void refusesTokenizerJson();
    void refusesOversizeAndMissingFiles();
};

void TestBpeTokenizerFiles::vocabAndMerges()
{
    for (const QByteArray &merges : {kMerges, QByteArray(kMerges).replace("\n", "\r\n"),
                                     "\xEF\xBB\xBFh e\nl l\nhe ll\nĠ w"_ba}) {
        QString error;
        const std::optional<BpeTokenizer> tokenizer = BpeTokenizerFiles::parseVocabAndMerges(
            json(vocabObject()), u"vocab.json"_s, merges, u"merges.txt"_s, &error);
        QVERIFY2(tokenizer, qPrintable(error));
        QCOMPARE(tokenizer->mergeCount(), 4);
        QCOMPARE(tokensOf(*tokenizer, "hello well"),
                 (QList<QByteArray>{"hell", "o", " w", "e", "ll"}));
    }
}

void TestBpeTokenizerFiles::tokenizerJsonBothMergeForms()
{
    const QJsonArray asStrings{u"h e"_s, u"l l"_s, u"he ll"_s, u"Ġ w"_s};
    const QJsonArray asPairs{QJsonArray{u"h"_s, u"e"_s}, QJsonArray{u"l"_s, u"l"_s},
                             QJsonArray{u"he"_s, u"ll"_s}, QJsonArray{u"Ġ"_s, u"w"_s}};
    for (const QJsonArray &merges : {asStrings, asPairs}) {
        QString error;
        const std::optional<BpeTokenizer> tokenizer = BpeTokenizerFiles::parseTokenizerJson(
            json(tokenizerObject(merges)), u"tokenizer.json"_s, &error);
        QVERIFY2(tokenizer, qPrintable(error));
        QCOMPARE(tokensOf(*tokenizer, "hello well"),
                 (QList<QByteArray>{"hell", "o", " w", "e", "ll"}));
        // The added token follows the vocabulary; text naming it is taken literally.
        QCOMPARE(tokenizer->size(), 261);
        QCOMPARE(tokenizer->id("<|endoftext|>"), std::optional<int>(260));
        QCOMPARE(tokenizer->decode({258, 260}), u"hell<|endoftext|>"_s);
        QCOMPARE(tokenizer->encode("<|endoftext|>").ids.size(), std::size_t(13));
    }
    // An added token the vocabulary already has at that id is the same token.
    QJsonObject root = tokenizerObject(asStrings);
    QJsonObject vocab = vocabObject();
    vocab.insert(u"<|endoftext|>"_s, 260);
    root = withModel(root, u"vocab"_s, vocab);
    QString error;
    const std::optional<BpeTokenizer> tokenizer =
        BpeTokenizerFiles::parseTokenizerJson(json(root), u"tokenizer.json"_s, &error);
    QVERIFY2(tokenizer, qPrintable(error));
    QCOMPARE(tokenizer->size(), 261);
}

void TestBpeTokenizerFiles::readsFilesFromDisk()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const auto write = [&](const QString &name, const QByteArray &bytes) {
        QFile file(dir.filePath(name));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
    };
    write(u"vocab.json"_s, json(vocabObject()));
    write(u"merges.txt"_s, kMerges);
    write(u"tokenizer.json"_s, json(tokenizerObject({u"h e"_s, u"l l"_s})));
    QString error;
    QVERIFY2(BpeTokenizerFiles::readVocabAndMerges(dir.filePath(u"vocab.json"_s),
                                                   dir.filePath(u"merges.txt"_s), &error),
             qPrintable(error));
    const std::optional<BpeTokenizer> fromJson =
        BpeTokenizerFiles::readTokenizerJson(dir.filePath(u"tokenizer.json"_s), &error);
    QVERIFY2(fromJson, qPrintable(error));
    QCOMPARE(fromJson->mergeCount(), 2);
}

void TestBpeTokenizerFiles::refusesVocabAndMerges_data()
{
    QTest::addColumn<QByteArray>("vocab");
    QTest::addColumn<QByteArray>("merges");
    QTest::addColumn<QString>("message");

    const QByteArray good = json(vocabObject());
    QJsonObject vocab = vocabObject();
    QTest::newRow("invalid JSON") << good.chopped(1) << kMerges << u"vocab.json: not valid JSON"_s;
    QTest::newRow("not an object")
        << "[1, 2]"_ba << kMerges << u"vocab.json: expected a JSON object"_s;
    QTest::newRow("key twice") << "{\"he\":5,"_ba + good.sliced(1) << kMerges
                               << u"vocab.json: he is given twice"_s;
    vocab.insert(u"he"_s, 999);
    QTest::newRow("id too large")
        << json(vocab) << kMerges
        << u"vocab.json: token \"he\" has the id 999, not a whole number from 0 to 259"_s;
    vocab.insert(u"he"_s, -1);
    QTest::newRow("negative id") << json(vocab) << kMerges
                                 << u"token \"he\" has the id -1, not a whole number"_s;
    vocab.insert(u"he"_s, 1.5);
    QTest::newRow("fraction") << json(vocab) << kMerges
                              << u"token \"he\" has the id 1.5, not a whole number"_s;
    vocab.insert(u"he"_s, u"256"_s);
    QTest::newRow("string id") << json(vocab) << kMerges
                               << u"token \"he\" has the id \"256\", not a whole number"_s;
    vocab.insert(u"he"_s, 257);
    QTest::newRow("id twice") << json(vocab) << kMerges
                              << u"vocab.json: tokens \"he\" and \"ll\" both have the id 257"_s;
    vocab = vocabObject();
    vocab.remove(u"Ġ"_s);
    vocab.insert(u"other"_s, 32);
    QTest::newRow("byte token missing")
        << json(vocab) << kMerges
        << u"vocab.json: the vocabulary lacks \"Ġ\", the token of byte 0x20"_s;
    QTest::newRow("merge names an unknown token")
        << good << "#version: 0.2\nh e\nl zz\n"_ba
        << u"merges.txt: line 3: the merge \"l\" \"zz\" names \"zz\", which is not in the "
           u"vocabulary"_s;
    QTest::newRow("merge makes an unknown token")
        << good << "h e\nl l\nh l\n"_ba
        << u"merges.txt: line 3: the merge \"h\" \"l\" makes \"hl\", which is not in the "
           u"vocabulary"_s;
    QTest::newRow("merge twice") << good << "h e\nl l\nh e\n"_ba
                                 << u"merges.txt: line 3: the merge \"h\" \"e\" was already "
                                    u"given as merge 0"_s;
    QTest::newRow("three tokens") << good << "h e\nl l x\n"_ba
                                  << u"merges.txt: line 2 is not two tokens separated by one "
                                     u"space"_s;
    QTest::newRow("one token") << good << "#version: 0.2\nhe\n"_ba
                               << u"merges.txt: line 2 is not two tokens"_s;
    QTest::newRow("blank line within")
        << good << "h e\n\nl l\n"_ba << u"merges.txt: line 2 is blank, within the merges"_s;
}

void TestBpeTokenizerFiles::refusesVocabAndMerges()
{
    QFETCH(QByteArray, vocab);
    QFETCH(QByteArray, merges);
    QFETCH(QString, message);
    QString error;
    QVERIFY(!BpeTokenizerFiles::parseVocabAndMerges(vocab, u"vocab.json"_s, merges, u"merges.txt"_s,
                                                    &error));
    QVERIFY2(error.contains(message), qPrintable(error));
}

void TestBpeTokenizerFiles::refusesTokenizerJson_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("message");

    const QJsonObject good = tokenizerObject({u"h e"_s, u"l l"_s});
    QTest::newRow("invalid JSON") << "{\"model\": "_ba << u"tokenizer.json: not valid JSON"_s;
    QTest::newRow("not BPE") << json(withModel(good, u"type"_s, u"WordPiece"_s))
                             << u"tokenizer.json: model.type is \"WordPiece\", not \"BPE\""_s;
    QJsonObject prefixed = good;
    prefixed.insert(u"pre_tokenizer"_s,
                    QJsonObject{{u"type"_s, u"ByteLevel"_s}, {u"add_prefix_space"_s, true}});
    QTest::newRow("prefix space") << json(prefixed)
                                  << u"tokenizer.json: pre_tokenizer is not GPT-2's"_s;
    QTest::newRow("no vocab") << json(withModel(good, u"vocab"_s, QJsonArray{}))
                              << u"tokenizer.json: model.vocab is not an object"_s;
    QJsonObject vocab = vocabObject();
    vocab.insert(u"he"_s, 300);
    QTest::newRow("id out of range")
        << json(withModel(good, u"vocab"_s, vocab))
        << u"tokenizer.json: model.vocab: token \"he\" has the id 300, not a whole number "
           u"from 0 to 259"_s;
    QTest::newRow("bad merge entry")
        << json(withModel(good, u"merges"_s, QJsonArray{u"h e"_s, 5}))
        << u"tokenizer.json: model.merges[1] is neither \"a b\" nor [\"a\", \"b\"]"_s;
    QTest::newRow("bad merge pair")
        << json(withModel(good, u"merges"_s, QJsonArray{u"h e"_s, QJsonArray{u"l"_s}}))
        << u"tokenizer.json: model.merges[1] is neither"_s;
    QTest::newRow("merge names an unknown token")
        << json(withModel(good, u"merges"_s, QJsonArray{u"h e"_s, QJsonArray{u"q"_s, u"zz"_s}}))
        << u"tokenizer.json: model.merges[1]: the merge \"q\" \"zz\" names \"zz\""_s;
    QJsonObject clash = good;
    clash.insert(u"added_tokens"_s,
                 QJsonArray{QJsonObject{{u"id"_s, 257}, {u"content"_s, u"<|endoftext|>"_s}}});
    QTest::newRow("added token clash")
        << json(clash)
        << u"tokenizer.json: added_tokens[0] gives the id 257 to \"<|endoftext|>\", which the "
           u"vocabulary gives to \"ll\""_s;
    QJsonObject gap = good;
    gap.insert(u"added_tokens"_s,
               QJsonArray{QJsonObject{{u"id"_s, 262}, {u"content"_s, u"<|endoftext|>"_s}}});
    QTest::newRow("added token gap")
        << json(gap)
        << u"tokenizer.json: added_tokens[0] has the id 262; the next free id is 260"_s;
}

void TestBpeTokenizerFiles::refusesTokenizerJson()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, message);
    QString error;
    QVERIFY(!BpeTokenizerFiles::parseTokenizerJson(json, u"tokenizer.json"_s, &error));
    QVERIFY2(error.contains(message), qPrintable(error));
}

void TestBpeTokenizerFiles::refusesOversizeAndMissingFiles()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString big = dir.filePath(u"tokenizer.json"_s);
    {
        QFile file(big);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.resize(BpeTokenizerFiles::kMaxFileBytes + 1)); // sparse: no disk used
    }
    QString error;
    QVERIFY(!BpeTokenizerFiles::readTokenizerJson(big, &error));
    QVERIFY2(error.contains(big) && error.contains(u"64 MiB"_s), qPrintable(error));
    const QString missing = dir.filePath(u"merges.txt"_s);
    QFile vocab(dir.filePath(u"vocab.json"_s));
    QVERIFY(vocab.open(QIODevice::WriteOnly));
    vocab.write(json(vocabObject()));
    vocab.close();
    QVERIFY(!BpeTokenizerFiles::readVocabAndMerges(vocab.fileName(), missing, &error));
    QVERIFY2(error.contains(missing), qPrintable(error));
}

QTEST_GUILESS_MAIN(TestBpeTokenizerFiles)
#include "tst_bpetokenizerfiles.moc"
