#!/usr/bin/env python3
"""Reference GPT-2 forward pass in NumPy, for comparison with the Attention Lab model runtime.

Usage: reference_gpt2.py OUTDIR [--seed N]

Builds small random models of the GPT-2 family and writes, per model, a checkpoint folder
OUTDIR/<name>/ as the runtime reads it:
  config.json        Hugging Face GPT-2 keys (model_type "gpt2", vocab_size, n_positions,
                     n_embd, n_layer, n_head, n_inner (null: 4 n_embd), layer_norm_epsilon,
                     activation_function "gelu_new")
  model.safetensors  Hugging Face GPT-2 tensor names, Conv1D orientation (in x out)
  reference.json     tokens      the input token ids (L of them)
                     dtype       how the weights are stored: F64, F32, F16 or BF16
                     attention   [layer][head][query][key]: the causal softmax weights
                     logits      L x vocab_size: LN_f(h_last) wte^T
and OUTDIR/models.json, the list of the names. The models vary the width (8..32), heads
(1..4), layers (1..3), n_inner (given or null), vocabulary and epsilon; one is stored in
each dtype, and one more in F32 with the "transformer." prefix and an untied "lm_head.weight"
equal to wte (as GPT2LMHeadModel saves it), its tensors in sorted rather than layer order.

Two more carry GPT-2 byte-level BPE tokenizers made by reference_bpe.py (its vocabulary is
the model's): one with vocab.json + merges.txt and the plain tensor names, one with only
tokenizer.json and the "transformer." prefix. Their reference.json adds
                     text        the text typed
and their tokens are that text's, encoded by reference_bpe.py's encoder (Python's `regex`
module and the loop of OpenAI's encoder.py).

The reference values are computed in float64 from the values the file stores (after the
F32, F16 or BF16 rounding), by a forward pass written from the architecture, not from the
runtime:
  h_0 = wte[t] + wpe[0..L-1]
  per block: h = h + Attention(LN_1(h)) (with c_proj's bias); h = h + MLP(LN_2(h))
  Attention: per head, softmax over keys j <= i of q_i . k_j / sqrt(d_head), times V
  MLP(x) = gelu_new(x W_fc + b_fc) W_proj + b_proj
  LN(x) = (x - mean) / sqrt(var + eps) * gain + bias  (var: population variance)
"""

import argparse
import json
import math
import os
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "scripts", "model"))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import safetensors_io  # noqa: E402

# name, dtype, n_embd, n_head, n_layer, n_inner (None: 4 n_embd), vocab, n_positions,
# layer_norm_epsilon, sequence length, Hugging Face prefix and lm_head
MODELS = [
    ("tiny_f64", "F64", 8, 1, 1, None, 11, 6, 1e-5, 6, False),
    ("small_f32", "F32", 16, 2, 2, 24, 23, 16, 1e-6, 9, False),
    ("three_layers_f16", "F16", 24, 3, 3, None, 37, 12, 1e-3, 11, False),
    ("wide_bf16", "BF16", 32, 4, 2, 48, 50, 20, 1e-5, 12, False),
    ("hf_prefixed_f32", "F32", 12, 4, 3, 20, 17, 10, 1e-4, 8, True),
]

# name, the tokenizer files kept ("files": vocab.json + merges.txt, "json": tokenizer.json),
# merges, n_embd, n_head, n_layer, n_positions, Hugging Face prefix, the text typed
TOKENIZED = [
    ("bpe_files_f32", "files", 120, 16, 2, 2, 64, False,
     "the cat sat on the mat, then the cat sat on the"),
    ("bpe_json_hf_f32", "json", 200, 12, 3, 2, 96, True,
     "Ein Hund 日本語です! They'll say: 123 the dog ran... the dog"),
]


def layer_norm(x, gain, bias, eps):
    """Each row of x: (x - mean) / sqrt(var + eps) * gain + bias."""
    out = np.empty_like(x)
    for i in range(x.shape[0]):
        mean = x[i].mean()
        var = ((x[i] - mean) ** 2).mean()
        out[i] = (x[i] - mean) / math.sqrt(var + eps) * gain + bias
    return out


def gelu_new(x):
    return 0.5 * x * (1.0 + np.tanh(math.sqrt(2.0 / math.pi) * (x + 0.044715 * x ** 3)))


def causal_softmax(scores):
    """Row i: softmax over keys 0..i; keys after i get weight 0."""
    weights = np.zeros_like(scores)
    for i in range(scores.shape[0]):
        row = scores[i, :i + 1]
        e = np.exp(row - row.max())
        weights[i, :i + 1] = e / e.sum()
    return weights


def attention(x, w, b, w_out, b_out, head_count):
    """Causal multi-head attention of the rows of x with GPT-2's fused c_attn (d x 3d,
    columns [Q | K | V], each head by head). Returns (output L x d, per-head weights)."""
    d = x.shape[1]
    dh = d // head_count
    qkv = x @ w + b
    heads = []
    outputs = []
    for h in range(head_count):
        q = qkv[:, h * dh:(h + 1) * dh]
        k = qkv[:, d + h * dh:d + (h + 1) * dh]
        v = qkv[:, 2 * d + h * dh:2 * d + (h + 1) * dh]
        weights = causal_softmax(q @ k.T / math.sqrt(dh))
        heads.append(weights)
        outputs.append(weights @ v)
    return np.concatenate(outputs, axis=1) @ w_out + b_out, heads


def forward(config, weights, tokens):
    """Runs the model ({HF name without prefix: float64 array}) on `tokens`.
    Returns (attention [layer][head] L x L, logits L x vocab)."""
    eps = config["layer_norm_epsilon"]
    heads = config["n_head"]
    h = weights["wte.weight"][tokens] + weights["wpe.weight"][:len(tokens)]
    attention_weights = []
    for layer in range(config["n_layer"]):
        p = "h.%d." % layer
        x = layer_norm(h, weights[p + "ln_1.weight"], weights[p + "ln_1.bias"], eps)
        out, per_head = attention(x, weights[p + "attn.c_attn.weight"],
                                  weights[p + "attn.c_attn.bias"],
                                  weights[p + "attn.c_proj.weight"],
                                  weights[p + "attn.c_proj.bias"], heads)
        attention_weights.append(per_head)
        h = h + out
        x = layer_norm(h, weights[p + "ln_2.weight"], weights[p + "ln_2.bias"], eps)
        hidden = gelu_new(x @ weights[p + "mlp.c_fc.weight"] + weights[p + "mlp.c_fc.bias"])
        h = h + hidden @ weights[p + "mlp.c_proj.weight"] + weights[p + "mlp.c_proj.bias"]
    final = layer_norm(h, weights["ln_f.weight"], weights["ln_f.bias"], eps)
    return attention_weights, final @ weights["wte.weight"].T


def read_checkpoint(folder):
    """(config, {name: float64 array}) of a checkpoint folder, names without
    "transformer." and without an lm_head.weight (the unembedding is tied to wte)."""
    with open(os.path.join(folder, "config.json"), encoding="utf-8") as f:
        config = json.load(f)
    tensors, _ = safetensors_io.read_float64(os.path.join(folder, "model.safetensors"))
    weights = {}
    for name, value in tensors.items():
        if name.startswith("transformer."):
            name = name[len("transformer."):]
        if name != "lm_head.weight":
            weights[name] = value
    return config, weights


def random_weights(rng, d, inner, layers, vocab, positions):
    """Every tensor of a GPT-2 model in Hugging Face order, ~N(0, 0.3) with LayerNorm gains
    around 1, so that the softmaxes are far from uniform and every bias matters."""
    def normal(*shape, scale=0.3):
        return rng.normal(0.0, scale, shape)

    w = {"wte.weight": normal(vocab, d, scale=1.0), "wpe.weight": normal(positions, d, scale=0.5)}
    for i in range(layers):
        p = "h.%d." % i
        w[p + "ln_1.weight"] = 1.0 + normal(d)
        w[p + "ln_1.bias"] = normal(d, scale=0.2)
        w[p + "attn.c_attn.weight"] = normal(d, 3 * d, scale=0.5)
        w[p + "attn.c_attn.bias"] = normal(3 * d, scale=0.2)
        w[p + "attn.c_proj.weight"] = normal(d, d)
        w[p + "attn.c_proj.bias"] = normal(d, scale=0.2)
        w[p + "ln_2.weight"] = 1.0 + normal(d)
        w[p + "ln_2.bias"] = normal(d, scale=0.2)
        w[p + "mlp.c_fc.weight"] = normal(d, inner)
        w[p + "mlp.c_fc.bias"] = normal(inner, scale=0.2)
        w[p + "mlp.c_proj.weight"] = normal(inner, d)
        w[p + "mlp.c_proj.bias"] = normal(d, scale=0.2)
    w["ln_f.weight"] = 1.0 + normal(d)
    w["ln_f.bias"] = normal(d, scale=0.2)
    return w


def write_model(outdir, rng, spec, tokenized=None):
    """Writes the model `spec`; `tokenized` (tokens, text): its tokenizer is in the folder
    already, and the reference runs on those tokens of that text."""
    name, dtype, d, heads, layers, inner, vocab, positions, eps, length, hf = spec
    folder = os.path.join(outdir, name)
    os.makedirs(folder, exist_ok=True)
    config = {"model_type": "gpt2", "architectures": ["GPT2LMHeadModel"],
              "vocab_size": vocab, "n_positions": positions, "n_embd": d, "n_layer": layers,
              "n_head": heads, "n_inner": inner, "layer_norm_epsilon": eps,
              "activation_function": "gelu_new"}
    if hf:  # keys a real Hugging Face config has and the runtime does not need
        config.update({"n_ctx": positions, "attn_pdrop": 0.1, "embd_pdrop": 0.1,
                       "resid_pdrop": 0.1, "bos_token_id": 0, "eos_token_id": 0,
                       "torch_dtype": "float32", "transformers_version": "4.30.0"})
    with open(os.path.join(folder, "config.json"), "w", encoding="utf-8") as f:
        json.dump(config, f, indent=2)

    weights = random_weights(rng, d, inner or 4 * d, layers, vocab, positions)
    if hf:
        stored = {"transformer." + n: weights[n] for n in sorted(weights)}
        stored["lm_head.weight"] = weights["wte.weight"]
    else:
        stored = weights
    safetensors_io.write(os.path.join(folder, "model.safetensors"), stored, dtype,
                         {"format": "pt"})

    # The reference runs on what the file holds, read back as the runtime reads it.
    config, exact = read_checkpoint(folder)
    if tokenized:
        tokens, text = tokenized
    else:
        tokens = [int(t) for t in rng.integers(0, vocab, length)]
        tokens[-3:] = tokens[:3]  # a repeat, as the lab's examples have
    attention_weights, logits = forward(config, exact, tokens)
    reference = {"tokens": tokens, "dtype": dtype,
                 "attention": [[w.tolist() for w in layer] for layer in attention_weights],
                 "logits": logits.tolist()}
    if tokenized:
        reference["text"] = text
    with open(os.path.join(folder, "reference.json"), "w", encoding="utf-8") as f:
        json.dump(reference, f)
    return name


def write_tokenized_model(outdir, rng, spec):
    """A model whose vocabulary is a BPE tokenizer's, with the tokenizer's files."""
    import reference_bpe  # needs Python's `regex` module (python3-regex)
    name, kind, merges, d, heads, layers, positions, hf, text = spec
    folder = os.path.join(outdir, name)
    reference_bpe.make(argparse.Namespace(outdir=folder, seed=int(rng.integers(1 << 30)),
                                          merges=merges, kind="trained"))
    if kind == "files":
        os.remove(os.path.join(folder, "tokenizer.json"))
    else:
        os.remove(os.path.join(folder, "vocab.json"))
        os.remove(os.path.join(folder, "merges.txt"))
    with open(os.path.join(folder, "tokenizer.json" if kind == "json" else "vocab.json"),
              encoding="utf-8") as f:
        loaded = json.load(f)
    vocab = len(loaded["model"]["vocab"]) + len(loaded["added_tokens"]) if kind == "json" \
        else len(loaded)
    tokens = reference_bpe.encode_text(folder, text)
    assert len(tokens) <= positions, (name, len(tokens))
    spec = (name, "F32", d, heads, layers, None, vocab, positions, 1e-5, len(tokens), hf)
    return write_model(outdir, rng, spec, (tokens, text))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("outdir")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = np.random.default_rng(args.seed)
    os.makedirs(args.outdir, exist_ok=True)
    names = [write_model(args.outdir, rng, spec) for spec in MODELS]
    names += [write_tokenized_model(args.outdir, rng, spec) for spec in TOKENIZED]
    with open(os.path.join(args.outdir, "models.json"), "w", encoding="utf-8") as f:
        json.dump(names, f)
    return 0


if __name__ == "__main__":
    sys.exit(main())
