#include "editor/panels/form_helpers.hpp"

#include "engine/model/length.hpp"

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/dialog.h>
#include <wx/filedlg.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <filesystem>
#include <iterator>

namespace editor {

wxFlexGridSizer* formGrid(wxWindow* parent) {
    auto* grid = new wxFlexGridSizer(2, parent->FromDIP(wxSize(8, 4)));
    grid->AddGrowableCol(1);
    return grid;
}

wxWindow* addRow(wxFlexGridSizer* grid, wxWindow* parent, const wxString& label, wxWindow* control) {
    grid->Add(new wxStaticText(parent, wxID_ANY, label), wxSizerFlags().CentreVertical());
    grid->Add(control, wxSizerFlags().Expand());
    return control;
}

wxTextCtrl* namedText(wxWindow* parent, const char* name, const wxString& value, const wxString& hint) {
    auto* text = new wxTextCtrl(parent, wxID_ANY, value);
    text->SetName(name);
    if (!hint.empty()) text->SetHint(hint);
    return text;
}

wxSizer* pathField(wxWindow* parent, const char* name, const wxString& wildcard, wxTextCtrl*& text) {
    auto* row = new wxBoxSizer(wxHORIZONTAL);
    text = namedText(parent, name, "");
    text->SetMinSize(wxSize(parent->FromDIP(280), -1));
    auto* browse = new wxButton(parent, wxID_ANY, _("Browse..."));
    wxTextCtrl* target = text;
    browse->Bind(wxEVT_BUTTON, [parent, target, wildcard](wxCommandEvent&) {
        wxFileDialog dialog(parent, _("Choose a file"), "", "", wildcard, wxFD_OPEN | wxFD_FILE_MUST_EXIST);
        if (dialog.ShowModal() == wxID_OK) target->SetValue(dialog.GetPath());  // sends wxEVT_TEXT
    });
    row->Add(text, wxSizerFlags(1).CentreVertical());
    row->Add(browse, wxSizerFlags().Border(wxLEFT, parent->FromDIP(4)));
    return row;
}

void showText(wxStaticText* label, const wxString& text) {
    if (label->GetLabel() != text) label->SetLabel(text);
}

wxStaticText* errorLine(wxWindow* parent) {
    auto* line = new wxStaticText(parent, wxID_ANY, "");
    line->SetName("error");
    line->SetForegroundColour(wxColour(180, 0, 0));
    return line;
}

namespace {

template <class Body>
wxStaticText* layOut(wxDialog& dialog, Body* body) {
    wxStaticText* error = errorLine(&dialog);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(body, 1, wxEXPAND | wxALL, dialog.FromDIP(8));
    sizer->Add(error, 0, wxLEFT | wxRIGHT, dialog.FromDIP(8));
    sizer->Add(dialog.CreateStdDialogButtonSizer(wxOK | wxCANCEL), 0, wxEXPAND | wxALL, dialog.FromDIP(8));
    dialog.SetSizerAndFit(sizer);
    return error;
}

}  // namespace

wxStaticText* layOutForm(wxDialog& dialog, wxWindow* body) { return layOut(dialog, body); }
wxStaticText* layOutForm(wxDialog& dialog, wxSizer* body) { return layOut(dialog, body); }

void closeOnlyWhenValid(wxDialog& dialog, wxStaticText* error, std::function<bool(wxString&)> check) {
    dialog.Bind(
        wxEVT_BUTTON,
        [&dialog, error, check = std::move(check)](wxCommandEvent&) {
            wxString why;
            if (!check(why)) {
                error->SetLabel(why);
                dialog.Layout();
                return;
            }
            dialog.EndModal(wxID_OK);
        },
        wxID_OK);
}

namespace {
const double kVerticalUnits[] = {0, 1, engine::kMetresPerFoot, 1200.0 / 3937.0};  // 0 = the raster's
}  // namespace

wxChoice* verticalUnitChoice(wxWindow* parent) {
    auto* c = new wxChoice(parent, wxID_ANY);
    c->SetName("vertical-unit");
    for (const wxString& item : {_("as the raster states"), wxString("m"), wxString("ft"), _("US survey ft")})
        c->Append(item);
    c->SetSelection(0);
    return c;
}

std::optional<double> chosenVerticalUnit(const wxChoice& choice) {
    const int i = choice.GetSelection();
    if (i <= 0 || i >= static_cast<int>(std::size(kVerticalUnits))) return std::nullopt;
    return kVerticalUnits[i];
}

wxString rasterWildcard() {
    return "Rasters "
           "(*.tif;*.tiff;*.hgt;*.dt0;*.dt1;*.dt2;*.asc;*.vrt;*.zip)|*.tif;*.tiff;*.hgt;*.dt0;*.dt1;*.dt2;*.asc;*.vrt;*"
           "."
           "zip|All files|*";
}

bool gdalPathExists(const std::string& path) {
    if (path.rfind("/vsi", 0) == 0) return true;  // GDAL says whether it opens; the importer names it if not
    std::error_code ec;
    return std::filesystem::is_regular_file(path, ec);
}

}  // namespace editor
