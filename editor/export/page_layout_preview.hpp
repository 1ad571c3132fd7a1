#pragma once
// The page-layout preview of File > Export... for the print formats: the map's terrain (one hex
// lookup per pixel, so any map size) with the part every sheet prints outlined and numbered, and
// each map section outlined, as the chosen paper, scale, margins and overlap lay them out.
#include "engine/model/document.hpp"
#include "exporters/print/sheet_plan.hpp"

#include <wx/bitmap.h>
#include <wx/panel.h>

#include <optional>

namespace editor {

class PageLayoutPreview : public wxPanel {
public:
    PageLayoutPreview(wxWindow* parent, const engine::Document& doc);
    // The sheets to draw over the map; nullopt draws the map alone (options not usable).
    void setPlan(std::optional<exporters::SheetPlan> plan);
    [[nodiscard]] const std::optional<exporters::SheetPlan>& plan() const { return m_plan; }

private:
    void paint();
    // Where the plane rectangle `area` goes in the panel: the largest fit, centred.
    struct Fit {
        double scale = 1;  // pixels per plane unit
        double x0 = 0;
        double y0 = 0;
        engine::PlaneRect area;
        [[nodiscard]] wxRect toPixels(const engine::PlaneRect& r) const;
    };
    [[nodiscard]] Fit fitTo(const engine::PlaneRect& area) const;

    const engine::Document& m_doc;
    std::optional<exporters::SheetPlan> m_plan;
    wxBitmap m_terrain;  // the map's terrain for m_terrainArea at m_terrainSize
    engine::PlaneRect m_terrainArea{};
    wxSize m_terrainSize;
};

}  // namespace editor
