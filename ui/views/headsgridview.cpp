#include "headsgridview.h"

#include "figurepainting.h"

#include "colormap.h"
#include "plaintooltip.h"
#include "plotstyle.h"
#include "tracesummary.h"
#include "viewbinding.h"
#include "weighttilepainter.h"

#include <qcustomplot.h>

#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace {

using G = HeadsGridGeometry;

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
    HeadsGridGeometry::Input input;
    input.widget = size();
    input.tiles = tileCount();
    input.weights = weightShape();
    input.title = figureShows(this, FigurePart::Title);
    input.colourScale = figureShows(this, FigurePart::ColourScale);
    const attn::AttentionTrace &t = m_document->trace();
    m_geometry.layOut(input, t.queryLabels, t.keyLabels);
}

QRect HeadsGridView::tileRect(int tile) const
{
    return m_geometry.tileRect(tile, tileCount(), width());
}

QRect HeadsGridView::cellsRect(int tile) const
{
    return m_geometry.cellsRect(tile, tileCount(), width());
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
    return m_geometry.headingRect(tile, tileCount(), width());
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
    return m_geometry.keyLabels(tile, tileCount(), width(), m_document->trace().keyLabels);
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
        painter.drawText(QRect(4, 4, width() - 8, G::kTitle), Qt::AlignHCenter | Qt::AlignTop,
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
    const WeightTilePainter tilePainter(t, w, maskHead, off);
    const int cell = m_geometry.cell();
    if (cell == 0) {
        tilePainter.paintPooled(painter, cells);
    } else {
        tilePainter.paintCells(painter, cells, cell);
        // Query names beside the rows where the cells are a line tall.
        const QFontMetrics metrics(PlotStyle::valueFont());
        const int room = m_geometry.labelLeft();
        painter.setFont(PlotStyle::valueFont());
        painter.setPen(PlotStyle::mutedTextColor());
        if (room > 0 && cell >= metrics.height())
            for (int r = 0; r < w.rows() && r < int(t.queryLabels.size()); ++r)
                painter.drawText(
                    QRect(cells.left() - room, cells.top() + r * cell, room - 6, cell),
                    Qt::AlignRight | Qt::AlignVCenter,
                    metrics.elidedText(QString::fromStdString(t.queryLabels[std::size_t(r)]),
                                       Qt::ElideRight, room - 6));
    }
    painter.setFont(PlotStyle::valueFont());
    painter.setPen(PlotStyle::mutedTextColor());
    for (const KeyLabel &label : keyLabels(tile))
        painter.drawText(label.rect, Qt::AlignHCenter | Qt::AlignTop, label.text);
    WeightTilePainter::paintFrame(painter, cells, selected);
}

void HeadsGridView::paintLegend(QPainter &painter)
{
    const int bottom = tileRect(tileCount() - 1).bottom();
    const bool colourBar = figureShows(this, FigurePart::ColourScale);
    // Without the colour bar, the caption takes its place.
    const QRect bar(width() / 2 - 120, bottom + G::kGap + 4 - (colourBar ? 0 : G::kLegendBar), 240,
                    12);
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
    if (m_geometry.keyStep() > 1) {
        // Names left out are said to be left out, never dropped silently.
        painter.setFont(PlotStyle::noteFont());
        const QString note =
            (paintsFigure(this)
                 ? tr("One key name in %1 shown, the first and the last always")
                 : tr("One key name in %1 shown, the first and the last always; point at a cell "
                      "for its tokens"))
                .arg(m_geometry.keyStep());
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
        if (!cells.contains(pos) || m_geometry.cells().isEmpty())
            continue;
        const int head = headOfTile(tile);
        const attn::Matrix &w = head >= 0 ? t.heads[std::size_t(head)].weights : meanWeights();
        // The cell under the mouse (a pixel of a pooled tile covers several).
        const int r =
            int((long long)(pos.y() - cells.top()) * w.rows() / m_geometry.cells().height());
        const int c =
            int((long long)(pos.x() - cells.left()) * w.cols() / m_geometry.cells().width());
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
