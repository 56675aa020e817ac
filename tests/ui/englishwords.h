#pragma once

// The English words a Japanese window shows: every word of two or more Latin letters that
// is not a symbol of the mathematics, a file format, a unit, a key name or one of the data's
// own labels.

#include <QRegularExpression>
#include <QString>
#include <QStringList>

namespace languagewalk {

/// Words of two or more Latin letters that a Japanese window may show: the mathematics'
/// symbols and functions, file formats, units and key names.
inline const QStringList &allowedWords()
{
    static const QStringList words = {
        QStringLiteral("softmax"),
        QStringLiteral("argmax"),
        QStringLiteral("exp"),
        QStringLiteral("max"),
        QStringLiteral("sqrt"),
        QStringLiteral("tanh"),
        QStringLiteral("model"),
        QStringLiteral("PNG"),
        QStringLiteral("SVG"),
        QStringLiteral("PDF"),
        QStringLiteral("CSV"),
        QStringLiteral("JSON"),
        QStringLiteral("npy"),
        QStringLiteral("npz"),
        QStringLiteral("safetensors"),
        QStringLiteral("config"),
        QStringLiteral("json"),
        QStringLiteral("csv"),
        QStringLiteral("png"),
        QStringLiteral("svg"),
        QStringLiteral("pdf"),
        QStringLiteral("Ctrl"),
        QStringLiteral("Shift"),
        QStringLiteral("Alt"),
        QStringLiteral("Esc"),
        QStringLiteral("Del"),
        QStringLiteral("PgUp"),
        QStringLiteral("PgDown"),
        QStringLiteral("Tab"),
        QStringLiteral("Enter"),
        QStringLiteral("Attention"),
        QStringLiteral("Lab"),
        QStringLiteral("dpi"),
        QStringLiteral("px"),
        QStringLiteral("pt"),
        QStringLiteral("mm"),
        QStringLiteral("cm"),
        QStringLiteral("in"),
        QStringLiteral("ms"),
        QStringLiteral("KB"),
        QStringLiteral("MB"),
        QStringLiteral("GB"),
        QStringLiteral("GiB"),
        QStringLiteral("MiB"),
        QStringLiteral("KiB"),
        QStringLiteral("PCA"),
        QStringLiteral("Q"),
        QStringLiteral("NumPy"),
        QStringLiteral("ln"),
        QStringLiteral("inf"),
        QStringLiteral("nat"),
        QStringLiteral("out"),
        QStringLiteral("hardmax"),
        QStringLiteral("MultiHead"),
        QStringLiteral("Return"),
        QStringLiteral("head"),
        QStringLiteral("concat"),
        QStringLiteral("ij"), // subscripts of the formula (a_ij)
        // Names: the architecture, the colour maps, a language named in itself.
        QStringLiteral("Transformer"),
        QStringLiteral("Viridis"),
        QStringLiteral("Cividis"),
        QStringLiteral("Magma"),
        QStringLiteral("English"),
        QStringLiteral("Hugging"), // Hugging Face, whose model cache File > Open model lists
        QStringLiteral("Face"),
        QStringLiteral("GPT"),
    };
    return words;
}

/// The English words of `texts` that are neither allowed nor one of `labels` (the data's
/// own token names, which the user typed in whatever language).
inline QStringList englishWords(const QStringList &texts, const QStringList &labels)
{
    static const QRegularExpression word(QStringLiteral("[A-Za-z][A-Za-z]+"));
    QStringList found;
    for (const QString &text : texts) {
        QString rest = text;
        for (const QString &label : labels) // whole words only: "a" is no part of "softmax"
            if (!label.isEmpty())
                rest.replace(QRegularExpression(QStringLiteral("(?<![A-Za-z])") +
                                                QRegularExpression::escape(label) +
                                                QStringLiteral("(?![A-Za-z])")),
                             QStringLiteral(" "));
        // Latin labels and allowed words cut short ("sle…" of "sleepy", "argm…" of
        // "argmax"), and one technical term.
        for (const QString &label : labels + allowedWords())
            for (qsizetype n = label.size() - 1; n >= 2; --n)
                rest.replace(label.left(n) + u'…', QStringLiteral(" "));
        rest.replace(QStringLiteral("one-hot"), QStringLiteral(" "));
        // Paths of the user's files.
        rest.remove(QRegularExpression(QStringLiteral("(^|\\s)/\\S*")));
        // Subscripted symbols (W_Q, d_k, d_model) and the letters of formulas.
        rest.replace(QRegularExpression(QStringLiteral("\\b[A-Za-z]+_\\w+")), QStringLiteral(" "));
        for (auto it = word.globalMatch(rest); it.hasNext();) {
            const QString match = it.next().captured();
            // Symbols: Q, K, QK, and the like.
            const bool symbol = match.size() <= 3 && match == match.toUpper();
            if (!symbol && !allowedWords().contains(match) &&
                !found.contains(match + QStringLiteral(" in “") + text + u'”'))
                found << match + QStringLiteral(" in “") + text + u'”';
        }
    }
    return found;
}

} // namespace languagewalk
