#include "editor/import/add_underlay_dialog.hpp"

#include "editor/panels/form_helpers.hpp"
#include "engine/model/number_text.hpp"

#include <wx/sizer.h>
#include <wx/slider.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>
#include <wx/tokenzr.h>

namespace editor {

namespace {
const wxString kImageFiles =
    "Images (*.tif;*.tiff;*.png;*.jpg;*.jpeg;*.gif;*.bmp)|*.tif;*.tiff;*.png;*.jpg;*.jpeg;*.gif;*.bmp|All files|*";
constexpr int kDefaultOpacityPercent = 50;
}  // namespace

AddUnderlayDialog::AddUnderlayDialog(wxWindow* parent, const engine::HexMap& map)
    : wxDialog(parent, wxID_ANY, _("Add Underlay"), wxDefaultPosition, wxDefaultSize,
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      m_georeferenced(!map.georef().crs.empty()) {
    wxFlexGridSizer* grid = formGrid(this);
    grid->Add(new wxStaticText(this, wxID_ANY, _("Image:")), wxSizerFlags().CentreVertical());
    grid->Add(pathField(this, "image", kImageFiles, m_image), wxSizerFlags().Expand());
    m_opacity = new wxSlider(this, wxID_ANY, kDefaultOpacityPercent, 0, 100, wxDefaultPosition, wxDefaultSize,
                             wxSL_HORIZONTAL | wxSL_LABELS);
    m_opacity->SetName("opacity");
    addRow(grid, this, _("Opacity (%):"), m_opacity);

    m_gcps = new wxTextCtrl(this, wxID_ANY, "", wxDefaultPosition, FromDIP(wxSize(420, 110)),
                            wxTE_MULTILINE | wxTE_DONTWRAP);
    m_gcps->SetName("gcps");
    m_error = errorLine(this);

    auto* top = new wxBoxSizer(wxVERTICAL);
    top->Add(grid, wxSizerFlags().Expand().Border(wxALL, FromDIP(10)));
    top->Add(new wxStaticText(this, wxID_ANY,
                              wxString::Format(_("Ground control points, one per line as PIXEL,LINE,X,Y in %s.\n"
                                                 "Leave empty for a GeoTIFF or an image with a world file."),
                                               m_georeferenced ? wxString::FromUTF8(map.georef().crs)
                                                               : wxString(_("the map's CRS")))),
             wxSizerFlags().Border(wxLEFT | wxRIGHT, FromDIP(10)));
    top->Add(m_gcps, wxSizerFlags(1).Expand().Border(wxLEFT | wxRIGHT, FromDIP(10)));
    top->Add(m_error, wxSizerFlags().Expand().Border(wxALL, FromDIP(10)));
    top->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL), wxSizerFlags().Expand().Border(wxALL, FromDIP(10)));
    SetSizerAndFit(top);

    closeOnlyWhenValid(*this, m_error, [this](wxString& error) {
        UnderlayRequest request;
        return readRequest(request, error);
    });
}

bool AddUnderlayDialog::readRequest(UnderlayRequest& out, wxString& error) const {
    out = {};
    if (!m_georeferenced) {
        error = _("The map has no georeference (CRS and origin): an underlay cannot be placed on it.");
        return false;
    }
    out.image = m_image->GetValue().Strip(wxString::both).utf8_string();
    if (out.image.empty()) {
        error = _("Image: choose the image to show under the hexes.");
        return false;
    }
    if (!gdalPathExists(out.image)) {
        error = wxString::Format(_("Image: %s does not exist."), wxString::FromUTF8(out.image));
        return false;
    }
    out.opacity = m_opacity->GetValue() / 100.0;
    int lineNumber = 0;
    for (const wxString& line : wxStringTokenize(m_gcps->GetValue(), "\n", wxTOKEN_RET_EMPTY_ALL)) {
        ++lineNumber;
        if (line.Strip(wxString::both).empty()) continue;
        const auto v = engine::parseNumberList(line.utf8_string(), 4);
        if (!v) {
            error =
                wxString::Format(_("Ground control points, line %d: \"%s\" is not PIXEL,LINE,X,Y."), lineNumber, line);
            return false;
        }
        out.gcps.push_back({(*v)[0], (*v)[1], (*v)[2], (*v)[3]});
    }
    if (!out.gcps.empty() && out.gcps.size() < 3) {
        error = wxString::Format(
            _("Ground control points: %zu given, at least 3 are needed (or none for a georeferenced image)."),
            out.gcps.size());
        return false;
    }
    return true;
}

}  // namespace editor
