#!/usr/bin/env bash
# Start-up time: from process start to the first painted window, measured from outside as
# the wall time of `attention-lab --snapshot` (the window is shown, painted, grabbed into a
# PNG, and the process exits), so each figure is an upper bound of the time to first paint.
#   bench/startup.sh [--runs N] [--build DIR]      (default 10 runs, build/)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=10
build=build
while (($#)); do
  case $1 in
    --runs) runs=$2; shift 2 ;;
    --build) build=$2; shift 2 ;;
    *) echo "usage: bench/startup.sh [--runs N] [--build DIR]" >&2; exit 2 ;;
  esac
done
app=$build/app/attention-lab
[ -x "$app" ] || cmake --build "$build" --target attention-lab
export QT_QPA_PLATFORM=offscreen
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
times=()
for ((i = 0; i < runs; i++)); do
  start=$(date +%s%N)
  "$app" --preset sleepy-child --snapshot "$out/window.png" 2>/dev/null
  end=$(date +%s%N)
  times+=($(((end - start) / 1000000)))
done
sorted=($(printf '%s\n' "${times[@]}" | sort -n))
echo "start-up to first painted window (--snapshot, offscreen), $runs runs:"
echo "  first run ${times[0]} ms; min ${sorted[0]} ms, median ${sorted[runs / 2]} ms, max ${sorted[runs - 1]} ms"
