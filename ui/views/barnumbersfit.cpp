#include "barnumbersfit.h"

#include "barvaluelabels.h"
#include "plotstyle.h"
#include "valueaxisticks.h"

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <vector>

void BarNumbersFit::fitScores(QCPAxisRect *scoreRect, const QList<QCPItemText *> &rawLabels,
                              const QList<QCPItemText *> &temperedLabels,
                              const QVector<double> &raw, const QVector<double> &tempered)
{
    const bool hasTempered = !tempered.isEmpty();
    QCPAxis *keyAxis = scoreRect->axis(QCPAxis::atBottom);
    QCPAxis *rawAxis = scoreRect->axis(QCPAxis::atLeft);
    QCPAxis *temperedAxis = scoreRect->axis(QCPAxis::atRight);
    double rawLow = 0, rawHigh = 0, temperedLow = 0, temperedHigh = 0;
    for (double v : raw) {
        rawLow = std::min(rawLow, v);
        rawHigh = std::max(rawHigh, v);
    }
    for (double v : tempered) {
        temperedLow = std::min(temperedLow, v);
        temperedHigh = std::max(temperedHigh, v);
    }

    // Numbers over the bars: raw and tempered side by side on one line, else on two lines
    // (each then has a whole slot), else the raw ones only. A row is shown whole or not at
    // all, and only when the plot keeps at least half its height for the bars.
    const double left = scoreRect->left();
    const double right = scoreRect->right();
    const double gap = 6;
    const double pixels = std::max(1, scoreRect->height());
    const double line = BarValueLabels::lineHeight(rawLabels);
    const bool anyNumber = std::any_of(rawLabels.begin(), rawLabels.end(),
                                       [](const QCPItemText *l) { return !l->text().isEmpty(); });
    const double offset = hasTempered ? 0.2 : 0.0;
    QVector<double> rawKeys, temperedKeys;
    for (int j = 0; j < rawLabels.size(); ++j) {
        rawKeys << j - offset;
        temperedKeys << j + offset;
    }
    const std::vector<BarValueLabels::Placed> rawItems = BarValueLabels::placed(rawLabels, rawKeys);
    const std::vector<BarValueLabels::Placed> temperedItems =
        hasTempered ? BarValueLabels::placed(temperedLabels, temperedKeys)
                     : std::vector<BarValueLabels::Placed>();
    std::vector<BarValueLabels::Placed> bothItems = rawItems;
    bothItems.insert(bothItems.end(), temperedItems.begin(), temperedItems.end());
    std::sort(bothItems.begin(), bothItems.end(),
              [](const BarValueLabels::Placed &a, const BarValueLabels::Placed &b) {
                  return a.key < b.key;
              });
    const bool rawFits =
        anyNumber && BarValueLabels::arrangeOneLine(rawItems, keyAxis, left, right, gap, false);
    const bool temperedFits =
        !temperedItems.empty() &&
        BarValueLabels::arrangeOneLine(temperedItems, keyAxis, left, right, gap, false);
    const bool negative = rawLow < 0 || temperedLow < 0;
    const bool positive = rawHigh > 0 || temperedHigh > 0;
    auto roomFor = [&](int lines) {
        return lines * line * (int(positive) + int(negative)) <= pixels / 2;
    };
    bool showRaw = false, showTempered = false, stagger = false;
    if (rawFits && temperedFits &&
        BarValueLabels::arrangeOneLine(bothItems, keyAxis, left, right, gap, false) && roomFor(1)) {
        showRaw = showTempered = true;
    } else if (rawFits && temperedFits && roomFor(2)) {
        showRaw = showTempered = stagger = true;
    } else if (rawFits && roomFor(1)) {
        showRaw = true;
    }
    const int lines = int(showRaw) + int(stagger);
    const double room = lines * line;

    // Both axes put zero at the same height: each series is scaled by its own largest
    // magnitude, and the two ranges are the same range in those units.
    const double rawScale = std::max(std::abs(rawLow), std::abs(rawHigh));
    const double temperedScale = std::max(std::abs(temperedLow), std::abs(temperedHigh));
    const double rawUnit = rawScale > 0 ? rawScale : 1.0;
    const double temperedUnit = temperedScale > 0 ? temperedScale : 1.0;
    double low = rawLow / rawUnit, high = rawHigh / rawUnit;
    if (hasTempered) {
        low = std::min(low, temperedLow / temperedUnit);
        high = std::max(high, temperedHigh / temperedUnit);
    }
    const QCPRange range = BarValueLabels::paddedRange(low, high, room + 4, room + 4, pixels);
    rawAxis->setRange(range.lower * rawUnit, range.upper * rawUnit);
    temperedAxis->setRange(range.lower * temperedUnit, range.upper * temperedUnit);
    ValueAxisTicks::fit(rawAxis);
    if (hasTempered)
        ValueAxisTicks::fit(temperedAxis);

    // A staggered tempered number sits one line further from the zero line than its raw
    // neighbour's.
    const double shift = line * temperedAxis->range().size() / pixels;
    for (int j = 0; j < temperedLabels.size(); ++j) {
        const double value = j < tempered.size() ? tempered[j] : 0.0;
        const double out = stagger ? (value < 0 ? -shift : shift) : 0.0;
        temperedLabels[j]->position->setCoords(temperedKeys[j], value + out);
    }
    for (int j = 0; j < rawLabels.size(); ++j)
        rawLabels[j]->position->setCoords(rawKeys[j], rawLabels[j]->position->value());
    if (showRaw && showTempered && !stagger)
        BarValueLabels::arrangeOneLine(bothItems, keyAxis, left, right, gap, true);
    else if (showRaw)
        BarValueLabels::arrangeOneLine(rawItems, keyAxis, left, right, gap, true);
    if (stagger)
        BarValueLabels::arrangeOneLine(temperedItems, keyAxis, left, right, gap, true);
    for (QCPItemText *label : std::as_const(rawLabels))
        label->setVisible(showRaw && !label->text().isEmpty());
    for (QCPItemText *label : std::as_const(temperedLabels))
        label->setVisible(showTempered);
}

void BarNumbersFit::fitWeights(QCPAxisRect *weightRect, const QList<QCPItemText *> &labels,
                               const QVector<double> &weights,
                               const std::function<bool(int)> &isKeyMasked, bool roomLeft)
{
    // The weights' numbers: all of them when they fit; else the weights without the word
    // "masked" (the hatching says it); never hidden because keys are masked.
    QCPAxis *keyAxis = weightRect->axis(QCPAxis::atBottom);
    QCPAxis *weightAxis = weightRect->axis(QCPAxis::atLeft);
    const double pixels = std::max(1, weightRect->height());
    const double line = BarValueLabels::lineHeight(labels);
    const double left = weightRect->left();
    const double right = weightRect->right();
    const double gap = 6;
    QList<QCPItemText *> open;
    QVector<double> keys, openKeys;
    for (int j = 0; j < labels.size(); ++j) {
        keys << j;
        labels[j]->position->setCoords(j, labels[j]->position->value());
        if (!isKeyMasked(j)) {
            open << labels[j];
            openKeys << j;
        }
    }
    const std::vector<BarValueLabels::Placed> allItems = BarValueLabels::placed(labels, keys);
    const std::vector<BarValueLabels::Placed> openItems = BarValueLabels::placed(open, openKeys);
    const bool room = line + 4 <= pixels / 2 && roomLeft;
    // Three decimals, or two when three do not fit (a figure's own choice, or nothing).
    bool openFit = false;
    const QList<int> tries =
        PlotStyle::decimalsChosen() ? QList<int>{PlotStyle::decimals(3)} : QList<int>{3, 2};
    for (int decimals : tries) {
        for (int j = 0; j < labels.size(); ++j)
            if (!isKeyMasked(j) && j < weights.size())
                labels[j]->setText(PlotStyle::fixed(weights[j], decimals));
        openFit =
            room && BarValueLabels::arrangeOneLine(openItems, keyAxis, left, right, gap, false);
        if (openFit)
            break;
    }
    const bool allFit =
        room && BarValueLabels::arrangeOneLine(allItems, keyAxis, left, right, gap, false);
    BarValueLabels::arrangeOneLine(allFit ? allItems : openItems, keyAxis, left, right, gap,
                                   allFit || openFit);
    for (int j = 0; j < labels.size(); ++j)
        labels[j]->setVisible(isKeyMasked(j) ? allFit : openFit);
    weightAxis->setRange(BarValueLabels::paddedRange(0, 1, openFit ? line + 4 : 4, 0, pixels));
    ValueAxisTicks::fit(weightAxis);
}
