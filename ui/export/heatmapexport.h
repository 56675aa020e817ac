#pragma once

#include "customplotexport.h"

#include <QPointer>

class HeatmapView;
class QCPColorMap;

/// Exports a HeatmapView. Honours "values in cells", and for vector output of a matrix of
/// at most maxVectorCells x maxVectorCells draws every cell as its own filled rectangle
/// (QCPColorMap always paints one bitmap), with the numbers, masked hatching and the
/// selected row as the view draws them.
class HeatmapExport : public CustomPlotExport
{
public:
    static constexpr int maxVectorCells = 64;

    explicit HeatmapExport(HeatmapView *view);

    void render(QCPPainter &painter, const QSize &size, const PlotRenderOptions &options) override;
    /// Whether the last render() drew vector cells.
    bool drewVectorCells() const { return m_drewVectorCells; }

protected:
    void paintPlot(QCPPainter &painter, const QSize &size) override;

private:
    QCPColorMap *colorMap() const;

    QPointer<HeatmapView> m_view;
    bool m_vector = false;
    bool m_drewVectorCells = false;
};
