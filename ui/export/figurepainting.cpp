#include "figurepainting.h"

#include <QVariant>
#include <QWidget>

namespace {

constexpr char kFigure[] = "attentionLabPaintsFigure";
constexpr char kNoTitle[] = "attentionLabFigureWithoutTitle";
constexpr char kNoColourScale[] = "attentionLabFigureWithoutColourScale";

} // namespace

bool paintsFigure(const QWidget *widget)
{
    return widget && widget->property(kFigure).toBool();
}

bool figureShows(const QWidget *widget, FigurePart part)
{
    if (!paintsFigure(widget))
        return true;
    return !widget->property(part == FigurePart::Title ? kNoTitle : kNoColourScale).toBool();
}

FigurePainting::FigurePainting(QWidget *widget, const PlotRenderOptions &options) : m_widget(widget)
{
    if (!m_widget)
        return;
    m_widget->setProperty(kFigure, true);
    m_widget->setProperty(kNoTitle, !options.showTitle);
    m_widget->setProperty(kNoColourScale, !options.showColourScale);
}

FigurePainting::~FigurePainting()
{
    if (!m_widget)
        return;
    for (const char *name : {kFigure, kNoTitle, kNoColourScale})
        m_widget->setProperty(name, QVariant());
}
