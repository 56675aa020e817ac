// PlaneView's drawing: each arrow's colour, width and label, the ranges that hold every tip,
// and the labels placed where they cover nothing.
#include "planeview.h"

#include "planelabelplacer.h"
#include "plotstyle.h"
#include "valueaxisticks.h"

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace {

/// `a` blended into `b` by t in [0, 1].
QColor mix(const QColor &a, const QColor &b, double t)
{
    t = std::clamp(t, 0.0, 1.0);
    return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * t),
                            float(a.greenF() + (b.greenF() - a.greenF()) * t),
                            float(a.blueF() + (b.blueF() - a.blueF()) * t));
}

} // namespace

void PlaneView::styleArrow(Arrow &a, const QString &name)
{
    QColor colour;
    double width = 3.5;
    Qt::PenStyle style = Qt::SolidLine;
    QString text = name;
    a.shortText.clear();
    switch (a.role) {
    case Role::Query:
        colour = PlotStyle::selectionColor();
        break;
    case Role::Output:
        colour = PlotStyle::combinedOutputColor().darker(110);
        width = 4.5;
        break;
    case Role::Key:
    case Role::Value:
        colour = mix(QColor(0xc0, 0xc0, 0xc0), PlotStyle::weightColor().darker(140), a.relative);
        width = 1.5 + 6.0 * a.relative;
        if (a.role == Role::Value) {
            style = Qt::DashLine;
            text = tr("v %1").arg(name);
        }
        a.shortText = text;
        text += a.masked ? tr("\nmasked") : QString(u'\n' + PlotStyle::fixed(a.weight, 3));
        if (a.masked) {
            colour = QColor(0xc8, 0xc8, 0xc8);
            style = Qt::DotLine;
        }
        break;
    }
    a.line->start->setCoords(0, 0);
    a.line->end->setCoords(a.tip);
    a.line->setPen(QPen(colour, width, style, Qt::FlatCap));
    a.line->setHead(QCPLineEnding(QCPLineEnding::esSpikeArrow, 8 + 2.5 * width, 10 + 2 * width));
    a.text = text;
    a.label->setText(text);
    a.label->setVisible(true);
    QFont bold = PlotStyle::labelFont();
    bold.setBold(true);
    a.label->setFont(a.role == Role::Key || a.role == Role::Value ? PlotStyle::valueFont() : bold);
    a.label->setColor(a.role == Role::Key || a.role == Role::Value ? PlotStyle::textColor()
                                                                   : colour.darker(120));
    // A light backing keeps a label readable where it crosses another arrow.
    a.label->setBrush(QColor(255, 255, 255, 215));
    a.label->setPadding(QMargins(3, 1, 3, 1));
    a.label->setPositionAlignment(Qt::AlignCenter);
    a.label->setTextAlignment(Qt::AlignCenter);
}

QSizeF PlaneView::labelSize(const Arrow &arrow, const QString &label) const
{
    const QMargins padding = arrow.label->padding();
    const QRect text =
        QFontMetrics(arrow.label->font()).boundingRect(QRect(), Qt::AlignCenter, label);
    return QSizeF(text.width() + padding.left() + padding.right() + 2,
                  text.height() + padding.top() + padding.bottom() + 2);
}

void PlaneView::updateRanges()
{
    // New ranges bring new tick labels ("-10" is wider than "-5"), which change the margins
    // and so the axis rect the ranges were fitted to: lay out again until the rect stays
    // (a tick label past its margin ran into the axis title).
    for (int pass = 0; pass < 3; ++pass) {
        const QRect before = m_plot->axisRect()->rect();
        if (!fitRanges())
            return;
        for (auto phase : {QCPLayoutElement::upMargins, QCPLayoutElement::upLayout})
            m_plot->plotLayout()->update(phase);
        if (m_plot->axisRect()->rect() == before)
            break;
    }
    placeLabels();
}

bool PlaneView::fitRanges()
{
    const QRect r = m_plot->axisRect()->rect();
    if (r.width() <= 0 || r.height() <= 0)
        return false;
    // Equal scales on both axes, so that angles and lengths read true, and room beyond
    // the longest arrow for its label (at most 40 % of the half-width or half-height).
    QSizeF label(0, 0);
    for (const Arrow &a : m_arrows)
        label = label.expandedTo(labelSize(a, a.text));
    const double halfWidth = r.width() / 2.0, halfHeight = r.height() / 2.0;
    const double marginX = std::min(0.4 * halfWidth, label.width() + 10);
    const double marginY = std::min(0.4 * halfHeight, label.height() + 6);
    const double perUnit =
        std::max(1e-9, std::min(halfWidth - marginX, halfHeight - marginY) / m_extent);
    m_plot->xAxis->setRange(-halfWidth / perUnit, halfWidth / perUnit);
    m_plot->yAxis->setRange(-halfHeight / perUnit, halfHeight / perUnit);
    ValueAxisTicks::fit(m_plot->xAxis);
    ValueAxisTicks::fit(m_plot->yAxis);
    // An axis title longer than its axis is cut with "…" (pointing at it reads it whole).
    const QFontMetricsF titles(m_plot->yAxis->labelFont());
    m_plot->xAxis->setLabel(titles.elidedText(m_projection.xLabel(), Qt::ElideRight, r.width()));
    m_plot->yAxis->setLabel(titles.elidedText(m_projection.yLabel(), Qt::ElideRight, r.height()));
    // Ticks are read in the preparation phase, before afterLayout: take the new ones now.
    m_plot->plotLayout()->update(QCPLayoutElement::upPreparation);
    return true;
}

void PlaneView::placeLabels()
{
    // The query and the output first, then keys and values by weight: the labels that
    // matter most keep the spot beyond their tip.
    QList<int> order;
    for (int i = 0; i < m_arrows.size(); ++i)
        order << i;
    auto rank = [](Role role) { return role == Role::Query ? 0 : role == Role::Output ? 1 : 2; };
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        const Arrow &x = m_arrows[a], &y = m_arrows[b];
        if (rank(x.role) != rank(y.role))
            return rank(x.role) < rank(y.role);
        return x.weight > y.weight;
    });
    QList<PlaneLabelPlacer::Label> labels;
    for (int i : order) {
        const Arrow &a = m_arrows[i];
        PlaneLabelPlacer::Label l;
        l.tip = tipPixel(a.role, a.index);
        const double length = std::hypot(a.tip.x(), a.tip.y());
        l.direction =
            length > 1e-12 ? QPointF(a.tip.x() / length, -a.tip.y() / length) : QPointF(0, -1);
        if (a.role == Role::Output) // beside its tip: it often points where the query does
            l.direction = QPointF(-l.direction.y(), l.direction.x());
        l.size = labelSize(a, a.text);
        if (!a.shortText.isEmpty())
            l.shortSize = labelSize(a, a.shortText);
        l.reach = std::hypot(l.size.width(), l.size.height()) / 2 + 8;
        l.mustShow = a.role == Role::Query || a.role == Role::Output;
        labels << l;
    }
    const QList<PlaneLabelPlacer::Placement> placements =
        PlaneLabelPlacer(m_plot->axisRect()->rect()).place(labels);
    int hidden = 0;
    for (int k = 0; k < order.size(); ++k) {
        const Arrow &a = m_arrows[order[k]];
        const PlaneLabelPlacer::Fit fit = placements[k].fit;
        a.label->setText(fit == PlaneLabelPlacer::Fit::Short ? a.shortText : a.text);
        a.label->setVisible(fit != PlaneLabelPlacer::Fit::Hidden);
        a.label->position->setCoords(placements[k].centre - labels[k].tip);
        hidden += fit == PlaneLabelPlacer::Fit::Hidden;
    }
    // Said on the note's last line, which is there in any case: the layout keeps its size.
    QStringList lines = m_noteLines;
    if (hidden > 0 && !lines.isEmpty())
        lines.last() =
            tr("labels left out where arrows crowd: %1 (point at a tip to read it)").arg(hidden) +
            QStringLiteral(" · ") + lines.last();
    m_note->setText(lines.join(u'\n'));
}
