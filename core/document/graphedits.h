#pragma once

#include "scenario.h"

/// Pure edits of a scenario's graph, used by the Graph view before it hands the result to
/// Document::editScenario(). Each keeps the graph one node per token of X.
namespace graphedits {

/// Makes a self-attention scenario a graph: one node per token placed on a circle, no edges,
/// self-loops on, the "neighbours only" mask. Does nothing to a scenario that has a graph or
/// is not self-attention.
void makeGraph(attn::Scenario &s);
/// Moves node `node` to (x, y).
void placeNode(attn::Scenario &s, int node, double x, double y);
/// Adds the edge sender -> receiver (weight 1) when there is none, else removes it (either
/// way in an undirected graph). A node joined to itself is left alone: self-loops are the
/// graph's setting.
void toggleEdge(attn::Scenario &s, int sender, int receiver);
/// Whether an edge from one node to another means "both ways".
void setDirected(attn::Scenario &s, bool directed);
/// Whether the neighbours-only mask lets each node attend to itself.
void setSelfLoops(attn::Scenario &s, bool selfLoops);

} // namespace graphedits
