#include "graphedits.h"

#include <cmath>
#include <numbers>

namespace graphedits {

void makeGraph(attn::Scenario &s)
{
    if (!s.graph.empty() || s.mode != attn::InputMode::SelfAttention)
        return;
    const int n = int(s.tokens.rows());
    attn::Graph graph;
    for (int i = 0; i < n; ++i) {
        // Clockwise from the top, as one reads a clock: the first token at twelve o'clock.
        const double angle = std::numbers::pi / 2 - 2 * std::numbers::pi * i / std::max(n, 1);
        graph.nodes.push_back({std::cos(angle), std::sin(angle)});
    }
    s.graph = std::move(graph);
    s.mask = attn::MaskKind::Neighbours;
}

void placeNode(attn::Scenario &s, int node, double x, double y)
{
    if (node < 0 || node >= s.graph.nodeCount() || !std::isfinite(x) || !std::isfinite(y))
        return;
    s.graph.nodes[std::size_t(node)] = {x, y};
}

void toggleEdge(attn::Scenario &s, int sender, int receiver)
{
    const int n = s.graph.nodeCount();
    if (sender == receiver || sender < 0 || receiver < 0 || sender >= n || receiver >= n)
        return;
    const int existing = s.graph.edgeBetween(sender, receiver);
    if (existing >= 0)
        s.graph.edges.erase(s.graph.edges.begin() + existing);
    else
        s.graph.edges.push_back({sender, receiver, 1.0});
}

void setDirected(attn::Scenario &s, bool directed)
{
    s.graph.directed = directed;
}

void setSelfLoops(attn::Scenario &s, bool selfLoops)
{
    s.graph.selfLoops = selfLoops;
}

} // namespace graphedits
