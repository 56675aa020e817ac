#include "stagematrixview.h"

#include "plaintooltip.h"
#include "plotstyle.h"
#include "stagecelllook.h"

#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>

namespace {

constexpr int kCellWidth = 54;
constexpr int kCellHeight = 26;
constexpr int kTitleHeight = 26;
constexpr int kShapeHeight = 20;
constexpr int kColumnLabels = 20;
constexpr int kCaption = 20;
constexpr int kPad = 8;

QString elided(const QString &text, const QFont &font, int width)
{
    return QFontMetrics(font).elidedText(text, Qt::ElideRight, width);
}

} // namespace

static_assert(StageMatrixView::maxRows <= ComputationStage::kCornerRows &&
                  StageMatrixView::maxColumns <= ComputationStage::kCornerColumns &&
                  StageMatrixView::maxKeyColumns <= ComputationStage::kCornerColumns,
              "a stage keeps at least the corner the view shows");

StageMatrixView::StageMatrixView(QWidget *parent) : QWidget(parent)
{
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
}

void StageMatrixView::setStage(const ComputationStage &stage)
{
    m_stage = stage;
    updateGeometry();
    update();
}

int StageMatrixView::shownRows() const
{
    return int(std::min<Eigen::Index>(m_stage.values.rows(), maxRows));
}

int StageMatrixView::shownColumns() const
{
    return int(std::min<Eigen::Index>(m_stage.values.cols(), columnLimit()));
}

int StageMatrixView::columnLimit() const
{
    return columnLimitOf(m_stage);
}

int StageMatrixView::columnLimitOf(const ComputationStage &stage)
{
    using Kind = ComputationStage::Kind;
    return stage.kind >= Kind::Scores && stage.kind <= Kind::Weights ? maxKeyColumns : maxColumns;
}

bool StageMatrixView::isTruncated() const
{
    return m_stage.rows > maxRows || m_stage.columns > columnLimit();
}

void StageMatrixView::setHighlights(const std::vector<StageCells> &cells)
{
    m_highlights = cells;
    update();
}

void StageMatrixView::setSelectedCell(int row, int column)
{
    m_selectedRow = row;
    m_selectedColumn = column;
    update();
}

void StageMatrixView::setCurrent(bool current)
{
    m_current = current;
    update();
}

int StageMatrixView::rowLabelWidth() const
{
    const QFontMetrics metrics(PlotStyle::valueFont());
    int widest = 0;
    for (int r = 0; r < shownRows() && r < m_stage.rowLabels.size(); ++r)
        widest = std::max(widest, metrics.horizontalAdvance(m_stage.rowLabels.at(r)));
    return std::min(widest, 90) + 8;
}

QString StageMatrixView::shapeText() const
{
    QString text = tr("%1 × %2").arg(m_stage.rows).arg(m_stage.columns);
    if (isTruncated())
        text += tr(" · showing %1 × %2").arg(shownRows()).arg(shownColumns());
    return text;
}

QSize StageMatrixView::sizeHint() const
{
    const int cells = std::max(shownColumns(), 1) * kCellWidth;
    QFont bold = PlotStyle::labelFont();
    bold.setBold(true);
    const QFontMetrics title(bold);
    const QFontMetrics note(PlotStyle::noteFont());
    const int text =
        std::max({title.horizontalAdvance(m_stage.title) + 12, note.horizontalAdvance(shapeText()),
                  note.horizontalAdvance(m_stage.caption)});
    const int width = std::max(rowLabelWidth() + cells, text) + 2 * kPad;
    const int height = kTitleHeight + kShapeHeight + kColumnLabels +
                       std::max(shownRows(), 1) * kCellHeight + kCaption + 2 * kPad;
    return QSize(width, height);
}

QRect StageMatrixView::cellRect(int row, int column) const
{
    const int left = kPad + rowLabelWidth();
    const int top = kPad + kTitleHeight + kShapeHeight + kColumnLabels;
    return QRect(left + column * kCellWidth, top + row * kCellHeight, kCellWidth, kCellHeight);
}

QPoint StageMatrixView::cellAt(const QPoint &pos) const
{
    for (int r = 0; r < shownRows(); ++r)
        for (int c = 0; c < shownColumns(); ++c)
            if (cellRect(r, c).contains(pos))
                return QPoint(c, r);
    return QPoint(-1, -1);
}

bool StageMatrixView::isHighlighted(int row, int column) const
{
    return std::any_of(m_highlights.begin(), m_highlights.end(), [&](const StageCells &h) {
        return (h.row < 0 || h.row == row) && (h.column < 0 || h.column == column);
    });
}

void StageMatrixView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), PlotStyle::backgroundColor());
    if (m_current) {
        painter.setPen(QPen(PlotStyle::selectionColor(), 2));
        painter.drawRoundedRect(QRectF(rect()).adjusted(1, 1, -1, -1), 6, 6);
    }
    const int inner = width() - 2 * kPad;
    painter.setPen(PlotStyle::textColor());
    QFont title = PlotStyle::labelFont();
    title.setBold(true);
    painter.setFont(title);
    painter.drawText(QRect(kPad, kPad, inner, kTitleHeight), Qt::AlignLeft | Qt::AlignVCenter,
                     elided(m_stage.title, title, inner));
    painter.setFont(PlotStyle::noteFont());
    painter.setPen(PlotStyle::mutedTextColor());
    painter.drawText(QRect(kPad, kPad + kTitleHeight, inner, kShapeHeight),
                     Qt::AlignLeft | Qt::AlignVCenter, shapeText());

    const int rows = shownRows(), cols = shownColumns();
    const StageCellLook look(m_stage, rows, cols);
    painter.setFont(PlotStyle::valueFont());
    for (int c = 0; c < cols && c < m_stage.columnLabels.size(); ++c) {
        const QRect cell = cellRect(0, c);
        painter.drawText(
            QRect(cell.left(), cell.top() - kColumnLabels, cell.width(), kColumnLabels),
            Qt::AlignCenter,
            elided(m_stage.columnLabels.at(c), PlotStyle::valueFont(), kCellWidth - 2));
    }
    for (int r = 0; r < rows; ++r) {
        if (r < m_stage.rowLabels.size()) {
            painter.setPen(PlotStyle::mutedTextColor());
            const QRect cell = cellRect(r, 0);
            painter.drawText(QRect(kPad, cell.top(), rowLabelWidth() - 6, cell.height()),
                             Qt::AlignRight | Qt::AlignVCenter,
                             elided(m_stage.rowLabels.at(r), PlotStyle::valueFont(), 90));
        }
        for (int c = 0; c < cols; ++c) {
            const QRect cell = cellRect(r, c);
            if (look.isMasked(r, c))
                PlotStyle::fillMasked(painter, cell);
            else
                painter.fillRect(cell, look.background(r, c));
            painter.setPen(look.textColor(r, c));
            painter.drawText(cell, Qt::AlignCenter, look.text(r, c));
        }
    }
    // Separators, then outlines on top.
    painter.setPen(QPen(Qt::white, 1));
    for (int c = 1; c < cols; ++c)
        painter.drawLine(cellRect(0, c).topLeft(), cellRect(rows - 1, c).bottomLeft());
    for (int r = 1; r < rows; ++r)
        painter.drawLine(cellRect(r, 0).topLeft(), cellRect(r, cols - 1).topRight());
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(PlotStyle::selectionColor(), 3));
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            if (isHighlighted(r, c))
                painter.drawRect(cellRect(r, c).adjusted(1, 1, -2, -2));
    if (m_selectedRow >= 0 && m_selectedRow < rows && m_selectedColumn >= 0 &&
        m_selectedColumn < cols) {
        painter.setPen(QPen(PlotStyle::textColor(), 3));
        painter.drawRect(cellRect(m_selectedRow, m_selectedColumn).adjusted(1, 1, -2, -2));
    }
    if (!m_stage.caption.isEmpty()) {
        painter.setFont(PlotStyle::noteFont());
        painter.setPen(PlotStyle::mutedTextColor());
        const int top = cellRect(std::max(rows, 1), 0).top() + 2;
        painter.drawText(QRect(kPad, top, inner, kCaption), Qt::AlignLeft | Qt::AlignVCenter,
                         elided(m_stage.caption, PlotStyle::noteFont(), inner));
    }
}

void StageMatrixView::mousePressEvent(QMouseEvent *event)
{
    const QPoint cell = cellAt(event->position().toPoint());
    if (event->button() == Qt::LeftButton && cell.x() >= 0)
        emit cellClicked(cell.y(), cell.x());
}

void StageMatrixView::mouseMoveEvent(QMouseEvent *event)
{
    const QPoint cell = cellAt(event->position().toPoint());
    if (cell.x() < 0) {
        QToolTip::hideText();
        return;
    }
    const QString row = cell.y() < m_stage.rowLabels.size() ? m_stage.rowLabels.at(cell.y())
                                                            : QString::number(cell.y() + 1);
    const QString col = cell.x() < m_stage.columnLabels.size() ? m_stage.columnLabels.at(cell.x())
                                                               : QString::number(cell.x() + 1);
    PlainToolTip::show(event->globalPosition().toPoint(),
                       tr("%1 [%2, %3] = %4")
                           .arg(m_stage.title, row, col,
                                QString::number(m_stage.values(cell.y(), cell.x()), 'g', 10)),
                       this);
}
