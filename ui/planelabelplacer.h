#pragma once

#include <QList>
#include <QPointF>
#include <QRectF>
#include <QSizeF>

/// Where the labels of the plane's arrows go, in pixels: each just beyond its arrow's tip
/// if that spot is free, otherwise at the free spot around the tip nearest to it. A spot
/// is free when the label stays inside the plot's area and covers neither a label placed
/// before it nor another arrow's tip. Labels are placed in the order given, so the most
/// important (the query, the output, the heaviest keys) come first and keep their spot.
class PlaneLabelPlacer
{
public:
    struct Label
    {
        QPointF tip;       ///< the arrow's tip, in pixels
        QPointF direction; ///< unit vector from the origin to the tip, in pixels (y down)
        QSizeF size;       ///< the label's box
        double reach = 24; ///< preferred distance from the tip to the box's centre
    };

    explicit PlaneLabelPlacer(const QRectF &area) : m_area(area) {}

    /// Box centres for `labels`, in the same order.
    QList<QPointF> place(const QList<Label> &labels) const;

    /// How much of `box` lies outside the area or on `taken` boxes and `tips`, in px².
    double cost(const QRectF &box, const QList<QRectF> &taken, const QList<QPointF> &tips,
                const QPointF &ownTip) const;

private:
    QRectF m_area;
};
