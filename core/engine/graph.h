#pragma once

#include "matrix.h"

#include <vector>

namespace attn {

/// Where a node is drawn on the Graph view's plane (arbitrary units, y up).
struct GraphNode
{
    double x = 0.0;
    double y = 0.0;

    bool operator==(const GraphNode &) const = default;
};

/// An edge k from its sending node s_k to its receiving node r_k. The receiver's query
/// q = W_q v_rk attends to the sender's key W_k v_sk and value W_v v_sk. `weight` is a number
/// the edge carries (a bond order, a distance): shown and exported, never used by attention,
/// which reads the node features only (Zhang et al.'s GaAN, as the seed text writes it).
struct GraphEdge
{
    int sender = 0;
    int receiver = 0;
    double weight = 1.0;

    bool operator==(const GraphEdge &) const = default;
};

/// A graph over a self-attention scenario's tokens: node i is token row i of X (its feature
/// vector v_i) with label queryLabels[i]. Empty (no nodes) when the scenario is a sequence.
struct Graph
{
    std::vector<GraphNode> nodes;
    std::vector<GraphEdge> edges;
    /// false: an edge joins both ways (u -> v and v -> u).
    bool directed = false;
    /// The "neighbours only" mask lets each node attend to itself as well.
    bool selfLoops = true;

    bool operator==(const Graph &) const = default;

    bool empty() const { return nodes.empty(); }
    int nodeCount() const { return int(nodes.size()); }

    /// The neighbourhood mask, nodeCount() x nodeCount(), row = receiving node i, column =
    /// sending node j: visible(i, j) iff an edge j -> i exists (either way when undirected),
    /// or i = j and selfLoops. Edges naming a node out of range are ignored.
    BoolMatrix neighbourMask() const;
    /// Whether an edge from `sender` to `receiver` exists (either way when undirected).
    bool joins(int sender, int receiver) const;
    /// The index of the edge from `sender` to `receiver` (undirected: either way), or -1.
    int edgeBetween(int sender, int receiver) const;

    /// A node inserted before `position` at (x, y), with no edges; later nodes move up one.
    void insertNode(int position, GraphNode node);
    /// Removes node `position` and its edges; later nodes move down one.
    void removeNode(int position);
    /// Moves node `from` to index `to` (as a token is moved in its list), edges following.
    void moveNode(int from, int to);
    /// The graph with its nodes reordered: new node r is old node order[r], edges renamed to
    /// match (order must be a permutation of 0 .. nodeCount() - 1).
    Graph permuted(const std::vector<int> &order) const;
};

} // namespace attn
