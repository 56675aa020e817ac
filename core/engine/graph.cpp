#include "graph.h"

#include <algorithm>

namespace attn {

BoolMatrix Graph::neighbourMask() const
{
    const int n = nodeCount();
    BoolMatrix mask = BoolMatrix::Constant(n, n, false);
    if (selfLoops)
        mask.diagonal().setConstant(true);
    for (const GraphEdge &edge : edges) {
        if (edge.sender < 0 || edge.receiver < 0 || edge.sender >= n || edge.receiver >= n)
            continue;
        mask(edge.receiver, edge.sender) = true;
        if (!directed)
            mask(edge.sender, edge.receiver) = true;
    }
    return mask;
}

int Graph::edgeBetween(int sender, int receiver) const
{
    for (std::size_t k = 0; k < edges.size(); ++k) {
        const GraphEdge &e = edges[k];
        if ((e.sender == sender && e.receiver == receiver) ||
            (!directed && e.sender == receiver && e.receiver == sender))
            return int(k);
    }
    return -1;
}

bool Graph::joins(int sender, int receiver) const
{
    return edgeBetween(sender, receiver) >= 0;
}

void Graph::insertNode(int position, GraphNode node)
{
    position = std::clamp(position, 0, nodeCount());
    nodes.insert(nodes.begin() + position, node);
    for (GraphEdge &e : edges) {
        e.sender += e.sender >= position ? 1 : 0;
        e.receiver += e.receiver >= position ? 1 : 0;
    }
}

void Graph::removeNode(int position)
{
    if (position < 0 || position >= nodeCount())
        return;
    nodes.erase(nodes.begin() + position);
    std::erase_if(edges, [position](const GraphEdge &e) {
        return e.sender == position || e.receiver == position;
    });
    for (GraphEdge &e : edges) {
        e.sender -= e.sender > position ? 1 : 0;
        e.receiver -= e.receiver > position ? 1 : 0;
    }
}

void Graph::moveNode(int from, int to)
{
    const int n = nodeCount();
    if (from < 0 || to < 0 || from >= n || to >= n || from == to)
        return;
    std::vector<int> order(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i)
        order[std::size_t(i)] = i;
    order.erase(order.begin() + from);
    order.insert(order.begin() + to, from);
    *this = permuted(order);
}

Graph Graph::permuted(const std::vector<int> &order) const
{
    Graph out = *this;
    std::vector<int> newIndex(nodes.size(), -1);
    for (std::size_t r = 0; r < order.size() && r < nodes.size(); ++r) {
        out.nodes[r] = nodes[std::size_t(order[r])];
        newIndex[std::size_t(order[r])] = int(r);
    }
    for (GraphEdge &e : out.edges) {
        if (e.sender >= 0 && e.sender < nodeCount())
            e.sender = newIndex[std::size_t(e.sender)];
        if (e.receiver >= 0 && e.receiver < nodeCount())
            e.receiver = newIndex[std::size_t(e.receiver)];
    }
    return out;
}

} // namespace attn
