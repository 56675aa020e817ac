#include "customplotexport.h"

#include "figurepartsleftout.h"
#include "plotstyle.h"

#include <qcustomplot.h>

#include <utility>

CustomPlotExport::CustomPlotExport(QCustomPlot *plot, QString title)
    : m_plot(plot), m_title(std::move(title))
{
}

QCustomPlot *CustomPlotExport::plot() const
{
    return m_plot;
}

QString CustomPlotExport::titleOf(QCustomPlot *plot)
{
    if (!plot)
        return QString();
    for (QCPLayoutElement *element : plot->plotLayout()->elements(true)) {
        auto *text = qobject_cast<QCPTextElement *>(element);
        if (text && !text->text().trimmed().isEmpty())
            return text->text().trimmed();
    }
    return QString();
}

QString CustomPlotExport::exportTitle() const
{
    const QString own = titleOf(m_plot);
    if (!own.isEmpty())
        return own;
    return m_title.isEmpty() ? QStringLiteral("Plot") : m_title;
}

QSize CustomPlotExport::preferredSize() const
{
    // A view that was never shown (command line) has a meaningless default size.
    if (m_plot && m_plot->isVisible() && m_plot->width() >= 200 && m_plot->height() >= 150)
        return m_plot->size();
    return QSize(800, 600);
}

void CustomPlotExport::render(QCPPainter &painter, const QSize &size,
                              const PlotRenderOptions &options)
{
    if (!m_plot || size.isEmpty())
        return;
    // QCustomPlot has no getter for its background brush; every view sets it through
    // PlotStyle::applyToPlot (the theme's background), which is what is put back.
    QList<std::pair<QCPAxisRect *, QBrush>> rectBrushes;
    if (options.transparentBackground) {
        m_plot->setBackground(QBrush(Qt::NoBrush));
        for (QCPAxisRect *rect : m_plot->axisRects()) {
            rectBrushes.append({rect, rect->backgroundBrush()});
            rect->setBackground(QBrush(Qt::NoBrush));
        }
    }
    painter.save();
    {
        const FigurePartsLeftOut leftOut(m_plot, options);
        paintPlot(painter, size);
    }
    painter.restore();
    if (options.transparentBackground) {
        m_plot->setBackground(QBrush(PlotStyle::backgroundColor()));
        for (const auto &[rect, brush] : std::as_const(rectBrushes))
            rect->setBackground(brush);
    }
    // The layout now fits the exported size; the screen gets its own back on the next paint.
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void CustomPlotExport::paintPlot(QCPPainter &painter, const QSize &size)
{
    // Views label their axes in afterLayout handlers, once the space is known; the ticks
    // themselves are made earlier in the same layout pass. On screen the next replot picks
    // the labels up; a plot never shown (the command line) needs a first pass at this size.
    QImage scratch(1, 1, QImage::Format_ARGB32_Premultiplied);
    {
        QCPPainter warmUp(&scratch);
        warmUp.setMode(QCPPainter::pmNoCaching);
        m_plot->toPainter(&warmUp, size.width(), size.height());
    }
    m_plot->toPainter(&painter, size.width(), size.height());
}
