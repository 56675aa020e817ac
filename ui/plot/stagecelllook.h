#pragma once

#include "computationstages.h"

#include <QColor>
#include <QString>

#include <qcustomplot.h>

/// How a cell of a stage looks, on screen (StageMatrixView) and in a figure (StepsFigure)
/// alike: its colour, its number and whether it is masked. Scores are coloured on a scale
/// symmetric around 0 up to the largest magnitude among the cells shown, weights from 0
/// to 1 with the weights colour map.
class StageCellLook
{
public:
    /// For the top-left `rows` x `columns` cells of `stage` (the part shown), which must
    /// outlive the look.
    StageCellLook(const ComputationStage &stage, int rows, int columns);

    bool isMasked(int row, int column) const;
    /// The fill of an unmasked cell.
    QColor background(int row, int column) const;
    /// Black or white against the background; the text colour on a masked cell.
    QColor textColor(int row, int column) const;
    /// The number printed in the cell ("0" for a masked weight, "−∞" for a masked score).
    QString text(int row, int column) const;

    /// A number as a cell shows it: 0.707, -12.4, 103, 5e-05, −∞.
    static QString number(double value);

private:
    const ComputationStage &m_stage;
    mutable QCPColorGradient m_gradient; ///< color() updates its lookup table
    QCPRange m_range;
    bool m_hasMask = false;
};
