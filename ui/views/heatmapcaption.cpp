#include "heatmapcaption.h"

#include <QStringList>

#include <algorithm>

QString HeatmapCaption::title(HeatmapView::Quantity quantity, int head, int layer)
{
    const int number = std::max(head, 0) + 1;
    if (layer >= 0) {
        switch (quantity) {
        case HeatmapView::Quantity::Weights:
            return tr("Layer %1, head %2 — attention weights").arg(layer + 1).arg(number);
        case HeatmapView::Quantity::RawScores:
            return tr("Layer %1, head %2 — raw scores a′").arg(layer + 1).arg(number);
        case HeatmapView::Quantity::ScaledScores:
            return tr("Layer %1, head %2 — scaled scores s·a′").arg(layer + 1).arg(number);
        case HeatmapView::Quantity::TemperedScores:
            return tr("Layer %1, head %2 — scores entering the softmax, s·a′ / T")
                .arg(layer + 1)
                .arg(number);
        }
    }
    switch (quantity) {
    case HeatmapView::Quantity::Weights:
        return tr("Attention weights — head %1").arg(number);
    case HeatmapView::Quantity::RawScores:
        return tr("Raw scores a′ — head %1").arg(number);
    case HeatmapView::Quantity::ScaledScores:
        return tr("Scaled scores s·a′ — head %1").arg(number);
    case HeatmapView::Quantity::TemperedScores:
        return tr("Scores entering the softmax, s·a′ / T — head %1").arg(number);
    }
    return QString();
}

QString HeatmapCaption::scaleTitle(HeatmapView::Quantity quantity)
{
    switch (quantity) {
    case HeatmapView::Quantity::Weights:
        return tr("weight");
    case HeatmapView::Quantity::RawScores:
        return tr("raw score a′");
    case HeatmapView::Quantity::ScaledScores:
        return tr("scaled score s·a′");
    case HeatmapView::Quantity::TemperedScores:
        return tr("s·a′ / T");
    }
    return QString();
}

QString HeatmapCaption::note(const NoteFacts &facts)
{
    QStringList notes;
    if (facts.noResult)
        notes << tr("No result yet: the scenario has not been computed.");
    else if (facts.problems)
        notes << tr("The scenario has problems; showing the last valid result.");
    if (facts.keyStep > 1)
        notes << tr("One key label in %1.").arg(facts.keyStep);
    if (facts.queryStep > 1)
        notes << tr("One query label in %1.").arg(facts.queryStep);
    if (facts.numbersHidden)
        notes << tr("Cells too small for their numbers: hover a cell to read it.");
    return notes.join(u' ');
}
