#pragma once

#include "headintervention.h"
#include "modelrun.h"
#include "modelweights.h"
#include "scenario.h"

#include <string>
#include <vector>

namespace attn::model {

/// The lab's self-attention scenario of block `layer` on input tokens X (after LN_1):
/// every head with its slices W_Q^i, W_K^i, W_V^i (columns i d_h ..) and biases, W_O and b_O,
/// causal mask (and the masked positions hidden from later queries), scaling 1/sqrt(d_h);
/// a head's temperature T and factor c are folded into its query side (W_Q^i, b_Q^i times
/// c / T), which gives softmax(c s q.k / T) exactly; a switched-off head is disabled.
Scenario layerScenario(const ModelWeights &weights, int layer, const Matrix &attentionInput,
                       const Interventions &interventions, std::vector<std::string> labels = {});

/// Head `head` of block `layer` as a one-head scenario to explore in the lab: X (after
/// LN_1), that head's W_Q, W_K, W_V slices and biases, its rows of W_O (d_h x width; b_O
/// belongs to the sum of all heads and is left out), causal mask, scaling 1/sqrt(d_h),
/// temperature 1: its weights and output are exactly the head's in the model.
Scenario headScenario(const ModelWeights &weights, int layer, int head,
                      const Matrix &attentionInput, std::vector<std::string> labels = {});

/// The causal mask of `n` tokens with the masked positions of `interventions` hidden from
/// every later query: query i sees key j when j = i, or j < i and j is not masked.
BoolMatrix causalMaskHiding(Eigen::Index n, const Interventions &interventions);

/// Head `head` of block `layer` as it runs in `run`: headScenario() on that layer's input X,
/// with the head's interventions as the lab's own settings (its temperature T as the
/// temperature, its factor c as the custom scaling c / sqrt(d_h), the masked tokens in a
/// custom mask, causalMaskHiding()), so that its weights are the head's weights in the run:
/// softmax(c q.k / (sqrt(d_h) T)). A head switched off is shown as it computes.
Scenario runHeadScenario(const ModelRun &run, int layer, int head,
                         std::vector<std::string> labels = {});

} // namespace attn::model
