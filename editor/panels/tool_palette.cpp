#include "editor/panels/tool_palette.hpp"

#include "editor/app/main_frame.hpp"

#include <wx/choice.h>
#include <wx/radiobox.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>

namespace editor {

namespace {
constexpr const auto& kTools = kAllTools;
}  // namespace

ToolPalette::ToolPalette(wxWindow* parent, MainFrame& frame)
    : wxPanel(parent),
      m_frame(frame) {
    wxArrayString names;
    for (ToolId t : kTools) names.Add(toolTitle(t));
    m_tools = new wxRadioBox(this, wxID_ANY, _("Tool"), wxDefaultPosition, wxDefaultSize, names, 2, wxRA_SPECIFY_COLS);
    m_terrain = new wxChoice(this, wxID_ANY);
    m_radius = new wxSpinCtrl(this, wxID_ANY, "0", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, 0,
                              TerrainBrushTool::kMaxRadius, 0);
    m_level = new wxSpinCtrl(this, wxID_ANY, "0", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, -20, 50, 0);
    m_hexside = new wxChoice(this, wxID_ANY);
    m_road = new wxChoice(this, wxID_ANY);
    m_entryArea = new wxChoice(this, wxID_ANY);

    auto* sizer = new wxBoxSizer(wxVERTICAL);
    const wxSizerFlags row = wxSizerFlags().Expand().Border(wxLEFT | wxRIGHT | wxTOP, FromDIP(4));
    sizer->Add(m_tools, row);
    sizer->Add(new wxStaticText(this, wxID_ANY, _("Terrain")), row);
    sizer->Add(m_terrain, row);
    sizer->Add(new wxStaticText(this, wxID_ANY, _("Brush radius")), row);
    sizer->Add(m_radius, row);
    sizer->Add(new wxStaticText(this, wxID_ANY, _("Level to set")), row);
    sizer->Add(m_level, row);
    sizer->Add(new wxStaticText(this, wxID_ANY, _("Hexside feature")), row);
    sizer->Add(m_hexside, row);
    sizer->Add(new wxStaticText(this, wxID_ANY, _("Road")), row);
    sizer->Add(m_road, row);
    sizer->Add(new wxStaticText(this, wxID_ANY, _("Entry area")), row);
    sizer->Add(m_entryArea, row);
    SetSizer(sizer);

    m_tools->Bind(wxEVT_RADIOBOX, [this](wxCommandEvent& e) { m_frame.setTool(kTools[e.GetInt()]); });
    m_terrain->Bind(wxEVT_CHOICE, [this](wxCommandEvent& e) {
        m_frame.brush().setTerrain(m_terrainIds.at(static_cast<std::size_t>(e.GetInt())));
        m_frame.fillTool().setTerrain(m_terrainIds.at(static_cast<std::size_t>(e.GetInt())));
        if (m_frame.currentTool() != ToolId::FloodFill) m_frame.setTool(ToolId::TerrainBrush);
    });
    m_radius->Bind(wxEVT_SPINCTRL, [this](wxSpinEvent& e) { m_frame.brush().setRadius(e.GetPosition()); });
    m_level->Bind(wxEVT_SPINCTRL, [this](wxSpinEvent& e) { m_frame.levelTool().setLevel(e.GetPosition()); });
    m_hexside->Bind(wxEVT_CHOICE, [this](wxCommandEvent& e) {
        m_frame.hexsideTool().setFeature(m_hexsideIds.at(static_cast<std::size_t>(e.GetInt())));
        m_frame.setTool(ToolId::HexsideFeature);
    });
    m_road->Bind(wxEVT_CHOICE, [this](wxCommandEvent& e) {
        m_frame.roadTool().setFeature(m_roadIds.at(static_cast<std::size_t>(e.GetInt())));
        m_frame.setTool(ToolId::Road);
    });
    m_entryArea->Bind(wxEVT_CHOICE, [this](wxCommandEvent& e) {
        m_frame.entryTool().setArea(m_entryAreaIds.at(static_cast<std::size_t>(e.GetInt())));
        m_frame.setTool(ToolId::EntryHex);
    });
}

void ToolPalette::documentReplaced(const StudioDocument* doc) {
    setRuleset(doc ? doc->doc().ruleset.get() : nullptr);
    setEntryAreas(doc && doc->doc().scenario ? &doc->doc().scenario->entryAreas : nullptr);
}

void ToolPalette::setEntryAreas(const std::vector<engine::EntryArea>* areas) {
    m_entryArea->Clear();
    m_entryAreaIds.clear();
    if (areas)
        for (const engine::EntryArea& a : *areas) {
            m_entryArea->Append(wxString::FromUTF8(a.name.empty() ? a.id : a.name));
            m_entryAreaIds.push_back(a.id);
        }
    if (!m_entryAreaIds.empty()) m_entryArea->SetSelection(0);
    m_frame.entryTool().setArea(m_entryAreaIds.empty() ? std::string() : m_entryAreaIds.front());
}

void ToolPalette::setRuleset(const engine::Ruleset* ruleset) {
    m_terrain->Clear();
    m_hexside->Clear();
    m_road->Clear();
    m_terrainIds.clear();
    m_hexsideIds.clear();
    m_roadIds.clear();
    if (!ruleset) return;
    for (const auto& t : ruleset->terrain) {
        m_terrain->Append(wxString::FromUTF8(t.name.empty() ? t.id : t.name));
        m_terrainIds.push_back(t.id);
    }
    for (const auto& s : ruleset->hexsides) {
        m_hexside->Append(wxString::FromUTF8(s.name.empty() ? s.id : s.name));
        m_hexsideIds.push_back(s.id);
        if (s.kind != "road") continue;
        m_road->Append(wxString::FromUTF8(s.name.empty() ? s.id : s.name));
        m_roadIds.push_back(s.id);
    }
    if (!m_terrainIds.empty()) {
        m_terrain->SetSelection(0);
        m_frame.brush().setTerrain(m_terrainIds.front());
        m_frame.fillTool().setTerrain(m_terrainIds.front());
    }
    if (!m_hexsideIds.empty()) {
        m_hexside->SetSelection(0);
        m_frame.hexsideTool().setFeature(m_hexsideIds.front());
    }
    // The road tool starts with the first road kind: defaultRoadFeature() is that one.
    if (!m_roadIds.empty()) m_road->SetSelection(0);
    m_frame.roadTool().setFeature(defaultRoadFeature(*ruleset));
}

void ToolPalette::syncTool(ToolId tool) {
    for (int i = 0; i < static_cast<int>(std::size(kTools)); ++i)
        if (kTools[i] == tool) m_tools->SetSelection(i);
}

}  // namespace editor
