#include "tests/editor/canvas/canvas_pictures.hpp"

#include "engine/render/draw_list_builder.hpp"

#include <wx/image.h>

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace canvastest {

Difference compare(const wxBitmap& a, const wxBitmap& b) {
    const wxImage x = a.ConvertToImage(), y = b.ConvertToImage();
    REQUIRE(x.GetSize() == y.GetSize());
    Difference d;
    const unsigned char *p = x.GetData(), *q = y.GetData();
    const std::size_t bytes = static_cast<std::size_t>(x.GetWidth()) * static_cast<std::size_t>(x.GetHeight()) * 3;
    for (std::size_t i = 0; i < bytes; i += 3) {
        int worst = 0;
        for (std::size_t k = 0; k < 3; ++k) worst = std::max(worst, std::abs(int(p[i + k]) - int(q[i + k])));
        if (worst > 0) ++d.pixels;
        d.worst = std::max(d.worst, worst);
    }
    return d;
}

wxRect hexScreenArea(const engine::Document& doc, const editor::MapView& view, engine::HexCoord h) {
    const auto r = view.toScreenRect(engine::hexBounds(doc.map.layout(), h).grownBy(doc.map.hexSizeMetres()));
    return {static_cast<int>(std::floor(r[0])), static_cast<int>(std::floor(r[1])),
            static_cast<int>(std::ceil(r[2])) + 2, static_cast<int>(std::ceil(r[3])) + 2};
}

}  // namespace canvastest
