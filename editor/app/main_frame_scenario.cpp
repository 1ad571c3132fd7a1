// MainFrame's scenario side: the schedule and victory panes docked with the others and what they
// ask of the frame (their edits applied as undo steps, refusals in the status bar, a turn's entry
// hexes outlined on the map, the entry and victory tools); Scenario Settings as one undo step;
// Scenario Reachability (the table, a row's path outlined on the map) and the Reachability layer; Edit ▸ Rules Not Checked;
// File ▸ New Scenario; File ▸ Import Order of Battle as one undo step. Kept apart from
// main_frame.cpp, which builds the window.
#include "editor/app/main_frame.hpp"
#include "editor/document/document_edit.hpp"
#include "editor/import/new_scenario_dialog.hpp"
#include "editor/panels/not_checked_dialog.hpp"
#include "editor/panels/reachability_dialog.hpp"
#include "editor/panels/scenario_settings_dialog.hpp"
#include "editor/panels/schedule_panel.hpp"
#include "editor/panels/tool_palette.hpp"
#include "editor/panels/victory_panel.hpp"
#include "engine/io/atomic_file.hpp"
#include "engine/io/load_error.hpp"

#include <wx/choicdlg.h>
#include <wx/filedlg.h>

namespace fs = std::filesystem;

namespace editor {

void MainFrame::buildScenarioPanes() {
    const auto apply = [this](std::unique_ptr<engine::Command> c) { applyCommand(std::move(c)); };
    const auto report = [this](const wxString& why) {
        m_lastError = why;
        if (GetStatusBar()) SetStatusText(why, 0);
    };
    SchedulePanel::Hooks schedule;
    schedule.apply = apply;
    schedule.report = report;
    schedule.showArrivals = [this](int, const std::vector<engine::HexCoord>& hexes) {
        m_canvas->setHighlight(hexes);
        if (!hexes.empty()) m_canvas->centreOn(hexes.front());
    };
    schedule.paintArea = [this](const std::string& area) {
        m_palette->chooseEntryArea(area);
        setTool("entry-hex");
    };
    m_schedule = new SchedulePanel(this, std::move(schedule));
    m_canvas->addTextDropHandler(
        [this](std::optional<engine::HexCoord> hex, const wxString& text) { return m_schedule->dropOnMap(hex, text); });
    VictoryPanel::Hooks victory;
    victory.apply = apply;
    victory.report = report;
    victory.selectHex = [this](engine::HexCoord hex) {
        m_canvas->centreOn(hex);
        selectHex(hex);
    };
    victory.useVictoryTool = [this] { setTool("victory-hex"); };
    // The victory list scrolls when the right column is shorter than it (a 1000 x 700 window).
    auto* victoryScroller = new PaneScroller(this);
    m_victory = new VictoryPanel(victoryScroller, std::move(victory));
    victoryScroller->setContent(m_victory);
    // The schedule below the map with the other wide tables (the validation pane goes beside it);
    // the short victory list at the right.
    dock(m_schedule, "schedule", _("Schedule"), Dock::Bottom);
    dock(m_victory, "victory", _("Victory"), Dock::Right);
}

void MainFrame::editScenarioSettings() {
    if (!m_doc || !m_doc->doc().scenario) return;
    ScenarioSettingsDialog dialog(this, m_doc->doc());
    std::vector<CommandBuilder> edits;
    wxString error;
    if (dialog.ShowModal() == wxID_OK && dialog.edits(edits, error)) applyScenarioSettings(edits);
}

void MainFrame::showReachability() {
    if (!m_doc || !m_doc->doc().scenario) return;
    finishGesture();
    std::vector<engine::HexCoord> extra;
    if (m_selection.onMap() && m_doc->doc().map.contains(m_selection.hex)) extra.push_back(m_selection.hex);
    const std::vector<engine::HexCoord> before = m_canvas->highlight();
    ReachabilityDialog dialog(this, m_doc->doc(), std::move(extra),
                              [this](const engine::ReachabilityTable& table, const engine::ClassArrival* arrival) {
                                  const std::vector<engine::HexCoord> path =
                                      arrival ? arrival->path : std::vector<engine::HexCoord>{};
                                  m_canvas->setHighlight(path);
                                  if (!path.empty()) m_canvas->centreOn(path.back());
                                  // The layer shows the dialog's table and the row's path, and keeps them.
                                  engine::ReachMarks marks = engine::reachMarks(table, *m_doc->doc().scenario);
                                  if (arrival) {
                                      marks.path = arrival->path;
                                      marks.pathSide = arrival->side;
                                  }
                                  showReachMarks(std::move(marks));
                                  if (!m_canvas->layers().visible(engine::Layer::Reachability))
                                      setLayerVisible(engine::Layer::Reachability, true);
                              });
    dialog.ShowModal();
    m_canvas->setHighlight(before);
}

void MainFrame::showReachabilityLayer() {
    if (!m_doc || !m_doc->doc().scenario || !m_doc->doc().ruleset) return clearReachabilityLayer();
    engine::ReachabilityOptions options;
    if (m_selection.onMap() && m_doc->doc().map.contains(m_selection.hex))
        options.extraHexes.push_back(m_selection.hex);
    try {
        showReachMarks(engine::reachMarks(engine::reachabilityTable(m_doc->doc(), options), *m_doc->doc().scenario));
    } catch (const std::invalid_argument& e) {
        clearReachabilityLayer();
        SetStatusText(wxString::FromUTF8(e.what()), 0);
    }
}

void MainFrame::showReachMarks(engine::ReachMarks marks) {
    m_reach = std::move(marks);
    m_canvas->setReachability(&*m_reach);
    updateLegendLayers();
}

void MainFrame::clearReachabilityLayer() {
    if (!m_reach) return;
    m_reach.reset();
    m_canvas->setReachability(nullptr);
    updateLegendLayers();
}

void MainFrame::showRulesNotChecked() {
    if (!m_doc || !m_doc->doc().ruleset) return;
    NotCheckedDialog dialog(this, *m_doc->doc().ruleset);
    dialog.ShowModal();
}

bool MainFrame::applyScenarioSettings(const std::vector<CommandBuilder>& edits) {
    if (!m_doc) return false;
    finishGesture();
    DocumentEdit edit(*m_doc);
    try {
        for (const CommandBuilder& build : edits) edit.stage(build);
    } catch (const std::invalid_argument& e) {
        edit.rollback();
        showError(_("Scenario Settings"), wxString::FromUTF8(e.what()));
        return false;
    }
    edit.commit("Scenario Settings");
    return true;
}

void MainFrame::newScenario() {
    if (!confirmDiscard()) return;
    NewScenarioDialog dialog(this);
    NewScenarioRequest request;
    wxString error;
    if (dialog.ShowModal() == wxID_OK && dialog.readRequest(request, error)) newScenario(request);
}

bool MainFrame::newScenario(const NewScenarioRequest& request) {
    try {
        const fs::path scenario = createScenarioFiles(request, m_rulesets);
        if (!openFile(scenario)) return false;
    } catch (const std::exception& e) {
        showError(_("Cannot create the scenario"), wxString::FromUTF8(e.what()));
        return false;
    }
    if (request.source == NewScenarioRequest::MapSource::Elevation && m_interactive) importElevation();
    return true;
}

void MainFrame::importOob() {
    if (!m_doc || !m_doc->doc().scenario) return;
    wxFileDialog dialog(this, _("Import Order of Battle"), "", "",
                        "Spreadsheets (*.csv;*.tsv;*.txt)|*.csv;*.tsv;*.txt|All files|*",
                        wxFD_OPEN | wxFD_FILE_MUST_EXIST);
    if (dialog.ShowModal() != wxID_OK) return;
    const wxString modes[] = {_("Merge: update pieces with the same id, add the others"),
                              _("Replace: the sheet becomes the whole order of battle")};
    const int mode = wxGetSingleChoiceIndex(_("How the sheet meets the scenario's order of battle:"),
                                            _("Import Order of Battle"), WXSIZEOF(modes), modes, this);
    if (mode < 0) return;
    importOob(dialog.GetPath().utf8_string(),
              mode == 0 ? importers::OobImportOptions::Mode::Merge : importers::OobImportOptions::Mode::Replace);
}

bool MainFrame::importOob(const fs::path& table, importers::OobImportOptions::Mode mode) {
    if (!m_doc || !m_doc->doc().scenario) return false;
    finishGesture();
    importers::OobImportOptions options;
    options.mode = mode;
    try {
        const importers::OobSheet sheet = importers::parseOobSheet(engine::readTextFile(table), table.string());
        const importers::OobImport import = importers::readOob(sheet, m_doc->doc(), options);
        auto command = importers::oobImportCommand(m_doc->doc(), import, options);
        if (!command) {
            SetStatusText(_("The sheet changes nothing"), 0);
            return true;
        }
        m_doc->apply(std::move(command));
        wxString what =
            wxString::Format(_("Imported %zu formations, %zu leaders and %zu units from %s"), import.formations.size(),
                             import.leaders.size(), import.units.size(), wxString::FromUTF8(table.filename().string()));
        for (const std::string& c : import.unknownColumns) what += "; " + _("ignored ") + wxString::FromUTF8(c);
        if (GetStatusBar()) SetStatusText(what, 0);
        return true;
    } catch (const engine::LoadError& e) {
        showError(_("Cannot import the order of battle"), wxString::FromUTF8(e.what()));
    } catch (const std::exception& e) {
        showError(_("Cannot import the order of battle"), wxString::FromUTF8(table.string() + ": " + e.what()));
    }
    return false;
}

}  // namespace editor
