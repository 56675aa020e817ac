#pragma once

#include <QStringList>

/// `attention-lab export FILE.json | --preset ID --view V [--head N] [--query I]
/// --out OUT.(png|svg|pdf) [--width W --height H --dpi D] [--transparent] [--no-values]
/// [--colour-map MAP] [--font-size PT] [--heads N,M]` (figureexport.h; `--view all --out
/// FOLDER [--format F]` for every view), or `... --matrix NAME [--head N] --out
/// OUT.(csv|json|npy)`, or `... --trace --out OUT.(npz|json)`. Renders without a window; needs a
/// QApplication (offscreen is enough). Returns an ExitStatus: 2 with a message on stderr for bad
/// arguments or input.
int runExportCommand(QStringList args);

/// The export part of --help.
QString exportUsageText();
