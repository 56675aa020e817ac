#!/usr/bin/env bash
# Installs the Debian 12 packages Attention Lab needs, only those that are missing.
set -euo pipefail
packages=(
  g++ cmake ninja-build pkg-config
  qt6-base-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
  qt6-translations-l10n libgl-dev
  libqcustomplot-dev libeigen3-dev libopenblas-dev zlib1g-dev
  python3 python3-numpy python3-regex  # regex: the GPT-2 pattern of tests/numpy/reference_bpe.py
  xvfb xauth fonts-noto-cjk
  poppler-utils  # pdftotext: the text of exported PDFs (tst_pdftextmap)
)
# The reliability checks of CI (scripts/build-and-test.sh) build the fuzzers with clang.
if [ "${CI:-}" = true ] || [ "${ATTENTION_LAB_RELIABILITY:-0}" = 1 ]; then
  packages+=(clang libclang-rt-14-dev)
fi
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "Installing: ${missing[*]}"
  sudo_cmd=()
  [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y --no-install-recommends "${missing[@]}"
fi
