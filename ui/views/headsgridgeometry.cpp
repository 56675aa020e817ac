#include "headsgridgeometry.h"

#include "plotstyle.h"

#include <QFontMetrics>

#include <algorithm>
#include <cmath>

void HeadsGridGeometry::layOut(const Input &input, const std::vector<std::string> &queryLabels,
                               const std::vector<std::string> &keyLabels)
{
    m_input = input;
    // Where only some keys can be named, a line under the legend says so; that line can make
    // the cells smaller, so the step is measured again with its room taken.
    m_keyStep = 1;
    placeTiles(queryLabels);
    const int cols = m_input.weights.width();
    if (cols == 0 || m_input.tiles == 0)
        return;
    m_keyStep = keyStepFor(double(m_cells.width()) / cols, keyLabels);
    if (m_keyStep > 1) {
        placeTiles(queryLabels);
        m_keyStep = std::max(m_keyStep, keyStepFor(double(m_cells.width()) / cols, keyLabels));
    }
}

int HeadsGridGeometry::keyStepFor(double cellWidth, const std::vector<std::string> &keyLabels) const
{
    // Each name shown keeps at least its first two characters and "…" (or is whole when
    // shorter), with a gap to the next.
    const QFontMetricsF metrics(PlotStyle::valueFont());
    double need = 0;
    for (const std::string &label : keyLabels) {
        const QString full = QString::fromStdString(label);
        double shortest = metrics.horizontalAdvance(full);
        if (full.size() > 2)
            shortest = std::min(shortest, metrics.horizontalAdvance(full.left(2) + u'…'));
        need = std::max(need, shortest);
    }
    const int cols = std::max(1, m_input.weights.width());
    if (!(cellWidth > 0))
        return cols;
    return std::clamp(int(std::ceil((need + 4) / cellWidth)), 1, cols);
}

int HeadsGridGeometry::titleHeight() const
{
    return m_input.title ? kTitle : kGap;
}

int HeadsGridGeometry::legendHeight() const
{
    const int bar = m_input.colourScale ? 0 : kLegendBar;
    return kLegend - bar + (m_keyStep > 1 ? QFontMetrics(PlotStyle::noteFont()).height() + 4 : 0);
}

void HeadsGridGeometry::placeTiles(const std::vector<std::string> &queryLabels)
{
    const int tiles = m_input.tiles;
    const int rows = m_input.weights.height(), cols = m_input.weights.width();
    if (tiles == 0 || rows == 0 || cols == 0)
        return;
    // Query names beside every tile unless there are too many to read; key names below
    // every tile (one in keyStep() when they are many).
    const QFontMetrics metrics(PlotStyle::valueFont());
    int widest = 0;
    for (const std::string &label : queryLabels)
        widest = std::max(widest, metrics.horizontalAdvance(QString::fromStdString(label)));
    m_labelLeft = rows <= 24 ? std::min(widest, 80) + 8 : 0;
    m_labelBottom = metrics.height() + 4;
    const int width = std::max(1, m_input.widget.width() - 2 * kGap);
    const int height = std::max(1, m_input.widget.height() - titleHeight() - legendHeight() - kGap);
    // The number of columns that gives the largest cells (in pixels, fractions below one
    // when the tokens outnumber the pixels).
    double bestCell = -1;
    for (int c = 1; c <= tiles; ++c) {
        const int r = (tiles + c - 1) / c;
        const double cellW = double((width - (c - 1) * kGap) / c - m_labelLeft) / cols;
        const double cellH =
            double((height - (r - 1) * kGap) / r - kHeading - m_labelBottom) / rows;
        const double cell = std::min(cellW, cellH);
        if (cell > bestCell) {
            bestCell = cell;
            m_columns = c;
        }
    }
    if (bestCell >= 1) {
        // Large cells look like a different kind of chart; beyond 90 px nothing gains.
        m_cell = std::min(int(bestCell), 90);
        m_cells = QSize(cols * m_cell, rows * m_cell);
    } else {
        m_cell = 0; // pooled: the tile is as many pixels as fit, at least 8
        m_cells = QSize(std::max(8, int(cols * bestCell)), std::max(8, int(rows * bestCell)));
    }
    // Room the grid leaves at the sides goes to query names longer than the 80 px kept.
    const int columnsUsed = std::min(m_columns, tiles);
    const int slack =
        width - columnsUsed * (m_labelLeft + m_cells.width()) - (columnsUsed - 1) * kGap;
    if (m_labelLeft > 0 && widest + 8 > m_labelLeft && slack > 0)
        m_labelLeft = std::min(widest + 8, m_labelLeft + slack / columnsUsed);
    m_tile = QSize(m_labelLeft + m_cells.width(), kHeading + m_cells.height() + m_labelBottom);
    const int gridRows = (tiles + m_columns - 1) / m_columns;
    const int used = gridRows * m_tile.height() + (gridRows - 1) * kGap;
    m_top = titleHeight() + std::max(0, (height - used) / 2);
}

QRect HeadsGridGeometry::tileRect(int tile, int tiles, int width) const
{
    if (tile < 0 || tile >= tiles)
        return QRect();
    const int columnsUsed = std::min(m_columns, tiles);
    const int gridWidth = columnsUsed * m_tile.width() + (columnsUsed - 1) * kGap;
    const int left = (width - gridWidth) / 2;
    const int r = tile / m_columns, c = tile % m_columns;
    return QRect(left + c * (m_tile.width() + kGap), m_top + r * (m_tile.height() + kGap),
                 m_tile.width(), m_tile.height());
}

QRect HeadsGridGeometry::cellsRect(int tile, int tiles, int width) const
{
    return tileRect(tile, tiles, width).adjusted(m_labelLeft, kHeading, 0, -m_labelBottom);
}

QRect HeadsGridGeometry::headingRect(int tile, int tiles, int width) const
{
    // Over the cells and the query names beside them, and into the gaps on either side.
    const QRect tileArea = tileRect(tile, tiles, width);
    return QRect(tileArea.left() - kReach, tileArea.top(), tileArea.width() + 2 * kReach,
                 kHeading - 4);
}

QList<HeadsGridGeometry::KeyLabel>
HeadsGridGeometry::keyLabels(int tile, int tiles, int width,
                             const std::vector<std::string> &names) const
{
    QList<KeyLabel> out;
    const int cols = m_input.weights.width();
    if (tile < 0 || tile >= tiles || cols == 0 || m_labelBottom == 0 || m_cells.isEmpty())
        return out;
    const int step = std::max(1, m_keyStep);
    std::vector<int> keys;
    for (int c = 0; c < cols; c += step)
        keys.push_back(c);
    // The last key takes the place of the last multiple of the step: it is then between one
    // and two steps from the name before it, so names never touch, and both ends are named.
    if (keys.size() > 1)
        keys.back() = cols - 1;
    const QRect cells = cellsRect(tile, tiles, width);
    const double cellWidth = double(m_cells.width()) / cols;
    auto centre = [&](int c) { return cells.left() + int(std::lround((c + 0.5) * cellWidth)); };
    const QFontMetrics metrics(PlotStyle::valueFont());
    for (std::size_t i = 0; i < keys.size(); ++i) {
        // A name may use the room up to halfway to its neighbours' centres (at the ends, into
        // the gap between tiles, and the query names' column on the left).
        const int c = keys[i];
        const int left = i == 0 ? tileRect(tile, tiles, width).left() - kReach
                                : (centre(keys[i - 1]) + centre(c)) / 2 + 1;
        const int right =
            i + 1 == keys.size() ? cells.right() + kReach : (centre(c) + centre(keys[i + 1])) / 2;
        KeyLabel label;
        label.key = c;
        label.fullText = c < int(names.size()) ? QString::fromStdString(names[std::size_t(c)])
                                               : QStringLiteral("k%1").arg(c + 1);
        const int room = std::max(0, right - left + 1);
        label.text = metrics.elidedText(label.fullText, Qt::ElideRight, room);
        const int w = std::min(room, metrics.horizontalAdvance(label.text));
        const int x = std::clamp(centre(c) - w / 2, left, std::max(left, right + 1 - w));
        label.rect = QRect(x, cells.bottom() + 3, w, m_labelBottom);
        out << label;
    }
    return out;
}
