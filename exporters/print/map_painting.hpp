#pragma once
// Paints a rectangle of the map onto paper in bands of hexes: each band's draw list is built for
// the band (and a hex around it, for what reaches across), painted clipped to the band, and
// dropped, so memory depends on the band, not on the map or the page.
#include "engine/model/document.hpp"
#include "engine/render/draw_list_builder.hpp"
#include "exporters/print/cairo_draw_list.hpp"

#include <functional>
#include <optional>

namespace exporters {

struct PrintLayers;

// Draw options for the chosen layers, with the map's elevation span computed once.
[[nodiscard]] engine::DrawOptions printDrawOptions(const engine::Document& doc, const PrintLayers& layers);

// Told the fraction of the area painted after each band; returning false stops the painting.
using BandFn = std::function<bool(double fraction)>;

// Paints the part of the map inside `plane` (clipped to it) at `to`; `afterTerrain` paints over
// each band's terrain fill (the underlay). Returns the hexes drawn, or nullopt when `onBand`
// stopped it.
std::optional<std::size_t> paintMapArea(cairo_t* cr, const engine::Document& doc, const engine::DrawOptions& base,
                                        const PaperTransform& to, const engine::PlaneRect& plane,
                                        const BandFn& onBand = {}, const std::function<void()>& afterTerrain = {});

}  // namespace exporters
