#pragma once
// Under the LOS probe's verdict: the real ground along the probed line. The elevation raster comes
// from Tools > Map Fidelity... or is chosen here ("profile-raster", with Browse...); the ground's own
// verdict ("ground-verdict": clear or blocked, with the eyes as `ridgeline fidelity` sets them)
// stands beside the rules', and the GroundProfilePlot draws importers::losGroundProfile. The raster
// is read once per document and grid, when a line is first probed with it.
#include "engine/mechanics/los/line_of_sight.hpp"
#include "engine/model/hex_map.hpp"
#include "importers/fidelity/ground_raster.hpp"

#include <wx/panel.h>

#include <memory>
#include <optional>
#include <string>

class wxStaticText;
class wxTextCtrl;

namespace editor {

class GroundProfilePlot;

class GroundProfileBox : public wxPanel {
public:
    explicit GroundProfileBox(wxWindow* parent);
    // The map probed (null: none); a new one forgets the raster read for the last.
    void setMap(const engine::HexMap* map);
    // The raster (as chosen in Map Fidelity) and the eye height above the ground at both ends.
    void setRaster(const std::string& path, double eyeMetres);
    [[nodiscard]] std::string raster() const;
    // The probed line and the rules' verdict on it; nullopt clears the plot.
    void showLine(std::optional<engine::HexCoord> from, std::optional<engine::HexCoord> to,
                  std::optional<engine::LosVerdict> rules);
    [[nodiscard]] wxString verdict() const;
    [[nodiscard]] GroundProfilePlot& plot() { return *m_plot; }

private:
    void redraw();
    // The raster open for the map (read now if needed); null with `error` set when it cannot be.
    const importers::GroundRaster* ground(std::string& error);

    const engine::HexMap* m_map = nullptr;
    double m_eye = 2;
    std::optional<engine::HexCoord> m_from, m_to;
    std::optional<engine::LosVerdict> m_rules;
    std::unique_ptr<importers::GroundRaster> m_ground;
    std::string m_groundPath;      // what m_ground was read from
    engine::HexGrid m_groundGrid;  // and for which grid
    std::string m_groundError;     // why that path could not be read (not read again each redraw)
    wxTextCtrl* m_raster = nullptr;
    wxStaticText* m_verdict = nullptr;
    GroundProfilePlot* m_plot = nullptr;
};

}  // namespace editor
