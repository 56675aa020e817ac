#pragma once

#include "scenario.h"

#include <QString>
#include <QStringList>

/// Where a command takes its scenario from: a file argument or `--preset ID`.
class ScenarioSource
{
public:
    /// Takes `--preset ID` or the first non-option argument out of `args`.
    /// Returns false with `error` set when neither is present or the preset is unknown.
    bool parse(QStringList &args, QString *error);
    /// Loads the scenario; on failure sets `error` naming the file and the field.
    bool load(attn::Scenario &out, QString *error) const;
    bool isEmpty() const { return m_presetId.isEmpty() && m_path.isEmpty(); }
    QString presetId() const { return m_presetId; }
    QString path() const { return m_path; }

private:
    QString m_presetId;
    QString m_path;
};
