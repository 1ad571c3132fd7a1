#!/usr/bin/env bash
# Sets up, builds, and runs the main job: a synthetic battlefield (make-terrain) imported into an
# SSS map (import-dem), what it holds and what the validator finds, written under build/demo (not
# tracked); then the bundled samples, or the SSS sample in the studio when there is a display.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
scripts/setup.sh
scripts/build.sh build/full >/dev/null
ridgeline=build/full/cli/ridgeline
sample=samples/sss-mcpherson-ridge/scenario.rlscn
demo=build/demo
mkdir -p "$demo"
echo "== ridgeline make-terrain, import-dem --ruleset sss: a battlefield into $demo/battlefield.rlmap"
"$ridgeline" make-terrain --seed 1 -o "$demo/battlefield.tif"
"$ridgeline" import-dem "$demo/battlefield.tif" --ruleset sss --terrain clear -o "$demo/battlefield.rlmap"
echo
echo "== ridgeline info $demo/battlefield.rlmap"
"$ridgeline" info "$demo/battlefield.rlmap"
echo
echo "== ridgeline validate $demo/battlefield.rlmap"
"$ridgeline" validate "$demo/battlefield.rlmap"
echo
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
