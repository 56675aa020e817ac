#pragma once

#include <QStringList>

class QCPAxis;
class QCPAxisTickerText;

/// Labels a horizontal category axis (one slot per label, at 0, 1, ...) without turning
/// them: on one line when the widest fits its slot, else on two or three staggered lines
/// (every second label one line lower, so each has two slots of room, or every third), else
/// on three lines each shortened with "…" (the view's tooltip names the key in full). Turned text is hard to
/// read in Japanese, and skipping a label hides a token; only beyond about one character per
/// slot (hundreds of keys) are labels skipped.
class CategoryAxisLabels
{
public:
    /// Fits `labels` to the axis rect's current width; true when some label is shortened.
    static bool fit(QCPAxis *axis, QCPAxisTickerText *ticker, const QStringList &labels);
};
