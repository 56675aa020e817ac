#pragma once

#include <QSize>
#include <QString>

#include <memory>

class QCPPainter;
class QWidget;

/// What a figure looks like when it leaves the program.
struct PlotRenderOptions
{
    bool transparentBackground = false; ///< no background fill (PNG alpha, SVG/PDF nothing)
    bool showValues = true;             ///< numbers printed in heatmap cells
    bool showTitle = true;              ///< the title above the figure
    bool showColourScale = true;        ///< the colour bar of the weights or scores
    /// Painting for SVG/PDF: text stays text and small heatmaps draw their cells as
    /// rectangles rather than one bitmap, so the figure stays sharp at any zoom.
    bool vector = false;
};

/// Anything the export dialog, the clipboard and `attention-lab export` can turn into a
/// PNG, SVG or PDF. A view offers it either by implementing this interface itself or,
/// for a view wrapping a QCustomPlot, by nothing more than a `plot()` child: forWidget()
/// finds it. Painting happens in logical pixels (96 per inch) at the requested size; the
/// caller scales the painter for higher resolutions.
class ExportablePlot
{
public:
    virtual ~ExportablePlot();

    /// Short human title of what is shown ("Attention weights — head 2"), also used to
    /// propose a file name.
    virtual QString exportTitle() const = 0;
    /// The size, in logical pixels, the figure is laid out for when nothing else is asked.
    virtual QSize preferredSize() const = 0;
    /// Draws the whole figure (title, axes, colour scale) into (0, 0, size) of `painter`,
    /// which is active on the target device. Leaves the on-screen view as it was.
    virtual void render(QCPPainter &painter, const QSize &size,
                        const PlotRenderOptions &options) = 0;

    /// The exportable behind a widget: the widget itself when it implements the interface,
    /// a heatmap adapter (vector cells, optional numbers) for HeatmapView, or a generic
    /// adapter for any other widget with a QCustomPlot inside. Nullptr when there is none.
    /// The result does not own the widget and must not outlive it.
    static std::unique_ptr<ExportablePlot> forWidget(QWidget *widget);
    /// A file-name-friendly form of a title: "attention-weights-head-2".
    static QString fileNameStem(const QString &title);
};
