#!/usr/bin/env bash
# Sets up, builds and runs the whole test suite: the module boundaries, the engine-only
# configuration (no wx, no GDAL), then the full build with every test.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
scripts/setup.sh
scripts/check-boundaries.sh

werror=OFF
flags=()
fuzz_flags=()
if [[ "${CI:-}" == "true" ]]; then
  werror=ON
  # CI keeps line tables only (enough for sanitizer reports): a cold build compiles a fifth faster
  # and writes objects a fifth of the size. The instrumented build: libFuzzer's usual -O1.
  flags=(-DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG")
  fuzz_flags=(-DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1 -DNDEBUG")
fi

echo "== engine-only build (no wxWidgets, no GDAL)"
scripts/build.sh build/engine-only -DRIDGELINE_ENGINE_ONLY=ON -DRIDGELINE_BENCH=OFF -DRIDGELINE_WERROR=$werror \
  "${flags[@]}"
ctest --test-dir build/engine-only --output-on-failure -j "$(nproc)"

echo "== full build"
scripts/build.sh build/full -DRIDGELINE_WERROR=$werror "${flags[@]}"
ctest --test-dir build/full --output-on-failure -j "$(nproc)"

echo "== engine under AddressSanitizer + UndefinedBehaviorSanitizer (clang), and the fuzz targets"
RIDGELINE_FUZZ_BUILD=build/fuzz scripts/fuzz.sh --build -DRIDGELINE_WERROR=$werror "${fuzz_flags[@]}"
ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
  ctest --test-dir build/fuzz --output-on-failure -j "$(nproc)"
# A short bounded run of each target on its corpus; docs/reliability.md has the long runs.
for target in $(scripts/fuzz.sh --list); do
  log="build/fuzz/$target.log"
  if ! RIDGELINE_FUZZ_BUILD=build/fuzz scripts/fuzz.sh "$target" "${RIDGELINE_FUZZ_SECONDS:-20}" >"$log" 2>&1; then
    cat "$log"
    echo "fuzz: $target failed (above); its input is in build/fuzz/artifacts/$target/" >&2
    exit 1
  fi
  echo "$target: $(grep -E '^stat::number_of_executed_units' "$log" | awk '{print $2}') runs, no finding"
done
