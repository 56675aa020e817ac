#include "colormap.h"

#include <qcustomplot.h>

#include <cmath>

namespace {

QCPColorGradient gradientFrom(std::initializer_list<QRgb> stops)
{
    QCPColorGradient gradient;
    gradient.clearColorStops();
    gradient.setColorInterpolation(QCPColorGradient::ciRGB);
    gradient.setNanHandling(QCPColorGradient::nhTransparent);
    const double last = double(stops.size() - 1);
    int index = 0;
    for (QRgb rgb : stops)
        gradient.setColorStopAt(index++ / last, QColor(rgb));
    return gradient;
}

double linearChannel(double srgb)
{
    return srgb <= 0.04045 ? srgb / 12.92 : std::pow((srgb + 0.055) / 1.055, 2.4);
}

} // namespace

QCPColorGradient ColorMap::viridis()
{
    // Viridis sampled at eleven evenly spaced points; linear interpolation between these is
    // indistinguishable from the full 256-entry table at heatmap cell sizes.
    return gradientFrom({0x440154, 0x482475, 0x414487, 0x355f8d, 0x2a788e, 0x21918c, 0x22a884,
                         0x44bf70, 0x7ad151, 0xbddf26, 0xfde725});
}

QCPColorGradient ColorMap::diverging()
{
    // ColorBrewer RdBu (reversed so that negative is blue), without its darkest ends so the
    // printed numbers stay legible on every cell.
    return gradientFrom(
        {0x2166ac, 0x4393c3, 0x92c5de, 0xd1e5f0, 0xf7f7f7, 0xfddbc7, 0xf4a582, 0xd6604d, 0xb2182b});
}

QColor ColorMap::textColorFor(const QColor &background)
{
    const double luminance = 0.2126 * linearChannel(background.redF()) +
                             0.7152 * linearChannel(background.greenF()) +
                             0.0722 * linearChannel(background.blueF());
    // Contrast ratio against white is 1.05 / (L + 0.05), against black (L + 0.05) / 0.05;
    // they are equal at L = 0.179.
    return luminance > 0.179 ? QColor(0x10, 0x10, 0x10) : QColor(Qt::white);
}
