#!/usr/bin/env bash
# Installs the Debian packages memplan needs, skipping everything already
# present so that repeated runs cost a dpkg query and nothing more.
set -euo pipefail

packages=(
  cmake ninja-build g++ ccache python3 libgtest-dev pkg-config coinor-libcbc-dev
  llvm-22-dev llvm-22-tools libmlir-22-dev mlir-22-tools
  python3-dev pybind11-dev python3-pybind11 python3-numpy python3-matplotlib
)

missing=()
for p in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)
  [[ "$status" == "install ok installed" ]] || missing+=("$p")
done
[[ ${#missing[@]} -eq 0 ]] && exit 0

echo "installing: ${missing[*]}"
sudo=""
if [[ $(id -u) -ne 0 ]]; then
  command -v sudo >/dev/null || { echo "error: need root (or sudo) to install ${missing[*]}" >&2; exit 1; }
  sudo=sudo
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
