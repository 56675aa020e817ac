#include "valueaxisticks.h"

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace {

/// Decimals that print `step` (and so its multiples) exactly: 0.25 -> 2, 5 -> 0.
int decimalsOf(double step)
{
    for (int decimals = 0; decimals < 9; ++decimals) {
        const double scaled = step * std::pow(10.0, decimals);
        if (std::abs(scaled - std::round(scaled)) < 1e-6 * scaled)
            return decimals;
    }
    return 9;
}

QString tickText(double value, double step)
{
    if (std::abs(value) < step * 1e-9)
        return QStringLiteral("0");
    if (std::abs(value) >= 1e6 || std::abs(step) < 1e-6)
        return QString::number(value, 'g', 3);
    return QString::number(value, 'f', decimalsOf(step));
}

} // namespace

double ValueAxisTicks::roundStepAtLeast(double least)
{
    if (!(least > 0) || !std::isfinite(least))
        return 0;
    double power = std::pow(10.0, std::floor(std::log10(least)));
    for (int attempt = 0; attempt < 2; ++attempt, power *= 10)
        for (double mantissa : {1.0, 2.0, 5.0})
            if (mantissa * power >= least * (1 - 1e-12))
                return mantissa * power;
    return 0;
}

void ValueAxisTicks::fit(QCPAxis *axis)
{
    QSharedPointer<QCPAxisTickerText> ticker = axis->ticker().dynamicCast<QCPAxisTickerText>();
    if (!ticker) {
        ticker.reset(new QCPAxisTickerText);
        axis->setTicker(ticker);
    }
    ticker->clear();
    const bool vertical = axis->orientation() == Qt::Vertical;
    const double length = vertical ? axis->axisRect()->height() : axis->axisRect()->width();
    const QCPRange range = axis->range();
    if (length <= 0 || !(range.size() > 0))
        return;
    const QFontMetricsF metrics(axis->tickLabelFont());
    // Along a vertical axis a label takes its line height; along a horizontal one, the
    // widest label this range can print.
    double extent = metrics.height();
    if (!vertical)
        extent = std::max(metrics.horizontalAdvance(QString::number(range.lower, 'g', 3)),
                          metrics.horizontalAdvance(QString::number(range.upper, 'g', 3)));
    const double gap = vertical ? extent * 0.6 : metrics.horizontalAdvance(QStringLiteral("00"));
    // Only ticks whose label lies beside the rect: half a label in from either end.
    const double unitsPerPixel = range.size() / length;
    const double low = range.lower + extent / 2 * unitsPerPixel;
    const double high = range.upper - extent / 2 * unitsPerPixel;
    if (!(high >= low))
        return;
    // Neighbouring labels a label and a gap apart; when no multiple of that step lies in
    // the range, the one roundest value in it alone.
    const double step = roundStepAtLeast((extent + gap) * unitsPerPixel);
    if (step <= 0 || std::floor(high / step + 1e-9) < std::ceil(low / step - 1e-9)) {
        // The value with the fewest digits in the range, nearest its middle.
        const double largest = std::max(std::abs(low), std::abs(high));
        if (!(largest > 0) || !std::isfinite(largest))
            return;
        for (double power = std::pow(10.0, std::ceil(std::log10(largest))); power > largest * 1e-9;
             power /= 10) {
            if (std::floor(high / power + 1e-9) < std::ceil(low / power - 1e-9))
                continue;
            const double k =
                std::clamp(std::round((low + high) / 2 / power), std::ceil(low / power - 1e-9),
                           std::floor(high / power + 1e-9));
            ticker->addTick(k * power, tickText(k * power, power));
            return;
        }
        return;
    }
    for (double k = std::ceil(low / step - 1e-9); k * step <= high + step * 1e-9; k += 1) {
        const double value = k * step;
        ticker->addTick(value, tickText(value, step));
    }
}
