#include "editor/tool_palette.hpp"

#include "editor/main_frame.hpp"

#include <wx/choice.h>
#include <wx/radiobox.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>

namespace editor {

namespace {
constexpr ToolId kTools[] = {ToolId::Select, ToolId::TerrainBrush, ToolId::RaiseLevel, ToolId::LowerLevel, ToolId::SetLevel, ToolId::HexsideFeature};
}  // namespace

ToolPalette::ToolPalette(wxWindow* parent, MainFrame& frame) : wxPanel(parent), m_frame(frame) {
    wxArrayString names;
    for (ToolId t : kTools) names.Add(toolTitle(t));
    m_tools = new wxRadioBox(this, wxID_ANY, _("Tool"), wxDefaultPosition, wxDefaultSize, names, 1, wxRA_SPECIFY_COLS);
    m_terrain = new wxChoice(this, wxID_ANY);
    m_radius = new wxSpinCtrl(this, wxID_ANY, "0", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, 0, TerrainBrushTool::kMaxRadius, 0);
    m_level = new wxSpinCtrl(this, wxID_ANY, "0", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, -20, 50, 0);
    m_hexside = new wxChoice(this, wxID_ANY);

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
    SetSizer(sizer);

    m_tools->Bind(wxEVT_RADIOBOX, [this](wxCommandEvent& e) { m_frame.setTool(kTools[e.GetInt()]); });
    m_terrain->Bind(wxEVT_CHOICE, [this](wxCommandEvent& e) {
        m_frame.brush().setTerrain(m_terrainIds.at(static_cast<std::size_t>(e.GetInt())));
        m_frame.setTool(ToolId::TerrainBrush);
    });
    m_radius->Bind(wxEVT_SPINCTRL, [this](wxSpinEvent& e) { m_frame.brush().setRadius(e.GetPosition()); });
    m_level->Bind(wxEVT_SPINCTRL, [this](wxSpinEvent& e) { m_frame.levelTool().setLevel(e.GetPosition()); });
    m_hexside->Bind(wxEVT_CHOICE, [this](wxCommandEvent& e) {
        m_frame.hexsideTool().setFeature(m_hexsideIds.at(static_cast<std::size_t>(e.GetInt())));
        m_frame.setTool(ToolId::HexsideFeature);
    });
}

void ToolPalette::setRuleset(const engine::Ruleset* ruleset) {
    m_terrain->Clear();
    m_hexside->Clear();
    m_terrainIds.clear();
    m_hexsideIds.clear();
    if (!ruleset) return;
    for (const auto& t : ruleset->terrain) {
        m_terrain->Append(wxString::FromUTF8(t.name.empty() ? t.id : t.name));
        m_terrainIds.push_back(t.id);
    }
    for (const auto& s : ruleset->hexsides) {
        m_hexside->Append(wxString::FromUTF8(s.name.empty() ? s.id : s.name));
        m_hexsideIds.push_back(s.id);
    }
    if (!m_terrainIds.empty()) {
        m_terrain->SetSelection(0);
        m_frame.brush().setTerrain(m_terrainIds.front());
    }
    if (!m_hexsideIds.empty()) {
        m_hexside->SetSelection(0);
        m_frame.hexsideTool().setFeature(m_hexsideIds.front());
    }
}

void ToolPalette::syncTool(ToolId tool) {
    for (int i = 0; i < static_cast<int>(std::size(kTools)); ++i)
        if (kTools[i] == tool) m_tools->SetSelection(i);
}

}  // namespace editor
