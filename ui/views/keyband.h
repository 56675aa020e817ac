#pragma once

class QColor;
class QCustomPlot;
class QCPAxisRect;
class QCPItemRect;

/// A band behind one key of a bar panel, the whole height of the panel whatever its value
/// range: the highlight of the selected key, or the hatching of a masked one.
class KeyBand
{
public:
    /// A hidden band in `rect`'s panel: filled with `colour`, or a MaskedBand (hatched) when
    /// `colour` is invalid.
    static QCPItemRect *create(QCustomPlot *plot, QCPAxisRect *rect, const QColor &colour);
    /// Shows `band` over [key - halfWidth, key + halfWidth].
    static void place(QCPItemRect *band, double key, double halfWidth);
};
