#pragma once
// Paints an engine DrawList with wxGraphicsContext through a MapView. The canvas, the screenshot
// tests and the draw benchmark all paint through here, so they see the same picture.
#include "editor/map_view.hpp"
#include "engine/render/draw_list.hpp"

class wxGraphicsContext;

namespace editor {

void paintDrawList(wxGraphicsContext& gc, const engine::DrawList& list, const MapView& view);

}  // namespace editor
