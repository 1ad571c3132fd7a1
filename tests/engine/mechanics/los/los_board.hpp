#pragma once
// A small hand-built map for the LOS tests: the printed maps are not in the repo, so each test lays
// out the geometry its example describes (levels, terrain, hexsides, units) and traces a line.
#include "engine/io/ruleset_file.hpp"
#include "engine/mechanics/los/line_of_sight.hpp"
#include "tests/test_paths.hpp"

#include <map>
#include <stdexcept>
#include <string>
#include <vector>

namespace lostest {

inline const engine::Ruleset& templateRuleset(const std::string& id) {
    static std::map<std::string, engine::Ruleset> cache;
    auto it = cache.find(id);
    if (it == cache.end()) it = cache.emplace(id, engine::loadRuleset(testpaths::rulesets() / (id + ".xml"))).first;
    return it->second;
}

class LosBoard {
public:
    // cols x rows of clear level-0 hexes in the ruleset's grid and numbering, on one sheet named
    // `sheet` when the ruleset prefixes labels with the sheet.
    explicit LosBoard(const std::string& rulesetId, int cols = 40, int rows = 40, const std::string& sheet = "A")
        : m_rs(templateRuleset(rulesetId)),
          m_map(engine::HexGrid(m_rs.gridShape, cols, rows, engine::SectionLayout{1, 1, {sheet}}, m_rs.numbering),
                m_rs.scale.hexSizeMetres) {
        for (std::size_t i = 0; i < m_map.grid().size(); ++i) {
            m_map.setTerrain(m_map.grid().at(i), "clear");
            m_map.setLevel(m_map.grid().at(i), 0);
        }
    }

    [[nodiscard]] engine::HexCoord centre() const {
        return m_map.grid().fromOffset({m_map.grid().columns() / 2, m_map.grid().rows() / 2});
    }
    // The hex `steps` hexes from the centre along a straight column (direction 2, south on flat-top maps).
    [[nodiscard]] engine::HexCoord down(int steps) const { return centre() + engine::kHexDirections[2] * steps; }
    [[nodiscard]] engine::HexCoord label(const std::string& text) const {
        std::string why;
        const auto h = m_map.grid().parseLabel(text, &why);
        if (!h) throw std::invalid_argument(text + ": " + why);
        return *h;
    }
    [[nodiscard]] std::string labelOf(engine::HexCoord h) const { return m_map.grid().label(h); }

    LosBoard& level(engine::HexCoord h, int l) { return m_map.setLevel(h, l), *this; }
    LosBoard& terrain(engine::HexCoord h, const std::string& id) { return m_map.setTerrain(h, id), *this; }
    LosBoard& feature(engine::HexCoord h, const std::string& id) { return m_map.setFeature(h, id, true), *this; }
    LosBoard& hexside(engine::HexCoord a, engine::HexCoord b, const std::string& id) {
        engine::HexsideId side;
        if (!engine::hexsideBetween(a, b, side)) throw std::invalid_argument("hexes not adjacent");
        m_map.setHexsideFeature(side, id, true);
        return *this;
    }
    LosBoard& unit(engine::HexCoord h, const std::string& side, const std::string& cls = "infantry") {
        engine::PieceAt piece;
        piece.id = "u" + std::to_string(m_units.size());
        piece.side = side;
        piece.unitClass = cls;
        m_units.emplace_back(h, std::move(piece));
        return *this;
    }
    LosBoard& option(const std::string& id, const std::string& value) { return m_scenario.options[id] = value, *this; }
    // Levels along the column from the centre: profile[0] is the centre, profile[k] down(k).
    LosBoard& profile(const std::vector<int>& levels) {
        for (std::size_t k = 0; k < levels.size(); ++k) level(down(static_cast<int>(k)), levels[k]);
        return *this;
    }

    [[nodiscard]] engine::LosResult trace(engine::LosQuery q) const {
        engine::BoardState ctx(m_map, m_rs, &m_scenario);
        for (const auto& [h, piece] : m_units) ctx.occupancy.add(h, piece);
        const auto los = engine::makeLineOfSight(m_rs);
        if (!los) throw std::logic_error("no LOS algorithm for " + m_rs.id);
        return los->trace(ctx, q);
    }
    [[nodiscard]] engine::LosResult trace(engine::HexCoord from, engine::HexCoord to, const std::string& side = "",
                                          const std::string& cls = "") const {
        return trace(engine::LosQuery{from, to, side, cls});
    }
    [[nodiscard]] bool zoiSees(engine::HexCoord from, engine::HexCoord to, const std::string& side) const {
        engine::BoardState ctx(m_map, m_rs, &m_scenario);
        for (const auto& [h, piece] : m_units) ctx.occupancy.add(h, piece);
        return engine::hasLineOfSight(ctx, from, to, side);
    }

    [[nodiscard]] engine::HexMap& map() { return m_map; }

private:
    const engine::Ruleset& m_rs;
    engine::HexMap m_map;
    engine::Scenario m_scenario;
    std::vector<std::pair<engine::HexCoord, engine::PieceAt>> m_units;
};

// Every reason in one string, for INFO() and for checking which rule was cited.
inline std::string explain(const engine::LosResult& r) {
    std::string out = engine::toString(r.verdict);
    for (const auto& reason : r.reasons) out += "\n  " + engine::describe(reason);
    return out;
}

inline bool cites(const engine::LosResult& r, const std::string& cite) {
    for (const auto& reason : r.reasons)
        if (reason.cite.find(cite) != std::string::npos) return true;
    return false;
}

}  // namespace lostest
