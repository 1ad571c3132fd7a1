#!/usr/bin/env bash
# Puts the source of Debian's tinyxml2 (the version the engine links) into DIR, so the fuzzing
# build can compile the XML parser with coverage instrumentation instead of linking the shared
# library: usage scripts/tinyxml2-source.sh DIR. Uses apt's source index in a private state
# directory under DIR (the system's apt configuration is left alone). Prints DIR on success.
set -euo pipefail
dir="$(mkdir -p "$1" && cd "$1" && pwd)"
if [[ -f "$dir/tinyxml2.cpp" && -f "$dir/tinyxml2.h" ]]; then echo "$dir"; exit 0; fi
state="$dir/apt"
mkdir -p "$state/lists/partial" "$state/cache/archives/partial" "$dir/download"
echo "deb-src http://deb.debian.org/debian bookworm main" > "$state/sources.list"
apt_opts=(-o "Dir::Etc::SourceList=$state/sources.list" -o Dir::Etc::SourceParts=/dev/null
          -o "Dir::State::Lists=$state/lists" -o "Dir::Cache=$state/cache" -o APT::Sandbox::User=root -qq)
apt-get "${apt_opts[@]}" update >/dev/null
# Bookworm has one tinyxml2, the one libtinyxml2-dev installs.
(cd "$dir/download" && apt-get "${apt_opts[@]}" source --download-only tinyxml2 >/dev/null 2>&1)
orig="$(ls "$dir"/download/tinyxml2_*.orig.tar.* | head -1)"
tar -xf "$orig" -C "$dir/download" --wildcards '*/tinyxml2.cpp' '*/tinyxml2.h'
cp "$dir"/download/tinyxml2-*/tinyxml2.cpp "$dir"/download/tinyxml2-*/tinyxml2.h "$dir/"
echo "$dir"
