#pragma once

#include "exportableplot.h"

#include <QPointer>

class QCustomPlot;

/// Exports any QCustomPlot as it is drawn: the plot lays itself out at the requested size
/// (its afterLayout handlers run as for a resize) and fills it to within a small margin,
/// and transparency removes the plot's and axis rects' backgrounds for the painting.
class CustomPlotExport : public ExportablePlot
{
public:
    /// `title` is used when the plot has no QCPTextElement title of its own.
    explicit CustomPlotExport(QCustomPlot *plot, QString title = QString());

    QString exportTitle() const override;
    QSize preferredSize() const override;
    void render(QCPPainter &painter, const QSize &size, const PlotRenderOptions &options) override;

    QCustomPlot *plot() const;
    /// The text of the first QCPTextElement of the plot's layout, which our views use as title.
    static QString titleOf(QCustomPlot *plot);

protected:
    /// Paints the plot with the background handling done; heatmaps hook in around this.
    virtual void paintPlot(QCPPainter &painter, const QSize &size);

private:
    /// The bounding box of what paintPlot() draws at `size`, background aside; empty when
    /// nothing is drawn.
    QRect contentAt(const QSize &size);

    QPointer<QCustomPlot> m_plot;
    QString m_title;
};
