#include "modelheadscenario.h"

#include "layerscenario.h"
#include "modelsession.h"

#include <cmath>

attn::Scenario modelHeadScenario(const ModelSession &session, int layer, int head)
{
    const attn::model::ModelRun &run = session.run();
    std::vector<std::string> labels;
    for (const QString &word : session.words())
        labels.push_back(word.toStdString());
    attn::Scenario s = attn::model::headScenario(session.weights(), layer, head,
                                                 run.layers()[std::size_t(layer)].attentionInput,
                                                 std::move(labels));
    const attn::model::HeadIntervention &h = session.interventions().head(layer, head);
    s.temperature = h.temperature;
    if (h.scaleFactor != 1.0) {
        s.scaling = attn::ScalingKind::Custom;
        s.customScale = h.scaleFactor / std::sqrt(double(session.weights().config.headWidth()));
    }
    const attn::model::Interventions &iv = session.interventions();
    if (!iv.maskedPositions.empty()) {
        // As the model hides them: causal, and a masked token seen by no later query.
        const Eigen::Index n = s.tokens.rows();
        s.mask = attn::MaskKind::Custom;
        s.customMask = attn::BoolMatrix::Constant(n, n, false);
        for (Eigen::Index i = 0; i < n; ++i)
            for (Eigen::Index j = 0; j <= i; ++j)
                s.customMask(i, j) = j == i || !iv.masks(int(j));
    }
    return s;
}
