#pragma once
// The map's underlays on paper (the "underlay" layer, off by default): each image is warped into
// the map's CRS once (importers::warpUnderlay, as the studio does when it opens the map) and
// painted over the terrain fill at its recorded opacity, so the print shows what the studio shows.
#include "exporters/export_format.hpp"
#include "exporters/print/cairo_draw_list.hpp"

#include <filesystem>
#include <vector>

typedef struct _cairo_surface cairo_surface_t;

namespace exporters {

class PrintUnderlays {
public:
    // Sources relative to `mapFile`; an underlay that cannot be loaded is an "export.underlay"
    // warning in `out` and is left out.
    PrintUnderlays(const engine::HexMap& map, const std::filesystem::path& mapFile, ExportDiagnostics& out);
    ~PrintUnderlays();
    PrintUnderlays(const PrintUnderlays&) = delete;
    PrintUnderlays& operator=(const PrintUnderlays&) = delete;

    [[nodiscard]] bool empty() const { return m_images.empty(); }
    // Paints every image where it lies on the plane (clipped to the current clip).
    void paint(cairo_t* cr, const PaperTransform& to) const;

private:
    struct Image {
        cairo_surface_t* surface = nullptr;
        engine::PlaneRect extent;
        double opacity = 0.5;
    };
    std::vector<Image> m_images;
};

}  // namespace exporters
