#pragma once

#include "scenario.h"

#include <QString>
#include <QStringList>

/// Where a command takes its scenario from: a file argument, `--preset ID`, or one layer of a
/// model run on a text, `--model DIR --text "..." --layer L` (every head of layer L, from 1,
/// as layerScenario() makes it: the lab's scenario of that layer's attention in the run).
class ScenarioSource
{
public:
    /// Takes `--preset ID`, `--model DIR --text T --layer L` or the first non-option
    /// argument out of `args`. Returns false with `error` set when none is present, the
    /// preset is unknown or the model's options are incomplete.
    bool parse(QStringList &args, QString *error);
    /// Loads the scenario; on failure sets `error` naming the file and the field.
    bool load(attn::Scenario &out, QString *error) const;
    bool isEmpty() const
    {
        return m_presetId.isEmpty() && m_path.isEmpty() && m_modelFolder.isEmpty();
    }
    QString presetId() const { return m_presetId; }
    QString path() const { return m_path; }
    /// The model layer (from 0) a `--model` source takes, or -1 for a file or a preset: a
    /// heatmap of it is titled with its layer.
    int modelLayer() const { return m_modelFolder.isEmpty() ? -1 : m_modelLayer; }

private:
    bool parseModel(QStringList &args, QString *error);
    bool loadModel(attn::Scenario &out, QString *error) const;

    QString m_presetId;
    QString m_path;
    QString m_modelFolder;
    QString m_modelText;
    int m_modelLayer = 0; ///< from 0
};
