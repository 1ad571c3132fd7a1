#pragma once
// File > Add Underlay...: an image under the hexes, placed by its own georeference (a GeoTIFF,
// or an image with a world file beside it) or by 3 or more ground control points typed one per
// line as PIXEL,LINE,X,Y (image column and row to the map's CRS), with its opacity.
#include "editor/import/underlay_task.hpp"

#include <wx/dialog.h>

class wxSlider;
class wxStaticText;
class wxTextCtrl;

namespace editor {

class AddUnderlayDialog : public wxDialog {
public:
    AddUnderlayDialog(wxWindow* parent, const engine::HexMap& map);
    // Reads and checks the form: false with `error` naming the field (and GCP line) at fault.
    bool readRequest(UnderlayRequest& out, wxString& error) const;

private:
    wxTextCtrl* m_image = nullptr;
    wxTextCtrl* m_gcps = nullptr;
    wxSlider* m_opacity = nullptr;
    wxStaticText* m_error = nullptr;
    bool m_georeferenced = false;
};

}  // namespace editor
