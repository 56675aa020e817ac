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
    /// Cividis, dark blue (0) to yellow (1): viridis re-tuned to look the same to readers with
    /// red-green colour-blindness.
    static QCPColorGradient cividis();
    /// Magma, black (0) through purple and orange to pale yellow (1).
    static QCPColorGradient magma();
    /// White (0) to near-black (1): for printing in black and white.
    static QCPColorGradient greyscale();
    /// Purple (negative) through near-white (0) to orange (positive): a diverging map whose two
    /// hues stay apart for every common colour-blindness.
    static QCPColorGradient purpleOrange();

    /// The user's choice for weights (View > Colour map); viridis until changed.
    enum class WeightsMap
    {
        Viridis,
        Cividis,
        Magma,
        Greyscale,
    };
    /// The user's choice for signed scores; blue-red until changed.
    enum class ScoresMap
    {
        BlueRed,
        PurpleOrange,
        Greyscale,
    };
    static void setWeightsMap(WeightsMap map);
    static WeightsMap weightsMap();
    static void setScoresMap(ScoresMap map);
    static ScoresMap scoresMap();
    /// The chosen gradient for weights in [0, 1].
    static QCPColorGradient weights();
    /// The chosen gradient for signed scores, centred on 0.
    static QCPColorGradient scores();

    /// Black or white, whichever contrasts more with `background` (WCAG relative luminance).
    static QColor textColorFor(const QColor &background);
};
