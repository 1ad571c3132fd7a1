#pragma once
// A small drawing of where an elevation import puts its grid: the raster's outline and the grid's
// rectangle in the grid CRS (importers::placeElevationGrid), north up, scaled to fit, or the
// reason there is nothing to show.
#include "importers/elevation/elevation_placement.hpp"

#include <wx/panel.h>

namespace editor {

class GridPreviewPanel : public wxPanel {
public:
    explicit GridPreviewPanel(wxWindow* parent);
    void setPlacement(importers::ElevationPlacement placement);
    void setMessage(const wxString& message);  // shown instead of a drawing
    [[nodiscard]] const importers::ElevationPlacement& placement() const { return m_placement; }

private:
    void paint();

    importers::ElevationPlacement m_placement;
    wxString m_message;
};

}  // namespace editor
