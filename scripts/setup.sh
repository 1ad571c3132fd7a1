#!/usr/bin/env bash
# Installs the Debian packages Ridgeline builds and tests with. Idempotent: quiet when all is
# present, runs `apt-get update` only when something must be installed.
#   scripts/setup.sh            everything (engine, importers, exporters, CLI, studio, tests)
#   scripts/setup.sh --engine   only what the engine and its tests need (no wx, no GDAL)
set -euo pipefail

# ccache lets the engine-only and full builds share compiles (see scripts/build.sh). clang and its
# runtime libraries build the sanitized engine tests and the libFuzzer targets (scripts/fuzz.sh).
engine_pkgs=(cmake ninja-build g++ ccache libtinyxml2-dev libboost-dev catch2 clang libclang-rt-14-dev)
# The exporters draw with cairo, set the booklet's text with pango and write PNG with libpng (found
# through pkg-config);
# their tests read the output with the real clients: poppler's pdfinfo / pdftoppm / pdftotext,
# librsvg's rsvg-convert, tiled (tmxrasterizer) and python3-gdal (validate_gpkg.py).
# openbox, xdotool, x11-utils: the studio tests run under a window manager (focus, floating and
# docking panes) and drive it with real input events.
full_pkgs=("${engine_pkgs[@]}" libgdal-dev gdal-bin libwxgtk3.2-dev libcairo2-dev libpango1.0-dev libpng-dev pkg-config
           xvfb xauth python3 tiled python3-gdal poppler-utils librsvg2-bin openbox xdotool x11-utils)

pkgs=("${full_pkgs[@]}")
[[ "${1:-}" == "--engine" ]] && pkgs=("${engine_pkgs[@]}")

missing=()
for p in "${pkgs[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done
[[ ${#missing[@]} -eq 0 ]] && exit 0

echo "setup: installing ${missing[*]}" >&2
sudo_cmd=()
[[ $(id -u) -ne 0 ]] && sudo_cmd=(sudo)
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
