#!/usr/bin/env python3
"""Trains the two-layer word model Attention Lab ships, whose heads learn induction.

Usage: train_induction_model.py [--out resources/models/induction] [--seed 1]
                                [--max-steps 4000] [--target 0.98]

A GPT-2-style model (pre-LayerNorm, tanh GELU, embedding tied to the unembedding) learns
to continue word sequences in which a segment repeats (scripts/model/induction_data.py):
after "... A B ... A" it predicts B. Heads of layer 2 learn to look from the second A at
the B after the first (induction); the script measures, for every head, its mean weight on
the previous word and on the word after the earlier copy.

Training is deterministic on the CPU (fixed seeds, one thread by default: the defaults
reproduce the shipped model.safetensors byte for byte). It stops when the
next-word accuracy inside the repeats of 512 held-out sequences reaches --target, or after
--max-steps. It writes model.safetensors (F32, Hugging Face GPT-2 names), config.json and
vocab.txt to --out, checks that the NumPy forward of tests/numpy/reference_gpt2.py gives
the same logits from the written file, and prints the accuracy and a table of the heads.
"""

import argparse
import json
import math
import os
import sys
import time

import numpy as np
import torch
from torch import nn

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "tests", "numpy"))
import induction_data  # noqa: E402
import reference_gpt2  # noqa: E402
import safetensors_io  # noqa: E402


class Conv1D(nn.Module):
    """y = x W + b with W stored in x out, as GPT-2 stores its projections."""

    def __init__(self, n_in, n_out):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(n_in, n_out) / math.sqrt(n_in))
        self.bias = nn.Parameter(torch.zeros(n_out))

    def forward(self, x):
        return x @ self.weight + self.bias


class Attention(nn.Module):
    def __init__(self, width, heads):
        super().__init__()
        self.heads = heads
        self.c_attn = Conv1D(width, 3 * width)  # columns [Q | K | V], head by head
        self.c_proj = Conv1D(width, width)

    def forward(self, x):
        batch, length, width = x.shape
        dh = width // self.heads
        q, k, v = self.c_attn(x).split(width, dim=2)
        q, k, v = (t.view(batch, length, self.heads, dh).transpose(1, 2) for t in (q, k, v))
        scores = q @ k.transpose(2, 3) / math.sqrt(dh)
        causal = torch.ones(length, length, dtype=torch.bool).tril()
        weights = scores.masked_fill(~causal, float("-inf")).softmax(dim=-1)
        out = (weights @ v).transpose(1, 2).reshape(batch, length, width)
        return self.c_proj(out), weights


class Mlp(nn.Module):
    def __init__(self, width, inner):
        super().__init__()
        self.c_fc = Conv1D(width, inner)
        self.c_proj = Conv1D(inner, width)

    def forward(self, x):
        return self.c_proj(nn.functional.gelu(self.c_fc(x), approximate="tanh"))


class Block(nn.Module):
    def __init__(self, width, heads, inner, eps):
        super().__init__()
        self.ln_1 = nn.LayerNorm(width, eps=eps)
        self.attn = Attention(width, heads)
        self.ln_2 = nn.LayerNorm(width, eps=eps)
        self.mlp = Mlp(width, inner)

    def forward(self, x):
        out, weights = self.attn(self.ln_1(x))
        x = x + out
        return x + self.mlp(self.ln_2(x)), weights


class Gpt2(nn.Module):
    """Its state_dict has the tensor names of a Hugging Face GPT2Model."""

    def __init__(self, config, embedding_std=0.02):
        super().__init__()
        width = config["n_embd"]
        self.wte = nn.Embedding(config["vocab_size"], width)
        self.wpe = nn.Embedding(config["n_positions"], width)
        nn.init.normal_(self.wte.weight, std=embedding_std)
        nn.init.normal_(self.wpe.weight, std=embedding_std)
        self.h = nn.ModuleList(
            Block(width, config["n_head"], config["n_inner"], config["layer_norm_epsilon"])
            for _ in range(config["n_layer"]))
        self.ln_f = nn.LayerNorm(width, eps=config["layer_norm_epsilon"])

    def forward(self, tokens):
        """Logits (batch x L x vocab) and the attention weights of every layer
        (batch x heads x L x L each)."""
        positions = torch.arange(tokens.shape[1])
        x = self.wte(tokens) + self.wpe(positions)
        attention = []
        for block in self.h:
            x, weights = block(x)
            attention.append(weights)
        return self.ln_f(x) @ self.wte.weight.T, attention


def evaluate(model, batch):
    """Next-word accuracy inside the repeats and over all positions, and the loss."""
    tokens, valid, in_repeat, _ = batch
    with torch.no_grad():
        logits, _ = model(torch.from_numpy(tokens))
    predicted = logits[:, :-1].argmax(-1).numpy()
    correct = predicted == tokens[:, 1:]
    return correct[in_repeat].mean(), correct[valid].mean()


def head_table(model, sequences):
    """Per layer and head: the mean attention of each query on the previous position
    (queries 1..L-1), and of each repeat query on the word after its earlier copy
    (queries in the repeat, first to second-to-last word)."""
    previous = {}
    induction = {}
    for s in sequences:
        with torch.no_grad():
            _, attention = model(torch.tensor([s.tokens]))
        for layer, weights in enumerate(attention):
            w = weights[0].numpy()
            for head in range(w.shape[0]):
                prev = [w[head, q, q - 1] for q in range(1, len(s.tokens))]
                ind = [w[head, q, q - s.repeat + s.first + 1] for q in s.predictable()]
                previous.setdefault((layer, head), []).append(np.mean(prev))
                induction.setdefault((layer, head), []).append(np.mean(ind))
    return {key: (float(np.mean(previous[key])), float(np.mean(induction[key])))
            for key in previous}


def write_checkpoint(model, config, folder):
    os.makedirs(folder, exist_ok=True)
    tensors = {name: t.detach().numpy() for name, t in model.state_dict().items()}
    path = os.path.join(folder, "model.safetensors")
    size = safetensors_io.write(path, tensors, "F32", {"format": "pt"})
    with open(os.path.join(folder, "config.json"), "w", encoding="utf-8") as f:
        json.dump(config, f, indent=2)
        f.write("\n")
    with open(os.path.join(folder, "vocab.txt"), "w", encoding="utf-8") as f:
        f.write("\n".join(induction_data.VOCABULARY) + "\n")
    return size


def check_against_numpy(model, folder, sequences):
    """Largest |logit difference| between torch and the NumPy reference forward run on
    the file just written."""
    config, weights = reference_gpt2.read_checkpoint(folder)
    worst = 0.0
    for s in sequences:
        with torch.no_grad():
            logits, _ = model(torch.tensor([s.tokens]))
        _, reference = reference_gpt2.forward(config, weights, s.tokens)
        worst = max(worst, float(np.abs(logits[0].numpy() - reference).max()))
    return worst


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=os.path.join(ROOT, "resources", "models", "induction"))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-steps", type=int, default=4000)
    parser.add_argument("--target", type=float, default=0.98)
    parser.add_argument("--width", type=int, default=64)
    parser.add_argument("--heads", type=int, default=4)
    parser.add_argument("--inner", type=int, default=128)
    parser.add_argument("--batch", type=int, default=64)
    parser.add_argument("--lr", type=float, default=1e-3)
    parser.add_argument("--repeat-weight", type=float, default=1.0,
                        help="loss weight of the predictable positions")
    parser.add_argument("--other-weight", type=float, default=0.1,
                        help="loss weight of the other positions (their next word is a guess)")
    parser.add_argument("--embedding-std", type=float, default=0.1)
    parser.add_argument("--weight-decay", type=float, default=0.0)
    parser.add_argument("--threads", type=int, default=1)
    args = parser.parse_args()

    torch.set_num_threads(args.threads)
    torch.manual_seed(args.seed)
    torch.use_deterministic_algorithms(True)
    train_rng = np.random.default_rng(args.seed)
    held_out = induction_data.make_batch(np.random.default_rng(10_000 + args.seed), 512)

    config = {"model_type": "gpt2", "architectures": ["GPT2LMHeadModel"],
              "vocab_size": len(induction_data.VOCABULARY), "n_positions": 64,
              "n_embd": args.width, "n_layer": 2, "n_head": args.heads,
              "n_inner": args.inner, "layer_norm_epsilon": 1e-5,
              "activation_function": "gelu_new", "tie_word_embeddings": True}
    model = Gpt2(config, args.embedding_std)
    optimizer = torch.optim.AdamW(model.parameters(), lr=args.lr, weight_decay=args.weight_decay)
    print("parameters: %d" % sum(p.numel() for p in model.parameters()))

    start = time.monotonic()
    step = 0
    repeat_accuracy = 0.0
    while step < args.max_steps:
        warmup = min(1.0, (step + 1) / 200)
        for group in optimizer.param_groups:
            group["lr"] = args.lr * warmup
        tokens, valid, in_repeat, _ = induction_data.make_batch(train_rng, args.batch)
        tokens = torch.from_numpy(tokens)
        logits, _ = model(tokens)
        losses = nn.functional.cross_entropy(
            logits[:, :-1].reshape(-1, logits.shape[-1]), tokens[:, 1:].reshape(-1),
            reduction="none")
        weights = torch.from_numpy(args.other_weight * valid +
                                   (args.repeat_weight - args.other_weight) * in_repeat).reshape(-1)
        loss = (losses * weights).sum() / weights.sum()
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        step += 1
        if step % 100 == 0:
            repeat_accuracy, overall = evaluate(model, held_out)
            print("step %5d  loss %.3f  in-repeat accuracy %.3f  all positions %.3f  %.0f s"
                  % (step, loss.item(), repeat_accuracy, overall, time.monotonic() - start),
                  flush=True)
            if repeat_accuracy >= args.target:
                break
    seconds = time.monotonic() - start

    size = write_checkpoint(model, config, args.out)
    repeat_accuracy, overall = evaluate(model, held_out)
    print()
    print("trained %d steps in %.0f s (batch %d, seed %d)" % (step, seconds, args.batch, args.seed))
    print("held-out next-word accuracy (512 sequences): in the repeats %.4f, all positions %.4f"
          % (repeat_accuracy, overall))
    print("wrote %s (%d bytes), config.json, vocab.txt (%d words)"
          % (os.path.join(args.out, "model.safetensors"), size, len(induction_data.VOCABULARY)))

    table = head_table(model, held_out[3])
    print()
    print("mean attention on held-out sequences (layers and heads numbered from 1)")
    print("layer  head  previous word  word after the earlier copy")
    for (layer, head), (prev, ind) in sorted(table.items()):
        print("%5d  %4d  %13.3f  %27.3f" % (layer + 1, head + 1, prev, ind))
    best_prev = max((k for k in table if k[0] == 0), key=lambda k: table[k][0])
    best_ind = max((k for k in table if k[0] == 1), key=lambda k: table[k][1])
    print("most on the previous word: layer %d head %d; most on the word after the copy: "
          "layer %d head %d"
          % (best_prev[0] + 1, best_prev[1] + 1, best_ind[0] + 1, best_ind[1] + 1))

    worst = check_against_numpy(model, args.out, held_out[3][:32])
    print()
    print("NumPy reference forward of the written file vs torch: max |logit difference| %.2e"
          % worst)
    return 0 if worst < 1e-4 else 1


if __name__ == "__main__":
    sys.exit(main())
