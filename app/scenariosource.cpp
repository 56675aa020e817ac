#include "scenariosource.h"

#include "presetlibrary.h"
#include "scenariofile.h"
#include "validation.h"

bool ScenarioSource::parse(QStringList &args, QString *error)
{
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
