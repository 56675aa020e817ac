#pragma once

#include "scenario.h"

#include <string>
#include <string_view>
#include <vector>

namespace attn {

/// A worked example from the teaching texts, ready to open.
struct Preset
{
    std::string id;            ///< e.g. "sleepy-child"
    std::string titleEn;       ///< short title, English
    std::string titleJa;       ///< short title, Japanese (UTF-8)
    std::string explanationEn; ///< one paragraph, English
    std::string explanationJa; ///< one paragraph, Japanese (UTF-8)
    Scenario scenario;
};

/// All presets, in teaching order.
const std::vector<Preset> &presetLibrary();

/// The preset with this id, or nullptr.
const Preset *findPreset(std::string_view id);

} // namespace attn
