#!/usr/bin/env bash
# Installs what is missing, builds Attention Lab and runs every test with CTest.
# ATTENTION_LAB_SANITIZE=1 builds and tests with AddressSanitizer + UBSan instead.
# ATTENTION_LAB_RELIABILITY=1 (and CI=true, which .ci/run has) adds, after the normal
# suite, the whole suite again under AddressSanitizer + UBSan + LeakSanitizer and each
# libFuzzer target for FUZZ_SECONDS seconds (default 30; clang). See docs/reliability.md.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
export QT_QPA_PLATFORM=offscreen

# build_and_test DIR [CMAKE ARGS...]
build_and_test() {
  local build=$1
  shift
  echo "== Building $build ($(date +%T))"
  cmake -S . -B "$build" -G Ninja "$@"
  cmake --build "$build" --parallel "$(nproc)"
  echo "== Testing $build ($(date +%T))"
  ctest --test-dir "$build" --output-on-failure --timeout 900 --parallel "$(nproc)"
}

# Shared libraries: every test program links the same copy of the ui library instead of its
# own, which keeps the sanitized debug build at a fraction of the disk it would take.
# Precompiled headers: Qt, QCustomPlot and Eigen parsed once per kind of target, not once
# per file (cmake/PrecompiledHeaders.cmake).
shared=(-DATTENTION_LAB_SHARED_LIBS=ON -DATTENTION_LAB_PRECOMPILE_HEADERS=ON)
# Line tables (-g1) instead of full debug information: a failure's backtrace still names
# file and line, and the two builds compile and link about a third faster. The sanitized
# build is optimised a little (-O1), which runs its suite faster at the same compile time.
normal=("${shared[@]}" "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O2 -g1 -DNDEBUG")
# Its matrix products are Eigen's own, which the sanitizers see into, not OpenBLAS's (which
# they cannot): OpenBLAS's dsymv, called by Eigen's symmetric eigensolver, stopped the
# sanitized tst_paneldockfit with a SIGSEGV at an address of AddressSanitizer's heap once in
# five runs.
sanitized=("${shared[@]}" -DATTENTION_LAB_SANITIZE=ON -DCMAKE_BUILD_TYPE=Debug
  "-DCMAKE_CXX_FLAGS_DEBUG=-O1 -g1" -DATTENTION_LAB_USE_BLAS=OFF)
if [ "${ATTENTION_LAB_SANITIZE:-0}" = 1 ]; then
  build_and_test build-sanitize "${sanitized[@]}"
  exit 0
fi
build_and_test build "${normal[@]}"
echo "== Disk taken by the build: $(du -sh build | cut -f1)"

reliability=${ATTENTION_LAB_RELIABILITY:-0}
[ "${CI:-}" = true ] && reliability=1
if [ "$reliability" = 1 ]; then
  if [ "${CI:-}" = true ]; then
    rm -rf build # its suite has passed; a CI machine's disk may be small
  fi
  echo "== The suite under AddressSanitizer, UBSan and LeakSanitizer ($(date +%T))"
  build_and_test build-sanitize "${sanitized[@]}"
  echo "== Disk taken by the sanitized build: $(du -sh build-sanitize | cut -f1)"
  if command -v clang++ >/dev/null; then
    echo "== Each file reader under libFuzzer for ${FUZZ_SECONDS:-30} s ($(date +%T))"
    # One target per core at a time: each is single-threaded and keeps a core for its
    # whole time, so the stage takes half as long with the same executions per target.
    FUZZ_JOBS=${FUZZ_JOBS:-$(nproc)} fuzz/run-fuzzers.sh "${FUZZ_SECONDS:-30}"
  else
    echo "== No clang++: the fuzzers are skipped (scripts/install-deps.sh installs it in CI)"
  fi
fi
echo "== Done ($(date +%T))"
