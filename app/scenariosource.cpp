#include "scenariosource.h"

#include "layerscenario.h"
#include "modeltextrun.h"
#include "presetlibrary.h"
#include "scenariofile.h"
#include "validation.h"

bool ScenarioSource::parse(QStringList &args, QString *error)
{
    if (args.contains(QStringLiteral("--model")))
        return parseModel(args, error);
    const qsizetype presetAt = args.indexOf(QStringLiteral("--preset"));
    if (presetAt >= 0) {
        if (presetAt + 1 >= args.size()) {
            *error = QStringLiteral("--preset needs an id (see 'attention-lab presets')");
            return false;
        }
        m_presetId = args.at(presetAt + 1);
        args.remove(presetAt, 2);
        if (!attn::findPreset(m_presetId.toStdString())) {
            *error =
                QStringLiteral("unknown preset '%1' (see 'attention-lab presets')").arg(m_presetId);
            return false;
        }
        return true;
    }
    for (qsizetype i = 0; i < args.size(); ++i) {
        if (!args.at(i).startsWith(QLatin1Char('-'))) {
            m_path = args.takeAt(i);
            return true;
        }
    }
    *error = QStringLiteral("no scenario given: name a FILE.json or use --preset ID");
    return false;
}

bool ScenarioSource::load(attn::Scenario &out, QString *error) const
{
    if (!m_modelFolder.isEmpty())
        return loadModel(out, error);
    if (!m_presetId.isEmpty()) {
        out = attn::findPreset(m_presetId.toStdString())->scenario;
        return true;
    }
    if (ScenarioFile::load(m_path, out, error))
        return true;
    // Parse errors name the field; the user also needs to know which file.
    if (!error->contains(m_path))
        *error = m_path + QStringLiteral(": ") + *error;
    return false;
}

bool ScenarioSource::parseModel(QStringList &args, QString *error)
{
    QString layer;
    for (const auto &[option, value] : {std::pair{QStringLiteral("--model"), &m_modelFolder},
                                        std::pair{QStringLiteral("--text"), &m_modelText},
                                        std::pair{QStringLiteral("--layer"), &layer}}) {
        const qsizetype at = args.indexOf(option);
        if (at < 0 || at + 1 >= args.size()) {
            *error = QStringLiteral("--model DIR needs --text \"...\" and --layer L: the text "
                                    "the model reads and the layer to show (from 1)");
            return false;
        }
        *value = args.at(at + 1);
        args.remove(at, 2);
    }
    bool ok = false;
    m_modelLayer = layer.toInt(&ok) - 1;
    if (!ok || m_modelLayer < 0) {
        *error = QStringLiteral("--layer takes a number from 1, not '%1'").arg(layer);
        return false;
    }
    return true;
}

bool ScenarioSource::loadModel(attn::Scenario &out, QString *error) const
{
    ModelTextRun model;
    if (!model.start(m_modelFolder, m_modelText, error))
        return false;
    const int layers = model.checkpoint.weights->config.layerCount;
    if (m_modelLayer >= layers) {
        *error =
            QStringLiteral("--layer %1: the model has %2 layers").arg(m_modelLayer + 1).arg(layers);
        return false;
    }
    std::vector<std::string> labels;
    for (int id : model.tokens)
        labels.push_back(
            attn::io::CheckpointTokenizer::visible(model.checkpoint.tokenizer.tokenText(id))
                .toStdString());
    out = attn::model::layerScenario(*model.checkpoint.weights, m_modelLayer,
                                     model.run->layer(std::size_t(m_modelLayer)).attentionInput, {},
                                     std::move(labels));
    return true;
}
