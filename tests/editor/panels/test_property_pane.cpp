// The property pane: typed by the ruleset, every edit one engine command (one undo step), values
// out of range refused with the attribute and its range named.
#include "tests/editor/pane_fixture.hpp"

#include "editor/panels/property_panel.hpp"
#include "editor/panels/validation_panel.hpp"
#include "engine/commands/record_commands.hpp"

#include <wx/propgrid/propgrid.h>

#include <catch2/catch.hpp>

using namespace editor;
using panetest::openFrame;

namespace {

template <class T>
long indexOf(const std::vector<T>& items, const std::string& id) {
    for (std::size_t i = 0; i < items.size(); ++i)
        if (items[i].id == id) return static_cast<long>(i);
    FAIL("no " << id);
    return -1;
}

const engine::Unit& unit(MainFrame& f, const std::string& id) { return *f.document()->doc().scenario->findUnit(id); }

wxString shown(MainFrame& f, const wxString& property) {
    studiotest::pump();  // the grid is rebuilt after its own event
    return f.propertyPanel().grid().GetPropertyValueAsString(property);
}

}  // namespace

TEST_CASE("property pane: a unit attribute edited in the grid is one undo step, out of range is refused",
          "[studio][properties]") {
    const auto frame = openFrame(studiotest::copySample("props-unit"));
    const engine::HexCoord hex = panetest::setupHex(*frame, "gamble");
    frame->select({Selection::Kind::Unit, hex, {}, "gamble"});
    PropertyPanel& props = frame->propertyPanel();
    REQUIRE(props.grid().GetPropertyByName("unit/gamble/strength"));
    CHECK(props.grid().GetPropertyLabel("unit/gamble/strength").Contains("1..20"));  // the schema's range is on show
    REQUIRE(unit(*frame, "gamble").attributes.at("strength") == "3");

    REQUIRE(props.change("unit/gamble/strength", wxVariant(4L)));
    CHECK(unit(*frame, "gamble").attributes.at("strength") == "4");
    CHECK(frame->document()->stack().size() == 1);
    CHECK(frame->document()->stack().undoLabel().find("Combat strength") != std::string::npos);
    CHECK(shown(*frame, "unit/gamble/strength") == "4");

    REQUIRE(frame->runAction("edit.undo"));
    CHECK(unit(*frame, "gamble").attributes.at("strength") == "3");
    CHECK_FALSE(frame->document()->stack().canUndo());
    CHECK(shown(*frame, "unit/gamble/strength") == "3");

    // 25 is above the schema's maximum: refused, nothing changes, the message names it all.
    CHECK_FALSE(props.change("unit/gamble/strength", wxVariant(25L)));
    CHECK(unit(*frame, "gamble").attributes.at("strength") == "3");
    CHECK_FALSE(frame->document()->stack().canUndo());
    CHECK(props.lastRefusal().Contains("Combat strength"));
    CHECK(props.lastRefusal().Contains("1..20"));
    CHECK(props.lastRefusal().Contains("25 is above the maximum 20"));
    // An enum attribute is a choice of its values.
    CHECK(props.change("unit/gamble/disruption", wxVariant(2L)));  // (none), none, shaken
    CHECK(unit(*frame, "gamble").attributes.at("disruption") == "shaken");
}

TEST_CASE("property pane: side, class, mode and set-up hex of a unit are commands, a bad hex label is refused",
          "[studio][properties]") {
    const auto frame = openFrame(studiotest::copySample("props-placement"));
    const engine::HexCoord hex = panetest::setupHex(*frame, "gamble");
    frame->select({Selection::Kind::Unit, hex, {}, "gamble"});
    PropertyPanel& props = frame->propertyPanel();
    const engine::Ruleset& rs = *frame->document()->doc().ruleset;

    // Mode: (default), then the class's modes.
    const engine::UnitClass& cavalry = rs.unitClasses[static_cast<std::size_t>(indexOf(rs.unitClasses, "cavalry"))];
    REQUIRE(props.change("unit/gamble/mode", wxVariant(1 + indexOf(cavalry.modes, "march"))));
    const auto placementMode = [&] {
        for (const engine::Placement& p : frame->document()->doc().scenario->setup)
            if (p.piece == "gamble") return p.mode;
        return std::string("?");
    };
    CHECK(placementMode() == "march");

    const engine::HexCoord to = engine::neighbor(hex, 0);
    const std::string toLabel = frame->document()->doc().map.grid().label(to);
    REQUIRE(props.change("unit/gamble/hex", wxVariant(wxString::FromUTF8(toLabel))));
    CHECK(panetest::setupHex(*frame, "gamble") == to);
    CHECK(frame->selection().hex == to);  // the selection follows the unit
    CHECK(frame->canvas().selection() == to);
    CHECK(shown(*frame, "unit/gamble/hex") == wxString::FromUTF8(toLabel));

    CHECK_FALSE(frame->propertyPanel().change("unit/gamble/hex", wxVariant("Z9999")));
    CHECK(frame->propertyPanel().lastRefusal().Contains("Set-up hex"));
    CHECK(panetest::setupHex(*frame, "gamble") == to);

    CHECK(frame->propertyPanel().change("unit/gamble/class", wxVariant(indexOf(rs.unitClasses, "infantry"))));
    CHECK(unit(*frame, "gamble").unitClass == "infantry");
    CHECK(frame->document()->stack().size() == 3);  // mode, move, class: one step each
    REQUIRE(frame->runAction("edit.undo"));
    REQUIRE(frame->runAction("edit.undo"));
    REQUIRE(frame->runAction("edit.undo"));
    CHECK(panetest::setupHex(*frame, "gamble") == hex);
    CHECK(placementMode() == "tactical");
    CHECK(unit(*frame, "gamble").unitClass == "cavalry");
}

TEST_CASE("property pane: changing a hex's terrain through the grid updates the validation pane",
          "[studio][properties][validation]") {
    const auto sample = panetest::makeProblemSample("props-terrain");
    const auto frame = openFrame(sample.dir);
    ValidationPanel& pane = frame->validationPanel();
    REQUIRE(pane.count() == 2);
    frame->selectHex(sample.noTerrain);
    PropertyPanel& props = frame->propertyPanel();
    const long clear = indexOf(frame->document()->doc().ruleset->terrain, "clear");

    REQUIRE(props.change("hex/terrain", wxVariant(clear)));
    CHECK(frame->document()->doc().map.terrain(sample.noTerrain) == "clear");
    REQUIRE(pane.count() == 1);
    CHECK(pane.rowText(0, ValidationPanel::kRule) == "oob.reduced_stronger");

    REQUIRE(frame->runAction("edit.undo"));
    CHECK(pane.count() == 2);
    CHECK(pane.rowText(0, ValidationPanel::kRule) == "map.no_terrain");
}

TEST_CASE("property pane: level, elevation, in-hex features and hexside features of a hex", "[studio][properties]") {
    const auto frame = openFrame(studiotest::copySample("props-hex"));
    const engine::HexMap& map = frame->document()->doc().map;
    const engine::HexCoord hex = map.grid().fromOffset({5, 5});
    frame->selectHex(hex);
    PropertyPanel& props = frame->propertyPanel();
    const engine::Ruleset& rs = *frame->document()->doc().ruleset;

    REQUIRE(props.change("hex/level", wxVariant(3L)));
    CHECK(map.level(hex) == 3);
    CHECK_FALSE(props.change("hex/level", wxVariant(40000L)));
    CHECK(props.lastRefusal().Contains("Level"));
    CHECK_FALSE(props.change("hex/elevation", wxVariant("high")));
    CHECK(props.lastRefusal().Contains("Elevation"));
    REQUIRE(props.change("hex/elevation", wxVariant("152.5")));
    CHECK(map.elevation(hex) == Approx(152.5));

    const long breastworks = 1L << indexOf(rs.hexFeatures, "breastworks");
    REQUIRE(props.change("hex/features", wxVariant(breastworks)));
    CHECK(map.hasFeature(hex, "breastworks"));

    // The hexside in direction 0 gets a road (a flag of the ruleset's hexside types).
    const engine::HexsideId side = engine::hexsideOf(hex, 0);
    REQUIRE_FALSE(map.hasHexsideFeature(side, "road"));
    REQUIRE(props.change("hexside/0", wxVariant(1L << indexOf(rs.hexsides, "road"))));
    CHECK(map.hasHexsideFeature(side, "road"));
    CHECK(frame->document()->stack().size() == 4);  // level, elevation, features, hexside
    REQUIRE(frame->runAction("edit.undo"));
    CHECK_FALSE(map.hasHexsideFeature(side, "road"));
    CHECK(map.hasFeature(hex, "breastworks"));
}

TEST_CASE("property pane: a selected hexside shows its features alone", "[studio][properties]") {
    const auto frame = openFrame(studiotest::copySample("props-hexside"));
    const engine::HexMap& map = frame->document()->doc().map;
    const engine::HexCoord hex = map.grid().fromOffset({5, 5});
    const engine::HexsideId side = engine::hexsideOf(hex, 1);
    frame->select({Selection::Kind::Hexside, hex, side, {}});
    PropertyPanel& props = frame->propertyPanel();
    CHECK_FALSE(props.grid().GetPropertyByName("hex/terrain"));
    const long creek = 1L << indexOf(frame->document()->doc().ruleset->hexsides, "minor-creek");
    REQUIRE(props.change("hexside", wxVariant(creek)));
    CHECK(map.hasHexsideFeature(side, "minor-creek"));
    CHECK(frame->document()->stack().size() == 1);
}

TEST_CASE("property pane: a victory hex's points and side, negative points refused", "[studio][properties]") {
    const auto frame = openFrame(studiotest::copySample("props-victory"));
    const engine::HexCoord hex = frame->document()->doc().map.grid().fromOffset({8, 8});
    frame->document()->apply(
        std::make_unique<engine::AddVictoryHexCommand>(engine::VictoryHex{"ridge", hex, "", 2, 0, 0}));
    frame->select({Selection::Kind::VictoryHex, hex, {}, "ridge"});
    PropertyPanel& props = frame->propertyPanel();
    const auto victory = [&] { return frame->document()->doc().scenario->victoryHexes.front(); };

    REQUIRE(props.change("victory/ridge/vp", wxVariant(5L)));
    CHECK(victory().vp == 5);
    CHECK_FALSE(props.change("victory/ridge/vp", wxVariant(-1L)));
    CHECK(props.lastRefusal().Contains("Points"));
    CHECK(victory().vp == 5);
    REQUIRE(
        props.change("victory/ridge/side", wxVariant(1L + indexOf(frame->document()->doc().scenario->sides, "csa"))));
    CHECK(victory().side == "csa");
    CHECK_FALSE(props.change("victory/ridge/from", wxVariant(999L)));
    CHECK(props.lastRefusal().Contains("turn track"));
    REQUIRE(frame->runAction("edit.undo"));
    CHECK(victory().side.empty());
    CHECK(victory().vp == 5);
    // The victory pane shows each change in its cells; it takes none of that for an edit of its own.
    studiotest::pump();
    CHECK(victory().side.empty());
    CHECK(frame->document()->stack().canRedo());
}

TEST_CASE("property edits: the schema decides, and a refusal names the attribute and its range",
          "[studio][properties]") {
    const auto frame = openFrame(studiotest::copySample("props-edits"));
    const engine::Document& doc = frame->document()->doc();
    const PropertyEdit required = editUnitAttribute(doc, "gamble", "strength", "");
    CHECK_FALSE(required.command);
    CHECK(required.refusal == "Combat strength (strength) of Gamble's Brigade is required: 1..20");
    const PropertyEdit letter = editUnitAttribute(doc, "gamble", "part", "E");
    CHECK(letter.refusal.find("one of A B C D") != std::string::npos);
    CHECK(editUnitAttribute(doc, "gamble", "part", "B").command);
    CHECK(editUnitAttribute(doc, "gamble", "nickname", "").refusal.empty());  // optional: removed (already absent)
    const PropertyEdit same = editUnitAttribute(doc, "gamble", "strength", "3");
    CHECK_FALSE(same.command);  // unchanged: nothing to undo
    CHECK(same.refusal.empty());
    CHECK(editUnitAttribute(doc, "nobody", "strength", "3").refusal.find("nobody") != std::string::npos);
    CHECK(editUnitMode(doc, "gamble", "limbered").refusal.find("tactical march") != std::string::npos);
}
