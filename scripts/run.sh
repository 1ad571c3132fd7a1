#!/usr/bin/env bash
# Sets up, builds, and runs the main job on the bundled sample: what the scenario holds, and
# what the validator finds in it.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
scripts/setup.sh
scripts/build.sh build/full >/dev/null
ridgeline=build/full/cli/ridgeline
sample=samples/sss-mcpherson-ridge/scenario.rlscn
# With a display, the studio opens on the sample; without one, the headless demo below runs.
studio=build/full/editor/ridgeline-studio
if [[ -n "${DISPLAY:-}" && -x "$studio" ]]; then
  echo "== ridgeline-studio $sample"
  exec "$studio" "$sample"
fi
# Then every bundled sample, one per ruleset: what it holds and what the validator finds in it.
for scenario in samples/*/scenario.rlscn; do
  echo "== ridgeline info $scenario"
  "$ridgeline" info "$scenario"
  echo
  echo "== ridgeline validate $scenario"
  "$ridgeline" validate "$scenario"
  echo
done
