#pragma once

#include <QString>

class Document;
struct ExportOptions;

/// `attention-lab export ... --view VIEW --out OUT.png|svg|pdf`, or `--view all --out FOLDER`:
/// the figures of `document` with the options' size, dpi, fonts, colour map and heads.
/// Returns an ExitStatus (the message of a problem on stderr).
int exportFigures(Document &document, const ExportOptions &options, const QString &out);
