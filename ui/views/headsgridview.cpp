#include "headsgridview.h"

#include "figurepainting.h"
#include "scorestages.h"

#include "colormap.h"
#include "heatmappooling.h"
#include "plaintooltip.h"
#include "plotstyle.h"
#include "tracesummary.h"
#include "viewbinding.h"

#include <qcustomplot.h>

#include <QImage>
#include <QMouseEvent>
#include <QPaintEngine>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace {

constexpr int kHeading = 30; ///< height of a tile's heading, pixels
constexpr int kGap = 18;     ///< between tiles
constexpr int kLegend = 44;  ///< the colour legend below the grid
constexpr int kTitle = 34;
constexpr int kLegendBar = 16; ///< of kLegend: the colour bar and the space under it
/// How far a heading or a key name may reach into the gap beside its tile: short of the
/// middle, so that texts of neighbouring tiles never touch.
constexpr int kReach = kGap / 2 - 3;

QRgb grey(QRgb rgb)
{
    const int g = qGray(rgb);
    // Lifted towards white, so a switched-off head reads as faded rather than as data.
    const int light = 150 + g * 100 / 255;
    return qRgb(light, light, light);
}

} // namespace

HeadsGridView::HeadsGridView(Document *document, QWidget *parent)
    : QWidget(parent), m_document(document)
{
    setMouseTracking(true);
    setAutoFillBackground(true);
    QPalette p = palette();
    p.setColor(QPalette::Window, PlotStyle::backgroundColor());
    setPalette(p);
    // (The headings say which heads a running job may still replace: EveryHead repaints
    // when computing starts and ends.)
    m_binding =
        new ViewBinding(m_document, this, ViewBinding::Reads::EveryHead, [this] { refresh(); });
    // The selected head is an outline: a selection change only repaints.
    m_binding->setChangeHook([this](Document::Change change) {
        update();
        return change == Document::Change::Selection;
    });
    refresh();
}

int HeadsGridView::tileCount() const
{
    const int heads = int(m_document->trace().heads.size());
    if (!m_shownHeads.empty())
        return int(std::count_if(m_shownHeads.begin(), m_shownHeads.end(),
                                 [heads](int head) { return head >= 0 && head < heads; }));
    return heads + (heads > 1 ? 1 : 0);
}

bool HeadsGridView::hasMeanTile() const
{
    return m_shownHeads.empty() && m_document->trace().heads.size() > 1;
}

int HeadsGridView::headOfTile(int tile) const
{
    const int heads = int(m_document->trace().heads.size());
    if (m_shownHeads.empty())
        return tile < heads ? tile : -1;
    for (int head : m_shownHeads) // the chosen heads the trace has, in their order
        if (head >= 0 && head < heads && tile-- == 0)
            return head;
    return -1;
}

const attn::Matrix &HeadsGridView::meanWeights() const
{
    return TraceSummary::of(*m_document)->meanWeights();
}

QSize HeadsGridView::weightShape() const
{
    const attn::AttentionTrace &t = m_document->trace();
    if (t.heads.empty())
        return QSize();
    return QSize(int(t.heads.front().weights.cols()), int(t.heads.front().weights.rows()));
}

void HeadsGridView::setShownHeads(std::vector<int> heads)
{
    m_shownHeads = std::move(heads);
    layoutTiles();
    update();
}

QSize HeadsGridView::sizeHint() const
{
    return QSize(800, 600);
}

QSize HeadsGridView::minimumSizeHint() const
{
    return QSize(240, 200);
}

void HeadsGridView::refresh()
{
    const attn::AttentionTrace &t = m_document->trace();
    m_importance.clear();
    if (t.heads.empty())
        return;
    // Not while a job swaps heads in: the combination is of the last scenario until the end.
    // Imported weights have no outputs: there is no importance to show (not 0.00).
    if (m_document->issues().empty() && !m_document->isComputing() && !t.heads.front().weightsOnly)
        m_importance = TraceSummary::of(*m_document)->headImportance();
    layoutTiles();
}

void HeadsGridView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    layoutTiles();
}

void HeadsGridView::layoutTiles()
{
    // Where only some keys can be named, a line under the legend says so; that line can make
    // the cells smaller, so the step is measured again with its room taken.
    m_keyStep = 1;
    placeTiles();
    const int cols = weightShape().width();
    if (cols == 0 || tileCount() == 0)
        return;
    m_keyStep = keyStepFor(double(m_cells.width()) / cols);
    if (m_keyStep > 1) {
        placeTiles();
        m_keyStep = std::max(m_keyStep, keyStepFor(double(m_cells.width()) / cols));
    }
}

int HeadsGridView::keyStepFor(double cellWidth) const
{
    // Each name shown keeps at least its first two characters and "…" (or is whole when
    // shorter), with a gap to the next.
    const QFontMetricsF metrics(PlotStyle::valueFont());
    double need = 0;
    for (const std::string &label : m_document->trace().keyLabels) {
        const QString full = QString::fromStdString(label);
        double shortest = metrics.horizontalAdvance(full);
        if (full.size() > 2)
            shortest = std::min(shortest, metrics.horizontalAdvance(full.left(2) + u'…'));
        need = std::max(need, shortest);
    }
    const int cols = std::max(1, weightShape().width());
    if (!(cellWidth > 0))
        return cols;
    return std::clamp(int(std::ceil((need + 4) / cellWidth)), 1, cols);
}

int HeadsGridView::titleHeight() const
{
    return figureShows(this, FigurePart::Title) ? kTitle : kGap;
}

int HeadsGridView::legendHeight() const
{
    const int bar = figureShows(this, FigurePart::ColourScale) ? 0 : kLegendBar;
    return kLegend - bar + (m_keyStep > 1 ? QFontMetrics(PlotStyle::noteFont()).height() + 4 : 0);
}

void HeadsGridView::placeTiles()
{
    const int tiles = tileCount();
    const int rows = weightShape().height(), cols = weightShape().width();
    if (tiles == 0 || rows == 0 || cols == 0)
        return;
    // Query names beside every tile unless there are too many to read; key names below
    // every tile (one in keyLabelStep() when they are many).
    const QFontMetrics metrics(PlotStyle::valueFont());
    const attn::AttentionTrace &t = m_document->trace();
    int widest = 0;
    for (const std::string &label : t.queryLabels)
        widest = std::max(widest, metrics.horizontalAdvance(QString::fromStdString(label)));
    m_labelLeft = rows <= 24 ? std::min(widest, 80) + 8 : 0;
    m_labelBottom = metrics.height() + 4;
    const int width = std::max(1, this->width() - 2 * kGap);
    const int height = std::max(1, this->height() - titleHeight() - legendHeight() - kGap);
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

QRect HeadsGridView::tileRect(int tile) const
{
    if (tile < 0 || tile >= tileCount())
        return QRect();
    const int columnsUsed = std::min(m_columns, tileCount());
    const int gridWidth = columnsUsed * m_tile.width() + (columnsUsed - 1) * kGap;
    const int left = (width() - gridWidth) / 2;
    const int r = tile / m_columns, c = tile % m_columns;
    return QRect(left + c * (m_tile.width() + kGap), m_top + r * (m_tile.height() + kGap),
                 m_tile.width(), m_tile.height());
}

QRect HeadsGridView::cellsRect(int tile) const
{
    return tileRect(tile).adjusted(m_labelLeft, kHeading, 0, -m_labelBottom);
}

int HeadsGridView::headAt(const QPoint &pos) const
{
    for (int tile = 0; tile < tileCount(); ++tile)
        if (tileRect(tile).contains(pos))
            return headOfTile(tile);
    return -1;
}

QString HeadsGridView::title() const
{
    const attn::AttentionTrace &t = m_document->trace();
    const int heads = int(t.heads.size());
    auto span = [](const std::vector<std::string> &labels) {
        if (labels.empty())
            return QString();
        const QString first = QString::fromStdString(labels.front());
        return labels.size() == 1
                   ? first
                   : first + QStringLiteral(" … ") + QString::fromStdString(labels.back());
    };
    QString which = heads == 1 ? tr("The only head") : tr("All %1 heads").arg(heads);
    if (!m_shownHeads.empty()) {
        QStringList numbers;
        for (int tile = 0; tile < tileCount(); ++tile)
            numbers << QString::number(headOfTile(tile) + 1);
        which = numbers.size() == 1
                    ? tr("Head %1 of %2").arg(numbers.front()).arg(heads)
                    : tr("Heads %1 of %2").arg(numbers.join(QStringLiteral(", "))).arg(heads);
    }
    return tr("%1: weights, queries %2 down, keys %3 across")
        .arg(which, span(t.queryLabels), span(t.keyLabels));
}

QString HeadsGridView::headingName(int tile) const
{
    const int head = headOfTile(tile);
    return head < 0 ? tr("Mean of the heads on") : tr("Head %1").arg(head + 1);
}

QString HeadsGridView::headingSuffix(int tile, bool shortForm) const
{
    const attn::AttentionTrace &t = m_document->trace();
    const int head = headOfTile(tile);
    const bool mean = head < 0;
    const bool updating = mean ? m_document->isComputing() : !m_document->isHeadCurrent(head);
    if (updating)
        return tr(" · updating…");
    if (!mean && !t.heads[std::size_t(head)].enabled)
        return tr(" · off");
    if (mean || std::size_t(head) >= m_importance.size())
        return QString();
    const QString value = PlotStyle::fixed(m_importance[std::size_t(head)], 2);
    return shortForm ? QStringLiteral(" · ") + value : tr(" · importance %1").arg(value);
}

QRect HeadsGridView::headingRect(int tile) const
{
    // Over the cells and the query names beside them, and into the gaps on either side.
    const QRect tileArea = tileRect(tile);
    return QRect(tileArea.left() - kReach, tileArea.top(), tileArea.width() + 2 * kReach,
                 kHeading - 4);
}

QString HeadsGridView::heading(int tile) const
{
    if (tile < 0 || tile >= tileCount())
        return QString();
    const QFontMetrics metrics(PlotStyle::labelFont());
    const int room = headingRect(tile).width();
    const QString name = headingName(tile);
    const QString full = name + headingSuffix(tile, false);
    if (metrics.horizontalAdvance(full) <= room)
        return full;
    // The head's number matters more than the word "importance": drop the word first, then
    // shorten the name to "H2"; the value stays whole (the tooltip has the full heading).
    const QString suffix = headingSuffix(tile, true);
    if (metrics.horizontalAdvance(name + suffix) <= room)
        return name + suffix;
    const int head = headOfTile(tile);
    const QString shortName = head < 0 ? tr("mean") : tr("H%1").arg(head + 1);
    if (metrics.horizontalAdvance(shortName + suffix) <= room)
        return shortName + suffix;
    // Tiles narrower than that show the value alone, whole even where it overhangs the tile.
    const QString separator = QStringLiteral(" · ");
    return suffix.startsWith(separator) ? suffix.mid(separator.size()) : shortName;
}

QList<HeadsGridView::KeyLabel> HeadsGridView::keyLabels(int tile) const
{
    QList<KeyLabel> out;
    const attn::AttentionTrace &t = m_document->trace();
    const int cols = weightShape().width();
    if (tile < 0 || tile >= tileCount() || cols == 0 || m_labelBottom == 0 || m_cells.isEmpty())
        return out;
    const int step = std::max(1, m_keyStep);
    std::vector<int> keys;
    for (int c = 0; c < cols; c += step)
        keys.push_back(c);
    // The last key takes the place of the last multiple of the step: it is then between one
    // and two steps from the name before it, so names never touch, and both ends are named.
    if (keys.size() > 1)
        keys.back() = cols - 1;
    const QRect cells = cellsRect(tile);
    const double cellWidth = double(m_cells.width()) / cols;
    auto centre = [&](int c) { return cells.left() + int(std::lround((c + 0.5) * cellWidth)); };
    const QFontMetrics metrics(PlotStyle::valueFont());
    for (std::size_t i = 0; i < keys.size(); ++i) {
        // A name may use the room up to halfway to its neighbours' centres (at the ends, into
        // the gap between tiles, and the query names' column on the left).
        const int c = keys[i];
        const int left =
            i == 0 ? tileRect(tile).left() - kReach : (centre(keys[i - 1]) + centre(c)) / 2 + 1;
        const int right =
            i + 1 == keys.size() ? cells.right() + kReach : (centre(c) + centre(keys[i + 1])) / 2;
        KeyLabel label;
        label.key = c;
        label.fullText = c < int(t.keyLabels.size())
                             ? QString::fromStdString(t.keyLabels[std::size_t(c)])
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

void HeadsGridView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), PlotStyle::backgroundColor());
    if (paintsFigure(this))
        layoutTiles(); // the figure's options may leave out the title or the colour bar
    painter.setPen(PlotStyle::textColor());
    painter.setFont(PlotStyle::titleFont());
    if (figureShows(this, FigurePart::Title))
        painter.drawText(QRect(4, 4, width() - 8, kTitle), Qt::AlignHCenter | Qt::AlignTop,
                         painter.fontMetrics().elidedText(title(), Qt::ElideRight, width() - 8));
    if (weightShape().isEmpty())
        return;
    for (int tile = 0; tile < tileCount(); ++tile)
        paintTile(painter, tile);
    paintLegend(painter);
}

void HeadsGridView::paintTile(QPainter &painter, int tile)
{
    const attn::AttentionTrace &t = m_document->trace();
    const int head = headOfTile(tile);
    const bool mean = head < 0;
    const attn::HeadTrace *h = mean ? nullptr : &t.heads[std::size_t(head)];
    const bool off = h && !h->enabled;
    const attn::Matrix &w = mean ? meanWeights() : h->weights;
    const std::size_t maskHead = mean ? 0 : std::size_t(head);
    auto visible = [&](int r, int c) { return attn::isVisible(t, maskHead, r, c); };
    const QRect cells = cellsRect(tile);

    const bool updating = mean ? m_document->isComputing() : !m_document->isHeadCurrent(head);
    painter.setFont(PlotStyle::labelFont());
    painter.setPen(off || updating ? PlotStyle::mutedTextColor() : PlotStyle::textColor());
    {
        // Centred over the cells, moved within the heading's room where that keeps it whole.
        const QRect room = headingRect(tile);
        const QString text = heading(tile);
        const int w = painter.fontMetrics().horizontalAdvance(text);
        const int x = w > room.width() ? cells.center().x() - w / 2
                                       : std::clamp(cells.center().x() - w / 2, room.left(),
                                                    room.right() + 1 - w);
        painter.drawText(QRect(x, room.top(), w, room.height()), Qt::AlignHCenter | Qt::AlignBottom,
                         text);
    }

    const bool selected = !mean && head == m_document->selectedHead() && !paintsFigure(this);
    if (m_cell == 0) {
        paintPooledTile(painter, w, maskHead, off, cells);
        painter.setFont(PlotStyle::valueFont());
        painter.setPen(PlotStyle::mutedTextColor());
        for (const KeyLabel &label : keyLabels(tile))
            painter.drawText(label.rect, Qt::AlignHCenter | Qt::AlignTop, label.text);
        paintFrame(painter, cells, selected);
        return;
    }
    QCPColorGradient gradient = ColorMap::weights();
    // (Up to 128 x 128 cells a tile: beyond, a figure's file would hold too many shapes.)
    if (painter.paintEngine()->type() == QPaintEngine::Raster || w.size() > 128 * 128) {
        QImage image(int(w.cols()), int(w.rows()), QImage::Format_RGB32);
        for (int r = 0; r < w.rows(); ++r)
            for (int c = 0; c < w.cols(); ++c) {
                const QRgb rgb = gradient.color(w(r, c), QCPRange(0, 1));
                image.setPixel(c, r, off ? grey(rgb) : rgb);
            }
        painter.drawImage(cells, image); // no smoothing: crisp cells
    } else {
        // A figure (SVG, PDF): one rectangle a cell, so that it stays sharp at any zoom and
        // has the colours of the screen (a scaled bitmap is blurred by viewers, and the PDF
        // writer's colours of a small image differed from the PNG's).
        painter.setPen(Qt::NoPen);
        for (int r = 0; r < w.rows(); ++r)
            for (int c = 0; c < w.cols(); ++c) {
                const QRgb rgb = gradient.color(w(r, c), QCPRange(0, 1));
                painter.fillRect(
                    QRect(cells.left() + c * m_cell, cells.top() + r * m_cell, m_cell, m_cell),
                    QColor(off ? grey(rgb) : rgb));
            }
    }
    const attn::HeadTrace &shape = t.heads[maskHead];
    const bool hasMask = shape.weights.rows() == w.rows() && shape.weights.cols() == w.cols();
    painter.setPen(Qt::NoPen);
    for (int r = 0; hasMask && r < w.rows(); ++r)
        for (int c = 0; c < w.cols(); ++c)
            if (!visible(r, c))
                PlotStyle::fillMasked(painter, QRect(cells.left() + c * m_cell,
                                                     cells.top() + r * m_cell, m_cell, m_cell));
    // Numbers when the cells are big enough to hold them legibly.
    const QFontMetrics metrics(PlotStyle::valueFont());
    if (m_cell >= metrics.horizontalAdvance(PlotStyle::fixed(0, PlotStyle::decimals(2))) + 8 &&
        m_cell >= metrics.height() + 4) {
        painter.setFont(PlotStyle::valueFont());
        for (int r = 0; r < w.rows(); ++r)
            for (int c = 0; c < w.cols(); ++c) {
                if (hasMask && !visible(r, c))
                    continue;
                const QRect cell(cells.left() + c * m_cell, cells.top() + r * m_cell, m_cell,
                                 m_cell);
                const QRgb rgb = gradient.color(w(r, c), QCPRange(0, 1));
                painter.setPen(ColorMap::textColorFor(QColor(off ? grey(rgb) : rgb)));
                painter.drawText(cell, Qt::AlignCenter,
                                 PlotStyle::fixed(w(r, c), PlotStyle::decimals(2)));
            }
    }
    painter.setFont(PlotStyle::valueFont());
    painter.setPen(PlotStyle::mutedTextColor());
    if (m_labelLeft > 0 && m_cell >= metrics.height())
        for (int r = 0; r < w.rows() && r < int(t.queryLabels.size()); ++r)
            painter.drawText(
                QRect(cells.left() - m_labelLeft, cells.top() + r * m_cell, m_labelLeft - 6,
                      m_cell),
                Qt::AlignRight | Qt::AlignVCenter,
                metrics.elidedText(QString::fromStdString(t.queryLabels[std::size_t(r)]),
                                   Qt::ElideRight, m_labelLeft - 6));
    for (const KeyLabel &label : keyLabels(tile))
        painter.drawText(label.rect, Qt::AlignHCenter | Qt::AlignTop, label.text);
    paintFrame(painter, cells, selected);
}

void HeadsGridView::paintPooledTile(QPainter &painter, const attn::Matrix &w, std::size_t maskHead,
                                    bool off, const QRect &cells)
{
    const attn::AttentionTrace &t = m_document->trace();
    const attn::HeadTrace &shape = t.heads[maskHead];
    const HeatmapPooling::MaskRows maskRows =
        shape.weights.rows() == w.rows() && shape.weights.cols() == w.cols()
            ? HeatmapPooling::maskOf(t, maskHead)
            : nullptr;
    const HeatmapPooling pooled = HeatmapPooling::pool(w, maskRows, cells.height(), cells.width());
    QCPColorGradient gradient = ColorMap::weights();
    QImage image(pooled.columns, pooled.rows, QImage::Format_ARGB32);
    for (int r = 0; r < pooled.rows; ++r)
        for (int c = 0; c < pooled.columns; ++c) {
            const std::size_t at = std::size_t(r) * std::size_t(pooled.columns) + std::size_t(c);
            const QRgb rgb = gradient.color(pooled.values[at], QCPRange(0, 1));
            const bool masked = !pooled.masked.empty() && pooled.masked[at];
            image.setPixel(c, r, masked ? qRgba(0, 0, 0, 0) : (off ? grey(rgb) : rgb));
        }
    painter.fillRect(cells, PlotStyle::maskedBrush()); // shows through the masked pixels
    painter.drawImage(cells, image);
}

void HeadsGridView::paintFrame(QPainter &painter, const QRect &cells, bool selected)
{
    painter.setBrush(Qt::NoBrush);
    if (selected) {
        painter.setPen(QPen(PlotStyle::selectionColor(), 4));
        painter.drawRect(cells.adjusted(-4, -4, 3, 3));
    } else {
        painter.setPen(QPen(PlotStyle::gridColor(), 1));
        painter.drawRect(cells.adjusted(-1, -1, 0, 0));
    }
}

void HeadsGridView::paintLegend(QPainter &painter)
{
    const int bottom = tileRect(tileCount() - 1).bottom();
    const bool colourBar = figureShows(this, FigurePart::ColourScale);
    // Without the colour bar, the caption takes its place.
    const QRect bar(width() / 2 - 120, bottom + kGap + 4 - (colourBar ? 0 : kLegendBar), 240, 12);
    painter.setFont(PlotStyle::valueFont());
    if (colourBar) {
        QCPColorGradient gradient = ColorMap::weights();
        for (int x = 0; x < bar.width(); ++x) {
            painter.setPen(
                QColor::fromRgb(gradient.color(double(x) / (bar.width() - 1), QCPRange(0, 1))));
            painter.drawLine(bar.left() + x, bar.top(), bar.left() + x, bar.bottom());
        }
        painter.setPen(PlotStyle::textColor());
        painter.drawText(QRect(bar.left() - 110, bar.top() - 4, 104, 20),
                         Qt::AlignRight | Qt::AlignVCenter, tr("weight 0"));
        painter.drawText(QRect(bar.right() + 6, bar.top() - 4, 40, 20),
                         Qt::AlignLeft | Qt::AlignVCenter, QStringLiteral("1"));
    }
    painter.setPen(PlotStyle::mutedTextColor());
    const QString importance = tr("importance = ‖out − out without the head‖ / ‖out‖");
    const QString caption =
        paintsFigure(this) ? importance : tr("click a head to select it · %1").arg(importance);
    painter.drawText(QRect(4, bar.bottom() + 4, width() - 8, 22), Qt::AlignHCenter,
                     painter.fontMetrics().elidedText(caption, Qt::ElideRight, width() - 8));
    if (m_keyStep > 1) {
        // Names left out are said to be left out, never dropped silently.
        painter.setFont(PlotStyle::noteFont());
        const QString note =
            (paintsFigure(this)
                 ? tr("One key name in %1 shown, the first and the last always")
                 : tr("One key name in %1 shown, the first and the last always; point at a cell "
                      "for its tokens"))
                .arg(m_keyStep);
        painter.drawText(QRect(4, bar.bottom() + 26, width() - 8, painter.fontMetrics().height()),
                         Qt::AlignHCenter,
                         painter.fontMetrics().elidedText(note, Qt::ElideRight, width() - 8));
    }
}

void HeadsGridView::mousePressEvent(QMouseEvent *event)
{
    const int head = headAt(event->position().toPoint());
    if (event->button() == Qt::LeftButton && head >= 0)
        m_document->setSelection(head, m_document->selectedQuery(), m_document->selectedKey());
}

void HeadsGridView::mouseMoveEvent(QMouseEvent *event)
{
    const QPoint pos = event->position().toPoint();
    const attn::AttentionTrace &t = m_document->trace();
    for (int tile = 0; tile < tileCount(); ++tile) {
        // Shortened headings and key names show in full here.
        if (headingRect(tile).contains(pos)) {
            PlainToolTip::show(event->globalPosition().toPoint(),
                               headingName(tile) + headingSuffix(tile, false), this);
            return;
        }
        for (const KeyLabel &label : keyLabels(tile))
            if (label.rect.contains(pos)) {
                PlainToolTip::show(event->globalPosition().toPoint(),
                                   tr("key “%1”").arg(label.fullText), this);
                return;
            }
        const QRect cells = cellsRect(tile);
        if (!cells.contains(pos) || m_cells.isEmpty())
            continue;
        const int head = headOfTile(tile);
        const attn::Matrix &w = head >= 0 ? t.heads[std::size_t(head)].weights : meanWeights();
        // The cell under the mouse (a pixel of a pooled tile covers several).
        const int r = int((long long)(pos.y() - cells.top()) * w.rows() / m_cells.height());
        const int c = int((long long)(pos.x() - cells.left()) * w.cols() / m_cells.width());
        if (r >= w.rows() || c >= w.cols())
            break;
        const QString name = head >= 0 ? tr("head %1").arg(head + 1) : tr("mean");
        PlainToolTip::show(event->globalPosition().toPoint(),
                           tr("%1: “%2” → “%3” weight %4")
                               .arg(name, QString::fromStdString(t.queryLabels.at(std::size_t(r))),
                                    QString::fromStdString(t.keyLabels.at(std::size_t(c))),
                                    PlotStyle::fixed(w(r, c), 3)),
                           this);
        return;
    }
    QToolTip::hideText();
}
