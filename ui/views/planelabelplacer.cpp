#include "planelabelplacer.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace {

double overlapArea(const QRectF &a, const QRectF &b)
{
    const QRectF i = a.intersected(b);
    return i.isEmpty() ? 0.0 : i.width() * i.height();
}

QRectF boxAround(const QPointF &centre, const QSizeF &size)
{
    return QRectF(centre.x() - size.width() / 2, centre.y() - size.height() / 2, size.width(),
                  size.height());
}

// A tip counts as a small square: a label over it hides where the arrow ends.
constexpr double kTipRadius = 5;

} // namespace

double PlaneLabelPlacer::cost(const QRectF &box, const QList<QRectF> &taken,
                              const QList<QPointF> &tips, const QPointF &ownTip) const
{
    double c = box.width() * box.height() - overlapArea(box, m_area); // outside the area
    for (const QRectF &other : taken)
        c += overlapArea(box, other);
    for (const QPointF &tip : tips) {
        const double weight = tip == ownTip ? 4.0 : 1.0; // never over its own tip
        c += weight * overlapArea(box, QRectF(tip.x() - kTipRadius, tip.y() - kTipRadius,
                                              2 * kTipRadius, 2 * kTipRadius));
    }
    return c;
}

std::pair<QPointF, double> PlaneLabelPlacer::bestSpot(const Label &l, const QSizeF &size,
                                                      const QList<QRectF> &taken,
                                                      const QList<QPointF> &tips) const
{
    // Candidates: the preferred spot, then rings of spots around the tip, each ring
    // further out; the first free one wins, otherwise the least covered.
    const double preferred = std::atan2(l.direction.y(), l.direction.x());
    const double halfDiagonal = std::hypot(size.width(), size.height()) / 2;
    const double reach = std::max(
        l.reach - std::hypot(l.size.width(), l.size.height()) / 2 + halfDiagonal, halfDiagonal);
    QPointF best = l.tip;
    double bestCost = std::numeric_limits<double>::infinity();
    for (int ring = 0; ring < 4 && bestCost > 0; ++ring) {
        const double distance = ring == 0 ? reach : halfDiagonal + 6 + 14 * (ring - 1);
        for (int k = 0; k < 16 && bestCost > 0; ++k) {
            // 0, +1, -1, +2, -2 ... steps of 22.5° away from the preferred direction.
            const int step = (k + 1) / 2 * (k % 2 ? 1 : -1);
            const double angle = preferred + step * M_PI / 8;
            const QPointF centre =
                l.tip + QPointF(std::cos(angle) * distance * 1.3, std::sin(angle) * distance);
            const double c = cost(boxAround(centre, size), taken, tips, l.tip);
            if (c < bestCost) {
                bestCost = c;
                best = centre;
            }
            if (ring == 0)
                break; // the preferred spot is one candidate
        }
    }
    return {best, bestCost};
}

QList<PlaneLabelPlacer::Placement> PlaneLabelPlacer::place(const QList<Label> &labels) const
{
    QList<QPointF> tips;
    for (const Label &l : labels)
        tips << l.tip;
    QList<QRectF> taken;
    QList<Placement> placements;
    for (const Label &l : labels) {
        Placement p;
        QSizeF size = l.size;
        auto [centre, c] = bestSpot(l, size, taken, tips);
        p.fit = c <= 0 ? Fit::Whole : Fit::Hidden;
        if (p.fit == Fit::Hidden && !l.shortSize.isEmpty()) {
            const auto [shortCentre, shortCost] = bestSpot(l, l.shortSize, taken, tips);
            if (shortCost <= 0) {
                p.fit = Fit::Short;
                size = l.shortSize;
                centre = shortCentre;
            }
        }
        if (p.fit == Fit::Hidden && l.mustShow)
            p.fit = Fit::Forced;
        p.centre = centre;
        if (p.fit != Fit::Hidden)
            taken << boxAround(centre, size);
        placements << p;
    }
    return placements;
}
