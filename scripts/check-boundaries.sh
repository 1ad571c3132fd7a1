#!/usr/bin/env bash
# The engine builds without wxWidgets and GDAL (docs/architecture.md, "Layers"): fail
# when any engine file includes their headers, or when tinyxml2 leaks out of engine/io sources.
set -euo pipefail
cd "$(dirname "$0")/.."
status=0
if grep -rnE '#[[:space:]]*include[[:space:]]*[<"](wx/|gdal|ogr_|cpl_)' engine; then
  echo "check-boundaries: engine/ includes wxWidgets or GDAL headers (above)" >&2
  status=1
fi
if grep -rnE '#[[:space:]]*include[[:space:]]*[<"]tinyxml2' engine --include='*.hpp' ||
   grep -rlE '#[[:space:]]*include[[:space:]]*[<"]tinyxml2' engine | grep -v '^engine/io/'; then
  echo "check-boundaries: tinyxml2 is included outside engine/io/*.cpp (above)" >&2
  status=1
fi
if grep -rnE '#[[:space:]]*include[[:space:]]*[<"]wx/' importers exporters cli; then
  echo "check-boundaries: importers, exporters or cli include wxWidgets (above)" >&2
  status=1
fi
exit $status
