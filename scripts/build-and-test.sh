#!/usr/bin/env bash
# Installs what is missing, builds Attention Lab and runs every test with CTest.
# ATTENTION_LAB_SANITIZE=1 builds and tests with AddressSanitizer + UBSan instead.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
build=build
flags=()
if [ "${ATTENTION_LAB_SANITIZE:-0}" = 1 ]; then
  build=build-sanitize
  flags=(-DATTENTION_LAB_SANITIZE=ON -DCMAKE_BUILD_TYPE=Debug)
fi
cmake -S . -B "$build" -G Ninja "${flags[@]}"
cmake --build "$build" --parallel "$(nproc)"
export QT_QPA_PLATFORM=offscreen
ctest --test-dir "$build" --output-on-failure --timeout 900
