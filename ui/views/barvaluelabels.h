#pragma once

#include <qcustomplot.h>

#include <QList>
#include <QVector>

#include <vector>

/// The numbers written over bars: where each goes, and whether a row of them fits on one
/// line over its bars without two touching.
class BarValueLabels
{
public:
    /// A value label and the key of the bar it names.
    struct Placed
    {
        QCPItemText *label;
        double key;
    };

    /// Puts `label` over (or, for a negative value, under) the bar at `key` with `text`.
    static void set(QCPItemText *label, double key, double value, const QString &text);
    /// The height a label of `labels` takes over its bar, padding and a small gap included.
    static double lineHeight(const QList<QCPItemText *> &labels);
    /// The labels that have a text, with their bars' keys, in key order.
    static std::vector<Placed> placed(const QList<QCPItemText *> &labels,
                                      const QVector<double> &keys);
    /// Whether `items` fit side by side on one line over their bars, `gap` pixels apart,
    /// within [left, right]: a label that would stick out at an end moves inward. With
    /// `apply`, puts them there.
    static bool arrangeOneLine(const std::vector<Placed> &items, const QCPAxis *keyAxis,
                               double left, double right, double gap, bool apply);
    /// Value range [lower, upper] that holds [low, high] (low <= 0 <= high, in units of the
    /// data) with `above` and `below` pixels of room for labels on a panel `pixels` tall.
    static QCPRange paddedRange(double low, double high, double above, double below, double pixels);
};
