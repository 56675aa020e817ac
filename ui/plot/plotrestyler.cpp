#include "plotrestyler.h"

#include "colormap.h"
#include "plotstyle.h"

#include <qcustomplot.h>

#include <QApplication>

#include <cmath>

namespace {

/// What PlotStyle and ColorMap hand out at one moment.
struct Look
{
    QColor text = PlotStyle::textColor();
    QColor muted = PlotStyle::mutedTextColor();
    QColor grid = PlotStyle::gridColor();
    QColor background = PlotStyle::backgroundColor();
    double fontScale = PlotStyle::fontScale();
    double lineScale = PlotStyle::lineScale();
    QCPColorGradient weights = ColorMap::weights();
    QCPColorGradient scores = ColorMap::scores();
};

/// `font` at `ratio` times its size, in the application's family (plot fonts start from
/// QFont(), so a language whose script wants another family takes them along).
QFont scaled(QFont font, double ratio)
{
    font.setFamilies(QGuiApplication::font().families().isEmpty()
                         ? QStringList{QGuiApplication::font().family()}
                         : QGuiApplication::font().families());
    if (font.pointSizeF() > 0)
        font.setPointSizeF(font.pointSizeF() * ratio);
    else if (font.pixelSize() > 0)
        font.setPixelSize(std::max(1, int(std::lround(font.pixelSize() * ratio))));
    return font;
}

QPen restyledPen(QPen pen, double lineRatio, const std::function<QColor(const QColor &)> &mapColor)
{
    if (pen.style() == Qt::NoPen)
        return pen;
    pen.setColor(mapColor(pen.color()));
    // A cosmetic zero-width pen draws one pixel: scale from 1 so that it thickens too.
    pen.setWidthF(std::max(pen.widthF(), 1.0) * lineRatio);
    return pen;
}

void restyleAxis(QCPAxis *axis, double fontRatio, double lineRatio,
                 const std::function<QColor(const QColor &)> &mapColor)
{
    axis->setTickLabelFont(scaled(axis->tickLabelFont(), fontRatio));
    axis->setLabelFont(scaled(axis->labelFont(), fontRatio));
    axis->setTickLabelColor(mapColor(axis->tickLabelColor()));
    axis->setLabelColor(mapColor(axis->labelColor()));
    axis->setBasePen(restyledPen(axis->basePen(), lineRatio, mapColor));
    axis->setTickPen(restyledPen(axis->tickPen(), lineRatio, mapColor));
    if (QCPGrid *grid = axis->grid()) {
        grid->setPen(restyledPen(grid->pen(), lineRatio, mapColor));
        grid->setZeroLinePen(restyledPen(grid->zeroLinePen(), lineRatio, mapColor));
    }
}

} // namespace

void PlotRestyler::restyle(QCustomPlot *plot, double fontRatio, double lineRatio,
                           const std::function<QColor(const QColor &)> &mapColor)
{
    plot->setBackground(PlotStyle::backgroundColor());
    for (QCPLayoutElement *element : plot->plotLayout()->elements(true)) {
        if (auto *rect = qobject_cast<QCPAxisRect *>(element)) {
            for (QCPAxis *axis : rect->axes())
                restyleAxis(axis, fontRatio, lineRatio, mapColor);
        } else if (auto *scale = qobject_cast<QCPColorScale *>(element)) {
            restyleAxis(scale->axis(), fontRatio, lineRatio, mapColor);
        } else if (auto *text = qobject_cast<QCPTextElement *>(element)) {
            text->setFont(scaled(text->font(), fontRatio));
            text->setTextColor(mapColor(text->textColor()));
        } else if (auto *legend = qobject_cast<QCPLegend *>(element)) {
            // The legend hands its font and text colour on to its items.
            legend->setFont(scaled(legend->font(), fontRatio));
            legend->setTextColor(mapColor(legend->textColor()));
            legend->setBrush(mapColor(legend->brush().color()));
            legend->setBorderPen(restyledPen(legend->borderPen(), lineRatio, mapColor));
        }
    }
    for (int i = 0; i < plot->plottableCount(); ++i) {
        QCPAbstractPlottable *plottable = plot->plottable(i);
        plottable->setPen(restyledPen(plottable->pen(), lineRatio, mapColor));
    }
    for (int i = 0; i < plot->itemCount(); ++i) {
        QCPAbstractItem *item = plot->item(i);
        if (auto *text = qobject_cast<QCPItemText *>(item)) {
            text->setFont(scaled(text->font(), fontRatio));
            text->setColor(mapColor(text->color()));
        } else if (auto *line = qobject_cast<QCPItemLine *>(item)) {
            line->setPen(restyledPen(line->pen(), lineRatio, mapColor));
        } else if (auto *straight = qobject_cast<QCPItemStraightLine *>(item)) {
            straight->setPen(restyledPen(straight->pen(), lineRatio, mapColor));
        } else if (auto *rect = qobject_cast<QCPItemRect *>(item)) {
            rect->setPen(restyledPen(rect->pen(), lineRatio, mapColor));
        }
    }
    plot->replot(QCustomPlot::rpQueuedReplot);
}

void PlotRestyler::change(const std::function<void()> &change)
{
    const Look before;
    change();
    const Look after;
    const double fontRatio = after.fontScale / before.fontScale;
    const double lineRatio = after.lineScale / before.lineScale;
    auto mapColor = [&](const QColor &color) {
        // Compare without alpha: a translucent band keeps its own transparency.
        auto same = [&](const QColor &a) { return color.rgb() == a.rgb(); };
        QColor mapped = color;
        if (same(before.text))
            mapped = after.text;
        else if (same(before.muted))
            mapped = after.muted;
        else if (same(before.grid))
            mapped = after.grid;
        else if (same(before.background))
            mapped = after.background;
        mapped.setAlpha(color.alpha());
        return mapped;
    };
    for (QWidget *window : QApplication::topLevelWidgets()) {
        QList<QCustomPlot *> plots = window->findChildren<QCustomPlot *>();
        if (auto *self = qobject_cast<QCustomPlot *>(window))
            plots.append(self);
        for (QCustomPlot *plot : std::as_const(plots)) {
            for (int i = 0; i < plot->plottableCount(); ++i) {
                if (auto *map = qobject_cast<QCPColorMap *>(plot->plottable(i))) {
                    if (map->gradient() == before.weights)
                        map->setGradient(after.weights);
                    else if (map->gradient() == before.scores)
                        map->setGradient(after.scores);
                }
            }
            restyle(plot, fontRatio, lineRatio, mapColor);
        }
        // Views painted by hand read PlotStyle on every paint, and size themselves by it.
        window->update();
        for (QWidget *child : window->findChildren<QWidget *>()) {
            child->updateGeometry();
            child->update();
        }
    }
}
