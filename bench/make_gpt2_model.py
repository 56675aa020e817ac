#!/usr/bin/python3
"""Writes a GPT-2-family checkpoint of random weights, for model_bench and
reference_model_torch.py at the sizes of real models (default: GPT-2 small's shape, 12
layers, 12 heads, d_model 768, 50,257 tokens, 1,024 positions: 124 M weights, 498 MB as F32).

  bench/make_gpt2_model.py OUTDIR [--layers N] [--heads N] [--width D] [--vocab V]
                                  [--positions P] [--dtype F32|F16|BF16|F64] [--seed S]

OUTDIR gets config.json (Hugging Face GPT-2 keys) and model.safetensors (Hugging Face GPT-2
names with the "transformer." prefix, Conv1D orientation), as save_pretrained writes them.
The weights are N(0, 0.02^2) as GPT-2's initialisation, LayerNorm gains 1 and biases 0: the
timing of a forward does not depend on the values.
"""

import argparse
import json
import os
import sys

import numpy as np

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(here, "..", "scripts", "model"))
import safetensors_io  # noqa: E402


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("outdir")
    parser.add_argument("--layers", type=int, default=12)
    parser.add_argument("--heads", type=int, default=12)
    parser.add_argument("--width", type=int, default=768)
    parser.add_argument("--vocab", type=int, default=50257)
    parser.add_argument("--positions", type=int, default=1024)
    parser.add_argument("--dtype", default="F32", choices=["F32", "F16", "BF16", "F64"])
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = np.random.default_rng(args.seed)
    d, inner = args.width, 4 * args.width

    def normal(*shape):
        return rng.standard_normal(shape, dtype=np.float32) * np.float32(0.02)

    w = {"wte.weight": normal(args.vocab, d), "wpe.weight": normal(args.positions, d)}
    for i in range(args.layers):
        p = f"h.{i}."
        w[p + "ln_1.weight"] = np.ones(d, np.float32)
        w[p + "ln_1.bias"] = np.zeros(d, np.float32)
        w[p + "attn.c_attn.weight"] = normal(d, 3 * d)
        w[p + "attn.c_attn.bias"] = np.zeros(3 * d, np.float32)
        w[p + "attn.c_proj.weight"] = normal(d, d)
        w[p + "attn.c_proj.bias"] = np.zeros(d, np.float32)
        w[p + "ln_2.weight"] = np.ones(d, np.float32)
        w[p + "ln_2.bias"] = np.zeros(d, np.float32)
        w[p + "mlp.c_fc.weight"] = normal(d, inner)
        w[p + "mlp.c_fc.bias"] = np.zeros(inner, np.float32)
        w[p + "mlp.c_proj.weight"] = normal(inner, d)
        w[p + "mlp.c_proj.bias"] = np.zeros(d, np.float32)
    w["ln_f.weight"] = np.ones(d, np.float32)
    w["ln_f.bias"] = np.zeros(d, np.float32)
    os.makedirs(args.outdir, exist_ok=True)
    config = {"model_type": "gpt2", "architectures": ["GPT2LMHeadModel"],
              "vocab_size": args.vocab, "n_positions": args.positions, "n_ctx": args.positions,
              "n_embd": d, "n_layer": args.layers, "n_head": args.heads, "n_inner": None,
              "layer_norm_epsilon": 1e-5, "activation_function": "gelu_new"}
    with open(os.path.join(args.outdir, "config.json"), "w", encoding="utf-8") as f:
        json.dump(config, f, indent=2)
    size = safetensors_io.write(os.path.join(args.outdir, "model.safetensors"),
                                {"transformer." + name: value for name, value in w.items()},
                                args.dtype, {"format": "pt"})
    print(f"{args.outdir}: {sum(v.size for v in w.values()):,} weights, {size:,} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
