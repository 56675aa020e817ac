#pragma once

#include <QColor>

#include <functional>

class QCustomPlot;
class QWidget;

/// Brings plots that were built before an appearance switch (theme, presentation mode,
/// colour map) up to date, so that no view needs to know about the switches.
///
/// Views take their fonts, colours and gradients from PlotStyle and ColorMap when they
/// build a plot; afterwards those live inside QCustomPlot's elements. The restyler compares
/// the look before and after a switch and rewrites what still carries the old look: a
/// font scaled by the ratio of the scales, a colour that was the old text colour becomes the
/// new text colour, a colour map showing the old weights gradient gets the new one.
class PlotRestyler
{
public:
    /// Runs `change` (which sets PlotStyle / ColorMap), then restyles every plot and
    /// repaints every widget of every top-level window.
    static void change(const std::function<void()> &change);
    /// Restyles one plot from the look captured before to the current one (tests, exports).
    static void restyle(QCustomPlot *plot, double fontRatio, double lineRatio,
                        const std::function<QColor(const QColor &)> &mapColor);
};
