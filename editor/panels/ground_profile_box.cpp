#include "editor/panels/ground_profile_box.hpp"

#include "editor/panels/form_helpers.hpp"
#include "editor/panels/ground_profile_plot.hpp"
#include "importers/fidelity/los_ground_profile.hpp"
#include "importers/fidelity/map_fidelity.hpp"

#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

namespace editor {

GroundProfileBox::GroundProfileBox(wxWindow* parent)
    : wxPanel(parent),
      m_eye(importers::FidelityOptions{}.eyeMetres) {
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    auto* rasterRow = new wxBoxSizer(wxHORIZONTAL);
    rasterRow->Add(new wxStaticText(this, wxID_ANY, _("Ground raster")),
                   wxSizerFlags().CentreVertical().Border(wxRIGHT, FromDIP(4)));
    rasterRow->Add(pathField(this, "profile-raster", rasterWildcard(), m_raster), wxSizerFlags(1).Expand());
    m_raster->SetMinSize(wxSize(FromDIP(80), -1));
    m_raster->SetHint(_("the elevation raster the map was made from"));
    sizer->Add(rasterRow, wxSizerFlags().Expand());
    m_verdict = new wxStaticText(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, 0, "ground-verdict");
    sizer->Add(m_verdict, wxSizerFlags().Expand().Border(wxTOP, FromDIP(4)));
    m_plot = new GroundProfilePlot(this);
    sizer->Add(m_plot, wxSizerFlags(1).Expand().Border(wxTOP, FromDIP(2)));
    SetSizer(sizer);
    m_plot->Hide();
    m_verdict->Hide();
    // Browse... sets the text; typing takes effect with Enter or on leaving the field.
    m_raster->Bind(wxEVT_TEXT, [this](wxCommandEvent&) {
        m_groundError.clear();  // an edited path is read again, even back to one that failed
        if (!m_raster->HasFocus()) redraw();
    });
    m_raster->Bind(wxEVT_KILL_FOCUS, [this](wxFocusEvent& e) {
        redraw();
        e.Skip();
    });
    m_raster->SetWindowStyleFlag(m_raster->GetWindowStyleFlag() | wxTE_PROCESS_ENTER);
    m_raster->Bind(wxEVT_TEXT_ENTER, [this](wxCommandEvent&) {
        m_groundError.clear();  // Enter asks again: the file may have been put there since
        redraw();
    });
    redraw();
}

void GroundProfileBox::setMap(const engine::HexMap* map) {
    if (map != m_map) {
        m_ground.reset();
        m_groundError.clear();
        m_groundPath.clear();
        m_raster->ChangeValue("");
    }
    m_map = map;
    showLine({}, {}, {});
}

void GroundProfileBox::setRaster(const std::string& path, double eyeMetres) {
    m_eye = eyeMetres;
    m_groundError.clear();  // a measurement just read it
    m_raster->ChangeValue(wxString::FromUTF8(path));
    redraw();
}

std::string GroundProfileBox::raster() const { return m_raster->GetValue().Strip(wxString::both).utf8_string(); }

wxString GroundProfileBox::verdict() const { return m_verdict->GetLabel(); }

void GroundProfileBox::showLine(std::optional<engine::HexCoord> from, std::optional<engine::HexCoord> to,
                                std::optional<engine::LosVerdict> rules) {
    m_from = from;
    m_to = to;
    m_rules = rules;
    redraw();
}

const importers::GroundRaster* GroundProfileBox::ground(std::string& error) {
    const std::string path = raster();
    if ((m_ground || !m_groundError.empty()) && m_groundPath == path && m_groundGrid == m_map->grid()) {
        error = m_groundError;
        return m_ground.get();
    }
    m_ground.reset();
    m_groundError.clear();
    m_groundPath = path;
    m_groundGrid = m_map->grid();
    try {
        m_ground = std::make_unique<importers::GroundRaster>(path, *m_map);
    } catch (const std::exception& e) {
        m_groundError = e.what();
    }
    error = m_groundError;
    return m_ground.get();
}

void GroundProfileBox::redraw() {
    // The plot takes room in the pane only while a line is probed.
    const bool line = m_map && m_from && m_to && m_rules;
    if (m_plot->IsShown() != line) {
        m_plot->Show(line);
        m_verdict->Show(line);
        if (wxWindow* parent = GetParent()) parent->Layout();
    }
    if (!line) {
        m_verdict->SetLabel("");
        m_plot->show(std::nullopt);
        return;
    }
    const wxString rules = wxString::Format(_("Rules: %s"), engine::toString(*m_rules));
    if (raster().empty()) {
        m_verdict->SetLabel(rules);
        m_plot->show(std::nullopt, _("Choose the ground raster to see the real ground under the line."));
        return;
    }
    std::string error;
    const importers::GroundRaster* g = ground(error);
    if (!g) {
        m_verdict->SetLabel(rules);
        m_plot->show(std::nullopt, wxString::FromUTF8(error));
        return;
    }
    importers::LosGroundProfile p = importers::losGroundProfile(*m_map, *g, *m_from, *m_to, m_eye);
    const wxString truth =
        !p.ground.complete() ? _("Ground: off the raster's data")
        : p.sight.sees       ? _("Ground: clear")
                       : wxString::Format(_("Ground: blocked (%.1f m above the sight line)"), p.sight.worstMetres);
    m_verdict->SetLabel(truth + "   " + rules);
    m_plot->show(std::move(p));
}

}  // namespace editor
