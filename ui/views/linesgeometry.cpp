#include "linesgeometry.h"

#include <algorithm>
#include <cmath>

void LinesGeometry::layOut(const Input &input)
{
    m_input = input;
    const double most = kLabelShare * input.plot.width();
    m_queryWidth = std::min(input.queryNames, most);
    m_keyWidth = std::min(input.keyNames, most);
}

double LinesGeometry::pitch(Side side) const
{
    const int n = count(side);
    if (n <= 0)
        return 0;
    return std::min(m_input.plot.height() / n, kMostPitch * m_input.labelHeight);
}

double LinesGeometry::top(Side side) const
{
    return m_input.plot.top() + (m_input.plot.height() - pitch(side) * count(side)) / 2;
}

QRectF LinesGeometry::column(Side side) const
{
    const QRectF &p = m_input.plot;
    if (side == Side::Query)
        return QRectF(p.left(), top(side), m_queryWidth, pitch(side) * count(side));
    return QRectF(p.right() - m_keyWidth, top(side), m_keyWidth, pitch(side) * count(side));
}

QPointF LinesGeometry::anchor(Side side, int index) const
{
    const double y = top(side) + pitch(side) * (index + 0.5);
    const QRectF c = column(side);
    return side == Side::Query ? QPointF(c.right() + kGap, y) : QPointF(c.left() - kGap, y);
}

QRectF LinesGeometry::labelRect(Side side, int index) const
{
    const QRectF c = column(side);
    const double y = anchor(side, index).y();
    return QRectF(c.left(), y - m_input.labelHeight / 2, c.width(), m_input.labelHeight);
}

int LinesGeometry::labelStep(Side side) const
{
    const double p = pitch(side);
    if (p <= 0 || p >= m_input.labelHeight)
        return 1;
    return int(std::ceil(m_input.labelHeight / p));
}

bool LinesGeometry::showsLabel(Side side, int index, int emphasised) const
{
    const int n = count(side);
    if (index < 0 || index >= n)
        return false;
    if (index == emphasised)
        return true;
    const int step = labelStep(side);
    // Names closer than `step` tokens to the emphasised one would overlap it.
    if (emphasised >= 0 && emphasised < n && std::abs(index - emphasised) < step)
        return false;
    if (index == 0 || index == n - 1)
        return true;
    // The last name is always shown: a name of the one-in-k that would touch it gives way.
    return index % step == 0 && (n - 1) - index >= step;
}

int LinesGeometry::tokenAt(Side side, const QPointF &pos) const
{
    const int n = count(side);
    const double p = pitch(side);
    if (n <= 0 || p <= 0)
        return -1;
    const QRectF c = column(side);
    // The names and the lines' ends, a gap and a half wide.
    const QRectF hit =
        side == Side::Query ? c.adjusted(0, 0, 1.5 * kGap, 0) : c.adjusted(-1.5 * kGap, 0, 0, 0);
    if (!hit.contains(pos))
        return -1;
    return std::clamp(int((pos.y() - top(side)) / p), 0, n - 1);
}
