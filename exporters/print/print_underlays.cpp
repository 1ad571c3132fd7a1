#include "exporters/print/print_underlays.hpp"

#include "importers/underlay/underlay_warp.hpp"

#include <cairo.h>

namespace exporters {

PrintUnderlays::PrintUnderlays(const engine::HexMap& map, const std::filesystem::path& mapFile,
                               ExportDiagnostics& out) {
    for (const engine::Underlay& u : map.underlays()) {
        importers::UnderlayOptions options;
        const std::filesystem::path source(u.source);
        options.image = (source.is_relative() ? mapFile.parent_path() / source : source).string();
        options.gcps = u.gcps;
        const importers::UnderlayResult warped = importers::warpUnderlay(map, options);
        const importers::RgbaImage& rgba = warped.image;
        if (warped.hasErrors() || rgba.width <= 0 || rgba.height <= 0) {
            std::string why;
            for (const engine::Diagnostic& d : warped.diagnostics) why += (why.empty() ? "" : "; ") + d.message;
            out.warning("export.underlay", "underlay " + u.source + " left out: " + (why.empty() ? "no image" : why),
                        {{"file", options.image}});
            continue;
        }
        // Cairo's ARGB32 is premultiplied, in native-endian 32-bit words.
        cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, rgba.width, rgba.height);
        cairo_surface_flush(surface);
        unsigned char* data = cairo_image_surface_get_data(surface);
        const int stride = cairo_image_surface_get_stride(surface);
        for (int y = 0; y < rgba.height; ++y) {
            auto* row = reinterpret_cast<std::uint32_t*>(data + static_cast<std::ptrdiff_t>(y) * stride);
            for (int x = 0; x < rgba.width; ++x) {
                const std::uint8_t* p = rgba.pixel(x, y);
                const std::uint32_t a = p[3];
                const auto pre = [a](std::uint32_t c) { return (c * a + 127) / 255; };
                row[x] = (a << 24) | (pre(p[0]) << 16) | (pre(p[1]) << 8) | pre(p[2]);
            }
        }
        cairo_surface_mark_dirty(surface);
        m_images.push_back(
            {surface, {rgba.extent.xmin, rgba.extent.ymin, rgba.extent.xmax, rgba.extent.ymax}, u.opacity});
    }
}

PrintUnderlays::~PrintUnderlays() {
    for (const Image& image : m_images) cairo_surface_destroy(image.surface);
}

void PrintUnderlays::paint(cairo_t* cr, const PaperTransform& to) const {
    for (const Image& image : m_images) {
        const engine::Point nw = to.toPaper({image.extent.minX, image.extent.maxY});
        const engine::Point se = to.toPaper({image.extent.maxX, image.extent.minY});
        const int w = cairo_image_surface_get_width(image.surface), h = cairo_image_surface_get_height(image.surface);
        cairo_save(cr);
        cairo_translate(cr, nw.x, nw.y);
        cairo_scale(cr, (se.x - nw.x) / w, (se.y - nw.y) / h);
        cairo_set_source_surface(cr, image.surface, 0, 0);
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD);
        cairo_paint_with_alpha(cr, image.opacity);
        cairo_restore(cr);
    }
}

}  // namespace exporters
