#include "modelcomputecommand.h"

#include "headlesscommands.h"
#include "jsonstreamwriter.h"
#include "matrixjson.h"
#include "modeltextrun.h"

#include <QFile>
#include <QTextStream>

namespace {

int fail(const QString &message)
{
    QTextStream(stderr) << "attention-lab: compute: " << message << Qt::endl;
    return ExitBadInput;
}

/// Takes `option VALUE` out of `args` into `value`; false when the option has no value.
bool takeOption(QStringList &args, const QString &option, QString *value, bool *given)
{
    const qsizetype at = args.indexOf(option);
    if (at < 0)
        return true;
    if (at + 1 >= args.size())
        return false;
    *value = args.at(at + 1);
    *given = true;
    args.remove(at, 2);
    return true;
}

} // namespace

int runModelComputeCommand(QStringList args)
{
    QString folder, text, top = QStringLiteral("10");
    bool hasFolder = false, hasText = false, hasTop = false;
    for (const auto &[option, value, given] :
         {std::tuple{QStringLiteral("--model"), &folder, &hasFolder},
          std::tuple{QStringLiteral("--text"), &text, &hasText},
          std::tuple{QStringLiteral("--top"), &top, &hasTop}})
        if (!takeOption(args, option, value, given))
            return fail(QStringLiteral("%1 needs a value").arg(option));
    if (!args.isEmpty())
        return fail(QStringLiteral("unexpected argument '%1'").arg(args.first()));
    if (!hasText)
        return fail(QStringLiteral("--model needs --text \"...\": the text the model reads"));
    bool topOk = false;
    const int count = top.toInt(&topOk);
    if (!topOk || count < 1)
        return fail(QStringLiteral("--top needs a whole number from 1"));

    ModelTextRun model;
    QString error;
    if (!model.start(folder, text, &error))
        return fail(error);
    const attn::io::CheckpointTokenizer &tokenizer = model.checkpoint.tokenizer;
    const attn::model::ModelConfig &config = model.checkpoint.weights->config;
    QFile out;
    if (!out.open(stdout, QIODevice::WriteOnly))
        return ExitFailure;
    // Streamed: 1,024 tokens of a 12 x 12 model are 150 million weights.
    JsonStreamWriter json(out);
    json.beginObject();
    json.key(QLatin1StringView("attention"));
    json.beginArray();
    for (std::size_t l = 0; l < model.run->layerCount(); ++l) {
        json.beginArray();
        for (const attn::HeadTrace &head : model.run->layer(l).attention.heads)
            MatrixJson::writeRows(json, head.weights);
        json.endArray();
    }
    json.endArray();
    json.key(QLatin1StringView("model"));
    json.beginObject();
    json.key(QLatin1StringView("d_model"));
    json.number(config.width);
    json.key(QLatin1StringView("heads"));
    json.number(config.headCount);
    json.key(QLatin1StringView("layers"));
    json.number(config.layerCount);
    json.key(QLatin1StringView("n_positions"));
    json.number(config.contextLength);
    json.key(QLatin1StringView("tokenizer"));
    json.string(tokenizer.bytePairs ? QStringLiteral("bpe") : QStringLiteral("words"));
    json.key(QLatin1StringView("vocab_size"));
    json.number(config.vocabSize);
    json.endObject();
    json.key(QLatin1StringView("next"));
    json.beginArray();
    for (const attn::model::NextToken &next : model.run->topNextTokens(count)) {
        json.beginObject();
        json.key(QLatin1StringView("id"));
        json.number(next.token);
        json.key(QLatin1StringView("probability"));
        json.number(next.probability);
        json.key(QLatin1StringView("text"));
        json.string(tokenizer.tokenText(next.token));
        json.endObject();
    }
    json.endArray();
    json.key(QLatin1StringView("tokens"));
    json.beginArray();
    for (int id : model.tokens) {
        json.beginObject();
        json.key(QLatin1StringView("id"));
        json.number(id);
        json.key(QLatin1StringView("text"));
        json.string(tokenizer.tokenText(id));
        json.endObject();
    }
    json.endArray();
    json.key(QLatin1StringView("unknown_words"));
    json.beginArray();
    for (const std::string &word : model.unknown)
        json.string(QString::fromStdString(word));
    json.endArray();
    json.endObject();
    return json.finish() && out.flush() ? ExitOk : ExitFailure;
}
