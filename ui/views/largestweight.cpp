#include "largestweight.h"

#include <algorithm>

#include <QCoreApplication>
#include <QStringList>

namespace LargestWeight {

std::vector<int> keys(const attn::HeadTrace &head, int row)
{
    std::vector<int> out;
    if (row < 0 || row >= head.weights.rows())
        return out;
    const auto weights = head.weights.row(row);
    const double largest = weights.size() > 0 ? weights.maxCoeff() : 0.0;
    if (!(largest > 0.0)) // fully masked, an all-zero imported row, or NaN
        return out;
    const double floor = largest * (1.0 - kTieTolerance);
    for (Eigen::Index j = 0; j < weights.size(); ++j)
        if (weights[j] >= floor)
            out.push_back(int(j));
    return out;
}

QString keyLabel(const attn::AttentionTrace &trace, int key)
{
    return key >= 0 && std::size_t(key) < trace.keyLabels.size()
               ? QString::fromStdString(trace.keyLabels[std::size_t(key)])
               : QStringLiteral("k%1").arg(key + 1);
}

QString distinctKeyLabel(const attn::AttentionTrace &trace, int key)
{
    const QString label = keyLabel(trace, key);
    const auto &labels = trace.keyLabels;
    if (key < 0 || std::size_t(key) >= labels.size() ||
        std::count(labels.begin(), labels.end(), labels[std::size_t(key)]) < 2)
        return label;
    return QStringLiteral("%1 (%2)").arg(label).arg(key + 1);
}

QString describe(const attn::AttentionTrace &trace, int head, int row)
{
    if (head < 0 || std::size_t(head) >= trace.heads.size())
        return QStringLiteral("—");
    const std::vector<int> top = keys(trace.heads[std::size_t(head)], row);
    if (top.empty())
        return QStringLiteral("—");
    if (top.size() == 1)
        return keyLabel(trace, top.front());
    if (int(top.size()) > kNamedTies)
        return QCoreApplication::translate("LargestWeight", "tie of %1").arg(top.size());
    QStringList names;
    for (int key : top)
        names << keyLabel(trace, key);
    return QCoreApplication::translate("LargestWeight", "tie: %1")
        .arg(names.join(QStringLiteral(", ")));
}

} // namespace LargestWeight
