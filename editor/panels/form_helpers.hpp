#pragma once
// Small pieces the studio's dialogs and panes share: labelled rows, a path field with Browse..., and
// the line that states what is wrong with the form. Number lists typed as "x,y" are read by
// engine::parseNumberList, as the CLI reads them.
#include <wx/string.h>

#include <functional>
#include <optional>
#include <string>

class wxChoice;
class wxDialog;
class wxFlexGridSizer;
class wxSizer;
class wxStaticText;
class wxTextCtrl;
class wxWindow;

namespace editor {

// A two-column grid (labels, growing controls) with gaps in font units.
[[nodiscard]] wxFlexGridSizer* formGrid(wxWindow* parent);
// Appends "label: control" to a formGrid; returns `control`.
wxWindow* addRow(wxFlexGridSizer* grid, wxWindow* parent, const wxString& label, wxWindow* control);
// A text control named `name` with a Browse... button that fills it from a file dialog.
wxSizer* pathField(wxWindow* parent, const char* name, const wxString& wildcard, wxTextCtrl*& text);
// A text control named `name`, with `hint` shown while it is empty.
[[nodiscard]] wxTextCtrl* namedText(wxWindow* parent, const char* name, const wxString& value,
                                    const wxString& hint = {});
// Shows `text` in `label` unless it shows it already: GTK lays the whole window out again after
// any change of a label, and panes that restate their counts after every edit mostly change none.
void showText(wxStaticText* label, const wxString& text);
// Red text under a form saying what is wrong; empty while all is well.
[[nodiscard]] wxStaticText* errorLine(wxWindow* parent);
// Lays `dialog` out as `body` over the error line (returned) and OK / Cancel, and fits it.
wxStaticText* layOutForm(wxDialog& dialog, wxWindow* body);
wxStaticText* layOutForm(wxDialog& dialog, wxSizer* body);
// OK closes `dialog` only when `check` passes; otherwise `error` shows what it said.
void closeOnlyWhenValid(wxDialog& dialog, wxStaticText* error, std::function<bool(wxString&)> check);

// The raster's vertical unit, named "vertical-unit": as the raster states, m, ft or US survey ft.
[[nodiscard]] wxChoice* verticalUnitChoice(wxWindow* parent);
// Metres per unit of the one chosen; nullopt for the raster's own.
[[nodiscard]] std::optional<double> chosenVerticalUnit(const wxChoice& choice);
// The file dialog's filter for elevation rasters.
[[nodiscard]] wxString rasterWildcard();
// A path GDAL can open: an existing file, or a GDAL virtual path (/vsizip/..., /vsicurl/...).
[[nodiscard]] bool gdalPathExists(const std::string& path);

}  // namespace editor
