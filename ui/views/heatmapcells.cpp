#include "heatmapcells.h"

#include "cellnumber.h"
#include "heatmapview.h"
#include "plotstyle.h"

QRectF HeatmapCells::cellRect(int row, int column) const
{
    const QPointF a(mKeyAxis->coordToPixel(column - 0.5), mValueAxis->coordToPixel(row - 0.5));
    const QPointF b(mKeyAxis->coordToPixel(column + 0.5), mValueAxis->coordToPixel(row + 0.5));
    return QRectF(a, b).normalized();
}

bool HeatmapCells::isMasked(int i, int j) const
{
    return !pooling.masked.empty() &&
           pooling.masked[std::size_t(i) * std::size_t(pooling.columns) + std::size_t(j)];
}

QRectF HeatmapCells::pooledRect(int i, int j0, int j1) const
{
    const auto &r = pooling.rowStart;
    const auto &c = pooling.columnStart;
    const QPointF a(mKeyAxis->coordToPixel(c[std::size_t(j0)] - 0.5),
                    mValueAxis->coordToPixel(r[std::size_t(i)] - 0.5));
    const QPointF b(mKeyAxis->coordToPixel(c[std::size_t(j1)] - 0.5),
                    mValueAxis->coordToPixel(r[std::size_t(i) + 1] - 0.5));
    return QRectF(a, b).normalized();
}

void HeatmapCells::draw(QCPPainter *painter)
{
    QCPColorMap::draw(painter);
    if (rows == 0 || columns == 0)
        return;
    drawMasked(painter);
    drawSeparators(painter);
    if (showText && columns <= HeatmapView::maxColumnsWithText && !pooling.isPooled())
        drawNumbers(painter);
    drawSelection(painter);
    if (showText) {
        painter->setFont(PlotStyle::valueFont());
        const QFontMetricsF metrics(PlotStyle::valueFont());
        for (int r = 0; r < int(maskedRows.size()); ++r)
            if (maskedRows[std::size_t(r)])
                drawMaskedRowNote(painter, r, metrics);
    }
}

void HeatmapCells::drawMasked(QCPPainter *painter) const
{
    painter->setPen(Qt::NoPen);
    painter->setBrushOrigin(0, 0);
    for (int i = 0; i < pooling.rows; ++i)
        for (int j = 0; j < pooling.columns;) {
            if (!isMasked(i, j)) {
                ++j;
                continue;
            }
            int end = j + 1;
            while (end < pooling.columns && isMasked(i, end))
                ++end;
            PlotStyle::fillMasked(*painter, pooledRect(i, j, end));
            j = end;
        }
}

void HeatmapCells::drawSeparators(QCPPainter *painter) const
{
    const QRectF all = cellRect(0, 0).united(cellRect(rows - 1, columns - 1));
    const double cellWidth = all.width() / columns;
    const double cellHeight = all.height() / rows;
    if (cellWidth < 16 || cellHeight < 16)
        return;
    painter->setPen(QPen(Qt::white, 1));
    for (int c = 1; c < columns; ++c) {
        const double x = cellRect(0, c).left();
        painter->drawLine(QPointF(x, all.top()), QPointF(x, all.bottom()));
    }
    for (int r = 1; r < rows; ++r) {
        const double y = cellRect(r, 0).top();
        painter->drawLine(QPointF(all.left(), y), QPointF(all.right(), y));
    }
}

std::optional<QFont> HeatmapCells::numberFont() const
{
    if (rows == 0 || columns == 0 || columns > HeatmapView::maxColumnsWithText ||
        pooling.isPooled())
        return std::nullopt;
    const QRectF first = cellRect(0, 0);
    const auto fits = [&](const QFont &font) {
        const QFontMetricsF metrics(font);
        return first.height() >= metrics.height() + 2 &&
               first.width() - 4 >= metrics.horizontalAdvance(QStringLiteral("0.00"));
    };
    QFont font = PlotStyle::valueFont();
    if (fits(font))
        return font;
    const QFontMetricsF full(font);
    const double scale =
        std::min((first.width() - 4) / full.horizontalAdvance(QStringLiteral("0.00")),
                 (first.height() - 2) / full.height());
    if (scale < kLeastNumberScale)
        return std::nullopt;
    // Sizes do not scale exactly with the point size (hinting): step down until it fits.
    for (double s = scale; s >= kLeastNumberScale; s -= 0.02) {
        font.setPointSizeF(PlotStyle::valueFont().pointSizeF() * s);
        if (fits(font))
            return font;
    }
    return std::nullopt;
}

bool HeatmapCells::numbersFit() const
{
    return numberFont().has_value();
}

void HeatmapCells::drawNumbers(QCPPainter *painter)
{
    const std::optional<QFont> font = numberFont();
    if (!font)
        return;
    painter->setFont(*font);
    const QFontMetricsF metrics(*font);
    const double room = cellRect(0, 0).width() - 4;
    for (int r = 0; r < rows; ++r) {
        if (!maskedRows.empty() && maskedRows[std::size_t(r)])
            continue;
        for (int c = 0; c < columns; ++c) {
            const QRectF rect = cellRect(r, c);
            if (isMasked(r, c)) {
                painter->setPen(PlotStyle::mutedTextColor());
                painter->drawText(rect, Qt::AlignCenter, QStringLiteral("×"));
                continue;
            }
            const double value = mMapData->cell(c, r);
            drawCellNumber(painter, rect, value, weights, room, metrics,
                           QColor::fromRgb(mGradient.color(value, mDataRange)));
        }
    }
}

void HeatmapCells::drawMaskedRowNote(QCPPainter *painter, int row,
                                     const QFontMetricsF &metrics) const
{
    const QRectF rect = cellRect(row, 0).united(cellRect(row, columns - 1));
    const QString text = HeatmapView::tr("every key masked: no weights");
    const double width = metrics.horizontalAdvance(text) + 16;
    if (width > rect.width() || metrics.height() + 4 > rect.height())
        return;
    const QRectF box(rect.center().x() - width / 2, rect.center().y() - metrics.height() / 2 - 2,
                     width, metrics.height() + 4);
    painter->setPen(QPen(PlotStyle::mutedTextColor(), 1));
    painter->setBrush(Qt::white);
    painter->drawRect(box);
    painter->setPen(PlotStyle::textColor());
    painter->drawText(box, Qt::AlignCenter, text);
}

void HeatmapCells::drawSelection(QCPPainter *painter) const
{
    painter->setBrush(Qt::NoBrush);
    if (selectedRow >= 0 && selectedRow < rows) {
        const QRectF row = cellRect(selectedRow, 0).united(cellRect(selectedRow, columns - 1));
        painter->setPen(QPen(PlotStyle::selectionColor(), 3));
        painter->drawRect(row.adjusted(1.5, 1.5, -1.5, -1.5));
        const bool rowMasked =
            std::size_t(selectedRow) < maskedRows.size() && maskedRows[std::size_t(selectedRow)];
        if (selectedColumn >= 0 && selectedColumn < columns && !rowMasked) {
            const QRectF cell = cellRect(selectedRow, selectedColumn);
            painter->setPen(QPen(Qt::white, 2));
            painter->drawRect(cell.adjusted(4, 4, -4, -4));
        }
    }
}
