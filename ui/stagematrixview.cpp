#include "stagematrixview.h"

#include "colormap.h"
#include "plaintooltip.h"
#include "plotstyle.h"

#include <qcustomplot.h>

#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace {

constexpr int kCellWidth = 54;
constexpr int kCellHeight = 26;
constexpr int kTitleHeight = 26;
constexpr int kShapeHeight = 20;
constexpr int kColumnLabels = 20;
constexpr int kCaption = 20;
constexpr int kPad = 8;

QString cellText(double value)
{
    if (std::isinf(value))
        return value > 0 ? QStringLiteral("∞") : QStringLiteral("−∞");
    // Rounding noise such as cos(90°) = 6e-17 would only distract.
    if (std::abs(value) < 1e-12)
        return QStringLiteral("0");
    if (std::abs(value) < 0.001)
        return QString::number(value, 'e', 0);
    return PlotStyle::fixed(value, std::abs(value) >= 100 ? 0 : (std::abs(value) >= 10 ? 1 : 3));
}

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
    m_range = 0;
    for (int r = 0; r < shownRows(); ++r)
        for (int c = 0; c < shownColumns(); ++c)
            if (std::isfinite(stage.values(r, c)))
                m_range = std::max(m_range, std::abs(stage.values(r, c)));
    if (!(m_range > 0))
        m_range = 1;
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
    using Kind = ComputationStage::Kind;
    return m_stage.kind >= Kind::Scores && m_stage.kind <= Kind::Weights ? maxKeyColumns
                                                                         : maxColumns;
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
    QCPColorGradient gradient = m_stage.isWeights ? ColorMap::weights() : ColorMap::scores();
    const QCPRange range = m_stage.isWeights ? QCPRange(0, 1) : QCPRange(-m_range, m_range);
    const bool hasMask = m_stage.mask.rows() == m_stage.values.rows() &&
                         m_stage.mask.cols() == m_stage.values.cols();
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
            const double value = m_stage.values(r, c);
            const bool masked = hasMask && !m_stage.mask(r, c);
            QColor background = masked ? QColor() : QColor::fromRgb(gradient.color(value, range));
            if (masked)
                PlotStyle::fillMasked(painter, cell);
            else
                painter.fillRect(cell, background);
            painter.setPen(masked ? PlotStyle::textColor() : ColorMap::textColorFor(background));
            painter.drawText(cell, Qt::AlignCenter,
                             masked && m_stage.isWeights ? QStringLiteral("0") : cellText(value));
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
