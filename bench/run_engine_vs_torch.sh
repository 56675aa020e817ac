#!/usr/bin/env bash
# Runs engine_bench and reference_torch.py on the same inputs, sizes and thread counts, in
# alternating passes, and prints engine time / torch time per size side by side.
#
#   bench/run_engine_vs_torch.sh [--passes N] [--budget S] [--threads 1,2] [--sizes LxDxH,...]
#                                [--json FILE]
#
# Each figure is the lowest median over the passes (the machines are shared and noisy).
# ENGINE_BENCH=path overrides the engine binary (default: build-bench/bench/engine_bench,
# built here in Release with the benchmarks on). The OpenBLAS core type both use can be
# forced with OPENBLAS_CORETYPE (e.g. SkylakeX); it is printed with the results.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
passes=2
common=()
json_out=""
while (($#)); do
  case "$1" in
    --passes) passes=$2; shift 2 ;;
    --budget|--threads|--sizes) common+=("$1" "$2"); shift 2 ;;
    --json) json_out=$2; shift 2 ;;
    *) echo "unknown argument: $1" >&2; exit 2 ;;
  esac
done

python=/usr/bin/python3 # Debian's interpreter, which python3-torch installs into
if ! "$python" -c 'import torch' 2>/dev/null; then
  echo "python3-torch is missing: apt-get install python3-torch libopenblas0" >&2
  exit 1
fi

engine=${ENGINE_BENCH:-}
if [ -z "$engine" ]; then
  build="$root/build-bench"
  cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DATTENTION_LAB_BUILD_BENCH=ON -DATTENTION_LAB_BUILD_TESTS=OFF >/dev/null
  cmake --build "$build" --target engine_bench >/dev/null
  engine="$build/bench/engine_bench"
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$engine" --dump-inputs "$work/inputs" --max-reps 1 --min-reps 1 --threads 1 \
  ${common[@]+"${common[@]}"} >/dev/null
for ((p = 1; p <= passes; ++p)); do
  echo "pass $p/$passes: engine" >&2
  "$engine" --json ${common[@]+"${common[@]}"} >"$work/engine_$p.json"
  echo "pass $p/$passes: torch" >&2
  # The engine reuses its buffers from run to run; torch allocates its tensors afresh, and
  # glibc hands their memory back to the kernel after each pass. On a virtual machine a
  # first touch of a 4 KiB page can cost 10 us, which would then outweigh the arithmetic
  # (8 x 128 x 128 scores scaled: 1.9 ms instead of 0.06). So glibc keeps what it frees up
  # to 32 MiB a block; for larger tensors use transparent huge pages "always" (printed).
  MALLOC_MMAP_THRESHOLD_=33554432 MALLOC_TRIM_THRESHOLD_=17179869184 \
    "$python" "$here/reference_torch.py" --json --inputs "$work/inputs" \
    ${common[@]+"${common[@]}"} >"$work/torch_$p.json"
done

"$python" - "$work" "$passes" "$json_out" <<'EOF'
import json, os, sys
work, passes, json_out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
runs = {"engine": [], "torch": []}
for p in range(1, passes + 1):
    for kind in runs:
        with open(os.path.join(work, f"{kind}_{p}.json")) as f:
            runs[kind].append(json.load(f))

def best(kind):
    table = {}
    for run in runs[kind]:
        for r in run["results"]:
            key = (r["tokens"], r["d_model"], r["heads"], r["threads"])
            if key not in table or r["median_ms"] < table[key]["median_ms"]:
                table[key] = r
    return table

engine, torch = best("engine"), best("torch")
cpu = next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name")), "?")
meta_e, meta_t = runs["engine"][0], runs["torch"][0]
print(f"machine: {os.cpu_count()} CPUs, {cpu}; load average {os.getloadavg()[0]:.2f}")
print(f"engine: Eigen SIMD {meta_e['eigen_simd']}; OpenBLAS core {meta_e['openblas_core']}")
print(f"torch {meta_t['torch']}: BLAS {', '.join(os.path.basename(l) for l in meta_t['blas_libraries'])}"
      f" core {meta_t['openblas_core']}; transparent huge pages {meta_t['transparent_huge_pages']};"
      f" {' '.join(k + '=' + v for k, v in meta_t['malloc_environment'].items())}")
print(f"float64, causal self-attention; lowest median of {passes} passes; "
      f"GFLOP/s from {meta_e['flops_formula']}")
print(f"{'L':>5} {'d':>4} {'h':>3} {'thr':>3} {'engine ms':>10} {'torch ms':>10} {'ratio':>6} "
      f"{'engine GF/s':>11} {'torch GF/s':>10} {'sum rel diff':>12}")
rows = []
for key in sorted(engine):
    e, t = engine[key], torch.get(key)
    if t is None:
        continue
    ratio = e["median_ms"] / t["median_ms"]
    diff = t.get("relative_difference_to_engine")
    rows.append({"tokens": key[0], "d_model": key[1], "heads": key[2], "threads": key[3],
                 "engine_ms": e["median_ms"], "torch_ms": t["median_ms"], "ratio": ratio,
                 "engine_gflops": e["gflops"], "torch_gflops": t["gflops"],
                 "output_relative_difference": diff})
    print(f"{key[0]:>5} {key[1]:>4} {key[2]:>3} {key[3]:>3} {e['median_ms']:>10.3f} "
          f"{t['median_ms']:>10.3f} {ratio:>6.2f} {e['gflops']:>11.1f} {t['gflops']:>10.1f} "
          f"{diff if diff is None else format(diff, '.1e'):>12}")
if json_out:
    with open(json_out, "w") as f:
        json.dump({"machine": {"cpus": os.cpu_count(), "cpu": cpu},
                   "engine": {k: meta_e[k] for k in ("eigen_simd", "openblas_core")},
                   "torch": {k: meta_t[k] for k in ("torch", "blas_libraries", "openblas_core",
                                                     "transparent_huge_pages",
                                                     "malloc_environment")},
                   "passes": passes, "results": rows}, f, indent=2)
EOF
