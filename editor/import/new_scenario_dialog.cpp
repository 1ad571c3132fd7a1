#include "editor/import/new_scenario_dialog.hpp"

#include "editor/panels/form_helpers.hpp"
#include "engine/authoring/new_scenario.hpp"
#include "engine/io/document_file.hpp"
#include "engine/io/map_file.hpp"
#include "engine/io/scenario_file.hpp"

#include <wx/choice.h>
#include <wx/radiobox.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

namespace fs = std::filesystem;

namespace editor {

namespace {

const char* const kRulesets[] = {"sss", "cwb", "hs", "lfm"};

}  // namespace

fs::path createScenarioFiles(const NewScenarioRequest& request, engine::RulesetLibrary& rulesets) {
    engine::NewScenarioSpec spec;
    spec.ruleset = rulesets.resolve(request.ruleset);
    spec.rulesetRef = request.ruleset;
    spec.mapFile = request.mapFile.string();
    spec.scenarioFile = request.scenarioFile.string();
    spec.name = request.name;
    const bool existing = request.source == NewScenarioRequest::MapSource::Existing;
    engine::HexMap map;
    if (existing) {
        map = engine::loadDocument(request.mapFile, rulesets).map;
    } else {
        engine::BlankMapSpec blank;
        blank.columns = request.columns;
        blank.rows = request.rows;
        blank.title = request.name;
        map = engine::blankMap(*spec.ruleset, blank);
    }
    const engine::Document doc = engine::newScenario(spec, std::move(map));
    if (!existing) engine::saveMap(doc.map, request.mapFile);
    engine::saveScenario(*doc.scenario, doc.map.grid(), request.scenarioFile);
    return request.scenarioFile;
}

NewScenarioDialog::NewScenarioDialog(wxWindow* parent)
    : wxDialog(parent, wxID_ANY, _("New Scenario"), wxDefaultPosition, wxDefaultSize,
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER) {
    wxFlexGridSizer* grid = formGrid(this);
    m_ruleset = new wxChoice(this, wxID_ANY);
    m_ruleset->SetName("ruleset");
    for (const char* id : kRulesets) m_ruleset->Append(id);
    m_ruleset->SetSelection(0);
    addRow(grid, this, _("Ruleset"), m_ruleset);
    const wxString sources[] = {_("An existing map"), _("A new blank map"), _("A blank map, then import elevation")};
    m_source = new wxRadioBox(this, wxID_ANY, _("Map"), wxDefaultPosition, wxDefaultSize, WXSIZEOF(sources), sources, 1,
                              wxRA_SPECIFY_COLS);
    m_source->SetName("map-source");
    m_source->SetSelection(1);
    m_source->Bind(wxEVT_RADIOBOX, [this](wxCommandEvent&) { enableFields(); });
    grid->Add(0, 0);
    grid->Add(m_source, wxSizerFlags().Expand());
    grid->Add(new wxStaticText(this, wxID_ANY, _("Map file")), wxSizerFlags().CentreVertical());
    grid->Add(pathField(this, "map-file", "Maps (*.rlmap)|*.rlmap", m_mapFile), wxSizerFlags().Expand());
    m_columns = new wxSpinCtrl(this, wxID_ANY, "30", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, 1, 1000, 30);
    m_columns->SetName("columns");
    m_rows = new wxSpinCtrl(this, wxID_ANY, "20", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, 1, 1000, 20);
    m_rows->SetName("rows");
    addRow(grid, this, _("Columns"), m_columns);
    addRow(grid, this, _("Rows"), m_rows);
    m_name = namedText(this, "name", "", _("McPherson Ridge, 1 July 1863"));
    addRow(grid, this, _("Scenario name"), m_name);
    m_scenarioFile = namedText(this, "scenario-file", "", _("where the scenario is saved (.rlscn)"));
    addRow(grid, this, _("Scenario file"), m_scenarioFile);
    m_error = layOutForm(*this, grid);
    enableFields();
    closeOnlyWhenValid(*this, m_error, [this](wxString& why) {
        NewScenarioRequest r;
        return readRequest(r, why);
    });
}

void NewScenarioDialog::enableFields() {
    const bool blank = m_source->GetSelection() != 0;
    m_columns->Enable(blank);
    m_rows->Enable(blank);
    m_mapFile->SetHint(blank ? _("where the new map is saved (.rlmap)") : _("the map to use (.rlmap)"));
}

bool NewScenarioDialog::readRequest(NewScenarioRequest& out, wxString& error) const {
    out.ruleset = kRulesets[std::max(0, m_ruleset->GetSelection())];
    out.source = static_cast<NewScenarioRequest::MapSource>(m_source->GetSelection());
    out.mapFile = m_mapFile->GetValue().Trim().Trim(false).utf8_string();
    out.scenarioFile = m_scenarioFile->GetValue().Trim().Trim(false).utf8_string();
    out.columns = m_columns->GetValue();
    out.rows = m_rows->GetValue();
    out.name = m_name->GetValue().Trim().Trim(false).utf8_string();
    std::error_code ec;
    if (out.mapFile.empty()) return error = _("Map file: required"), false;
    if (out.mapFile.extension() != ".rlmap") return error = _("Map file: a .rlmap file"), false;
    if (out.source == NewScenarioRequest::MapSource::Existing && !fs::is_regular_file(out.mapFile, ec))
        return error = wxString::Format(_("Map file: %s does not exist"), wxString::FromUTF8(out.mapFile.string())),
               false;
    // A file of that name is the user's: never written over from here.
    if (out.source != NewScenarioRequest::MapSource::Existing && fs::exists(out.mapFile, ec))
        return error = wxString::Format(_("Map file: %s exists; name a new file, or choose the existing map"),
                                        wxString::FromUTF8(out.mapFile.string())),
               false;
    if (out.scenarioFile.empty()) return error = _("Scenario file: required"), false;
    if (fs::exists(out.scenarioFile, ec))
        return error = wxString::Format(_("Scenario file: %s exists; name a new file"),
                                        wxString::FromUTF8(out.scenarioFile.string())),
               false;
    if (out.scenarioFile.extension() != ".rlscn") return error = _("Scenario file: a .rlscn file"), false;
    if (out.name.empty()) return error = _("Scenario name: required"), false;
    return true;
}

}  // namespace editor
