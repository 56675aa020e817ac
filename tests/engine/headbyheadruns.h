#pragma once

// A trace brought to a new scenario by HeadByHeadRun, each head swapped in at once, and the
// measures the tests of that run compare traces by.

#include "attentionengine.h"
#include "headbyheadrun.h"
#include "scenariobuilders.h"

#include <algorithm>
#include <functional>
#include <utility>
#include <vector>

namespace headbyhead {

using attn::AttentionEngine;
using attn::AttentionTrace;
using attn::CombinedHeads;
using attn::HeadByHeadRun;
using attn::HeadTrace;
using attn::Scenario;
using attn::Stage;
using attn::ValidationIssues;

using Change = std::function<void(Scenario &)>;

/// 150 tokens (two row blocks), 3 heads.
inline Scenario threeHeads()
{
    return builders::selfAttention(150, 12, 3, 4);
}

/// What one run handed over, head by head.
struct HandOvers
{
    std::vector<std::size_t> heads;
    std::vector<Stage> parts;
};

/// Runs `next` head by head on `engine`, swapping each head in at once (as the window's
/// thread does between frames) and installing the result when there are no issues.
inline ValidationIssues runHeadByHead(AttentionEngine &engine, Scenario next,
                                      HandOvers *seen = nullptr)
{
    const HeadByHeadRun run(engine, next);
    HeadTrace spare;
    CombinedHeads combined;
    const ValidationIssues issues = run.run(
        [&](std::size_t head, HeadTrace &computed, Stage part) {
            if (seen) {
                seen->heads.push_back(head);
                seen->parts.push_back(part);
            }
            engine.swapHead(head, computed, part);
            return true;
        },
        spare, combined);
    if (issues.empty())
        engine.finishHeadByHead(next, combined);
    return issues;
}

/// Largest |a - b| over every number of two traces of the same shapes.
inline double largestDifference(const AttentionTrace &a, const AttentionTrace &b)
{
    double largest = (a.output - b.output).cwiseAbs().maxCoeff();
    for (std::size_t i = 0; i < a.heads.size(); ++i) {
        const HeadTrace &x = a.heads[i];
        const HeadTrace &y = b.heads[i];
        for (const auto &[p, q] : {std::pair{&x.q, &y.q},
                                   {&x.k, &y.k},
                                   {&x.v, &y.v},
                                   {&x.weights, &y.weights},
                                   {&x.output, &y.output}})
            largest = std::max(largest, (*p - *q).cwiseAbs().maxCoeff());
        largest = std::max(largest, (x.entropy - y.entropy).cwiseAbs().maxCoeff());
    }
    return largest;
}

} // namespace headbyhead
