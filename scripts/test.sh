#!/usr/bin/env bash
# Sets up, builds and runs the whole test suite: the module boundaries, the engine-only
# configuration (no wx, no GDAL), then the full build with every test.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
scripts/setup.sh
scripts/check-boundaries.sh

werror=OFF
[[ "${CI:-}" == "true" ]] && werror=ON

echo "== engine-only build (no wxWidgets, no GDAL)"
scripts/build.sh build/engine-only -DRIDGELINE_ENGINE_ONLY=ON -DRIDGELINE_BENCH=OFF -DRIDGELINE_WERROR=$werror
ctest --test-dir build/engine-only --output-on-failure -j "$(nproc)"

echo "== full build"
scripts/build.sh build/full -DRIDGELINE_WERROR=$werror
ctest --test-dir build/full --output-on-failure -j "$(nproc)"
