#pragma once

#include "scenario.h"

class ModelSession;

/// Head `head` of layer `layer` of the session's run as a one-head self-attention scenario
/// for the lab, the words as labels (attn::model::runHeadScenario(): the head's
/// interventions become the lab's temperature, scaling and mask). Its weights are the
/// head's weights in the run.
attn::Scenario modelHeadScenario(const ModelSession &session, int layer, int head);
