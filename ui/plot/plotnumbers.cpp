// PlotStyle's numbers as text: fixed decimals for weights, three significant digits for
// scores, and the infinities and NaN spelled out.
#include "plotstyle.h"

#include <cmath>

QString PlotStyle::fixed(double value, int decimals)
{
    if (std::isinf(value))
        return value > 0 ? QStringLiteral("∞") : QStringLiteral("−∞");
    // Beyond a billion, fixed notation would print up to 309 digits (1.8e308) and widen
    // every label and the window with them.
    if (std::abs(value) >= 1e9)
        return QString::number(value, 'e', decimals);
    QString text = QString::number(value, 'f', decimals);
    // "-0.000" would suggest a sign that rounding has removed.
    if (text.startsWith(u'-') && text.mid(1).toDouble() == 0.0)
        text.remove(0, 1);
    return text;
}

QString PlotStyle::compact(double value)
{
    if (std::isinf(value))
        return value > 0 ? QStringLiteral("∞") : QStringLiteral("−∞");
    if (std::isnan(value))
        return QStringLiteral("—");
    if (value == 0.0)
        return QStringLiteral("0");
    QString text = QString::number(value, 'g', 3);
    return text;
}
