#pragma once

// A deliberately plain multi-head attention written from attention-spec.md with nested
// loops over std::vector, sharing nothing with the engine but the Scenario type. The
// engine tests compare against it; it is slow and naive on purpose.

#include "scenario.h"

#include <cmath>
#include <limits>
#include <vector>

namespace reference {

using Table = std::vector<std::vector<double>>;

struct Result
{
    std::vector<Table> weights; // per head, m x n
    std::vector<Table> heads;   // per head output, m x d_v (zeros when disabled)
    Table output;               // combined, m x d_out
};

inline Table toTable(const attn::Matrix &m)
{
    Table t(std::size_t(m.rows()), std::vector<double>(std::size_t(m.cols())));
    for (std::size_t r = 0; r < t.size(); ++r)
        for (std::size_t c = 0; c < t[r].size(); ++c)
            t[r][c] = m(Eigen::Index(r), Eigen::Index(c));
    return t;
}

inline Table multiply(const Table &a, const Table &b, std::size_t bCols)
{
    Table out(a.size(), std::vector<double>(bCols, 0.0));
    for (std::size_t i = 0; i < a.size(); ++i)
        for (std::size_t k = 0; k < b.size(); ++k)
            for (std::size_t j = 0; j < bCols; ++j)
                out[i][j] += a[i][k] * b[k][j];
    return out;
}

inline bool visible(const attn::Scenario &s, std::size_t i, std::size_t j)
{
    switch (s.mask) {
    case attn::MaskKind::None:
        return true;
    case attn::MaskKind::Causal:
        return j <= i;
    case attn::MaskKind::ValidLength:
        return int(j) < s.validLength;
    case attn::MaskKind::Custom:
        return s.customMask(Eigen::Index(i), Eigen::Index(j));
    }
    return true;
}

// Softmax of s * x / T over the visible entries, written straight from the definitions.
inline std::vector<double> softmax(const std::vector<double> &x, double s, double t,
                                   const std::vector<bool> &vis)
{
    std::vector<double> w(x.size(), 0.0);
    double best = -std::numeric_limits<double>::infinity();
    int count = 0;
    for (std::size_t j = 0; j < x.size(); ++j) {
        if (vis[j]) {
            best = std::max(best, s * x[j]);
            ++count;
        }
    }
    if (count == 0)
        return w;
    double total = 0.0;
    for (std::size_t j = 0; j < x.size(); ++j) {
        if (!vis[j])
            continue;
        if (std::isinf(t))
            w[j] = 1.0;
        else if (t == 0.0)
            w[j] = s * x[j] >= best - 1e-12 * std::abs(best) ? 1.0 : 0.0;
        else
            w[j] = std::exp((s * x[j] - best) / t);
        total += w[j];
    }
    for (double &v : w)
        v /= total;
    return w;
}

inline Result compute(const attn::Scenario &s)
{
    const Table xq = toTable(s.queryInput());
    const Table xk = toTable(s.keyInput());
    const Table xv = toTable(s.valueInput());
    const std::size_t m = xq.size(), n = xk.size();
    Result r;
    for (const attn::HeadProjection &p : s.heads) {
        const std::size_t dk = std::size_t(p.wk.cols()), dv = std::size_t(p.wv.cols());
        const Table q = multiply(xq, toTable(p.wq), std::size_t(p.wq.cols()));
        const Table k = multiply(xk, toTable(p.wk), dk);
        const Table v = multiply(xv, toTable(p.wv), dv);
        double scale = 1.0;
        if (s.scaling == attn::ScalingKind::InverseSqrtKeyDim)
            scale = 1.0 / std::sqrt(double(dk));
        else if (s.scaling == attn::ScalingKind::Custom)
            scale = s.customScale;
        Table weights(m), out(m, std::vector<double>(dv, 0.0));
        for (std::size_t i = 0; i < m; ++i) {
            std::vector<double> scores(n, 0.0);
            std::vector<bool> vis(n);
            for (std::size_t j = 0; j < n; ++j) {
                vis[j] = visible(s, i, j);
                if (s.score == attn::ScoreKind::DotProduct) {
                    for (std::size_t c = 0; c < dk; ++c)
                        scores[j] += q[i][c] * k[j][c];
                    continue;
                }
                for (Eigen::Index h = 0; h < p.additiveV.size(); ++h) {
                    double pre = 0.0;
                    for (Eigen::Index c = 0; c < p.additiveQ.rows(); ++c)
                        pre += q[i][std::size_t(c)] * p.additiveQ(c, h);
                    for (Eigen::Index c = 0; c < p.additiveK.rows(); ++c)
                        pre += k[j][std::size_t(c)] * p.additiveK(c, h);
                    scores[j] += p.additiveV[h] * std::tanh(pre);
                }
            }
            weights[i] = softmax(scores, scale, s.temperature, vis);
            if (!p.enabled)
                continue;
            for (std::size_t j = 0; j < n; ++j)
                for (std::size_t c = 0; c < dv; ++c)
                    out[i][c] += weights[i][j] * v[j][c];
        }
        r.weights.push_back(weights);
        r.heads.push_back(out);
    }

    if (s.combination == attn::HeadCombination::ConcatProject) {
        Table concat(m);
        for (const Table &h : r.heads)
            for (std::size_t i = 0; i < m; ++i)
                concat[i].insert(concat[i].end(), h[i].begin(), h[i].end());
        r.output =
            multiply(concat, toTable(s.outputProjection), std::size_t(s.outputProjection.cols()));
    } else {
        const std::size_t dv = r.heads.front().front().size();
        r.output.assign(m, std::vector<double>(dv, 0.0));
        for (std::size_t h = 0; h < r.heads.size(); ++h) {
            const double w = s.combination == attn::HeadCombination::Mean
                                 ? 1.0 / double(r.heads.size())
                                 : s.heads[h].combineWeight;
            for (std::size_t i = 0; i < m; ++i)
                for (std::size_t c = 0; c < dv; ++c)
                    r.output[i][c] += w * r.heads[h][i][c];
        }
    }
    return r;
}

} // namespace reference
