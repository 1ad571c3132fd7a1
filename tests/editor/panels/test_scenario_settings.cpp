// The scenario side of the studio beyond the schedule: Scenario Settings as one undo step (the
// last turn changed by typing in the dialog), the victory pane and the map agreeing, File ▸ New
// Scenario from a blank map, File ▸ Import Order of Battle then undo.
#include "tests/editor/studio_fixture.hpp"

#include "editor/import/new_scenario_dialog.hpp"
#include "editor/panels/scenario_settings_dialog.hpp"
#include "editor/panels/schedule_panel.hpp"
#include "editor/panels/turn_track_strip.hpp"
#include "editor/panels/victory_panel.hpp"
#include "editor/tools/victory_hex_tool.hpp"
#include "engine/io/atomic_file.hpp"
#include "engine/io/scenario_file.hpp"
#include "engine/render/draw_list_builder.hpp"
#include "importers/oob/oob_import.hpp"

#include <wx/choice.h>
#include <wx/dataview.h>
#include <wx/textctrl.h>
#include <wx/uiaction.h>

#include <catch2/catch.hpp>

#include <cmath>
#include <fstream>
#include <sstream>

using namespace editor;
using studiotest::Studio;

namespace {

std::string scenarioText(const engine::Document& doc) { return engine::writeScenario(*doc.scenario, doc.map.grid()); }

// Types `text` into a text field as the keyboard would, over what it held.
void typeInto(wxWindow& field, const std::string& text) {
    field.SetFocus();
    studiotest::pump();
    auto& t = static_cast<wxTextCtrl&>(field);
    t.SelectAll();
    wxUIActionSimulator input;
    input.Text(text.c_str());
    studiotest::pump();
    if (t.GetValue() != text) {
        // No keyboard focus under a bare X server: the same text as typing leaves it.
        WARN("the field did not take the typed keys; setting its value");
        t.ChangeValue(text);
    }
}

// The victory markers the map draws at a hex's centre.
std::size_t victoryMarkersAt(const engine::Document& doc, engine::HexCoord hex) {
    engine::DrawOptions options;
    options.visible = engine::mapBounds(doc.map);
    const engine::DrawList list = engine::buildDrawList(doc, options);
    const engine::Point centre = doc.map.layout().toPoint(hex);
    std::size_t n = 0;
    for (const engine::Marker& m : list.markers)
        if (m.shape == engine::MarkerShape::Victory && std::abs(m.centre.x - centre.x) < 1e-6 &&
            std::abs(m.centre.y - centre.y) < 1e-6)
            ++n;
    return n;
}

}  // namespace

TEST_CASE("scenario settings: the last turn typed in the dialog, the whole form one undo step", "[studio][settings]") {
    Studio s("settings-last-turn");
    const std::string before = scenarioText(s.doc());
    ScenarioSettingsDialog dialog(s.frame, s.doc());
    dialog.Show();
    studiotest::pump();
    REQUIRE(dialog.field("last"));
    typeInto(*dialog.field("last"), "8");
    typeInto(*dialog.field("night"), "7 8");
    typeInto(*dialog.field("special-rules"), "Buford holds.\nThe I Corps arrives on turn 2.");
    static_cast<wxTextCtrl*>(dialog.field("victory.union"))
        ->ChangeValue("Hold McPherson Ridge.\n\nKeep the pike open.");
    std::vector<CommandBuilder> edits;
    wxString error;
    REQUIRE(dialog.edits(edits, error));
    dialog.Hide();
    REQUIRE(s.frame->applyScenarioSettings(edits));

    const engine::Scenario& sc = *s.doc().scenario;
    CHECK(sc.turns.lastTurn == 8);
    CHECK(sc.turns.nightTurns == std::vector<int>{7, 8});
    CHECK(sc.specialRules == "Buford holds.\nThe I Corps arrives on turn 2.");
    REQUIRE(sc.victoryConditions.size() == 3);
    CHECK(sc.victoryConditions[1].side == "union");
    CHECK(sc.victoryConditions[2].text == "Keep the pike open.");
    CHECK(sc.victoryConditions[0].text.starts_with("Army morale decides"));  // either side's: kept
    CHECK(s.frame->document()->stack().size() == 1);
    CHECK(s.frame->document()->stack().undoLabel() == "Scenario Settings");
    // The strip follows: eight turns, the last two night.
    const TurnTrackStrip& strip = s.frame->schedulePanel().strip();
    REQUIRE(strip.turns().size() == 8);
    CHECK(strip.turns()[7].night);
    CHECK(strip.turns()[7].time == "15:00");

    // Save, reopen, compare; then undo gives back the file as it was.
    REQUIRE(s.frame->saveAs(s.dir / "longer.rlscn"));
    const std::string saved = scenarioText(s.doc());
    REQUIRE(s.frame->openFile(s.dir / "longer.rlscn"));
    CHECK(scenarioText(s.doc()) == saved);
    CHECK(s.doc().scenario->turns.lastTurn == 8);
    REQUIRE(s.frame->openFile(s.dir / "scenario.rlscn"));
    CHECK(scenarioText(s.doc()) == before);
}

TEST_CASE("scenario settings: a wrong field is named and nothing changes", "[studio][settings]") {
    Studio s("settings-refused");
    ScenarioSettingsDialog dialog(s.frame, s.doc());
    std::vector<CommandBuilder> edits;
    wxString error;
    static_cast<wxTextCtrl*>(dialog.field("last"))->ChangeValue("0");
    CHECK_FALSE(dialog.edits(edits, error));
    CHECK(error.Contains("last turn comes before the first"));
    static_cast<wxTextCtrl*>(dialog.field("last"))->ChangeValue("6");
    static_cast<wxTextCtrl*>(dialog.field("severity"))->ChangeValue("stacking.over_limit loud");
    CHECK_FALSE(dialog.edits(edits, error));
    CHECK(error.Contains("Severity overrides"));
    static_cast<wxTextCtrl*>(dialog.field("severity"))->ChangeValue("stacking.over_limit warning");
    static_cast<wxTextCtrl*>(dialog.field("id"))->ChangeValue("two words");
    edits.clear();
    REQUIRE(dialog.edits(edits, error));
    CHECK_FALSE(s.frame->applyScenarioSettings(edits));  // the engine refuses the id: all rolled back
    CHECK(s.frame->lastError().Contains("ids have no spaces"));
    CHECK_FALSE(s.frame->document()->stack().canUndo());
    CHECK(s.doc().scenario->severityOverrides.empty());
}

TEST_CASE("victory pane: a hex edited in the pane moves on the map, the victory tool adds one to the pane",
          "[studio][victory]") {
    Studio s("victory-pane");
    VictoryPanel& pane = s.frame->victoryPanel();
    CHECK(pane.list().GetItemCount() == 0);
    // The victory tool on the map: a hex appears in the pane, with the totals.
    REQUIRE(s.frame->setTool("victory-hex"));
    s.frame->tool<VictoryHexTool>().onMouseDown(s.at(s.hex("B0505")));
    REQUIRE(pane.list().GetItemCount() == 1);
    CHECK(pane.list().GetTextValue(0, VictoryPanel::kHex) == "B0505");
    CHECK(pane.totalsText().Contains("either 1"));
    const std::string id = s.doc().scenario->victoryHexes[0].id;

    // Edited in the pane: side, points, hex; each one undo step, the map follows.
    pane.editCell(id, VictoryPanel::kSide, "csa");
    pane.editCell(id, VictoryPanel::kPoints, "5");
    pane.editCell(id, VictoryPanel::kHex, "B0606");
    const engine::VictoryHex& v = s.doc().scenario->victoryHexes[0];
    CHECK(v.side == "csa");
    CHECK(v.vp == 5);
    CHECK(v.hex == s.hex("B0606"));
    CHECK(s.frame->document()->stack().size() == 4);
    CHECK(pane.list().GetTextValue(0, VictoryPanel::kHex) == "B0606");
    CHECK(pane.list().GetTextValue(0, VictoryPanel::kPoints) == "5");
    CHECK(pane.totalsText().Contains("csa 5"));
    CHECK(victoryMarkersAt(s.doc(), s.hex("B0606")) == 1);
    CHECK(victoryMarkersAt(s.doc(), s.hex("B0505")) == 0);
    // Selecting the row selects its hex on the map.
    pane.list().SelectRow(0);
    wxDataViewEvent selected(wxEVT_DATAVIEW_SELECTION_CHANGED, &pane.list(), pane.list().RowToItem(0));
    pane.list().ProcessWindowEvent(selected);
    CHECK(s.frame->canvas().selection() == s.hex("B0606"));

    // Refused: a side the scenario lacks; the cell shows the document's value again.
    pane.editCell(id, VictoryPanel::kSide, "prussia");
    CHECK(s.frame->lastError().Contains("no side `prussia`"));
    CHECK(pane.list().GetTextValue(0, VictoryPanel::kSide) == "csa");
    CHECK(s.frame->document()->stack().size() == 4);

    REQUIRE(s.frame->runAction("edit.undo"));
    CHECK(pane.list().GetTextValue(0, VictoryPanel::kHex) == "B0505");
    CHECK(victoryMarkersAt(s.doc(), s.hex("B0505")) == 1);
    pane.selectHex(id);
    REQUIRE(pane.selectedId() == id);
    pane.deleteSelected();
    CHECK(pane.list().GetItemCount() == 0);
    CHECK(s.doc().scenario->victoryHexes.empty());
}

TEST_CASE("File > New Scenario on a new blank map: the ruleset's sides, the map referenced, opened",
          "[studio][new-scenario]") {
    const auto dir = studiotest::copySample("new-scenario");
    const studiotest::FrameGuard guard{studiotest::makeFrame(dir)};
    MainFrame& frame = *guard.frame;
    REQUIRE(findAction(frame.actions(), "file.new-scenario"));

    NewScenarioDialog dialog(&frame);
    wxString error;
    NewScenarioRequest request;
    static_cast<wxTextCtrl*>(dialog.FindWindowByName("map-file"))
        ->ChangeValue(wxString::FromUTF8((dir / "scenario.rlscn").string()));
    CHECK_FALSE(dialog.readRequest(request, error));
    CHECK(error.Contains("Map file"));
    static_cast<wxTextCtrl*>(dialog.FindWindowByName("map-file"))
        ->ChangeValue(wxString::FromUTF8((dir / "cashtown.rlmap").string()));
    static_cast<wxTextCtrl*>(dialog.FindWindowByName("scenario-file"))
        ->ChangeValue(wxString::FromUTF8((dir / "scenario.rlscn").string()));
    static_cast<wxTextCtrl*>(dialog.FindWindowByName("name"))->ChangeValue("Cashtown Road");
    static_cast<wxChoice*>(dialog.FindWindowByName("ruleset"))->SetStringSelection("cwb");
    CHECK_FALSE(dialog.readRequest(request, error));  // never over the user's file
    CHECK(error.Contains("exists"));
    static_cast<wxTextCtrl*>(dialog.FindWindowByName("scenario-file"))
        ->ChangeValue(wxString::FromUTF8((dir / "cashtown.rlscn").string()));
    REQUIRE(dialog.readRequest(request, error));
    CHECK(request.source == NewScenarioRequest::MapSource::Blank);

    REQUIRE(frame.newScenario(request));
    REQUIRE(frame.document());
    const engine::Document& doc = frame.document()->doc();
    REQUIRE(doc.scenario);
    CHECK(doc.scenario->name == "Cashtown Road");
    CHECK(doc.scenario->mapPath == "cashtown.rlmap");
    CHECK(doc.scenario->rulesetRef == "cwb");
    CHECK(doc.scenario->sides.size() == 2);
    CHECK(doc.map.grid().columns() == 30);
    CHECK(std::filesystem::exists(dir / "cashtown.rlmap"));
    CHECK(frame.document()->path() == dir / "cashtown.rlscn");
    // The panes show it: no rows, one turn on the strip.
    CHECK(frame.schedulePanel().strip().turns().size() == 1);
    CHECK(frame.schedulePanel().model().groups().empty());
}

TEST_CASE("File > Import Order of Battle: a sheet merged as one undo step, undo gives the scenario back",
          "[studio][oob-import]") {
    Studio s("import-oob");
    const std::string before = scenarioText(s.doc());
    REQUIRE(findAction(s.frame->actions(), "file.import-oob"));
    // The scenario's own sheet with a regiment more.
    std::string sheet = importers::writeOob(s.doc());
    std::istringstream lines(sheet);
    std::string header;
    std::getline(lines, header);
    std::vector<std::string> columns;
    std::stringstream split(header);
    for (std::string c; std::getline(split, c, ',');) columns.push_back(c);
    const std::map<std::string, std::string> values{{"side", "union"},
                                                    {"kind", "unit"},
                                                    {"id", "6-wis"},
                                                    {"name", "6th Wisconsin"},
                                                    {"parent", "cutler-brigade"},
                                                    {"class", "infantry"},
                                                    {"strength", "3"},
                                                    {"morale", "7"}};
    std::string row;
    for (std::size_t i = 0; i < columns.size(); ++i) {
        const auto it = values.find(columns[i]);
        row += (i ? "," : "") + (it == values.end() ? std::string() : it->second);
    }
    {
        std::ofstream out(s.dir / "oob.csv", std::ios::binary);
        out << sheet << row << "\n";
    }
    REQUIRE(s.frame->importOob(s.dir / "oob.csv", importers::OobImportOptions::Mode::Merge));
    const engine::Unit* added = s.doc().scenario->findUnit("6-wis");
    REQUIRE(added);
    CHECK(added->formation == "cutler-brigade");
    CHECK(s.frame->document()->stack().size() == 1);
    CHECK(s.frame->document()->stack().undoLabel() == "Import Order of Battle");
    REQUIRE(s.frame->runAction("edit.undo"));
    CHECK(scenarioText(s.doc()) == before);

    // A bad row: the file, line and column named, nothing imported.
    {
        std::ofstream out(s.dir / "bad.csv", std::ios::binary);
        out << header << "\n" << row << "\n" << row << "\n";
    }
    CHECK_FALSE(s.frame->importOob(s.dir / "bad.csv", importers::OobImportOptions::Mode::Merge));
    CHECK(s.frame->lastError().Contains("bad.csv"));
    CHECK(s.frame->lastError().Contains("3"));
    CHECK(scenarioText(s.doc()) == before);
}
