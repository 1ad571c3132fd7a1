#pragma once
// Paints an engine DrawList with wxGraphicsContext through a MapView. The canvas, the screenshot
// tests and the draw benchmark all paint through here, so they see the same picture.
#include "editor/canvas/map_view.hpp"
#include "engine/render/draw_list.hpp"

#include <functional>

class wxGraphicsContext;

namespace editor {

// `underlay` paints first, under everything the list holds: the terrain fill (faded over an
// underlay by the builder), hex outlines, levels, hexside features and labels stay above it.
void paintDrawList(wxGraphicsContext& gc, const engine::DrawList& list, const MapView& view,
                   const std::function<void()>& underlay = {});

}  // namespace editor
