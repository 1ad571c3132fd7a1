#!/usr/bin/env bash
# Configures and builds one configuration. Usage: scripts/build.sh BUILD_DIR [cmake -D options...]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="$1"; shift
jobs="${RIDGELINE_JOBS:-$(nproc)}"
# The same sources compiled in two build trees (engine-only and full) differ only in their debug
# info directory: let ccache reuse one for the other.
export CCACHE_NOHASHDIR=true
if [[ ! -f "$build/build.ninja" ]]; then
  cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo "$@" >/dev/null
else
  cmake -S "$root" -B "$build" "$@" >/dev/null
fi
cmake --build "$build" -j "$jobs"
