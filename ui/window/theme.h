#pragma once

#include <QPalette>

/// The look of the whole program: a light or a dark theme for widgets and plots alike, and
/// the high-contrast variant presentation mode uses (projectors wash out greys).
class Theme
{
public:
    enum class Kind
    {
        Light,
        Dark,
    };

    /// Switches widgets (application palette) and plots (PlotStyle, restyled in place).
    static void apply(Kind kind);
    static Kind current();
    /// Turns the high-contrast variant of the current theme on or off.
    static void setHighContrast(bool high);
    static bool isHighContrast();
    /// The palette of a theme; the light one is the style's own, with darker text when
    /// `highContrast`.
    static QPalette palette(Kind kind, bool highContrast);

private:
    static void update(Kind kind, bool highContrast);
};
