#pragma once

#include <QStringList>

/// Exit statuses of the command line.
enum ExitStatus
{
    ExitOk = 0,
    ExitFailure = 1,
    ExitBadInput = 2
};

/// `attention-lab compute FILE.json | --preset ID`: the trace as JSON on stdout.
int runComputeCommand(QStringList args);
/// `attention-lab presets`: one line per preset, "id<TAB>title".
int runPresetsCommand(const QStringList &args);
/// The text of --help.
QString usageText();
