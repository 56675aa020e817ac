#include "modelheadscenario.h"

#include "layerscenario.h"
#include "modelsession.h"

attn::Scenario modelHeadScenario(const ModelSession &session, int layer, int head)
{
    std::vector<std::string> labels;
    for (const QString &word : session.words())
        labels.push_back(word.toStdString());
    return attn::model::runHeadScenario(session.run(), layer, head, std::move(labels));
}
