#include "figurepartsleftout.h"

#include "plotstyle.h"

#include <qcustomplot.h>

FigurePartsLeftOut::FigurePartsLeftOut(QCustomPlot *plot, const PlotRenderOptions &options)
{
    if (!plot || (options.showTitle && options.showColourScale))
        return;
    for (QCPLayoutElement *element : plot->plotLayout()->elements(true)) {
        if (!options.showTitle && PlotStyle::isTitle(element) && element->visible()) {
            leaveOut(element);
        } else if (auto *scale = qobject_cast<QCPColorScale *>(element);
                   scale && !options.showColourScale && scale->visible()) {
            leaveOut(scale);
            // The bar and its axis are layerables of their own.
            hide(scale->axis());
            hide(scale->axis()->axisRect());
        }
    }
}

FigurePartsLeftOut::~FigurePartsLeftOut()
{
    for (const Taken &taken : std::as_const(m_taken)) {
        if (taken.grid && taken.standIn)
            taken.grid->remove(taken.standIn);
        if (taken.grid && taken.element)
            taken.grid->addElement(taken.row, taken.column, taken.element);
    }
    for (const QPointer<QCPLayerable> &layerable : std::as_const(m_hidden))
        if (layerable)
            layerable->setVisible(true);
}

void FigurePartsLeftOut::leaveOut(QCPLayoutElement *element)
{
    auto *grid = qobject_cast<QCPLayoutGrid *>(element->layout());
    if (!grid)
        return;
    for (int i = 0; i < grid->elementCount(); ++i) {
        if (grid->elementAt(i) != element)
            continue;
        Taken taken{grid, 0, 0, element, nullptr};
        grid->indexToRowCol(i, taken.row, taken.column);
        grid->takeAt(i);
        // An empty cell would take the room the other rows cannot use (the heatmap keeps
        // its cells square); a stand-in takes none: no height where it is alone in its row,
        // no width where it is alone in its column (a cell's maximum bounds its neighbours).
        const auto alone = [&](bool inRow) {
            const int count = inRow ? grid->columnCount() : grid->rowCount();
            for (int k = 0; k < count; ++k) {
                const int row = inRow ? taken.row : k, column = inRow ? k : taken.column;
                if ((row != taken.row || column != taken.column) && grid->hasElement(row, column))
                    return false;
            }
            return true;
        };
        taken.standIn = new QCPLayoutElement(element->parentPlot());
        taken.standIn->setMinimumSize(0, 0);
        taken.standIn->setMaximumSize(alone(false) ? 0 : QWIDGETSIZE_MAX,
                                      alone(true) ? 0 : QWIDGETSIZE_MAX);
        grid->addElement(taken.row, taken.column, taken.standIn);
        m_taken.append(taken);
        hide(element);
        return;
    }
}

void FigurePartsLeftOut::hide(QCPLayerable *layerable)
{
    if (layerable && layerable->visible()) {
        layerable->setVisible(false);
        m_hidden.append(layerable);
    }
}
