#!/usr/bin/python3
"""PyTorch reference for model_bench: the same GPT-2-family forward in float64 on the same
checkpoint and tokens, written as a PyTorch user would write it (the attention weights of
every layer kept, as the model view needs them; the logits of the last position only, as the
view shows them), and the same intervention: one head of the
last layer switched off, recomputed from that layer's input (kept from the forward).

  bench/reference_model_torch.py [--model DIR] [--tokens L] [--threads N] [--budget S] [--json]

Needs Debian's python3-torch; see bench/README.md.
"""

import argparse
import json
import math
import os
import statistics
import sys
import time

import torch
import torch.nn.functional as F

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(here, "..", "scripts", "model"))
import safetensors_io  # noqa: E402


def load(folder):
    with open(os.path.join(folder, "config.json"), encoding="utf-8") as f:
        config = json.load(f)
    tensors, _ = safetensors_io.read_float64(os.path.join(folder, "model.safetensors"))
    weights = {name[len("transformer."):] if name.startswith("transformer.") else name:
               torch.from_numpy(value) for name, value in tensors.items()}
    return config, weights


def block(config, w, layer, h, head_off=None):
    """One pre-LayerNorm block; returns (its output, its attention weights heads x L x L)."""
    p = f"h.{layer}."
    L, d = h.shape
    heads = config["n_head"]
    dh = d // heads
    eps = config["layer_norm_epsilon"]
    x = F.layer_norm(h, (d,), w[p + "ln_1.weight"], w[p + "ln_1.bias"], eps)
    q, k, v = (x @ w[p + "attn.c_attn.weight"] + w[p + "attn.c_attn.bias"]).split(d, dim=-1)
    q, k, v = (t.view(L, heads, dh).transpose(0, 1) for t in (q, k, v))
    causal = torch.ones(L, L, dtype=torch.bool).tril()
    scores = (q @ k.transpose(1, 2)) / math.sqrt(dh)
    weights = torch.softmax(scores.masked_fill(~causal, float("-inf")), dim=-1)
    out = weights @ v
    if head_off is not None:
        out[head_off] = 0.0
    h = h + out.transpose(0, 1).reshape(L, d) @ w[p + "attn.c_proj.weight"] + w[p + "attn.c_proj.bias"]
    x = F.layer_norm(h, (d,), w[p + "ln_2.weight"], w[p + "ln_2.bias"], eps)
    hidden = F.gelu(x @ w[p + "mlp.c_fc.weight"] + w[p + "mlp.c_fc.bias"], approximate="tanh")
    return h + hidden @ w[p + "mlp.c_proj.weight"] + w[p + "mlp.c_proj.bias"], weights


def logits(config, w, h):
    """The next token's logits after the last position, the one the model view shows (as
    Hugging Face's logits_to_keep=1): the other positions' are not computed."""
    d = h.shape[1]
    x = F.layer_norm(h[-1:], (d,), w["ln_f.weight"], w["ln_f.bias"], config["layer_norm_epsilon"])
    return x @ w["wte.weight"].T


def forward(config, w, tokens):
    h = w["wte.weight"][tokens] + w["wpe.weight"][: len(tokens)]
    inputs, attention = [], []
    for layer in range(config["n_layer"]):
        inputs.append(h)
        h, a = block(config, w, layer, h)
        attention.append(a)
    return logits(config, w, h), attention, inputs


def median_ms(work, budget):
    for _ in range(3):
        work()
    samples, total = [], 0.0
    while len(samples) < 5 or total < budget:
        start = time.perf_counter()
        work()
        elapsed = time.perf_counter() - start
        samples.append(elapsed * 1e3)
        total += elapsed
    return statistics.median(samples), len(samples)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", default=os.path.join(here, "..", "resources", "models", "induction"))
    parser.add_argument("--tokens", type=int, default=64)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--budget", type=float, default=2.0)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    torch.set_grad_enabled(False)
    config, w = load(args.model)
    length = min(args.tokens, config["n_positions"])
    tokens = torch.tensor([i % min(7, config["vocab_size"]) for i in range(length)])
    forward_ms, forward_reps = median_ms(lambda: forward(config, w, tokens), args.budget)
    _, _, inputs = forward(config, w, tokens)
    last = config["n_layer"] - 1

    def intervene():
        h, _ = block(config, w, last, inputs[last], head_off=0)
        return logits(config, w, h)

    intervention_ms, intervention_reps = median_ms(intervene, args.budget)
    if args.json:
        print(json.dumps({"tokens": length, "threads": args.threads, "forward_ms": forward_ms,
                          "intervention_ms": intervention_ms}))
    else:
        print(f"torch {torch.__version__} float64, {args.threads} thread(s), {length} tokens\n"
              f"forward      {forward_ms:.4f} ms (median of {forward_reps})\n"
              f"intervention {intervention_ms:.4f} ms (median of {intervention_reps}; "
              f"from layer {last + 1})")


if __name__ == "__main__":
    main()
