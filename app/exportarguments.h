#pragma once

#include "headlesscommands.h"

#include <QHash>
#include <QString>
#include <QStringList>

#include <optional>

/// A bad argument of `attention-lab export`, thrown by takeExportOptions(): a message and
/// exit status 2.
struct BadArguments
{
    QString message;
};

/// The options of `attention-lab export`, taken out of its argument list.
struct ExportOptions
{
    QHash<QString, QString> values; ///< "--view" -> "heatmap", ...
    bool transparent = false;
    bool noValues = false;
    bool noTitle = false;
    bool noColourBar = false;
    bool trace = false;
    /// The model layer (from 0) the scenario is, for the heatmap's title; -1: none.
    int modelLayer = -1;
};

/// Takes every option (and its value) out of `args`, leaving the scenario's arguments;
/// throws BadArguments for an unknown option, a missing value or an option given twice.
ExportOptions takeExportOptions(QStringList &args);

/// Writes "attention-lab export: MESSAGE" to stderr and returns `status`.
int exportFail(const QString &message, int status = ExitBadInput);

/// "1600", "1600px", "12cm", "120mm", "4.5in" -> pixels at `dpi`; nullopt for anything else
/// or beyond ImageExport::maxPixels.
std::optional<int> parseLength(const QString &text, double dpi);
/// A whole number from 1.
std::optional<int> parsePositive(const QString &text);
