#pragma once

#include <QColor>

class QCPColorGradient;

/// The colour gradients of the heatmaps. Both are perceptually ordered and readable with
/// the common forms of colour-blindness, and both survive printing in grey.
class ColorMap
{
public:
    /// Viridis, dark purple (0) to yellow (1): for weights in [0, 1].
    static QCPColorGradient viridis();
    /// Blue (negative) through near-white (0) to red (positive): for scores, which have a sign.
    static QCPColorGradient diverging();
    /// Black or white, whichever contrasts more with `background` (WCAG relative luminance).
    static QColor textColorFor(const QColor &background);
};
