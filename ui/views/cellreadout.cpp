#include "cellreadout.h"

#include "plotstyle.h"
#include "scorestages.h"

#include <QStringList>

QString CellReadout::describe(const attn::AttentionTrace &trace, int head, int row, int column,
                              const QString &query, const QString &key, bool rowMasked)
{
    const std::size_t index = std::size_t(head);
    const attn::HeadTrace &shown = trace.heads[index];
    QStringList lines;
    lines << tr("query “%1” → key “%2”").arg(query, key);
    if (!attn::hasScores(shown)) {
        lines << tr("imported weights: no scores");
    } else {
        const double scaled = attn::scoreAt(trace, index, attn::ScoreStage::Scaled, row, column);
        const double tempered =
            attn::scoreAt(trace, index, attn::ScoreStage::Tempered, row, column);
        lines << tr("raw score a′ = %1")
                     .arg(PlotStyle::compact(
                         attn::scoreAt(trace, index, attn::ScoreStage::Raw, row, column)));
        lines << tr("scaled s·a′ = %1 (s = %2)")
                     .arg(PlotStyle::compact(scaled), PlotStyle::compact(shown.scale));
        if (tempered != scaled)
            lines << tr("tempered s·a′ / T = %1").arg(PlotStyle::compact(tempered));
    }
    if (rowMasked || !attn::isVisible(trace, index, row, column))
        lines << tr("masked: weight 0");
    else
        lines << tr("weight a = %1").arg(PlotStyle::fixed(shown.weights(row, column), 4));
    return lines.join(u'\n');
}
