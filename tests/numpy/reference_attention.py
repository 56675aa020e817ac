#!/usr/bin/env python3
"""Reference attention in NumPy, for comparison with the Attention Lab engine.

Usage: reference_attention.py INPUT.json OUTPUT.json

INPUT is a JSON list of scenarios (written by tests/engine/tst_numpycomparison.cpp):
  name          str
  xq, xk, xv    query-, key- and value-side input rows (m x d_q, n x d_k_in, n x d_v_in)
  heads         list of {wq, wk, wv, aq, ak, av, enabled, weight}
  wo            W_O ((sum of d_v) x d_out), used by the "concat" combination
  score         "dot" | "additive"          (additive: av . tanh(q aq + k ak))
  scaling       "none" | "inverse_sqrt_dk" | "custom", with custom_scale
  temperature   number, or the string "inf"
  mask          "none" | "causal" | "valid_length" | "custom", with valid_length, custom_mask
  combination   "concat" | "weighted_sum" | "mean"

OUTPUT is a JSON list with, per scenario: name, output (m x d_out), and per head
weights (m x n) and output (m x d_v). Written from attention-spec.md, not from the engine.
"""

import json
import math
import sys

import numpy as np


def visibility(s, m, n):
    kind = s["mask"]
    if kind == "none":
        return np.ones((m, n), dtype=bool)
    if kind == "causal":
        return np.arange(n)[None, :] <= np.arange(m)[:, None]
    if kind == "valid_length":
        return np.broadcast_to(np.arange(n)[None, :] < s["valid_length"], (m, n)).copy()
    if kind == "custom":
        return np.array(s["custom_mask"], dtype=bool).reshape(m, n)
    raise ValueError("unknown mask " + kind)


def softmax_rows(scaled, visible, temperature):
    weights = np.zeros_like(scaled)
    for i in range(scaled.shape[0]):
        vis = visible[i]
        if not vis.any():
            continue  # fully masked: all zeros
        x = scaled[i][vis]
        if math.isinf(temperature):
            w = np.full(x.shape, 1.0 / x.size)
        elif temperature == 0.0:
            top = x >= x.max() - 1e-12 * abs(x.max())
            w = top / top.sum()
        else:
            e = np.exp((x - x.max()) / temperature)
            w = e / e.sum()
        weights[i][vis] = w
    return weights


def run(s):
    xq = np.array(s["xq"], dtype=float)
    xk = np.array(s["xk"], dtype=float)
    xv = np.array(s["xv"], dtype=float)
    m, n = xq.shape[0], xk.shape[0]
    t = s["temperature"]
    temperature = math.inf if t == "inf" else float(t)
    visible = visibility(s, m, n)
    heads = []
    for h in s["heads"]:
        q = xq @ np.array(h["wq"], dtype=float).reshape(xq.shape[1], -1)
        k = xk @ np.array(h["wk"], dtype=float).reshape(xk.shape[1], -1)
        v = xv @ np.array(h["wv"], dtype=float).reshape(xv.shape[1], -1)
        if s["score"] == "dot":
            scores = q @ k.T
        else:
            aq = np.array(h["aq"], dtype=float).reshape(q.shape[1], -1)
            ak = np.array(h["ak"], dtype=float).reshape(k.shape[1], -1)
            av = np.array(h["av"], dtype=float)
            hidden = np.tanh((q @ aq)[:, None, :] + (k @ ak)[None, :, :])  # m x n x hidden
            scores = hidden @ av
        if s["scaling"] == "none":
            scale = 1.0
        elif s["scaling"] == "inverse_sqrt_dk":
            scale = 1.0 / math.sqrt(k.shape[1])
        else:
            scale = float(s["custom_scale"])
        weights = softmax_rows(scale * scores, visible, temperature)
        out = weights @ v if h["enabled"] else np.zeros((m, v.shape[1]))
        heads.append({"weights": weights, "output": out, "weight": float(h["weight"])})

    combination = s["combination"]
    if combination == "concat":
        concat = np.concatenate([h["output"] for h in heads], axis=1)
        output = concat @ np.array(s["wo"], dtype=float).reshape(concat.shape[1], -1)
    elif combination == "weighted_sum":
        output = sum(h["weight"] * h["output"] for h in heads)
    else:
        output = sum(h["output"] for h in heads) / len(heads)
    return {
        "name": s["name"],
        "output": output.tolist(),
        "heads": [{"weights": h["weights"].tolist(), "output": h["output"].tolist()}
                  for h in heads],
    }


def main():
    if len(sys.argv) != 3:
        sys.stderr.write(__doc__)
        return 2
    with open(sys.argv[1], encoding="utf-8") as f:
        scenarios = json.load(f)
    results = [run(s) for s in scenarios]
    with open(sys.argv[2], "w", encoding="utf-8") as f:
        json.dump(results, f)
    return 0


if __name__ == "__main__":
    sys.exit(main())
