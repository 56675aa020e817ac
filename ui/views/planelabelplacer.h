#pragma once

#include <QList>
#include <QPointF>
#include <QRectF>
#include <QSizeF>

#include <utility>

/// Where the labels of the plane's arrows go, in pixels: each just beyond its arrow's tip
/// if that spot is free, otherwise at the free spot around the tip nearest to it. A spot
/// is free when the label stays inside the plot's area and covers neither a label placed
/// before it nor another arrow's tip. Labels are placed in the order given, so the most
/// important (the query, the output, the heaviest keys) come first and keep their spot.
/// A label with no free spot is tried in its short form (its name without its weight);
/// with none for that either it is left out, unless it must be shown.
class PlaneLabelPlacer
{
public:
    struct Label
    {
        QPointF tip;           ///< the arrow's tip, in pixels
        QPointF direction;     ///< unit vector from the origin to the tip, in pixels (y down)
        QSizeF size;           ///< the label's box
        QSizeF shortSize;      ///< the box of its short form; empty when it has none
        double reach = 24;     ///< preferred distance from the tip to the box's centre
        bool mustShow = false; ///< drawn at the least covered spot when no spot is free
    };
    enum class Fit
    {
        Whole,  ///< the label as given, on a free spot
        Short,  ///< its short form, on a free spot
        Forced, ///< the label as given, at the least covered spot (mustShow)
        Hidden  ///< left out: nowhere free
    };
    struct Placement
    {
        QPointF centre;
        Fit fit = Fit::Hidden;
    };

    explicit PlaneLabelPlacer(const QRectF &area) : m_area(area) {}

    /// Where each of `labels` goes, in the same order.
    QList<Placement> place(const QList<Label> &labels) const;

    /// How much of `box` lies outside the area or on `taken` boxes and `tips`, in px².
    double cost(const QRectF &box, const QList<QRectF> &taken, const QList<QPointF> &tips,
                const QPointF &ownTip) const;

private:
    /// The least covered spot around `label`'s tip for a box of `size`, and its cost.
    std::pair<QPointF, double> bestSpot(const Label &label, const QSizeF &size,
                                        const QList<QRectF> &taken,
                                        const QList<QPointF> &tips) const;

    QRectF m_area;
};
