#include "uprightaxistitles.h"

#include <QFontMetricsF>

#include <algorithm>

namespace {

/// The property marking an axis whose Japanese title is left out (isLeftOut()).
constexpr const char *kLeftOut = "uprightTitleLeftOut";

bool isCjk(QChar c)
{
    const QChar::Script script = c.script();
    return script == QChar::Script_Han || script == QChar::Script_Hiragana ||
           script == QChar::Script_Katakana;
}

/// How far the tick labels of `axis` reach out from it, as QCustomPlot lays them out.
double tickLabelReach(const QCPAxis *axis)
{
    double reach = axis->offset() + std::max(0, axis->tickLengthOut());
    if (!axis->tickLabels())
        return reach;
    const QFontMetricsF metrics(axis->tickLabelFont());
    double widest = 0;
    for (const QString &label : axis->tickVectorLabels())
        for (const QString &line : label.split(u'\n'))
            widest = std::max(widest, metrics.horizontalAdvance(line));
    return reach + axis->tickLabelPadding() + widest;
}

/// The vertical colour the axis' title would have been drawn in.
QColor titleColour(const QCPAxis *axis)
{
    return axis->tickLabelColor();
}

} // namespace

UprightAxisTitles::UprightAxisTitles(QCustomPlot *plot) : QCPLayerable(plot, QStringLiteral("axes"))
{
    connect(plot, &QCustomPlot::beforeReplot, this, &UprightAxisTitles::choose);
}

bool UprightAxisTitles::wantsUpright(const QString &title)
{
    return std::any_of(title.begin(), title.end(), isCjk);
}

QString UprightAxisTitles::stacked(const QString &title)
{
    QStringList lines;
    for (QChar c : title) {
        if (c.isSpace())
            continue;
        lines << (c == u'…' ? QString(QChar(0xFE19)) : QString(c));
    }
    return lines.join(u'\n');
}

QRectF UprightAxisTitles::box(const QCPAxis *axis)
{
    const QRect rect = axis->axisRect()->rect();
    const QFontMetricsF metrics(axis->labelFont());
    const QString text = stacked(axis->label());
    const QSizeF size =
        metrics.boundingRect(QRectF(), Qt::AlignCenter | Qt::TextDontClip, text).size();
    // The room QCustomPlot keeps for the turned title: a line tall, beyond the tick labels.
    const double line = metrics.height();
    const double reach = tickLabelReach(axis) + axis->labelPadding() + line / 2;
    const double x =
        axis->axisType() == QCPAxis::atLeft ? rect.left() - reach : rect.right() + 1 + reach;
    return QRectF(x - size.width() / 2, rect.center().y() - size.height() / 2, size.width(),
                  size.height());
}

bool UprightAxisTitles::isUpright(const QCPAxis *axis)
{
    return axis->labelColor().alpha() == 0 && wantsUpright(axis->label()) && !isLeftOut(axis);
}

bool UprightAxisTitles::isLeftOut(const QCPAxis *axis)
{
    return axis->property(kLeftOut).toBool();
}

QList<QCPAxis *> UprightAxisTitles::verticalAxes(QCustomPlot *plot)
{
    QList<QCPAxis *> axes;
    for (QCPLayoutElement *element : plot->plotLayout()->elements(true)) {
        if (auto *rect = qobject_cast<QCPAxisRect *>(element))
            axes << rect->axis(QCPAxis::atLeft) << rect->axis(QCPAxis::atRight);
        else if (auto *scale = qobject_cast<QCPColorScale *>(element))
            axes << scale->axis();
    }
    axes.removeAll(nullptr);
    axes.erase(std::remove_if(axes.begin(), axes.end(),
                              [](const QCPAxis *a) { return a->orientation() != Qt::Vertical; }),
               axes.end());
    return axes;
}

void UprightAxisTitles::choose()
{
    m_upright.clear();
    for (QCPAxis *axis : verticalAxes(parentPlot())) {
        const QString title = axis->label();
        const bool japanese = axis->visible() && wantsUpright(title);
        const bool upright = japanese && box(axis).height() <= axis->axisRect()->height();
        axis->setProperty(kLeftOut, japanese && !upright); // never lying on its side
        QColor colour = axis->labelColor();
        if (japanese) {
            colour.setAlpha(0);
            if (upright)
                m_upright << axis;
        } else if (colour.alpha() == 0) {
            colour = titleColour(axis); // turned again: visible again
        }
        axis->setLabelColor(colour);
    }
}

void UprightAxisTitles::applyDefaultAntialiasingHint(QCPPainter *painter) const
{
    applyAntialiasingHint(painter, true, QCP::aeAxes);
}

void UprightAxisTitles::draw(QCPPainter *painter)
{
    for (const QPointer<QCPAxis> &axis : std::as_const(m_upright)) {
        if (!axis || !axis->visible() || !wantsUpright(axis->label()))
            continue;
        painter->setFont(axis->labelFont());
        painter->setPen(titleColour(axis));
        painter->drawText(box(axis), Qt::AlignCenter | Qt::TextDontClip, stacked(axis->label()));
    }
}
