#pragma once

class QWidget;

/// Whether `widget` is being painted into a figure (an export, the clipboard), not onto the
/// screen: a figure carries no window state, such as the selection's outline or a hint for
/// the mouse ("click a head to select it").
bool paintsFigure(const QWidget *widget);

/// Marks a widget as painted into a figure for as long as it lives (see paintsFigure()).
class FigurePainting
{
public:
    explicit FigurePainting(QWidget *widget);
    ~FigurePainting();
    FigurePainting(const FigurePainting &) = delete;
    FigurePainting &operator=(const FigurePainting &) = delete;

private:
    QWidget *m_widget;
};
