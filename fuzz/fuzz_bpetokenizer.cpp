// GPT-2 tokenizers: any bytes as tokenizer.json, and as merges.txt beside a fixed vocab.json,
// give a tokenizer or an error; any bytes as text encode, without a crash, to ids that decode
// to the text as read (ill-formed UTF-8 as U+FFFD), in pieces that join to that text.
#include "bpetokenizerfiles.h"
#include "bytelevelalphabet.h"
#include "fuzzinput.h"
#include "gpt2pretokenizer.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <cstdlib>

namespace {

/// The 256 byte tokens and the results of kMerges, as vocab.json.
QByteArray vocabJson()
{
    QJsonObject vocab;
    for (int byte = 0; byte < 256; ++byte)
        vocab.insert(
            QString::fromStdString(attn::io::ByteLevelAlphabet::encode(std::string(1, char(byte)))),
            byte);
    int id = 256;
    for (const char *token :
         {"he", "ll", "hell", "Ġw", "or", "Ġwor", "ld", "Ġworld", "ĠĠ", "ãģ", "ãģĤ", "ðŁ", "'s"})
        vocab.insert(QString::fromUtf8(token), id++);
    return QJsonDocument(vocab).toJson(QJsonDocument::Compact);
}

const char kMerges[] = "#version: 0.2\nh e\nl l\nhe ll\nĠ w\no r\nĠw or\nl d\nĠwor ld\nĠ Ġ\n"
                       "ã ģ\nãģ Ĥ\nð Ł\n' s\n";

/// Encodes `text` and checks what the encoding promises.
void checkEncoding(const attn::io::BpeTokenizer &tokenizer, const QByteArray &text)
{
    const std::string_view bytes(text.constData(), std::size_t(text.size()));
    const attn::io::BpeEncoding encoding = tokenizer.encode(bytes);
    qsizetype replacements = 0;
    const std::u32string read = attn::io::Gpt2Pretokenizer::decodeUtf8(bytes, &replacements);
    std::string expected;
    attn::io::Gpt2Pretokenizer::appendUtf8(expected, read);
    if (encoding.replacements != replacements || tokenizer.decodeBytes(encoding.ids) != expected)
        std::abort();
    std::string joined;
    for (const std::u32string_view piece : attn::io::Gpt2Pretokenizer::split(read)) {
        if (piece.empty())
            std::abort();
        attn::io::Gpt2Pretokenizer::appendUtf8(joined, piece);
    }
    if (joined != expected)
        std::abort();
    for (const int id : encoding.ids)
        if (id < 0 || id >= tokenizer.size())
            std::abort();
    if (!encoding.ids.empty())
        (void)tokenizer.tokenText(encoding.ids.front());
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static const std::optional<attn::io::BpeTokenizer> fixed =
        attn::io::BpeTokenizerFiles::parseVocabAndMerges(vocabJson(), QStringLiteral("vocab.json"),
                                                         QByteArray(kMerges),
                                                         QStringLiteral("merges.txt"), nullptr);
    if (!fixed)
        std::abort();
    static const QByteArray vocab = vocabJson();
    const QByteArray input = fuzzInput(data, size);
    checkEncoding(*fixed, input);

    for (int form = 0; form < 2; ++form) {
        QString error;
        const std::optional<attn::io::BpeTokenizer> tokenizer =
            form == 0 ? attn::io::BpeTokenizerFiles::parseTokenizerJson(
                            input, QStringLiteral("tokenizer.json"), &error)
                      : attn::io::BpeTokenizerFiles::parseVocabAndMerges(
                            vocab, QStringLiteral("vocab.json"), input,
                            QStringLiteral("merges.txt"), &error);
        if (!tokenizer) {
            if (error.isEmpty())
                std::abort();
            continue;
        }
        checkEncoding(*tokenizer, input);
    }
    return 0;
}
