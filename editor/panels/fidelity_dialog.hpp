#pragma once
// Tools > Map Fidelity...: the elevation raster the map was made from and the measurement's
// options, as `ridgeline fidelity` takes them and with its defaults (pairs, range MIN-MAX hexes,
// eye height, seed, the map's terrain, the raster's vertical unit). Controls carry names ("raster",
// "pairs", "min-range", "max-range", "eye", "seed", "terrain", "vertical-unit") so tests fill the
// form as a user would.
#include "importers/fidelity/map_fidelity.hpp"

#include <wx/dialog.h>

#include <string>

class wxCheckBox;
class wxChoice;
class wxStaticText;
class wxTextCtrl;

namespace editor {

struct FidelityRequest {
    std::string raster;
    importers::FidelityOptions options;  // `progress` is the job's
};

class FidelityDialog : public wxDialog {
public:
    // `raster`: the one last measured against for this document ("" for none yet).
    FidelityDialog(wxWindow* parent, const std::string& raster);
    // Reads and checks every field: false with `error` naming the field and the problem.
    bool readRequest(FidelityRequest& out, wxString& error) const;

private:
    wxTextCtrl* m_raster = nullptr;
    wxTextCtrl* m_pairs = nullptr;
    wxTextCtrl* m_minRange = nullptr;
    wxTextCtrl* m_maxRange = nullptr;
    wxTextCtrl* m_eye = nullptr;
    wxTextCtrl* m_seed = nullptr;
    wxCheckBox* m_terrain = nullptr;
    wxChoice* m_verticalUnit = nullptr;
};

}  // namespace editor
