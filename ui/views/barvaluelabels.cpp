#include "barvaluelabels.h"

#include <algorithm>

void BarValueLabels::set(QCPItemText *label, double key, double value, const QString &text)
{
    label->position->setCoords(key, value);
    label->setPositionAlignment(Qt::AlignHCenter | (value < 0 ? Qt::AlignTop : Qt::AlignBottom));
    label->setText(text);
}

double BarValueLabels::lineHeight(const QList<QCPItemText *> &labels)
{
    if (labels.isEmpty())
        return 0;
    const QCPItemText *label = labels.first();
    return QFontMetricsF(label->font()).height() + label->padding().top() +
           label->padding().bottom() + 2;
}

std::vector<BarValueLabels::Placed> BarValueLabels::placed(const QList<QCPItemText *> &labels,
                                                           const QVector<double> &keys)
{
    std::vector<Placed> items;
    for (int j = 0; j < std::min<int>(int(labels.size()), int(keys.size())); ++j)
        if (!labels[j]->text().isEmpty())
            items.push_back({labels[j], keys[j]});
    std::sort(items.begin(), items.end(),
              [](const Placed &a, const Placed &b) { return a.key < b.key; });
    return items;
}

bool BarValueLabels::arrangeOneLine(const std::vector<Placed> &items, const QCPAxis *keyAxis,
                                    double left, double right, double gap, bool apply)
{
    double previousRight = left - gap;
    std::vector<double> centres;
    for (const Placed &item : items) {
        const double width =
            QFontMetricsF(item.label->font()).horizontalAdvance(item.label->text());
        if (width > right - left)
            return false;
        const double centre =
            std::clamp(keyAxis->coordToPixel(item.key), left + width / 2, right - width / 2);
        if (centre - width / 2 < previousRight + gap)
            return false;
        previousRight = centre + width / 2;
        centres.push_back(centre);
    }
    if (apply)
        for (std::size_t i = 0; i < items.size(); ++i)
            items[i].label->position->setCoords(keyAxis->pixelToCoord(centres[i]),
                                                items[i].label->position->value());
    return true;
}

QCPRange BarValueLabels::paddedRange(double low, double high, double above, double below,
                                     double pixels)
{
    if (!(high > low))
        high = low + 1;
    const double top = high > 0 ? above / pixels : 0.0;
    const double bottom = low < 0 ? below / pixels : 0.0;
    const double total = (high - low) / std::max(0.2, 1.0 - top - bottom);
    return QCPRange(low - bottom * total, high + top * total);
}
