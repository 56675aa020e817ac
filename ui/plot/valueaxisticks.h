#pragma once

class QCPAxis;

/// Ticks of a value axis chosen from the pixels the axis has: as many as its length holds at
/// its tick label font with a gap between neighbours, on a round step (1, 2 or 5 times a power
/// of ten), and only where the whole label stays beside the axis rect; an axis too short for
/// two keeps the one value of fewest digits. Panels stacked
/// above each other then never mix their tick labels, whatever the window size or font.
class ValueAxisTicks
{
public:
    /// Gives `axis` a fixed list of ticks fitted to its current range and pixel length (call
    /// after the layout has sized the axis rect).
    static void fit(QCPAxis *axis);
    /// The smallest round step (1, 2 or 5 times a power of ten: short labels) of at least
    /// `least`.
    static double roundStepAtLeast(double least);
};
