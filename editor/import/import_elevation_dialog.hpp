#pragma once
// File > Import Elevation...: into the open map (on its grid: elevation, levels and slope hexsides
// replaced, terrain and other hexside features kept) or as a new map whose hexes all get a base
// terrain chosen here; every option of `ridgeline import-dem` (raster, hex size and unit,
// grid CRS, extent as the largest grid inside the data / a bbox / columns x rows from an origin,
// sheets, sampling, level interval, base and datum, ridge hexes, vertical unit, no-data fill, placement of a raster
// without georeference, threads), with the ruleset taken from the document, a preview of where
// the grid lands on the raster, and checks that name the field at fault. Controls carry names
// ("raster", "hex-size", ...) so tests fill the form as a user would.
#include "editor/import/elevation_import_task.hpp"

#include <wx/dialog.h>

class wxCheckBox;
class wxChoice;
class wxFilePickerCtrl;
class wxRadioBox;
class wxSizer;
class wxSpinCtrl;
class wxStaticText;
class wxTextCtrl;

namespace editor {

class GridPreviewPanel;
class StudioDocument;

class ImportElevationDialog : public wxDialog {
public:
    enum Extent { kFitted, kBbox, kGrid };
    enum Result { kIntoOpenMap, kNewMap };

    ImportElevationDialog(wxWindow* parent, const StudioDocument& doc);

    // Reads and checks every field: false with `error` naming the field and the problem.
    bool readRequest(ElevationImportRequest& out, wxString& error) const;
    // Places the grid for the current fields (no pixels read) and shows it; false on an error,
    // which the preview then states.
    bool updatePreview();
    [[nodiscard]] const GridPreviewPanel& preview() const { return *m_preview; }

private:
    wxSizer* buildResultBox();
    bool readResult(ElevationImportRequest& out, wxString& error) const;
    wxSizer* buildRasterBox();
    wxSizer* buildGridBox();
    wxSizer* buildLevelsBox();
    void fillDefaults(const StudioDocument& doc);
    void enableExtentFields();

    std::shared_ptr<const engine::Ruleset> m_ruleset;
    const engine::HexMap* m_map;
    wxRadioBox* m_result = nullptr;
    wxChoice* m_baseTerrain = nullptr;
    std::vector<std::string> m_terrainIds;
    wxTextCtrl* m_raster = nullptr;
    wxTextCtrl* m_pixelSize = nullptr;
    wxTextCtrl* m_rasterOrigin = nullptr;
    wxChoice* m_verticalUnit = nullptr;
    wxTextCtrl* m_hexSize = nullptr;
    wxChoice* m_hexUnit = nullptr;
    wxTextCtrl* m_crs = nullptr;
    wxRadioBox* m_extent = nullptr;
    wxTextCtrl* m_bbox = nullptr;
    wxTextCtrl* m_bboxCrs = nullptr;
    wxSpinCtrl* m_columns = nullptr;
    wxSpinCtrl* m_rows = nullptr;
    wxTextCtrl* m_origin = nullptr;
    wxSpinCtrl* m_sectionsAcross = nullptr;
    wxSpinCtrl* m_sectionsDown = nullptr;
    wxChoice* m_sampling = nullptr;
    wxTextCtrl* m_interval = nullptr;
    wxTextCtrl* m_base = nullptr;
    wxChoice* m_datum = nullptr;
    wxChoice* m_ridges = nullptr;
    wxChoice* m_slopes = nullptr;
    wxCheckBox* m_fillNoData = nullptr;
    wxCheckBox* m_fitLevels = nullptr;
    wxSpinCtrl* m_threads = nullptr;
    wxSpinCtrl* m_maxHexes = nullptr;
    GridPreviewPanel* m_preview = nullptr;
    wxStaticText* m_placementText = nullptr;
    wxStaticText* m_error = nullptr;
};

}  // namespace editor
