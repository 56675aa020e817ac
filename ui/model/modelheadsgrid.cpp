#include "modelheadsgrid.h"

#include "modelsession.h"
#include "plotstyle.h"
#include "retranslate.h"
#include "weighttilepainter.h"

#include <QEvent>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>

namespace {

constexpr int kGap = 14;     ///< between thumbnails, and the room of the selection outline
constexpr int kMinTile = 32; ///< the least side of a thumbnail
/// A compact grid's (isCompact()): the gap, the least side of a thumbnail.
constexpr int kCompactGap = 6;
constexpr int kCompactMinTile = 20;
constexpr int kCompactDrawnTile = 8; ///< the least side drawn, in a squeezed compact grid

} // namespace

ModelHeadsGrid::ModelHeadsGrid(ModelSession *session, QWidget *parent)
    : QWidget(parent), m_session(session)
{
    setObjectName(QStringLiteral("modelHeadsGrid"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    connect(session, &ModelSession::changed, this, [this] {
        // Another model: another shape, perhaps compact, and other least sizes.
        const QSize shape(columnCount(), rowCount());
        if (shape != m_shape) {
            m_shape = shape;
            updateGeometry();
        }
        update();
    });
    connect(session, &ModelSession::selectionChanged, this, qOverload<>(&QWidget::update));
    onLanguageChange(this, [this] {
        setToolTip(tr("Click a head to show it large; double-click to open it in the lab"));
        update();
    });
}

int ModelHeadsGrid::rowCount() const
{
    return m_session->layerCount();
}

int ModelHeadsGrid::columnCount() const
{
    return m_session->headCount();
}

int ModelHeadsGrid::headingHeight() const
{
    return QFontMetrics(PlotStyle::labelFont()).height() + 4;
}

bool ModelHeadsGrid::isCompact() const
{
    return rowCount() * columnCount() > kCompactAbove;
}

int ModelHeadsGrid::gap() const
{
    return isCompact() ? kCompactGap : kGap;
}

int ModelHeadsGrid::rowLabelWidth() const
{
    if (!isCompact())
        return 0;
    return QFontMetrics(PlotStyle::labelFont()).horizontalAdvance(layerLabel(rowCount() - 1)) + 6;
}

int ModelHeadsGrid::tileSide() const
{
    const int rows = std::max(rowCount(), 1);
    const int columns = std::max(columnCount(), 1);
    const int g = gap();
    // A compact grid names the columns once above them; the other, each thumbnail.
    const int headings = isCompact() ? headingHeight() : headingHeight() * rows;
    const int across = (width() - rowLabelWidth() - g * (columns + 1)) / columns;
    const int down = (height() - g * (rows + 1) - headings) / rows;
    // A compact grid given less than it asks for (its column squeezed) draws every head
    // smaller rather than leave the last layers out.
    return std::max(std::min(across, down), isCompact() ? kCompactDrawnTile : leastSide());
}

QRect ModelHeadsGrid::thumbnailRect(int layer, int head) const
{
    const int side = tileSide();
    const int columns = std::max(columnCount(), 1);
    const int g = gap();
    // The grid centred across, at the top (in sight where the tab scrolls).
    const int gridWidth = columns * side + (columns - 1) * g;
    const int labels = rowLabelWidth();
    const int left = labels + std::max((width() - labels - gridWidth) / 2, g / 2);
    const int top = g / 2 + headingHeight();
    const int rowStep = side + g + (isCompact() ? 0 : headingHeight());
    return QRect(left + head * (side + g), top + layer * rowStep, side, side);
}

QString ModelHeadsGrid::layerLabel(int layer) const
{
    return tr("L%1").arg(layer + 1);
}

QString ModelHeadsGrid::headLabel(int head) const
{
    return tr("H%1").arg(head + 1);
}

QString ModelHeadsGrid::heading(int layer, int head) const
{
    return tr("L%1 H%2").arg(layer + 1).arg(head + 1);
}

QString ModelHeadsGrid::offText() const
{
    return tr("off");
}

bool ModelHeadsGrid::isDrawnOff(int layer, int head) const
{
    return !m_session->interventions().head(layer, head).enabled;
}

QSize ModelHeadsGrid::sizeHint() const
{
    // A compact grid asks for no more than its least: the column it shares with the
    // prediction lays out by the heights its parts ask for, and the grid grows where room.
    return gridSize(isCompact() ? leastSide() : 80);
}

int ModelHeadsGrid::leastSide() const
{
    if (isCompact())
        return kCompactMinTile;
    // A heading may reach into the gaps beside its thumbnail, short of its neighbour's.
    const QFontMetrics metrics(PlotStyle::labelFont());
    const int named = metrics.horizontalAdvance(heading(rowCount(), columnCount())) - kGap + 10;
    return std::max(kMinTile, named);
}

QSize ModelHeadsGrid::minimumSizeHint() const
{
    return gridSize(leastSide());
}

QSize ModelHeadsGrid::gridSize(int side) const
{
    const int g = gap();
    const int headings = isCompact() ? headingHeight() : rowCount() * headingHeight();
    return QSize(rowLabelWidth() + columnCount() * (side + g) + g,
                 rowCount() * (side + g) + g + headings);
}

void ModelHeadsGrid::paintLabels(QPainter &painter) const
{
    painter.setFont(PlotStyle::labelFont());
    painter.setPen(PlotStyle::textColor());
    // Every column (row) named where the names fit beside each other, else one in `step`.
    const int pitch = tileSide() + gap();
    const auto stepFor = [pitch](int extent) { return std::max(1, (extent + pitch - 1) / pitch); };
    const int widest = painter.fontMetrics().horizontalAdvance(headLabel(columnCount() - 1)) + 4;
    const int step = stepFor(widest);
    for (int head = 0; head < columnCount(); head += step) {
        const QRect cells = thumbnailRect(0, head);
        painter.drawText(QRect(cells.center().x() - widest / 2, cells.top() - headingHeight(),
                               widest, headingHeight() - 2),
                         Qt::AlignHCenter | Qt::AlignBottom, headLabel(head));
    }
    const int rowStep = stepFor(painter.fontMetrics().height());
    for (int layer = 0; layer < rowCount(); layer += rowStep) {
        const QRect cells = thumbnailRect(layer, 0);
        painter.drawText(QRect(0, cells.top(), cells.left() - gap() / 2, cells.height()),
                         Qt::AlignRight | Qt::AlignVCenter, layerLabel(layer));
    }
}

void ModelHeadsGrid::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), PlotStyle::backgroundColor());
    if (!m_session->hasResult())
        return;
    const QFont font = PlotStyle::labelFont();
    const bool compact = isCompact();
    if (compact)
        paintLabels(painter);
    for (int layer = 0; layer < rowCount(); ++layer)
        for (int head = 0; head < columnCount(); ++head) {
            const attn::AttentionTrace &trace = m_session->layerTrace(layer);
            if (std::size_t(head) >= trace.heads.size())
                continue;
            const QRect cells = thumbnailRect(layer, head);
            const bool off = isDrawnOff(layer, head);
            if (!compact) {
                painter.setFont(font);
                painter.setPen(off ? PlotStyle::mutedTextColor() : PlotStyle::textColor());
                const QRect headingRect(cells.left() - kGap / 2 + 3, cells.top() - headingHeight(),
                                        cells.width() + kGap - 6, headingHeight() - 4);
                painter.drawText(headingRect, Qt::AlignHCenter | Qt::AlignBottom,
                                 painter.fontMetrics().elidedText(
                                     heading(layer, head), Qt::ElideRight, headingRect.width()));
            }
            const attn::Matrix &weights = trace.heads[std::size_t(head)].weights;
            const WeightTilePainter tile(trace, weights, std::size_t(head), off);
            const int cell = weights.rows() > 0 ? cells.width() / int(weights.rows()) : 0;
            // Whole cells where they are at least 2 px; the grid's side follows them.
            if (cell >= 2)
                tile.paintCells(painter,
                                QRect(cells.topLeft(), QSize(cell * int(weights.cols()),
                                                             cell * int(weights.rows()))),
                                cell);
            else
                tile.paintPooled(painter, cells);
            const bool selected =
                layer == m_session->selectedLayer() && head == m_session->selectedHead();
            const QRect drawn =
                cell >= 2 ? QRect(cells.topLeft(),
                                  QSize(cell * int(weights.cols()), cell * int(weights.rows())))
                          : cells;
            WeightTilePainter::paintFrame(painter, drawn, selected);
            if (off) {
                // "off" on a plate in the middle of the faded weights.
                painter.setFont(font);
                const QFontMetrics metrics(font);
                QRect plate(0, 0, metrics.horizontalAdvance(offText()) + 8, metrics.height() + 2);
                plate.moveCenter(drawn.center());
                painter.fillRect(plate, PlotStyle::backgroundColor());
                painter.setPen(PlotStyle::textColor());
                painter.drawText(plate, Qt::AlignCenter, offText());
            }
        }
}

std::pair<int, int> ModelHeadsGrid::tileAt(const QPoint &pos) const
{
    for (int layer = 0; layer < rowCount(); ++layer)
        for (int head = 0; head < columnCount(); ++head) {
            const QRect r = thumbnailRect(layer, head);
            // The heading belongs to its thumbnail too.
            const int above = isCompact() ? gap() / 2 : headingHeight();
            if (r.adjusted(-gap() / 2, -above, gap() / 2, gap() / 2).contains(pos))
                return {layer, head};
        }
    return {-1, -1};
}

void ModelHeadsGrid::mousePressEvent(QMouseEvent *event)
{
    const auto [layer, head] = tileAt(event->position().toPoint());
    if (layer >= 0)
        m_session->select(layer, head);
}

void ModelHeadsGrid::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange)
        updateGeometry();
    QWidget::changeEvent(event);
}

void ModelHeadsGrid::mouseDoubleClickEvent(QMouseEvent *event)
{
    const auto [layer, head] = tileAt(event->position().toPoint());
    if (layer >= 0)
        emit openRequested(layer, head);
}
