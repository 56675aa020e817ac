#pragma once

#include <vector>

namespace attn::model {

/// What a user changed of one head inside a running model.
struct HeadIntervention
{
    bool enabled = true;      ///< false: the head's output counts as zeros
    double temperature = 1.0; ///< T > 0: the head's weights are softmax(c s q.k / T)
    double scaleFactor = 1.0; ///< c: multiplies the model's own scaling s = 1/sqrt(d_h)

    bool operator==(const HeadIntervention &) const = default;
};

/// Every intervention on a running model: per layer and head, and tokens hidden from the
/// queries after them (every layer).
struct Interventions
{
    std::vector<std::vector<HeadIntervention>> heads; ///< [layer][head]; missing = untouched
    std::vector<int> maskedPositions; ///< key positions no later query may attend to

    /// The intervention on head `head` of layer `layer` (untouched when not listed).
    const HeadIntervention &head(int layer, int head) const;
    /// Sets that intervention, growing heads as needed.
    void setHead(int layer, int head, const HeadIntervention &value);
    /// Whether position `position` is masked.
    bool masks(int position) const;

    bool operator==(const Interventions &) const = default;
};

} // namespace attn::model
