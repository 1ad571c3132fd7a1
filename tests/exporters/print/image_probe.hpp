#pragma once
// Reading what the real clients rendered (pdftoppm's PPM, rsvg-convert's and our PNG) to look at
// pixels, and where a hex centre of a printed map lands in such a picture.
#include "engine/render/draw_list.hpp"
#include "exporters/print/cairo_draw_list.hpp"

#include <cairo.h>

#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

namespace exporttest {

struct Image {
    int width = 0;
    int height = 0;
    std::vector<engine::Rgba> pixels;
    [[nodiscard]] engine::Rgba at(int x, int y) const {
        return pixels[static_cast<std::size_t>(y) * static_cast<std::size_t>(width) + static_cast<std::size_t>(x)];
    }
    [[nodiscard]] bool contains(double x, double y) const { return x >= 0 && y >= 0 && x < width && y < height; }
};

// A binary PPM (P6, maxval 255) as pdftoppm writes it; empty on anything else.
inline Image readPpm(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::string magic;
    int maxval = 0;
    Image img;
    in >> magic >> img.width >> img.height >> maxval;
    in.get();
    if (magic != "P6" || maxval != 255 || img.width <= 0 || img.height <= 0) return {};
    std::vector<unsigned char> bytes(static_cast<std::size_t>(img.width) * static_cast<std::size_t>(img.height) * 3);
    in.read(reinterpret_cast<char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
    for (std::size_t i = 0; i + 2 < bytes.size(); i += 3)
        img.pixels.push_back({bytes[i], bytes[i + 1], bytes[i + 2], 255});
    return img;
}

// A PNG through cairo (composited over white).
inline Image readPng(const std::string& path) {
    cairo_surface_t* s = cairo_image_surface_create_from_png(path.c_str());
    Image img;
    if (cairo_surface_status(s) == CAIRO_STATUS_SUCCESS) {
        img.width = cairo_image_surface_get_width(s);
        img.height = cairo_image_surface_get_height(s);
        const int stride = cairo_image_surface_get_stride(s);
        const unsigned char* data = cairo_image_surface_get_data(s);
        const bool alpha = cairo_image_surface_get_format(s) == CAIRO_FORMAT_ARGB32;
        for (int y = 0; y < img.height; ++y)
            for (int x = 0; x < img.width; ++x) {
                const std::uint32_t p = reinterpret_cast<const std::uint32_t*>(data + y * stride)[x];
                const unsigned a = alpha ? p >> 24 : 255;
                // Premultiplied: over white adds (255 - a).
                const auto over = [a](unsigned c) { return static_cast<std::uint8_t>(c + (255 - a)); };
                img.pixels.push_back({over((p >> 16) & 0xff), over((p >> 8) & 0xff), over(p & 0xff), 255});
            }
    }
    cairo_surface_destroy(s);
    return img;
}

inline bool near(engine::Rgba a, engine::Rgba b, int tolerance = 3) {
    return std::abs(a.r - b.r) <= tolerance && std::abs(a.g - b.g) <= tolerance && std::abs(a.b - b.b) <= tolerance;
}

}  // namespace exporttest

#include "engine/model/document.hpp"

namespace exporttest {

struct ColourCheck {
    int checked = 0;
    int wrong = 0;
    std::string firstWrong;  // "0703: got #..., want #..."
};

// Samples the picture at the centre of every hex that lands inside the box (paper mm, kept a
// little inside it) and compares with the hex's terrain colour from the ruleset.
inline ColourCheck checkTerrainAtCentres(const Image& img, const engine::Document& doc,
                                         const exporters::PaperTransform& to, double pxPerMm, double boxMinX,
                                         double boxMinY, double boxMaxX, double boxMaxY) {
    ColourCheck out;
    const engine::HexLayout layout = doc.map.layout();
    const double inset = doc.map.hexSizeMetres() * to.mmPerUnit / 3;
    const auto hex = [](engine::Rgba c) {
        char buf[16];
        std::snprintf(buf, sizeof buf, "#%02x%02x%02x", c.r, c.g, c.b);
        return std::string(buf);
    };
    for (std::size_t i = 0; i < doc.map.grid().size(); ++i) {
        const engine::HexCoord h = doc.map.grid().at(i);
        const engine::Point p = to.toPaper(layout.toPoint(h));
        if (p.x < boxMinX + inset || p.y < boxMinY + inset || p.x > boxMaxX - inset || p.y > boxMaxY - inset) continue;
        const engine::TerrainType* t = doc.ruleset->findTerrain(doc.map.terrain(h));
        if (!t) continue;
        const double x = p.x * pxPerMm, y = p.y * pxPerMm;
        if (!img.contains(x, y)) continue;
        const engine::Rgba want = engine::parseColor(t->color, {});
        const engine::Rgba got = img.at(static_cast<int>(x), static_cast<int>(y));
        ++out.checked;
        if (!near(got, want)) {
            if (out.wrong++ == 0)
                out.firstWrong = doc.map.grid().label(h) + ": got " + hex(got) + ", want " + hex(want);
        }
    }
    return out;
}

}  // namespace exporttest
