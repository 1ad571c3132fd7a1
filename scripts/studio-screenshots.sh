#!/usr/bin/env bash
# Makes the screenshots of docs/studio.md: runs the studio's end-to-end workflow test on the real
# Gettysburg data (../shared/data/real) under Xvfb, with the screenshots written to docs/images.
#   scripts/studio-screenshots.sh [BUILD_DIR]   (default build/full, built with scripts/build.sh)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${1:-$root/build/full}"
export RIDGELINE_SCREENSHOT_DIR="$root/docs/images"
export RIDGELINE_REQUIRE_SHARED_DATA=1
mkdir -p "$RIDGELINE_SCREENSHOT_DIR"
"$root/tests/editor/run_headless.sh" "$build/tests/studio_tests" "[workflow]"
ls -l "$RIDGELINE_SCREENSHOT_DIR"/studio-*.png
