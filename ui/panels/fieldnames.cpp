#include "fieldnames.h"

#include <QRegularExpression>

namespace {

// An indexed path ("heads[1].wq", "importedWeights[0]") with the symbol the engine may put
// after it; a named setting; or a matrix named as the subject of a sentence ("keys has 4
// rows": the plain word "keys" elsewhere in a sentence is English, not a field).
const QRegularExpression &fieldPattern()
{
    static const QRegularExpression pattern(QStringLiteral(
        R"((heads|importedWeights)\[(\d+)\](?:\.(\w+))?(?: \((?:W_Q|W_K|W_V|w_v)\))?)"
        R"(|\b(temperature|customScale|headCount|keyDim|valueDim|outputDim|additiveHidden)"
        R"(|queryLabels|keyLabels|validLength|customMask|outputProjection|importedWeights)"
        R"(|sourceTokens)\b(?: \(W_O\))?)"
        R"(|^(queries|keys|values|tokens|heads)$)"
        R"(|\b(queries|keys|values|tokens|heads)(?= (?:is|has|contains) ))"));
    return pattern;
}

QString headPart(const QString &part, int head)
{
    if (part.isEmpty())
        return FieldNames::tr("head %1").arg(head);
    if (part == QLatin1String("wq"))
        return FieldNames::tr("W_Q of head %1").arg(head);
    if (part == QLatin1String("wk"))
        return FieldNames::tr("W_K of head %1").arg(head);
    if (part == QLatin1String("wv"))
        return FieldNames::tr("W_V of head %1").arg(head);
    if (part == QLatin1String("additiveV"))
        return FieldNames::tr("w_v of head %1").arg(head);
    if (part == QLatin1String("additiveQ"))
        return FieldNames::tr("A_q of head %1").arg(head);
    if (part == QLatin1String("additiveK"))
        return FieldNames::tr("A_k of head %1").arg(head);
    if (part == QLatin1String("combineWeight"))
        return FieldNames::tr("the weight of head %1").arg(head);
    return FieldNames::tr("%1 of head %2").arg(part).arg(head);
}

QString settingName(const QString &field)
{
    struct Name
    {
        const char *field;
        const char *name;
    };
    static const Name names[] = {
        {"temperature", QT_TRANSLATE_NOOP("FieldNames", "the temperature T")},
        {"customScale", QT_TRANSLATE_NOOP("FieldNames", "the scale factor s")},
        {"headCount", QT_TRANSLATE_NOOP("FieldNames", "the number of heads")},
        {"heads", QT_TRANSLATE_NOOP("FieldNames", "the list of heads")},
        {"keyDim", QT_TRANSLATE_NOOP("FieldNames", "d_k per head")},
        {"valueDim", QT_TRANSLATE_NOOP("FieldNames", "d_v per head")},
        {"outputDim", QT_TRANSLATE_NOOP("FieldNames", "d_out")},
        {"additiveHidden",
         QT_TRANSLATE_NOOP("FieldNames", "the hidden width of the additive score")},
        {"queryLabels", QT_TRANSLATE_NOOP("FieldNames", "the list of query labels")},
        {"keyLabels", QT_TRANSLATE_NOOP("FieldNames", "the list of key labels")},
        {"validLength", QT_TRANSLATE_NOOP("FieldNames", "the valid length L")},
        {"customMask", QT_TRANSLATE_NOOP("FieldNames", "the custom mask")},
        {"outputProjection", QT_TRANSLATE_NOOP("FieldNames", "W_O")},
        {"importedWeights", QT_TRANSLATE_NOOP("FieldNames", "the imported weights")},
        {"queries", QT_TRANSLATE_NOOP("FieldNames", "Q (the queries)")},
        {"keys", QT_TRANSLATE_NOOP("FieldNames", "K (the keys)")},
        {"values", QT_TRANSLATE_NOOP("FieldNames", "V (the values)")},
        {"tokens", QT_TRANSLATE_NOOP("FieldNames", "X (the tokens)")},
        {"sourceTokens", QT_TRANSLATE_NOOP("FieldNames", "Y (the source tokens)")},
    };
    for (const Name &n : names) {
        if (field == QLatin1String(n.field))
            return FieldNames::tr(n.name);
    }
    return field;
}

QString nameOf(const QRegularExpressionMatch &match)
{
    if (match.hasCaptured(1)) {
        const int head = match.captured(2).toInt() + 1; // the engine counts from 0, people from 1
        if (match.captured(1) == QLatin1String("importedWeights"))
            return FieldNames::tr("the imported weights of head %1").arg(head);
        return headPart(match.captured(3), head);
    }
    for (int group = 4; group <= 6; ++group) {
        if (match.hasCaptured(group))
            return settingName(match.captured(group));
    }
    return match.captured(0);
}

} // namespace

QString FieldNames::name(const QString &field)
{
    const QRegularExpressionMatch match = fieldPattern().match(field);
    if (match.hasMatch() && match.capturedStart() == 0 && match.capturedLength() == field.size())
        return nameOf(match);
    return field;
}

QString FieldNames::reword(const QString &message)
{
    QString out;
    qsizetype done = 0;
    bool startsWithField = false;
    QRegularExpressionMatchIterator it = fieldPattern().globalMatch(message);
    while (it.hasNext()) {
        const QRegularExpressionMatch match = it.next();
        if (match.capturedStart() == 0)
            startsWithField = true;
        out += QStringView(message).mid(done, match.capturedStart() - done);
        out += nameOf(match);
        done = match.capturedEnd();
    }
    out += QStringView(message).mid(done);
    // "The number of heads is ...", but "d_k per head is ..." keeps its symbol's case.
    if (startsWithField && out.size() > 1 && out[0].isLower() && out[1].isLetter())
        out[0] = out[0].toUpper();
    return out;
}

QString FieldNames::describe(const attn::ValidationIssue &issue)
{
    const char *english = issue.text.templ.c_str();
    const QString templ = QCoreApplication::translate("ValidationIssue", english);
    // Untranslated (English): the engine's sentence with its field paths reworded, as a whole
    // (the English templates name some fields in their text: "temperature is ...").
    if (issue.text.templ.empty() || templ == QString::fromUtf8(english))
        return reword(QString::fromStdString(issue.message));
    // Translated: the translation names its fields itself; each argument that is a field
    // path is reworded on its own, each word translated.
    std::vector<std::string> args;
    for (const attn::IssueArg &arg : issue.text.args)
        args.push_back(
            arg.translated
                ? QCoreApplication::translate("ValidationIssue", arg.text.c_str()).toStdString()
                : reword(QString::fromStdString(arg.text)).toStdString());
    QString text = QString::fromStdString(attn::IssueText::format(templ.toStdString(), args));
    // A space the template keeps around a placeholder (for "W_V", "3") goes where the
    // argument turned out to be Japanese too: "トークン は" is "トークンは".
    static const QRegularExpression betweenCjk(QStringLiteral(
        "(?<=[\\p{Han}\\p{Hiragana}\\p{Katakana}ー]) (?=[\\p{Han}\\p{Hiragana}\\p{Katakana}])"));
    return text.replace(betweenCjk, QString());
}
