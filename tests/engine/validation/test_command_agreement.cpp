// setup.out_of_command and the leader's own command trace (what `ridgeline reach --command` shows)
// agree both ways: on random set-ups with enemy pieces in the way, every subordinate the validator
// flags is further than his range by the commander's trace, and every one it does not flag is
// within it. SSS and CWB trace in leader MP (computeReach with CommandTraceRules), LFM in hexes.
#include "validation_fixture.hpp"

#include "engine/mechanics/command/command_trace.hpp"
#include "engine/mechanics/movement/reach.hpp"

#include <catch2/catch.hpp>

#include <random>
#include <set>

using namespace engine;

namespace {

struct Case {
    std::string ruleset;
    std::string kind;       // the commanded formation's kind
    std::string childKind;  // "" = the subordinates are units; else commanders of sub-formations
    std::string unitClass;  // of the units (and the enemy)
    std::string mode;       // of the enemy units (CWB zones need line)
    double range;           // what the ruleset's <range> record gives
};

Document randomDocument(const Case& c, std::mt19937& rng) {
    Document doc;
    doc.ruleset = valtest::templateRuleset(c.ruleset);
    const Ruleset& rs = *doc.ruleset;
    doc.map = HexMap(HexGrid(rs.gridShape, 20, 16, {}, rs.numbering), rs.scale.hexSizeMetres);
    const auto roll = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    const auto hex = [&] { return doc.map.grid().fromOffset({roll(0, 19), roll(0, 15)}); };
    for (std::size_t i = 0; i < doc.map.grid().size(); ++i) {
        doc.map.setTerrain(doc.map.grid().at(i), roll(0, 4) == 0 ? "woods" : "clear");
        doc.map.setLevel(doc.map.grid().at(i), 0);
    }
    Scenario s;
    s.id = "agreement";
    s.turns = {"1863-07-01", "07:00", 60, 1, 4, {}};
    s.sides = {{"usa", "Union"}, {"csa", "Confederate"}};
    s.formations.push_back({"top", "Top", c.kind, "usa", "", "boss"});
    s.leaders.push_back({"boss", "Boss", "usa", "top", c.kind, {{"command-rating", "3"}, {"rating", "2"}}});
    s.setup.push_back({"boss", doc.map.grid().fromOffset({10, 8}), -1, ""});
    const AttributeMap attrs{{"sp", "4"}, {"fire-level", "A"}, {"strength", "4"}, {"quality", "3"}};
    for (int i = 0; i < 8; ++i) {
        const std::string id = "sub" + std::to_string(i);
        if (c.childKind.empty()) {
            s.units.push_back({id, id, "usa", "top", c.unitClass, attrs});
        } else {
            s.formations.push_back({"f" + id, id, c.childKind, "usa", "top", id});
            s.leaders.push_back({id, id, "usa", "f" + id, c.childKind, {}});
        }
        s.setup.push_back({id, hex(), -1, ""});
    }
    s.formations.push_back({"enemy", "Enemy", c.kind, "csa", "", ""});
    for (int i = 0; i < 6; ++i) {
        const std::string id = "reb" + std::to_string(i);
        s.units.push_back({id, id, "csa", "enemy", c.unitClass, attrs});
        s.setup.push_back({id, hex(), roll(0, 5), c.mode});
    }
    // Friendly units that may open a path through an enemy ZOC.
    for (int i = 0; i < 4; ++i) {
        const std::string id = "friend" + std::to_string(i);
        s.units.push_back({id, id, "usa", "", c.unitClass, attrs});
        s.setup.push_back({id, hex(), -1, ""});
    }
    doc.scenario = std::move(s);
    return doc;
}

}  // namespace

TEST_CASE("setup.out_of_command and the commander's own trace agree both ways", "[validation][command][trace]") {
    const std::vector<Case> cases{
        {"sss", "division", "", "infantry", "tactical", 8},
        {"cwb", "division", "brigade", "infantry", "line", 4},
        {"lfm", "division", "brigade", "infantry", "", 5},
    };
    for (const Case& c : cases) {
        std::mt19937 rng(1863);
        int flagged = 0, clear = 0;
        for (int seed = 0; seed < 12; ++seed) {
            const Document doc = randomDocument(c, rng);
            Validator validator;
            std::set<std::string> out;
            for (const Diagnostic& d : valtest::ofRule(validator.validate(doc), "setup.out_of_command"))
                for (const Location& l : d.locations)
                    if (l.kind == "unit" || l.kind == "leader") out.insert(l.id);
            const BoardState board(doc.map, *doc.ruleset, &*doc.scenario);
            const CommandTraceRules trace(board, "usa");
            const HexCoord boss = doc.scenario->setup.front().hex;
            const bool inHexes = doc.ruleset->section("command")->policy == "hexes";
            std::optional<ReachResult> reach;
            std::vector<std::pair<HexCoord, int>> hexes;
            if (inHexes) {
                hexes = trace.hexesFrom(boss, 40);
            } else {
                ReachOptions options;
                options.rules = &trace;
                reach = computeReach(MovementProfile(*doc.ruleset, doc.map, "leader"), boss, options);
            }
            for (const Placement& p : doc.scenario->setup) {
                if (p.piece.rfind("sub", 0) != 0) continue;
                double distance = kProhibitedMove;
                if (reach && reach->reached(p.hex)) distance = reach->cost(p.hex);
                for (const auto& [h, d] : hexes)
                    if (h == p.hex) distance = d;
                INFO(c.ruleset << " seed " << seed << " " << p.piece << " at " << doc.map.grid().label(p.hex)
                               << ": trace " << distance << ", range " << c.range);
                const bool within = distance <= c.range + kMpTolerance;
                CHECK(out.contains(p.piece) == !within);
                (within ? clear : flagged) += 1;
            }
        }
        INFO(c.ruleset);
        CHECK(flagged > 5);
        CHECK(clear > 5);
    }
}
