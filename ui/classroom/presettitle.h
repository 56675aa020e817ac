#pragma once

#include "languageswitcher.h"
#include "presetlibrary.h"

#include <QString>

/// The title of `preset` in the language of the moment (presets carry their own Japanese).
inline QString presetTitle(const attn::Preset &preset)
{
    const bool ja = LanguageSwitcher::instance()->language() == QLatin1String("ja");
    return QString::fromStdString(ja ? preset.titleJa : preset.titleEn);
}
