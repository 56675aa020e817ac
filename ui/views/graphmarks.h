#pragma once

#include "graph.h"
#include "maskrule.h"
#include "matrix.h"

#include <vector>

/// Which attention marks the Graph view draws over the edges, and how strongly: one per
/// pair (receiving node i, sending node j) that is a neighbour pair (an edge j -> i, either
/// way when undirected, or i = j with self-loops) and that the mask lets i see. The
/// selected node's marks are strong; with "every node" the other nodes' marks are faint.
/// A mark's width and opacity grow with the weight a_ij the receiver gives the sender.
/// Pure: it reads a graph, a head's weights and the mask, and knows no painter.
class GraphMarks
{
public:
    struct Mark
    {
        int receiver = 0;    ///< i, the node whose query attends
        int sender = 0;      ///< j, the node whose key and value it attends to
        double weight = 0;   ///< a_ij of the head
        bool strong = false; ///< the selected node's (else "every node"'s, faint)
        double width = 0;    ///< pen width in pixels (before the line scale)
        double alpha = 0;    ///< opacity, 0 .. 1
        bool selfLoop() const { return receiver == sender; }
    };

    /// The marks for `weights` (the head's n x n a_ij, row = receiver) over `graph` with
    /// `mask`: the selected node's (strong), and with `everyNode` every other node's
    /// (faint), strong ones last so that they are drawn on top. None when the weights are
    /// not n x n for the graph's n nodes.
    static std::vector<Mark> of(const attn::Graph &graph, const attn::Matrix &weights,
                                const attn::MaskRule &mask, int selected, bool everyNode);

    /// Width of a mark of weight w: strong 2 + 14 w, faint 0.75 + 4 w (pixels).
    static double width(double weight, bool strong);
    /// Opacity of a mark of weight w: strong 0.5 + 0.5 w, faint 0.12 + 0.4 w.
    static double alpha(double weight, bool strong);
    /// Whether i attends to j over the graph: a neighbour pair the mask lets through.
    static bool neighbours(const attn::Graph &graph, const attn::MaskRule &mask, int receiver,
                           int sender);
};
