#pragma once

#include "trace.h"

#include <QCoreApplication>
#include <QString>

/// What one cell of a head's attention matrix holds, in words: the query and key, the
/// score at each stage (raw, scaled, tempered where the temperature changes it) and the
/// weight, or that the cell is masked. The heatmap's tooltip.
class CellReadout
{
    Q_DECLARE_TR_FUNCTIONS(CellReadout)
public:
    /// The lines for (row, column) of head `head` of `trace`, the query and key named
    /// `query` and `key`; `rowMasked`: every key of the row is masked.
    static QString describe(const attn::AttentionTrace &trace, int head, int row, int column,
                            const QString &query, const QString &key, bool rowMasked);
};
