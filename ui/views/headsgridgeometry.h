#pragma once

#include <QList>
#include <QRect>
#include <QSize>
#include <QString>

#include <string>
#include <vector>

/// Where the heads grid draws its tiles: how many columns, how large a cell, the room for
/// the query names beside each tile and the key names below it, and which keys are named.
/// Laid out for a widget's size, a number of tiles and the tiles' weights shape.
class HeadsGridGeometry
{
public:
    static constexpr int kHeading = 30;   ///< height of a tile's heading, pixels
    static constexpr int kGap = 18;       ///< between tiles
    static constexpr int kLegend = 44;    ///< the colour legend below the grid
    static constexpr int kTitle = 34;     ///< the title above the grid
    static constexpr int kLegendBar = 16; ///< of kLegend: the colour bar and the space under it
    /// How far a heading or a key name may reach into the gap beside its tile: short of the
    /// middle, so that texts of neighbouring tiles never touch.
    static constexpr int kReach = kGap / 2 - 3;

    /// What the grid is laid out for.
    struct Input
    {
        QSize widget;            ///< the widget's size
        int tiles = 0;           ///< tiles drawn
        QSize weights;           ///< keys across and queries down of each tile
        bool title = true;       ///< whether the title is drawn above the grid
        bool colourScale = true; ///< whether the colour bar is drawn
    };

    /// A key's name under a tile: `text` as drawn (elided when the slot is narrow, with
    /// `fullText` in the tooltip) centred under the key's column.
    struct KeyLabel
    {
        int key = 0;
        QString text;
        QString fullText;
        QRect rect;
    };

    /// Lays the tiles out for `input` and the names of the trace's queries and keys; where
    /// only some keys can be named, the line that says so is given room first.
    void layOut(const Input &input, const std::vector<std::string> &queryLabels,
                const std::vector<std::string> &keyLabels);

    /// Columns of the grid as last laid out.
    int columns() const { return m_columns; }
    /// Pixels per cell; 0 when the cells are pooled to the pixels.
    int cell() const { return m_cell; }
    /// The cells of one tile, in pixels.
    QSize cells() const { return m_cells; }
    /// Room for the query names left of each tile (0: none drawn).
    int labelLeft() const { return m_labelLeft; }
    /// 1 when every key is named; k when only one key in k is.
    int keyStep() const { return m_keyStep; }
    /// Room above the tiles: the title's, or a margin in a figure without it.
    int titleHeight() const;
    /// Room below the tiles for the colour bar, the caption and the key-step note.
    int legendHeight() const;

    /// Where tile `tile` of `tiles` is drawn in a widget `width` wide (its cells and its
    /// heading); empty for a tile that is not there.
    QRect tileRect(int tile, int tiles, int width) const;
    /// The cells of tile `tile` (see tileRect()).
    QRect cellsRect(int tile, int tiles, int width) const;
    /// The room of tile `tile`'s heading: over the tile and into the gaps on either side.
    QRect headingRect(int tile, int tiles, int width) const;
    /// The key names drawn under tile `tile`: every keyStep()-th key, the first and the
    /// last always, named from `names` (the trace's key labels).
    QList<KeyLabel> keyLabels(int tile, int tiles, int width,
                              const std::vector<std::string> &names) const;

private:
    /// Places the tiles for the widget's size: cell size, columns, label room.
    void placeTiles(const std::vector<std::string> &queryLabels);
    /// Keys per named key so that every name shown keeps at least two characters.
    int keyStepFor(double cellWidth, const std::vector<std::string> &keyLabels) const;

    Input m_input;
    int m_columns = 1;
    int m_cell = 10;
    QSize m_cells;
    QSize m_tile;
    int m_top = 0;
    int m_labelLeft = 0;
    int m_labelBottom = 0; ///< room for the key labels below each tile
    int m_keyStep = 1;
};
