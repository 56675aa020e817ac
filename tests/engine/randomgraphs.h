#pragma once

// Random graph scenarios for the graph-attention tests: self-attention over N nodes with
// random features, random edges (directed or not, with or without self-loops), several heads
// with random projections and W_O, the "neighbours only" mask.

#include "projectionfactory.h"
#include "scenario.h"

#include <cstdint>
#include <random>

namespace randomgraphs {

inline attn::Scenario graphScenario(std::uint64_t seed)
{
    std::mt19937_64 g(seed);
    const auto pick = [&g](int n) { return int(g() % std::uint64_t(n)); };
    const auto normal = [&g] {
        // Box-Muller from the raw draws: the same numbers on every standard library.
        const double u1 = (double(g() >> 11) + 1.0) / 9007199254740993.0;
        const double u2 = double(g() >> 11) / 9007199254740992.0;
        return std::sqrt(-2.0 * std::log(u1)) * std::cos(6.283185307179586 * u2);
    };
    attn::Scenario s;
    s.mode = attn::InputMode::SelfAttention;
    const int nodes = 1 + pick(9);
    const int modelDim = 1 + pick(6);
    s.tokens.resize(nodes, modelDim);
    for (Eigen::Index i = 0; i < s.tokens.size(); ++i)
        s.tokens.data()[i] = 1.5 * normal();
    for (int i = 0; i < nodes; ++i) {
        s.queryLabels.push_back("n" + std::to_string(i + 1));
        s.graph.nodes.push_back({normal(), normal()});
    }
    s.graph.directed = pick(2) == 0;
    s.graph.selfLoops = pick(3) != 0;
    const int edges = pick(nodes * nodes + 1);
    for (int k = 0; k < edges; ++k)
        s.graph.edges.push_back({pick(nodes), pick(nodes), 1.0 + pick(3)});
    s.mask = attn::MaskKind::Neighbours;
    s.scaling = attn::ScalingKind::InverseSqrtKeyDim;
    s.headCount = 1 + pick(3);
    s.keyDim = 1 + pick(4);
    s.valueDim = 1 + pick(4);
    s.outputDim = 1 + pick(5);
    s.projectionInit = attn::ProjectionInit::Random;
    s.seed = seed;
    s.combination = attn::HeadCombination::ConcatProject;
    attn::refreshProjections(s);
    return s;
}

} // namespace randomgraphs
