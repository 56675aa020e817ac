#include "headcolours.h"

#include "plotstyle.h"

#include <array>
#include <cmath>

QColor HeadColours::of(int head)
{
    // Okabe-Ito, blue first (the app's weight colours are blue-green), yellow last: on white
    // it is the faintest, so a darker ochre stands in for it.
    static const std::array<QColor, 8> okabeIto = {
        QColor(0x00, 0x72, 0xb2), // blue
        QColor(0xd5, 0x5e, 0x00), // vermilion
        QColor(0x00, 0x9e, 0x73), // bluish green
        QColor(0xcc, 0x79, 0xa7), // reddish purple
        QColor(0xe6, 0x9f, 0x00), // orange
        QColor(0x56, 0xb4, 0xe9), // sky blue
        QColor(0x20, 0x20, 0x20), // black
        QColor(0xb8, 0xa8, 0x00), // yellow, darkened
    };
    if (head < 0)
        head = 0;
    if (head < int(okabeIto.size())) {
        QColor colour = okabeIto[std::size_t(head)];
        if (PlotStyle::isDark() && head == 6)
            colour = QColor(0xe0, 0xe0, 0xe0);
        if (PlotStyle::isDark() && head == 7)
            colour = QColor(0xf0, 0xe4, 0x42);
        return colour;
    }
    // The golden angle keeps any two heads' hues apart however many there are.
    const double hue = std::fmod(0.11 + (head - int(okabeIto.size())) * 0.381966, 1.0);
    return QColor::fromHsvF(float(hue), 0.85f, PlotStyle::isDark() ? 0.95f : 0.7f);
}
