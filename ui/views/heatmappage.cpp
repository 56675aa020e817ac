#include "heatmappage.h"

#include "heatmapview.h"
#include "rowmeasuresview.h"

#include <QEvent>

#include <algorithm>

HeatmapPage::HeatmapPage(HeatmapView *heatmap, RowMeasuresView *measures, QWidget *parent)
    : QWidget(parent), m_heatmap(heatmap), m_measures(measures)
{
    heatmap->setParent(this);
    measures->setParent(this);
}

QSize HeatmapPage::minimumSizeHint() const
{
    const QSize heatmap = m_heatmap->minimumSizeHint();
    const QSize measures = m_measures->minimumSizeHint();
    return QSize(heatmap.width() + measures.width(), std::max(heatmap.height(), measures.height()));
}

QSize HeatmapPage::sizeHint() const
{
    const QSize heatmap = m_heatmap->sizeHint();
    const QSize measures = m_measures->sizeHint();
    return QSize(heatmap.width() + measures.width(), std::max(heatmap.height(), measures.height()));
}

int HeatmapPage::measuresWidth(int width) const
{
    const int least = m_measures->minimumSizeHint().width();
    const int whole = std::max(least, m_measures->sizeHint().width());
    return std::clamp(width - m_heatmap->sizeHint().width(), least, whole);
}

void HeatmapPage::resizeEvent(QResizeEvent *)
{
    place();
}

bool HeatmapPage::event(QEvent *event)
{
    // A child's size hint changed (new scenario, fonts): share the width again.
    if (event->type() == QEvent::LayoutRequest) {
        place();
        updateGeometry();
    }
    return QWidget::event(event);
}

void HeatmapPage::place()
{
    const int measures = measuresWidth(width());
    m_heatmap->setGeometry(0, 0, std::max(0, width() - measures), height());
    m_measures->setGeometry(width() - measures, 0, measures, height());
}
