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

} // namespace

ModelHeadsGrid::ModelHeadsGrid(ModelSession *session, QWidget *parent)
    : QWidget(parent), m_session(session)
{
    setObjectName(QStringLiteral("modelHeadsGrid"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    connect(session, &ModelSession::changed, this, qOverload<>(&QWidget::update));
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

int ModelHeadsGrid::tileSide() const
{
    const int rows = std::max(rowCount(), 1);
    const int columns = std::max(columnCount(), 1);
    const int across = (width() - kGap * (columns + 1)) / columns;
    const int down = (height() - kGap * (rows + 1) - headingHeight() * rows) / rows;
    return std::max(std::min(across, down), leastSide());
}

QRect ModelHeadsGrid::thumbnailRect(int layer, int head) const
{
    const int side = tileSide();
    const int columns = std::max(columnCount(), 1);
    // The grid centred across, at the top (in sight where the tab scrolls).
    const int gridWidth = columns * side + (columns - 1) * kGap;
    const int left = std::max((width() - gridWidth) / 2, kGap / 2);
    const int top = kGap / 2;
    return QRect(left + head * (side + kGap),
                 top + layer * (side + headingHeight() + kGap) + headingHeight(), side, side);
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
    const int side = 80;
    return QSize(columnCount() * (side + kGap) + kGap,
                 rowCount() * (side + headingHeight() + kGap) + kGap);
}

int ModelHeadsGrid::leastSide() const
{
    // A heading may reach into the gaps beside its thumbnail, short of its neighbour's.
    const QFontMetrics metrics(PlotStyle::labelFont());
    const int named = metrics.horizontalAdvance(heading(rowCount(), columnCount())) - kGap + 10;
    return std::max(kMinTile, named);
}

QSize ModelHeadsGrid::minimumSizeHint() const
{
    const int side = leastSide();
    return QSize(columnCount() * (side + kGap) + kGap,
                 rowCount() * (side + headingHeight() + kGap) + kGap);
}

void ModelHeadsGrid::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), PlotStyle::backgroundColor());
    if (!m_session->hasResult())
        return;
    const QFont font = PlotStyle::labelFont();
    for (int layer = 0; layer < rowCount(); ++layer)
        for (int head = 0; head < columnCount(); ++head) {
            const attn::AttentionTrace &trace = m_session->layerTrace(layer);
            if (std::size_t(head) >= trace.heads.size())
                continue;
            const QRect cells = thumbnailRect(layer, head);
            const bool off = isDrawnOff(layer, head);
            painter.setFont(font);
            painter.setPen(off ? PlotStyle::mutedTextColor() : PlotStyle::textColor());
            const QRect headingRect(cells.left() - kGap / 2 + 3, cells.top() - headingHeight(),
                                    cells.width() + kGap - 6, headingHeight() - 4);
            painter.drawText(headingRect, Qt::AlignHCenter | Qt::AlignBottom,
                             painter.fontMetrics().elidedText(heading(layer, head), Qt::ElideRight,
                                                              headingRect.width()));
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
            if (r.adjusted(-kGap / 2, -headingHeight(), kGap / 2, kGap / 2).contains(pos))
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
