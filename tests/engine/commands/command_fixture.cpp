#include "command_fixture.hpp"

#include "engine/commands/record_commands.hpp"
#include "engine/commands/set_hex_cells_command.hpp"
#include "engine/commands/set_hexside_features_command.hpp"
#include "engine/commands/set_map_settings_command.hpp"
#include "engine/commands/set_placement_command.hpp"
#include "engine/commands/set_scenario_settings_command.hpp"
#include "engine/io/map_file.hpp"
#include "engine/io/scenario_file.hpp"

#include <catch2/catch.hpp>

#include <stdexcept>

using namespace engine;

namespace cmdtest {
namespace {

const std::vector<std::string> kTerrain{"clear", "woods", "orchard", "town", "marsh"};
const std::vector<std::string> kFeatures{"town", "sloping", "crest"};
const std::vector<std::string> kSideFeatures{"road", "pike", "creek", "stone-wall", "minor-slope"};

Unit unit(std::string id, std::string side, std::string formation, std::string strength) {
    return {id, "Unit " + id, std::move(side), std::move(formation), "infantry", {{"strength", std::move(strength)}}};
}

}  // namespace

HexCoord hexAt(const Document& doc, int col, int row) { return doc.map.grid().fromOffset({col, row}); }

Document makeDocument() {
    Document doc;
    auto ruleset = std::make_shared<Ruleset>();
    ruleset->id = "sss";
    ruleset->name = "Simpler Summer Storm";
    doc.ruleset = ruleset;

    doc.map = HexMap(HexGrid(GridShape{}, 12, 10), 182.88);
    HexMap& m = doc.map;
    m.setTitle("Test Map");
    m.setRulesetId("sss");
    for (const auto& t : kTerrain) m.internTerrain(t);
    for (const auto& f : kFeatures) m.internFeature(f);
    for (const auto& f : kSideFeatures) m.internHexsideFeature(f);
    for (int row = 0; row < 10; ++row)
        for (int col = 0; col < 12; ++col) {
            const HexCoord h = hexAt(doc, col, row);
            if ((col + row) % 3 == 0) m.setTerrain(h, kTerrain[static_cast<std::size_t>(col % 4)]);
            if (row < 6) m.setLevel(h, (col + row) % 4);
            if (col % 5 == 0) m.setElevation(h, 150.5 + col + row);
            if (col == 3 && row < 4) m.setProvenance(h, Provenance::Raster);
        }
    m.setFeature(hexAt(doc, 5, 5), "town", true);
    m.setFeature(hexAt(doc, 6, 5), "sloping", true);
    m.setPlaceName(hexAt(doc, 5, 5), "Gettysburg");
    m.setPlaceName(hexAt(doc, 2, 8), "Round Top");
    for (int col = 0; col < 11; ++col) m.setHexsideFeature(hexsideOf(hexAt(doc, col, 4), 1), "road", true);
    m.setHexsideFeature(hexsideOf(hexAt(doc, 7, 2), 2), "creek", true);
    m.setHexsideFeature(hexsideOf(hexAt(doc, 7, 2), 2), "stone-wall", true);

    Scenario s;
    s.id = "test";
    s.name = "Test Scenario";
    s.mapPath = "test.rlmap";
    s.rulesetRef = "sss";
    s.options = {{"night", "on"}};
    s.turns = {"1863-07-01", "07:00", 60, 1, 12, {10, 11}};
    s.sides = {{"usa", "Union"}, {"csa", "Confederate"}};
    s.formations = {{"i", "I Corps", "corps", "usa", "", "reynolds"},
                    {"i-1", "1st Division", "division", "usa", "i", ""},
                    {"heth", "Heth's Division", "division", "csa", "", "heth"}};
    s.leaders = {{"reynolds", "Reynolds", "usa", "i", "corps", {{"rating", "3"}}},
                 {"heth", "Heth", "csa", "heth", "division", {{"rating", "2"}}}};
    s.units = {unit("iron", "usa", "i-1", "9"),   unit("cutler", "usa", "i-1", "8"),
               unit("stone", "usa", "i", "7"),    unit("archer", "csa", "heth", "9"),
               unit("davis", "csa", "heth", "8"), unit("pettigrew", "csa", "heth", "10")};
    s.setup = {{"iron", hexAt(doc, 4, 3), 1, "line"},
               {"cutler", hexAt(doc, 5, 3), -1, ""},
               {"archer", hexAt(doc, 8, 3), 4, "column"},
               {"reynolds", hexAt(doc, 4, 4), -1, ""}};
    s.entryAreas = {{"south", "Emmitsburg Road", {hexAt(doc, 4, 9), hexAt(doc, 5, 9)}}};
    ReinforcementRow r1{"r1", 3, "usa", {"stone"}, {}, hexAt(doc, 0, 5), "", "column", "", "", {}};
    ReinforcementRow r2{"r2", 4, "csa", {"davis", "pettigrew"}, {"heth"}, std::nullopt, "south", "", "", "1d6>=4", {}};
    s.schedule = {r1, r2};
    s.victoryHexes = {{"vp1", hexAt(doc, 5, 5), "", 5, 0, 0}, {"vp2", hexAt(doc, 2, 8), "csa", 3, 6, 0}};
    s.victoryConditions = {{"vc1", "csa", "Hold Gettysburg at the end."}};
    s.specialRules = "No cavalry.";
    s.severityOverrides = {{"stacking.over_limit", "warning"}};
    s.waivers = {{"command.out_of_range", "unit:stone", "arrives later"}};
    doc.scenario = std::move(s);
    return doc;
}

std::string fileText(const Document& doc) {
    std::string text = writeMap(doc.map);
    if (!doc.scenario) return text;
    try {
        text += writeScenario(*doc.scenario, doc.map.grid());
    } catch (const std::invalid_argument& e) {
        // A command may leave a reference dangling (a removed formation its units still name): the
        // validator reports it, and the writer refuses the scenario until it is resolved.
        text += std::string("not writable: ") + e.what() + "\n";
    }
    return text;
}

void checkRoundTrip(Document& doc, Command& cmd) {
    INFO("command: " << cmd.label());
    const std::string before = fileText(doc);
    const Document original = doc;
    cmd.apply(doc);
    const std::string applied = fileText(doc);
    const bool modelChanged = !(doc.scenario == original.scenario) || applied != before;
    CHECK(modelChanged);
    CHECK_FALSE(cmd.changes().empty());
    cmd.revert(doc);
    CHECK(fileText(doc) == before);
    CHECK(doc.scenario == original.scenario);
    cmd.apply(doc);
    CHECK(fileText(doc) == applied);
    cmd.revert(doc);
    CHECK(fileText(doc) == before);
}

void applyChecked(Document& doc, std::unique_ptr<Command> cmd) {
    REQUIRE(cmd);
    checkRoundTrip(doc, *cmd);
    cmd->apply(doc);
}

namespace {

template <class T>
const T& pick(const std::vector<T>& v, std::mt19937& rng) {
    return v[std::uniform_int_distribution<std::size_t>(0, v.size() - 1)(rng)];
}

int roll(std::mt19937& rng, int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); }

HexCoord randomHex(const Document& doc, std::mt19937& rng) {
    return hexAt(doc, roll(rng, 0, doc.map.grid().columns() - 1), roll(rng, 0, doc.map.grid().rows() - 1));
}

std::vector<HexCoord> randomHexes(const Document& doc, std::mt19937& rng) {
    std::vector<HexCoord> hexes;
    for (int i = roll(rng, 1, 8); i > 0; --i) hexes.push_back(randomHex(doc, rng));
    return hexes;
}

std::string freshId(std::mt19937& rng) { return "x" + std::to_string(rng() % 1000000); }

// A random existing id of a record kind, or "" when there is none.
template <class Traits>
std::string randomId(const Document& doc, std::mt19937& rng) {
    const auto& v = Traits::records(*doc.scenario);
    return v.empty() ? std::string{} : pick(v, rng).id;
}

template <class Traits>
std::unique_ptr<Command> randomRecordCommand(const Document& doc, std::mt19937& rng,
                                             typename Traits::Record (*make)(const Document&, std::mt19937&)) {
    const std::string id = randomId<Traits>(doc, rng);
    switch (roll(rng, 0, 2)) {
    case 0: {
        const auto size = Traits::records(*doc.scenario).size();
        auto record = make(doc, rng);
        if (findRecord<Traits>(*doc.scenario, record.id) >= 0) return nullptr;
        return std::make_unique<AddRecordCommand<Traits>>(
            std::move(record), static_cast<std::size_t>(roll(rng, 0, static_cast<int>(size))));
    }
    case 1: return RemoveRecordCommand<Traits>::make(doc, id);
    default: {
        if (id.empty()) return nullptr;
        auto after = make(doc, rng);
        after.id = id;  // an edit in place; the merge key makes some consecutive edits merge
        return ReplaceRecordCommand<Traits>::make(doc, id, std::move(after), {}, roll(rng, 0, 1) ? "panel" : "");
    }
    }
}

Unit randomUnit(const Document&, std::mt19937& rng) {
    return {freshId(rng), "Unit",     roll(rng, 0, 1) ? "usa" : "csa",
            "i",          "infantry", {{"strength", std::to_string(roll(rng, 1, 12))}}};
}
Leader randomLeader(const Document&, std::mt19937& rng) {
    return {freshId(rng), "Leader", "usa", "i", "brigade", {{"rating", std::to_string(roll(rng, 0, 3))}}};
}
Formation randomFormation(const Document&, std::mt19937& rng) {
    return {freshId(rng), "Brigade", "brigade", "csa", "heth", ""};
}
Side randomSide(const Document&, std::mt19937& rng) {
    return {freshId(rng), "Side " + std::to_string(roll(rng, 1, 9))};
}
ReinforcementRow randomRow(const Document& doc, std::mt19937& rng) {
    ReinforcementRow r{freshId(rng), roll(rng, 1, 12), "usa", {"stone"}, {}, std::nullopt, "", "", "", "", {}};
    if (roll(rng, 0, 1)) r.entryHex = randomHex(doc, rng);
    else r.entryArea = "south";
    return r;
}
VictoryHex randomVictoryHex(const Document& doc, std::mt19937& rng) {
    return {freshId(rng), randomHex(doc, rng), roll(rng, 0, 1) ? "usa" : "", roll(rng, 1, 10), 0, 0};
}
EntryArea randomEntryArea(const Document& doc, std::mt19937& rng) {
    return {freshId(rng), "Area", randomHexes(doc, rng)};
}
VictoryCondition randomCondition(const Document&, std::mt19937& rng) {
    return {freshId(rng), "usa", "Condition " + std::to_string(roll(rng, 1, 99))};
}

std::unique_ptr<Command> randomPlacement(const Document& doc, std::mt19937& rng) {
    const Scenario& s = *doc.scenario;
    switch (roll(rng, 0, 2)) {
    case 0:
        if (s.setup.empty()) return nullptr;
        return movePiece(doc, pick(s.setup, rng).piece, randomHex(doc, rng));
    case 1:
        if (s.setup.empty()) return nullptr;
        return unplacePiece(doc, pick(s.setup, rng).piece);
    default: {
        if (s.units.empty()) return nullptr;
        return placePiece(
            doc, {pick(s.units, rng).id, randomHex(doc, rng), roll(rng, -1, 5), roll(rng, 0, 1) ? "line" : ""});
    }
    }
}

std::unique_ptr<Command> randomSettings(const Document& doc, std::mt19937& rng) {
    switch (roll(rng, 0, 7)) {
    case 0: return setScenarioName(doc, "Name " + std::to_string(roll(rng, 0, 5)));
    case 1: {
        TurnTrack t = doc.scenario->turns;
        t.lastTurn = roll(rng, 2, 20);
        t.turnMinutes = roll(rng, 0, 1) ? 60 : 20;
        return setTurnTrack(doc, t);
    }
    case 2: return setOption(doc, roll(rng, 0, 1) ? "night" : "variant", roll(rng, 0, 2) ? "on" : "");
    case 3: return setSpecialRules(doc, "Rule " + std::to_string(roll(rng, 0, 5)));
    case 4: return setSeverityOverride(doc, "los.blocked", roll(rng, 0, 1) ? "error" : "");
    case 5: return addWaiver(doc, {"stacking.over_limit", "hex:" + std::to_string(roll(rng, 1, 4)), "ok"});
    case 6: return removeWaiver(doc, "command.out_of_range", "unit:stone");
    default:
        return roll(rng, 0, 1) ? setMapTitle(doc, "Map " + std::to_string(roll(rng, 0, 3)))
                               : setGeoref(doc, {"EPSG:32618", {roll(rng, 0, 9) * 100.0, 4.4e6}});
    }
}

// Builders that intern get only ids the fixture interned already, so the palette never grows.
std::unique_ptr<Command> randomMapEdit(Document& doc, std::mt19937& rng) {
    const std::vector<HexCoord> hexes = randomHexes(doc, rng);
    switch (roll(rng, 0, 7)) {
    case 0: return setTerrain(doc, hexes, roll(rng, 0, 5) ? pick(kTerrain, rng) : "");
    case 1: return setLevel(doc, hexes, roll(rng, 0, 6) ? roll(rng, -1, 6) : kNoLevel);
    case 2: return setElevation(doc, hexes, roll(rng, 100, 200) + 0.25);
    case 3: return setFeature(doc, hexes, pick(kFeatures, rng), roll(rng, 0, 1) == 1);
    case 4: return setProvenance(doc, hexes, static_cast<Provenance>(roll(rng, 0, 3)));
    case 5: return setPlaceName(doc, hexes.front(), roll(rng, 0, 3) ? "Place " + std::to_string(roll(rng, 0, 4)) : "");
    default: {
        std::vector<HexsideId> sides;
        for (HexCoord h : hexes) sides.push_back(hexsideOf(h, roll(rng, 0, 5)));
        return setHexsideFeature(doc, sides, pick(kSideFeatures, rng), roll(rng, 0, 2) != 0);
    }
    }
}

}  // namespace

std::unique_ptr<Command> randomCommand(Document& doc, std::mt19937& rng) {
    switch (roll(rng, 0, 13)) {
    case 12:
    case 13: return randomAuthoringCommand(doc, rng);
    case 0: return randomMapEdit(doc, rng);
    case 1: return randomMapEdit(doc, rng);
    case 2: return randomPlacement(doc, rng);
    case 3: return randomSettings(doc, rng);
    case 4: return randomRecordCommand<UnitTraits>(doc, rng, randomUnit);
    case 5: return randomRecordCommand<LeaderTraits>(doc, rng, randomLeader);
    case 6: return randomRecordCommand<FormationTraits>(doc, rng, randomFormation);
    case 7: return randomRecordCommand<SideTraits>(doc, rng, randomSide);
    case 8: return randomRecordCommand<ScheduleRowTraits>(doc, rng, randomRow);
    case 9: return randomRecordCommand<VictoryHexTraits>(doc, rng, randomVictoryHex);
    case 10: return randomRecordCommand<EntryAreaTraits>(doc, rng, randomEntryArea);
    default: return randomRecordCommand<VictoryConditionTraits>(doc, rng, randomCondition);
    }
}

}  // namespace cmdtest
