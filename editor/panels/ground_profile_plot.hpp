#pragma once
// The LOS probe's elevation profile: a small plot of importers::losGroundProfile under the probe's
// verdict. Level bands as pale horizontal stripes (the elevations each level's hexes span on the
// map), the true ground as a brown filled line, the hex elevations the map holds stepped along the
// line in blue, and the sight line between the eyes, green where the ground lets it through, red
// where the ground rises above it (a dot where it comes nearest). Drawn with wxDC.
#include "importers/fidelity/los_ground_profile.hpp"

#include <wx/panel.h>

#include <optional>

namespace editor {

class GroundProfilePlot : public wxPanel {
public:
    explicit GroundProfilePlot(wxWindow* parent);
    // The profile to draw; nullopt clears the plot to `message` ("" for nothing).
    void show(std::optional<importers::LosGroundProfile> profile, const wxString& message = {});
    [[nodiscard]] const std::optional<importers::LosGroundProfile>& profile() const { return m_profile; }

    // Where an elevation (metres) and a point of the line (0..1) are drawn, in client pixels.
    [[nodiscard]] int yOf(double metres) const;
    [[nodiscard]] int xOf(double along) const;

    // The colours it draws with (tests look for them).
    static const wxColour kGround, kHexes, kSightClear, kSightBlocked;

private:
    void paint(wxDC& dc);

    std::optional<importers::LosGroundProfile> m_profile;
    wxString m_message;
    double m_low = 0, m_high = 1;  // the elevations the plot spans
};

}  // namespace editor
