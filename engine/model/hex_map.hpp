#pragma once
// The map: a hex grid with dense per-hex storage (terrain, elevation, level, in-hex features,
// provenance) and per-hexside feature sets keyed by canonical hexside id. Terrain and feature ids
// are strings defined by the ruleset; the map keeps small palettes so a hex costs 16 bytes plus
// 12 for its three canonical hexsides (the memory benchmark holds us to <= 64).
#include "engine/hex/hex_grid.hpp"
#include "engine/hex/hex_layout.hpp"
#include "engine/hex/hexside.hpp"

#include <cmath>
#include <cstdint>
#include <limits>
#include <map>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace engine {

enum class Provenance : std::uint8_t { None, Raster, Vector, Hand };
[[nodiscard]] const char* toString(Provenance p);  // "", "raster", "vector", "hand"
[[nodiscard]] bool parseProvenance(std::string_view text, Provenance& out);

// Where the grid sits on the ground. `origin` is the centre of offset hex (0,0) in the CRS.
struct Georef {
    std::string crs;  // "EPSG:32618"; empty = not georeferenced
    Point origin{};
    bool operator==(const Georef& o) const { return crs == o.crs && origin.x == o.origin.x && origin.y == o.origin.y; }
};

// A georeferenced image the studio draws under the hexes, warped into the map's CRS. The map
// records where the image is and how it sits on the ground, never its pixels.
struct GroundControlPoint {
    double pixel = 0;  // image column (0 = left edge of the first pixel)
    double line = 0;   // image row (0 = top edge)
    double x = 0;      // where that image point lies, in the map's CRS
    double y = 0;
    bool operator==(const GroundControlPoint&) const = default;
};

struct Underlay {
    std::string source;                    // image path, relative to the map file
    double opacity = 0.5;                  // 0 transparent .. 1 opaque
    std::vector<GroundControlPoint> gcps;  // empty: the image carries its own georeference
    bool operator==(const Underlay&) const = default;
};

// "" when the map file can hold the underlay (a source path, opacity 0..1, finite control points,
// none or at least 3 of them), else what is wrong; the reader, the writer and the commands share it.
[[nodiscard]] std::string underlayProblem(const Underlay& underlay);

// "" when the map file can hold the georeference: a CRS as text with a finite origin, or no CRS
// and the origin at 0,0 (a map without a CRS writes no <georef>).
[[nodiscard]] std::string georefProblem(const Georef& georef);

// One palette index per hex; kNoTerrain means "not painted yet".
using TerrainIndex = std::uint16_t;
inline constexpr TerrainIndex kNoTerrain = 0xFFFF;
inline constexpr std::int16_t kNoLevel = std::numeric_limits<std::int16_t>::min();
using FeatureMask = std::uint32_t;  // bit i = palette entry i (at most 32 feature kinds per map)

struct HexCell {
    float elevation = std::numeric_limits<float>::quiet_NaN();  // metres; NaN = no data
    std::int16_t level = kNoLevel;
    TerrainIndex terrain = kNoTerrain;
    FeatureMask features = 0;
    Provenance provenance = Provenance::None;
    bool operator==(const HexCell& o) const {
        const bool sameElev = (std::isnan(elevation) && std::isnan(o.elevation)) || elevation == o.elevation;
        return sameElev && level == o.level && terrain == o.terrain && features == o.features &&
               provenance == o.provenance;
    }
};

// A palette of string ids (terrain types, hex features, hexside features) indexed densely. Found
// by hash: a file may hold 65,535 terrain types and look one up per hex.
class Palette {
public:
    [[nodiscard]] int find(std::string_view id) const;  // -1 when absent
    int intern(std::string_view id);                    // adds when absent
    [[nodiscard]] const std::string& at(int index) const { return m_ids.at(static_cast<std::size_t>(index)); }
    [[nodiscard]] int size() const { return static_cast<int>(m_ids.size()); }
    [[nodiscard]] const std::vector<std::string>& ids() const { return m_ids; }

private:
    struct Hash {
        using is_transparent = void;
        std::size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
    };
    std::vector<std::string> m_ids;
    std::unordered_map<std::string, int, Hash, std::equal_to<>> m_index;
};

class HexMap {
public:
    HexMap() = default;
    HexMap(HexGrid grid, double hexSizeMetres);

    [[nodiscard]] const HexGrid& grid() const { return m_grid; }
    [[nodiscard]] double hexSizeMetres() const { return m_hexSize; }
    [[nodiscard]] const Georef& georef() const { return m_georef; }
    void setGeoref(Georef g) { m_georef = std::move(g); }
    [[nodiscard]] HexLayout layout() const;  // plane geometry in the CRS (or metres from the origin)
    [[nodiscard]] const std::string& rulesetId() const { return m_rulesetId; }
    void setRulesetId(std::string id) { m_rulesetId = std::move(id); }
    [[nodiscard]] const std::string& title() const { return m_title; }
    void setTitle(std::string t) { m_title = std::move(t); }
    [[nodiscard]] bool contains(HexCoord h) const { return m_grid.contains(h); }
    [[nodiscard]] const std::vector<Underlay>& underlays() const { return m_underlays; }
    void setUnderlays(std::vector<Underlay> u) { m_underlays = std::move(u); }

    // --- per hex (h must be on the map) ---
    [[nodiscard]] const HexCell& cell(HexCoord h) const { return m_cells[m_grid.index(h)]; }
    void setCell(HexCoord h, const HexCell& c) { m_cells[m_grid.index(h)] = c; }
    [[nodiscard]] std::string_view terrain(HexCoord h) const;                       // "" when unpainted
    void setTerrain(HexCoord h, std::string_view terrainId);                        // "" clears
    [[nodiscard]] double elevation(HexCoord h) const { return cell(h).elevation; }  // NaN = no data
    void setElevation(HexCoord h, double metres);
    [[nodiscard]] bool hasLevel(HexCoord h) const { return cell(h).level != kNoLevel; }
    [[nodiscard]] int level(HexCoord h) const { return cell(h).level; }
    void setLevel(HexCoord h, int level);  // kNoLevel clears
    [[nodiscard]] bool hasFeature(HexCoord h, std::string_view featureId) const;
    void setFeature(HexCoord h, std::string_view featureId, bool on);
    [[nodiscard]] std::vector<std::string> features(HexCoord h) const;  // palette order
    [[nodiscard]] Provenance provenance(HexCoord h) const { return cell(h).provenance; }
    void setProvenance(HexCoord h, Provenance p);
    [[nodiscard]] const std::string& placeName(HexCoord h) const;  // "" when unnamed
    void setPlaceName(HexCoord h, std::string name);
    [[nodiscard]] const std::map<std::size_t, std::string>& placeNames() const { return m_names; }

    // --- per hexside (at least one of its hexes on the map) ---
    [[nodiscard]] bool hasHexside(HexsideId side) const;
    [[nodiscard]] FeatureMask hexsideMask(
        HexsideId side) const {  // inline for the on-map case: path searches ask per step
        if (m_grid.contains(side.owner)) return m_sides[m_grid.index(side.owner) * 3 + side.dir];
        return edgeHexsideMask(side);
    }
    void setHexsideMask(HexsideId side, FeatureMask mask);
    [[nodiscard]] bool hasHexsideFeature(HexsideId side, std::string_view featureId) const;
    void setHexsideFeature(HexsideId side, std::string_view featureId, bool on);
    [[nodiscard]] std::vector<std::string> hexsideFeatures(HexsideId side) const;
    // Every hexside that carries at least one feature, in canonical order (owner row, col, dir).
    [[nodiscard]] std::vector<HexsideId> featuredHexsides() const;

    [[nodiscard]] const Palette& terrainPalette() const { return m_terrainPalette; }
    [[nodiscard]] const Palette& featurePalette() const { return m_featurePalette; }
    [[nodiscard]] const Palette& hexsidePalette() const { return m_hexsidePalette; }
    [[nodiscard]] std::string_view terrainId(TerrainIndex index) const;
    TerrainIndex internTerrain(std::string_view terrainId);
    [[nodiscard]] FeatureMask featureBit(std::string_view featureId) const;  // 0 when unknown
    FeatureMask internFeature(std::string_view featureId);
    [[nodiscard]] FeatureMask hexsideBit(std::string_view featureId) const;  // 0 when unknown
    FeatureMask internHexsideFeature(std::string_view featureId);
    [[nodiscard]] std::vector<std::string> hexsideFeaturesOf(FeatureMask mask) const;
    [[nodiscard]] std::vector<std::string> featuresOf(FeatureMask mask) const;

    // Bytes held by this map's storage (for the memory benchmark).
    [[nodiscard]] std::size_t memoryBytes() const;

private:
    [[nodiscard]] FeatureMask edgeHexsideMask(HexsideId side) const;  // owner off the map
    [[nodiscard]] const FeatureMask* sideSlot(HexsideId side) const;
    FeatureMask* sideSlot(HexsideId side);

    HexGrid m_grid;
    double m_hexSize = 0;
    Georef m_georef;
    std::string m_rulesetId;
    std::string m_title;
    std::vector<Underlay> m_underlays;  // drawn bottom first
    Palette m_terrainPalette;
    Palette m_featurePalette;
    Palette m_hexsidePalette;
    std::vector<HexCell> m_cells;
    std::vector<FeatureMask> m_sides;              // 3 per on-map owner hex, index*3+dir
    std::map<HexsideId, FeatureMask> m_edgeSides;  // hexsides whose owner is off the map
    std::map<std::size_t, std::string> m_names;    // by dense hex index
};

}  // namespace engine
