#pragma once

#include "exportableplot.h"

class QWidget;

/// Whether `widget` is being painted into a figure (an export, the clipboard), not onto the
/// screen: a figure carries no window state, such as the selection's outline or a hint for
/// the mouse ("click a head to select it").
bool paintsFigure(const QWidget *widget);

/// The parts of a figure its options can leave out.
enum class FigurePart
{
    Title,
    ColourScale,
};
/// Whether `widget` shows `part`: always on screen; in a figure, as its options say.
bool figureShows(const QWidget *widget, FigurePart part);

/// Marks a widget as painted into a figure with `options` for as long as it lives (see
/// paintsFigure() and figureShows()).
class FigurePainting
{
public:
    explicit FigurePainting(QWidget *widget, const PlotRenderOptions &options = {});
    ~FigurePainting();
    FigurePainting(const FigurePainting &) = delete;
    FigurePainting &operator=(const FigurePainting &) = delete;

private:
    QWidget *m_widget;
};
