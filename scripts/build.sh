#!/usr/bin/env bash
# Configures and builds one configuration. Usage: scripts/build.sh BUILD_DIR [cmake -D options...]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="$1"; shift
jobs="${RIDGELINE_JOBS:-$(nproc)}"
if [[ ! -f "$build/build.ninja" ]]; then
  cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo "$@" >/dev/null
else
  cmake -S "$root" -B "$build" "$@" >/dev/null
fi
cmake --build "$build" -j "$jobs"
