#pragma once

#include <QFont>
#include <QSize>

/// How large the heatmap asks to be: room for the title, a two-line note and key labels
/// over cells a label's line tall per row, and cells wide enough for their numbers for up
/// to ten keys (more are pooled or labelled in part, as the note says).
class HeatmapSizing
{
public:
    /// The least size: the title, note and tick fonts in use, the matrix's `rows` and
    /// `columns`, and what the plot's own layout needed at its last fit (`layoutMinimum`).
    static QSize least(const QFont &title, const QFont &note, const QFont &ticks, int rows,
                       int columns, int layoutMinimum);
    /// The size wanted: `least`, widened so that the cells of up to ten keys hold their
    /// numbers.
    static QSize preferred(const QSize &least, const QFont &ticks, int columns);
};
