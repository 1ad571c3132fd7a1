#include "editor/import/import_vectors_dialog.hpp"

#include "editor/document/studio_document.hpp"
#include "editor/panels/form_helpers.hpp"

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <algorithm>
#include <cstdlib>
#include <sstream>

namespace fs = std::filesystem;

namespace editor {

namespace {

const wxString kVectorFiles =
    "Vector data "
    "(*.gpkg;*.shp;*.geojson;*.json;*.osm;*.pbf;*.kml;*.gml)|*.gpkg;*.shp;*.geojson;*.json;*.osm;*.pbf;*.kml;*.gml|All "
    "files|*";
const wxString kMappingFiles = "Mapping templates (*.xml)|*.xml";

const char* kindName(importers::MappingKind k) {
    switch (k) {
    case importers::MappingKind::Terrain: return "terrain";
    case importers::MappingKind::HexFeature: return "hex feature";
    case importers::MappingKind::Hexside: return "hexside";
    }
    return "";
}

}  // namespace

std::vector<fs::path> mappingTemplates() {
    std::vector<fs::path> dirs;
    if (const char* env = std::getenv("RIDGELINE_MAPPINGS")) {
        std::stringstream list(env);
        for (std::string dir; std::getline(list, dir, ':');)
            if (!dir.empty()) dirs.emplace_back(dir);
    }
    dirs.push_back(fs::path(RIDGELINE_BUILTIN_RULESETS).parent_path() / "mappings");
    std::vector<fs::path> found;
    for (const fs::path& dir : dirs) {
        std::error_code ec;
        std::vector<fs::path> here;
        for (const auto& entry : fs::directory_iterator(dir, ec))
            if (entry.path().extension() == ".xml") here.push_back(entry.path());
        std::sort(here.begin(), here.end());
        found.insert(found.end(), here.begin(), here.end());
    }
    return found;
}

ImportVectorsDialog::ImportVectorsDialog(wxWindow* parent, const StudioDocument& doc)
    : wxDialog(parent, wxID_ANY, _("Import Vectors"), wxDefaultPosition, wxDefaultSize,
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      m_map(doc.doc().map),
      m_ruleset(doc.doc().ruleset),
      m_templates(mappingTemplates()) {
    wxFlexGridSizer* grid = formGrid(this);
    grid->Add(new wxStaticText(this, wxID_ANY, _("Source:")), wxSizerFlags().CentreVertical());
    grid->Add(pathField(this, "source", kVectorFiles, m_source), wxSizerFlags().Expand());

    m_mapping = new wxChoice(this, wxID_ANY);
    m_mapping->SetName("mapping");
    for (const fs::path& t : m_templates) m_mapping->Append(wxString::FromUTF8(t.stem().string()));
    m_mapping->Append(_("Other file..."));
    m_mapping->SetSelection(0);
    addRow(grid, this, _("Mapping template:"), m_mapping);
    grid->Add(new wxStaticText(this, wxID_ANY, _("Mapping file:")), wxSizerFlags().CentreVertical());
    grid->Add(pathField(this, "mapping-file", kMappingFiles, m_mappingFile), wxSizerFlags().Expand());
    grid->Add(new wxStaticText(this, wxID_ANY, _("Ruleset:")), wxSizerFlags().CentreVertical());
    grid->Add(new wxStaticText(
        this, wxID_ANY,
        m_ruleset ? wxString::FromUTF8(m_ruleset->name + " (" + m_ruleset->id + ")") : wxString(_("none"))));

    m_rules = new wxTextCtrl(this, wxID_ANY, "", wxDefaultPosition, FromDIP(wxSize(520, 160)),
                             wxTE_MULTILINE | wxTE_READONLY | wxTE_DONTWRAP);
    m_rules->SetName("mapping-rules");
    m_error = errorLine(this);

    auto* top = new wxBoxSizer(wxVERTICAL);
    top->Add(grid, wxSizerFlags().Expand().Border(wxALL, FromDIP(10)));
    top->Add(new wxStaticText(this, wxID_ANY, _("What the mapping sets for this ruleset:")),
             wxSizerFlags().Border(wxLEFT | wxRIGHT, FromDIP(10)));
    top->Add(m_rules, wxSizerFlags(1).Expand().Border(wxLEFT | wxRIGHT, FromDIP(10)));
    top->Add(m_error, wxSizerFlags().Expand().Border(wxALL, FromDIP(10)));
    top->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL), wxSizerFlags().Expand().Border(wxALL, FromDIP(10)));
    SetSizerAndFit(top);

    const auto mappingChanged = [this] {
        m_mappingFile->Enable(m_mapping->GetSelection() == static_cast<int>(m_templates.size()));
        showMappingRules();
    };
    m_mapping->Bind(wxEVT_CHOICE, [mappingChanged](wxCommandEvent&) { mappingChanged(); });
    m_mappingFile->Bind(wxEVT_TEXT, [this](wxCommandEvent&) { showMappingRules(); });
    mappingChanged();
    closeOnlyWhenValid(*this, m_error, [this](wxString& error) {
        VectorImportRequest request;
        return readRequest(request, error);
    });
}

std::string ImportVectorsDialog::mappingPath() const {
    const int i = m_mapping->GetSelection();
    if (i >= 0 && i < static_cast<int>(m_templates.size())) return m_templates[static_cast<std::size_t>(i)].string();
    return m_mappingFile->GetValue().Strip(wxString::both).utf8_string();
}

void ImportVectorsDialog::showMappingRules() {
    const std::string path = mappingPath();
    if (path.empty()) {
        m_rules->SetValue("");
        return;
    }
    try {
        const importers::VectorMapping mapping = importers::loadVectorMapping(path);
        wxString text;
        for (const importers::MappingRule& rule : mapping.rules) {
            const std::string target = rule.targetFor(m_ruleset ? m_ruleset->id : "");
            text += wxString::FromUTF8(rule.label + "  ->  " + kindName(rule.kind) + " " +
                                       (target.empty() ? "(none for this ruleset)" : target)) +
                    "\n";
        }
        m_rules->SetValue(text);
    } catch (const std::exception& e) {
        m_rules->SetValue(wxString::FromUTF8(e.what()));
    }
}

bool ImportVectorsDialog::readRequest(VectorImportRequest& out, wxString& error) const {
    out = {};
    out.source = m_source->GetValue().Strip(wxString::both).utf8_string();
    if (out.source.empty()) {
        error = _("Source: choose the vector data to import (GeoPackage, Shapefile, GeoJSON, OSM...).");
        return false;
    }
    if (!gdalPathExists(out.source)) {
        error = wxString::Format(_("Source: %s does not exist."), wxString::FromUTF8(out.source));
        return false;
    }
    const std::string mapping = mappingPath();
    if (mapping.empty()) {
        error = _("Mapping file: choose a mapping template (templates/mappings, docs/import.md).");
        return false;
    }
    try {
        out.mapping = importers::loadVectorMapping(mapping);
    } catch (const std::exception& e) {
        error = wxString::Format(_("Mapping: %s"), wxString::FromUTF8(e.what()));
        return false;
    }
    if (!m_ruleset) {
        error = _("The document has no ruleset: the mapping's targets are per ruleset.");
        return false;
    }
    if (const auto unknown = importers::unknownTargets(out.mapping, *m_ruleset); !unknown.empty()) {
        error = wxString::Format(
            _("Mapping: targets ruleset %s does not define:\n%s"), wxString::FromUTF8(m_ruleset->id),
            wxString::FromUTF8(unknown.front() +
                               (unknown.size() > 1 ? " (and " + std::to_string(unknown.size() - 1) + " more)" : "")));
        return false;
    }
    if (m_map.georef().crs.empty()) {
        error =
            _("The map has no georeference (CRS and origin): vector data cannot be placed on it. Import elevation "
              "first, or give the map a georeference.");
        return false;
    }
    return true;
}

}  // namespace editor
