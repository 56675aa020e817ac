#pragma once

// The rectangles, in a plot's pixels, of every piece of text a QCustomPlot draws: titles and
// notes, value labels, axis tick labels and axis titles, legend entries. The layout tests ask
// whether any two of them overlap, as a reader at the back of a room would notice.

#include "uprightaxistitles.h"

#include <qcustomplot.h>

#include <QFontMetricsF>
#include <QList>
#include <QRectF>
#include <QString>
#include <QTransform>

#include <algorithm>
#include <cmath>

struct PlotText
{
    QString text;
    QRectF rect;
    QString source; ///< which element drew it, for the failure message
};

namespace plottext {

inline QRectF textSize(const QFont &font, const QString &text)
{
    return QFontMetricsF(font).boundingRect(QRectF(0, 0, 0, 0), Qt::TextDontClip, text);
}

/// A rectangle of `size` placed at `anchor` the way Qt alignment flags place it.
inline QRectF aligned(const QSizeF &size, const QPointF &anchor, Qt::Alignment alignment)
{
    double x = anchor.x() - size.width() / 2;
    if (alignment & Qt::AlignLeft)
        x = anchor.x();
    else if (alignment & Qt::AlignRight)
        x = anchor.x() - size.width();
    double y = anchor.y() - size.height() / 2;
    if (alignment & Qt::AlignTop)
        y = anchor.y();
    else if (alignment & Qt::AlignBottom)
        y = anchor.y() - size.height();
    return QRectF(QPointF(x, y), size);
}

/// The part of `box` (where `text` is drawn whole, lines centred) that has ink: blank
/// lines, such as the line feeds that put staggered labels on a lower line, are left out.
inline QRectF inked(const QRectF &box, const QFont &font, const QString &text)
{
    const QStringList lines = text.split(u'\n');
    if (lines.size() < 2)
        return box;
    const double line = box.height() / lines.size();
    const QFontMetricsF metrics(font);
    QRectF ink;
    for (int i = 0; i < lines.size(); ++i) {
        if (lines.at(i).trimmed().isEmpty())
            continue;
        const double width = std::min(box.width(), metrics.horizontalAdvance(lines.at(i)));
        ink |= QRectF(box.center().x() - width / 2, box.top() + i * line, width, line);
    }
    return ink.isNull() ? box : ink;
}

inline QRectF rotated(const QRectF &rect, const QPointF &centre, double degrees)
{
    if (degrees == 0)
        return rect;
    QTransform t;
    t.translate(centre.x(), centre.y());
    t.rotate(degrees);
    t.translate(-centre.x(), -centre.y());
    return t.mapRect(rect);
}

inline void addAxis(QList<PlotText> &out, QCPAxis *axis, const QString &name)
{
    if (!axis->visible())
        return;
    const QRect rect = axis->axisRect()->rect();
    const bool horizontal = axis->orientation() == Qt::Horizontal;
    double reach = axis->offset() + std::max(0, axis->tickLengthOut());
    double extent = 0; // how far the tick labels reach out from the axis
    if (axis->tickLabels()) {
        reach += axis->tickLabelPadding();
        const QVector<double> ticks = axis->tickVector();
        const QVector<QString> labels = axis->tickVectorLabels();
        for (int i = 0; i < ticks.size() && i < labels.size(); ++i) {
            if (labels.at(i).isEmpty() || !axis->range().contains(ticks.at(i)))
                continue;
            const double at = axis->coordToPixel(ticks.at(i));
            const QRectF size = textSize(axis->tickLabelFont(), labels.at(i));
            QRectF box;
            switch (axis->axisType()) {
            case QCPAxis::atBottom:
                box = aligned(size.size(), QPointF(at, rect.bottom() + reach),
                              Qt::AlignHCenter | Qt::AlignTop);
                break;
            case QCPAxis::atTop:
                box = aligned(size.size(), QPointF(at, rect.top() - reach),
                              Qt::AlignHCenter | Qt::AlignBottom);
                break;
            case QCPAxis::atLeft:
                box = aligned(size.size(), QPointF(rect.left() - reach, at),
                              Qt::AlignRight | Qt::AlignVCenter);
                break;
            case QCPAxis::atRight:
                box = aligned(size.size(), QPointF(rect.right() + reach, at),
                              Qt::AlignLeft | Qt::AlignVCenter);
                break;
            }
            box = rotated(box, box.center(), axis->tickLabelRotation());
            extent = std::max(extent, horizontal ? box.height() : box.width());
            if (axis->tickLabelRotation() == 0)
                box = inked(box, axis->tickLabelFont(), labels.at(i));
            out << PlotText{labels.at(i), box, name + QStringLiteral(" tick")};
        }
    }
    if (axis->label().isEmpty())
        return;
    if (UprightAxisTitles::isLeftOut(axis)) // Japanese too tall to stand: not drawn
        return;
    if (UprightAxisTitles::isUpright(axis)) { // Japanese, one character under the other
        out << PlotText{axis->label(), UprightAxisTitles::box(axis),
                        name + QStringLiteral(" title")};
        return;
    }
    reach += extent + axis->labelPadding();
    const QRectF size = textSize(axis->labelFont(), axis->label());
    QRectF box;
    switch (axis->axisType()) {
    case QCPAxis::atBottom:
        box = aligned(size.size(), QPointF(rect.center().x(), rect.bottom() + reach),
                      Qt::AlignHCenter | Qt::AlignTop);
        break;
    case QCPAxis::atTop:
        box = aligned(size.size(), QPointF(rect.center().x(), rect.top() - reach),
                      Qt::AlignHCenter | Qt::AlignBottom);
        break;
    case QCPAxis::atLeft: // drawn turned a quarter: the box is as wide as the text is tall
        box = aligned(size.size().transposed(), QPointF(rect.left() - reach, rect.center().y()),
                      Qt::AlignRight | Qt::AlignVCenter);
        break;
    case QCPAxis::atRight:
        box = aligned(size.size().transposed(), QPointF(rect.right() + reach, rect.center().y()),
                      Qt::AlignLeft | Qt::AlignVCenter);
        break;
    }
    out << PlotText{axis->label(), box, name + QStringLiteral(" title")};
}

/// Every piece of text `plot` draws, as laid out by its last replot.
inline QList<PlotText> collect(QCustomPlot *plot)
{
    QList<PlotText> out;
    for (QCPLayoutElement *element : plot->plotLayout()->elements(true)) {
        if (!element || !element->visible())
            continue;
        if (auto *text = qobject_cast<QCPTextElement *>(element)) {
            if (text->text().isEmpty())
                continue;
            const QRectF size = textSize(text->font(), text->text());
            const QSizeF drawn(std::min(size.width(), double(text->rect().width())), size.height());
            out << PlotText{text->text(),
                            aligned(drawn, QRectF(text->rect()).center(), Qt::AlignCenter),
                            QStringLiteral("text element")};
        } else if (auto *rect = qobject_cast<QCPAxisRect *>(element)) {
            for (QCPAxis *axis : rect->axes())
                addAxis(out, axis, QStringLiteral("axis"));
        } else if (auto *scale = qobject_cast<QCPColorScale *>(element)) {
            addAxis(out, scale->axis(), QStringLiteral("colour scale"));
        } else if (auto *legend = qobject_cast<QCPLegend *>(element)) {
            for (int i = 0; i < legend->itemCount(); ++i)
                if (legend->item(i) && legend->item(i)->visible())
                    out << PlotText{QStringLiteral("legend item %1").arg(i),
                                    QRectF(legend->item(i)->rect()), QStringLiteral("legend")};
        }
    }
    for (int i = 0; i < plot->itemCount(); ++i) {
        auto *item = qobject_cast<QCPItemText *>(plot->item(i));
        if (!item || !item->visible() || item->text().isEmpty())
            continue;
        const QMargins pad = item->padding();
        const QRectF size =
            QFontMetricsF(item->font())
                .boundingRect(QRectF(0, 0, 0, 0), Qt::TextDontClip | item->textAlignment(),
                              item->text());
        const QSizeF padded(size.width() + pad.left() + pad.right(),
                            size.height() + pad.top() + pad.bottom());
        const QPointF anchor = item->position->pixelPosition();
        QRectF box = aligned(padded, anchor, item->positionAlignment());
        box = rotated(box, anchor, item->rotation());
        // Padding is room around the text, not ink: two paddings may touch.
        box.adjust(pad.left(), pad.top(), -pad.right(), -pad.bottom());
        out << PlotText{item->text(), box, QStringLiteral("value label")};
    }
    return out;
}

/// The pairs of texts of `plot` whose boxes overlap by more than `tolerance` pixels each
/// way, as "“a” (source) × “b” (source)".
inline QStringList overlaps(QCustomPlot *plot, double tolerance = 1.0)
{
    const QList<PlotText> texts = collect(plot);
    QStringList found;
    for (int i = 0; i < texts.size(); ++i)
        for (int j = i + 1; j < texts.size(); ++j) {
            const QRectF common = texts.at(i).rect.intersected(texts.at(j).rect);
            if (common.width() > tolerance && common.height() > tolerance)
                found << QStringLiteral("“%1” (%2) × “%3” (%4)")
                             .arg(texts.at(i).text, texts.at(i).source, texts.at(j).text,
                                  texts.at(j).source);
        }
    return found;
}

} // namespace plottext
