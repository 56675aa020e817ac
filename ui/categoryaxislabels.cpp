#include "categoryaxislabels.h"

#include "plotstyle.h"

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace {
/// Lines of staggered labels at most: more would take the plot's height.
constexpr int kMostLines = 3;
} // namespace

bool CategoryAxisLabels::fit(QCPAxis *axis, QCPAxisTickerText *ticker, const QStringList &labels)
{
    ticker->clear();
    axis->setTickLabelRotation(0);
    if (labels.isEmpty())
        return false;
    const QFont font = axis->tickLabelFont();
    const QFontMetricsF metrics(font);
    const double gap = metrics.horizontalAdvance(QStringLiteral("  "));
    const double slot = std::max(1.0, double(axis->axisRect()->width())) / double(labels.size());
    const double widest = PlotStyle::widestLabel(labels, font);
    if (widest + gap <= slot) {
        for (int i = 0; i < labels.size(); ++i)
            ticker->addTick(i, labels.at(i));
        return false;
    }
    // Two or three lines: neighbours on one line are that many slots apart.
    const double shortest = metrics.horizontalAdvance(QStringLiteral("W…"));
    int lines = 2;
    while (lines < kMostLines && widest + gap > lines * slot)
        ++lines;
    const double room = lines * slot - gap;
    if (room < shortest) {
        // Hundreds of keys: every step-th label, on one line.
        const int step = std::max(1, int(std::ceil((shortest + gap) / slot)));
        for (int i = 0; i < labels.size(); i += step)
            ticker->addTick(i, metrics.elidedText(labels.at(i), Qt::ElideRight, step * slot - gap));
        return true;
    }
    // A row lower is a line feed further; a fallback font (Japanese) can draw taller than
    // the line spacing, so a row may take more than one line feed.
    double tallest = 0, feed = metrics.lineSpacing();
    for (const QString &label : labels) {
        const double one = metrics.boundingRect(QRectF(), Qt::TextDontClip, label).height();
        const double two =
            metrics.boundingRect(QRectF(), Qt::TextDontClip, QStringLiteral("\n") + label).height();
        tallest = std::max(tallest, one);
        feed = std::min(feed, std::max(1.0, two - one));
    }
    const int feedsPerRow = std::max(1, int(std::ceil(tallest / feed)));
    bool shortened = false;
    for (int i = 0; i < labels.size(); ++i) {
        QString text = labels.at(i);
        if (metrics.horizontalAdvance(text) > room) {
            text = metrics.elidedText(text, Qt::ElideRight, room);
            shortened = true;
        }
        ticker->addTick(i, QString((i % lines) * feedsPerRow, u'\n') + text);
    }
    return shortened;
}
