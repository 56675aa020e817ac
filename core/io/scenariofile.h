#pragma once

#include "scenario.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

class QIODevice;

/// Reads and writes scenario files: JSON with a "format" version (docs/scenario-format.md).
class ScenarioFile
{
public:
    /// The newest format read and written: 2 added "graph". A scenario without a graph is
    /// written as format 1, which readers of format 1 only still open.
    static constexpr int kFormatVersion = 2;
    /// Largest file accepted by load(), in bytes.
    static constexpr qint64 kMaxFileBytes = 256 * 1024 * 1024;

    /// Parses a scenario. On failure returns false, leaves `out` untouched and sets `error`
    /// to a sentence naming the offending field (e.g. "heads[0].wq: expected 3 x 3 ...").
    static bool fromJson(const QByteArray &json, attn::Scenario &out, QString *error);
    /// As fromJson(), but a scenario that is inconsistent yet within ScenarioLimits (a state
    /// the window holds while one edits) is accepted too: autosave files keep such states.
    static bool fromJsonEditable(const QByteArray &json, attn::Scenario &out, QString *error);
    /// Serialises a scenario; fromJson(toJson(s)) == s.
    static QByteArray toJson(const attn::Scenario &scenario);
    /// Writes toJson(scenario) to `device` as it goes (a large scenario's text is never
    /// whole in memory). False when the device refused a write.
    static bool write(QIODevice &device, const attn::Scenario &scenario);

    static bool load(const QString &path, attn::Scenario &out, QString *error);
    /// Atomic (QSaveFile): on failure the previous file is left intact.
    static bool save(const QString &path, const attn::Scenario &scenario, QString *error);

    // Messages are shown to users, so they are translatable (context "ScenarioFile").
    Q_DECLARE_TR_FUNCTIONS(ScenarioFile)
};
