#pragma once
// The map's underlays as bitmaps on the plane: each is warped into the map's CRS once, when the
// document opens (importers::warpUnderlay), and drawn over the terrain fill with the layer
// pane's opacity, so the hexes can be traced from the image.
#include "engine/model/hex_map.hpp"
#include "engine/render/draw_list.hpp"

#include <wx/bitmap.h>

#include <filesystem>
#include <string>
#include <vector>

class wxGraphicsContext;

namespace editor {

class MapView;

class UnderlayImages {
public:
    // Replaces the images with those of `map` (sources relative to `mapFile`); returns what could
    // not be loaded, one message per underlay.
    std::vector<std::string> load(const engine::HexMap& map, const std::filesystem::path& mapFile);
    void clear() { m_images.clear(); }
    [[nodiscard]] bool empty() const { return m_images.empty(); }
    [[nodiscard]] std::size_t size() const { return m_images.size(); }
    // The opacity the map file records for its first underlay (0.5 when there is none).
    [[nodiscard]] double recordedOpacity() const { return m_recordedOpacity; }
    // Each image at its own opacity relative to the strongest (which is drawn opaque: the terrain
    // fill above it fades by that opacity instead), from `underlays` as the document has them now.
    void paint(wxGraphicsContext& gc, const MapView& view, const std::vector<engine::Underlay>& underlays) const;

private:
    struct Image {
        wxBitmap bitmap;
        engine::PlaneRect extent;
        std::string source;
    };
    std::vector<Image> m_images;
    double m_recordedOpacity = 0.5;
};

}  // namespace editor
