#pragma once
// Builds the DrawList of a document for a visible rectangle: only hexes whose bounds meet the
// rectangle are emitted. Colours come from the ruleset (TerrainType::color, HexsideType::color);
// hexside kinds decide the drawing (roads hex centre to hex centre, water and obstacles along the
// hexside, slopes with hachures on the downhill side).
#include "engine/model/document.hpp"
#include "engine/render/draw_list.hpp"
#include "engine/render/fidelity_shading.hpp"
#include "engine/render/location_hexes.hpp"
#include "engine/render/reachability_marks.hpp"
#include "engine/validation/diagnostic_list.hpp"

#include <optional>
#include <utility>

namespace engine {

class CounterStyle;
struct DrawIndex;

struct DrawOptions {
    PlaneRect visible;
    LayerVisibility layers;
    bool hexLabels = true;      // the studio turns them off when zoomed out
    bool placeNames = true;     // named places (Labels layer)
    bool slopeHachures = true;  // the ticks on the downhill side of slope hexsides
    // Lowest and highest elevation of the whole map, which the shading spans. Computed from the
    // map when absent; a caller drawing one map in many pieces passes it once (elevationSpan).
    std::optional<std::pair<float, float>> elevationSpan;
    // Lowest and highest level of the whole map, which a level colour ramp spans; as elevationSpan.
    std::optional<std::pair<int, int>> levelSpan;
    double labelOpacity = 1;  // hex labels fade in by zoom rather than pop up
    // Over an underlay the terrain fill fades (0: the scan alone) while the hex outlines, levels,
    // hexside features and labels stay opaque above it, so a scanned map can be traced.
    double terrainFillOpacity = 1;
    const DiagnosticList* diagnostics = nullptr;  // drawn as markers on the Validation layer
    // The same markers resolved beforehand (findingMarkers); when given, `diagnostics` is not read.
    const std::vector<FindingMarker>* findingMarkers = nullptr;
    const FidelityShading* fidelity = nullptr;  // a fidelity measurement, shaded on the Fidelity layer
    const ReachMarks* reachability = nullptr;   // turns and a path, drawn on the Reachability layer
    // The scenario's counter style, made once by a caller drawing one state of the document in
    // many pieces (every formation's colour is worked out for it); made here when absent.
    const CounterStyle* counterStyle = nullptr;
    // The placements and `findingMarkers` filed by hex (makeDrawIndex), made once by a caller
    // drawing one state of the document in many small pieces; the list is the same without it.
    const DrawIndex* index = nullptr;
};

[[nodiscard]] DrawList buildDrawList(const Document& doc, const DrawOptions& options);

// Lowest and highest elevation over the map; nullopt when no hex has one.
[[nodiscard]] std::optional<std::pair<float, float>> elevationSpan(const HexMap& map);
// Lowest and highest level over the map; nullopt when no hex has one.
[[nodiscard]] std::optional<std::pair<int, int>> levelSpan(const HexMap& map);
// The colour each kind of marker is drawn in (the legend shows the same).
[[nodiscard]] Rgba markerColor(MarkerShape shape);
// A hex's terrain fill: its ruleset colour, light grey when unpainted, magenta when unknown.
[[nodiscard]] Rgba terrainFill(const Ruleset* ruleset, std::string_view terrain);
inline constexpr Rgba kHexOutline{90, 90, 90, 255};

// The plane rectangle the whole map covers.
[[nodiscard]] PlaneRect mapBounds(const HexMap& map);
// Hexes of the map whose bounds meet `rect`, in row-major order.
[[nodiscard]] std::vector<HexCoord> visibleHexes(const HexMap& map, const PlaneRect& rect);

}  // namespace engine
