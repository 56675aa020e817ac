#!/usr/bin/env python3
"""Reference graph attention in NumPy, written from the seed text's equations
(shared/seeds/003, "attention in graph neural networks"), edge by edge, not from the
engine's matrix form.

Usage: reference_graph_attention.py INPUT.json OUTPUT.json

INPUT is a JSON list of graphs (written by tests/engine/tst_graphattention.cpp):
  name        str
  nodes       node feature vectors v_i, one row per node (N x d_model)
  edges       [[sender, receiver], ...], 0-based
  directed    bool: false = every edge also runs receiver -> sender
  self_loops  bool: every node also receives an edge from itself
  heads       list of {wq, wk, wv}: W_q^h (d_model x d_k), W_k^h, W_v^h (d_model x d_v)
  wo          the output map w_jhl as a ((H d_v) x d_out) matrix, row h * d_v + j

For each receiving node i and head h, over the edges k into i (sender s_k):
  q = W_q v_i,  K_k = W_k v_{s_k},  V_k = W_v v_{s_k}
  b = softmax(q . K / sqrt(d_k))            (over the edges into i)
  e'_{kjh} = b_k V_{kj}                     (the edge features after attention)
  ebar'_{il} = sum_k sum_j sum_h e'_{kjh} w_{jhl}
A node that receives no edge aggregates nothing: its output is 0.

OUTPUT is a JSON list with, per graph: name, output (N x d_out), and per head the
attention weights as an N x N matrix (row receiver i, column sender j; 0 off the edges).
"""

import json
import math
import sys

import numpy as np


def edge_set(graph):
    """The (sender, receiver) pairs attention runs over, each once."""
    n = len(graph["nodes"])
    pairs = set()
    for sender, receiver in graph["edges"]:
        pairs.add((sender, receiver))
        if not graph["directed"]:
            pairs.add((receiver, sender))
    if graph["self_loops"]:
        for i in range(n):
            pairs.add((i, i))
    return pairs


def compute(graph):
    v = np.array(graph["nodes"], dtype=np.float64).reshape(len(graph["nodes"]), -1)
    n = v.shape[0]
    heads = graph["heads"]
    wo = np.array(graph["wo"], dtype=np.float64)
    pairs = edge_set(graph)
    d_v = len(heads[0]["wv"][0])
    d_out = wo.shape[1]
    # w_jhl: the rows of W_O belong to head h, component j of its value.
    w = np.zeros((d_v, len(heads), d_out))
    for h in range(len(heads)):
        for j in range(d_v):
            w[j, h, :] = wo[h * d_v + j, :]

    output = np.zeros((n, d_out))
    weights = [np.zeros((n, n)) for _ in heads]
    for i in range(n):
        senders = sorted(s for (s, r) in pairs if r == i)
        if not senders:
            continue
        edge_features = np.zeros((len(senders), d_v, len(heads)))  # e'_{kjh}
        for h, head in enumerate(heads):
            wq = np.array(head["wq"], dtype=np.float64)
            wk = np.array(head["wk"], dtype=np.float64)
            wv = np.array(head["wv"], dtype=np.float64)
            d_k = wq.shape[1]
            q = wq.T @ v[i]
            keys = np.array([wk.T @ v[s] for s in senders])
            values = np.array([wv.T @ v[s] for s in senders])
            scores = keys @ q / math.sqrt(d_k)
            scores = scores - scores.max()
            b = np.exp(scores)
            b = b / b.sum()
            for k, s in enumerate(senders):
                weights[h][i, s] = b[k]
                edge_features[k, :, h] = b[k] * values[k]
        output[i] = np.einsum("kjh,jhl->l", edge_features, w)
    return {
        "name": graph["name"],
        "output": output.tolist(),
        "weights": [m.tolist() for m in weights],
    }


def main():
    with open(sys.argv[1], encoding="utf-8") as f:
        graphs = json.load(f)
    with open(sys.argv[2], "w", encoding="utf-8") as f:
        json.dump([compute(g) for g in graphs], f)


if __name__ == "__main__":
    main()
