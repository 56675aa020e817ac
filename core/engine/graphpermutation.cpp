#include "graphpermutation.h"

#include <random>

namespace attn {

bool isPermutation(const std::vector<int> &order, int n)
{
    if (int(order.size()) != n)
        return false;
    std::vector<bool> seen(std::size_t(n), false);
    for (int index : order) {
        if (index < 0 || index >= n || seen[std::size_t(index)])
            return false;
        seen[std::size_t(index)] = true;
    }
    return true;
}

std::vector<int> randomPermutation(int n, std::uint64_t seed)
{
    std::vector<int> order(std::size_t(std::max(n, 0)));
    for (int i = 0; i < n; ++i)
        order[std::size_t(i)] = i;
    std::mt19937_64 random(seed);
    for (int i = n - 1; i > 0; --i) {
        // Rejection keeps the draw uniform: no modulo bias, no library-specific distribution.
        const std::uint64_t range = std::uint64_t(i) + 1;
        const std::uint64_t limit = random.max() - random.max() % range;
        std::uint64_t draw = random();
        while (draw >= limit)
            draw = random();
        std::swap(order[std::size_t(i)], order[std::size_t(draw % range)]);
    }
    return order;
}

Scenario permutedTokens(const Scenario &s, const std::vector<int> &order)
{
    Scenario out = s;
    const Eigen::Index n = Eigen::Index(order.size());
    for (Eigen::Index r = 0; r < n; ++r)
        out.tokens.row(r) = s.tokens.row(order[std::size_t(r)]);
    if (s.queryLabels.size() == order.size())
        for (std::size_t r = 0; r < order.size(); ++r)
            out.queryLabels[r] = s.queryLabels[std::size_t(order[r])];
    if (s.customMask.rows() == n && s.customMask.cols() == n)
        for (Eigen::Index r = 0; r < n; ++r)
            for (Eigen::Index c = 0; c < n; ++c)
                out.customMask(r, c) = s.customMask(order[std::size_t(r)], order[std::size_t(c)]);
    if (s.graph.nodeCount() == int(n))
        out.graph = s.graph.permuted(order);
    return out;
}

} // namespace attn
