#pragma once

#include "presetlibrary.h"

#include <vector>

namespace attn {

/// The graph presets (shared/seeds/003, "attention in graph neural networks"): acetic acid's
/// heavy atoms joined by their bonds, the same atoms all joined with their distances, and a
/// circle of friends. In teaching order; presetLibrary() lists them after the sequences.
std::vector<Preset> graphPresets();

} // namespace attn
