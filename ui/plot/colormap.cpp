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

QCPColorGradient ColorMap::cividis()
{
    // Cividis sampled at eleven evenly spaced points, like viridis above.
    return gradientFrom({0x00224e, 0x083370, 0x35456c, 0x4f576c, 0x666970, 0x7d7c78, 0x948f78,
                         0xaea371, 0xc8b866, 0xe4cf55, 0xfee838});
}

QCPColorGradient ColorMap::magma()
{
    return gradientFrom({0x000004, 0x140e36, 0x3b0f70, 0x641a80, 0x8c2981, 0xb73779, 0xde4968,
                         0xf7705c, 0xfe9f6d, 0xfecf92, 0xfcfdbf});
}

QCPColorGradient ColorMap::greyscale()
{
    // Zero weight is the paper itself; the darkest grey still lets black numbers be read
    // next to the white ones that textColorFor() picks on it.
    return gradientFrom({0xffffff, 0x1a1a1a});
}

QCPColorGradient ColorMap::purpleOrange()
{
    // ColorBrewer PuOr (reversed so that negative is purple), without its darkest ends.
    return gradientFrom(
        {0x542788, 0x8073ac, 0xb2abd2, 0xd8daeb, 0xf7f7f7, 0xfee0b6, 0xfdb863, 0xe08214, 0xb35806});
}

namespace {
// The choice is global because every view and every export shows the same maps.
ColorMap::WeightsMap s_weightsMap = ColorMap::WeightsMap::Viridis;
ColorMap::ScoresMap s_scoresMap = ColorMap::ScoresMap::BlueRed;
} // namespace

void ColorMap::setWeightsMap(WeightsMap map)
{
    s_weightsMap = map;
}

ColorMap::WeightsMap ColorMap::weightsMap()
{
    return s_weightsMap;
}

void ColorMap::setScoresMap(ScoresMap map)
{
    s_scoresMap = map;
}

ColorMap::ScoresMap ColorMap::scoresMap()
{
    return s_scoresMap;
}

QCPColorGradient ColorMap::weights()
{
    switch (s_weightsMap) {
    case WeightsMap::Cividis:
        return cividis();
    case WeightsMap::Magma:
        return magma();
    case WeightsMap::Greyscale:
        return greyscale();
    case WeightsMap::Viridis:
        break;
    }
    return viridis();
}

QCPColorGradient ColorMap::scores()
{
    switch (s_scoresMap) {
    case ScoresMap::PurpleOrange:
        return purpleOrange();
    case ScoresMap::Greyscale:
        // Black for the most negative score, white for the most positive: order survives
        // printing even though the sign has no hue of its own.
        return gradientFrom({0x1a1a1a, 0xffffff});
    case ScoresMap::BlueRed:
        break;
    }
    return diverging();
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
