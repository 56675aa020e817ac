#pragma once

#include "exportableplot.h"

#include <QPointer>
#include <QWidget>

/// Exports a view that paints itself with QPainter (the all-heads grid, the step-by-step
/// stages): the widget is laid out at the requested size and rendered through
/// QWidget::render, so an SVG or PDF gets its text as text and its cells as shapes. What
/// the view shows at that size is what the figure shows (a scrolling view: its first page).
class WidgetExport : public ExportablePlot
{
public:
    WidgetExport(QWidget *widget, QString title);

    QString exportTitle() const override { return m_title; }
    QSize preferredSize() const override;
    void render(QCPPainter &painter, const QSize &size, const PlotRenderOptions &options) override;

private:
    QPointer<QWidget> m_widget;
    QString m_title;
};
