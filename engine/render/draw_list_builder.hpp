#pragma once
// Builds the DrawList of a document for a visible rectangle: only hexes whose bounds meet the
// rectangle are emitted. Colours come from the ruleset (TerrainType::color, HexsideType::color);
// hexside kinds decide the drawing (roads hex centre to hex centre, water and obstacles along the
// hexside, slopes with hachures on the downhill side).
#include "engine/model/document.hpp"
#include "engine/render/draw_list.hpp"
#include "engine/validation/diagnostic_list.hpp"

#include <optional>
#include <utility>

namespace engine {

struct DrawOptions {
    PlaneRect visible;
    LayerVisibility layers;
    bool hexLabels = true;      // the studio turns them off when zoomed out
    bool placeNames = true;     // named places (Labels layer)
    bool slopeHachures = true;  // the ticks on the downhill side of slope hexsides
    // Lowest and highest elevation of the whole map, which the shading spans. Computed from the
    // map when absent; a caller drawing one map in many pieces passes it once (elevationSpan).
    std::optional<std::pair<float, float>> elevationSpan;
    const DiagnosticList* diagnostics = nullptr;  // drawn as markers on the Validation layer
};

[[nodiscard]] DrawList buildDrawList(const Document& doc, const DrawOptions& options);

// Lowest and highest elevation over the map; nullopt when no hex has one.
[[nodiscard]] std::optional<std::pair<float, float>> elevationSpan(const HexMap& map);
// The plane rectangle the whole map covers.
[[nodiscard]] PlaneRect mapBounds(const HexMap& map);
// Hexes of the map whose bounds meet `rect`, in row-major order.
[[nodiscard]] std::vector<HexCoord> visibleHexes(const HexMap& map, const PlaneRect& rect);
// Where a diagnostic location sits on the plane: a hex centre, a hexside midpoint, a placed unit's
// hex, a victory hex; nullopt for locations that are not on the map (a side, a file...).
[[nodiscard]] std::optional<HexCoord> locationHex(const Document& doc, const Location& location);

}  // namespace engine
