// The LOS and reach probes, driven by real clicks on the map (XTest at each hex's centre on the
// screen): their answers are the engine's, the LOS reasons are listed in the
// probe pane, and the reach shading covers exactly the engine's reachable hexes.
#include "tests/editor/pane_fixture.hpp"

#include "editor/panels/probe_panel.hpp"
#include "editor/tools/los_probe_tool.hpp"
#include "editor/tools/reach_probe_tool.hpp"
#include "engine/mechanics/los/line_of_sight.hpp"
#include "engine/mechanics/movement/enemy_presence.hpp"
#include "engine/mechanics/movement/move_rules.hpp"
#include "engine/mechanics/movement/reach.hpp"
#include "tests/test_paths.hpp"

#include <wx/choice.h>
#include <wx/textctrl.h>

#include <catch2/catch.hpp>

#include <cmath>
#include <set>

using namespace editor;

namespace {

using studiotest::Studio;

// The engine's own answer for a pair, as the CLI's `los` gives it (no observer side).
engine::LosResult engineLos(const engine::Document& doc, engine::HexCoord a, engine::HexCoord b,
                            const std::string& side) {
    const engine::BoardState ctx(doc.map, *doc.ruleset, doc.scenario ? &*doc.scenario : nullptr);
    engine::LosQuery q;
    q.from = a;
    q.to = b;
    q.side = side;
    return engine::makeLineOfSight(*doc.ruleset)->trace(ctx, q);
}

// The frame raised over other windows and the whole map in view, so a click reaches every hex.
void showWholeMap(MainFrame& frame) {
    frame.Raise();
    studiotest::pump();
    frame.canvas().zoomToFit();
    studiotest::waitForPaint(frame);
}

}  // namespace

TEST_CASE("LOS probe: the verdict is the engine's and the pane lists its reasons", "[studio][probes]") {
    Studio s("los-probe");
    const engine::HexGrid& grid = s.doc().map.grid();
    REQUIRE(s.frame->runAction("tools.los-probe"));
    showWholeMap(*s.frame);
    // Probe from an empty hex to every hex four to eight hexes away until both a clear and a
    // blocked line have been checked.
    const engine::BoardState ctx(s.doc().map, *s.doc().ruleset, &*s.doc().scenario);
    std::set<engine::LosVerdict> seen;
    int probes = 0;
    for (std::size_t i = 0; i < grid.size() && seen.size() < 2; i += 7) {
        const engine::HexCoord a = grid.at(i);
        if (ctx.occupancy.occupied(a)) continue;
        for (std::size_t j = 0; j < grid.size() && seen.size() < 2; j += 5) {
            const engine::HexCoord b = grid.at(j);
            if (engine::hexDistance(a, b) < 4 || engine::hexDistance(a, b) > 8) continue;
            const engine::LosResult expected = engineLos(s.doc(), a, b, "");
            if (seen.count(expected.verdict) || expected.verdict == engine::LosVerdict::Partial) continue;
            studiotest::clickHex(*s.frame, a);
            REQUIRE(s.frame->tool<LosProbeTool>().from() == a);
            CHECK_FALSE(s.frame->tool<LosProbeTool>().result().has_value());
            studiotest::clickHex(*s.frame, b);
            REQUIRE(s.frame->tool<LosProbeTool>().result().has_value());
            const engine::LosResult& got = *s.frame->tool<LosProbeTool>().result();
            CHECK(got.verdict == expected.verdict);
            REQUIRE(got.reasons.size() == expected.reasons.size());
            const ProbePanel& pane = s.frame->probePanel();
            CHECK(pane.summary().Contains(engine::toString(expected.verdict)));
            CHECK(pane.summary().Contains(wxString::FromUTF8(grid.label(a))));
            REQUIRE(pane.lineCount() == static_cast<int>(expected.reasons.size()));
            for (std::size_t k = 0; k < expected.reasons.size(); ++k) {
                CHECK(pane.line(static_cast<int>(k)).Contains(wxString::FromUTF8(expected.reasons[k].message)));
                if (!expected.reasons[k].cite.empty())
                    CHECK(pane.line(static_cast<int>(k)).Contains(wxString::FromUTF8(expected.reasons[k].cite)));
            }
            seen.insert(expected.verdict);
            ++probes;
        }
    }
    CHECK(seen.count(engine::LosVerdict::Clear) == 1);
    CHECK(seen.count(engine::LosVerdict::Blocked) == 1);
    CHECK(probes == 2);
    CHECK(s.frame->document()->stack().size() == 0);  // probing edits nothing
}

TEST_CASE("reach probe: shades exactly the engine's reachable hexes", "[studio][probes]") {
    Studio s("reach-probe");
    const engine::Document& doc = s.doc();
    const engine::HexCoord start = *doc.map.grid().parseLabel("A0606");
    REQUIRE(s.frame->runAction("tools.reach-probe"));
    showWholeMap(*s.frame);
    ReachProbeTool& reach = s.frame->tool<ReachProbeTool>();
    reach.setUnitClass("infantry");
    reach.setMode("tactical");
    reach.setBudget(3);
    const wxImage plain = s.frame->canvas().renderToBitmap().ConvertToImage();
    studiotest::clickHex(*s.frame, start);
    REQUIRE(reach.start() == start);
    REQUIRE(reach.error().empty());

    const engine::MovementProfile profile(*doc.ruleset, doc.map, "infantry", "tactical");
    const std::vector<engine::ReachedHex> expected =
        engine::computeReach(profile, start, engine::ReachOptions::fromRuleset(*doc.ruleset, 3)).hexes();
    REQUIRE(reach.reached().size() == expected.size());
    std::set<engine::HexCoord> reachable;
    for (std::size_t i = 0; i < expected.size(); ++i) {
        CHECK(reach.reached()[i].hex == expected[i].hex);
        CHECK(reach.reached()[i].cost == expected[i].cost);
        reachable.insert(expected[i].hex);
    }
    CHECK(reachable.size() > 3);
    CHECK(reachable.size() < doc.map.grid().size());
    CHECK(s.frame->probePanel().summary().Contains(wxString::Format("%zu hexes", expected.size())));

    // On the canvas: a point inside each hex, west of its centre clear of counters, labels and
    // markers, changes colour exactly where the engine says the unit can go.
    const wxImage shaded = s.frame->canvas().renderToBitmap().ConvertToImage();
    const MapView& view = s.frame->canvas().view();
    const double r = doc.map.layout().circumradius();
    int checked = 0;
    for (std::size_t i = 0; i < doc.map.grid().size(); ++i) {
        const engine::HexCoord h = doc.map.grid().at(i);
        const engine::Point c = doc.map.layout().toPoint(h);
        const ScreenPoint p = view.toScreen({c.x - 0.6 * r, c.y});
        const int x = static_cast<int>(std::lround(p.x)), y = static_cast<int>(std::lround(p.y));
        if (x < 0 || y < 0 || x >= plain.GetWidth() || y >= plain.GetHeight()) continue;
        const bool changed = plain.GetRed(x, y) != shaded.GetRed(x, y) ||
                             plain.GetGreen(x, y) != shaded.GetGreen(x, y) ||
                             plain.GetBlue(x, y) != shaded.GetBlue(x, y);
        INFO("hex " << doc.map.grid().label(h));
        CHECK(changed == (reachable.count(h) == 1));
        ++checked;
    }
    CHECK(checked == static_cast<int>(doc.map.grid().size()));
    reach.clear();
    const wxImage cleared = s.frame->canvas().renderToBitmap().ConvertToImage();
    CHECK(std::equal(cleared.GetData(), cleared.GetData() + cleared.GetWidth() * cleared.GetHeight() * 3,
                     plain.GetData()));
}

TEST_CASE("LOS probe: every reason in full with the fire-table shift, a hex to itself is refused", "[studio][probes]") {
    Studio s("los-probe-hs", "scenario.rlscn");
    REQUIRE(s.frame->openFile(testpaths::source() / "samples" / "hs-devils-den" / "scenario.rlscn"));
    const engine::Document& doc = s.doc();
    const engine::HexGrid& grid = doc.map.grid();
    REQUIRE(s.frame->runAction("tools.los-probe"));
    showWholeMap(*s.frame);
    LosProbeTool& los = s.frame->tool<LosProbeTool>();

    // A hex to itself: no answer, and the pane says why.
    const engine::HexCoord a = grid.at(grid.size() / 2);
    studiotest::clickHex(*s.frame, a);
    studiotest::clickHex(*s.frame, a);
    CHECK_FALSE(los.to());
    CHECK_FALSE(los.result());
    CHECK(s.frame->probePanel().summary().Contains("two different hexes"));
    los.clear();

    // A pair whose fire the HS rules shift on the fire table (HS 12.1a obscured).
    const engine::BoardState ctx(doc.map, *doc.ruleset, &*doc.scenario);
    std::optional<std::pair<engine::HexCoord, engine::HexCoord>> shifted;
    for (std::size_t i = 0; i < grid.size() && !shifted; i += 3) {
        const engine::HexCoord from = grid.at(i);
        if (ctx.occupancy.occupied(from)) continue;
        for (std::size_t j = 0; j < grid.size() && !shifted; j += 2) {
            const engine::HexCoord to = grid.at(j);
            if (engine::hexDistance(from, to) < 2 || engine::hexDistance(from, to) > 6) continue;
            if (engineLos(doc, from, to, "").columnShiftLeft > 0) shifted = std::pair(from, to);
        }
    }
    REQUIRE(shifted);
    studiotest::clickHex(*s.frame, shifted->first);
    REQUIRE(los.from() == shifted->first);
    studiotest::clickHex(*s.frame, shifted->second);
    REQUIRE(los.to() == shifted->second);
    REQUIRE(los.result());
    const engine::LosResult expected = engineLos(doc, shifted->first, shifted->second, "");
    const ProbePanel& pane = s.frame->probePanel();
    CHECK(pane.summary().Contains(wxString::Format("Fire table: %d column(s) left", expected.columnShiftLeft)));
    REQUIRE(pane.lineCount() == static_cast<int>(expected.reasons.size()));
    for (const engine::Reason& reason : expected.reasons) {
        CHECK(pane.details().Contains(wxString::FromUTF8(engine::describe(reason))));  // in full, not cut
        for (const engine::HexCoord h : reason.hexes) CHECK(pane.details().Contains(wxString::FromUTF8(grid.label(h))));
    }
    // Wrapped in a text the pane's width, not cut at its edge.
    auto* details = dynamic_cast<wxTextCtrl*>(wxWindow::FindWindowByName("probe-details", s.frame));
    REQUIRE(details);
    CHECK(details->HasFlag(wxTE_WORDWRAP));
    CHECK(details->IsMultiLine());

    // Another tool takes the probe off the map.
    REQUIRE(s.frame->runAction("tools.select"));
    CHECK_FALSE(los.from());
}

TEST_CASE(
    "reach probe: moves as the side of the unit in its start hex, as the CLI with --side, a picked hex "
    "shows its path with each step's reasons",
    "[studio][probes]") {
    Studio s("reach-side");
    const engine::Document& doc = s.doc();
    const engine::HexCoord start = panetest::setupHex(*s.frame, "gamble");
    REQUIRE(s.frame->runAction("tools.reach-probe"));
    showWholeMap(*s.frame);
    ReachProbeTool& reach = s.frame->tool<ReachProbeTool>();
    reach.setUnitClass("cavalry");
    reach.setBudget(0);  // unlimited: the whole map, but for what the enemy holds
    studiotest::clickHex(*s.frame, start);
    REQUIRE(reach.start() == start);
    REQUIRE(reach.error().empty());
    CHECK(reach.movingSide() == "union");

    // What `ridgeline reach FILE START --class cavalry --mp unlimited --side union` computes.
    const engine::BoardState ctx(doc.map, *doc.ruleset, &*doc.scenario);
    const engine::EnemyPresence enemies(ctx, "union");
    const engine::MovementProfile profile(*doc.ruleset, doc.map, "cavalry", "");
    engine::ReachOptions options = engine::ReachOptions::fromRuleset(*doc.ruleset, engine::kProhibitedMove);
    const std::size_t ignoringUnits = engine::computeReach(profile, start, options).hexes().size();
    options.enemies = &enemies;
    const engine::MoveRules rules(ctx, profile, &enemies, engine::MovingStack{"union", "", {}}, start);
    options.rules = &rules;
    const std::size_t withEnemies = engine::computeReach(profile, start, options).hexes().size();
    CHECK(reach.reached().size() == withEnemies);
    CHECK(withEnemies < ignoringUnits);  // the Confederates stand in the way
    CHECK(s.frame->probePanel().summary().Contains("as union"));

    // Picking a far hex in the list: its path, step by step, each with its reasons.
    ProbePanel& pane = s.frame->probePanel();
    const int last = pane.lineCount() - 1;
    REQUIRE(last > 0);
    pane.pickReached(last);
    REQUIRE(reach.target());
    REQUIRE_FALSE(reach.path().empty());
    CHECK(reach.path().back().to == *reach.target());
    CHECK(reach.path().front().from == start);
    CHECK(pane.details().Contains(wxString::FromUTF8("Path to " + doc.map.grid().label(*reach.target()))));
    for (const ReachProbeTool::Step& step : reach.path()) {
        CHECK(pane.details().Contains(wxString::FromUTF8(doc.map.grid().label(step.to))));
        for (const engine::Reason& r : step.reasons)
            CHECK(pane.details().Contains(wxString::FromUTF8(engine::describe(r))));
    }
    // Another tool clears the shading.
    REQUIRE(s.frame->runAction("tools.terrain-brush"));
    CHECK_FALSE(reach.start());
    CHECK(reach.reached().empty());
}

namespace {

// Chooses `index` in one of the probe pane's choices as the user would, and says what it now shows.
wxString choose(ProbePanel& pane, const char* name, int index) {
    auto* choice = dynamic_cast<wxChoice*>(pane.FindWindow(name));
    REQUIRE(choice);
    REQUIRE(index >= 0);
    REQUIRE(index < static_cast<int>(choice->GetCount()));
    choice->SetSelection(index);
    wxCommandEvent chosen(wxEVT_CHOICE, choice->GetId());
    chosen.SetEventObject(choice);
    chosen.SetInt(index);
    choice->ProcessWindowEvent(chosen);
    return choice->GetString(static_cast<unsigned>(index));
}

}  // namespace

TEST_CASE("reach probe: the mover's orders and the turn from the pane, as reach --orders and --turn",
          "[studio][probes]") {
    Studio s("reach-orders");
    const engine::Document& doc = s.doc();
    const engine::HexCoord start = panetest::setupHex(*s.frame, "gamble");
    REQUIRE(s.frame->runAction("tools.reach-probe"));
    showWholeMap(*s.frame);
    ReachProbeTool& reach = s.frame->tool<ReachProbeTool>();
    ProbePanel& pane = s.frame->probePanel();
    reach.setUnitClass("cavalry");
    reach.setBudget(0);
    studiotest::clickHex(*s.frame, start);
    REQUIRE(reach.start() == start);
    REQUIRE(reach.error().empty());
    const std::size_t noOrders = reach.reached().size();

    // What `ridgeline reach FILE START --class cavalry --mp unlimited --side union [--orders O] [--turn T]`
    // computes.
    engine::BoardState ctx(doc.map, *doc.ruleset, &*doc.scenario);
    const auto engineReach = [&](const std::string& orders) {
        const engine::EnemyPresence enemies(ctx, "union");
        const engine::MovementProfile profile(*doc.ruleset, doc.map, "cavalry", "");
        engine::ReachOptions options = engine::ReachOptions::fromRuleset(*doc.ruleset, engine::kProhibitedMove);
        options.enemies = &enemies;
        const engine::MoveRules rules(ctx, profile, &enemies, engine::MovingStack{"union", orders, {}}, start);
        options.rules = &rules;
        return engine::computeReach(profile, start, options).hexes().size();
    };
    CHECK(noOrders == engineReach(""));

    // "March orders: units may not enter a ZOC or ZOI" (SSS 9.171, the order-entry row).
    auto* orders = dynamic_cast<wxChoice*>(pane.FindWindow("probe-orders"));
    REQUIRE(orders);
    CHECK(choose(pane, "probe-orders", orders->FindString("march")) == "march");
    CHECK(reach.orders() == "march");
    CHECK(reach.reached().size() == engineReach("march"));
    CHECK(reach.reached().size() < noOrders);
    // Not applying: back to no orders, the zones are entered again.
    choose(pane, "probe-orders", 0);
    CHECK(reach.orders().empty());
    CHECK(reach.reached().size() == noOrders);

    // The turn track's last turn, as --turn does.
    auto* turns = dynamic_cast<wxChoice*>(pane.FindWindow("probe-turn"));
    REQUIRE(turns);
    const engine::TurnTrack& track = doc.scenario->turns;
    REQUIRE(static_cast<int>(turns->GetCount()) == track.lastTurn - track.firstTurn + 2);
    CHECK(choose(pane, "probe-turn", static_cast<int>(turns->GetCount()) - 1)
              .StartsWith(wxString::Format("Turn %d", track.lastTurn)));
    CHECK(reach.turn() == track.lastTurn);
    ctx.turn = track.lastTurn;
    CHECK(reach.reached().size() == engineReach(""));
    CHECK(reach.error().empty());
}
