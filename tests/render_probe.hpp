#pragma once
// The counter the map draws for a piece (the whole map's draw list), for the tests that read a
// counter's pixels in the studio or in an export.
#include "engine/render/draw_list_builder.hpp"

#include <catch2/catch.hpp>

#include <string>

namespace testrender {

inline engine::Counter counterOf(const engine::Document& doc, const std::string& piece) {
    engine::DrawOptions o;
    o.visible = engine::mapBounds(doc.map);
    for (const engine::Counter& c : engine::buildDrawList(doc, o).counters)
        if (c.name == piece) return c;
    FAIL("no counter for " << piece);
    return {};
}

}  // namespace testrender
