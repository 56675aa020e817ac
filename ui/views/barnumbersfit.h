#pragma once

#include <QList>
#include <QVector>

#include <functional>

class QCPAxisRect;
class QCPItemText;

/// The numbers over the bars of the softmax view and the value ranges that leave them room:
/// which rows of numbers fit without touching, where each goes, and the axis ranges.
class BarNumbersFit
{
public:
    /// Scores panel: raw and tempered numbers side by side on one line, else on two lines
    /// (each then has a whole slot), else the raw ones only; a row shown whole or not at
    /// all, and only while the bars keep half the panel. Raw (left axis) and tempered
    /// (right axis, when `tempered` is not empty) ranges put zero at the same height.
    static void fitScores(QCPAxisRect *scoreRect, const QList<QCPItemText *> &rawLabels,
                          const QList<QCPItemText *> &temperedLabels, const QVector<double> &raw,
                          const QVector<double> &tempered);
    /// Weights panel: every weight's number when they fit, else those of the keys not
    /// masked (the hatching says the rest), with three decimals or two (or the figure's
    /// choice); none where `roomLeft` is false (a note covers the panel).
    static void fitWeights(QCPAxisRect *weightRect, const QList<QCPItemText *> &labels,
                           const QVector<double> &weights,
                           const std::function<bool(int)> &isKeyMasked, bool roomLeft);
};
