#include "widgetexport.h"

#include "figurepainting.h"

#include <qcustomplot.h>

#include <algorithm>
#include <utility>

WidgetExport::WidgetExport(QWidget *widget, QString title)
    : m_widget(widget), m_title(std::move(title))
{
}

QSize WidgetExport::preferredSize() const
{
    if (m_widget && m_widget->isVisible() && m_widget->width() >= 200 && m_widget->height() >= 150)
        return m_widget->size();
    return m_widget ? m_widget->sizeHint().expandedTo(QSize(800, 600)) : QSize(800, 600);
}

void WidgetExport::render(QCPPainter &painter, const QSize &size, const PlotRenderOptions &options)
{
    if (!m_widget || size.isEmpty())
        return;
    // Laid out at the figure's size for the painting, then given its own size back (a
    // widget in a layout gets it again from the layout anyway). A widget cannot be smaller
    // than its layout's minimum: then it is drawn at that size and shrunk to fit.
    const FigurePainting figure(m_widget, options); // no selection, no hints for the mouse
    const QSize before = m_widget->size();
    m_widget->resize(size);
    const QSize laidOut = m_widget->size();
    QWidget::RenderFlags flags = QWidget::DrawChildren;
    if (!options.transparentBackground) {
        painter.fillRect(QRect(QPoint(0, 0), size), Qt::white);
        flags |= QWidget::DrawWindowBackground;
    }
    painter.save();
    const double scale =
        std::min(double(size.width()) / laidOut.width(), double(size.height()) / laidOut.height());
    if (scale < 1)
        painter.scale(scale, scale);
    m_widget->render(&painter, QPoint(0, 0), QRegion(QRect(QPoint(0, 0), laidOut)), flags);
    painter.restore();
    m_widget->resize(before);
}
