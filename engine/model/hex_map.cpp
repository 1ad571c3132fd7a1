#include "engine/model/hex_map.hpp"

#include "engine/model/value_rules.hpp"

#include <algorithm>
#include <stdexcept>
#include <tuple>

namespace engine {

const char* toString(Provenance p) {
    switch (p) {
    case Provenance::Raster: return "raster";
    case Provenance::Vector: return "vector";
    case Provenance::Hand: return "hand";
    case Provenance::None: break;
    }
    return "";
}

bool parseProvenance(std::string_view text, Provenance& out) {
    for (Provenance p : {Provenance::None, Provenance::Raster, Provenance::Vector, Provenance::Hand}) {
        if (text == toString(p)) {
            out = p;
            return true;
        }
    }
    return false;
}

std::string underlayProblem(const Underlay& u) {
    if (u.source.empty()) return "the image path is empty";
    if (const std::string problem = textProblem(u.source); !problem.empty()) return "the image path " + problem;
    if (!(u.opacity >= 0 && u.opacity <= 1)) return "opacity must lie between 0 and 1";
    if (!u.gcps.empty() && u.gcps.size() < 3)
        return "an underlay placed by ground control points needs at least 3 of them";
    for (const GroundControlPoint& p : u.gcps)
        for (const double v : {p.pixel, p.line, p.x, p.y})
            if (const std::string problem = numberProblem(v); !problem.empty()) return "control point: " + problem;
    return {};
}

std::string georefProblem(const Georef& g) {
    if (const std::string problem = textProblem(g.crs); !problem.empty()) return "the CRS " + problem;
    for (const double v : {g.origin.x, g.origin.y})
        if (const std::string problem = numberProblem(v); !problem.empty()) return "origin: " + problem;
    if (g.crs.empty() && (g.origin.x != 0 || g.origin.y != 0)) return "an origin needs a CRS to be placed in";
    return {};
}

int Palette::find(std::string_view id) const {
    const auto it = m_index.find(id);
    return it == m_index.end() ? -1 : it->second;
}

int Palette::intern(std::string_view id) {
    const int found = find(id);
    if (found >= 0) return found;
    m_ids.emplace_back(id);
    m_index.emplace(m_ids.back(), static_cast<int>(m_ids.size()) - 1);
    return static_cast<int>(m_ids.size()) - 1;
}

HexMap::HexMap(HexGrid grid, double hexSizeMetres)
    : m_grid(std::move(grid)),
      m_hexSize(hexSizeMetres),
      m_cells(m_grid.size()),
      m_sides(m_grid.size() * 3, 0) {}

HexLayout HexMap::layout() const {
    HexLayout layout;
    layout.orientation = m_grid.shape().orientation;
    layout.size = m_hexSize;
    // The georef origin is the centre of offset (0,0); the layout's origin is axial (0,0).
    const Point zero = HexLayout{layout.orientation, layout.size, {}}.toPoint(m_grid.fromOffset({0, 0}));
    layout.origin = {m_georef.origin.x - zero.x, m_georef.origin.y - zero.y};
    return layout;
}

std::string_view HexMap::terrain(HexCoord h) const { return terrainId(cell(h).terrain); }

void HexMap::setTerrain(HexCoord h, std::string_view terrainId) {
    m_cells[m_grid.index(h)].terrain = terrainId.empty() ? kNoTerrain : internTerrain(terrainId);
}

void HexMap::setElevation(HexCoord h, double metres) {
    if (!std::isnan(metres)) {
        if (const std::string problem = elevationProblem(metres); !problem.empty())
            throw std::out_of_range("elevation " + problem);
    }
    m_cells[m_grid.index(h)].elevation = static_cast<float>(metres);
}

void HexMap::setLevel(HexCoord h, int level) {
    if (level != kNoLevel) {
        if (const std::string problem = rangeProblem(level, kLevelRange); !problem.empty())
            throw std::out_of_range("level " + problem);
    }
    m_cells[m_grid.index(h)].level = static_cast<std::int16_t>(level);
}

bool HexMap::hasFeature(HexCoord h, std::string_view featureId) const {
    const FeatureMask bit = featureBit(featureId);
    return bit != 0 && (cell(h).features & bit) != 0;
}

void HexMap::setFeature(HexCoord h, std::string_view featureId, bool on) {
    HexCell& c = m_cells[m_grid.index(h)];
    if (on) {
        c.features |= internFeature(featureId);
    } else {
        c.features &= ~featureBit(featureId);
    }
}

std::vector<std::string> HexMap::features(HexCoord h) const { return featuresOf(cell(h).features); }

void HexMap::setProvenance(HexCoord h, Provenance p) { m_cells[m_grid.index(h)].provenance = p; }

const std::string& HexMap::placeName(HexCoord h) const {
    static const std::string kEmpty;
    const auto it = m_names.find(m_grid.index(h));
    return it == m_names.end() ? kEmpty : it->second;
}

void HexMap::setPlaceName(HexCoord h, std::string name) {
    if (const std::string problem = textProblem(name); !problem.empty())
        throw std::invalid_argument("place name " + problem);
    const std::size_t index = m_grid.index(h);
    if (name.empty()) {
        m_names.erase(index);
    } else {
        m_names[index] = std::move(name);
    }
}

// --- hexsides ---

const FeatureMask* HexMap::sideSlot(HexsideId side) const {
    if (m_grid.contains(side.owner)) return &m_sides[m_grid.index(side.owner) * 3 + side.dir];
    const auto it = m_edgeSides.find(side);
    return it == m_edgeSides.end() ? nullptr : &it->second;
}

FeatureMask* HexMap::sideSlot(HexsideId side) {
    if (m_grid.contains(side.owner)) return &m_sides[m_grid.index(side.owner) * 3 + side.dir];
    const auto it = m_edgeSides.find(side);
    return it == m_edgeSides.end() ? nullptr : &it->second;
}

bool HexMap::hasHexside(HexsideId side) const {
    return side.dir < 3 && (m_grid.contains(side.owner) || m_grid.contains(neighbor(side.owner, side.dir)));
}

FeatureMask HexMap::edgeHexsideMask(HexsideId side) const {
    const auto it = m_edgeSides.find(side);
    return it == m_edgeSides.end() ? 0 : it->second;
}

void HexMap::setHexsideMask(HexsideId side, FeatureMask mask) {
    if (!hasHexside(side)) throw std::out_of_range("hexside is not on the map");
    if (FeatureMask* slot = sideSlot(side)) {
        *slot = mask;
        if (mask == 0 && !m_grid.contains(side.owner)) m_edgeSides.erase(side);
    } else if (mask != 0) {
        m_edgeSides.emplace(side, mask);
    }
}

bool HexMap::hasHexsideFeature(HexsideId side, std::string_view featureId) const {
    const FeatureMask bit = hexsideBit(featureId);
    return bit != 0 && (hexsideMask(side) & bit) != 0;
}

void HexMap::setHexsideFeature(HexsideId side, std::string_view featureId, bool on) {
    if (!hasHexside(side)) throw std::out_of_range("hexside is not on the map");
    const FeatureMask mask = hexsideMask(side);
    setHexsideMask(side, on ? (mask | internHexsideFeature(featureId)) : (mask & ~hexsideBit(featureId)));
}

std::vector<std::string> HexMap::hexsideFeatures(HexsideId side) const { return hexsideFeaturesOf(hexsideMask(side)); }

std::vector<HexsideId> HexMap::featuredHexsides() const {
    std::vector<HexsideId> out;
    for (std::size_t i = 0; i < m_sides.size(); ++i) {
        if (m_sides[i] != 0) out.push_back({m_grid.at(i / 3), static_cast<std::uint8_t>(i % 3)});
    }
    if (m_edgeSides.empty()) return out;
    for (const auto& [side, mask] : m_edgeSides) {
        if (mask != 0) out.push_back(side);
    }
    // Edge owners lie off the map (row -1, column -1...): merge them in by offset (row, col, dir).
    const auto key = [this](const HexsideId& s) {
        const OffsetCoord o = m_grid.offset(s.owner);
        return std::tuple(o.row, o.col, s.dir);
    };
    std::sort(out.begin(), out.end(), [&](const HexsideId& a, const HexsideId& b) { return key(a) < key(b); });
    return out;
}

// --- palettes ---

std::string_view HexMap::terrainId(TerrainIndex index) const {
    if (index == kNoTerrain || index >= m_terrainPalette.size()) return {};
    return m_terrainPalette.at(index);
}

TerrainIndex HexMap::internTerrain(std::string_view terrainId) {
    const int found = m_terrainPalette.find(terrainId);
    if (found >= 0) return static_cast<TerrainIndex>(found);
    if (m_terrainPalette.size() >= kNoTerrain) throw std::length_error("too many terrain types on one map");
    if (const std::string problem = idProblem(terrainId); !problem.empty())
        throw std::invalid_argument("terrain id " + problem);
    return static_cast<TerrainIndex>(m_terrainPalette.intern(terrainId));
}

namespace {

FeatureMask bitOf(const Palette& palette, std::string_view id) {
    const int found = palette.find(id);
    return found < 0 ? 0 : FeatureMask{1} << found;
}

FeatureMask internBit(Palette& palette, std::string_view id, const char* what) {
    const int found = palette.find(id);
    if (found >= 0) return FeatureMask{1} << found;
    if (palette.size() >= 32) throw std::length_error(std::string("more than 32 ") + what + " kinds on one map");
    if (const std::string problem = idProblem(id); !problem.empty())
        throw std::invalid_argument(std::string(what) + " id " + problem);
    return FeatureMask{1} << palette.intern(id);
}

std::vector<std::string> idsOf(const Palette& palette, FeatureMask mask) {
    std::vector<std::string> out;
    for (int i = 0; i < palette.size() && mask != 0; ++i) {
        if (mask & (FeatureMask{1} << i)) out.push_back(palette.at(i));
    }
    return out;
}

}  // namespace

FeatureMask HexMap::featureBit(std::string_view featureId) const { return bitOf(m_featurePalette, featureId); }
FeatureMask HexMap::internFeature(std::string_view featureId) {
    return internBit(m_featurePalette, featureId, "hex feature");
}
FeatureMask HexMap::hexsideBit(std::string_view featureId) const { return bitOf(m_hexsidePalette, featureId); }
FeatureMask HexMap::internHexsideFeature(std::string_view featureId) {
    return internBit(m_hexsidePalette, featureId, "hexside feature");
}
std::vector<std::string> HexMap::hexsideFeaturesOf(FeatureMask mask) const { return idsOf(m_hexsidePalette, mask); }
std::vector<std::string> HexMap::featuresOf(FeatureMask mask) const { return idsOf(m_featurePalette, mask); }

std::size_t HexMap::memoryBytes() const {
    std::size_t bytes = sizeof(HexMap);
    bytes += m_cells.capacity() * sizeof(HexCell);
    bytes += m_sides.capacity() * sizeof(FeatureMask);
    // A red-black tree node: three pointers and a colour beside the value.
    constexpr std::size_t kNodeOverhead = 4 * sizeof(void*);
    bytes += m_edgeSides.size() * (kNodeOverhead + sizeof(std::pair<const HexsideId, FeatureMask>));
    for (const auto& [index, name] : m_names) {
        bytes += kNodeOverhead + sizeof(std::pair<const std::size_t, std::string>);
        if (name.capacity() > 15) bytes += name.capacity() + 1;  // beyond the small-string buffer
    }
    for (const Palette* p : {&m_terrainPalette, &m_featurePalette, &m_hexsidePalette}) {
        bytes += p->ids().capacity() * sizeof(std::string);
        bytes += static_cast<std::size_t>(p->size()) * (sizeof(std::string) + 2 * sizeof(void*) + sizeof(int));
        for (const std::string& id : p->ids()) {
            if (id.capacity() > 15) bytes += id.capacity() + 1;
        }
    }
    return bytes;
}

}  // namespace engine
