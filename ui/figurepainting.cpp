#include "figurepainting.h"

#include <QVariant>
#include <QWidget>

namespace {

constexpr char kFigure[] = "attentionLabPaintsFigure";

} // namespace

bool paintsFigure(const QWidget *widget)
{
    return widget && widget->property(kFigure).toBool();
}

FigurePainting::FigurePainting(QWidget *widget) : m_widget(widget)
{
    if (m_widget)
        m_widget->setProperty(kFigure, true);
}

FigurePainting::~FigurePainting()
{
    if (m_widget)
        m_widget->setProperty(kFigure, QVariant());
}
