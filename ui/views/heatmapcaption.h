#pragma once

#include "heatmapview.h"

#include <QCoreApplication>
#include <QString>

/// The heatmap's words: the title naming the quantity and the head, the colour scale's
/// title, and the note under the title (no result, problems, labels shown in part,
/// numbers that do not fit).
class HeatmapCaption
{
    Q_DECLARE_TR_FUNCTIONS(HeatmapCaption)
public:
    /// "Attention weights — head 2" for `quantity` of head `head` (0-based), or "Layer 2,
    /// head 4 — attention weights" when the head is one of layer `layer` (0-based) of a
    /// model (the head first: a narrow title is cut at its end).
    static QString title(HeatmapView::Quantity quantity, int head, int layer = -1);
    /// The colour scale's title for `quantity`: "weight", "raw score a′", ...
    static QString scaleTitle(HeatmapView::Quantity quantity);

    /// What the note under the title speaks of.
    struct NoteFacts
    {
        bool noResult = false;      ///< nothing computed yet
        bool problems = false;      ///< the scenario has problems: the last valid result shows
        int keyStep = 1;            ///< one key label in keyStep drawn
        int queryStep = 1;          ///< one query label in queryStep drawn
        bool numbersHidden = false; ///< numbers wanted in the cells but too large for them
    };
    /// The note's sentences, joined by spaces; empty when there is nothing to say.
    static QString note(const NoteFacts &facts);
};
