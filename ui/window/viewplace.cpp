#include "viewplace.h"

#include "comparisonview.h"
#include "heatmapview.h"
#include "softmaxbarsview.h"

#include <QStackedWidget>
#include <QStringList>
#include <QTabWidget>

QString viewPlace(const QWidget *view)
{
    QStringList parts;
    for (const QWidget *w = view; w && w->parentWidget(); w = w->parentWidget()) {
        const QWidget *parent = w->parentWidget();
        if (auto *stack = qobject_cast<const QStackedWidget *>(parent))
            if (auto *tabs = qobject_cast<const QTabWidget *>(stack->parentWidget()))
                parts.prepend(tabs->tabText(tabs->indexOf(const_cast<QWidget *>(w))).remove(u'&'));
    }
    for (const QWidget *w = view; w; w = w->parentWidget()) {
        if (const auto *comparison = qobject_cast<const ComparisonView *>(w)) {
            if (view == comparison->currentHeatmap() || view == comparison->currentBars())
                parts << ComparisonView::tr("current");
            else if (view == comparison->copyHeatmap() || view == comparison->copyBars())
                parts << ComparisonView::tr("copy");
            break;
        }
    }
    return parts.join(QStringLiteral(" · "));
}
