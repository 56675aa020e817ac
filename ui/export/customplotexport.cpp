#include "customplotexport.h"

#include "figurepartsleftout.h"
#include "plotstyle.h"

#include <qcustomplot.h>

#include <optional>

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

namespace {

/// The plot and its axis rects without background for as long as it lives. QCustomPlot has
/// no getter for a plot's background brush; every view sets it through
/// PlotStyle::applyToPlot (the theme's background), which is what is put back.
class ClearBackground
{
public:
    explicit ClearBackground(QCustomPlot *plot) : m_plot(plot)
    {
        m_plot->setBackground(QBrush(Qt::NoBrush));
        for (QCPAxisRect *rect : m_plot->axisRects()) {
            m_rects.append({rect, rect->backgroundBrush()});
            rect->setBackground(QBrush(Qt::NoBrush));
        }
    }
    ~ClearBackground()
    {
        m_plot->setBackground(QBrush(PlotStyle::backgroundColor()));
        for (const auto &[rect, brush] : std::as_const(m_rects))
            rect->setBackground(brush);
    }
    ClearBackground(const ClearBackground &) = delete;
    ClearBackground &operator=(const ClearBackground &) = delete;

private:
    QCustomPlot *m_plot;
    QList<std::pair<QCPAxisRect *, QBrush>> m_rects;
};

} // namespace

QRect CustomPlotExport::contentAt(const QSize &size)
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    {
        const ClearBackground clear(m_plot);
        QCPPainter painter(&image);
        paintPlot(painter, size);
    }
    int left = size.width(), right = -1, top = size.height(), bottom = -1;
    for (int y = 0; y < image.height(); ++y) {
        const auto *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
        for (int x = 0; x < image.width(); ++x)
            if (qAlpha(line[x]) > 16) {
                left = std::min(left, x);
                right = std::max(right, x);
                top = std::min(top, y);
                bottom = std::max(bottom, y);
            }
    }
    return right < 0 ? QRect() : QRect(QPoint(left, top), QPoint(right, bottom));
}

void CustomPlotExport::render(QCPPainter &painter, const QSize &size,
                              const PlotRenderOptions &options)
{
    if (!m_plot || size.isEmpty())
        return;
    const FigurePartsLeftOut leftOut(m_plot, options);
    // The figure fills its page, as a paper's \includegraphics expects: the plot is laid out
    // larger by the blank margins its layout leaves and moved so that its content sits
    // kFigureMargin from the edges. Laid out larger, labels may take more room; the larger
    // layout is used only when its content still fits.
    constexpr int kFigureMargin = 4;
    QSize layout = size;
    QPoint offset;
    QRect content = contentAt(size);
    for (int attempt = 0; attempt < 2 && content.isValid(); ++attempt) {
        const int growX = std::max(0, content.left() - kFigureMargin) +
                          std::max(0, size.width() - 1 - content.right() - kFigureMargin);
        const int growY = std::max(0, content.top() - kFigureMargin) +
                          std::max(0, size.height() - 1 - content.bottom() - kFigureMargin);
        if (growX + growY == 0)
            break;
        const QSize larger = layout + QSize(growX, growY);
        const QRect moved = contentAt(larger);
        if (!moved.isValid() || moved.width() > size.width() - 2 * kFigureMargin ||
            moved.height() > size.height() - 2 * kFigureMargin)
            break;
        layout = larger;
        offset = moved.topLeft() - QPoint(kFigureMargin, kFigureMargin);
        content = moved.translated(-offset);
    }
    painter.save();
    painter.translate(-offset);
    std::optional<ClearBackground> clear;
    if (options.transparentBackground)
        clear.emplace(m_plot);
    paintPlot(painter, layout);
    clear.reset();
    painter.restore();
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
