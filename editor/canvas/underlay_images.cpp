#include "editor/canvas/underlay_images.hpp"

#include "editor/canvas/map_view.hpp"
#include "importers/underlay/underlay_warp.hpp"

#include <wx/graphics.h>
#include <wx/image.h>

#include <algorithm>
#include <cstring>

namespace editor {

std::vector<std::string> UnderlayImages::load(const engine::HexMap& map, const std::filesystem::path& mapFile) {
    m_images.clear();
    std::vector<std::string> problems;
    m_recordedOpacity = map.underlays().empty() ? 0.5 : map.underlays().front().opacity;
    for (const engine::Underlay& u : map.underlays()) {
        importers::UnderlayOptions options;
        const std::filesystem::path source(u.source);
        options.image = (source.is_relative() ? mapFile.parent_path() / source : source).string();
        options.gcps = u.gcps;
        const importers::UnderlayResult result = importers::warpUnderlay(map, options);
        if (result.hasErrors() || result.image.width <= 0 || result.image.height <= 0) {
            for (const engine::Diagnostic& d : result.diagnostics) problems.push_back(u.source + ": " + d.message);
            if (result.diagnostics.empty()) problems.push_back(u.source + ": no image");
            continue;
        }
        const importers::RgbaImage& rgba = result.image;
        wxImage image(rgba.width, rgba.height);
        image.InitAlpha();
        unsigned char* rgb = image.GetData();
        unsigned char* alpha = image.GetAlpha();
        const std::size_t pixels = static_cast<std::size_t>(rgba.width) * static_cast<std::size_t>(rgba.height);
        for (std::size_t i = 0; i < pixels; ++i) {
            std::memcpy(rgb + i * 3, rgba.rgba.data() + i * 4, 3);
            alpha[i] = rgba.rgba[i * 4 + 3];
        }
        m_images.push_back(
            {wxBitmap(image), {rgba.extent.xmin, rgba.extent.ymin, rgba.extent.xmax, rgba.extent.ymax}, u.source});
    }
    return problems;
}

void UnderlayImages::paint(wxGraphicsContext& gc, const MapView& view,
                           const std::vector<engine::Underlay>& underlays) const {
    double strongest = 0;
    for (const engine::Underlay& u : underlays) strongest = std::max(strongest, u.opacity);
    if (m_images.empty() || strongest <= 0) return;
    for (const Image& image : m_images) {
        const auto it = std::find_if(underlays.begin(), underlays.end(),
                                     [&](const engine::Underlay& u) { return u.source == image.source; });
        const double opacity = it == underlays.end() ? 0 : it->opacity / strongest;
        if (opacity <= 0) continue;
        const auto r = view.toScreenRect(image.extent);
        gc.BeginLayer(opacity);
        gc.DrawBitmap(image.bitmap, r[0], r[1], r[2], r[3]);
        gc.EndLayer();
    }
}

}  // namespace editor
