#pragma once

#include <QHash>
#include <QString>

#include <utility>

class QCustomPlot;
class QCPAbstractPlottable;

/// A plot's legend laid out in as many entries per row as the plot's width holds (at least
/// one), 24 px apart or 12 where that keeps a row more; an entry wider than the legend even
/// alone has its name shortened with "…", and remembers the whole name for a tooltip.
class LegendFit
{
public:
    /// Wraps `plot`'s legend to the width its layout gives it. Returns whether the legend
    /// changed (its layout must then be updated again).
    bool fit(QCustomPlot *plot);
    /// The whole name of `plottable` when its legend entry shows it shortened, else empty.
    QString wholeName(QCPAbstractPlottable *plottable) const
    {
        return m_shortenedNames.value(plottable).first;
    }

private:
    /// Per shortened plottable: its whole name and the name shown.
    QHash<QCPAbstractPlottable *, std::pair<QString, QString>> m_shortenedNames;
};
