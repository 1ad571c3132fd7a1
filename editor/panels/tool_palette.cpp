#include "editor/panels/tool_palette.hpp"

#include "editor/app/main_frame.hpp"
#include "editor/tools/entry_hex_tool.hpp"
#include "editor/tools/flood_fill_tool.hpp"
#include "editor/tools/hexside_feature_tool.hpp"
#include "editor/tools/level_tool.hpp"
#include "editor/tools/road_tool.hpp"
#include "editor/tools/terrain_brush_tool.hpp"

#include <wx/choice.h>
#include <wx/radiobox.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/settings.h>
#include <wx/stattext.h>

#include <algorithm>

namespace editor {

ToolPalette::ToolPalette(wxWindow* parent, MainFrame& frame)
    : wxPanel(parent),
      m_frame(frame) {
    wxArrayString names;
    for (const ToolSpec& t : frame.toolSpecs()) names.Add(t.title);
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
    m_noOptions = new wxStaticText(this, wxID_ANY, _("This tool has no options."));
    m_noOptions->SetForegroundColour(wxSystemSettings::GetColour(wxSYS_COLOUR_GRAYTEXT));
    sizer->Add(m_noOptions, row);
    // Each option shows while a tool that uses it is chosen.
    const auto option = [&](const wxString& label, wxWindow* control, std::vector<std::string> tools) {
        auto* text = new wxStaticText(this, wxID_ANY, label);
        sizer->Add(text, row);
        sizer->Add(control, row);
        m_options.push_back({text, control, std::move(tools)});
    };
    option(_("Terrain"), m_terrain, {"terrain-brush", "flood-fill"});
    option(_("Brush radius"), m_radius, {"terrain-brush"});
    option(_("Level to set"), m_level, {"set-level"});
    option(_("Hexside feature"), m_hexside, {"hexside-feature"});
    option(_("Road"), m_road, {"road"});
    option(_("Entry area"), m_entryArea, {"entry-hex"});
    SetSizer(sizer);
    measureLargest();
    showOptionsOf(frame.toolSpecs().front().key);

    // An option shows only while a tool that uses it is chosen: choosing a value chooses no tool.
    m_tools->Bind(wxEVT_RADIOBOX, [this](wxCommandEvent& e) {
        m_frame.setTool(m_frame.toolSpecs().at(static_cast<std::size_t>(e.GetInt())).key);
    });
    m_terrain->Bind(wxEVT_CHOICE, [this](wxCommandEvent& e) {
        m_frame.tool<TerrainBrushTool>().setTerrain(m_terrainIds.at(static_cast<std::size_t>(e.GetInt())));
        m_frame.tool<FloodFillTool>().setTerrain(m_terrainIds.at(static_cast<std::size_t>(e.GetInt())));
    });
    m_radius->Bind(wxEVT_SPINCTRL,
                   [this](wxSpinEvent& e) { m_frame.tool<TerrainBrushTool>().setRadius(e.GetPosition()); });
    m_level->Bind(wxEVT_SPINCTRL,
                  [this](wxSpinEvent& e) { m_frame.tool<LevelTool>("set-level").setLevel(e.GetPosition()); });
    m_hexside->Bind(wxEVT_CHOICE, [this](wxCommandEvent& e) {
        m_frame.tool<HexsideFeatureTool>().setFeature(m_hexsideIds.at(static_cast<std::size_t>(e.GetInt())));
    });
    m_road->Bind(wxEVT_CHOICE, [this](wxCommandEvent& e) {
        m_frame.tool<RoadTool>().setFeature(m_roadIds.at(static_cast<std::size_t>(e.GetInt())));
    });
    m_entryArea->Bind(wxEVT_CHOICE, [this](wxCommandEvent& e) {
        m_frame.tool<EntryHexTool>().setArea(m_entryAreaIds.at(static_cast<std::size_t>(e.GetInt())));
    });
}

void ToolPalette::documentReplaced(const StudioDocument* doc) {
    m_doc = doc;
    m_frame.tool<EntryHexTool>().setArea({});
    setRuleset(doc ? doc->doc().ruleset.get() : nullptr);
    setEntryAreas(doc && doc->doc().scenario ? &doc->doc().scenario->entryAreas : nullptr);
}

void ToolPalette::documentChanged(const engine::ChangeSet& change, bool committed) {
    if (committed && !change.entryAreas.empty() && m_doc)
        setEntryAreas(m_doc->doc().scenario ? &m_doc->doc().scenario->entryAreas : nullptr);
}

void ToolPalette::setEntryAreas(const std::vector<engine::EntryArea>* areas) {
    const std::string chosen = m_frame.tool<EntryHexTool>().area();
    m_entryArea->Clear();
    m_entryAreaIds.clear();
    if (areas)
        for (const engine::EntryArea& a : *areas) {
            m_entryArea->Append(wxString::FromUTF8(a.name.empty() ? a.id : a.name));
            m_entryAreaIds.push_back(a.id);
        }
    const bool kept = std::find(m_entryAreaIds.begin(), m_entryAreaIds.end(), chosen) != m_entryAreaIds.end();
    chooseEntryArea(kept ? chosen : m_entryAreaIds.empty() ? std::string() : m_entryAreaIds.front());
}

void ToolPalette::chooseEntryArea(const std::string& area) {
    const auto at = std::find(m_entryAreaIds.begin(), m_entryAreaIds.end(), area);
    if (at != m_entryAreaIds.end()) m_entryArea->SetSelection(static_cast<int>(at - m_entryAreaIds.begin()));
    m_frame.tool<EntryHexTool>().setArea(at != m_entryAreaIds.end() ? area : std::string());
}

void ToolPalette::setRuleset(const engine::Ruleset* ruleset) {
    m_terrain->Clear();
    m_hexside->Clear();
    m_road->Clear();
    m_terrainIds.clear();
    m_hexsideIds.clear();
    m_roadIds.clear();
    if (!ruleset) {
        measureLargest();
        return;
    }
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
        m_frame.tool<TerrainBrushTool>().setTerrain(m_terrainIds.front());
        m_frame.tool<FloodFillTool>().setTerrain(m_terrainIds.front());
    }
    if (!m_hexsideIds.empty()) {
        m_hexside->SetSelection(0);
        m_frame.tool<HexsideFeatureTool>().setFeature(m_hexsideIds.front());
    }
    // The road tool starts with the first road kind: defaultRoadFeature() is that one.
    if (!m_roadIds.empty()) m_road->SetSelection(0);
    m_frame.tool<RoadTool>().setFeature(defaultRoadFeature(*ruleset));
    measureLargest();  // the ruleset's names may be wider
}

void ToolPalette::syncTool(std::string_view key) {
    const std::vector<ToolSpec>& tools = m_frame.toolSpecs();
    for (std::size_t i = 0; i < tools.size(); ++i)
        if (tools[i].key == key) m_tools->SetSelection(static_cast<int>(i));
    showOptionsOf(key);
}

void ToolPalette::showOptionsOf(std::string_view key) {
    setOptionsShown(key);
    Layout();
}

void ToolPalette::setOptionsShown(std::string_view key) {
    bool any = false;
    for (const Option& o : m_options) {
        const bool used = std::find(o.tools.begin(), o.tools.end(), key) != o.tools.end();
        o.label->Show(used);
        o.control->Show(used);
        any = any || used;
    }
    m_noOptions->Show(!any);
}

std::vector<wxWindow*> ToolPalette::shownOptions() const {
    std::vector<wxWindow*> shown;
    for (const Option& o : m_options)
        if (o.control->IsShown()) shown.push_back(o.control);
    return shown;
}

void ToolPalette::measureLargest() {
    std::string chosen;
    if (const int at = m_tools->GetSelection(); at != wxNOT_FOUND)
        chosen = m_frame.toolSpecs().at(static_cast<std::size_t>(at)).key;
    m_largest = wxSize();
    for (const ToolSpec& t : m_frame.toolSpecs()) {
        setOptionsShown(t.key);
        m_largest.IncTo(GetSizer()->CalcMin());  // the sizer's own sum: no layout needed
    }
    showOptionsOf(chosen);
    InvalidateBestSize();
}

wxSize ToolPalette::DoGetBestSize() const {
    wxSize best = m_largest;
    if (GetSizer()) best.IncTo(GetSizer()->CalcMin());
    return best;
}

wxArrayString ToolPalette::toolTitles() const {
    wxArrayString titles;
    for (unsigned i = 0; i < m_tools->GetCount(); ++i) titles.Add(m_tools->GetString(i));
    return titles;
}

int ToolPalette::chosenTool() const { return m_tools->GetSelection(); }

void ToolPalette::chooseTool(int index) {
    m_tools->SetSelection(index);
    wxCommandEvent event(wxEVT_RADIOBOX, m_tools->GetId());
    event.SetEventObject(m_tools);
    event.SetInt(index);
    m_tools->GetEventHandler()->ProcessEvent(event);
}

}  // namespace editor
