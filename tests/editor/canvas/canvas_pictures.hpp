#pragma once
// Comparing the canvas's cached pictures with pictures painted afresh.
#include "editor/canvas/map_view.hpp"
#include "engine/model/document.hpp"

#include <wx/bitmap.h>
#include <wx/gdicmn.h>

#include <cstddef>

namespace canvastest {

// How far apart two pictures of one size are.
struct Difference {
    std::size_t pixels = 0;  // pixels that differ at all
    int worst = 0;           // largest channel difference
};

[[nodiscard]] Difference compare(const wxBitmap& a, const wxBitmap& b);

// The screen area the canvas marks for an edit of hex `h` (its bounds and a hex of margin).
[[nodiscard]] wxRect hexScreenArea(const engine::Document& doc, const editor::MapView& view, engine::HexCoord h);

}  // namespace canvastest
