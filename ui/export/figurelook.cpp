#include "figurelook.h"

#include "plotrestyler.h"
#include "plotstyle.h"

#include <QMetaObject>
#include <QWidget>

FigureLook::FigureLook(double points, int decimals, QWidget *view)
    : m_view(view), m_fontScale(PlotStyle::fontScale()), m_decimals(PlotStyle::decimals(-1))
{
    const double scale = points > 0 ? PlotStyle::fontScaleFor(points) : m_fontScale;
    if (scale != m_fontScale) {
        PlotRestyler::change([scale] { PlotStyle::setFontScale(scale); });
        m_rescaled = true;
    }
    if (decimals != m_decimals) {
        PlotStyle::setDecimals(decimals);
        m_redecimalled = true;
        refreshView();
    }
}

FigureLook::~FigureLook()
{
    if (m_rescaled) {
        const double scale = m_fontScale;
        PlotRestyler::change([scale] { PlotStyle::setFontScale(scale); });
    }
    if (m_redecimalled) {
        PlotStyle::setDecimals(m_decimals);
        refreshView();
    }
}

void FigureLook::refreshView()
{
    // Views that print numbers when they refresh (the output's labels) have a refresh slot.
    if (m_view && m_view->metaObject()->indexOfMethod("refresh()") >= 0)
        QMetaObject::invokeMethod(m_view, "refresh", Qt::DirectConnection);
}
