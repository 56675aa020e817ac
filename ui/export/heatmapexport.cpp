#include "heatmapexport.h"

#include "cellnumber.h"
#include "heatmapview.h"
#include "plotstyle.h"
#include "vectorcolourscale.h"

#include <qcustomplot.h>

#include <cmath>
#include <memory>

namespace {

/// Stands in for the colour map while a vector file is painted: one rectangle per cell,
/// drawn through the painter so SVG and PDF keep them as shapes and the numbers as text.
class VectorHeatmapCells : public QCPLayerable
{
public:
    VectorHeatmapCells(HeatmapView *view, QCPColorMap *map)
        : QCPLayerable(map->parentPlot(), map->layer()->name()), m_view(view), m_map(map)
    {
    }

protected:
    void applyDefaultAntialiasingHint(QCPPainter *painter) const override
    {
        painter->setAntialiasing(false);
    }
    QRect clipRect() const override { return m_map->keyAxis()->axisRect()->rect(); }

    void draw(QCPPainter *painter) override
    {
        m_rows = m_view->rowCount();
        m_columns = m_view->columnCount();
        if (m_rows == 0 || m_columns == 0)
            return;
        const QRectF all = cellRect(0, 0).united(cellRect(m_rows - 1, m_columns - 1));
        const bool separators = all.width() / m_columns >= 16 && all.height() / m_rows >= 16;
        drawCells(painter, separators);
        if (separators)
            drawSeparators(painter, all);
        if (m_view->cellTextVisible() && m_columns <= HeatmapView::maxColumnsWithText)
            drawNumbers(painter);
        drawMaskedRowNotes(painter);
        drawSelectedRow(painter);
    }

private:
    QRectF cellRect(int row, int column) const
    {
        const QCPAxis *x = m_map->keyAxis();
        const QCPAxis *y = m_map->valueAxis();
        return QRectF(QPointF(x->coordToPixel(column - 0.5), y->coordToPixel(row - 0.5)),
                      QPointF(x->coordToPixel(column + 0.5), y->coordToPixel(row + 0.5)))
            .normalized();
    }
    bool masked(int row, int column) const
    {
        return m_view->isRowFullyMasked(row) || m_view->isCellMasked(row, column);
    }

    void drawCells(QCPPainter *painter, bool separators) const
    {
        // Without separators neighbouring rectangles overlap a little, so no viewer shows
        // hairline seams between them.
        const double grow = separators ? 0.0 : 0.25;
        QCPColorGradient gradient = m_map->gradient();
        painter->setPen(Qt::NoPen);
        for (int r = 0; r < m_rows; ++r) {
            for (int c = 0; c < m_columns; ++c) {
                const QRectF rect = cellRect(r, c).adjusted(-grow, -grow, grow, grow);
                if (masked(r, c)) {
                    PlotStyle::fillMasked(*painter, rect); // hatch lines, not a texture
                    painter->setPen(Qt::NoPen);
                    continue;
                }
                const double value = m_view->cellValue(r, c);
                const QColor colour =
                    std::isfinite(value)
                        ? QColor::fromRgb(gradient.color(value, m_map->dataRange()))
                        : QColor(Qt::white);
                painter->setBrush(colour);
                painter->drawRect(rect);
            }
        }
    }

    void drawSeparators(QCPPainter *painter, const QRectF &all) const
    {
        painter->setPen(QPen(Qt::white, 1));
        for (int c = 1; c < m_columns; ++c) {
            const double x = cellRect(0, c).left();
            painter->drawLine(QPointF(x, all.top()), QPointF(x, all.bottom()));
        }
        for (int r = 1; r < m_rows; ++r) {
            const double y = cellRect(r, 0).top();
            painter->drawLine(QPointF(all.left(), y), QPointF(all.right(), y));
        }
    }

    void drawNumbers(QCPPainter *painter) const
    {
        const bool weights = m_view->quantity() == HeatmapView::Quantity::Weights;
        painter->setFont(PlotStyle::valueFont());
        const QFontMetricsF metrics(PlotStyle::valueFont());
        const QRectF first = cellRect(0, 0);
        if (first.height() < metrics.height() + 2)
            return;
        const double room = first.width() - 4;
        QCPColorGradient gradient = m_map->gradient();
        for (int r = 0; r < m_rows; ++r) {
            if (m_view->isRowFullyMasked(r))
                continue;
            for (int c = 0; c < m_columns; ++c) {
                const QRectF rect = cellRect(r, c);
                if (masked(r, c)) {
                    painter->setPen(PlotStyle::mutedTextColor());
                    painter->drawText(rect, Qt::AlignCenter, QStringLiteral("×"));
                    continue;
                }
                const double value = m_view->cellValue(r, c);
                drawCellNumber(painter, rect, value, weights, room, metrics,
                               QColor::fromRgb(gradient.color(value, m_map->dataRange())));
            }
        }
    }

    void drawMaskedRowNotes(QCPPainter *painter) const
    {
        if (!m_view->cellTextVisible())
            return;
        painter->setFont(PlotStyle::valueFont());
        const QFontMetricsF metrics(PlotStyle::valueFont());
        const QString text = HeatmapView::tr("every key masked: no weights");
        for (int r = 0; r < m_rows; ++r) {
            if (!m_view->isRowFullyMasked(r))
                continue;
            const QRectF row = cellRect(r, 0).united(cellRect(r, m_columns - 1));
            const double width = metrics.horizontalAdvance(text) + 16;
            if (width > row.width() || metrics.height() + 4 > row.height())
                continue;
            const QRectF box(row.center().x() - width / 2,
                             row.center().y() - metrics.height() / 2 - 2, width,
                             metrics.height() + 4);
            painter->setPen(QPen(PlotStyle::mutedTextColor(), 1));
            painter->setBrush(Qt::white);
            painter->drawRect(box);
            painter->setPen(PlotStyle::textColor());
            painter->drawText(box, Qt::AlignCenter, text);
        }
    }

    void drawSelectedRow(QCPPainter *painter) const
    {
        const int selected = m_view->outlinedRow();
        if (selected < 0 || selected >= m_rows)
            return;
        const QRectF row = cellRect(selected, 0).united(cellRect(selected, m_columns - 1));
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(PlotStyle::selectionColor(), 3));
        painter->drawRect(row.adjusted(1.5, 1.5, -1.5, -1.5));
    }

    HeatmapView *m_view;
    QCPColorMap *m_map;
    int m_rows = 0;
    int m_columns = 0;
};

} // namespace

HeatmapExport::HeatmapExport(HeatmapView *view)
    : CustomPlotExport(view ? view->plot() : nullptr), m_view(view)
{
}

QCPColorMap *HeatmapExport::colorMap() const
{
    if (!m_view)
        return nullptr;
    QCustomPlot *plot = m_view->plot();
    for (int i = 0; i < plot->plottableCount(); ++i)
        if (auto *map = qobject_cast<QCPColorMap *>(plot->plottable(i)))
            return map;
    return nullptr;
}

void HeatmapExport::render(QCPPainter &painter, const QSize &size, const PlotRenderOptions &options)
{
    m_drewVectorCells = false;
    if (!m_view)
        return;
    const bool textBefore = m_view->cellTextVisible();
    if (textBefore != options.showValues)
        m_view->setCellTextVisible(options.showValues);
    m_vector = options.vector;
    m_view->setFullResolution(true);  // a figure keeps every entry, whatever the screen shows
    m_view->setSelectionShown(false); // and no window state
    CustomPlotExport::render(painter, size, options);
    m_view->setSelectionShown(true);
    m_view->setFullResolution(false);
    if (textBefore != options.showValues)
        m_view->setCellTextVisible(textBefore);
}

void HeatmapExport::paintPlot(QCPPainter &painter, const QSize &size)
{
    QCPColorMap *map = colorMap();
    const bool vectorCells = m_vector && map && map->visible() && m_view->rowCount() > 0 &&
                             m_view->rowCount() <= maxVectorCells &&
                             m_view->columnCount() <= maxVectorCells;
    // The colour bar is a bitmap in QCustomPlot; a vector file gets bands instead.
    std::unique_ptr<VectorColourScale> scale;
    if (m_vector)
        if (QCPColorScale *colourScale = map ? map->colorScale() : nullptr)
            scale = std::make_unique<VectorColourScale>(colourScale);
    if (!vectorCells) {
        CustomPlotExport::paintPlot(painter, size);
        return;
    }
    map->setVisible(false);
    auto *cells = new VectorHeatmapCells(m_view, map);
    CustomPlotExport::paintPlot(painter, size);
    delete cells; // leaves its layer on destruction
    map->setVisible(true);
    m_drewVectorCells = true;
}
