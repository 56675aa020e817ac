#pragma once

#include <qcustomplot.h>

#include <QPointer>

/// Japanese (and any CJK) titles of vertical axes set upright, one character under the other
/// (縦書き), as Japanese readers expect, instead of lying on their side. QCustomPlot turns
/// every left or right axis title a quarter; on each replot this layer makes such a title's
/// turned text transparent (it keeps its room in the margin, a line tall, about as wide as one
/// character) and draws the characters upright in that room. A title taller upright than its
/// axis is left out rather than turned (the plot's legend or title names what the axis
/// holds); Latin titles stay turned.
class UprightAxisTitles : public QCPLayerable
{
    Q_OBJECT
public:
    /// Sets titles upright in `plot` from its next replot on (owned by the plot).
    explicit UprightAxisTitles(QCustomPlot *plot);

    /// True for a title with Han, hiragana or katakana characters.
    static bool wantsUpright(const QString &title);
    /// One character per line, spaces left out ("第 2 主成分" -> "第\n2\n主\n成\n分"); "…"
    /// becomes its vertical form "︙".
    static QString stacked(const QString &title);
    /// Where `axis`'s title is drawn upright, in the plot's pixels (as laid out last).
    static QRectF box(const QCPAxis *axis);
    /// Whether `axis`'s title is drawn upright now.
    static bool isUpright(const QCPAxis *axis);
    /// Whether `axis`'s title is Japanese too tall to stand upright, so not drawn.
    static bool isLeftOut(const QCPAxis *axis);

protected:
    void applyDefaultAntialiasingHint(QCPPainter *painter) const override;
    void draw(QCPPainter *painter) override;

private:
    /// Before each replot: which vertical axes get their title upright.
    void choose();
    static QList<QCPAxis *> verticalAxes(QCustomPlot *plot);

    QList<QPointer<QCPAxis>> m_upright;
};
