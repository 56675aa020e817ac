#pragma once

#include "exportableplot.h"

#include <QList>
#include <QPointer>

class QCPLayoutElement;
class QCPLayoutGrid;
class QCPLayerable;
class QCustomPlot;

/// Leaves out of a plot's figure what its options turn off: the title (PlotStyle::isTitle)
/// and the colour scales. Each is taken out of its layout grid, so the rest of the plot gets
/// its room, and hidden; all is put back as it was on destruction.
class FigurePartsLeftOut
{
public:
    FigurePartsLeftOut(QCustomPlot *plot, const PlotRenderOptions &options);
    ~FigurePartsLeftOut();
    FigurePartsLeftOut(const FigurePartsLeftOut &) = delete;
    FigurePartsLeftOut &operator=(const FigurePartsLeftOut &) = delete;

private:
    struct Taken
    {
        QPointer<QCPLayoutGrid> grid;
        int row = 0;
        int column = 0;
        QPointer<QCPLayoutElement> element;
        QPointer<QCPLayoutElement> standIn; ///< in its cell meanwhile
    };
    void leaveOut(QCPLayoutElement *element);
    void hide(QCPLayerable *layerable);

    QList<Taken> m_taken;
    QList<QPointer<QCPLayerable>> m_hidden;
};
