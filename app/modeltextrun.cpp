#include "modeltextrun.h"

bool ModelTextRun::start(const QString &folder, const QString &text, QString *error)
{
    std::optional<attn::io::ModelCheckpoint> read = attn::io::readModelCheckpoint(folder, error);
    if (!read)
        return false;
    checkpoint = std::move(*read);
    if (!checkpoint.tokenizer.canEncode()) {
        *error = QStringLiteral("%1 has no tokenizer (vocab.txt, tokenizer.json, or vocab.json "
                                "with merges.txt)")
                     .arg(folder);
        return false;
    }
    unknown.clear();
    tokens = checkpoint.tokenizer.encode(text, &unknown);
    const int context = checkpoint.weights->config.contextLength;
    if (tokens.empty()) {
        *error = QStringLiteral("the text gives no token the model knows");
        return false;
    }
    if (int(tokens.size()) > context) {
        *error = QStringLiteral("the text is %1 tokens; the model reads at most %2")
                     .arg(tokens.size())
                     .arg(context);
        return false;
    }
    run.emplace(checkpoint.weights);
    if (const std::string message = run->run(tokens); !message.empty()) {
        *error = QString::fromStdString(message);
        return false;
    }
    return true;
}
