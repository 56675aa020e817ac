#include "exportableplot.h"

#include "customplotexport.h"
#include "headsgridview.h"
#include "heatmapexport.h"
#include "heatmapview.h"
#include "stepbystepview.h"
#include "stepsfigure.h"
#include "widgetexport.h"

#include <qcustomplot.h>

#include <QRegularExpression>
#include <QScrollArea>

namespace {

/// For views that implement ExportablePlot themselves: forwards without owning.
class ForwardingExport : public ExportablePlot
{
public:
    explicit ForwardingExport(ExportablePlot *target) : m_target(target) {}
    QString exportTitle() const override { return m_target->exportTitle(); }
    QSize preferredSize() const override { return m_target->preferredSize(); }
    void render(QCPPainter &painter, const QSize &size, const PlotRenderOptions &options) override
    {
        m_target->render(painter, size, options);
    }

private:
    ExportablePlot *m_target;
};

} // namespace

ExportablePlot::~ExportablePlot() = default;

std::unique_ptr<ExportablePlot> ExportablePlot::forWidget(QWidget *widget)
{
    if (!widget)
        return nullptr;
    if (auto *self = dynamic_cast<ExportablePlot *>(widget))
        return std::make_unique<ForwardingExport>(self);
    if (auto *heatmap = qobject_cast<HeatmapView *>(widget))
        return std::make_unique<HeatmapExport>(heatmap);
    // Views that paint themselves are exported as widgets; plain widgets are not plots.
    if (qobject_cast<HeadsGridView *>(widget))
        return std::make_unique<WidgetExport>(widget,
                                              QObject::tr("Attention weights of every head"));
    // The stages as a designed figure: every stage, no buttons, no scrolling.
    if (auto *steps = qobject_cast<StepByStepView *>(widget))
        return std::make_unique<StepsFigure>(steps->document());
    if (auto *plot = qobject_cast<QCustomPlot *>(widget))
        return std::make_unique<CustomPlotExport>(plot);
    if (auto *plot = widget->findChild<QCustomPlot *>(QString(), Qt::FindDirectChildrenOnly))
        return std::make_unique<CustomPlotExport>(plot);
    // A view whose plot scrolls when the pane is too short (softmax bars, output).
    if (auto *scroll = widget->findChild<QScrollArea *>(QString(), Qt::FindDirectChildrenOnly))
        if (auto *plot = qobject_cast<QCustomPlot *>(scroll->widget()))
            return std::make_unique<CustomPlotExport>(plot);
    return nullptr;
}

QString ExportablePlot::fileNameStem(const QString &title)
{
    QString stem = title.toLower();
    // Keep letters of any script (token labels may be Japanese); everything else is a dash.
    static const QRegularExpression notWord(QStringLiteral("[^\\w]+"),
                                            QRegularExpression::UseUnicodePropertiesOption);
    stem.replace(notWord, QStringLiteral("-"));
    while (stem.startsWith(u'-'))
        stem.remove(0, 1);
    while (stem.endsWith(u'-'))
        stem.chop(1);
    if (stem.size() > 60)
        stem.truncate(60);
    return stem.isEmpty() ? QStringLiteral("plot") : stem;
}
