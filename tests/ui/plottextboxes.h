#pragma once

// Where a QCustomPlot draws each of its texts (value labels, tick and axis labels, titles,
// legend entries), in pixels, as QCPAxisPainterPrivate places them; and the first two that
// overlap or the first that leaves the plot. The bars and output layout tests read them.

#include <qcustomplot.h>

#include <QList>
#include <QRectF>
#include <QString>

#include <algorithm>

/// A text drawn on a plot, in pixels, and what it is (for the failure message).
struct TextBox
{
    QRectF rect;
    QString what;
};

/// The text of a tick label without the empty lines that push it onto a lower row, and how
/// many such lines there are.
inline QString strippedLabel(const QString &label, int *emptyLines)
{
    *emptyLines = 0;
    QString text = label;
    // A line feed, or a line holding an ideographic space (as tall as Japanese labels).
    while (text.startsWith(u'\n') || text.startsWith(QStringLiteral("\u3000\n"))) {
        text.remove(0, text.indexOf(u'\n') + 1);
        ++*emptyLines;
    }
    return text;
}

/// Where QCPAxisPainterPrivate draws an axis's tick labels and its label (outside labels,
/// no rotation: what these views use).
inline void axisTexts(const QCPAxis *axis, QList<TextBox> &boxes)
{
    if (!axis->visible())
        return;
    const QRect rect = axis->axisRect()->rect();
    const QFontMetricsF metrics(axis->tickLabelFont());
    const int type = axis->axisType();
    const QPointF origin = type == QCPAxis::atLeft ? rect.bottomLeft() - QPointF(axis->offset(), 0)
                           : type == QCPAxis::atRight
                               ? rect.bottomRight() + QPointF(axis->offset(), 0)
                               : rect.bottomLeft() + QPointF(0, axis->offset());
    double margin = std::max({0, axis->tickLengthOut(), axis->subTickLengthOut()});
    double extent = 0;
    if (axis->tickLabels() && !axis->tickVector().isEmpty()) {
        margin += axis->tickLabelPadding();
        const QVector<double> ticks = axis->tickVector();
        const QVector<QString> labels = axis->tickVectorLabels();
        for (int i = 0; i < std::min(ticks.size(), labels.size()); ++i) {
            int emptyLines = 0;
            const QString text = strippedLabel(labels[i], &emptyLines);
            const QSizeF full =
                metrics.boundingRect(QRectF(), Qt::TextDontClip | Qt::AlignHCenter, labels[i])
                    .size();
            const QSizeF size =
                metrics.boundingRect(QRectF(), Qt::TextDontClip | Qt::AlignHCenter, text).size();
            const double at = axis->coordToPixel(ticks[i]);
            QRectF box;
            if (type == QCPAxis::atLeft)
                box = QRectF(origin.x() - margin - size.width(), at - size.height() / 2,
                             size.width(), size.height());
            else if (type == QCPAxis::atRight)
                box = QRectF(origin.x() + margin, at - size.height() / 2, size.width(),
                             size.height());
            else
                box = QRectF(at - size.width() / 2,
                             origin.y() + margin + (full.height() - size.height()), size.width(),
                             size.height());
            extent = std::max(extent,
                              axis->orientation() == Qt::Vertical ? full.width() : full.height());
            boxes.append({box, QStringLiteral("tick \"%1\"").arg(text)});
        }
        margin += extent;
    }
    if (!axis->label().isEmpty()) {
        margin += axis->labelPadding();
        const QFontMetricsF labelMetrics(axis->labelFont());
        const QSizeF size =
            labelMetrics.boundingRect(QRectF(), Qt::TextDontClip, axis->label()).size();
        QRectF box;
        if (type == QCPAxis::atLeft)
            box = QRectF(origin.x() - margin - size.height(), rect.center().y() - size.width() / 2,
                         size.height(), size.width());
        else if (type == QCPAxis::atRight)
            box = QRectF(origin.x() + margin, rect.center().y() - size.width() / 2, size.height(),
                         size.width());
        else
            box = QRectF(rect.center().x() - size.width() / 2, origin.y() + margin, size.width(),
                         size.height());
        boxes.append({box, QStringLiteral("axis label \"%1\"").arg(axis->label())});
    }
}

/// Every text of `plot`: value labels and remarks (items), tick and axis labels, titles,
/// legend entries.
inline QList<TextBox> textsOf(QCustomPlot *plot)
{
    QList<TextBox> boxes;
    for (int i = 0; i < plot->itemCount(); ++i) {
        auto *text = qobject_cast<QCPItemText *>(plot->item(i));
        if (!text || !text->visible() || text->text().isEmpty())
            continue;
        const QMargins pad = text->padding();
        const QRectF box =
            QRectF(text->topLeft->pixelPosition(), text->bottomRight->pixelPosition())
                .normalized()
                .adjusted(pad.left(), pad.top(), -pad.right(), -pad.bottom());
        boxes.append({box, QStringLiteral("value \"%1\"").arg(text->text())});
    }
    for (QCPLayoutElement *element : plot->plotLayout()->elements(true)) {
        if (!element || !element->visible())
            continue;
        if (auto *rect = qobject_cast<QCPAxisRect *>(element)) {
            if (!element->layout())
                continue; // taken out of the layout (a hidden panel)
            for (QCPAxis *axis : rect->axes())
                axisTexts(axis, boxes);
        } else if (auto *text = qobject_cast<QCPTextElement *>(element)) {
            if (text->text().isEmpty() || text->rect().height() <= 1)
                continue;
            const QFontMetricsF metrics(text->font());
            double widest = 0;
            for (const QString &line : text->text().split(u'\n'))
                widest = std::max(widest, metrics.horizontalAdvance(line));
            const QRect area = text->rect();
            const double width = std::min(widest, double(area.width()));
            boxes.append({QRectF(area.center().x() - width / 2, area.top(), width, area.height()),
                          QStringLiteral("text \"%1\"").arg(text->text())});
        } else if (auto *legend = qobject_cast<QCPLegend *>(element)) {
            for (int i = 0; i < legend->itemCount(); ++i)
                if (legend->item(i)) // a wrapped legend has empty cells
                    boxes.append({QRectF(legend->item(i)->rect()),
                                  QStringLiteral("legend entry %1").arg(i)});
        }
    }
    return boxes;
}

inline QString describe(const QRectF &r)
{
    return QStringLiteral("(%1,%2 %3x%4)")
        .arg(r.x(), 0, 'f', 0)
        .arg(r.y(), 0, 'f', 0)
        .arg(r.width(), 0, 'f', 0)
        .arg(r.height(), 0, 'f', 0);
}

/// The first problem among the texts of `plot`: two that overlap, or one outside the plot.
inline QString textProblem(QCustomPlot *plot)
{
    const QList<TextBox> boxes = textsOf(plot);
    const QRectF inside = QRectF(plot->viewport()).adjusted(-1, -1, 1, 1);
    for (const TextBox &box : boxes)
        if (!inside.contains(box.rect))
            return box.what + QStringLiteral(" outside the plot ") + describe(box.rect);
    for (int i = 0; i < boxes.size(); ++i)
        for (int j = i + 1; j < boxes.size(); ++j) {
            // Boxes that only touch (font line spacing) are no overlap.
            const QRectF a = boxes[i].rect.adjusted(0.5, 0.5, -0.5, -0.5);
            const QRectF b = boxes[j].rect.adjusted(0.5, 0.5, -0.5, -0.5);
            if (a.intersects(b))
                return boxes[i].what + describe(boxes[i].rect) + QStringLiteral(" overlaps ") +
                       boxes[j].what + describe(boxes[j].rect);
        }
    return QString();
}
