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

// The narrowest that every label, elided, still says something: its first character and
// "…" (a whole one-character label as it is).
double narrowestElision(const QStringList &labels, const QFontMetricsF &metrics)
{
    double width = metrics.horizontalAdvance(QStringLiteral("M…"));
    for (const QString &label : labels)
        width = std::max(
            width, metrics.horizontalAdvance(label.size() > 1 ? label.left(1) + u'…' : label));
    return width;
}

// What puts a staggered label one line lower: a line feed where the font's line spacing
// holds the labels; where a fallback font (Japanese) draws them taller, a line holding an
// ideographic space, which that font draws as tall as the labels; failing that, as many
// feeds as the tallest label takes.
QString oneLineDown(const QStringList &labels, const QFontMetricsF &metrics)
{
    double tallest = 0, feed = metrics.lineSpacing();
    for (const QString &label : labels) {
        const double one = metrics.boundingRect(QRectF(), Qt::TextDontClip, label).height();
        const double two =
            metrics.boundingRect(QRectF(), Qt::TextDontClip, QStringLiteral("\n") + label).height();
        tallest = std::max(tallest, one);
        feed = std::min(feed, std::max(1.0, two - one));
    }
    if (feed >= tallest - 0.5)
        return QStringLiteral("\n");
    const QString space = QStringLiteral("\u3000\n");
    for (const QString &label : labels) {
        const double one = metrics.boundingRect(QRectF(), Qt::TextDontClip, label).height();
        const double lower =
            metrics.boundingRect(QRectF(), Qt::TextDontClip, space + label).height();
        if (lower - one < tallest - 0.5)
            return QString(std::max(1, int(std::ceil(tallest / feed))), u'\n');
    }
    return space;
}

// Whether every label, whole and centred on its slot, keeps kGap from its neighbours on the
// same line when they take `lines` lines in turn: labels i and i + lines, whose centres are
// lines × slot apart, need half of each width and the gap.
bool neighboursFit(const QStringList &labels, const QFontMetricsF &metrics, double slot, int lines)
{
    for (qsizetype i = 0; i + lines < labels.size(); ++i)
        if ((metrics.horizontalAdvance(labels.at(i)) +
             metrics.horizontalAdvance(labels.at(i + lines))) /
                    2 +
                kGap >
            lines * slot)
            return false;
    return true;
}

QString elided(const QString &label, const QFontMetricsF &metrics, double width)
{
    return metrics.elidedText(label, Qt::ElideRight, std::max(1.0, width));
}

} // namespace

CategoryLabelFit CategoryLabelFit::columns(const QStringList &labels, const QFont &font,
                                           double length, int mostLines, double leftRoom,
                                           double rightRoom)
{
    CategoryLabelFit fit = spread(labels, font, length, mostLines);
    // The outermost labels, centred on the end slots, within the room past the axis.
    const int n = int(labels.size());
    if (n == 0 || fit.m_kind == Kind::EveryKth)
        return fit;
    const QFontMetricsF metrics(font);
    const double slot = std::max(1.0, length) / n;
    auto keepWithin = [&](int i, double room) {
        QString &shown = fit.m_shown[i];
        const qsizetype text = shown.lastIndexOf(u'\n') + 1; // after the staggering lines
        const double widest = slot + 2 * std::max(0.0, room);
        if (metrics.horizontalAdvance(shown.mid(text)) <= widest)
            return;
        shown = shown.left(text) + elided(labels.at(i), metrics, widest);
        fit.m_kind = Kind::Elided;
    };
    keepWithin(0, leftRoom);
    keepWithin(n - 1, rightRoom);
    return fit;
}

CategoryLabelFit CategoryLabelFit::spread(const QStringList &labels, const QFont &font,
                                          double length, int mostLines)
{
    CategoryLabelFit fit;
    const int n = int(labels.size());
    if (n == 0)
        return fit;
    const QFontMetricsF metrics(font);
    const double slot = std::max(1.0, length) / n;
    const double needed = widest(labels, metrics) + kGap;
    if (neighboursFit(labels, metrics, slot, 1)) {
        fit.m_shown = labels;
        return fit;
    }
    // A long label between short ones can stay whole where the longest would not fit
    // everywhere: the fewest lines on which each label clears its neighbours.
    for (int lines = 2; n > 1 && lines <= std::max(2, mostLines); ++lines)
        if (neighboursFit(labels, metrics, slot, lines)) {
            const QString down = oneLineDown(labels, metrics);
            fit.m_kind = Kind::Staggered;
            for (int i = 0; i < n; ++i)
                fit.m_shown << down.repeated(i % lines) + labels.at(i);
            return fit;
        }
    // On k staggered lines neighbours on one line are k slots apart: each label has k
    // slots of room. A line lower is a line further (oneLineDown).
    const int lines = std::clamp(int(std::ceil(needed / slot)), 2, std::max(2, mostLines));
    const double narrowest = narrowestElision(labels, metrics) + kGap;
    if (n > 1 && narrowest <= lines * slot) {
        const QString down = oneLineDown(labels, metrics);
        fit.m_kind = needed <= lines * slot ? Kind::Staggered : Kind::Elided;
        for (int i = 0; i < n; ++i)
            fit.m_shown << down.repeated(i % lines) +
                               elided(labels.at(i), metrics, lines * slot - kGap);
        return fit;
    }
    fit.m_kind = Kind::EveryKth;
    fit.m_step = int(std::ceil(std::min(needed, 4 * narrowest) / slot));
    for (int i = 0; i < n; ++i)
        fit.m_shown << (i % fit.m_step ? QString()
                                       : elided(labels.at(i), metrics, fit.m_step * slot - kGap));
    return fit;
}

CategoryLabelFit CategoryLabelFit::rows(const QStringList &labels, const QFont &font, double length,
                                        double maxWidth)
{
    CategoryLabelFit fit;
    const int n = int(labels.size());
    if (n == 0)
        return fit;
    const QFontMetricsF metrics(font);
    const double slot = std::max(1.0, length) / n;
    // A fallback font (Japanese) can draw taller than the font's own height.
    double lineHeight = metrics.height();
    for (const QString &label : labels)
        lineHeight =
            std::max(lineHeight, metrics.boundingRect(QRectF(), Qt::TextDontClip, label).height());
    lineHeight += 2;
    const bool fitsWidth = widest(labels, metrics) <= maxWidth;
    if (lineHeight <= slot) {
        fit.m_kind = fitsWidth ? Kind::Whole : Kind::Elided;
        for (const QString &label : labels)
            fit.m_shown << (fitsWidth ? label : elided(label, metrics, maxWidth));
        return fit;
    }
    fit.m_kind = Kind::EveryKth;
    fit.m_step = int(std::ceil(lineHeight / slot));
    // Counted from the last row up: the last query (the word a causal model predicts from,
    // the fullest row of a causal mask) keeps its name.
    for (int i = 0; i < n; ++i)
        fit.m_shown << ((n - 1 - i) % fit.m_step ? QString()
                                                 : elided(labels.at(i), metrics, maxWidth));
    return fit;
}

void CategoryLabelFit::apply(QCPAxisTickerText *ticker) const
{
    ticker->clear();
    for (int i = 0; i < int(m_shown.size()); ++i)
        if (!m_shown.at(i).isEmpty())
            ticker->addTick(i, m_shown.at(i));
}
