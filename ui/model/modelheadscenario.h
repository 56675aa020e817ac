#pragma once

#include "scenario.h"

class ModelSession;

/// Head `head` of layer `layer` of the session's run as a one-head self-attention scenario
/// for the lab (attn::model::headScenario on that layer's input X after its LayerNorm, the
/// words as labels), with the head's interventions as the lab's own settings: its
/// temperature as the temperature, its scaling factor c as the custom scaling c / sqrt(d_h),
/// the masked tokens in a custom mask. Its weights are the head's weights in the run.
attn::Scenario modelHeadScenario(const ModelSession &session, int layer, int head);
