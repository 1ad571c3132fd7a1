#include "editor/panels/fidelity_dialog.hpp"

#include "editor/panels/form_helpers.hpp"
#include "engine/model/length.hpp"

#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <cstdlib>

namespace editor {

namespace {

// A whole number of at least `min` in `field`; false with `error` naming it.
bool wholeNumber(const wxTextCtrl* field, const wxString& name, long long min, long long& out, wxString& error) {
    const std::string text = field->GetValue().Strip(wxString::both).utf8_string();
    char* end = nullptr;
    out = std::strtoll(text.c_str(), &end, 10);
    if (text.empty() || *end || out < min) {
        error = wxString::Format(_("%s wants a whole number of at least %lld (got \"%s\")"), name, min,
                                 wxString::FromUTF8(text));
        return false;
    }
    return true;
}

}  // namespace

FidelityDialog::FidelityDialog(wxWindow* parent, const std::string& raster)
    : wxDialog(parent, wxID_ANY, _("Map Fidelity"), wxDefaultPosition, wxDefaultSize,
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER) {
    const importers::FidelityOptions defaults;
    auto* body = new wxBoxSizer(wxVERTICAL);
    auto* intro = new wxStaticText(this, wxID_ANY,
                                   _("Draws pairs of hexes and compares, for each, the true line of sight over the "
                                     "elevation raster with the ruleset's line of sight on the map. The map then "
                                     "shades each hex by how often the lines through it disagree with the ground."));
    intro->Wrap(FromDIP(460));
    body->Add(intro, wxSizerFlags().Border(wxBOTTOM, FromDIP(8)));
    auto* grid = formGrid(this);
    grid->Add(new wxStaticText(this, wxID_ANY, _("Elevation raster:")), wxSizerFlags().CentreVertical());
    grid->Add(pathField(this, "raster", rasterWildcard(), m_raster), wxSizerFlags().Expand());
    m_raster->SetValue(wxString::FromUTF8(raster));
    m_pairs = static_cast<wxTextCtrl*>(
        addRow(grid, this, _("Pairs:"), namedText(this, "pairs", wxString::Format("%d", defaults.pairs))));
    auto* range = new wxBoxSizer(wxHORIZONTAL);
    m_minRange = namedText(this, "min-range", wxString::Format("%d", defaults.minRange));
    m_maxRange = namedText(this, "max-range", wxString::Format("%d", defaults.maxRange));
    range->Add(m_minRange, wxSizerFlags(1));
    range->Add(new wxStaticText(this, wxID_ANY, _(" to ")), wxSizerFlags().CentreVertical());
    range->Add(m_maxRange, wxSizerFlags(1));
    grid->Add(new wxStaticText(this, wxID_ANY, _("Hexes apart:")), wxSizerFlags().CentreVertical());
    grid->Add(range, wxSizerFlags().Expand());
    m_eye = static_cast<wxTextCtrl*>(
        addRow(grid, this, _("Eye above the ground:"),
               namedText(this, "eye", wxString::FromUTF8(engine::printLength(defaults.eyeMetres)), _("2m, 6ft"))));
    m_seed = static_cast<wxTextCtrl*>(addRow(
        grid, this, _("Seed:"), namedText(this, "seed", wxString::Format("%llu", (unsigned long long)defaults.seed))));
    m_verticalUnit = static_cast<wxChoice*>(addRow(grid, this, _("Vertical unit:"), verticalUnitChoice(this)));
    body->Add(grid, wxSizerFlags().Expand());
    m_terrain = new wxCheckBox(this, wxID_ANY, _("Keep the map's terrain (else every hex is judged as clear)"),
                               wxDefaultPosition, wxDefaultSize, 0, wxDefaultValidator, "terrain");
    m_terrain->SetValue(defaults.includeTerrain);
    body->Add(m_terrain, wxSizerFlags().Border(wxTOP, FromDIP(8)));
    wxStaticText* error = layOutForm(*this, body);
    closeOnlyWhenValid(*this, error, [this](wxString& why) {
        FidelityRequest r;
        return readRequest(r, why);
    });
}

bool FidelityDialog::readRequest(FidelityRequest& out, wxString& error) const {
    out.raster = m_raster->GetValue().Strip(wxString::both).utf8_string();
    if (out.raster.empty()) {
        error = _("Choose the elevation raster the map was made from");
        return false;
    }
    if (!gdalPathExists(out.raster)) {
        error = wxString::Format(_("Elevation raster: no file %s"), wxString::FromUTF8(out.raster));
        return false;
    }
    importers::FidelityOptions& o = out.options;
    long long pairs = 0, lo = 0, hi = 0, seed = 0;
    if (!wholeNumber(m_pairs, _("Pairs"), 1, pairs, error) ||
        !wholeNumber(m_minRange, _("Hexes apart"), 1, lo, error) ||
        !wholeNumber(m_maxRange, _("Hexes apart"), lo, hi, error) || !wholeNumber(m_seed, _("Seed"), 0, seed, error))
        return false;
    o.pairs = static_cast<int>(pairs);
    o.minRange = static_cast<int>(lo);
    o.maxRange = static_cast<int>(hi);
    o.seed = static_cast<std::uint64_t>(seed);
    std::string why;
    if (!engine::parseLength(m_eye->GetValue().Strip(wxString::both).utf8_string(), o.eyeMetres, &why) ||
        o.eyeMetres < 0) {
        error = _("Eye above the ground wants a height such as 2m or 6ft") +
                (why.empty() ? wxString() : ": " + wxString::FromUTF8(why));
        return false;
    }
    o.includeTerrain = m_terrain->GetValue();
    o.verticalMetresPerUnit = chosenVerticalUnit(*m_verticalUnit);
    return true;
}

}  // namespace editor
