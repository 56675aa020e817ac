#pragma once

#include "validationissue.h"

#include <QCoreApplication>
#include <QString>

/// The engine's field paths in the words of the window. Validation issues name fields as
/// the scenario stores them ("heads[0].wv", "headCount", "keyDim"); people know them as
/// "W_V of head 1", "the number of heads", "d_k per head". The engine stays Qt-free and
/// untranslated, so this is the one place that names its fields for people (translated).
class FieldNames
{
    Q_DECLARE_TR_FUNCTIONS(FieldNames)
public:
    /// The name of the field path `field` as the user knows it; `field` itself if unknown.
    static QString name(const QString &field);
    /// `message` with every field path in it replaced by its name; a symbol right after a
    /// path ("heads[0].wv (W_V)") is dropped, the name already says it. A message that
    /// began with a path begins with a capital letter, unless it begins with a symbol (d_k).
    static QString reword(const QString &message);
    /// An issue's sentence in the language of the moment: its template and the words among
    /// its arguments translated (context "ValidationIssue"), then reword(). An issue without
    /// a template is its message reworded.
    static QString describe(const attn::ValidationIssue &issue);
};
