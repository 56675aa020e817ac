#include "exportarguments.h"

#include "imageexport.h"

#include <QRegularExpression>
#include <QTextStream>

#include <cmath>

int exportFail(const QString &message, int status)
{
    QTextStream(stderr) << "attention-lab export: " << message << Qt::endl;
    return status;
}

std::optional<int> parseLength(const QString &text, double dpi)
{
    static const QRegularExpression pattern(
        QStringLiteral("^\\s*([0-9]+(?:\\.[0-9]+)?)\\s*(px|cm|mm|in)?\\s*$"));
    const QRegularExpressionMatch match = pattern.match(text);
    if (!match.hasMatch())
        return std::nullopt;
    const double value = match.captured(1).toDouble();
    const QString unit = match.captured(2);
    double pixels = value;
    if (unit == QLatin1String("cm"))
        pixels = value / 2.54 * dpi;
    else if (unit == QLatin1String("mm"))
        pixels = value / 25.4 * dpi;
    else if (unit == QLatin1String("in"))
        pixels = value * dpi;
    else if (value != std::floor(value))
        return std::nullopt;
    if (!(pixels >= 1 && pixels <= ImageExport::maxPixels))
        return std::nullopt;
    return int(std::lround(pixels));
}

std::optional<int> parsePositive(const QString &text)
{
    bool ok = false;
    const int value = text.toInt(&ok);
    if (!ok || value < 1)
        return std::nullopt;
    return value;
}

ExportOptions takeExportOptions(QStringList &args)
{
    static const QStringList withValue = {
        QStringLiteral("--view"),       QStringLiteral("--head"),      QStringLiteral("--query"),
        QStringLiteral("--out"),        QStringLiteral("--width"),     QStringLiteral("--height"),
        QStringLiteral("--dpi"),        QStringLiteral("--matrix"),    QStringLiteral("--format"),
        QStringLiteral("--colour-map"), QStringLiteral("--font-size"), QStringLiteral("--heads"),
        QStringLiteral("--decimals"),
    };
    ExportOptions options;
    QStringList rest;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &arg = args.at(i);
        if (withValue.contains(arg)) {
            if (i + 1 >= args.size() || args.at(i + 1).startsWith(QLatin1String("--")))
                throw BadArguments{QStringLiteral("%1 needs a value").arg(arg)};
            if (options.values.contains(arg))
                throw BadArguments{QStringLiteral("%1 is given twice").arg(arg)};
            options.values.insert(arg, args.at(++i));
        } else if (arg == QLatin1String("--transparent")) {
            options.transparent = true;
        } else if (arg == QLatin1String("--no-values")) {
            options.noValues = true;
        } else if (arg == QLatin1String("--no-title")) {
            options.noTitle = true;
        } else if (arg == QLatin1String("--no-colour-bar")) {
            options.noColourBar = true;
        } else if (arg == QLatin1String("--trace")) {
            options.trace = true;
        } else if (arg == QLatin1String("--preset") || arg == QLatin1String("--model") ||
                   arg == QLatin1String("--text") || arg == QLatin1String("--layer")) {
            rest << arg; // ScenarioSource takes it with its value
            if (i + 1 < args.size())
                rest << args.at(++i);
        } else if (arg.startsWith(QLatin1Char('-'))) {
            throw BadArguments{QStringLiteral("unknown option '%1' (see --help)").arg(arg)};
        } else {
            rest << arg;
        }
    }
    args = rest;
    return options;
}
