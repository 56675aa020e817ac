#!/usr/bin/env bash
# Builds the libFuzzer targets with clang (ASan + UBSan) and runs each for SECONDS.
#   fuzz/run-fuzzers.sh SECONDS [TARGET...]
#     TARGET: scenario lesson npy npz csv tokenlabels matrixjson safetensors bpetokenizer
#     (default: all)
# Environment: FUZZ_BUILD (default build-fuzz), FUZZ_JOBS (targets at a time, default 1),
# FUZZ_NO_BUILD=1 (run the targets as built, e.g. while the tree is being edited).
# Each target starts from a scratch copy of fuzz/corpus/<target> (the repository's seeds stay
# as they are); findings land in $FUZZ_BUILD/findings/<target>/. Prints one line per target
# (executions, crashes, leaks, timeouts) and exits non-zero when any target found something.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:?usage: fuzz/run-fuzzers.sh SECONDS [TARGET...]}
shift
targets=("$@")
if ((${#targets[@]} == 0)); then
  targets=(scenario npy npz csv tokenlabels matrixjson safetensors bpetokenizer)
  [ -f core/io/lessonfile.h ] && targets+=(lesson)
fi
build=${FUZZ_BUILD:-build-fuzz}
jobs=${FUZZ_JOBS:-1}

command -v clang++ >/dev/null || { echo "run-fuzzers: clang++ is needed" >&2; exit 1; }
if [ ! -f "$build/CMakeCache.txt" ]; then
  CC=clang CXX=clang++ cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DATTENTION_LAB_BUILD_FUZZERS=ON -DATTENTION_LAB_BUILD_TESTS=OFF \
    -DATTENTION_LAB_USE_OPENMP=OFF >/dev/null
fi
[ "${FUZZ_NO_BUILD:-0}" = 1 ] ||
  cmake --build "$build" --parallel "$(nproc)" --target "${targets[@]/#/fuzz_}"

run_one() {
  local t=$1 corpus="$build/corpus/$t" findings="$build/findings/$t" log="$build/findings/$t.log"
  rm -rf "$corpus" "$findings"
  mkdir -p "$corpus" "$findings"
  cp fuzz/corpus/"$t"/* "$corpus"/
  # -timeout: an input taking over 10 s is a hang; -rss_limit_mb: a reader must not balloon.
  local status=0
  ASAN_OPTIONS=detect_leaks=1:allocator_may_return_null=1 \
  UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    "$build/fuzz/fuzz_$t" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
      -max_len=65536 -print_final_stats=1 -artifact_prefix="$findings/" \
      "$corpus" >"$log" 2>&1 || status=$?
  local runs crashes leaks timeouts
  runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || true)
  crashes=$(find "$findings" -name 'crash-*' | wc -l)
  leaks=$(find "$findings" -name 'leak-*' | wc -l)
  timeouts=$(find "$findings" \( -name 'timeout-*' -o -name 'oom-*' \) | wc -l)
  printf '%-12s %6ss  executions %10s  crashes %s  leaks %s  timeouts/oom %s  exit %s\n' \
    "$t" "$seconds" "${runs:-?}" "$crashes" "$leaks" "$timeouts" "$status"
  [ "$status" -eq 0 ] && [ "$crashes$leaks$timeouts" = 000 ]
}

failed=0
pids=()
for t in "${targets[@]}"; do
  run_one "$t" &
  pids+=($!)
  if ((${#pids[@]} >= jobs)); then
    wait "${pids[0]}" || failed=1
    pids=("${pids[@]:1}")
  fi
done
for p in "${pids[@]}"; do wait "$p" || failed=1; done
exit "$failed"
