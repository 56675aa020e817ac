#include "headintervention.h"

#include <algorithm>

namespace attn::model {

const HeadIntervention &Interventions::head(int layer, int head) const
{
    static const HeadIntervention untouched;
    if (layer < 0 || head < 0 || std::size_t(layer) >= heads.size() ||
        std::size_t(head) >= heads[std::size_t(layer)].size())
        return untouched;
    return heads[std::size_t(layer)][std::size_t(head)];
}

void Interventions::setHead(int layer, int head, const HeadIntervention &value)
{
    if (layer < 0 || head < 0)
        return;
    if (heads.size() <= std::size_t(layer))
        heads.resize(std::size_t(layer) + 1);
    auto &row = heads[std::size_t(layer)];
    if (row.size() <= std::size_t(head))
        row.resize(std::size_t(head) + 1);
    row[std::size_t(head)] = value;
}

bool Interventions::masks(int position) const
{
    return std::find(maskedPositions.begin(), maskedPositions.end(), position) !=
           maskedPositions.end();
}

} // namespace attn::model
