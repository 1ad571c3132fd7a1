#pragma once
// A small board for the stacking and ZOC tests: a shipped ruleset template, a map numbered the
// ruleset's way (hexes named by their printed labels), and a scenario whose set-up the tests fill.
// Where a digest example needs the printed map, the test paints just the hexes it names.
#include "engine/io/ruleset_file.hpp"
#include "engine/mechanics/board_state.hpp"
#include "engine/mechanics/stacking/stacking_policy.hpp"
#include "engine/model/hex_map.hpp"
#include "engine/model/scenario.hpp"
#include "tests/test_paths.hpp"

#include <catch2/catch.hpp>

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace rulestest {

inline const engine::Ruleset& shippedRuleset(const std::string& id) {
    static std::map<std::string, std::unique_ptr<engine::Ruleset>> cache;
    auto& slot = cache[id];
    if (!slot) slot = std::make_unique<engine::Ruleset>(engine::loadRuleset(testpaths::rulesets() / (id + ".xml")));
    return *slot;
}

class BoardFixture {
public:
    // SSS sheets are 52 x 56 (2 x 2 of them); the single-sheet systems get 40 x 50.
    explicit BoardFixture(const std::string& rulesetId)
        : m_ruleset(shippedRuleset(rulesetId)),
          m_map(makeGrid(m_ruleset), m_ruleset.scale.hexSizeMetres > 0 ? m_ruleset.scale.hexSizeMetres : 200) {
        m_scenario.sides = {{"usa", "Union"}, {"csa", "Confederate"}};
    }

    [[nodiscard]] engine::HexCoord hex(const std::string& label) const {
        std::string why;
        const auto h = m_map.grid().parseLabel(label, &why);
        INFO(label << ": " << why);
        REQUIRE(h);
        return *h;
    }
    BoardFixture& paint(const std::string& label, const std::string& terrain) {
        m_map.setTerrain(hex(label), terrain);
        return *this;
    }
    // Every hex of the map painted `terrain` at `level`: open ground for the LOS-dependent tests.
    BoardFixture& fill(const std::string& terrain, int level) {
        for (std::size_t i = 0; i < m_map.grid().size(); ++i) {
            m_map.setTerrain(m_map.grid().at(i), terrain);
            m_map.setLevel(m_map.grid().at(i), level);
        }
        return *this;
    }
    BoardFixture& level(const std::string& label, int level) {
        m_map.setLevel(hex(label), level);
        return *this;
    }
    BoardFixture& hexside(const std::string& label, int dir, const std::string& feature) {
        m_map.setHexsideFeature(engine::hexsideOf(hex(label), dir), feature, true);
        return *this;
    }
    // A unit of `unitClass` on `side`, placed in `label` (mode "" = the class's default).
    BoardFixture& unit(const std::string& id, const std::string& side, const std::string& unitClass,
                       const std::string& label, engine::AttributeMap attributes = {}, const std::string& mode = {},
                       int facing = -1, const std::string& formation = {}) {
        m_scenario.units.push_back({id, id, side, formation, unitClass, std::move(attributes)});
        m_scenario.setup.push_back({id, hex(label), facing, mode});
        return *this;
    }
    BoardFixture& leader(const std::string& id, const std::string& side, const std::string& label) {
        m_scenario.leaders.push_back({id, id, side, {}, "brigade", {}});
        m_scenario.setup.push_back({id, hex(label), -1, {}});
        return *this;
    }
    // The scenario's turn track: turns first..last, the listed ones at night.
    BoardFixture& turns(int first, int last, std::vector<int> nights) {
        m_scenario.turns.firstTurn = first;
        m_scenario.turns.lastTurn = last;
        m_scenario.turns.nightTurns = std::move(nights);
        return *this;
    }
    BoardFixture& option(const std::string& id, const std::string& value) {
        m_scenario.options[id] = value;
        return *this;
    }

    // The context sees the set-up as it is now; build it after placing the pieces.
    [[nodiscard]] engine::BoardState context() const { return engine::BoardState(m_map, m_ruleset, &m_scenario); }
    [[nodiscard]] const engine::Ruleset& ruleset() const { return m_ruleset; }
    [[nodiscard]] const engine::HexMap& map() const { return m_map; }
    [[nodiscard]] std::string label(engine::HexCoord h) const { return m_map.grid().label(h); }

private:
    static engine::HexGrid makeGrid(const engine::Ruleset& rs) {
        const int across = std::max(1, rs.sections.across), down = std::max(1, rs.sections.down);
        const bool sheets = across * down > 1;
        return {rs.gridShape, sheets ? 52 * across : 40, sheets ? 56 * down : 50, rs.sections, rs.numbering};
    }

    const engine::Ruleset& m_ruleset;
    engine::HexMap m_map;
    engine::Scenario m_scenario;
};

// The stack in `label`, which the test fills with one side's pieces only.
inline engine::StackingResult sideStack(const BoardFixture& board, const std::string& label,
                                        bool roadMovement = false) {
    const engine::BoardState ctx = board.context();
    const auto policy = engine::makeStackingPolicy(ctx.ruleset);
    REQUIRE(policy);
    const engine::HexStacking s = engine::checkHexStacking(ctx, *policy, board.hex(label), roadMovement);
    REQUIRE(s.sides.size() == 1);
    return s.sides.front();
}

}  // namespace rulestest
