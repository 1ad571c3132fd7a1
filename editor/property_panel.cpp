#include "editor/property_panel.hpp"

#include <wx/propgrid/propgrid.h>
#include <wx/propgrid/props.h>
#include <wx/sizer.h>

#include <cmath>

namespace editor {

namespace {

wxString joined(const std::vector<std::string>& ids) {
    wxString s;
    for (const auto& id : ids) s += (s.empty() ? "" : ", ") + wxString::FromUTF8(id);
    return s;
}

}  // namespace

PropertyPanel::PropertyPanel(wxWindow* parent, Callbacks callbacks) : wxPanel(parent), m_callbacks(std::move(callbacks)) {
    m_grid = new wxPropertyGrid(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxPG_SPLITTER_AUTO_CENTER);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(m_grid, wxSizerFlags(1).Expand());
    SetSizer(sizer);
    m_grid->Bind(wxEVT_PG_CHANGED, [this](wxPropertyGridEvent& e) {
        if (!m_hex) return;
        if (e.GetPropertyName() == "terrain") {
            const auto index = static_cast<std::size_t>(e.GetValue().GetLong());
            if (index < m_terrainIds.size() && m_callbacks.setTerrain) m_callbacks.setTerrain(*m_hex, m_terrainIds[index]);
        } else if (e.GetPropertyName() == "level" && m_callbacks.setLevel) {
            m_callbacks.setLevel(*m_hex, static_cast<int>(e.GetValue().GetLong()));
        }
    });
}

void PropertyPanel::showHex(const engine::Document* doc, std::optional<engine::HexCoord> hex) {
    m_grid->Clear();
    m_hex.reset();
    if (!doc || !hex || !doc->map.contains(*hex)) return;
    m_hex = hex;
    const engine::HexMap& map = doc->map;
    m_grid->Append(new wxPropertyCategory(_("Hex")));
    auto* label = m_grid->Append(new wxStringProperty(_("Label"), "label", wxString::FromUTF8(map.grid().label(*hex))));
    label->Enable(false);

    wxPGChoices choices;
    m_terrainIds.clear();
    int current = -1;
    if (doc->ruleset)
        for (const engine::TerrainType& t : doc->ruleset->terrain) {
            if (t.id == map.terrain(*hex)) current = static_cast<int>(m_terrainIds.size());
            choices.Add(wxString::FromUTF8(t.name.empty() ? t.id : t.name), static_cast<int>(m_terrainIds.size()));
            m_terrainIds.push_back(t.id);
        }
    auto* terrain = m_grid->Append(new wxEnumProperty(_("Terrain"), "terrain", choices, current));
    if (current < 0) terrain->SetValueToUnspecified();

    m_grid->Append(new wxIntProperty(_("Level"), "level", map.hasLevel(*hex) ? map.level(*hex) : 0));
    const double e = map.elevation(*hex);
    auto* elevation = m_grid->Append(new wxStringProperty(_("Elevation (m)"), "elevation",
                                                          std::isnan(e) ? wxString(_("no data")) : wxString::Format("%.1f", e)));
    elevation->Enable(false);
    m_grid->Append(new wxStringProperty(_("Features"), "features", joined(map.features(*hex))))->Enable(false);
    m_grid->Append(new wxPropertyCategory(_("Hexsides")));
    for (int dir = 0; dir < 6; ++dir) {
        const auto ids = map.hexsideFeatures(engine::hexsideOf(*hex, dir));
        const wxString name = wxString::FromUTF8(std::string(engine::compassName(map.grid().shape().orientation, dir)));
        m_grid->Append(new wxStringProperty(name, wxString::Format("side%d", dir), joined(ids)))->Enable(false);
    }
}

}  // namespace editor
