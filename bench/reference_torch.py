#!/usr/bin/python3
"""PyTorch reference for engine_bench: the same causal multi-head self-attention forward in
float64, keeping every intermediate the engine's trace keeps, timed the same way (warm-up,
then the median of repeated runs within a time budget).

Needs Debian's python3-torch (apt-get install python3-torch); see bench/README.md.
"""

import argparse
import ctypes
import json
import math
import os
import statistics
import sys
import time

import numpy as np
import torch

SIZES = [(16, 64, 4), (128, 256, 8), (512, 512, 8), (1024, 512, 8), (2048, 512, 16)]


def forward_flops(L, d):
    """Matrix products only, d_k = d_v = d / h, d_out = d: 8 L d^2 + 4 L^2 d."""
    return 8.0 * L * d * d + 4.0 * L * L * d


def load_inputs(directory, L, d, h):
    """Reads the raw row-major float64 matrices engine_bench --dump-inputs wrote."""
    base = os.path.join(directory, f"L{L}_d{d}_h{h}")

    def read(name, rows, cols):
        data = np.fromfile(os.path.join(base, name), dtype=np.float64)
        return torch.from_numpy(data.reshape(rows, cols).copy())

    with open(os.path.join(base, "output_sum.txt")) as f:
        engine_sum = float(f.read())
    return (read("x.bin", L, d), read("wq.bin", d, d), read("wk.bin", d, d),
            read("wv.bin", d, d), read("wo.bin", d, d), engine_sum)


def random_inputs(L, d):
    g = torch.Generator().manual_seed(1)
    x = torch.randn(L, d, generator=g, dtype=torch.float64)
    ws = [torch.randn(d, d, generator=g, dtype=torch.float64) / math.sqrt(d) for _ in range(4)]
    return (x, *ws, None)


def forward(x, wq, wk, wv, wo, h, causal):
    """One forward pass, written as a PyTorch user would write it; returns what the engine's
    trace keeps (Q, K, V, the raw scores, the weights, the head outputs, their concatenation
    and the output), so that none of it is freed before the pass ends.

    Per head i (views of the d-wide projections): softmax(mask(Q_i K_i^T / sqrt(d_k))) V_i;
    then concat(heads) W_O. The scaled and masked scores are temporaries, as in the engine.
    """
    L, d = x.shape
    dk = d // h
    q = x @ wq
    k = x @ wk
    v = x @ wv
    qh = q.view(L, h, dk).transpose(0, 1)  # h x L x dk
    kh = k.view(L, h, dk).transpose(0, 1)
    vh = v.view(L, h, dk).transpose(0, 1)
    scores = torch.matmul(qh, kh.transpose(1, 2))  # h x L x L
    weights = torch.softmax((scores * (1.0 / math.sqrt(dk))).masked_fill(~causal, float("-inf")),
                            dim=-1)
    heads = torch.matmul(weights, vh)  # h x L x dk
    concat = heads.transpose(0, 1).reshape(L, d)
    output = concat @ wo
    return (q, k, v, scores, weights, heads, concat, output)


def time_repeated(work, warmups, min_reps, max_reps, budget_s):
    for _ in range(warmups):
        work()
    samples = []
    total = 0.0
    while len(samples) < max_reps and (len(samples) < min_reps or total < budget_s):
        start = time.perf_counter()
        work()
        elapsed = time.perf_counter() - start
        samples.append(elapsed * 1e3)
        total += elapsed
    return samples


def blas_in_use():
    """The BLAS shared libraries this process loaded, OpenBLAS's core name if one is OpenBLAS,
    and a function that sets OpenBLAS's thread count (None for another BLAS)."""
    libs = []
    with open("/proc/self/maps") as maps:
        for line in maps:
            path = line.split()[-1]
            if ("blas" in path or "mkl" in path) and path not in libs:
                libs.append(path)
    for path in libs:
        try:
            lib = ctypes.CDLL(path)
            lib.openblas_get_corename.restype = ctypes.c_char_p
            core = lib.openblas_get_corename().decode()
            return libs, core, lib.openblas_set_num_threads
        except (OSError, AttributeError):
            continue
    return libs, None, None


def transparent_huge_pages():
    """The kernel's transparent huge page mode ("always", "madvise", "never"), or None."""
    try:
        with open("/sys/kernel/mm/transparent_hugepage/enabled") as f:
            return f.read().split("[")[1].split("]")[0]
    except (OSError, IndexError):
        return None


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--threads", default="1,2")
    parser.add_argument("--sizes", default=",".join(f"{L}x{d}x{h}" for L, d, h in SIZES))
    parser.add_argument("--budget", type=float, default=2.0,
                        help="seconds of timed runs per size and thread count")
    parser.add_argument("--min-reps", type=int, default=5)
    parser.add_argument("--max-reps", type=int, default=2000)
    parser.add_argument("--inputs", help="directory written by engine_bench --dump-inputs")
    args = parser.parse_args()

    sizes = [tuple(int(v) for v in s.split("x")) for s in args.sizes.split(",")]
    threads = [int(t) for t in args.threads.split(",")]
    torch.set_grad_enabled(False)
    libs, core, set_blas_threads = blas_in_use()
    results = []
    if not args.json:
        print(f"reference_torch: torch {torch.__version__}, float64, BLAS {libs} core {core}, "
              f"transparent huge pages {transparent_huge_pages()}")
        print(f"{'L':>6} {'d':>6} {'h':>4} {'threads':>7} {'reps':>5} {'median ms':>11} "
              f"{'min ms':>11} {'GFLOP/s':>9} {'output sum':>16} {'vs engine':>10}")
    for L, d, h in sizes:
        if args.inputs:
            x, wq, wk, wv, wo, engine_sum = load_inputs(args.inputs, L, d, h)
        else:
            x, wq, wk, wv, wo, engine_sum = random_inputs(L, d)
        causal = torch.ones(L, L, dtype=torch.bool).tril()
        for n in threads:
            torch.set_num_threads(n)
            if set_blas_threads:  # Debian's OpenBLAS runs its own threads: the same count
                set_blas_threads(n)
            trace = None

            def work():
                nonlocal trace
                trace = None  # free the previous pass first, as the engine reuses its buffers
                trace = forward(x, wq, wk, wv, wo, h, causal)

            with torch.inference_mode():
                samples = time_repeated(work, 2, args.min_reps, args.max_reps, args.budget)
            median = statistics.median(samples)
            output_sum = float(trace[-1].sum())
            relative = (abs(output_sum - engine_sum) / max(abs(engine_sum), 1e-300)
                        if engine_sum is not None else None)
            row = {"tokens": L, "d_model": d, "heads": h, "threads": n, "reps": len(samples),
                   "median_ms": median, "min_ms": min(samples), "max_ms": max(samples),
                   "gflops": forward_flops(L, d) / (median * 1e6), "output_sum": output_sum,
                   "relative_difference_to_engine": relative}
            results.append(row)
            if not args.json:
                rel = f"{relative:.1e}" if relative is not None else "-"
                print(f"{L:>6} {d:>6} {h:>4} {n:>7} {len(samples):>5} {median:>11.4f} "
                      f"{min(samples):>11.4f} {row['gflops']:>9.2f} {output_sum:>16.9g} "
                      f"{rel:>10}", flush=True)
            trace = None
    if args.json:
        json.dump({"benchmark": "torch", "precision": "float64", "torch": torch.__version__,
                   "blas_libraries": libs, "openblas_core": core,
                   "openblas_coretype_env": os.environ.get("OPENBLAS_CORETYPE"),
                   "transparent_huge_pages": transparent_huge_pages(),
                   "malloc_environment": {k: v for k, v in os.environ.items()
                                          if k.startswith("MALLOC_")},
                   "flops_formula": "8 L d^2 + 4 L^2 d", "results": results},
                  sys.stdout, indent=2)
        print()


if __name__ == "__main__":
    main()
