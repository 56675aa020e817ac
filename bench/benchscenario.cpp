#include "benchscenario.h"

#include "projectionfactory.h"

namespace attnbench {

attn::Scenario selfAttentionScenario(int tokens, int modelDim, int heads, bool causal)
{
    attn::Scenario scenario;
    scenario.mode = attn::InputMode::SelfAttention;
    scenario.tokens = attn::seededNormal(tokens, modelDim, 20240601, 1.0);
    scenario.headCount = heads;
    scenario.projectionInit = attn::ProjectionInit::Random;
    scenario.seed = 7;
    scenario.scaling = attn::ScalingKind::InverseSqrtKeyDim;
    scenario.mask = causal ? attn::MaskKind::Causal : attn::MaskKind::None;
    scenario.combination = attn::HeadCombination::ConcatProject;
    scenario.temperature = 1.0;
    attn::refreshProjections(scenario);
    return scenario;
}

} // namespace attnbench
