#!/usr/bin/env bash
# Fuzzing with libFuzzer (clang, AddressSanitizer + UndefinedBehaviorSanitizer, leak checks).
#   scripts/fuzz.sh --build            configure and build build/fuzz (engine-only, instrumented,
#                                      tinyxml2 compiled from Debian's source when it can be had)
#   scripts/fuzz.sh TARGET SECONDS     run one target for SECONDS on its corpus; extra arguments
#                                      go to libFuzzer (e.g. -runs=10000000 instead of a time)
#   scripts/fuzz.sh --list             the targets
# The working corpus grows in build/fuzz/corpus/TARGET, seeded from samples/, templates/,
# tests/data and fuzz/seeds; a crash leaves its input in build/fuzz/artifacts/TARGET/ (copy it to
# tests/data/fuzz/TARGET/ so the test suite replays it). Exit status: libFuzzer's (0 = no finding).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
build="${RIDGELINE_FUZZ_BUILD:-build/fuzz}"
targets=(fuzz_map fuzz_scenario fuzz_ruleset fuzz_mapping fuzz_apply_csv fuzz_hex_label fuzz_oob)

configure_and_build() {
  export CCACHE_NOHASHDIR=true
  local source="" cache_args=()
  if source="$(scripts/tinyxml2-source.sh "$root/build/tinyxml2-source" 2>/dev/null)"; then
    cache_args+=(-DRIDGELINE_TINYXML2_SOURCE="$source")
  else
    echo "fuzz: tinyxml2's source is not available; the XML parser itself is not instrumented" >&2
  fi
  if [[ ! -f "$build/build.ninja" ]]; then
    CXX=clang++ cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DRIDGELINE_ENGINE_ONLY=ON \
      -DRIDGELINE_BENCH=OFF -DRIDGELINE_FUZZ=ON "${cache_args[@]}" "$@" >/dev/null
  else
    cmake -S "$root" -B "$build" "${cache_args[@]}" "$@" >/dev/null
  fi
  cmake --build "$build" -j "${RIDGELINE_JOBS:-$(nproc)}"
}

seeds() {  # the seed folders and files of a target, one per line
  case "$1" in
    fuzz_map) ls samples/*/*.rlmap tests/data/io/*.rlmap 2>/dev/null; find tests/data/validation -name '*.rlmap' ;;
    fuzz_scenario) ls samples/*/*.rlscn tests/data/io/*.rlscn 2>/dev/null; find tests/data/validation -name '*.rlscn' ;;
    fuzz_ruleset) ls templates/rulesets/*.xml tests/data/rulesets/*.xml ;;
    fuzz_mapping) ls templates/mappings/*.xml ;;
    fuzz_apply_csv) ls samples/*/*.csv ;;
    fuzz_hex_label|fuzz_oob) ls "fuzz/seeds/$1"/* ;;
  esac
  [[ -d fuzz/seeds/$1 && $1 != fuzz_hex_label && $1 != fuzz_oob ]] && ls "fuzz/seeds/$1"/* || true
  [[ -d tests/data/fuzz/$1 ]] && ls "tests/data/fuzz/$1"/* 2>/dev/null || true
}

case "${1:-}" in
  --build) shift; configure_and_build "$@"; exit 0 ;;
  --list) printf '%s\n' "${targets[@]}"; exit 0 ;;
  ""|-h|--help) sed -n '2,11p' "$0"; exit 2 ;;
esac

target="$1"; seconds="${2:?usage: scripts/fuzz.sh TARGET SECONDS}"; shift 2
[[ " ${targets[*]} " == *" $target "* ]] || { echo "fuzz: no target $target (scripts/fuzz.sh --list)" >&2; exit 2; }
[[ -x "$build/fuzz/$target" ]] || configure_and_build
corpus="$build/corpus/$target"
artifacts="$build/artifacts/$target"
mkdir -p "$corpus" "$artifacts"
if [[ -z "$(ls -A "$corpus")" ]]; then
  while read -r seed; do cp "$seed" "$corpus/$(echo "$seed" | tr '/' '_')"; done < <(seeds "$target")
fi
dict=()
case "$target" in
  fuzz_apply_csv|fuzz_oob) dict=(-dict=fuzz/csv.dict) ;;
  fuzz_hex_label) ;;
  *) dict=(-dict=fuzz/xml.dict) ;;
esac
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
exec "$build/fuzz/$target" "$corpus" "${dict[@]}" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2560 \
  -artifact_prefix="$artifacts/" -print_final_stats=1 "$@"
