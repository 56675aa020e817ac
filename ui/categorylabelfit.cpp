#include "categorylabelfit.h"

#include <qcustomplot.h>

#include <QFontMetricsF>

#include <algorithm>
#include <cmath>

namespace {

// Space kept between neighbouring labels, in pixels.
constexpr double kGap = 8;

double widest(const QStringList &labels, const QFontMetricsF &metrics)
{
    double width = 0;
    for (const QString &label : labels)
        width = std::max(width, metrics.horizontalAdvance(label));
    return width;
}

// The narrowest an elided label may be and still say something: one character and "…".
double narrowestElision(const QFontMetricsF &metrics)
{
    return metrics.horizontalAdvance(QStringLiteral("M…"));
}

QString elided(const QString &label, const QFontMetricsF &metrics, double width)
{
    return metrics.elidedText(label, Qt::ElideRight, std::max(1.0, width));
}

} // namespace

CategoryLabelFit CategoryLabelFit::columns(const QStringList &labels, const QFont &font,
                                           double length)
{
    CategoryLabelFit fit;
    const int n = int(labels.size());
    if (n == 0)
        return fit;
    const QFontMetricsF metrics(font);
    const double slot = std::max(1.0, length) / n;
    const double needed = widest(labels, metrics) + kGap;
    if (needed <= slot) {
        fit.m_shown = labels;
        return fit;
    }
    // Two lines double the room of each label; the second line starts with a line break.
    if (n > 1 && needed <= 2 * slot) {
        fit.m_kind = Kind::Staggered;
        for (int i = 0; i < n; ++i)
            fit.m_shown << (i % 2 ? QStringLiteral("\n") + labels.at(i) : labels.at(i));
        return fit;
    }
    const double narrowest = narrowestElision(metrics) + kGap;
    if (n > 1 && narrowest <= 2 * slot) {
        fit.m_kind = Kind::Elided;
        for (int i = 0; i < n; ++i) {
            const QString text = elided(labels.at(i), metrics, 2 * slot - kGap);
            fit.m_shown << (i % 2 ? QStringLiteral("\n") + text : text);
        }
        return fit;
    }
    if (narrowest <= slot) {
        fit.m_kind = Kind::Elided;
        for (const QString &label : labels)
            fit.m_shown << elided(label, metrics, slot - kGap);
        return fit;
    }
    fit.m_kind = Kind::EveryKth;
    fit.m_step = int(std::ceil(std::min(needed, 4 * narrowest) / slot));
    for (int i = 0; i < n; ++i)
        fit.m_shown << (i % fit.m_step ? QString()
                                       : elided(labels.at(i), metrics, fit.m_step * slot - kGap));
    return fit;
}

CategoryLabelFit CategoryLabelFit::rows(const QStringList &labels, const QFont &font,
                                        double length, double maxWidth)
{
    CategoryLabelFit fit;
    const int n = int(labels.size());
    if (n == 0)
        return fit;
    const QFontMetricsF metrics(font);
    const double slot = std::max(1.0, length) / n;
    const double lineHeight = metrics.height() + 2;
    const bool fitsWidth = widest(labels, metrics) <= maxWidth;
    if (lineHeight <= slot) {
        fit.m_kind = fitsWidth ? Kind::Whole : Kind::Elided;
        for (const QString &label : labels)
            fit.m_shown << (fitsWidth ? label : elided(label, metrics, maxWidth));
        return fit;
    }
    fit.m_kind = Kind::EveryKth;
    fit.m_step = int(std::ceil(lineHeight / slot));
    for (int i = 0; i < n; ++i)
        fit.m_shown << (i % fit.m_step ? QString() : elided(labels.at(i), metrics, maxWidth));
    return fit;
}

void CategoryLabelFit::apply(QCPAxisTickerText *ticker) const
{
    ticker->clear();
    for (int i = 0; i < int(m_shown.size()); ++i)
        if (!m_shown.at(i).isEmpty())
            ticker->addTick(i, m_shown.at(i));
}
