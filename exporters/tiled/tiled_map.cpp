#include "exporters/tiled/tiled_map.hpp"

#include "engine/hex/hexside.hpp"
#include "engine/model/length.hpp"
#include "engine/model/number_text.hpp"

#include <algorithm>
#include <cmath>
#include <map>

namespace exporters {
namespace {

using engine::OffsetCoord;
using Type = TiledProperty::Type;

constexpr engine::Rgba kUnknownTerrain{255, 0, 255, 255};  // loud: the ruleset has no colour for it
constexpr int kRowsPerStep = 64;                           // rows between progress reports

TiledProperty text(std::string name, std::string value) { return {std::move(name), Type::String, std::move(value)}; }
TiledProperty integer(std::string name, long long value) {
    return {std::move(name), Type::Int, engine::formatNumber(value)};
}
TiledProperty real(std::string name, double value) {
    return {std::move(name), Type::Float, engine::formatNumber(value)};
}
TiledProperty flag(std::string name, bool value) { return {std::move(name), Type::Bool, value ? "true" : "false"}; }

void sortByName(std::vector<TiledProperty>& ps) {
    std::sort(ps.begin(), ps.end(), [](const auto& a, const auto& b) { return a.name < b.name; });
}

std::string hexColor(engine::Rgba c) {
    static const char* digits = "0123456789abcdef";
    std::string out = "#";
    for (std::uint8_t v : {c.r, c.g, c.b}) {
        out += digits[v >> 4];
        out += digits[v & 15];
    }
    return out;
}

std::string joined(const std::vector<std::string>& parts, const char* sep) {
    std::string out;
    for (const auto& p : parts) out += (out.empty() ? "" : sep) + p;
    return out;
}

double roundTo(double v, double step) { return std::round(v / step) * step; }

class Builder {
public:
    Builder(const engine::Document& doc, const TiledMapRequest& request, TiledMap& out)
        : m_doc(doc),
          m_map(doc.map),
          m_grid(doc.map.grid()),
          m_request(request),
          m_out(out) {}

    bool build() {
        m_out.geometry = TiledHexGeometry(m_grid.shape(), m_request.hexSide);
        m_out.width = m_grid.columns();
        m_out.height = m_grid.rows();
        mapProperties();
        if (!tilesAndTileLayers()) return false;
        hexsideLayers();
        if (m_doc.scenario) {
            victoryLayer();
            entryLayer();
            setupLayer();
        }
        return true;
    }

private:
    [[nodiscard]] std::string label(engine::HexCoord h) const { return m_grid.label(h); }
    [[nodiscard]] PixelPoint centre(engine::HexCoord h) const { return m_out.geometry.centre(m_grid.offset(h)); }

    void mapProperties() {
        auto& ps = m_out.properties;
        const engine::NumberingScheme& n = m_grid.numbering();
        const engine::SectionLayout& s = m_grid.sections();
        ps = {text("title", m_map.title()),
              text("ruleset", m_doc.ruleset ? m_doc.ruleset->id : m_map.rulesetId()),
              text("grid_orientation", engine::toString(m_grid.shape().orientation)),
              text("grid_stagger", engine::toString(m_grid.shape().stagger)),
              real("hex_size_yards", roundTo(m_map.hexSizeMetres() / engine::kMetresPerYard, 0.01)),
              real("hex_size_metres", roundTo(m_map.hexSizeMetres(), 0.001)),
              flag("numbering_section_prefix", n.sectionPrefix),
              text("numbering_section_separator", n.sectionSeparator),
              text("numbering_separator", n.separator),
              integer("numbering_column_digits", n.columnDigits),
              integer("numbering_row_digits", n.rowDigits),
              integer("numbering_first_column", n.firstColumn),
              integer("numbering_first_row", n.firstRow),
              text("numbering_rows", engine::toString(n.rows)),
              integer("sections_across", s.across),
              integer("sections_down", s.down),
              text("section_names", joined(s.names, " ")),
              text("first_hex", label(m_grid.fromOffset({0, 0}))),
              text("last_hex", label(m_grid.fromOffset({m_grid.columns() - 1, m_grid.rows() - 1})))};
        if (m_doc.ruleset && m_doc.ruleset->scale.levelHeightMetres) {
            const double h = *m_doc.ruleset->scale.levelHeightMetres;
            ps.push_back(real("level_height_metres", roundTo(h, 0.001)));
            ps.push_back(real("level_height_feet", roundTo(h / engine::kMetresPerFoot, 0.01)));
        }
        if (!m_map.georef().crs.empty()) {
            ps.push_back(text("crs", m_map.georef().crs));
            ps.push_back(real("origin_x", m_map.georef().origin.x));
            ps.push_back(real("origin_y", m_map.georef().origin.y));
        }
        if (m_doc.scenario) ps.push_back(text("scenario", m_doc.scenario->name));
        sortByName(ps);
    }

    // Tiles: every terrain type of the ruleset, then terrain on the map it does not know, then
    // one shade per level present. Layers: one per terrain present, then the levels (hidden, so
    // the terrain colours show; Tiled's Layers panel turns it on).
    bool tilesAndTileLayers() {
        const engine::Palette& palette = m_map.terrainPalette();
        std::vector<std::uint32_t> tileOfTerrain(static_cast<std::size_t>(palette.size()), 0);
        std::vector<std::string> terrainOfTile;
        if (m_doc.ruleset)
            for (const auto& t : m_doc.ruleset->terrain) {
                m_out.tiles.push_back({engine::parseColor(t.color, kUnknownTerrain),
                                       {text("kind", "terrain"), text("name", t.name), text("terrain", t.id)}});
                terrainOfTile.push_back(t.id);
            }
        for (int i = 0; i < palette.size(); ++i) {
            const std::string& id = palette.at(i);
            auto it = std::find(terrainOfTile.begin(), terrainOfTile.end(), id);
            if (it == terrainOfTile.end()) {
                m_out.tiles.push_back(
                    {kUnknownTerrain, {text("kind", "terrain"), text("name", id), text("terrain", id)}});
                terrainOfTile.push_back(id);
                it = terrainOfTile.end() - 1;
                m_out.warnings.push_back("terrain `" + id + "` is not defined by the ruleset: drawn magenta");
            }
            tileOfTerrain[static_cast<std::size_t>(i)] = static_cast<std::uint32_t>(it - terrainOfTile.begin());
        }

        const std::size_t cells = m_grid.size();
        std::vector<std::uint32_t> terrainGid(cells, 0);
        std::vector<int> levels(cells, engine::kNoLevel);
        std::map<std::uint32_t, std::size_t> used;  // tile id -> hexes
        int lo = 0, hi = -1;
        for (int row = 0; row < m_grid.rows(); ++row) {
            if (row % kRowsPerStep == 0 && m_request.keepGoing &&
                !m_request.keepGoing(0.8 * row / std::max(1, m_grid.rows())))
                return false;
            for (int col = 0; col < m_grid.columns(); ++col) {
                const std::size_t i = static_cast<std::size_t>(row) * static_cast<std::size_t>(m_grid.columns()) +
                                      static_cast<std::size_t>(col);
                const engine::HexCell& c = m_map.cell(m_grid.fromOffset({col, row}));
                if (c.terrain != engine::kNoTerrain) {
                    const std::uint32_t tile = tileOfTerrain[c.terrain];
                    terrainGid[i] = tile + 1;
                    ++used[tile];
                }
                if (c.level != engine::kNoLevel) {
                    levels[i] = c.level;
                    if (hi < lo) lo = hi = c.level;
                    lo = std::min(lo, static_cast<int>(c.level));
                    hi = std::max(hi, static_cast<int>(c.level));
                }
            }
        }
        m_out.tilesetName = (m_doc.ruleset ? m_doc.ruleset->id + " " : std::string()) + "terrain and levels";

        for (const auto& [tile, count] : used) {
            TiledLayer layer = newLayer("terrain: " + terrainOfTile[tile], TiledLayer::Kind::Tiles);
            layer.gids.assign(cells, 0);
            for (std::size_t i = 0; i < cells; ++i)
                if (terrainGid[i] == tile + 1) layer.gids[i] = tile + 1;
            layer.properties = {text("terrain", terrainOfTile[tile]), integer("hexes", static_cast<long long>(count))};
            m_out.layers.push_back(std::move(layer));
        }

        if (hi < lo) return true;
        const std::uint32_t firstLevelTile = static_cast<std::uint32_t>(m_out.tiles.size());
        for (int level = lo; level <= hi; ++level) {
            const double t = hi == lo ? 1.0 : static_cast<double>(level - lo) / (hi - lo);
            const auto grey = static_cast<std::uint8_t>(std::lround(60 + 180 * t));  // low dark, high light
            m_out.tiles.push_back({{grey, grey, grey, 255}, {text("kind", "level"), integer("level", level)}});
        }
        TiledLayer layer = newLayer("levels", TiledLayer::Kind::Tiles);
        layer.visible = false;
        layer.gids.assign(cells, 0);
        for (std::size_t i = 0; i < cells; ++i)
            if (levels[i] != engine::kNoLevel)
                layer.gids[i] = firstLevelTile + static_cast<std::uint32_t>(levels[i] - lo) + 1;
        layer.properties = {integer("lowest", lo), integer("highest", hi)};
        m_out.layers.push_back(std::move(layer));
        return true;
    }

    // One object layer per hexside feature type on the map: roads run centre to centre across the
    // hexside (as they are printed), everything else along it.
    void hexsideLayers() {
        std::map<std::string, std::vector<TiledObject>> byFeature;
        for (const engine::HexsideId side : m_map.featuredHexsides()) {
            const auto [a, b] = engine::hexesOf(side);
            const OffsetCoord oa = m_grid.offset(a), ob = m_grid.offset(b);
            PixelPoint p, q;
            if (!m_out.geometry.sharedCorners(oa, ob, p, q)) continue;
            const bool bothOn = m_map.contains(a) && m_map.contains(b);
            for (const std::string& feature : m_map.hexsideFeatures(side)) {
                const engine::HexsideType* type = m_doc.ruleset ? m_doc.ruleset->findHexside(feature) : nullptr;
                const std::string kind = type ? type->kind : "other";
                TiledObject o;
                o.name = label(a) + "|" + label(b);
                o.type = feature;
                const PixelPoint from = kind == "road" ? centre(a) : p;
                const PixelPoint to = kind == "road" ? centre(b) : q;
                o.position = from;
                o.polyline = {{0, 0}, {to.x - from.x, to.y - from.y}};
                o.properties = {text("feature", feature), text("kind", kind), text("hex_a", label(a)),
                                text("hex_b", label(b))};
                if (bothOn && m_map.hasLevel(a) && m_map.hasLevel(b))
                    o.properties.push_back(integer("level_difference", std::abs(m_map.level(a) - m_map.level(b))));
                sortByName(o.properties);
                byFeature[feature].push_back(std::move(o));
            }
        }
        const auto order = [&](const std::string& id) {
            if (!m_doc.ruleset) return std::size_t{0};
            const auto& hs = m_doc.ruleset->hexsides;
            return static_cast<std::size_t>(
                std::find_if(hs.begin(), hs.end(), [&](const auto& t) { return t.id == id; }) - hs.begin());
        };
        std::vector<std::string> features;
        for (const auto& [id, objects] : byFeature) features.push_back(id);
        std::stable_sort(features.begin(), features.end(),
                         [&](const auto& x, const auto& y) { return order(x) < order(y); });
        for (const std::string& id : features) {
            const engine::HexsideType* type = m_doc.ruleset ? m_doc.ruleset->findHexside(id) : nullptr;
            TiledLayer layer = newLayer("hexside: " + id, TiledLayer::Kind::Objects);
            layer.color = hexColor(engine::parseColor(type ? type->color : "", {90, 90, 90, 255}));
            layer.properties = {text("feature", id), text("kind", type ? type->kind : "other")};
            addObjects(layer, std::move(byFeature[id]));
        }
    }

    void victoryLayer() {
        std::vector<TiledObject> objects;
        for (const auto& v : m_doc.scenario->victoryHexes) {
            if (!m_map.contains(v.hex)) continue;
            TiledObject o{0, v.id, "victory-hex", centre(v.hex), {}, {}};
            o.properties = {text("hex", label(v.hex)), text("side", v.side), integer("vp", v.vp),
                            integer("from_turn", v.fromTurn), integer("to_turn", v.toTurn)};
            sortByName(o.properties);
            objects.push_back(std::move(o));
        }
        addObjectLayer("victory hexes", "#d4a017", std::move(objects));
    }

    // Entry hexes: every hex of an entry area, and every hex a reinforcement row enters by, each
    // once, with the areas and rows that use it.
    void entryLayer() {
        struct Entry {
            std::vector<std::string> areas, names, rows;
        };
        std::map<OffsetCoord, Entry> entries;
        for (const auto& a : m_doc.scenario->entryAreas)
            for (const auto& h : a.hexes)
                if (m_map.contains(h)) {
                    entries[m_grid.offset(h)].areas.push_back(a.id);
                    entries[m_grid.offset(h)].names.push_back(a.name);
                }
        for (const auto& r : m_doc.scenario->schedule)
            if (r.entryHex && m_map.contains(*r.entryHex)) entries[m_grid.offset(*r.entryHex)].rows.push_back(r.id);
        std::vector<TiledObject> objects;
        for (const auto& [o, e] : entries) {
            const engine::HexCoord h = m_grid.fromOffset(o);
            TiledObject obj{0, label(h), "entry-hex", centre(h), {}, {}};
            obj.properties = {text("hex", label(h)), text("areas", joined(e.areas, " ")),
                              text("area_names", joined(e.names, "; ")), text("reinforcements", joined(e.rows, " "))};
            sortByName(obj.properties);
            objects.push_back(std::move(obj));
        }
        addObjectLayer("entry hexes", "#2e8b57", std::move(objects));
    }

    void setupLayer() {
        const engine::Scenario& s = *m_doc.scenario;
        std::vector<TiledObject> objects;
        for (const auto& p : s.setup) {
            if (!m_map.contains(p.hex)) continue;
            std::string name = p.piece, side, formation, unitClass = "leader";
            if (const engine::Unit* u = s.findUnit(p.piece)) {
                name = u->name.empty() ? u->id : u->name;
                side = u->side;
                formation = u->formation;
                unitClass = u->unitClass;
            } else if (const engine::Leader* l = s.findLeader(p.piece)) {
                name = l->name.empty() ? l->id : l->name;
                side = l->side;
                formation = l->formation;
            }
            TiledObject o{0, name, unitClass, centre(p.hex), {}, {}};
            const std::string facing =
                p.facing < 0 ? "" : std::string(engine::compassName(m_grid.shape().orientation, p.facing));
            o.properties = {text("piece", p.piece),       text("hex", label(p.hex)), text("side", side),
                            text("formation", formation), text("class", unitClass),  text("facing", facing),
                            text("mode", p.mode)};
            sortByName(o.properties);
            objects.push_back(std::move(o));
        }
        addObjectLayer("set-up", "#1f4e9c", std::move(objects));
    }

    void addObjectLayer(std::string name, std::string color, std::vector<TiledObject> objects) {
        TiledLayer layer = newLayer(std::move(name), TiledLayer::Kind::Objects);
        layer.color = std::move(color);
        addObjects(layer, std::move(objects));
    }

    void addObjects(TiledLayer& layer, std::vector<TiledObject> objects) {
        for (auto& o : objects) o.id = m_out.nextObjectId++;
        layer.objects = std::move(objects);
        sortByName(layer.properties);
        m_out.layers.push_back(std::move(layer));
    }

    TiledLayer newLayer(std::string name, TiledLayer::Kind kind) {
        TiledLayer layer;
        layer.id = m_out.nextLayerId++;
        layer.name = std::move(name);
        layer.kind = kind;
        return layer;
    }

    const engine::Document& m_doc;
    const engine::HexMap& m_map;
    const engine::HexGrid& m_grid;
    const TiledMapRequest& m_request;
    TiledMap& m_out;
};

}  // namespace

const char* toString(TiledProperty::Type type) {
    switch (type) {
    case Type::String: return "string";
    case Type::Int: return "int";
    case Type::Float: return "float";
    case Type::Bool: return "bool";
    case Type::Color: return "color";
    }
    return "string";
}

bool buildTiledMap(const engine::Document& doc, const TiledMapRequest& request, TiledMap& out) {
    TiledMap map;
    if (!Builder(doc, request, map).build()) return false;
    for (auto& layer : map.layers) sortByName(layer.properties);
    for (auto& tile : map.tiles) sortByName(tile.properties);
    out = std::move(map);
    return true;
}

}  // namespace exporters
